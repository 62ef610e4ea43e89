// Event object, write parameters and list filters (SPEC §4.1, §5.1).
import { Type, type Static } from '@sinclair/typebox'
import { DateDetails, DateInput, Flag, Image, NAME, RefTo, bytesAtMost, IdInteger, JsonLd, LanguageParams, List, NonEmpty, PageParams, PositiveInt, Translations, Truthy } from './common.js'
import { ORGANIZER_EXAMPLE, Organizer, OrganizerCreateBody } from './organizer.js'
import { PasswordField, PasswordParams, StatusValue, TermItem, createBody, postHead, postList } from './post.js'
import { EmbeddedTerm } from './term.js'
import { VENUE_EXAMPLE, Venue, VenueCreateBody } from './venue.js'
import { EVENT_STATUSES } from '../domain/event-status.js'
import { NESTED_FIELDS } from '../lib/http/unknown-params.js'
import { MAX_EVENT_DESCRIPTION_BYTES, MAX_EVENT_STATUS_REASON_CHARS, MAX_GEOLOC_RADIUS_KM, MAX_LIST_ITEMS, MAX_NAME_BYTES, MAX_SLUG_CHARS, MAX_TEXT_BYTES } from '../domain/limits.js'

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
  image: Type.Union([RefTo(Image), Type.Literal(false)]),
  all_day: NullableBool(),
  start_date: Type.String({ description: 'Local wall clock in the event timezone, `YYYY-MM-DD HH:MM:SS`.' }),
  start_date_details: RefTo(DateDetails),
  end_date: Type.String(),
  end_date_details: RefTo(DateDetails),
  utc_start_date: Type.String(),
  utc_start_date_details: RefTo(DateDetails),
  utc_end_date: Type.String(),
  utc_end_date_details: RefTo(DateDetails),
  timezone: Type.String(),
  timezone_abbr: Type.String(),
  cost: Type.String(),
  cost_details: RefTo(CostDetails),
  website: Type.String(),
  show_map: NullableBool(),
  show_map_link: NullableBool(),
  hide_from_listings: NullableBool(),
  sticky: NullableBool(),
  featured: NullableBool(),
  categories: Type.Array(RefTo(EmbeddedTerm)),
  tags: Type.Array(RefTo(EmbeddedTerm)),
  venue: Type.Union([RefTo(Venue), EmptyArray], { description: 'The venue object, or `[]` when none.' }),
  organizer: Type.Array(RefTo(Organizer)),
  custom_fields: EmptyArray,
  series_id: Type.Union([Type.Integer(), Type.Null()], { description: 'Recurring events: the id of the series master, on the master and on each of its occurrences; `null` for a single event.' }),
  recurrence: Type.Array(Type.String(), { description: 'The RFC 5545 lines (`RRULE:`, `RDATE…:`, `EXDATE…:`) of a series master; `[]` on occurrences and single events.' }),
  detached: Type.Boolean({ description: 'An occurrence changed on its own: updates of its master pass it by.' }),
  event_status: Type.String({
    enum: [...EVENT_STATUSES],
    description: 'Whether the event takes place, beside its publication `status`: `scheduled`, `canceled` or `postponed`. A canceled event stays listed; ' +
      'JSON-LD `eventStatus` and the iCalendar `STATUS` (CANCELLED, TENTATIVE) follow it. Shown for password-protected events too.',
  }),
  event_status_reason: Type.String({ description: 'Why the event is canceled or postponed: plain text (show it as text, never as HTML), `""` when none; blanked (`""`) for a password-protected event without access.' }),
  json_ld: Type.Optional(JsonLd),
  language: Type.String(),
  translations: Translations,
}, { $id: 'Event' })

/** `recurrence_scope` of updates and DELETEs (SPEC §9.3). */
export const RecurrenceScope = Type.Union([Type.Literal('this'), Type.Literal('following'), Type.Literal('all')], {
  description: 'A string, `this`, `following` or `all`, for an occurrence of a recurring series: `this` (default) changes or deletes the occurrence alone (an update detaches it, a DELETE adds an `EXDATE` to the series); ' +
    '`following` this occurrence and the later ones (the series is split: the earlier part\'s rule ends with an `UNTIL`, and an update makes this occurrence the master of the rest); ' +
    '`all` the whole series (dates sent move the master by as much as they move this occurrence). Ignored for masters and single events: a master\'s update or DELETE is always the series\'.',
  examples: ['this'],
})

/** `event_status` (SPEC §9.6): one of the three values. */
const EventStatusValue = (options: { description: string; examples?: unknown[] }) => Type.String({ enum: [...EVENT_STATUSES], ...options })

// ---- writes ----

