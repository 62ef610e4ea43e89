// Organizers (SPEC §4.3, §5.2): the routes of a post kind, served like venues (./venues.ts).
import { Organizer, OrganizerCreateBody, OrganizerList, OrganizerUpdateBody } from '../schemas/organizer.js'
import { PlaceListQuery } from '../schemas/venue.js'
import { postRoutes } from './post-routes.js'
import type { RouteTable } from './table.js'
import { linkedApi } from './venues.js'

export const organizersApi = linkedApi('organizer', 'organizers', 'Organizers', { item: Organizer, list: OrganizerList, listQuery: PlaceListQuery, create: OrganizerCreateBody, update: OrganizerUpdateBody })

export function organizerRoutes (table: RouteTable): void {
  postRoutes(table, organizersApi, { collection: '/organizers', byId: '/organizers/:id', bySlug: '/organizers/by-slug/:slug' })
}
