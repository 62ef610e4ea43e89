// Event tags (SPEC §4.4, §5.3): flat terms.
import type { RouteTable } from './table.js'
import { termRoutes } from './term-routes.js'

export function tagRoutes (table: RouteTable): void {
  termRoutes(table, 'tag', { collection: '/tags', byId: '/tags/:id' })
}
