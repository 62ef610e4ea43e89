// Event object, write parameters and list filters (SPEC §4.1, §5.1).
import { Type, type Static } from '@sinclair/typebox'
import { DateInput, Flag, NAME, bytesAtMost, IdInteger, JsonLd, LanguageParams, List, NonEmpty, PageParams, PositiveInt, Translations, Truthy } from './common.js'
import { PasswordField, PasswordParams, StatusValue, TermItem, createBody, postHead, postList } from './post.js'
import { MAX_EVENT_DESCRIPTION_BYTES, MAX_GEOLOC_RADIUS_KM, MAX_LIST_ITEMS, MAX_NAME_BYTES, MAX_SLUG_CHARS, MAX_TEXT_BYTES } from '../lib/limits.js'

const NullableBool = () => Type.Union([Type.Boolean(), Type.Null()])
const EmptyArray = Type.Array(Type.Any(), { maxItems: 0 })

export const CostDetails = Type.Object({
  currency_symbol: Type.String(),
  currency_code: Type.String(),
  currency_position: Type.String({ enum: ['prefix', 'postfix', ''] }),
  values: Type.Array(Type.String()),
}, { $id: 'CostDetails' })

export const Event = Type.Object({
  id: postHead.id,
  global_id: Type.String(),
  global_id_lineage: Type.Array(Type.String()),
  author: Type.String({ description: 'Author user id as a string ("0" when none).' }),
  status: postHead.status,
  date: postHead.date,
  date_utc: postHead.date_utc,
  modified: postHead.modified,
  modified_utc: postHead.modified_utc,
  url: postHead.url,
  rest_url: Type.String(),
  title: Type.String(),
  description: Type.String({ description: 'Rendered HTML.' }),
  excerpt: Type.String({ description: 'Rendered HTML.' }),
  slug: Type.String(),
  image: Type.Union([Type.Ref('Image'), Type.Literal(false)]),
  all_day: NullableBool(),
  start_date: Type.String({ description: 'Local wall clock in the event timezone, `YYYY-MM-DD HH:MM:SS`.' }),
  start_date_details: Type.Ref('DateDetails'),
  end_date: Type.String(),
  end_date_details: Type.Ref('DateDetails'),
  utc_start_date: Type.String(),
  utc_start_date_details: Type.Ref('DateDetails'),
  utc_end_date: Type.String(),
  utc_end_date_details: Type.Ref('DateDetails'),
  timezone: Type.String(),
  timezone_abbr: Type.String(),
  cost: Type.String(),
  cost_details: Type.Ref('CostDetails'),
  website: Type.String(),
  show_map: NullableBool(),
  show_map_link: NullableBool(),
  hide_from_listings: NullableBool(),
  sticky: NullableBool(),
  featured: NullableBool(),
  categories: Type.Array(Type.Ref('EmbeddedTerm')),
  tags: Type.Array(Type.Ref('EmbeddedTerm')),
  venue: Type.Union([Type.Ref('Venue'), EmptyArray], { description: 'The venue object, or `[]` when none.' }),
  organizer: Type.Array(Type.Ref('Organizer')),
  custom_fields: EmptyArray,
  json_ld: Type.Optional(JsonLd),
  language: Type.String(),
  translations: Translations,
}, { $id: 'Event' })

// ---- writes ----

const Reference = (name: string) => Type.Object({ id: Type.Optional(PositiveInt()) }, {
  additionalProperties: true,
  description: `\`{"id": N}\` links an existing ${name}; an object of ${name} write fields creates one.`,
})
export const VenueRef = Type.Union([
  Type.Integer({ minimum: 0, maximum: 2147483647, description: 'Venue id (0 = none).' }),
  Type.String({ maxLength: 0, description: '"" = none' }),
  Reference('venue'),
  EmptyArray,
])
const OrganizerItem = Type.Union([PositiveInt(), Reference('organizer')])
export const OrganizerRef = Type.Union([
  OrganizerItem,
  Type.Array(OrganizerItem, { maxItems: MAX_LIST_ITEMS, description: 'Organizers in link order; `[]` = none.' }),
])

