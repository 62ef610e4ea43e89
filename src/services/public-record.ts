// A record as an anonymous caller reads it now, by the very operation its single-record GET route calls: what a webhook
// delivery carries as `object` (SPEC §9.4). Building it here, rather than by a request the service makes to itself,
// keeps the deliveries out of the rate limit and the request path.
import type { ServiceContext } from '../context.js'
import type { ChangeKind } from '../domain/changes.js'
import { ApiError } from '../errors.js'
import { eventOperations, placeOperations } from './post-operations.js'
import { termOperations } from './term-operations.js'

/** The body of GET `{base}/<plural>/<id>`: the presenters write their keys in the order of the response schema, so
 *  its JSON is that body byte for byte. */
export type PublicRecord = Record<string, unknown>

/** The read operation of each kind's single-record GET route, without a password or `context`. */
const venues = placeOperations('venue')
const organizers = placeOperations('organizer')
const categories = termOperations('category')
const tags = termOperations('tag')
const READS: Record<ChangeKind, (sc: ServiceContext, id: number) => Promise<PublicRecord>> = {
  event: (sc, id) => eventOperations.read(sc, id, {}),
  venue: (sc, id) => venues.read(sc, id, {}),
  organizer: (sc, id) => organizers.read(sc, id, {}),
  category: (sc, id) => categories.read(sc, id),
  tag: (sc, id) => tags.read(sc, id),
}

/** Record `id` of `kind` as GET of its URL answers `sc`'s caller, or null where that GET answers an error (the
 *  record is not published, is protected, trashed or gone). */
export async function publicRecord (sc: ServiceContext, kind: ChangeKind, id: number): Promise<PublicRecord | null> {
  try {
    return await READS[kind](sc, id)
  } catch (err) {
    if (err instanceof ApiError) return null
    throw err
  }
}
