// iCalendar (RFC 5545) of events (SPEC §9.2), written by ical-generator from the event objects the JSON answer
// presents (./event.ts), never from rows: what a caller may see of an event — blanked fields of a password-protected
// one (SPEC §3.9), embedded venues and organizers it may read (§2.5) — is decided once, there.
//
// Times: an event in an IANA zone has DTSTART/DTEND with its TZID and a VTIMEZONE of the zone's real offsets in the
// years written (../domain/vtimezone.ts); an event in a fixed offset (`UTC+2`, or `UTC`) has its UTC instants (`…Z`),
// which need no VTIMEZONE and which every client reads the same; an all-day event has dates (VALUE=DATE, floating by
// definition), DTEND the day after its last day.
//
// Record texts reach the output only through ./ical-escape.ts (issue 37): the TEXT values ical-generator escapes
// itself get cleanText, the rest — NAME and X-WR-CALNAME (written raw by ical-generator), ORGANIZER's CN, the URIs of
// URL, ATTACH and ORGANIZER (which ical-generator would backslash-escape) — are written with textValue, paramValue
// and uriValue.
import ical, { ICalCalendarMethod, ICalEvent, ICalEventClass, ICalEventStatus, type ICalCalendar, type ICalEventData } from 'ical-generator'
import { DateTime } from 'luxon'
import { wallClockKind } from '../domain/dates.js'
import { utcOffsetMinutes } from '../domain/dates/zones.js'
import { htmlToText } from '../domain/text.js'
import { icalStatus } from '../domain/event-status.js'
import { vtimezone } from '../domain/vtimezone.js'
import { cleanText, paramValue, textValue, uriValue } from './ical-escape.js'
import type { EventObject } from './event.js'

/** What the feed reads of a presented event (the Event object of SPEC §4.1, as its schema types it). */
type FeedFields = 'id' | 'status' | 'date_utc' | 'modified_utc' | 'url' | 'title' | 'description' | 'image' | 'all_day' | 'start_date' |
  'end_date' | 'utc_start_date' | 'utc_end_date' | 'timezone' | 'categories' | 'venue' | 'organizer' | 'event_status'
export type EventJson = Pick<EventObject, FeedFields> & {
  /** How the event is written as part of a recurring series (SPEC §9.3); absent: a VEVENT of its own. Not part of the
   *  JSON: the feed's service sets it (src/services/events/calendar-feed.ts). */
  series?: SeriesPart
}

/** A series in the feed: its master carries the rule (lines already in the form of its DTSTART, ./ical-series.ts) and
 *  the UTC years its occurrences span (for its zone's VTIMEZONE); a detached occurrence is a VEVENT with the master's
 *  UID and a RECURRENCE-ID line. */
export type SeriesPart =
  | { role: 'master'; lines: string[]; years: number[] }
  | { role: 'override'; masterId: number; recurrenceId: string }

export interface CalendarOptions {
  /** X-WR-CALNAME */
  name: string
  /** the site's zone (TIMEZONE), for X-WR-TIMEZONE */
  siteTimezone: string
  /** the right-hand side of every UID: the host of SITE_URL */
  host: string
}

/** SEQUENCE must grow with every change (RFC 5545 §3.8.7.4) and the service keeps no revision count: the seconds of
 *  the last modification since 2000 grow with every update a second or more after the last (int32 until 2068). */
const SEQUENCE_EPOCH = Date.UTC(2000, 0, 1)

const utc = (sql: string): DateTime => DateTime.fromSQL(sql, { zone: 'utc' })
const day = (sql: string): DateTime => DateTime.fromSQL(sql.slice(0, 10), { zone: 'utc' })

/** Whether a zone of the service is an IANA zone with rules (not 'UTC', not 'UTC±H[:MM]'). */
export const hasRules = (tz: string): boolean => tz !== 'UTC' && utcOffsetMinutes(tz) === null

/** X-WR-TIMEZONE of the site zone: an IANA name as it is; a whole-hour fixed offset as its `Etc/GMT∓H` name (IANA
 *  writes the sign inverted); other fixed offsets have no IANA name and get none. */
