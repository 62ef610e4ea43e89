// The namespace `calendar/events/v1`: one route table, registered under no prefix and under each language
// prefix (SPEC §1.2, §1.5). Fastify's encapsulation gives each registration its own `pathLanguage`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import { LANGUAGES, LanguageParams, type Language } from '../schemas/common.js'
import { NAMESPACE, buildContext } from '../plugins/context.js'
import { RouteTable, type IndexRoute } from './registry.js'
import { withServer } from '../plugins/openapi.js'
import { registerPostRoutes } from './posts.js'
import { eventsApi } from './events.js'
import { organizersApi, venuesApi } from './linked-posts.js'
import { registerTermRoutes } from './terms.js'

function indexEntry (route: IndexRoute, base: string) {
  const entry: Record<string, unknown> = { namespace: NAMESPACE, methods: route.methods, endpoints: route.endpoints }
  if (!route.path.includes(':')) entry._links = { self: [{ href: `${base}${route.path === '/' ? '' : route.path}` }] }
  return entry
}

export function namespaceIndex (table: RouteTable, base: string, restRoot: string) {
  return {
    namespace: NAMESPACE,
    routes: Object.fromEntries(table.index().map((r) => [r.pattern, indexEntry(r, base)])),
    _links: { up: [{ href: restRoot }] },
  }
}

/** Builds the route table once; every prefix registers the same table. */
export function buildRouteTable (): RouteTable {
  const table = new RouteTable()
  table.add({
    path: '/',
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
    handler: async (request: FastifyRequest) => {
      const ctx = buildContext(request.server.config, request, request.routeOptions.config.pathLanguage ?? null)
      return namespaceIndex(table, ctx.base, restRootUrl(request))
    },
  })
  table.add({
    path: '/doc',
    methods: ['GET'],
    schema: { tags: ['Discovery'], summary: 'OpenAPI 3.1 document of this API', operationId: 'getOpenApiDocument', querystring: Type.Object({ ...LanguageParams }), response: { 200: Type.Object({ openapi: Type.Literal('3.1.0') }, { additionalProperties: true, description: 'The OpenAPI 3.1 document (this one)' }) } },
    handler: async (request: FastifyRequest) => {
      const ctx = buildContext(request.server.config, request, request.routeOptions.config.pathLanguage ?? null)
      return withServer(request.server.swagger(), ctx.base)
    },
  })
  registerPostRoutes(table, eventsApi)
  registerPostRoutes(table, venuesApi)
  registerPostRoutes(table, organizersApi)
  registerTermRoutes(table, 'category')
  registerTermRoutes(table, 'tag')
  return table
}

function restRootUrl (request: FastifyRequest): string {
  const ctx = buildContext(request.server.config, request, request.routeOptions.config.pathLanguage ?? null)
  return ctx.base.slice(0, -NAMESPACE.length)
}

export async function registerApi (app: FastifyInstance): Promise<void> {
  const table = buildRouteTable()
  const restPrefix = app.config.restPrefix
  const prefixes: Array<Language | null> = [null, ...LANGUAGES]
  for (const lang of prefixes) {
    const langPrefix = lang ? `/${lang}` : ''
    await app.register(async (scope) => {
      table.register(scope, lang, (path) => async (request: FastifyRequest, reply: FastifyReply) => {
        const ctx = buildContext(app.config, request, lang)
        const route = table.index().find((r) => r.path === path)!
        reply.header('Allow', route.methods.join(', '))
        reply.header('Access-Control-Allow-Methods', route.methods.join(', '))
        return indexEntry(route, ctx.base)
      })
    }, { prefix: `${langPrefix}${restPrefix}/${NAMESPACE}` })

    // REST root discovery document (SPEC §6.1a).
    app.get(`${langPrefix}${restPrefix}/`, { config: { pathLanguage: lang }, schema: { tags: ['Discovery'], summary: 'REST root', querystring: Type.Object({ ...LanguageParams }) } }, async (request) => {
      const ctx = buildContext(app.config, request, lang)
      const index = namespaceIndex(table, ctx.base, restRootUrl(request))
      return {
        name: 'Calendar Events API',
        description: 'Event calendar REST API (calendar/events/v1).',
        url: `${ctx.site}${langPrefix}`,
        namespaces: [NAMESPACE],
        routes: index.routes,
        _links: { help: [{ href: `${ctx.base}/doc` }] },
      }
    })
  }
}
