// Venue object (SPEC §4.2). Empty values are omitted, hence the many optional keys.
import { Type } from '@sinclair/typebox'
import {
  DateInput, IdInteger, JsonLd, LanguageParams, List, NonEmpty, PageParams, PasswordParams, PositiveInt, StatusValue, Translations, Truthy, createBody, postList,
} from './common.js'

/** Blanked names of password-protected records are an empty array (SPEC §3.9). */
export const BlankableName = Type.Union([Type.String(), Type.Array(Type.Any(), { maxItems: 0 })])
const OptString = () => Type.Optional(Type.String())

/** Fields every post-kind object shares, in contract order (id … modified_utc, url). */
export const postHead = {
  id: Type.Integer(),
  author: Type.Optional(Type.String({ description: 'Author user id as a string.' })),
  status: Type.String(),
  date: Type.String({ description: 'Publication time, site timezone, `YYYY-MM-DD HH:MM:SS`.' }),
  date_utc: Type.String(),
  modified: Type.String(),
  modified_utc: Type.String(),
  url: Type.String(),
}

export const Venue = Type.Object({
  ...postHead,
  venue: Type.Optional(BlankableName),
  description: OptString(),
  excerpt: OptString(),
  slug: Type.String(),
  image: Type.Optional(Type.Union([Type.Ref('Image'), Type.Literal(false)])),
  address: OptString(),
  city: OptString(),
  country: OptString(),
  province: OptString(),
  state: OptString(),
  zip: OptString(),
  phone: OptString(),
  website: OptString(),
  stateprovince: OptString(),
  geo_lat: Type.Optional(Type.Number()),
  geo_lng: Type.Optional(Type.Number()),
  json_ld: Type.Optional(JsonLd),
  show_map: Type.Union([Type.Boolean(), Type.Null()]),
  show_map_link: Type.Union([Type.Boolean(), Type.Null()]),
  global_id: Type.String(),
  global_id_lineage: Type.Array(Type.String()),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  language: Type.String(),
  translations: Translations,
}, { $id: 'Venue' })

// ---- writes and filters (SPEC §4.2, §5.2) ----

/** Write fields venues and organizers share (SPEC §4.2, §4.3). */
export const placeWriteFields = {
  author: PositiveInt({ description: 'Id of an existing user (default: the caller).' }),
  date: DateInput({ description: 'Publication time, site timezone.' }),
  date_utc: DateInput({ description: 'Publication time, UTC.' }),
  description: Type.String(),
  status: StatusValue,
  website: Type.String({ format: 'calendar-url', description: 'URL, or `""` to clear.' }),
  image: Type.Union([Type.Integer({ minimum: 0, maximum: 2147483647 }), Type.String(), Type.Boolean()], { description: 'Media id or image URL; `""` removes it.' }),
  password: Type.String({ maxLength: 255, description: 'Protects the record (SPEC §3.9); `""` clears.' }),
  translation_of: PositiveInt({ description: 'Id of the record this one translates (create only).' }),
}

const Coordinate = (min: number, max: number, what: string) => Type.Union([
  Type.Number({ minimum: min, maximum: max }),
  Type.String({ maxLength: 0 }),
], { description: `${what} (${min}…${max}); \`""\` or \`null\` clears.`, 'x-null-clears': true })

export const VenueWriteFields = {
  venue: NonEmpty({ maxLength: 65535, maxBytes: 65535, description: 'Venue name (≤ 65,535 bytes of UTF-8).' }),
  ...placeWriteFields,
  address: Type.String(),
  city: Type.String(),
  country: Type.String(),
  province: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  phone: Type.String(),
  stateprovince: Type.String(),
  show_map: Truthy({ default: true }),
  show_map_link: Truthy({ default: true }),
  latitude: Coordinate(-90, 90, 'Latitude'),
  longitude: Coordinate(-180, 180, 'Longitude'),
}

export const VenueCreateBody = createBody(['venue'], VenueWriteFields)
export const VenueUpdateBody = Type.Partial(VenueCreateBody)

/** List filters of venues and organizers (SPEC §5.2). */
export const PlaceListQuery = Type.Object({
  ...PageParams,
  search: Type.Optional(NonEmpty({ description: 'Fragments that must all occur in one searchable field.' })),
  event: Type.Optional(IdInteger({ description: 'Only records linked to this event.' })),
  has_events: Type.Optional(Truthy()),
  only_with_upcoming: Type.Optional(Truthy({ default: false })),
  status: Type.Optional(List(StatusValue)),
  ...PasswordParams,
  ...LanguageParams,
})

export const VenueList = postList('venues', 'Venue', 'VenueList')
