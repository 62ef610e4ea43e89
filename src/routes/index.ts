// The namespace `calendar/events/v1`: one route table, declared resource by resource, registered under no prefix and
// under each language prefix (SPEC §1.2, §1.5). Fastify's encapsulation gives each registration its own
// `pathLanguage`.
import fp from 'fastify-plugin'
import { NAMESPACE } from '../context.js'
import { LANGUAGES, type Language } from '../schemas/common.js'
import { categoryRoutes } from './categories.js'
import { changeRoutes } from './changes.js'
import { discoveryRoutes, optionsHandler, restRootRoute } from './discovery.js'
import { eventRoutes } from './events.js'
import { organizerRoutes } from './organizers.js'
import { recurrencePreviewRoutes } from './recurrence-preview.js'
import { sessionRoutes } from './session.js'
import { RouteTable } from './table.js'
import { tagRoutes } from './tags.js'
import { userRoutes } from './users.js'
import { venueRoutes } from './venues.js'
import { webhookRoutes } from './webhooks.js'

let table: RouteTable | undefined

/** The route table, in the order of the namespace index (SPEC §6.1). Built once per process: its schemas are then the
 *  same objects in every app, so each is compiled once (src/plugins/app/validation.ts). */
export function routeTable (): RouteTable {
  if (table) return table
  table = new RouteTable()
  discoveryRoutes(table)
  eventRoutes(table)
  recurrencePreviewRoutes(table)
  venueRoutes(table)
  organizerRoutes(table)
  categoryRoutes(table)
  tagRoutes(table)
  changeRoutes(table)
  webhookRoutes(table)
  sessionRoutes(table)
  userRoutes(table)
  return table
}

export default fp(async (app) => {
  const routes = routeTable()
  const languages: Array<Language | null> = [null, ...LANGUAGES]
  for (const lang of languages) {
    const langPrefix = lang ? `/${lang}` : ''
    await app.register(async (scope) => { routes.register(scope, lang, optionsHandler) }, { prefix: `${langPrefix}${app.config.restPrefix}/${NAMESPACE}` })
    restRootRoute(app, routes, lang)
  }
}, { name: 'routes', dependencies: ['errors', 'validation', 'auth', 'normalize', 'response-cache', 'swagger'] })
