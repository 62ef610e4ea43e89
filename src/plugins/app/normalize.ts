// Before validation: bring every input into the canonical form its schema describes (src/lib/http/params.ts), and let
// write parameters arrive in the query string too (SPEC §3.1: the body wins on conflict). Parameters the route does not
// know, in the query string or the body, are named in X-Calendar-Unknown-Params (src/lib/http/unknown-params.ts).
import type { TSchema } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { invalidParams } from '../../errors.js'
import { normalizeObject, parseBrackets, unstorableParams } from '../../lib/http/params.js'
import { headerValue, mergeUnknown, UNKNOWN_PARAMS_HEADER, unknownParams, type UnknownParam } from '../../lib/http/unknown-params.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** query and body parameters the route does not know (ignored, SPEC §3.1; named in the answer:
     *  src/lib/http/unknown-params.ts) */
    unknownParams: UnknownParam[] | null
  }
  interface FastifyContextConfig {
    /** query parameters the route reads besides its schema's, for this request (the events' `expand` when Accept asks
     *  for iCalendar: src/routes/post-routes.ts) */
    queryAlso?: (request: FastifyRequest) => readonly string[]
  }
}

/** Read before routing by the server itself (method override, src/app.ts): known to every route. */
const SERVER_PARAMS = ['_method']

/** Multipart fields arrive flat (`organizer[0][organizer]` as one key); read them with the same bracket rules
 *  as query strings and form bodies (SPEC §3.1). */
function bracketFields (fields: Json): Json {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) if (typeof item === 'string') search.append(k, item)
  return parseBrackets(search.toString())
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

function throwIfAny (names: Set<string>): void {
  if (names.size > 0) throw invalidParams(Object.fromEntries([...names].map((n) => [n, 'Contains NUL or an unpaired surrogate.'])))
}

/** Names the unknown parameters of a request: both lists, the header. */
function setUnknown (request: FastifyRequest, reply: FastifyReply, unknown: UnknownParam[]): void {
  if (unknown.length === 0) return
  request.unknownParams = mergeUnknown(request.unknownParams ?? [], unknown)
  reply.header(UNKNOWN_PARAMS_HEADER, headerValue(request.unknownParams))
}

export default fp(async (app) => {
  app.decorateRequest('unknownParams', null)
  // The query string's unknown parameters, as soon as the route is known: so every answer names them, the response
  // cache's replays (whose onRequest hook comes after this one: the header is the request's own, never an entry's)
  // and the answers that stop before validation (a bad token, a body that does not parse) included. Routes outside
  // the API (health probes, the calendar page, Swagger UI) have no querystring schema and are left alone; an OPTIONS
  // route of the namespace has an empty one (src/routes/table.ts).
  app.addHook('onRequest', async (request, reply) => {
    const schema = request.routeOptions.schema as Record<string, TSchema | undefined> | undefined
    if (!schema?.querystring || !isObject(request.query)) return
    const known = { ...(schema.body?.properties as Json | undefined), ...(schema.querystring.properties as Json | undefined) }
    setUnknown(request, reply, unknownParams(known, request.query, [...SERVER_PARAMS, ...request.routeOptions.config.queryAlso?.(request) ?? []]))
  })
  app.addHook('preValidation', async (request, reply) => {
    const schema = request.routeOptions.schema as Record<string, TSchema | undefined> | undefined
    if (!schema) return
    // Strings that no database can store alike (NUL, unpaired surrogates: SPEC §7) are refused before anything reads
    // them; PostgreSQL refused NUL in text with a 500 where SQLite stored it.
    const unstorable = new Set<string>()
    const check = (part: TSchema | undefined, input: Json) => { if (part) for (const k of unstorableParams(part, input)) unstorable.add(k) }
    if (schema.params && isObject(request.params)) {
      check(schema.params, request.params)
      request.params = normalizeObject(schema.params, request.params)
    }
    const query = isObject(request.query) ? request.query : {}
    check(schema.querystring, query)
    check(schema.body, query) // write parameters may come in the query string (SPEC §3.1)
    if (schema.querystring) request.query = normalizeObject(schema.querystring, query)
    if (schema.body) {
      let body = request.body === undefined || request.body === null || request.body === '' ? {} : request.body
      if (isObject(body) && request.headers['content-type']?.startsWith('multipart/form-data')) body = bracketFields(body)
      if (!isObject(body)) { throwIfAny(unstorable); return } // not an object: validation reports it
      check(schema.body, body)
      const props = (schema.body.properties ?? {}) as Record<string, TSchema>
      setUnknown(request, reply, unknownParams(props, body))
      const fromQuery = Object.fromEntries(Object.entries(query).filter(([k]) => k in props && !(k in body)))
      request.body = normalizeObject(schema.body, { ...fromQuery, ...body })
    }
    throwIfAny(unstorable)
  })
}, { name: 'normalize' })
