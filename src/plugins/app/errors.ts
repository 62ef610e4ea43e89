// One error handler for the whole service: every non-2xx body has the contract's shape (SPEC §3.3), and 5xx
// details stay in the log, never in the response. In test apps it also reports each error answer that its route's
// /doc entry does not list, so that the suite, which provokes the errors, checks the documentation.
import type { TSchema } from '@sinclair/typebox'
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import fp from 'fastify-plugin'
import { ERROR_CATALOG, type ErrorCode, type ErrorCodes } from '../../error-codes.js'
import { ApiError, catalogued, ConflictError, invalidJson, invalidParams, missingParams, noRoute, tooLarge, type ErrorDetail } from '../../errors.js'
import { dotted, reasonFor, shown } from '../../lib/http/param-messages.js'
import { challengesFor } from '../../lib/http/authorization.js'
import { unknownDetails, unknownSentence, type UnknownParam } from '../../lib/http/unknown-params.js'

/** The short reason of one ajv error when the schema it came from is not at hand; the limits of SPEC §7 say which. */
function reason (e: FastifySchemaValidationError): string {
  const p = e.params as { allowedValues?: unknown[]; limit?: number }
  if (e.keyword === 'enum' && Array.isArray(p.allowedValues)) return `expected one of ${p.allowedValues.join(', ')}`
  if (e.keyword === 'maxItems' && e.instancePath.split('/').length === 2) return `expected at most ${String(p.limit)} items`
  if (e.keyword === 'maxLength') return `expected at most ${String(p.limit)} characters`
  if (e.keyword === 'maxBytes') return 'too long (bytes of UTF-8)'
  return 'The value is not valid.'
}

const unescape = (segment: string) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~')
const pointer = (path: string) => path === '' ? [] : path.split('/').slice(1).map(unescape)

/** The schema that holds the failing keyword of an ajv error (`#/properties/venue/anyOf/2/properties/id/minimum` →
 *  the `id` schema), or undefined. */
