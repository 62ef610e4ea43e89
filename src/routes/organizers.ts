// Organizers (SPEC §4.3, §5.2): the routes of a post kind, served like venues (./venues.ts).
import { Organizer, OrganizerCreateBody, OrganizerList, OrganizerUpdateBody } from '../schemas/organizer.js'
import { PlaceListQuery } from '../schemas/venue.js'
import { postRoutes } from './post-routes.js'
import type { RouteTable } from './table.js'
import { linkedApi } from './venues.js'

export const organizersApi = linkedApi('organizer', 'organizers', 'Organizers', { item: Organizer, list: OrganizerList, listQuery: PlaceListQuery, create: OrganizerCreateBody, update: OrganizerUpdateBody }, {
  order: 'newest first',
  create: 'Creates an organizer and answers 201 with it, or answers 201 with an existing organizer of the same language that the caller ' +
    'may edit when every match field sent (name, description, phone, e-mail, website; any case) equals its own; the other fields sent ' +
    'are then written onto it. Required: `organizer` (the name); the slug comes from the name. The example answers organizer 2 after ' +
    'the POST /events example on an empty database (which creates the same organizer); on a database without it, it creates one.',
  id: 2,
  idFrom: 'the organizer that the POST /events example creates on an empty database',
  slug: 'fair-club',
})

export function organizerRoutes (table: RouteTable): void {
  postRoutes(table, organizersApi, { collection: '/organizers', byId: '/organizers/:id', bySlug: '/organizers/by-slug/:slug' })
}
