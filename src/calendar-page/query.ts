// What the calendar page asks the REST API and how it reads the answers. No DOM here: the server renders the page's
// labels from ./i18n.ts, and test/calendar-page/query.test.ts runs these functions in Node.

/** What the server writes into the page (a JSON data block), per language prefix. */
export interface PageConfig {
  /** `{langPrefix}{REST_PREFIX}/calendar/events/v1`: a path, so that the page calls the origin it was loaded from */
  base: string
  /** the language of the page's address (its prefix; `en` without one) */
  lang: string
  /** the address of the page in each language: `{"en": "/en/calendar", "nl": "/nl/calendar", …}` */
  pages: Record<string, string>
  /** the site timezone (TIMEZONE), for "today" */
  timezone: string
  /** its offset in minutes when TIMEZONE is a fixed `UTC±H[:MM]` (Intl knows only IANA names), else null */
  fixedOffsetMinutes: number | null
}

/** The page's filters; empty strings are "any". */
export interface Filters {
  /** a category id */
  categories: string
  /** a venue id */
  venue: string
  search: string
}

export const FILTER_KEYS = ['categories', 'venue', 'search'] as const

/** The fields of an event of `GET {base}/events` the page uses (SPEC §4.1). */
export interface ApiEvent {
  id: number
  title: string
  url: string
  all_day: boolean
  start_date: string
  end_date: string
  timezone: string
  timezone_abbr: string
  venue: { id: number; venue: string; city?: string } | unknown[]
  categories: Array<{ id: number; name: string; slug: string }>
  /** the master's id for an event of a recurring series (SPEC §9.3), else null (absent from older servers) */
  series_id?: number | null
  /** SPEC §9.6 (absent from older servers: scheduled) */
  event_status?: string
  event_status_reason?: string
}

/** Whether an event takes place (SPEC §9.6): what the page labels. */
export type EventStatus = 'scheduled' | 'canceled' | 'postponed'

interface EventPage { events: ApiEvent[]; total: number; total_pages: number }
interface TermPage { categories?: ApiTerm[]; venues?: ApiTerm[]; total_pages: number }
export interface ApiTerm { id: number; name?: string; venue?: string; slug: string }

/** The largest page the API gives (SPEC §7). */
export const PER_PAGE = 50
/** Pages read for one range at most: a month of a busy site fits, a runaway loop does not. */
export const MAX_PAGES = 20

/** The filters as query parameters of `/events` and `/events.ics`: only those set, in a fixed order. */
export function filterParams (filters: Filters): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim()
    if (value !== '') params.set(key, value)
  }
  return params
}

const day = (d: Date): string => d.toISOString().slice(0, 10)

/**
 * The events that overlap the range FullCalendar shows, `[start, end)` in the calendar's UTC-coerced time (the page
 * runs FullCalendar with `timeZone: 'UTC'`, so a Date's UTC fields are the wall-clock day shown): those that start
 * before the end of the last day shown and end after the start of the first (SPEC §5.1, not strict: `starts_before`
 * and `ends_after` compare with 23:59:59 of their day). A festival that began last month is shown on this month's
 * days; `start_date`/`end_date` would keep only the events wholly inside the range.
 */
export function rangeParams (start: Date, end: Date): { ends_after: string; starts_before: string } {
  return { ends_after: day(new Date(start.getTime() - 86_400_000)), starts_before: day(new Date(end.getTime() - 86_400_000)) }
}

/** `{base}/events.ics?<filters>` as a `webcal://` subscription and as a plain download, on the page's own origin. */
export function icsLinks (origin: string, base: string, filters: Filters): { webcal: string; https: string } {
  const query = filterParams(filters).toString()
  const https = `${origin}${base}/events.ics${query ? `?${query}` : ''}`
  return { https, webcal: https.replace(/^https?:/, 'webcal:') }
}

export interface Fetched<T> { items: T[]; total: number; complete: boolean }

type Fetch = (url: string, init: { headers: Record<string, string>; signal?: AbortSignal }) => Promise<Response>

async function getJson<T> (fetcher: Fetch, url: string, signal?: AbortSignal): Promise<T> {
  // JSON explicitly: `Accept: text/calendar` would get the iCalendar form of the list (SPEC §9.2).
  const res = await fetcher(url, { headers: { accept: 'application/json' }, signal })
  if (!res.ok) {
    const body = await res.json().catch(() => null) as { message?: string } | null
    throw new Error(body?.message ?? `${res.status} ${res.statusText}`)
  }
  return await res.json() as T
}

/**
 * Every event of `GET {base}/events?<params>`, page after page (per_page=50) until `total_pages`, at most MAX_PAGES.
 * The next page is this request with `page` + 1, not `next_rest_url`: that one is written with SITE_URL, which may be
 * another origin than the page's (a proxy, a different scheme).
 */
