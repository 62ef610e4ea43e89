// One error type for the whole service, keyed by the contract's codes (SPEC §3.3). Every non-2xx body is
// `{ code, message, data: { status, ... } }`; the error handler in src/plugins/app/errors.ts renders ApiError as is.

import { ERROR_CATALOG, type ErrorCode } from './error-codes.js'
import { challenges } from './lib/http/authorization.js'
import { prefixed } from './lib/http/param-messages.js'

export type { ErrorCode }

export interface ErrorDetail { code: string; message: string; data?: Record<string, unknown> }

export class ApiError extends Error {
  readonly code: ErrorCode
  readonly statusCode: number
  readonly data: Record<string, unknown>
  readonly headers: Record<string, string>

  constructor (code: ErrorCode, statusCode: number, message: string, data: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    super(message)
    this.code = code
    this.statusCode = statusCode
    this.data = data
    this.headers = headers
  }

  toJSON (): { code: ErrorCode; message: string; data: Record<string, unknown> } {
    return { code: this.code, message: this.message, data: { status: this.statusCode, ...this.data } }
  }
}

/** An ApiError of `code` with the catalog's message and its first status (or `status`). */
export const catalogued = (code: ErrorCode, { data = {}, headers = {}, status = ERROR_CATALOG[code].status[0]! }: { data?: Record<string, unknown>; headers?: Record<string, string>; status?: number } = {}): ApiError =>
  new ApiError(code, status, ERROR_CATALOG[code].message, data, headers)

/**
 * A write that collided with a concurrent one past the retries: a unique or foreign-key constraint that the checks
 * before the write could not foresee, or the database refusing it for another writer. The repositories turn the
 * database's own errors into it (src/repositories/index.ts), so that nothing above them reads a dialect's codes; the
 * same request sent again gets its real answer (503, src/plugins/app/errors.ts).
 */
export class ConflictError extends Error {
  constructor (cause: unknown) {
    super('The write collided with a concurrent write.', { cause })
  }
}

export const noRoute = (): ApiError => catalogued('rest_no_route')

export const missingParams = (names: string[]): ApiError =>
  new ApiError('rest_missing_callback_param', 400, `Required parameters are missing: ${names.join(', ')}`, { params: names })

/** All parameter problems of a request in one response (SPEC §3.3). */
export function invalidParams (params: Record<string, string>, details: Record<string, ErrorDetail> = {}): ApiError {
  // Each reason begins with its parameter's name (src/lib/http/param-messages.ts), written here once for every caller.
  const named = Object.fromEntries(Object.entries(params).map(([name, reason]) => [name, prefixed(name, reason)]))
  return new ApiError('rest_invalid_param', 400, `Some parameters are not valid: ${Object.keys(params).join(', ')}`, { params: named, details })
}

/** The parameter problems a rest_invalid_param carries (what `invalidParams` built it from); null for another error. */
export function paramProblems (err: unknown): { params: Record<string, string>; details: Record<string, ErrorDetail> } | null {
  if (!(err instanceof ApiError) || err.code !== 'rest_invalid_param') return null
  const { params, details } = err.data
  const record = (v: unknown): v is Record<string, never> => typeof v === 'object' && v !== null
  return { params: record(params) ? { ...params } : {}, details: record(details) ? { ...details } : {} }
}

/** How to authenticate, in `data.hint` of the answers that refuse a caller (issue 39): the message stays the plugin's
 *  own (clients written for it compare it), and SPEC §3.3 lets `data` carry more. */
export const AUTH_HINTS = {
  anonymous: 'This needs a token. Send `Authorization: Bearer <token>`, or, as a WordPress application password, ' +
    '`Authorization: Basic base64(<login>:<token>)` with the login of the token\'s user. An administrator issues tokens with ' +
    '`calendar-cli token issue <login>`.',
  role: 'The token\'s user may not do this: its role does not allow it, or not on this record (others\' records need an editor, ' +
    'published ones an author). An administrator changes roles with `calendar-cli user set-role <login> <role>`.',
  invalid: 'Send `Authorization: Bearer <token>`, or `Authorization: Basic base64(<login>:<token>)` with the login of the token\'s ' +
    'user (spaces in the token are ignored), with a token that is not revoked (`calendar-cli token list`); without the header ' +
    'the request is anonymous. An administrator issues tokens with `calendar-cli token issue <login>`.',
} as const

/** 401 for anonymous callers, 403 for authenticated ones (SPEC §2.4 step 6); a 401 names the schemes to use
 *  (RFC 7235 §3.1). */
export function forbidden (authenticated: boolean, message = ERROR_CATALOG.rest_forbidden.message): ApiError {
  return authenticated
    ? new ApiError('rest_forbidden', 403, message, { hint: AUTH_HINTS.role })
    : new ApiError('rest_forbidden', 401, message, { hint: AUTH_HINTS.anonymous }, { 'WWW-Authenticate': challenges({ invalidToken: false, basic: true }) })
}

export const invalidToken = (): ApiError =>
  catalogued('rest_invalid_token', { data: { hint: AUTH_HINTS.invalid }, headers: { 'WWW-Authenticate': challenges({ invalidToken: true, basic: true }) } })

export const invalidJson = (reason: string): ApiError => catalogued('rest_invalid_json', { data: { json_error_message: reason } })

/** A body in a content type the service does not read, or JSON sent under another content type (the classic
 *  `curl -d '{"title":"x"}'`, which sends application/x-www-form-urlencoded): 415, with the header to send. */
export function unsupportedMediaType (contentType: string | undefined, looksLikeJson: boolean): ApiError {
  const type = contentType?.split(';')[0]?.trim().slice(0, 60)
  const sent = type ? `sent as ${type}` : 'sent without a Content-Type'
  const message = looksLikeJson
    ? `The body looks like JSON but was ${sent}: send Content-Type: application/json.`
    : `The body was ${sent}: send application/json, application/x-www-form-urlencoded or multipart/form-data.`
  return new ApiError('rest_unsupported_media_type', 415, message)
}

/** Whether a body (or the only form key) begins like a JSON object or array. */
export const looksLikeJson = (text: string): boolean => /^\s*[{[]/.test(text)

export const tooLarge = (): ApiError => catalogued('rest_request_too_large')

/** Collects parameter problems so a validator can report them together. */
export class ParamProblems {
  readonly params: Record<string, string> = {}
  readonly details: Record<string, ErrorDetail> = {}

  add (name: string, reason = 'The value is not valid.', detail?: ErrorDetail): void {
    if (!(name in this.params)) this.params[name] = reason
    if (detail && !(name in this.details)) this.details[name] = detail
  }

  get empty (): boolean { return Object.keys(this.params).length === 0 }

  throwIfAny (): void {
    if (!this.empty) throw invalidParams(this.params, this.details)
  }
}

/** A 413 that ends the connection (SPEC §7): the rest of the body is not read, whatever its size. */
export const bodyTooLarge = (message = ERROR_CATALOG.rest_request_too_large.message): ApiError =>
  new ApiError('rest_request_too_large', 413, message, {}, { Connection: 'close' })
