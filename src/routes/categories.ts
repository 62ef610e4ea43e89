// Event categories (SPEC §4.4, §5.3): hierarchical terms.
import type { RouteTable } from './table.js'
import { termRoutes } from './term-routes.js'

export function categoryRoutes (table: RouteTable): void {
  termRoutes(table, 'category', { collection: '/categories', byId: '/categories/:id' })
}
