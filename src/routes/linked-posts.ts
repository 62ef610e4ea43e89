// Venues and organizers as post kinds of the generic routes (SPEC §4.2, §4.3, §5.2).
import type { Organizer, Venue } from '../generated/prisma/client.js'
import { MAX_PER_PAGE, type ListResult } from '../lib/pagination.js'
import { presentOrganizer, presentVenue } from '../presenters/venue.js'
import { Organizer as OrganizerSchema, OrganizerCreateBody, OrganizerList, OrganizerUpdateBody } from '../schemas/organizer.js'
import { PlaceListQuery, Venue as VenueSchema, VenueCreateBody, VenueList, VenueUpdateBody } from '../schemas/venue.js'
import { editableIds } from '../services/access.js'
import { linkedServices, listVenuesOrOrganizers, type LinkedKind, type LinkedListQuery } from '../services/linked-posts.js'
import { presentContext } from '../services/present.js'
import type { PostRow } from '../services/post-service.js'
import { serviceMethods, type PostKindApi } from './posts.js'
import type { TSchema } from '@sinclair/typebox'

type Row = PostRow & Record<string, unknown>

function linkedApi (kind: LinkedKind, plural: 'venues' | 'organizers', tag: string, schemas: PostKindApi<Row>['schemas']): PostKindApi<Row> {
  const { service } = linkedServices[kind]
  const present = kind === 'venue' ? presentVenue : presentOrganizer
  return {
    kind,
    plural,
    tag,
    schemas,
    // Unknown ids and slugs are parameter errors for venues and organizers (SPEC §4.2).
    errors: { missing: { 400: ['rest_invalid_param'] }, refusedRead: [`${kind}-not-accessible`], write: [] },
    list: (sc, q) => listVenuesOrOrganizers(sc, kind, q as LinkedListQuery, MAX_PER_PAGE) as Promise<ListResult<Row>>,
    ...serviceMethods(service),
    async present (sc, rows, { single, unblanked, query }) {
      // Write responses are the author's own view: unblanked (SPEC §3.9).
      const unlockedIds = unblanked ? new Set(rows.map((r) => r.id)) : editableIds(sc.caller, rows, query.context)
      const pc = await presentContext(sc, { [kind]: rows as unknown as Array<{ translationGroup: number }> }, {
        jsonLd: single, password: typeof query.password === 'string' ? query.password : undefined, unlockedIds,
      })
      return rows.map((row) => present(pc, row as unknown as Venue & Organizer, { embedded: false, jsonLd: single }))
    },
  }
}

const schemas = (item: TSchema, list: TSchema, create: TSchema, update: TSchema) => ({ item, list, listQuery: PlaceListQuery, create, update })

export const venuesApi = linkedApi('venue', 'venues', 'Venues', schemas(VenueSchema, VenueList, VenueCreateBody, VenueUpdateBody))
export const organizersApi = linkedApi('organizer', 'organizers', 'Organizers', schemas(OrganizerSchema, OrganizerList, OrganizerCreateBody, OrganizerUpdateBody))
