// What `<calendar-events>` asks the REST API and how it writes the answer, without the DOM: the element
// (./main.ts) calls these, and test/embed/query.test.ts runs them in Node.
import { PAGE_LANGUAGES, type PageLanguage } from '../calendar-page/i18n.js'
import { decodeEntities, PER_PAGE, type ApiEvent } from '../calendar-page/query.js'

/**
 * The event list's parameters (SPEC §3.2) an embedding page may set as attributes, passed through as they are written:
 * `<calendar-events categories="jazz" venue="4">`. Left out on purpose: `page` and `per_page` (`limit` instead),
 * `password` (a foreign page's source is public), `status` and `context` (an anonymous reader sees published events
 * only, in the view context), `translation_language` (the `lang` attribute picks the language). Any other attribute
 * is ignored.
 * test/embed/query.test.ts checks this list against the list's schema, so that a new filter is not forgotten.
 */
export const EMBED_PARAMS = [
  'start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after', 'strict_dates', 'search',
  'categories', 'tags', 'venue', 'organizer', 'featured', 'event_status', 'include', 'post_parent',
  'hide_subsequent_recurrences', 'geoloc', 'geoloc_lat', 'geoloc_lng', 'geoloc_radius', 'ticketed',
] as const

/** The element's own attributes. */
export const EMBED_ATTRIBUTES = ['limit', 'layout', 'lang'] as const

/** Events shown without `limit`. */
export const DEFAULT_LIMIT = 5

export type Layout = 'list' | 'compact'

/** Parameters that choose the dates: with none of them the element shows upcoming events. */
const DATE_PARAMS = new Set<string>(['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after', 'include'])

/** An attribute value as the element reads it (`getAttribute`): null when absent. */
export type Attributes = (name: string) => string | null

/** `limit` as `per_page`: a whole number from 1 to the API's largest page; anything else is the default. */
export function limitOf (value: string | null): number {
  const n = value === null ? NaN : Number.parseInt(value.trim(), 10)
  return Number.isFinite(n) && n >= 1 ? Math.min(n, PER_PAGE) : DEFAULT_LIMIT
}

export const layoutOf = (value: string | null): Layout => value?.trim().toLowerCase() === 'compact' ? 'compact' : 'list'

/** The language: the `lang` attribute, else the host page's (`<html lang="nl-BE">` → nl), else English. */
export function languageOf (attribute: string | null, inherited: string | null): PageLanguage {
  for (const value of [attribute, inherited]) {
    const primary = (value ?? '').trim().toLowerCase().split('-')[0]
    if ((PAGE_LANGUAGES as readonly string[]).includes(primary ?? '')) return primary as PageLanguage
  }
  return 'en'
}

/**
 * The query of `GET {base}/events`: the known list parameters that are set (in EMBED_PARAMS' order, so that two
 * elements with the same attributes ask the same URL and share the response cache's entry), `per_page` from `limit`,
 * and, when no attribute chooses the dates, the events from now on.
 */
export function eventsQuery (attrs: Attributes): URLSearchParams {
  const params = new URLSearchParams()
  for (const name of EMBED_PARAMS) {
    const value = attrs(name)
    if (value !== null) params.set(name, value)
  }
  if (![...params.keys()].some((k) => DATE_PARAMS.has(k))) params.set('start_date', 'now')
  params.set('per_page', String(limitOf(attrs('limit'))))
  return params
}

/** `{origin}/{lang}{REST_PREFIX}/calendar/events/v1`: `rest` is the part after the language prefix. */
export const baseOf = (origin: string, lang: PageLanguage, rest: string): string => `${origin}/${lang}${rest}`

const LOCALES: Record<PageLanguage, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE', fr: 'fr-FR' }

/** `YYYY-MM-DD HH:MM:SS`, a wall clock of the event's zone, as a Date whose UTC fields are that wall clock. */
const wallClock = (s: string): Date => new Date(`${s.slice(0, 10)}T${s.slice(11, 19) || '00:00:00'}Z`)

/** One event as the element shows it: plain strings, set as text. */
export interface ShownEvent {
  title: string
  /** the event's page, or '' when the API's `url` is not an http(s) address (never a `javascript:` link) */
  url: string
  /** when, in the element's language, on the event's own wall clock, with its zone's abbreviation */
  when: string
  /** the start as `datetime` of a <time>: `2027-04-01T20:00` (timed) or `2027-04-01` (all day) */
  datetime: string
  venue: string
  status: 'scheduled' | 'canceled' | 'postponed'
}

const safeUrl = (url: string): string => {
  try {
    const u = new URL(url)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : ''
  } catch {
    return ''
  }
}

/**
 * Dates are the event's own wall clock (`start_date`/`end_date`, SPEC §3.5) in its zone, formatted as UTC so that the
 * reader's zone changes nothing, followed by the zone's abbreviation: "Sat 3 Apr 2027, 20:00 – 22:00 CEST". An all-day
 * event shows its days; an event over several days its first and last day.
 */
export function showEvent (e: ApiEvent, lang: PageLanguage, layout: Layout): ShownEvent {
  const start = wallClock(e.start_date)
  const end = wallClock(e.end_date)
  const sameDay = e.start_date.slice(0, 10) === e.end_date.slice(0, 10)
  const day: Intl.DateTimeFormatOptions = layout === 'compact'
    ? { timeZone: 'UTC', day: 'numeric', month: 'short' }
    : { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
  const locale = LOCALES[lang]
  let when: string
  if (e.all_day) {
    when = new Intl.DateTimeFormat(locale, day).formatRange(start, sameDay ? start : end)
  } else if (sameDay) {
    const dayText = new Intl.DateTimeFormat(locale, day).format(start)
    const times = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...time })
    when = `${dayText}, ${layout === 'compact' ? times.format(start) : times.formatRange(start, end)}`
  } else {
    when = new Intl.DateTimeFormat(locale, { ...day, ...time }).formatRange(start, end)
  }
  if (!e.all_day && e.timezone_abbr) when += ` ${e.timezone_abbr}`
  const venue = Array.isArray(e.venue) ? '' : [e.venue.venue, e.venue.city].filter((s) => s && s.trim() !== '').map((s) => decodeEntities(s!)).join(', ')
  const status = e.event_status === 'canceled' || e.event_status === 'postponed' ? e.event_status : 'scheduled'
  return {
    title: decodeEntities(e.title),
    url: safeUrl(e.url),
    when,
    datetime: e.all_day ? e.start_date.slice(0, 10) : `${e.start_date.slice(0, 10)}T${e.start_date.slice(11, 16)}`,
    venue,
    status,
  }
}

/** The element's words besides the calendar page's (loading, failed, canceled, postponed: ../calendar-page/i18n.ts). */
export const EMBED_WORDS: Record<PageLanguage, { label: string; empty: string }> = {
  en: { label: 'Upcoming events', empty: 'No upcoming events.' },
  nl: { label: 'Komende evenementen', empty: 'Geen komende evenementen.' },
  de: { label: 'Kommende Veranstaltungen', empty: 'Keine anstehenden Veranstaltungen.' },
  fr: { label: 'Événements à venir', empty: 'Aucun événement à venir.' },
}