export async function fetchEvents (fetcher: Fetch, base: string, params: URLSearchParams, signal?: AbortSignal): Promise<Fetched<ApiEvent>> {
  const items: ApiEvent[] = []
  let total = 0
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = new URLSearchParams(params)
    query.set('per_page', String(PER_PAGE))
    query.set('page', String(page))
    const body = await getJson<EventPage>(fetcher, `${base}/events?${query.toString()}`, signal)
    items.push(...body.events)
    total = body.total
    if (page >= body.total_pages || body.events.length === 0) return { items, total, complete: true }
  }
  return { items, total, complete: items.length >= total }
}

/** Every category or venue of `GET {base}/<kind>?<params>`, for the filter pickers; at most MAX_PAGES pages. */
export async function fetchTerms (fetcher: Fetch, base: string, kind: 'categories' | 'venues', params: URLSearchParams, signal?: AbortSignal): Promise<ApiTerm[]> {
  const items: ApiTerm[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = new URLSearchParams(params)
    query.set('per_page', String(PER_PAGE))
    query.set('page', String(page))
    const body = await getJson<TermPage>(fetcher, `${base}/${kind}?${query.toString()}`, signal)
    const got = body[kind] ?? []
    items.push(...got)
    if (page >= body.total_pages || got.length === 0) break
  }
  return items
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '…', ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”' }

/** Text of a field the API may send HTML-escaped (titles as WordPress renders them: `&amp;`, `&#8217;`). FullCalendar
 *  writes titles as text, so entities would show as written. */
export function decodeEntities (s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED[name.toLowerCase()] ?? whole
  })
}

/** The day after `YYYY-MM-DD`. */
function nextDay (date: string): string {
  return day(new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000))
}

/** An event as FullCalendar takes it (its EventInput, spelled out so that this module needs no FullCalendar types). */
export interface CalendarEvent {
  id: string
  title: string
  url: string
  allDay: boolean
  start: string
  end: string
  /** `cal-canceled` / `cal-postponed`: the styles of a canceled (struck through) or postponed event */
  classNames: string[]
  extendedProps: { venue: string; timezone: string; categories: string[]; series: boolean; status: EventStatus; statusReason: string }
}

/**
 * Times are the event's own wall clock (`start_date`/`end_date`, SPEC §3.5) given to FullCalendar without an offset
 * in its UTC mode: 14:00 in Amsterdam shows as 14:00 whatever the browser's zone — the rule by which the API's date
 * filters pick events for a range. All-day events are days; FullCalendar's end is exclusive, the API's the last day.
 */
export function toCalendarEvent (e: ApiEvent): CalendarEvent {
  const status: EventStatus = e.event_status === 'canceled' || e.event_status === 'postponed' ? e.event_status : 'scheduled'
  const venue = Array.isArray(e.venue) ? '' : decodeEntities(e.venue.venue)
  return {
    id: String(e.id),
    title: decodeEntities(e.title),
    url: e.url,
    allDay: e.all_day,
    start: e.all_day ? e.start_date.slice(0, 10) : e.start_date.replace(' ', 'T'),
    end: e.all_day ? nextDay(e.end_date.slice(0, 10)) : e.end_date.replace(' ', 'T'),
    classNames: status === 'scheduled' ? [] : [`cal-${status}`],
    // The reason is plain text (SPEC §9.6): it goes into the page as text, never as HTML.
    extendedProps: { venue, timezone: e.timezone_abbr, categories: e.categories.map((c) => decodeEntities(c.name)), series: e.series_id != null, status, statusReason: status === 'scheduled' ? '' : (e.event_status_reason ?? '').trim() },
  }
}

/** A piece of an event's text in the calendar: its class and its text (set as textContent). */
export interface TextPart { className: string; text: string }

/**
 * What the page shows of a canceled or postponed event besides its title (SPEC §9.6): a label in words, so that the
 * status is told by text and not by a strike-through or a colour alone, and in the list view (`withReason`) the reason.
 * Nothing for a scheduled event.
 */
export function statusParts (props: Pick<CalendarEvent['extendedProps'], 'status' | 'statusReason'>, words: { canceled: string; postponed: string }, withReason: boolean): TextPart[] {
  if (props.status === 'scheduled') return []
  const parts = [{ className: 'cal-status-label', text: words[props.status] }]
  if (withReason && props.statusReason !== '') parts.push({ className: 'cal-status-reason', text: props.statusReason })
  return parts
}

/** "Now" in the site timezone as a wall-clock `YYYY-MM-DDTHH:MM:SS` (FullCalendar's "today" in UTC mode). */
export function siteNow (config: Pick<PageConfig, 'timezone' | 'fixedOffsetMinutes'>, now = new Date()): string {
  if (config.fixedOffsetMinutes !== null) return new Date(now.getTime() + config.fixedOffsetMinutes * 60_000).toISOString().slice(0, 19)
  try {
    const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', {
      timeZone: config.timezone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    }).formatToParts(now).map((p) => [p.type, p.value]))
    return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
  } catch {
    return now.toISOString().slice(0, 19) // a zone this browser does not know: UTC
  }
}
