// Before validation: bring every input into the canonical form its schema describes (src/lib/params.ts), and let
// write parameters arrive in the query string too (SPEC §3.1: the body wins on conflict).
import type { TSchema } from '@sinclair/typebox'
import fp from 'fastify-plugin'
import { normalizeObject, parseBrackets } from '../../lib/params.js'

/** Multipart fields arrive flat (`organizer[0][organizer]` as one key); read them with the same bracket rules
 *  as query strings and form bodies (SPEC §3.1). */
function bracketFields (fields: Json): Json {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) if (typeof item === 'string') search.append(k, item)
  return parseBrackets(search.toString())
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as Record<string, TSchema | undefined> | undefined
    if (!schema) return
    if (schema.params && isObject(request.params)) request.params = normalizeObject(schema.params, request.params)
    const query = isObject(request.query) ? request.query : {}
    if (schema.querystring) request.query = normalizeObject(schema.querystring, query)
    if (schema.body) {
      let body = request.body === undefined || request.body === null || request.body === '' ? {} : request.body
      if (isObject(body) && request.headers['content-type']?.startsWith('multipart/form-data')) body = bracketFields(body)
      if (!isObject(body)) return // not an object: validation reports it
      const props = (schema.body.properties ?? {}) as Record<string, TSchema>
      const fromQuery = Object.fromEntries(Object.entries(query).filter(([k]) => k in props && !(k in body)))
      request.body = normalizeObject(schema.body, { ...fromQuery, ...body })
    }
  })
}, { name: 'normalize' })
