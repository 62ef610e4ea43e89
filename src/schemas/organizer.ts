// Organizer object (SPEC §4.3). Empty values are omitted like on venues.
import { Type } from '@sinclair/typebox'
import { JsonLd, OptionalString, Translations } from './common.js'
import { PlaceName, createBody, placeWriteFields, placeHead, postList } from './post.js'

export const Organizer = Type.Object({
  ...placeHead('organizer'),
  phone: OptionalString(),
  website: OptionalString(),
  email: OptionalString(),
  json_ld: Type.Optional(JsonLd),
  global_id: Type.String(),
  global_id_lineage: Type.Array(Type.String()),
  language: Type.String(),
  translations: Translations,
}, { $id: 'Organizer' })

// ---- writes (SPEC §4.3) ----
export const OrganizerWriteFields = {
  organizer: PlaceName('Organizer'),
  ...placeWriteFields,
  phone: Type.String(),
  email: Type.String({ description: 'Any string; not format-checked (SPEC §4.3).' }),
}

export const OrganizerCreateBody = createBody(['organizer'], OrganizerWriteFields)
export const OrganizerUpdateBody = Type.Partial(OrganizerCreateBody)

export const OrganizerList = postList('organizers', 'Organizer', 'OrganizerList')