function wrTimezone (tz: string): string | undefined {
  const offset = utcOffsetMinutes(tz)
  if (offset === null) return tz
  if (offset === 0) return 'UTC'
  if (offset % 60 !== 0 || Math.abs(offset) > 12 * 60) return undefined
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset) / 60}`
}

/** STATUS by publication status, for a scheduled event (a canceled or postponed one: `statusOf`). */
const STATUS: Record<string, ICalEventStatus> = {
  publish: ICalEventStatus.CONFIRMED,
  future: ICalEventStatus.CONFIRMED,
  private: ICalEventStatus.CONFIRMED,
  draft: ICalEventStatus.TENTATIVE,
  pending: ICalEventStatus.TENTATIVE,
  trash: ICalEventStatus.CANCELLED,
}

/** STATUS of an event: a canceled or postponed one says so (SPEC §9.6: subscribed calendars strike it out), whatever
 *  its publication status; a scheduled one tells its publication status (a draft is TENTATIVE). */
function statusOf (e: EventJson): ICalEventStatus | null {
  const own = icalStatus(e.event_status)
  if (own === 'CANCELLED') return ICalEventStatus.CANCELLED
  if (own === 'TENTATIVE') return ICalEventStatus.TENTATIVE
  return STATUS[e.status] ?? null
}

/** A record text as the feed may write it (cleanText); '' for what is not a string. */
const text = (v: unknown): string => typeof v === 'string' ? cleanText(v) : ''

function location (venue: EventJson['venue']): ICalEventData['location'] {
  if (Array.isArray(venue)) return null
  const name = text(venue.venue)
  const region = text(venue.stateprovince) || text(venue.province) || text(venue.state)
  const address = [text(venue.address), [text(venue.zip), text(venue.city)].filter(Boolean).join(' '), region, text(venue.country)]
    .filter(Boolean).join(', ')
  const geo = typeof venue.geo_lat === 'number' && typeof venue.geo_lng === 'number' ? { lat: venue.geo_lat, lon: venue.geo_lng } : undefined
  const title = name || address
  if (!title) return geo ? { geo } : null
  return { title, ...(name && address ? { address } : {}), ...(geo ? { geo } : {}) }
}

/** ORGANIZER (RFC 5545 §3.8.4.3): its value is a URI — `mailto:` when the organizer has an email, else its website or
 *  page; none when that is no URI. ical-generator writes only `mailto:` organizers, and escapes CN with a backslash
 *  that ends the quoted value, so the line is written here (the calendar folds it). */
function organizerLine (organizers: EventJson['organizer']): string | undefined {
  const first = organizers.find((o) => text(o.organizer) !== '')
  if (!first) return undefined
  const email = text(first.email)
  const uri = uriValue(email ? `mailto:${email}` : text(first.website) || text(first.url))
  if (uri === null) return undefined
  return `ORGANIZER;CN=${paramValue(text(first.organizer))}:${uri}`
}

/** URL and ATTACH (RFC 5545 §3.8.4.6, §3.8.1.1): URI values, written here as they are (see uriValue). */
function uriLines (e: EventJson): string[] {
  const url = uriValue(text(e.url))
  const image = e.image ? uriValue(text(e.image.url)) : null
  return [...(url === null ? [] : [`URL;VALUE=URI:${url}`]), ...(image === null ? [] : [`ATTACH:${image}`])]
}

class FeedEvent extends ICalEvent {
  constructor (data: ICalEventData, calendar: ICalCalendar, private readonly extra: string[]) {
    super(data, calendar)
  }

  override toString (): string {
    const out = super.toString()
    return this.extra.length === 0 ? out : out.replace(/END:VEVENT\r\n$/, `${this.extra.join('\r\n')}\r\nEND:VEVENT\r\n`)
  }
}

/** The times of an event as the feed writes them, and the UTC years they fall in (for its zone's VTIMEZONE). */
function times (e: EventJson): Pick<ICalEventData, 'start' | 'end' | 'allDay' | 'timezone'> & { zone?: string; years: number[] } {
  if (e.all_day === true) {
    return { start: day(e.start_date), end: day(e.end_date).plus({ days: 1 }), allDay: true, timezone: null, years: [] }
  }
  const start = utc(e.utc_start_date)
  const end = utc(e.utc_end_date)
  if (!hasRules(e.timezone)) return { start, end, timezone: null, years: [] }
  // A wall clock the zone shows twice is the first by RFC 5545 (§3.3.5), but not for every client (ical.js takes the
  // second): such an event, which no rule expands from, is written in UTC, which every client reads the same.
  const folded = (sql: string) => wallClockKind(new Date(`${sql.replace(' ', 'T')}Z`), e.timezone) === 'fold'
  if (e.series?.role !== 'master' && (folded(e.start_date) || folded(e.end_date))) return { start, end, timezone: null, years: [] }
  return { start, end, timezone: e.timezone, zone: e.timezone, years: [start.year, end.year] }
}

const ASCII = /^[^\u0080-\uffff]*$/

/** Octets of the UTF-8 encoding of code point `cp`. */
const utf8Length = (cp: number): number => cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4

/**
 * Folds content lines at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence: a continuation line starts with a
 * space and holds at most 74 more octets. ical-generator folds too, but at some microseconds per character (a
 * TextEncoder per character): 10 s for a feed of 2000 events. This one costs a few milliseconds for the same feed.
 */
export function foldLines (text: string): string {
  const out: string[] = []
  for (const line of text.split('\r\n')) {
    if (line.length <= 75 && Buffer.byteLength(line) <= 75) { out.push(line); continue }
    if (ASCII.test(line)) {
      out.push(line.slice(0, 75))
      for (let i = 75; i < line.length; i += 74) out.push(` ${line.slice(i, i + 74)}`)
      continue
    }
    let octets = 0
    let from = 0
    for (let i = 0; i < line.length;) {
      const cp = line.codePointAt(i)!
      const size = utf8Length(cp)
      const width = cp > 0xffff ? 2 : 1
      if (octets + size > 75) {
        out.push(from === 0 ? line.slice(from, i) : ` ${line.slice(from, i)}`)
        from = i
        octets = 1 // the leading space of the continuation line
      }
      octets += size
      i += width
    }
    out.push(from === 0 ? line : ` ${line.slice(from)}`)
  }
  return out.join('\r\n')
}

/**
 * A VCALENDAR written a batch of events at a time (presented event objects, in the order given), so that a feed of
 * thousands of events can let other requests run between batches. ical-generator writes the calendar's properties and
 * each VEVENT (values, escapes, dates); they are folded and put together here (see foldLines).
 *
 * The VEVENTs are kept as UTF-8 bytes (outside the V8 heap) and count against `maxBytes` (ICAL_MAX_BYTES, issue 37):
 * events go in by units — an event, or a series (its master and overrides) that is written whole or not at all — and
 * the first unit that does not fit ends the feed (`full`), so a feed's memory is bounded by the limit, never by what
 * the list matched. The calendar's properties and VTIMEZONEs come first in the output but are written last (they
 * need the years of every event written).
 */
export class CalendarWriter {
  private readonly calendar: ICalCalendar
  private readonly years = new Map<string, Set<number>>()
  private readonly vevents: Buffer[] = []
  private bytes = 0
  /** the open unit: its VEVENTs and the zone years they add, kept apart until endUnit */
  private unit: { vevents: Buffer[]; bytes: number; years: Array<[string, number[]]> } = { vevents: [], bytes: 0, years: [] }
  /** a unit did not fit: nothing more is written */
  full = false

  /** Bytes of the VEVENTs written so far. */
  get written (): number { return this.bytes }

  constructor (private readonly opts: CalendarOptions & { maxBytes?: number }) {
    this.calendar = ical({
      prodId: { company: 'Calendar Events API', product: 'calendar/events/v1', language: 'EN' },
      method: ICalCalendarMethod.PUBLISH,
      scale: 'GREGORIAN',
      // ical-generator writes the name as it is given: as a TEXT value here.
      name: textValue(opts.name),
      ttl: 3600,
      // The calendar's own zone stays unset: ical-generator would then write DTSTAMP, CREATED and LAST-MODIFIED as
      // local times, where RFC 5545 wants UTC. X-WR-TIMEZONE is written as an x-property instead.
    })
    const wr = wrTimezone(opts.siteTimezone)
    if (wr) this.calendar.x('X-WR-TIMEZONE', wr)
  }

  /** Writes `events`, each a unit of its own; false when one did not fit (it and the rest are left out). */
  add (events: EventJson[]): boolean {
    for (const e of events) {
      if (!this.addToUnit([e])) return false
      this.endUnit()
    }
    return true
  }

  /** Adds `events` to the open unit; false when the unit no longer fits: it is dropped and the feed is full. */
  addToUnit (events: EventJson[]): boolean {
    if (this.full) return false
    const limit = this.opts.maxBytes ?? Number.POSITIVE_INFINITY
    for (const e of events) {
      const { zone, years: inYears, ...when } = times(e)
      if (zone) this.unit.years.push([zone, e.series?.role === 'master' ? [...inYears, ...e.series.years] : inYears])
      const modified = utc(e.modified_utc)
      const description = text(htmlToText(e.description))
      const data: ICalEventData = {
        id: `${e.series?.role === 'override' ? e.series.masterId : e.id}@${this.opts.host}`,
        sequence: Math.max(0, Math.floor((modified.toMillis() - SEQUENCE_EPOCH) / 1000)),
        stamp: modified,
        created: utc(e.date_utc),
        lastModified: modified,
        ...when,
        summary: text(e.title),
        description: description ? { plain: description, html: text(e.description) } : null,
        location: location(e.venue),
        categories: e.categories.map((c) => text(c.name)).filter((name) => name !== '').map((name) => ({ name })),
        status: statusOf(e),
        class: e.status === 'private' ? ICalEventClass.PRIVATE : ICalEventClass.PUBLIC,
      }
      const organizer = organizerLine(e.organizer)
      const extra = [...uriLines(e), ...(organizer ? [organizer] : [])]
      if (e.series?.role === 'master') extra.push(...e.series.lines)
      else if (e.series?.role === 'override') extra.push(e.series.recurrenceId)
      const vevent = Buffer.from(foldLines(new FeedEvent(data, this.calendar, extra).toString()))
      if (this.bytes + this.unit.bytes + vevent.length > limit) {
        this.unit = { vevents: [], bytes: 0, years: [] }
        this.full = true
        return false
      }
      this.unit.vevents.push(vevent)
      this.unit.bytes += vevent.length
    }
    return true
  }

  /** Closes the open unit: its events are in the feed. */
  endUnit (): void {
    for (const [zone, inYears] of this.unit.years) {
      const set = this.years.get(zone) ?? new Set<number>()
      for (const y of inYears) set.add(y)
      this.years.set(zone, set)
    }
    this.vevents.push(...this.unit.vevents)
    this.bytes += this.unit.bytes
    this.unit = { vevents: [], bytes: 0, years: [] }
  }

  /** The calendar as UTF-8: the VEVENTs of every closed unit. */
  toBuffer (): Buffer {
    const zones = [...this.years].map(([zone, inYears]) => vtimezone(zone, inYears)).filter((z) => z !== null)
    // The calendar without events is its properties, which RFC 5545 puts before the components.
    const head = foldLines([this.calendar.toString().replace(/\r\nEND:VCALENDAR$/, ''), ...zones].join('\r\n'))
    return Buffer.concat([Buffer.from(`${head}\r\n`), ...this.vevents, Buffer.from('END:VCALENDAR\r\n')])
  }

  toString (): string {
    return this.toBuffer().toString('utf8')
  }
}

/** The VCALENDAR of `events` (presented event objects, in the order given). */
export function renderCalendar (events: EventJson[], opts: CalendarOptions): string {
  const writer = new CalendarWriter(opts)
  writer.add(events)
  return writer.toString()
}
