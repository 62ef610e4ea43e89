// Venue object (SPEC §4.2). Empty values are omitted, hence the many optional keys.
import { Type } from '@sinclair/typebox'
import { IdInteger, JsonLd, LanguageParams, List, NonEmpty, OptionalString, PageParams, Translations, Truthy } from './common.js'
import { PasswordParams, PlaceName, StatusValue, createBody, placeWriteFields, placeHead, postList } from './post.js'

export const Venue = Type.Object({
  ...placeHead('venue'),
  address: OptionalString(),
  city: OptionalString(),
  country: OptionalString(),
  province: OptionalString(),
  state: OptionalString(),
  zip: OptionalString(),
  phone: OptionalString(),
  website: OptionalString(),
  stateprovince: OptionalString(),
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

const Coordinate = (min: number, max: number, what: string) => Type.Union([
  Type.Number({ minimum: min, maximum: max }),
  Type.String({ maxLength: 0 }),
], { description: `${what} (${min}…${max}); \`""\` or \`null\` clears.`, 'x-null-clears': true })

export const VenueWriteFields = {
  venue: PlaceName('Venue'),
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
