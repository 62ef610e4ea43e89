// Outbound HTTP for webhooks (SPEC §9.4): a POST that never reaches loopback, private, link-local or other non-public
// addresses unless allowed, checked on the address the socket actually connected to (a name that resolves to a
// public address at check time and a private one at connect time is still refused); no redirects followed; a time
// limit; and at most 1 KiB of the answer read.
import dns, { type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

const blocked = new BlockList()
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  blocked.addSubnet(net, prefix, 'ipv4')
}
// 64:ff9b:1::/48 is NAT64 for local use (RFC 8215): the operator picks where in it the IPv4 sits, so it cannot be
// read back; no public host is reached through it anyway. (64:ff9b::/96 is judged by its IPv4 below.)
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b:1::', 48], ['2001:db8::', 32]] as const) {
  blocked.addSubnet(net, prefix, 'ipv6')
}

const v4 = (high: number, low: number): string => `${high >>> 8}.${high & 0xff}.${low >>> 8}.${low & 0xff}`

/** The IPv4 addresses an IPv6 address carries by a transition mechanism: traffic to it ends up at (or is tunnelled
 *  to) them, so `[::ffff:127.0.0.1]` or `[2002:a9fe:a9fe::]` reach what `127.0.0.1` or `169.254.169.254` reach. */
function embeddedIPv4 (p: number[]): string[] {
  const [a, b, c, d, e, f, g, h] = p as [number, number, number, number, number, number, number, number]
  const zero4 = a === 0 && b === 0 && c === 0 && d === 0
  // ::ffff:0:0/96 mapped, ::ffff:0:0:0/96 translated (RFC 6145), ::/96 compatible (deprecated; `::` and `::1` are
  // refused above, and 0.0.0.x falls in 0.0.0.0/8 anyway).
  if (zero4 && ((e === 0 && (f === 0xffff || f === 0)) || (e === 0xffff && f === 0))) return [v4(g, h)]
  // NAT64 well-known prefix (RFC 6052): the IPv4 in the last 32 bits.
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return [v4(g, h)]
  // 6to4 (RFC 3056): 2002:AABB:CCDD::/48.
  if (a === 0x2002) return [v4(b, c)]
  // Teredo (RFC 4380): the server's IPv4 in bits 32–63, the client's (its NAT's public side) inverted in the last 32.
  if (a === 0x2001 && b === 0) return [v4(c, d), v4(~g & 0xffff, ~h & 0xffff)]
  // ISATAP (RFC 5214) interface identifier 0000:5efe or 0200:5efe (the u/l bit): a host on the same ISATAP link
  // tunnels straight to that IPv4, whatever the prefix.
  if ((e & 0xfdff) === 0 && f === 0x5efe) return [v4(g, h)]
  return []
}

/** Whether `address` (an IP) is not a public unicast address. IPv6 forms that carry an IPv4 address are judged by it
 *  too: the IPv6 is refused when its IPv4 would be. Anything that is not an IP address counts as not public. */
export function isPrivateAddress (address: string): boolean {
  if (isIP(address) === 0) return true
  let ip: ipaddr.IPv4 | ipaddr.IPv6
  try {
    ip = ipaddr.parse(address)
  } catch {
    return true
  }
  if (ip.kind() === 'ipv4') return blocked.check(ip.toString(), 'ipv4')
  const v6 = ip as ipaddr.IPv6
  if (blocked.check(v6.toNormalizedString(), 'ipv6')) return true
  return embeddedIPv4(v6.parts).some((inner) => blocked.check(inner, 'ipv4'))
}

/** `localhost` and its subdomains (RFC 6761: always loopback), with or without the trailing dot of a full name. */
const isLoopbackName = (host: string): boolean => {
  const name = host.toLowerCase().replace(/\.$/, '')
  return name === 'localhost' || name.endsWith('.localhost')
}

/** Why the host of a parsed URL may not be a target without WEBHOOK_ALLOW_PRIVATE, or null. The WHATWG parser has
 *  already lowercased names and turned every IPv4 spelling (`0x7f.1`, `2130706433`, `127.0.0.1.`) and IPv6 one
 *  (`[::127.0.0.1]` → `[::7f00:1]`) into its canonical form. Other names are judged at connect time. */
function hostProblem (url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isLoopbackName(host)) return `${host} is a loopback name, not a public address`
  if (isIP(host) !== 0 && isPrivateAddress(host)) return `${host} is not a public address`
  return null
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
  if (!allowPrivate && hostProblem(url) !== null) return 'a loopback, private or link-local address (WEBHOOK_ALLOW_PRIVATE=true allows them)'
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
    // An IP literal is connected to without a lookup: judged here; names are judged by `lookup` below, on the very
    // addresses the socket will connect to.
    const problem = opts.allowPrivate ? null : hostProblem(target)
    if (problem !== null) {
      finish(done(null, `refused: ${problem}`))
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
