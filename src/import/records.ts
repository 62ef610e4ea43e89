// Records of a plugin site (tribe/events/v1 answers), checked and turned into the columns this service stores
// (SPEC §9.5). The source is untrusted: every field is type-checked and bounded; a record that fails is reported with
// its id and skipped (RecordError), never written half. Output objects are plain values that the writer
// (./store.ts) compares with the stored rows, so that a second run finds nothing to change.
import { isValidTimezone, naiveToWallClock } from '../domain/dates.js'
import { cleanHtml } from '../domain/html.js'
import { FIRST_INPUT_YEAR, LAST_INPUT_YEAR, MAX_EVENT_DESCRIPTION_BYTES, MAX_EVENT_STATUS_REASON_CHARS, MAX_NAME_BYTES, MAX_PASSWORD_CHARS, MAX_SLUG_CHARS, MAX_TERM_NAME_CHARS, MAX_TEXT_BYTES } from '../domain/limits.js'
import { htmlToText, isStorableText, slugify, truncateSlug, wordpressSlug } from '../domain/text.js'
import { eventStatusOfSchemaOrg, type EventStatus } from '../domain/event-status.js'
import { isRecordId } from '../repositories/posts.js'
import { IMAGE_TYPES } from '../services/media.js'

export class RecordError extends Error {}

export type ImportKind = 'category' | 'tag' | 'venue' | 'organizer' | 'event'

export interface TermRecord {
  kind: 'category' | 'tag'
  id: number
  name: string
  slug: string
  description: string
  parentId: number | null
}

export interface ImageRecord {
  id: number
  url: string
  mimeType: string
  extension: string
  width: number | null
  height: number | null
  filesize: number | null
  sizes: string | null
}

/** Columns shared by events, venues and organizers. */
export interface PostColumns {
  title: string
  slug: string
  description: string
  excerpt: string
  status: string
  authorId: number
  publishedAt: Date
  modifiedAt: Date
  imageId: number | null
}

export interface PostRecord<C> {
  kind: 'venue' | 'organizer' | 'event'
  id: number
  /** source author id (mapped to a local user by the writer) */
  sourceAuthor: number
  /** the slug as the source has it ('' for drafts without one) */
  columns: PostColumns & C
  image: ImageRecord | null
  /** undefined: the source did not reveal whether the record is protected (keep what is stored) */
  password?: string
}

export interface VenueColumns {
  address: string;
  city: string;
  country: string;
  province: string;
  state: string;
  zip: string;
  phone: string
  website: string;
  stateprovince: string;
  showMap: boolean;
  showMapLink: boolean;
  latitude: number | null;
  longitude: number | null
}
export interface OrganizerColumns { phone: string; email: string; website: string }
export interface EventColumns {
  startLocal: Date;
  endLocal: Date;
  startUtc: Date;
  endUtc: Date;
  timezone: string;
  allDay: boolean;
  cost: string | null
  website: string;
  showMap: boolean;
  showMapLink: boolean;
  hideFromListings: boolean;
  sticky: boolean;
  featured: boolean
  venueId: number | null
  /** SPEC §9.6: from WordPress's `_tribe_events_status` meta (coreEventStatus), else the record's
   *  `json_ld.eventStatus`; undefined when neither says (the plugin's lists have no JSON-LD): the stored status stays */
  eventStatus?: EventStatus
  /** `_tribe_events_status_reason` as plain text; undefined: the stored reason stays */
  eventStatusReason?: string
}
export interface EventLinks { organizerIds: number[]; categoryIds: number[]; tagIds: number[] }

export type VenueRecord = PostRecord<VenueColumns>
export type OrganizerRecord = PostRecord<OrganizerColumns>
export type EventRecord = PostRecord<EventColumns> & { links: EventLinks }

const STATUSES = new Set(['publish', 'future', 'draft', 'pending', 'private', 'trash'])

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

function field (o: Obj, name: string): unknown { return Object.hasOwn(o, name) ? o[name] : undefined }

/** A record id: a positive 32-bit integer (numbers or digit strings, as WordPress answers either). */
export function idOf (v: unknown, what: string): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN
  if (!isRecordId(n)) throw new RecordError(`${what}: expected a positive integer id; got ${shown(v)}`)
  return n
}

export function shown (v: unknown): string {
  const s = JSON.stringify(v) ?? String(v)
  return s.length > 60 ? s.slice(0, 57) + '…' : s
}

