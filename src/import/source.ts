// The HTTP side of the importer (SPEC §9.5): GET requests to a site running the plugin's REST API, with what a real site
// needs — a time limit per request, retries with exponential backoff on network errors, timeouts, 429 and 5xx (waiting
// what `Retry-After` asks, within bounds), a bounded number of requests in flight, and a bounded body size. The source
// is untrusted: bodies are read up to MAX_BODY_BYTES and must parse as JSON; redirects are followed only within the
// site's origin (issue 37: the credentials are for that site alone); every failure becomes a SourceError with a
// message fit for the terminal, never a stack trace.
import { Semaphore } from '../lib/infra/semaphore.js'

export class SourceError extends Error {
  constructor (message: string, readonly status?: number) { super(message) }
}

export interface SourceOptions {
  /** the site's REST root, e.g. https://example.org/wp-json/ */
  root: string
  /** `Authorization` header value (Basic …), when the import runs with credentials */
  authorization?: string
  /** per-request time limit */
  timeoutMs?: number
  /** retries after the first attempt */
  retries?: number
  /** first backoff delay; doubled at each retry (with jitter), capped by maxDelayMs */
  baseDelayMs?: number
  maxDelayMs?: number
  /** requests in flight at once */
  concurrency?: number
  maxBodyBytes?: number
  /** called before each retry (progress output) */
  onRetry?: (info: { url: string; attempt: number; reason: string; delayMs: number }) => void
  /** injectable for tests */
  sleep?: (ms: number) => Promise<void>
}

/** The Authorization header of a WordPress application password, as WordPress clients send it (RFC 7617). */
export const basicAuthorization = (login: string, password: string): string => `Basic ${Buffer.from(`${login}:${password}`, 'utf8').toString('base64')}`

export interface SourceResponse {
  status: number
  headers: Headers
  body: unknown
  url: string
}

export const MAX_BODY_BYTES = 32 * 1024 * 1024
/** Redirects followed for one request (within the site's origin). */
export const MAX_REDIRECTS = 5
const REDIRECTS = new Set([301, 302, 303, 307, 308])

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** Seconds or an HTTP date (RFC 9110 §10.2.3) → milliseconds to wait, or undefined when absent/unreadable. */
export function retryAfterMs (value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined
  const v = value.trim()
  if (/^\d{1,9}$/.test(v)) return Number(v) * 1000
  const at = Date.parse(v)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - now)
}

export class Source {
  readonly root: URL
  private readonly gate: Semaphore
  private readonly opts: Required<Omit<SourceOptions, 'authorization' | 'onRetry' | 'root'>> & Pick<SourceOptions, 'authorization' | 'onRetry'>
  /** requests sent (retries included): the summary's figure */
  requests = 0
  retried = 0

  constructor (options: SourceOptions) {
    let root: URL
    try {
      root = new URL(options.root)
    } catch {
      throw new SourceError(`not a URL: "${options.root}"`)
    }
    if (root.protocol !== 'http:' && root.protocol !== 'https:') throw new SourceError(`expected an http(s) URL; got "${options.root}"`)
    if (!root.pathname.endsWith('/')) root.pathname += '/'
    this.root = root
    this.opts = {
      timeoutMs: options.timeoutMs ?? 30_000,
      retries: options.retries ?? 4,
      baseDelayMs: options.baseDelayMs ?? 500,
      maxDelayMs: options.maxDelayMs ?? 60_000,
      concurrency: Math.max(1, options.concurrency ?? 4),
      maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
      sleep: options.sleep ?? defaultSleep,
      authorization: options.authorization,
      onRetry: options.onRetry,
    }
    this.gate = new Semaphore(this.opts.concurrency)
  }

