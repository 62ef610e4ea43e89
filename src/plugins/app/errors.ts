// One error handler for the whole service: every non-2xx body has the contract's shape (SPEC §3.3), and 5xx
// details stay in the log, never in the response.
import type { FastifyError, FastifySchemaValidationError } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError, invalidJson, invalidParams, missingParams, noRoute, tooLarge } from '../../errors.js'
import { isConstraintRace } from '../../repositories/dialect.js'

/** The short reason of one ajv error; the limits of SPEC §7 say which limit. */
function reason (e: FastifySchemaValidationError): string {
  const p = e.params as { allowedValues?: unknown[]; limit?: number }
  if (e.keyword === 'enum' && Array.isArray(p.allowedValues)) return `Must be one of: ${p.allowedValues.join(', ')}.`
  if (e.keyword === 'maxItems' && e.instancePath.split('/').length === 2) return `At most ${String(p.limit)} items.`
  if (e.keyword === 'maxLength') return `At most ${String(p.limit)} characters.`
  if (e.keyword === 'maxBytes') return 'Too long (bytes of UTF-8).'
  return 'The value is not valid.'
}

/** Maps ajv errors of one request part to rest_missing_callback_param (step 4) or rest_invalid_param (step 5). */
export function schemaErrorFormatter (errors: FastifySchemaValidationError[], dataVar: string): Error {
  const missing = new Set<string>()
  const params: Record<string, string> = {}
  for (const e of errors) {
    if (e.keyword === 'required' && e.instancePath === '') {
      missing.add(String((e.params as { missingProperty?: string }).missingProperty))
      continue
    }
    const name = e.instancePath.split('/')[1] ?? dataVar
    if (name in params) continue
    params[name] = reason(e)
  }
  if (missing.size > 0) return missingParams([...missing])
  if (Object.keys(params).length === 0) params[dataVar] = 'The value is not valid.'
  return invalidParams(params)
}

const busy = () => new ApiError('service_unavailable', 503, 'The request collided with a concurrent write. Send it again.', { retry_after: 1 }, { 'retry-after': '1' })

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
      return new ApiError('rest_unsupported_media_type', 415, 'Use application/json, application/x-www-form-urlencoded or multipart/form-data.')
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
  // A write that lost a race to a concurrent one past its retries (src/repositories/index.ts), or a constraint that a
  // concurrent write broke between the checks and the write: the same request sent again gets its real answer.
  if (isConstraintRace(err)) return busy()
  return null
}

// Registered before anything that adds routes (the CORS plugin's `OPTIONS *` included): a route keeps the error
// handler of its registration time, and every error must come out in the contract's shape.
export default fp(async (app) => {
  app.setSchemaErrorFormatter(schemaErrorFormatter)
  app.setErrorHandler((err, request, reply) => {
    const api = toApiError(err as FastifyError)
    if (api) {
      if (api.statusCode >= 500) request.log[api.code === 'service_unavailable' ? 'warn' : 'error']({ err }, api.message)
      return reply.code(api.statusCode).headers(api.headers).send(api.toJSON())
    }
    request.log.error({ err }, 'unhandled error')
    return reply.code(500).send({
      code: 'internal_server_error',
      message: 'The server could not handle this request.',
      data: { status: 500 },
    })
  })
  app.setNotFoundHandler((request, reply) => {
    const e = noRoute()
    return reply.code(404).send(e.toJSON())
  })
}, { name: 'errors' })