function schemaAt (root: TSchema, schemaPath: string): TSchema | undefined {
  if (!schemaPath.startsWith('#')) return undefined
  let node: unknown = root
  for (const key of pointer(schemaPath.slice(1)).slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return typeof node === 'object' && node !== null ? node as TSchema : undefined
}

function valueAt (data: unknown, path: string[]): unknown {
  let node = data
  for (const key of path) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined
  return node
}

const MAX_ERRORS_READ = 50
const LIMITS = new Set(['maxItems', 'maxLength', 'maxBytes', 'minLength'])

/** The reason of one parameter's ajv errors, from the schema it failed and the value it got (src/lib/http/param-messages.ts).
 *  A limit of the parameter itself (too many items, too long) comes first; else the deepest failing value, and at
 *  that value the union it had to match (`anyOf`), if any, rather than one of its branches. */
function paramReason (name: string, errors: FastifySchemaValidationError[], root: TSchema, data: unknown): string {
  // A limit of one branch of a union (`""` has maxLength 0) is not the parameter's limit.
  const limit = errors.find((e) => LIMITS.has(e.keyword) && pointer(e.instancePath).length === 1 && !(e.schemaPath ?? '').includes('/anyOf/'))
  const depth = (e: FastifySchemaValidationError) => pointer(e.instancePath).length
  const max = errors.reduce((m, e) => Math.max(m, depth(e)), 0)
  const deepest = limit ? [limit] : errors.filter((e) => depth(e) === max)
  const primary = deepest.find((e) => e.keyword === 'anyOf') ?? deepest[0]!
  const path = pointer(primary.instancePath)
  const schema = schemaAt(root, primary.schemaPath ?? '')
  if (!schema) return reason(primary)
  const keyword = deepest.length === 1 ? primary.keyword : undefined
  const text = reasonFor(schema, valueAt(data, path), keyword)
  return path.length > 1 ? `${dotted(name, path.slice(1))}: ${text}` : text
}

/**
 * Maps ajv errors of one request part to rest_missing_callback_param (step 4) or rest_invalid_param (step 5). With
 * the part's schema and data (the validator of ./validation.ts passes them), each reason says what was wrong and what
 * is accepted; without them, a shorter reason from the ajv keyword.
 */
export function schemaErrorFormatter (errors: FastifySchemaValidationError[], dataVar: string, root?: TSchema, data?: unknown): Error {
  const missing = new Set<string>()
  const byName = new Map<string, FastifySchemaValidationError[]>()
  for (const e of errors) {
    if (e.keyword === 'required' && e.instancePath === '') {
      missing.add(String((e.params as { missingProperty?: string }).missingProperty))
      continue
    }
    // A list of 400,000 bad items gives a million errors: keep those about the parameter itself and the first few
    // about its items, and read no more of each than that.
    const path = e.instancePath
    const end = path.indexOf('/', 1)
    const name = path === '' ? dataVar : unescape(end < 0 ? path.slice(1) : path.slice(1, end))
    const list = byName.get(name)
    if (!list) byName.set(name, [e])
    else if (end < 0 || list.length < MAX_ERRORS_READ) list.push(e)
  }
  if (missing.size > 0) return missingParams([...missing])
  const params: Record<string, string> = {}
  for (const [name, errs] of byName) {
    if (errs.every((e) => e.instancePath === '')) {
      // The part itself is not an object: a JSON body such as `[1]` or `"x"`.
      params[name] = `expected a JSON object of parameters (or form fields); got ${shown(data)}`
      continue
    }
    params[name] = root ? paramReason(name, errs, root, data) : reason(errs[0]!)
  }
  if (Object.keys(params).length === 0) params[dataVar] = 'The value is not valid.'
  return invalidParams(params)
}

const busy = () => catalogued('service_unavailable', { data: { retry_after: 1 }, headers: { 'retry-after': '1' } })

export function toApiError (err: FastifyError | Error): ApiError | null {
  if (err instanceof ApiError) return err
  const e = err as FastifyError
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return e.statusCode === 413 ? tooLarge() : new ApiError('rest_invalid_param', 400, e.message, { params: {}, details: {} })
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return invalidJson('Syntax error: empty body')
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return catalogued('rest_unsupported_media_type')
    case 'FST_ERR_NOT_FOUND':
      return noRoute()
  }
  if (err instanceof SyntaxError || e.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return invalidJson(err.message)
  // busboy (under @fastify/multipart) throws plain errors for bodies it cannot split into parts.
  if (/^(Multipart: |Malformed part header|Unexpected end of (form|multipart data))/.test(err.message)) {
    return new ApiError('rest_invalid_body', 400, `The multipart/form-data body cannot be read: ${err.message}`)
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new ApiError('rest_bad_request', e.statusCode, err.message)
  }
  if (err instanceof ConflictError) return busy()
  return null
}

/** Unknown body parameters (src/lib/http/unknown-params.ts) in an error body: in `data.details` of rest_invalid_param (beside
 *  the failures with their own code, which win), in the message of rest_missing_callback_param, whose `data` SPEC
 *  §3.3 fixes as `{status, params}`. */
function withUnknownParams (body: ReturnType<ApiError['toJSON']>, unknown: UnknownParam[] | null): ReturnType<ApiError['toJSON']> {
  if (!unknown?.length) return body
  if (body.code === 'rest_invalid_param') {
    return { ...body, data: { ...body.data, details: { ...unknownDetails(unknown), ...(body.data.details as Record<string, ErrorDetail> | undefined) } } }
  }
  if (body.code === 'rest_missing_callback_param') return { ...body, message: `${body.message}. ${unknownSentence(unknown)}` }
  return body
}

/** An error answer of a route that its /doc entry does not list, or with a status the catalog does not give its code. */
export interface UndocumentedAnswer { method: string; url: string; status: number; code: ErrorCode }

/** What any route may answer without listing it: the answers of an overloaded service or of a write that collided
 *  with another (src/plugins/external/under-pressure.ts, ConflictError), which no request can foresee. (The 500 of an
 *  unhandled error is a bug, not an answer to document; the tests that meet one fail on its status.) */
const ANY_ROUTE: ErrorCodes = { 503: ['service_unavailable'] }

function undocumented (request: FastifyRequest, { statusCode: status, code }: ApiError): UndocumentedAnswer | null {
  // Routes outside the route table (the health probes, the calendar page, OPTIONS) are not in /doc.
  const documented = request.routeOptions.config.errors
  if (!documented) return null
  const listed = [documented, ANY_ROUTE].some((codes) => codes[status]?.includes(code))
  if (listed && ERROR_CATALOG[code].status.includes(status)) return null
  return { method: request.method, url: request.routeOptions.url ?? request.url, status, code }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** answers a request that found no route when its path is a record page's (./pages.ts sets it), and says so */
    pageNotFound: ((request: FastifyRequest, reply: FastifyReply) => boolean) | null
  }
}

export interface ErrorsOptions {
  /** test apps: called with each error answer its route does not document (the answer itself is not changed) */
  onUndocumented?: (answer: UndocumentedAnswer) => void
}

// Registered before anything that adds routes (the CORS plugin's `OPTIONS *` included): a route keeps the error
// handler of its registration time, and every error must come out in the contract's shape.
export default fp<ErrorsOptions>(async (app, opts) => {
  const { onUndocumented } = opts
  app.setSchemaErrorFormatter(schemaErrorFormatter)
  app.setErrorHandler((err, request, reply) => {
    const api = toApiError(err as FastifyError)
    if (api) {
      const answer = onUndocumented && undocumented(request, api)
      if (answer) onUndocumented(answer)
      if (api.statusCode >= 500) request.log[api.code === 'service_unavailable' ? 'warn' : 'error']({ err }, api.message)
      return reply.code(api.statusCode).headers(challengesFor(api.headers, request.headers)).send(withUnknownParams(api.toJSON(), request.unknownParams ?? null))
    }
    request.log.error({ err }, 'unhandled error')
    return reply.code(500).send(catalogued('internal_server_error').toJSON())
  })
  app.decorate('pageNotFound', null)
  app.setNotFoundHandler((request, reply) => {
    // A page's path (an unreadable one included: src/transport.ts routes it here) answers the 404 page.
    if (app.pageNotFound?.(request, reply) === true) return reply
    const e = noRoute()
    return reply.code(404).send(e.toJSON())
  })
}, { name: 'errors' })
