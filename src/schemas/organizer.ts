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
  email: Type.String({ description: 'Any string; it is not checked to be an e-mail address.' }),
}

/** The organizer /doc's examples create: POST /organizers, and nested in POST /events (one, by duplicate detection). */
export const ORGANIZER_EXAMPLE = {
  organizer: 'Fair Club',
  email: 'info@fairclub.example.org',
  website: 'https://fairclub.example.org',
  phone: '+31 6 0000 0000',
}

// The examples succeed as they stand, again and again (test/openapi/examples.test.ts); the update changes no field the
// create example sends, so that duplicate detection still finds this organizer.
export const OrganizerCreateBody = createBody(['organizer'], OrganizerWriteFields, { examples: [ORGANIZER_EXAMPLE] })
export const OrganizerUpdateBody = Type.Partial(OrganizerCreateBody, { examples: [{ description: 'Volunteers who run the spring fair.' }] })

export const OrganizerList = postList('organizers', 'Organizer', 'OrganizerList')
