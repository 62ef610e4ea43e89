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

/** The venue /doc's examples create: POST /venues, and nested in POST /events (duplicate detection makes them one). */
export const VENUE_EXAMPLE = {
  venue: 'Town Hall',
  address: 'Stadhuisplein 1',
  city: 'Utrecht',
  zip: '3511 AB',
  country: 'Netherlands',
  phone: '+31 30 000 0000',
  website: 'https://townhall.example.org',
  latitude: 52.0907,
  longitude: 5.1214,
}

// The examples are request bodies that succeed as they stand, again and again (test/openapi/examples.test.ts).
export const VenueCreateBody = createBody(['venue'], VenueWriteFields, { examples: [VENUE_EXAMPLE] })
// The update changes no field that duplicate detection compares, so the create example still finds this venue.
export const VenueUpdateBody = Type.Partial(VenueCreateBody, { examples: [{ description: 'Historic hall on the market square.', show_map: true }] })

/** List filters of venues and organizers (SPEC §5.2). */
export const PlaceListQuery = Type.Object({
  ...PageParams,
  search: Type.Optional(NonEmpty({
    description: 'A non-empty string cut into fragments (runs of letters, digits and `-`); a record matches when one of its fields ' +
      '(name, description, address, city, zip, phone, e-mail, …) contains all of them, ignoring case, accents and compatibility forms (`zurich` finds "Zürich").',
    examples: ['town hall'],
  })),
  event: Type.Optional(IdInteger({ description: 'Only the records linked to this event: the id of an existing event (an integer).', examples: [3] })),
  has_events: Type.Optional(Truthy({ description: 'True: only records linked to a published, scheduled or private event; false: only the others.', examples: [true] })),
  only_with_upcoming: Type.Optional(Truthy({ default: false, description: 'True: only records linked to an event that starts now or later (default false).', examples: [true] })),
  status: Type.Optional(List(StatusValue, {
    description: 'Records of these statuses: a comma list of `publish`, `future`, `draft`, `pending`, `private`, `trash`. ' +
      'Without a token only `publish` is allowed; contributors and authors see their own records of the other statuses.',
    examples: [['publish', 'draft']],
  })),
  ...PasswordParams,
  ...LanguageParams,
})

export const VenueList = postList('venues', 'Venue', 'VenueList')
