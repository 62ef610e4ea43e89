// Discovery (SPEC §6): the namespace index `/` and the OpenAPI document `/doc` inside the namespace, the REST root
// outside it, and the OPTIONS answer of every route; all built from the route table itself.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { NAMESPACE, addressesOf } from '../context.js'
import { documentFor } from '../plugins/external/swagger.js'
import { LanguageParams, type Language } from '../schemas/common.js'
import type { IndexRoute, RouteTable } from './table.js'

function indexEntry (route: IndexRoute, base: string) {
  const entry: Record<string, unknown> = { namespace: NAMESPACE, methods: route.methods, endpoints: route.endpoints }
  if (!route.url.includes(':')) entry._links = { self: [{ href: `${base}${route.url === '/' ? '' : route.url}` }] }
  return entry
}

export function namespaceIndex (table: RouteTable, base: string) {
  return {
    namespace: NAMESPACE,
    routes: Object.fromEntries(table.index().map((r) => [r.pattern, indexEntry(r, base)])),
    _links: { up: [{ href: base.slice(0, -NAMESPACE.length) }] },
  }
}

export function discoveryRoutes (table: RouteTable): void {
  table.add({
    url: '/',
    methods: ['GET'],
    schema: {
      tags: ['Discovery'],
      summary: 'Namespace index (routes and their arguments)',
      querystring: Type.Object({
        namespace: Type.Optional(Type.String({ default: NAMESPACE })),
        context: Type.Optional(Type.String({ default: 'view' })),
        ...LanguageParams,
      }),
    },
    handler: async (request) => namespaceIndex(table, addressesOf(request).base),
  })
  table.add({
    url: '/doc',
    methods: ['GET'],
    schema: {
      tags: ['Discovery'],
      summary: 'OpenAPI 3.1 document of this API',
      description: 'This document, generated from the schemas that validate the requests. Its first server is the address it was ' +
        'requested at (with its language prefix); the others are the same API without a prefix and under each language prefix. ' +
        'Swagger UI shows it at `/doc`, outside the REST prefix. No token needed.',
      operationId: 'getOpenApiDocument',
      querystring: Type.Object({ ...LanguageParams }),
      response: { 200: Type.Object({ openapi: Type.Literal('3.1.0') }, { additionalProperties: true, description: 'The OpenAPI 3.1 document (this one)' }) },
    },
    handler: async (request) => documentFor(request.server.swagger(), request),
  })
}

/** OPTIONS of a route (SPEC §1.3): its methods in `Allow`, its index entry as the body. */
export const optionsHandler = (route: IndexRoute) => async (request: FastifyRequest, reply: FastifyReply) => {
  reply.header('Allow', route.methods.join(', '))
  reply.header('Access-Control-Allow-Methods', route.methods.join(', '))
  return indexEntry(route, addressesOf(request).base)
}

/** The REST root discovery document (SPEC §6.1a) under the language prefix `lang`, outside the namespace. */
export function restRootRoute (app: FastifyInstance, table: RouteTable, lang: Language | null): void {
  const langPrefix = lang ? `/${lang}` : ''
  app.get(`${langPrefix}${app.config.restPrefix}/`, { config: { pathLanguage: lang }, schema: { tags: ['Discovery'], summary: 'REST root', querystring: Type.Object({ ...LanguageParams }) } }, async (request) => {
    const { base, site } = addressesOf(request)
    return {
      name: 'Calendar Events API',
      description: 'Event calendar REST API (calendar/events/v1).',
      url: `${site}${langPrefix}`,
      namespaces: [NAMESPACE],
      routes: namespaceIndex(table, base).routes,
      _links: { help: [{ href: `${base}/doc` }] },
    }
  })
}
