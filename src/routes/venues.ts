// Venues (SPEC §4.2, §5.2): the routes of a post kind, with the venue's schemas, service and presenter. Organizers
// (./organizers.ts) are served by the same `linkedApi`.
import type { Static, TSchema } from '@sinclair/typebox'
import { PlaceListQuery, Venue as VenueSchema, VenueCreateBody, VenueList, VenueUpdateBody } from '../schemas/venue.js'
import type { Organizer } from '../schemas/organizer.js'
import { placeOperations } from '../services/post-operations.js'
import type { LinkedKind } from '../services/linked-posts.js'
import { postRoutes, type PostKindApi } from './post-routes.js'
import type { RouteTable } from './table.js'

type Api<C extends TSchema, U extends TSchema> = PostKindApi<Static<typeof VenueSchema> | Static<typeof Organizer>, typeof PlaceListQuery, C, U, Record<never, never>>

/** A venue-like post kind's api: venues and organizers differ only in their schemas and presenter. */
export function linkedApi<C extends TSchema, U extends TSchema> (kind: LinkedKind, plural: 'venues' | 'organizers', tag: string, schemas: Omit<Api<C, U>['schemas'], 'deleteParams'>, docs: Api<C, U>['docs']): Api<C, U> {
  return {
    kind,
    plural,
    tag,
    schemas: { ...schemas, deleteParams: {} },
    docs,
    // Unknown ids and slugs are parameter errors for venues and organizers (SPEC §4.2).
    errors: { missing: { 400: ['rest_invalid_param'] }, refusedRead: [`${kind}-not-accessible`], write: [] },
    ops: placeOperations(kind),
  }
}

export const venuesApi = linkedApi('venue', 'venues', 'Venues', { item: VenueSchema, list: VenueList, listQuery: PlaceListQuery, create: VenueCreateBody, update: VenueUpdateBody }, {
  order: 'newest first',
  create: 'Creates a venue and answers 201 with it, or answers 201 with an existing venue of the same language that the caller may ' +
    'edit when every match field sent (name, description, address words, city, province, state, zip, phone; any case) equals its ' +
    'own; the other fields sent are then written onto it. Required: `venue` (the name); the slug comes from the name. On an empty ' +
    'database the example creates venue 1; executed again (or after the POST /events example, which creates the same venue) it answers ' +
    'that venue again.',
  id: 1,
  idFrom: 'the venue that the POST /venues example, or the POST /events example, creates on an empty database',
  slug: 'town-hall',
})

export function venueRoutes (table: RouteTable): void {
  postRoutes(table, venuesApi, { collection: '/venues', byId: '/venues/:id', bySlug: '/venues/by-slug/:slug' })
}