// The fields of a new record are checked by the kind's own service (services/events/links.ts), with its messages; the
// mark lets unknown ones be named all the same (X-Calendar-Unknown-Params: `venue[foo]`).
const Reference = (name: string, fields: typeof VenueCreateBody | typeof OrganizerCreateBody) => Type.Object({ id: Type.Optional(PositiveInt()) }, {
  additionalProperties: true,
  description: `\`{"id": N}\` links an existing ${name}; an object of ${name} write fields creates one.`,
  [NESTED_FIELDS]: fields,
})
export const VenueRef = Type.Union([
  Type.Integer({ minimum: 0, maximum: 2147483647, description: 'Venue id (0 = none).' }),
  Type.String({ maxLength: 0, description: '"" = none' }),
  Reference('venue', VenueCreateBody),
  EmptyArray,
])
const OrganizerItem = Type.Union([PositiveInt(), Reference('organizer', OrganizerCreateBody)])
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
  date: DateInput('Publication time in the event (or site) timezone; default now.', '2027-03-01 09:00:00'),
  date_utc: DateInput('Publication time in UTC.', '2027-03-01 08:00:00'),
  status: StatusValue,
  start_date: DateInput('Start, in the event timezone when it has no offset.', '+7 days 2pm'),
  end_date: DateInput('End, in the event timezone when it has no offset; an end before the start becomes the start.', '+7 days 6pm'),
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
  event_status: EventStatusValue({
    description: 'Whether the event takes place: `scheduled` (the default), `canceled` or `postponed`. On a series master it applies to every occurrence not ' +
      'changed on its own; sent for an occurrence (recurrence_scope `this`), it detaches that occurrence.',
    examples: ['canceled'],
  }),
  event_status_reason: Type.String({
    maxLength: MAX_EVENT_STATUS_REASON_CHARS,
    description: 'Why the event is canceled or postponed: plain text of at most 500 characters (HTML is kept as the text it is, never rendered); `""` clears it, and so does `event_status=scheduled` sent without it.',
    examples: ['The hall is closed for repairs; new date to follow.'],
  }),
  recurrence: Type.Union([
    Type.Array(Type.String({ maxLength: 2000 }), { maxItems: MAX_LIST_ITEMS }),
    Type.String({ maxLength: 20000 }),
  ], {
    'x-null-clears': true,
    description: 'Makes the event the master of a recurring series: RFC 5545 lines, at most one `RRULE:` (FREQ DAILY, WEEKLY, MONTHLY or YEARLY) and any ' +
      '`RDATE` and `EXDATE` (`;TZID=…:`, UTC `…Z`, or `;VALUE=DATE:`), read in the event\'s timezone on its wall clock against `start_date`; a text holds one line per line. ' +
      'Every other occurrence becomes an event of its own (`post_parent` = the master) up to RECURRENCE_HORIZON ahead; more than RECURRENCE_MAX occurrences there is refused. ' +
      '`[]`, `""` or `null` on an update ends the recurrence (the future occurrences go).',
    examples: [['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10']],
  }),
}

// The examples succeed as they stand, again and again (test/openapi/examples.test.ts): the dates are relative, so they
// never fall in the past; the venue and organizer are found by duplicate detection, the terms by name, and a taken
// slug gets `-2`. The update changes no field the create example sends.
export const EventCreateBody = createBody(['title', 'start_date', 'end_date'], EventWriteFields, {
  examples: [{
    title: 'Spring Jazz Fair',
    start_date: '+7 days 2pm',
    end_date: '+7 days 6pm',
    timezone: 'Europe/Amsterdam',
    excerpt: 'An afternoon of jazz on the square.',
    description: 'Three bands, food stalls and games for children.',
    cost: ['5', '12'],
    website: 'https://fair.example.org',
    venue: VENUE_EXAMPLE,
    organizer: [ORGANIZER_EXAMPLE],
    categories: ['Jazz'],
    tags: ['Outdoor'],
  }],
})
export const EventUpdateBody = Type.Object({ ...Type.Partial(EventCreateBody).properties, recurrence_scope: Type.Optional(RecurrenceScope) },
  { examples: [{ excerpt: 'An afternoon of jazz on the square, with a food market.', featured: true }] })
export type EventWrite = Static<typeof EventUpdateBody>

// ---- list filters ----

