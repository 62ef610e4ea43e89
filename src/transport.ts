// The HTTP server below the app (used by serverOptions in src/app.ts): connection time limits, answers to requests
// Node's parser refuses before Fastify sees them, URLs the router cannot read, and what the log may keep of a request.
import type { Socket } from 'node:net'
import type { Server } from 'node:http'
import type { FastifyHttpOptions, FastifyServerOptions } from 'fastify'
import type { Config } from './config.js'
import { ApiError } from './errors.js'
import { CONNECTION_LIMITS, MAX_HEADER_SIZE, MAX_PARAM_LENGTH, type ConnectionLimits } from './domain/limits.js'

/** Server options of the connection limits (SPEC §7), `overrides` for tests that need short ones. */
export function connectionOptions (overrides: Partial<ConnectionLimits> = {}): Pick<FastifyHttpOptions<Server>, 'http' | 'requestTimeout' | 'keepAliveTimeout'> {
  const limits = { ...CONNECTION_LIMITS, ...overrides }
  return {
    // Fastify sets requestTimeout and keepAliveTimeout on the server; the others only Node's constructor takes.
    requestTimeout: limits.requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
    http: {
      maxHeaderSize: MAX_HEADER_SIZE,
      headersTimeout: limits.headersTimeout,
      requestTimeout: limits.requestTimeout,
      connectionsCheckingInterval: limits.checkInterval,
    },
  }
}

/** The contract's error (SPEC §3.3, §7) for what Node's HTTP parser or its timeouts refuse. */
export function clientErrorOf (err: NodeJS.ErrnoException): ApiError {
  switch (err.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError('rest_request_timeout', 408, 'The request was not received in time.')
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError('rest_request_too_large', 431, `The request line and headers are larger than ${MAX_HEADER_SIZE} bytes.`)
    default:
      return new ApiError('rest_bad_request', 400, 'The request is not valid HTTP.')
  }
}

/** Fastify's `clientErrorHandler`: Node emits 'clientError' for a request it cannot parse or that timed out. The
 *  answer is written on the socket itself, which is then closed. Nothing is written once an answer has begun (a
 *  partial response followed by another would corrupt the stream) or when the peer is gone. */
export function clientErrorHandler (this: { log: { debug: (o: object, m: string) => void } }, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const api = clientErrorOf(err)
  this.log.debug({ err }, `client error: ${api.statusCode}`)
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(api.toJSON())
    socket.write(`HTTP/1.1 ${api.statusCode} ${statusText(api.statusCode)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`)
  }
  socket.destroy()
}

const statusText = (status: number): string => ({ 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' })[status] ?? ''

/** Whether the router could not read `url`'s path: a bad percent-escape, or a path segment longer than a path
 *  parameter may be. Such a request is routed to a path no route has (see `UNROUTABLE`), so that it runs through
 *  every hook (authentication, the rate limit, CORS, security headers) and gets the usual 404, instead of
 *  Fastify's `frameworkErrors`, which runs none. */
export function unroutable (url: string): boolean {
  const end = url.search(/[?#]/)
  const path = end === -1 ? url : url.slice(0, end)
  if (!path.includes('%') && path.length <= MAX_PARAM_LENGTH) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return true
  }
  return decoded.length > MAX_PARAM_LENGTH && decoded.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)
}

/** Where `unroutable` requests are sent: matches no route (the routes are under REST_PREFIX, /doc and /). */
export const UNROUTABLE = '/.unroutable'

// ---- Logging ----

// What a log line never keeps (README "Operating": secrets): passwords (they unlock protected records), tokens
// (`?token=`, `access_token`, Authorization), nonces, secrets and keys, cookies. Names are matched loosely
// (`post_password`, `X-WP-Nonce`): a false positive costs a masked value in a log line, a miss a leaked credential.
const SECRET_NAME = String.raw`[^=&#;\s"'{},]*(?:password|passwd|token|nonce|secret|api_?key|cookie|authorization|session)[^=&#;\s"'{},]*`
const SECRET_IN_QUERY = new RegExp(String.raw`([?&;]${SECRET_NAME}=)[^&#\s"']*`, 'gi')
/** `name: value`, `name=value`, `"name":"value"` (JSON, escaped JSON) in free text. */
const SECRET_IN_TEXT = new RegExp(String.raw`(${SECRET_NAME}\\?["']?\s*[:=]\s*\\?["']?)(?:(?:Bearer|Basic)\s+)?[^"'\\&,;\s}]*`, 'gi')
/** An Authorization value quoted anywhere (`Bearer …`, `Basic …`), and the service's own tokens by their prefix. */
const CREDENTIALS = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+|\bcal_[A-Za-z0-9_-]{16,}/gi

/** A URL as the log keeps it: the values of secret-looking query parameters masked. */
export const maskUrl = (url: string): string => url.replace(SECRET_IN_QUERY, '$1[Redacted]')

/** Free text as the log keeps it (error messages and stacks may quote a query's arguments, a body, a header). */
export const maskText = (text: string | undefined): string => String(text ?? '')
  .replace(CREDENTIALS, (m, scheme: string | undefined) => scheme ? `${scheme} [Redacted]` : '[Redacted]')
  .replace(SECRET_IN_TEXT, '$1[Redacted]')
  .replace(SECRET_IN_QUERY, '$1[Redacted]')

const REDACTED_HEADERS = ['authorization', 'cookie', 'proxy-authorization', 'x-wp-nonce', 'set-cookie']
const REDACTED_FIELDS = ['password', 'post_password', 'current_password', 'token', 'secret', 'nonce', '_wpnonce']

/** What the log keeps of requests and errors: no credential header, no password or token (query, body or error text). */
export function logOptions (logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger
  const base = logger === true ? {} : logger
  return {
    ...base,
    redact: {
      paths: [
        ...REDACTED_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`, `res.headers["${h}"]`]),
        ...REDACTED_FIELDS.flatMap((f) => [`req.body.${f}`, `body.${f}`, f]),
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; host?: string; ip?: string; socket?: Socket }) => ({
        method: req.method, url: maskUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort,
      }),
      // An error's text may quote what it failed on (a query's arguments, a body, a URL).
      err: (err: Error & { code?: string; statusCode?: number }) => ({ type: err.name, code: err.code, statusCode: err.statusCode, message: maskText(err.message), stack: maskText(err.stack) }),
      ...(base as { serializers?: object }).serializers,
    },
  }
}

/** Pretty, coloured lines (pino-pretty, in a worker thread) for a person at a terminal; one JSON object per line for
 *  everything else (a service manager's journal, a container's log, a pipe). Redaction happens before either. */
export function serverLogger (config: Pick<Config, 'logLevel'>, tty = process.stdout.isTTY === true): FastifyServerOptions['logger'] {
  if (!tty) return { level: config.logLevel }
  return { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } }
}
