// A record as an anonymous caller reads it now, by the services its single-record GET route calls: what a webhook
// delivery carries as `object` (SPEC §9.4). Building it here, rather than by a request the service makes to itself,
// keeps the deliveries out of the rate limit and the request path.
import type { ServiceContext } from '../context.js'
import type { ChangeKind } from '../domain/changes.js'
import { ApiError } from '../errors.js'
import type { Organizer, Venue } from '../generated/prisma/client.js'
import { events } from './events/service.js'
import { linkedServices } from './linked-posts.js'
import { presentEvents, presentPlaces, presentTerms } from './present.js'
import { loadTerm } from './terms.js'

/** The body of GET `{base}/<plural>/<id>`: the presenters write their keys in the order of the response schema, so
 *  its JSON is that body byte for byte. */
export type PublicRecord = Record<string, unknown>

/** A GET without a password or `context` presents records as this. */
const SINGLE_READ = { single: true, unblanked: false, query: {} } as const

/** Record `id` of `kind` as GET of its URL answers `sc`'s caller, or null where that GET answers an error (the
 *  record is not published, is protected, trashed or gone). */
export async function publicRecord (sc: ServiceContext, kind: ChangeKind, id: number): Promise<PublicRecord | null> {
  try {
    switch (kind) {
      case 'event': return (await presentEvents(sc, [await events.read(sc, id, {})], SINGLE_READ))[0]!
      case 'venue':
      case 'organizer': {
        // The linked kinds' service reads any post row; a venue's or organizer's id gives that kind's row.
        const row = await linkedServices[kind].service.read(sc, id, {}) as unknown as Venue | Organizer
        return (await presentPlaces(sc, kind, [row], SINGLE_READ))[0]!
      }
      case 'category':
      case 'tag': return (await presentTerms(sc, [await loadTerm(sc, kind, id)]))[0]!
    }
  } catch (err) {
    if (err instanceof ApiError) return null
    throw err
  }
}