/** A text field: absent/null/false/[] (how the plugin spells "empty") → '', else a string of at most `maxBytes`. */
function text (o: Obj, name: string, maxBytes = MAX_TEXT_BYTES): string {
  const v = field(o, name)
  if (v === undefined || v === null || v === false || (Array.isArray(v) && v.length === 0)) return ''
  if (typeof v === 'number') return String(v)
  if (typeof v !== 'string') throw new RecordError(`${name}: expected a text; got ${shown(v)}`)
  if (Buffer.byteLength(v, 'utf8') > maxBytes) throw new RecordError(`${name}: longer than ${maxBytes} bytes`)
  return storable(v, name)
    // Other C0 controls (but tab/newline) have no place in text.
    // eslint-disable-next-line no-control-regex
    .replace(/[\x01-\x08\x0b\x0c\x0e-\x1f]/g, '')
}

/** `v` when the service can store it: the rule the API's writes are checked by (SPEC §7, src/domain/text.ts), so
 *  that NUL or an unpaired surrogate skips the record, as it is a 400 for the API. */
function storable (v: string, name: string): string {
  if (!isStorableText(v)) throw new RecordError(`${name}: contains NUL or an unpaired surrogate`)
  return v
}

function flag (o: Obj, name: string, fallback: boolean): boolean {
  const v = field(o, name)
  if (v === undefined || v === null) return fallback
  if (typeof v === 'boolean') return v
  if (v === 1 || v === '1' || v === 'yes' || v === 'true') return true
  if (v === 0 || v === '0' || v === '' || v === 'no' || v === 'false') return false
  throw new RecordError(`${name}: expected a boolean; got ${shown(v)}`)
}

const SQL_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/

/** `YYYY-MM-DD HH:MM:SS` read as UTC (for `*_utc` fields, and for wall-clock times stored "as if UTC"). Years
 *  1000–9999 only, and a real calendar date: an absurd date is a bad record, not a crash later. */
export function sqlDate (o: Obj, name: string): Date {
  const v = field(o, name)
  const m = typeof v === 'string' ? SQL_DATE.exec(v.trim()) : null
  if (!m) throw new RecordError(`${name}: expected "YYYY-MM-DD HH:MM:SS"; got ${shown(v)}`)
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number]
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s))
  if (y < 1000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    throw new RecordError(`${name}: not a valid date: ${shown(v)}`)
  }
  return date
}

const ZERO_DATE = /^0000-00-00[ T]00:00:00$/

/** What records are read with: the site's timezone (IANA name or `UTC±H`, from the REST root's `timezone_string` and
 *  `gmt_offset`). */
export interface ParseContext { siteZone: string }
export const UTC_CONTEXT: ParseContext = { siteZone: 'UTC' }

/** An instant from `<name>_utc`. WordPress has no GMT dates for drafts ("0000-00-00 00:00:00"): their site-time
 *  field (`date`, `modified`) is read in the site's timezone instead. */
function instant (o: Obj, name: 'date' | 'modified', ctx: ParseContext): Date {
  const utc = field(o, `${name}_utc`)
  if (typeof utc === 'string' && ZERO_DATE.test(utc.trim())) {
    const local = sqlDate(o, name)
    const dt = naiveToWallClock(local, ctx.siteZone)
    if (!dt.isValid || dt.toUTC().year < FIRST_INPUT_YEAR || dt.toUTC().year > LAST_INPUT_YEAR) throw new RecordError(`${name}: not a valid date in the site's timezone`)
    return dt.toJSDate()
  }
  return sqlDate(o, `${name}_utc`)
}

function status (o: Obj): string {
  const v = field(o, 'status')
  if (typeof v !== 'string' || !STATUSES.has(v)) throw new RecordError(`status: expected one of ${[...STATUSES].join(', ')}; got ${shown(v)}`)
  return v
}

/** The slug as kept: the source's in the form WordPress keeps (percent-encoded UTF-8 in lowercase, whatever its
 *  characters: emoji, CJK, Arabic, Hebrew), which the by-slug routes find (slugLookups); anything else re-slugified (a
 *  hostile site cannot store a slug our routes would not find). Cut to MAX_SLUG_CHARS between characters. A draft
 *  without one gets one from its title (SPEC §8.10). */
function slugOf (o: Obj, title: string, kind: string): string {
  const raw = text(o, 'slug')
  const slug = truncateSlug(raw === '' ? '' : wordpressSlug(raw) ?? slugify(decodeURIComponentSafe(raw)), MAX_SLUG_CHARS)
  return slug || truncateSlug(slugify(title), MAX_SLUG_CHARS) || kind
}

function decodeURIComponentSafe (s: string): string {
  try { return decodeURIComponent(s) } catch { return s }
}