export const EventWriteFields = {
  title: NonEmpty({ ...bytesAtMost(MAX_NAME_BYTES), ...NAME }),
  description: NonEmpty({ ...bytesAtMost(MAX_EVENT_DESCRIPTION_BYTES), description: 'At most 128 KiB of UTF-8.' }),
  excerpt: NonEmpty({ ...bytesAtMost(MAX_TEXT_BYTES), description: 'At most 16 KiB of UTF-8.' }),
  slug: NonEmpty({ maxLength: MAX_SLUG_CHARS, ...NAME }),
  author: PositiveInt({ description: 'Id of an existing user.' }),
  date: DateInput({ description: 'Publication time in the event (or site) timezone.' }),
  date_utc: DateInput({ description: 'Publication time, UTC.' }),
  status: StatusValue,
  start_date: DateInput(),
  end_date: DateInput(),
  timezone: Type.String({ format: 'calendar-timezone', description: 'IANA name or `UTC±H[:MM]`; `""` = the site timezone.' }),
  all_day: Flag(),
  image: Type.Union([Type.Integer({ minimum: 0, maximum: 2147483647 }), Type.String(), Type.Boolean()], { description: 'Media id, image URL, or `""`/`0`/`false` to remove.' }),
  cost: Type.Union([Type.String(), Type.Number(), Type.Array(Type.Union([Type.String(), Type.Number()]))]),
  website: Type.String({ format: 'calendar-url', description: 'URL, or `""` to clear.' }),
  show_map: Flag(),
  show_map_link: Flag(),
  hide_from_listings: Flag(),
  sticky: Flag(),
  featured: Flag(),
  // Names ≤ 200 characters (SPEC §7 term names): an unmatched name creates a term. Longer names were stored as is,
  // and a long non-ASCII one failed the name lookup inside the event's transaction ("LIKE or GLOB pattern too
  // complex" → 500, after nested venues/organizers were already created; found by
  // test/property/hostile-input.test.ts).
  categories: List(Type.Union([PositiveInt(), TermItem]), { description: 'Category ids, slugs or names; `""`/`[]` = none. At most 20 new terms per write, categories and tags together.' }),
  tags: List(Type.Union([PositiveInt(), TermItem]), { description: 'Tag ids, slugs or names; `""`/`[]` = none.' }),
  venue: VenueRef,
  organizer: OrganizerRef,
  password: PasswordField('event'),
  translation_of: PositiveInt({ description: 'Id of the record this one translates (create only).' }),
}

export const EventCreateBody = createBody(['title', 'start_date', 'end_date'], EventWriteFields)
export const EventUpdateBody = Type.Partial(EventCreateBody)
export type EventWrite = Static<typeof EventUpdateBody>

// ---- list filters ----

export const EventListQuery = Type.Object({
  ...PageParams,
  start_date: Type.Optional(DateInput({ description: 'Event start ≥ value. Default `yesterday 23:59` (→ yesterday 00:00).' })),
  end_date: Type.Optional(DateInput({ description: 'Event end ≤ value. Default `+24 months` (→ end of that day).' })),
  starts_before: Type.Optional(DateInput()),
  starts_after: Type.Optional(DateInput()),
  ends_before: Type.Optional(DateInput()),
  ends_after: Type.Optional(DateInput()),
  strict_dates: Type.Optional(Truthy({ description: 'Use the given times as-is instead of whole days. Must not be empty.', 'x-non-empty': true })),
  search: Type.Optional(NonEmpty()),
  categories: Type.Optional(List(Type.Union([PositiveInt(), Type.String({ minLength: 1 })]))),
  tags: Type.Optional(List(Type.Union([PositiveInt(), Type.String({ minLength: 1 })]))),
  venue: Type.Optional(List(PositiveInt())),
  organizer: Type.Optional(List(PositiveInt())),
  featured: Type.Optional(Flag()),
  status: Type.Optional(List(StatusValue)),
  include: Type.Optional(List(PositiveInt())),
  post_parent: Type.Optional(IdInteger()),
  geoloc: Type.Optional(Flag()),
  geoloc_lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  geoloc_lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  geoloc_radius: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_GEOLOC_RADIUS_KM, default: 10 })),
  ticketed: Type.Optional(Flag()),
  ...PasswordParams,
  ...LanguageParams,
})
export type EventListFilters = Static<typeof EventListQuery>

export const EventList = postList('events', 'Event', 'EventList')
