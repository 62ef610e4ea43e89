// Outbound HTTP for webhooks (SPEC §9.4): a POST that never reaches loopback, private, link-local or other non-public
// addresses unless allowed, checked on the address the socket actually connected to (a name that resolves to a
// public address at check time and a private one at connect time is still refused); no redirects followed; a time
// limit; and at most 1 KiB of the answer read.
import dns, { type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP } from 'node:net'

const blocked = new BlockList()
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  blocked.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32]] as const) {
  blocked.addSubnet(net, prefix, 'ipv6')
}

/** Whether `address` (an IP) is not a public unicast address. IPv4-mapped IPv6 addresses are judged as IPv4. */
export function isPrivateAddress (address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return blocked.check(mapped[1]!, 'ipv4')
  const kind = isIP(address)
  if (kind === 0) return true
  return blocked.check(address, kind === 4 ? 'ipv4' : 'ipv6')
}

/** A URL a webhook may be given: http(s), no credentials; a literal private address only when allowed. */
export function webhookUrlProblem (raw: string, allowPrivate: boolean): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'not a URL'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https URLs'
  if (url.username || url.password) return 'no credentials in the URL'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isPrivateAddress(host)))) {
    return 'a loopback, private or link-local address (WEBHOOK_ALLOW_PRIVATE=true allows them)'
  }
  return null
}

export interface PostResult {
  /** the HTTP status, or null without an answer */
  status: number | null
  /** why there was no (good) answer */
  error: string
  ms: number
}

export interface PostOptions { allowPrivate: boolean; timeoutMs: number; maxBodyBytes: number }

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** dns.lookup that fails for names resolving to an address that is not public. */
function publicLookup (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) { callback(err, []); return }
    const bad = addresses.find((a) => isPrivateAddress(a.address))
    if (bad || addresses.length === 0) {
      callback(Object.assign(new Error(`refused: ${hostname} resolves to ${bad?.address ?? 'nothing'}, not a public address`), { code: 'EADDRNOTPUBLIC' }), [])
      return
    }
    if (options.all) callback(null, addresses)
    else callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

/** POSTs `body` to `url`; never throws. */
export function postJson (url: string, body: string, headers: Record<string, string>, opts: PostOptions): Promise<PostResult> {
  const started = performance.now()
  const done = (status: number | null, error: string): PostResult => ({ status, error, ms: Math.round(performance.now() - started) })
  return new Promise((resolve) => {
    let settled = false
    const finish = (r: PostResult) => { if (!settled) { settled = true; resolve(r) } }
    let target: URL
    try {
      target = new URL(url)
    } catch {
      finish(done(null, 'not a URL'))
      return
    }
    const host = target.hostname.replace(/^\[|\]$/g, '')
    // An IP literal is connected to without a lookup: judged here; names are judged by `lookup` below, on the very
    // addresses the socket will connect to.
    if (!opts.allowPrivate && isIP(host) !== 0 && isPrivateAddress(host)) {
      finish(done(null, `refused: ${host} is not a public address`))
      return
    }
    const client = target.protocol === 'https:' ? https : http
    const req = client.request(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'calendar-events-api webhooks', ...headers },
      signal: AbortSignal.timeout(opts.timeoutMs),
      agent: false,
      lookup: opts.allowPrivate ? undefined : publicLookup,
    }, (res) => {
      // Read at most maxBodyBytes, then stop: the answer's body is not ours to store.
      let read = 0
      res.on('data', (chunk: Buffer) => {
        read += chunk.length
        if (read > opts.maxBodyBytes) res.destroy()
      })
      const status = res.statusCode ?? null
      res.on('close', () => finish(done(status, status !== null && status >= 200 && status < 300 ? '' : `HTTP ${status}`)))
      res.on('error', () => finish(done(status, status !== null && status >= 200 && status < 300 ? '' : `HTTP ${status}`)))
    })
    req.on('socket', (socket) => {
      socket.once('connect', () => {
        const address = socket.remoteAddress ?? ''
        if (!opts.allowPrivate && isPrivateAddress(address)) {
          finish(done(null, `refused: ${address} is not a public address`))
          req.destroy()
        }
      })
    })
    req.on('error', (err: Error) => finish(done(null, err.name === 'AbortError' || err.name === 'TimeoutError' ? `no answer within ${opts.timeoutMs} ms` : err.message)))
    req.end(body)
  })
}
