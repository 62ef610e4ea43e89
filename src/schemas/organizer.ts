// Organizer object (SPEC §4.3). Empty values are omitted like on venues.
import { Type } from '@sinclair/typebox'
import { JsonLd, LanguageParams, NonEmpty, Translations } from './common.js'
import { BlankableName, placeWriteFields, postHead } from './venue.js'

const OptString = () => Type.Optional(Type.String())

export const Organizer = Type.Object({
  ...postHead,
  organizer: Type.Optional(BlankableName),
  description: OptString(),
  excerpt: OptString(),
  slug: Type.String(),
  image: Type.Optional(Type.Union([Type.Ref('Image'), Type.Literal(false)])),
  phone: OptString(),
  website: OptString(),
  email: OptString(),
  json_ld: Type.Optional(JsonLd),
  global_id: Type.String(),
  global_id_lineage: Type.Array(Type.String()),
  language: Type.String(),
  translations: Translations,
}, { $id: 'Organizer' })

// ---- writes (SPEC §4.3) ----
export const OrganizerWriteFields = {
  organizer: NonEmpty({ maxLength: 65535, description: 'Organizer name.' }),
  ...placeWriteFields,
  phone: Type.String(),
  email: Type.String({ description: 'Any string; not format-checked (SPEC §4.3).' }),
}

export const OrganizerCreateBody = Type.Object({
  organizer: OrganizerWriteFields.organizer,
  ...Type.Partial(Type.Object((({ organizer, ...rest }) => rest)(OrganizerWriteFields))).properties,
  ...LanguageParams,
})
export const OrganizerUpdateBody = Type.Partial(OrganizerCreateBody)

export const OrganizerList = Type.Object({
  organizers: Type.Array(Type.Ref('Organizer')),
  rest_url: Type.String(),
  next_rest_url: Type.Optional(Type.String()),
  previous_rest_url: Type.Optional(Type.String()),
  total: Type.Integer(),
  total_pages: Type.Integer(),
}, { $id: 'OrganizerList' })
