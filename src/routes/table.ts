// The route table of the namespace (SPEC §1.3): every route is declared once with `add`, with its URL written out
// (`'/events/:id'`), its schemas and its typed handler. The table registers the Fastify routes under each language
// prefix (./index.ts) and builds from the same declarations the namespace index (SPEC §6.1), the REST root (§6.1a),
// the OPTIONS answers and the error responses /doc shows.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type {
  ContextConfigDefault, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods, RawReplyDefaultExpression,
  RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface, RouteHandlerMethod,
} from 'fastify'
import { Type, type TSchema } from '@sinclair/typebox'
import { NAMESPACE } from '../context.js'
import type { ErrorCodes } from '../error-codes.js'
import type { Language } from '../schemas/common.js'
import { errorExamples } from './error-examples.js'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const METHOD_ORDER: Method[] = ['GET', 'DELETE', 'POST', 'PUT', 'PATCH']

/** A handler whose request is typed by the route's TypeBox schemas (query, params, body). */
export type TypedHandler<S extends FastifySchema> = RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault, S, TypeBoxTypeProvider>

export interface RouteSpec<S extends FastifySchema = FastifySchema> {
  /** URL under the namespace, e.g. `/events/:id`; an `:id` parameter matches digits only */
  url: string
  methods: [Method, ...Method[]]
  schema: S
  handler: TypedHandler<S>
  /** let the handler see schema errors (to report them together with its own parameter checks) */
  attachValidation?: boolean
  /** error status → the codes this route can answer with, beyond those every route has (see `documentedCodes`);
   *  once added to the table, all of them */
  errors?: ErrorCodes
  /** anonymous answers may be replayed by the response cache (src/plugins/app/response-cache.ts) */
  cacheable?: boolean
  /** false: left out of the namespace index and the REST root (SPEC §6.1), which list the plugin's routes as the
   *  plugin does; the route is still served, answers OPTIONS and is in /doc (the iCalendar feeds, SPEC §9.2) */
  indexed?: boolean
  /** query parameters the route reads beyond its schema's for this request, which are not unknown (SPEC §3.1) */
  queryAlso?: (request: FastifyRequest) => readonly string[]
  /** the session routes (routes/session.ts) read the session cookie themselves: the auth hook leaves it alone */
  session?: true
}

/** The query of OPTIONS: it reads none, so every parameter sent is named unknown (src/plugins/app/normalize.ts). */
const NO_QUERY = Type.Object({})

declare module 'fastify' {
  interface FastifyContextConfig {
    cacheable?: boolean
    /** the codes the route's /doc entry lists, per status; test apps check every error answer against them
     *  (src/plugins/app/errors.ts) */
    errors?: ErrorCodes
    /** see RouteSpec.session */
    session?: true
  }
}

export type { ErrorCodes }

/** Error codes of several sources, per status, each code once. */
export function mergeCodes (...sources: ErrorCodes[]): ErrorCodes {
  const out: ErrorCodes = {}
  for (const source of sources) {
    for (const [status, codes] of Object.entries(source)) out[Number(status)] = [...new Set([...(out[Number(status)] ?? []), ...codes!])]
  }
  return out
}

/** Namespace-relative pattern with named groups: `/events/:id` → `/calendar/events/v1/events/(?P<id>\d+)`. */
export function indexPattern (url: string): string {
  const p = url.replace(/:(id|token_id)\b/g, '(?P<$1>\\d+)').replace(/:slug\b/g, '(?P<slug>[^/]+)')
  return `/${NAMESPACE}${p === '/' ? '' : p}`
}

export interface IndexRoute { pattern: string; url: string; methods: Method[]; endpoints: Array<{ methods: Method[]; args: Record<string, unknown> }> }

const ARG_KEYWORDS = ['type', 'description', 'default', 'enum', 'items', 'format', 'minimum', 'maximum'] as const