  /** The URL of `path` (relative to the REST root) with `query`. */
  url (path: string, query: Record<string, string | number> = {}): URL {
    const u = new URL(path.replace(/^\/+/, ''), this.root)
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, String(v))
    return u
  }

  /**
   * GET `url` and parse its JSON body. Retries network errors, timeouts, 408, 429 and 5xx; other statuses are returned
   * as they are (the caller decides what a 404 means). Throws SourceError when the retries are spent or the body is
   * not JSON.
   */
  async get (url: URL): Promise<SourceResponse> {
    // Only URLs of the source's own origin are followed (a `next_rest_url` pointing elsewhere is not).
    if (url.origin !== this.root.origin) throw new SourceError(`refusing to follow a URL of another origin: ${url.href}`)
    return this.gate.run(() => this.attempts(url, true))
  }

  /** GET `url` as text (an iCalendar file): the same retries and limits as get(); `body` is the text. */
  async getText (url: URL): Promise<SourceResponse & { body: string }> {
    if (url.origin !== this.root.origin) throw new SourceError(`refusing to follow a URL of another origin: ${url.href}`)
    return this.gate.run(() => this.attempts(url, false)) as Promise<SourceResponse & { body: string }>
  }

  private async attempts (url: URL, json: boolean): Promise<SourceResponse> {
    const { retries, baseDelayMs, maxDelayMs } = this.opts
    for (let attempt = 0; ; attempt++) {
      let reason: string
      let wait: number | undefined
      try {
        const r = await this.once(url, json)
        if (r.status !== 408 && r.status !== 429 && r.status < 500) return r
        reason = `HTTP ${r.status}`
        wait = retryAfterMs(r.headers.get('retry-after'))
        if (attempt >= retries) throw new SourceError(`${url.href}: ${reason} after ${attempt + 1} attempts`, r.status)
      } catch (err) {
        if (!(err instanceof Retryable)) throw err
        reason = err.message
        if (attempt >= retries) throw new SourceError(`${url.href}: ${reason} after ${attempt + 1} attempts`)
      }
      const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt) * (0.75 + Math.random() * 0.5)
      // Retry-After is honoured, but never beyond maxDelayMs: a site asking to wait an hour fails the run instead.
      if (wait !== undefined && wait > maxDelayMs) throw new SourceError(`${url.href}: ${reason}, and the site asks to wait ${Math.round(wait / 1000)} s (more than ${Math.round(maxDelayMs / 1000)} s)`)
      const delayMs = Math.round(Math.max(wait ?? 0, backoff))
      this.retried++
      this.opts.onRetry?.({ url: url.href, attempt: attempt + 1, reason, delayMs })
      await this.opts.sleep(delayMs)
    }
  }

  private async once (url: URL, json: boolean): Promise<SourceResponse> {
    this.requests++
    const headers: Record<string, string> = { Accept: json ? 'application/json' : 'text/calendar, */*;q=0.5' }
    if (this.opts.authorization) headers.Authorization = this.opts.authorization
    let res: Response
    const signal = AbortSignal.timeout(this.opts.timeoutMs)
    // Redirects are followed here, not by fetch: only within the origin the credentials are for (fetch would follow
    // to any host; it drops Authorization there, but the site would still choose what we import).
    let at = url
    for (let redirects = 0; ; redirects++) {
      try {
        res = await fetch(at, { headers, signal, redirect: 'manual' })
      } catch (err) {
        throw new Retryable(signal.aborted ? `no answer within ${this.opts.timeoutMs} ms` : describe(err))
      }
      if (!REDIRECTS.has(res.status)) break
      await res.body?.cancel()
      const location = res.headers.get('location')
      if (location === null) throw new SourceError(`${url.href}: HTTP ${res.status} redirect without a location`, res.status)
      let next: URL
      try {
        next = new URL(location, at)
      } catch {
        throw new SourceError(`${url.href}: HTTP ${res.status} redirect to an invalid location ${JSON.stringify(location.slice(0, 200))}`, res.status)
      }
      if (next.origin !== this.root.origin) {
        throw new SourceError(`${url.href}: redirected to another origin (${next.origin}), which is not followed: give the address it redirects to (${next.href.slice(0, 200)}) if that is the site`, res.status)
      }
      if (redirects >= MAX_REDIRECTS) throw new SourceError(`${url.href}: more than ${MAX_REDIRECTS} redirects`, res.status)
      at = next
    }
    let text: string
    try {
      text = await readBounded(res, this.opts.maxBodyBytes)
    } catch (err) {
      if (err instanceof SourceError) throw err
      throw new Retryable(signal.aborted ? `body not complete within ${this.opts.timeoutMs} ms` : describe(err))
    }
    if (res.status === 408 || res.status === 429 || res.status >= 500) return { status: res.status, headers: res.headers, body: undefined, url: url.href }
    if (!json) return { status: res.status, headers: res.headers, body: stripBom(text), url: url.href }
    let body: unknown
    try {
      body = text === '' ? undefined : JSON.parse(stripBom(text))
    } catch {
      throw new SourceError(`${url.href}: HTTP ${res.status} with a body that is not JSON (${JSON.stringify(text.slice(0, 80))}${text.length > 80 ? '…' : ''})`, res.status)
    }
    return { status: res.status, headers: res.headers, body, url: url.href }
  }
}

/** A failure worth another attempt (network error, time limit). */
class Retryable extends Error {}

const stripBom = (s: string): string => s.charCodeAt(0) === 0xfeff ? s.slice(1) : s

function describe (err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const cause = (err as { cause?: { code?: string; message?: string } }).cause
  return cause?.code ? `${err.message} (${cause.code})` : cause?.message ? `${err.message}: ${cause.message}` : err.message
}

/** The body as text, refusing more than `max` bytes (a hostile or broken site cannot make us buffer gigabytes). */
async function readBounded (res: Response, max: number): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? NaN)
  if (declared > max) {
    await res.body?.cancel()
    throw new SourceError(`${res.url}: body of ${declared} bytes is larger than the limit of ${max}`, res.status)
  }
  if (!res.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > max) throw new SourceError(`${res.url}: body larger than the limit of ${max} bytes`, res.status)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