/** HTML fields (descriptions, excerpts) arrive rendered; they are stored as such (our renderer keeps block-level
 *  HTML, so they are answered unchanged), cleaned of active content like any write. */
const html = (o: Obj, name: string, maxBytes: number): string => cleanHtml(text(o, name, maxBytes)).trim()

/** An http(s) URL or ''. HTML entities (`&amp;`, as the plugin escapes `website`) are decoded first. */
function url (o: Obj, name: string): string {
  const v = decodeEntities(text(o, name, 2048)).trim()
  if (v === '') return ''
  let u: URL
  try { u = new URL(v) } catch { throw new RecordError(`${name}: not a URL: ${shown(v)}`) }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new RecordError(`${name}: not an http(s) URL: ${shown(v)}`)
  return v
}

export const decodeEntities = (s: string): string =>
  s.replace(/&(amp|lt|gt|quot|#0?39|#038);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#039': "'", '#038': '&' })[e] ?? _)

function image (o: Obj): ImageRecord | null {
  const v = field(o, 'image')
  if (v === undefined || v === null || v === false || (Array.isArray(v) && v.length === 0)) return null
  if (!isObj(v)) throw new RecordError(`image: expected an object or false; got ${shown(v)}`)
  const id = idOf(field(v, 'id'), 'image.id')
  const u = url(v, 'url')
  if (u === '') throw new RecordError('image.url: missing')
  const ext = (new URL(u).pathname.match(/\.([a-z0-9]+)$/i)?.[1] ?? '').toLowerCase()
  const extension = text(v, 'extension', 16).toLowerCase() || ext
  const mimeType = IMAGE_TYPES[extension] ?? IMAGE_TYPES[ext]
  if (!mimeType) throw new RecordError(`image.url: not an image URL: ${shown(u)}`)
  const dim = (n: string): number | null => {
    const d = field(v, n)
    if (d === undefined || d === null || d === '' || d === false) return null
    const num = Number(d)
    return Number.isSafeInteger(num) && num >= 0 && num <= 2147483647 ? num : null
  }
  const sizes = field(v, 'sizes')
  let sizesJson: string | null = null
  if (isObj(sizes) && Object.keys(sizes).length > 0) {
    sizesJson = JSON.stringify(sizes, (k: string, x: unknown) => {
      storable(k, 'image.sizes')
      return typeof x === 'string' ? storable(x, 'image.sizes') : x
    })
    if (sizesJson.length > MAX_TEXT_BYTES) sizesJson = null
  }
  return { id, url: u, mimeType, extension, width: dim('width'), height: dim('height'), filesize: dim('filesize'), sizes: sizesJson }
}

/** The columns every post kind has; `name` is the field holding its title (`title`, `venue`, `organizer`). */
function postColumns (o: Obj, kind: 'event' | 'venue' | 'organizer', name: string, ctx: ParseContext): { columns: PostColumns; sourceAuthor: number; image: ImageRecord | null } {
  const rawTitle = field(o, name)
  // A protected venue/organizer has `[]` as its name (SPEC §3.9): keep the slug as its name then.
  const title = (Array.isArray(rawTitle) && rawTitle.length === 0 ? '' : text(o, name, MAX_NAME_BYTES)).trim()
  const author = field(o, 'author')
  const sourceAuthor = author === undefined || author === '' || author === '0' || author === 0 ? 0 : idOf(author, 'author')
  const img = image(o)
  const slug = slugOf(o, title, kind)
  return {
    sourceAuthor,
    image: img,
    columns: {
      title: title || slug,
      slug,
      description: html(o, 'description', kind === 'event' ? MAX_EVENT_DESCRIPTION_BYTES : MAX_TEXT_BYTES),
      excerpt: html(o, 'excerpt', MAX_TEXT_BYTES),
      status: status(o),
      authorId: 0,
      publishedAt: instant(o, 'date', ctx),
      modifiedAt: instant(o, 'modified', ctx),
      imageId: img?.id ?? null,
    },
  }
}

/** A record of the source's list, with its id (for the report) before anything else is read. */
function asRecord (v: unknown, kind: string): { o: Obj; id: number } {
  if (!isObj(v)) throw new RecordError(`${kind}: expected an object; got ${shown(v)}`)
  return { o: v, id: idOf(field(v, 'id'), 'id') }
}

export function parseTerm (v: unknown, kind: 'category' | 'tag'): TermRecord {
  const { o, id } = asRecord(v, kind)
  const name = text(o, 'name', MAX_TERM_NAME_CHARS * 4).trim()
  if (name === '' || [...name].length > MAX_TERM_NAME_CHARS) throw new RecordError(`name: expected 1 to ${MAX_TERM_NAME_CHARS} characters; got ${shown(name)}`)
  const parent = kind === 'category' ? field(o, 'parent') : 0
  const parentId = parent === undefined || parent === 0 || parent === '0' ? null : idOf(parent, 'parent')
  if (parentId === id) throw new RecordError('parent: the category is its own parent')
  return { kind, id, name, slug: slugOf(o, name, kind), description: text(o, 'description').trim(), parentId }
}

/** Protected venues/organizers answer their name as `[]` (plugin and SPEC §3.9). */
function password (o: Obj): string | undefined {
  const v = field(o, 'password')
  if (typeof v !== 'string') return undefined
  if ([...v].length > MAX_PASSWORD_CHARS) throw new RecordError(`password: longer than ${MAX_PASSWORD_CHARS} characters`)
  return storable(v, 'password')
}

/** The record of a venue, organizer or event: the common columns and `columns()`, the kind's own. The password is read
 *  before the kind's columns, so that of two bad fields a record's error names the same one as before. */
function postRecord<C> (kind: PostRecord<C>['kind'], id: number, o: Obj, common: ReturnType<typeof postColumns>, columns: () => C): PostRecord<C> {
  const pw = password(o)
  return { kind, id, sourceAuthor: common.sourceAuthor, image: common.image, password: pw, columns: { ...common.columns, ...columns() } }
}

export function parseVenue (v: unknown, ctx: ParseContext = UTC_CONTEXT): VenueRecord {
  const { o, id } = asRecord(v, 'venue')
  const common = postColumns(o, 'venue', 'venue', ctx)
  const coord = (names: string[], max: number): number | null => {
    for (const n of names) {
      const c = field(o, n)
      if (c === undefined || c === null || c === '' || c === false) continue
      const num = Number(c)
      if (!Number.isFinite(num) || Math.abs(num) > max) throw new RecordError(`${n}: expected a coordinate within ±${max}; got ${shown(c)}`)
      return num
    }
    return null
  }
  let latitude = coord(['latitude', 'geo_lat'], 90)
  let longitude = coord(['longitude', 'geo_lng'], 180)
  if (latitude === null || longitude === null) latitude = longitude = null
  return postRecord('venue', id, o, common, () => ({
    address: text(o, 'address'),
    city: text(o, 'city'),
    country: text(o, 'country'),
    province: text(o, 'province'),
    state: text(o, 'state'),
    zip: text(o, 'zip'),
    phone: text(o, 'phone'),
    website: url(o, 'website'),
    stateprovince: text(o, 'stateprovince'),
    showMap: flag(o, 'show_map', true),
    showMapLink: flag(o, 'show_map_link', true),
    latitude,
    longitude,
  }))
}

export function parseOrganizer (v: unknown, ctx: ParseContext = UTC_CONTEXT): OrganizerRecord {
  const { o, id } = asRecord(v, 'organizer')
  const common = postColumns(o, 'organizer', 'organizer', ctx)
  return postRecord('organizer', id, o, common, () => ({ phone: text(o, 'phone'), email: text(o, 'email'), website: url(o, 'website') }))
}

/**
 * Cost entries that this service formats back into the source's `cost` and `cost_details` (SPEC §4.1): each value
 * with the source's currency symbol on its side; a cost without numbers ("Donation") verbatim.
 */
export function costEntries (o: Obj): string[] | null {
  const cost = text(o, 'cost', 1024).trim()
  const d = field(o, 'cost_details')
  const details = isObj(d) ? d : {}
  const rawValues = Array.isArray(details.values) ? details.values : []
  const values = rawValues.map((x) => String(x).trim()).filter((x) => /^\d+(?:\.\d+)?$/.test(x)).slice(0, 100)
  const symbol = [...decodeEntities(typeof details.currency_symbol === 'string' ? storable(details.currency_symbol, 'cost_details.currency_symbol') : '').trim()].slice(0, 16).join('')
  const position = details.currency_position === 'postfix' ? 'postfix' : 'prefix'
  if (values.length === 0) return cost === '' ? null : [decodeEntities(cost)]
  // A symbol made of digits would be read back as a number: drop it.
  const sym = /\d/.test(symbol) ? '' : symbol
  return values.map((x) => sym === '' ? x : position === 'postfix' ? x + sym : sym + x)
}

/** The ids of an embedded list (`organizer`, `categories`, `tags`), in order, without repeats. */
function linkedIds (o: Obj, name: string): number[] {
  const v = field(o, name)
  if (v === undefined || v === null || v === false || v === '') return []
  if (!Array.isArray(v)) throw new RecordError(`${name}: expected an array; got ${shown(v)}`)
  if (v.length > 1000) throw new RecordError(`${name}: more than 1000 entries`)
  const ids = v.map((x, i) => idOf(isObj(x) ? field(x, 'id') : x, `${name}[${i}].id`))
  return [...new Set(ids)]
}

export function parseEvent (v: unknown, ctx: ParseContext = UTC_CONTEXT): EventRecord {
  const { o, id } = asRecord(v, 'event')
  const common = postColumns(o, 'event', 'title', ctx)
  if (common.columns.title === '') throw new RecordError('title: empty')
  const timezone = text(o, 'timezone', 64).trim()
  if (!isValidTimezone(timezone)) throw new RecordError(`timezone: not a timezone: ${shown(timezone)}`)
  const startLocal = sqlDate(o, 'start_date')
  const startUtc = sqlDate(o, 'utc_start_date')
  let endLocal = sqlDate(o, 'end_date')
  let endUtc = sqlDate(o, 'utc_end_date')
  if (endUtc < startUtc) { endLocal = startLocal; endUtc = startUtc }
  // A time zone is at most 26 hours away from UTC: anything else is a broken record.
  if (Math.abs(startLocal.getTime() - startUtc.getTime()) > 26 * 3600_000) throw new RecordError('start_date and utc_start_date are more than 26 hours apart')
  const venue = field(o, 'venue')
  const venueId = isObj(venue) && field(venue, 'id') !== undefined ? idOf(field(venue, 'id'), 'venue.id') : null
  // `website` falls back to the event's page URL when none is stored (plugin and SPEC §4.1): that is no website.
  const website = url(o, 'website')
  const page = pageUrl(o)
  const cost = costEntries(o)
  return {
    ...postRecord('event', id, o, common, () => ({
      startLocal,
      endLocal,
      startUtc,
      endUtc,
      timezone,
      allDay: flag(o, 'all_day', false),
      cost: cost === null ? null : JSON.stringify(cost),
      website: website !== '' && website === page ? '' : website,
      showMap: flag(o, 'show_map', false),
      showMapLink: flag(o, 'show_map_link', false),
      hideFromListings: flag(o, 'hide_from_listings', false),
      sticky: flag(o, 'sticky', false),
      featured: flag(o, 'featured', false),
      venueId,
      eventStatus: jsonLdEventStatus(o),
    })),
    links: { organizerIds: linkedIds(o, 'organizer'), categoryIds: linkedIds(o, 'categories'), tagIds: linkedIds(o, 'tags') },
  }
}

/**
 * The event status a record's JSON-LD names (SPEC §9.6: the plugin writes its `_tribe_events_status` there, on the single
 * event's answer): EventCancelled → canceled, EventPostponed → postponed, EventScheduled, EventRescheduled and
 * EventMovedOnline → scheduled (the event takes place). Undefined without JSON-LD or an eventStatus the service does not
 * know (the stored status stays).
 */
export function jsonLdEventStatus (o: Obj): EventStatus | undefined {
  const ld = field(o, 'json_ld')
  if (!isObj(ld)) return undefined
  return eventStatusOfSchemaOrg(field(ld, 'eventStatus')) ?? undefined
}

/** An event's status as WordPress core's REST API gives it (`meta._tribe_events_status` and `…_reason`, which the
 *  plugin registers for the REST API since 5.11, for every event of a list): undefined when the answer has no such
 *  meta (an older plugin). `""` is scheduled; the reason becomes plain text of at most 500 characters. */
export function coreEventStatus (item: unknown): { status: EventStatus; reason: string } | undefined {
  const meta = isObj(item) ? field(item, 'meta') : undefined
  if (!isObj(meta) || typeof meta._tribe_events_status !== 'string') return undefined
  const status: EventStatus = meta._tribe_events_status === 'canceled' || meta._tribe_events_status === 'cancelled'
    ? 'canceled'
    : meta._tribe_events_status === 'postponed' ? 'postponed' : 'scheduled'
  const raw = typeof meta._tribe_events_status_reason === 'string' && status !== 'scheduled' ? meta._tribe_events_status_reason : ''
  const reason = [...htmlToText(raw).trim()].slice(0, MAX_EVENT_STATUS_REASON_CHARS).join('')
  return { status, reason: isStorableText(reason) ? reason : '' }
}

/** The page URL of a record (`url`), decoded, for the website fallback. */
export const pageUrl = (o: Obj): string => {
  const v = field(o, 'url')
  return typeof v === 'string' ? decodeEntities(v).trim() : ''
}