/** One WordPress-style `args` entry from a TypeBox property schema. */
function argOf (schema: TSchema, required: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  if (!schema.type && Array.isArray(schema.anyOf)) {
    const types = [...new Set((schema.anyOf as TSchema[]).map((b) => b.type).filter(Boolean))]
    out.type = types.length === 1 ? types[0] : types
  }
  for (const k of ARG_KEYWORDS) {
    const v = (schema as Record<string, unknown>)[k]
    if (v === undefined) continue
    out[k] = k === 'items' ? argOf(v as TSchema, false) : v
  }
  out.required = required
  return out
}

function argsOf (schemas: Array<TSchema | undefined>): Record<string, unknown> {
  const args: Record<string, unknown> = {}
  for (const schema of schemas) {
    if (!schema?.properties) continue
    const required = new Set<string>(schema.required ?? [])
    for (const [name, prop] of Object.entries(schema.properties as Record<string, TSchema>)) {
      if (!(name in args)) args[name] = argOf(prop, required.has(name))
    }
  }
  return args
}

/** What each error status means, for the descriptions of /doc. */
const STATUS_MEANING: Record<number, string> = {
  400: 'Invalid or missing parameters',
  401: 'No valid token (or none where one is required)',
  403: 'The caller may not do this',
  404: 'Not found',
  410: 'Already in the trash',
  413: 'Request body over 1 MiB',
  415: 'Body of an unsupported content type',
  429: 'Too many requests (rate limit; see the Retry-After header)',
  500: 'The record could not be changed',
}

/**
 * Error responses of an operation: status → the `Error` schema, described with the codes it can carry (SPEC §3.3),
 * and an example body of each code (`x-examples`, which @fastify/swagger writes as the media type's `examples`; the
 * serializer ignores the keyword). `param` names a parameter of the operation, for the parameter errors' examples.
 */