export const EventListQuery = Type.Object({
  ...PageParams,
  start_date: Type.Optional(DateInput('Events that start on or after this date (its day from 00:00 unless `strict_dates`). ' +
    'Default `yesterday 23:59`, that is from yesterday 00:00; an `include` list drops it.', '2027-04-01')),
  end_date: Type.Optional(DateInput('Events that end on or before this date (its day until 23:59:59 unless `strict_dates`). ' +
    'Default `+24 months`, to the end of that day; an `include` list drops it.', '2027-04-30')),
  starts_before: Type.Optional(DateInput('Events that start before this date (its day until 23:59:59 unless `strict_dates`); drops the default `start_date` and `end_date`.', '2027-04-15')),
  starts_after: Type.Optional(DateInput('Events that start after this date (its day until 23:59:59 unless `strict_dates`); drops the default `start_date` and `end_date`.', '2027-04-01')),
  ends_before: Type.Optional(DateInput('Events that end before this date (its day until 23:59:59 unless `strict_dates`); drops the default `start_date` and `end_date`.', '2027-04-30')),
  ends_after: Type.Optional(DateInput('Events that end after this date (its day until 23:59:59 unless `strict_dates`); drops the default `start_date` and `end_date`.', 'today')),
  strict_dates: Type.Optional(Truthy({ description: 'Compare the date filters with the times given instead of whole days (default false). Must not be empty.', examples: [true], 'x-non-empty': true })),
  search: Type.Optional(NonEmpty({
    description: 'Words that must all occur in the title, excerpt or description, ignoring case, accents and compatibility forms (`fete` finds "Fête", `strasse` "Straße"): a non-empty string, split on spaces; ' +
      '`"quoted phrases"` stay together, a word with a leading `-` must not occur, one-letter words and common English words are ignored.',
    examples: ['jazz -cancelled'],
  })),
  categories: Type.Optional(List(Type.Union([PositiveInt(), Type.String({ minLength: 1 })]), {
    description: 'Events in any of these categories: a comma list of category ids and/or slugs (or `categories[]=…` repeated); each must exist.',
    examples: [['jazz', 12]],
  })),
  tags: Type.Optional(List(Type.Union([PositiveInt(), Type.String({ minLength: 1 })]), {
    description: 'Events with any of these tags: a comma list of tag ids and/or slugs (or `tags[]=…` repeated); each must exist.',
    examples: [['outdoor']],
  })),
  venue: Type.Optional(List(PositiveInt(), { description: 'Events at any of these venues: a comma list of venue ids; each must be an existing venue.', examples: [[1]] })),
  organizer: Type.Optional(List(PositiveInt(), { description: 'Events with any of these organizers: a comma list of organizer ids; each must exist.', examples: [[2]] })),
  featured: Type.Optional(Flag({ description: '`true`: featured events only; `false`: the others only.', examples: [true] })),
  status: Type.Optional(List(StatusValue, {
    description: 'Events of these statuses: a comma list of `publish`, `future`, `draft`, `pending`, `private`, `trash`. ' +
      'Without a token only `publish` is allowed; contributors and authors see their own records of the other statuses.',
    examples: [['publish', 'draft']],
  })),
  event_status: Type.Optional(List(EventStatusValue({ description: '`scheduled`, `canceled` or `postponed`.' }), {
    description: 'Events of these event statuses: a comma list of `scheduled`, `canceled`, `postponed` (or `event_status[]=…` repeated). ' +
      'Without it canceled and postponed events are listed too, so that people learn an event is off.',
    examples: [['scheduled', 'postponed']],
  })),
  include: Type.Optional(List(PositiveInt(), {
    description: 'Only these events: a comma list of event ids (unknown ids match nothing). Drops `start_date` and `end_date`; orders by publication date.',
    examples: [[3, 4]],
  })),
  post_parent: Type.Optional(IdInteger({ description: 'Events whose parent event is this one: the id of an existing event (an integer). With the id of a recurring series\' master: its other occurrences.', examples: [3] })),
  hide_subsequent_recurrences: Type.Optional(Flag({ description: '`true`: of each recurring series, only its first occurrence among the listed events.', examples: [true] })),
  geoloc: Type.Optional(Flag({ description: '`true`: only events whose venue has coordinates; with `geoloc_lat` and `geoloc_lng`, those within `geoloc_radius` km, nearest first.', examples: [true] })),
  geoloc_lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Latitude of the centre: a number from -90 to 90; acts with `geoloc=true` and `geoloc_lng`.', examples: [52.0907] })),
  geoloc_lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Longitude of the centre: a number from -180 to 180; acts with `geoloc=true` and `geoloc_lat`.', examples: [5.1214] })),
  geoloc_radius: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_GEOLOC_RADIUS_KM, default: 10, description: 'Radius in km around the centre: a number above 0, at most 20000 (default 10).', examples: [25] })),
  ticketed: Type.Optional(Flag({ description: 'Tickets are not supported: `true` is refused (400, detail `event-tickets-not-active`), `false` does nothing.', examples: [false] })),
  ...PasswordParams,
  ...LanguageParams,
})
export type EventListFilters = Static<typeof EventListQuery>

export const EventList = postList('events', 'Event', 'EventList')