function errorResponses (codes: ErrorCodes, param: string): Record<number, TSchema> {
  return Object.fromEntries(Object.entries(codes).map(([status, list]) => {
    const meaning = STATUS_MEANING[Number(status)]!
    return [status, Type.Ref('Error', {
      description: `${meaning}: ${list!.map((c) => `\`${c}\``).join(', ')}.`,
      'x-examples': errorExamples(Number(status), list!, param),
    })]
  }))
}

/** The parameter an operation's parameter-error examples name: a path parameter, else a required body field, else
 *  the first body field or query parameter. */
function exampleParam (s: { params?: unknown; body?: unknown; querystring?: unknown }): string {
  const names = (schema: unknown, key: 'properties' | 'required'): string[] => {
    const v = (schema as Record<string, unknown> | undefined)?.[key]
    return key === 'required' ? (Array.isArray(v) ? v as string[] : []) : Object.keys((v ?? {}) as object)
  }
  return names(s.params, 'properties')[0] ?? names(s.body, 'required')[0] ?? names(s.body, 'properties')[0] ?? names(s.querystring, 'properties')[0] ?? 'id'
}

/**
 * The codes a route documents: its own, and what every route has in common: any request may carry a token (a bad one
 * is 401) and count against the rate limit (429); a body may come as JSON, a form or multipart form data (SPEC §3.1),
 * malformed, of another type or too large. Fastify reads the body of a DELETE too, which has none of its own.
 */
function documentedCodes ({ schema, errors = {}, methods }: { schema: FastifySchema; errors?: ErrorCodes; methods: Method[] }): ErrorCodes {
  const codes = mergeCodes(
    schema.querystring || schema.params ? { 400: ['rest_invalid_param'] } : {},
    errors,
    { 401: ['rest_invalid_token'], 403: ['rest_cookie_invalid_nonce'], 429: ['rest_too_many_requests'] },
    schema.body || methods.includes('DELETE') ? { 400: ['rest_invalid_json', 'rest_invalid_body'], 413: ['rest_request_too_large'], 415: ['rest_unsupported_media_type'] } : {}
  )
  return Object.fromEntries(Object.entries(codes).sort(([a], [b]) => Number(a) - Number(b)))
}

type Security = Array<Record<string, string[]>>

/** A token goes in either scheme (SPEC §2.1): wherever /doc says Bearer, Basic (a WordPress application password's
 *  form, the token in the password's place) is the alternative. */
const withBasic = (security: Security): Security =>
  security.some((r) => 'bearerAuth' in r) ? [...security, { basicAuth: [] }] : security

/** The route's documented codes added to its schema, so that /doc shows them. Routes without a `security` of their
 *  own take a token optionally. */
function withErrorResponses (schema: FastifySchema, codes: ErrorCodes): FastifySchema {
  const s = schema as FastifySchema & { response?: Record<number, unknown>; security?: Security }
  return {
    ...s,
    ...(s.body ? { consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'] } : {}),
    security: withBasic(s.security ?? [{}, { bearerAuth: [] }]),
    response: { ...(s.response ?? {}), ...errorResponses(codes, exampleParam(s)) },
  } as FastifySchema
}

export class RouteTable {
  /** the routes of each URL, in declaration order */
  readonly routes = new Map<string, RouteSpec[]>()
  private cachedRoutes?: IndexRoute[]
  private cachedIndex?: IndexRoute[]

  add<S extends FastifySchema> (spec: RouteSpec<S>): void {
    // Stored without its schema type: the handler was checked against it here, and Fastify validates before calling it.
    const errors = documentedCodes(spec)
    const stored = { ...spec, errors, schema: withErrorResponses(spec.schema, errors) } as unknown as RouteSpec
    this.cachedRoutes = undefined
    this.cachedIndex = undefined
    const list = this.routes.get(spec.url) ?? []
    list.push(stored)
    this.routes.set(spec.url, list)
  }

  /** Index entries in registration order (SPEC §6.1): the routes not marked `indexed: false`. */
  index (): IndexRoute[] {
    this.cachedIndex ??= this.all().filter((r) => this.routes.get(r.url)!.every((s) => s.indexed !== false))
    return this.cachedIndex
  }

  /** An index entry of every route, in registration order; built once, the table does not change after start. */
  private all (): IndexRoute[] {
    this.cachedRoutes ??= this.buildIndex()
    return this.cachedRoutes
  }

  private buildIndex (): IndexRoute[] {
    return [...this.routes.entries()].map(([url, specs]) => {
      const endpoints = specs
        .slice()
        .sort((a, b) => METHOD_ORDER.indexOf(a.methods[0]) - METHOD_ORDER.indexOf(b.methods[0]))
        .map((s) => {
          const sc = s.schema as Record<string, TSchema | undefined>
          return { methods: s.methods, args: argsOf([sc.params, s.methods.includes('GET') || s.methods.includes('DELETE') ? sc.querystring : sc.body]) }
        })
      const methods = METHOD_ORDER.filter((m) => endpoints.some((e) => e.methods.includes(m)))
      return { pattern: indexPattern(url), url, methods, endpoints }
    })
  }

  /** Registers every route on `app` (called inside each language-prefixed instance). */
  register (app: FastifyInstance, pathLanguage: Language | null, optionsHandler: (route: IndexRoute) => (req: FastifyRequest, reply: FastifyReply) => unknown): void {
    for (const route of this.all()) {
      // Record ids are digits: `/events/abc` matches no route (404), as in WordPress.
      const url = route.url.replace(/:(id|token_id)\b/g, ':$1(^\\d+)')
      for (const s of this.routes.get(route.url) ?? []) {
        app.route({ method: s.methods as HTTPMethods[], url, schema: s.schema, handler: s.handler as RouteHandlerMethod, attachValidation: s.attachValidation, config: { pathLanguage, cacheable: s.cacheable, errors: s.errors, queryAlso: s.queryAlso, session: s.session } })
      }
      app.route({ method: 'OPTIONS', url, handler: optionsHandler(route), schema: { hide: true, querystring: NO_QUERY } as FastifySchema, config: { pathLanguage } })
    }
  }
}
