// The record pages' HTML (SPEC §9.7) from what src/services/pages.ts answered: the presented records of the API, so a
// page shows exactly what the caller's API read would. Pure functions of their input: nothing here reads data.
import { Eta } from 'eta'
import { DateTime } from 'luxon'
import { luxonZone } from '../domain/dates.js'
import { cleanHtml } from '../domain/html.js'
import { escapeHtml, stripHtml } from '../domain/text.js'
import type { EventObject } from '../presenters/event.js'
import { termPageUrl } from '../presenters/term.js'
import type { Alternates, EventsPage, PageContent, PageKind, PlaceObject, TermObject } from '../services/pages.js'
import { WORDS } from '../calendar-page/i18n.js'
import { PAGE_LANGUAGES, PAGE_WORDS, type PageLanguage, type PageWords } from './i18n.js'
import { EVENT, EVENT_LIST, LAYOUT, LOCKED, MESSAGE, PLACE } from './templates.js'

const eta = new Eta({ autoEscape: true, autoTrim: false, cache: true })
for (const [name, text] of Object.entries({ layout: LAYOUT, event: EVENT, list: EVENT_LIST, place: PLACE, locked: LOCKED, message: MESSAGE })) {
  eta.loadTemplate(`@${name}`, text)
}
const render = (name: string, data: object): string => eta.render(`@${name}`, data)

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026`, so that no
 * text can end the element (`</script>`) or open a comment (`<!--`) in it; U+2028/U+2029 escaped for readers that
 * take the JSON as JavaScript. The JSON value is unchanged.
 */
export function jsonForScript (value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** Where a page is, and the addresses it links to besides the records' own. */
export interface PageFrame {
  lang: PageLanguage
  /** the calendar page under the same language prefix */
  calendarUrl: string
  cssUrl: string
  /** PUBLIC_URL (else SITE_URL or the request's origin): where the records' `url`s point */
  publicSite: string
}

const OG_LOCALE: Record<PageLanguage, string> = { en: 'en_US', nl: 'nl_NL', de: 'de_DE', fr: 'fr_FR' }

/** Plain text of a record's text field (titles and names may carry entities and tags, as WordPress's do). */
const plain = (s: unknown): string => typeof s === 'string' ? stripHtml(s) : ''

const format = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => k in values ? String(values[k]) : m)

// ---- dates ----

const wallClock = (sql: string, zone: string): DateTime => DateTime.fromSQL(sql, { zone: luxonZone(zone) })

const timeTag = (dt: DateTime, text: string, dateOnly: boolean): string =>
  `<time datetime="${dateOnly ? dt.toISODate()! : dt.toISO({ suppressMilliseconds: true })!}">${escapeHtml(text)}</time>`

/**
 * An event's dates as HTML in its own zone, in the page's language: one day or several, all day or with times
 * ("Saturday 1 March 2027, 14:00 – 18:00"; "1 – 3 March 2027" all day). Escaped here: the one HTML a caller gets.
 */
export function eventWhen (e: Pick<EventObject, 'start_date' | 'end_date' | 'timezone' | 'all_day'>, lang: PageLanguage, w: PageWords): string {
  const start = wallClock(e.start_date, e.timezone).setLocale(lang)
  const end = wallClock(e.end_date, e.timezone).setLocale(lang)
  if (!start.isValid || !end.isValid) return escapeHtml(e.start_date)
  const sameDay = start.hasSame(end, 'day')
  const day = (dt: DateTime) => dt.toLocaleString(DateTime.DATE_HUGE)
  const time = (dt: DateTime) => dt.toLocaleString(DateTime.TIME_SIMPLE)
  if (e.all_day === true) {
    if (sameDay) return `${timeTag(start, day(start), true)} (${escapeHtml(w.allDay)})`
    return `${timeTag(start, day(start), true)} – ${timeTag(end, day(end), true)} (${escapeHtml(w.allDay)})`
  }
  if (sameDay) return `${timeTag(start, `${day(start)}, ${time(start)}`, false)} – ${timeTag(end, time(end), false)}`
  return `${timeTag(start, `${day(start)}, ${time(start)}`, false)} – ${timeTag(end, `${day(end)}, ${time(end)}`, false)}`
}

// ---- links ----

const utcStamp = (sql: string): string => sql.replace(/[-:]/g, '').replace(' ', 'T') + 'Z'

/** Google Calendar's template link: UTC times (`YYYYMMDDTHHMMSSZ`), or for an all-day event its days with the end
 *  exclusive (`YYYYMMDD/YYYYMMDD` of the day after the last). */
export function googleCalendarUrl (e: EventObject, location: string, details: string): string {
  let dates: string
  if (e.all_day === true) {
    const start = wallClock(e.start_date, e.timezone)
    const end = wallClock(e.end_date, e.timezone).plus({ days: 1 })
    dates = `${start.toFormat('yyyyMMdd')}/${end.toFormat('yyyyMMdd')}`
  } else {
    dates = `${utcStamp(e.utc_start_date)}/${utcStamp(e.utc_end_date)}`
  }
  const params = new URLSearchParams({ action: 'TEMPLATE', text: plain(e.title), dates, ctz: luxonZone(e.timezone) })
  if (details) params.set('details', `${details}\n\n${e.url}`.slice(0, 1000))
  else params.set('details', e.url)
  if (location) params.set('location', location)
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}

type VenueFields = Record<string, unknown>
const text = (o: VenueFields, k: string): string => typeof o[k] === 'string' ? plain(o[k]) : ''

function addressOf (v: VenueFields): string {
  return [text(v, 'address'), [text(v, 'zip'), text(v, 'city')].filter(Boolean).join(' '), text(v, 'stateprovince'), text(v, 'country')].filter(Boolean).join(', ')
}

/** A plain link to OpenStreetMap (no script, no embed): the coordinates when the venue has them, else its address. */
export function mapUrl (v: VenueFields): string | null {
  if (v.show_map_link === false) return null
  const lat = typeof v.geo_lat === 'number' ? v.geo_lat : null
  const lng = typeof v.geo_lng === 'number' ? v.geo_lng : null
  if (lat !== null && lng !== null && (lat !== 0 || lng !== 0)) return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
  const address = addressOf(v)
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null
}

/** Only http(s) addresses become links (a stored website is checked on write; this keeps any other scheme out). */
const httpUrl = (s: unknown): string | null => typeof s === 'string' && /^https?:\/\/\S+$/i.test(decodeEntities(s)) ? decodeEntities(s) : null
/** The API writes `website` HTML-escaped (SPEC §4.1, as WordPress's esc_url); the page escapes it once itself. */
const decodeEntities = (s: string): string => s.replace(/&amp;/g, '&').replace(/&#0?39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>')

// ---- status ----

function statusOf (e: EventObject, w: PageWords): { status: string; statusKey: string } | null {
  if (e.event_status === 'canceled' || e.event_status === 'postponed') return { status: w.status[e.event_status], statusKey: e.event_status }
  return null
}

function eventItems (events: EventObject[], lang: PageLanguage, w: PageWords) {
  return events.map((e) => ({ url: e.url, title: plain(e.title), when: eventWhen(e, lang, w), ...(statusOf(e, w) ?? {}) }))
}

/** The page-N links of a list page: `?page=N`, the first page without it. */
function pager (url: string, upcoming: EventsPage, w: PageWords) {
  if (upcoming.totalPages <= 1) return null
  const at = (n: number) => n === 1 ? url : `${url}?page=${n}`
  return {
    label: format(w.pageOf, { page: upcoming.page, pages: upcoming.totalPages }),
    prev: upcoming.page > 1 ? at(upcoming.page - 1) : null,
    next: upcoming.page < upcoming.totalPages ? at(upcoming.page + 1) : null,
  }
}

// ---- pages ----

export interface Head {
  title: string
  description: string
  canonical: string | null
  alternates: Alternates
  jsonLd: unknown
  image: string | null
  prev?: string | null
  next?: string | null
  noindex?: boolean
}

/** A whole page: the head, the site's header and footer around `body` (HTML). */
export function layout (frame: PageFrame, head: Head, body: string): string {
  const w = PAGE_WORDS[frame.lang]
  const alternates = Object.entries(head.alternates).filter((a): a is [string, string] => typeof a[1] === 'string')
  const links = alternates.map(([lang, url]) => ({ lang, url }))
  if (links.length > 1) links.push({ lang: 'x-default', url: head.alternates.en ?? head.canonical ?? links[0]!.url })
  const meta: Array<{ attr: string; name: string; content: string }> = []
  if (head.canonical) {
    const og = (name: string, content: string) => meta.push({ attr: 'property', name, content })
    og('og:type', 'website')
    og('og:title', head.title)
    og('og:url', head.canonical)
    og('og:site_name', w.calendar)
    og('og:locale', OG_LOCALE[frame.lang])
    if (head.description) og('og:description', head.description)
    if (head.image) og('og:image', head.image)
    const tw = (name: string, content: string) => meta.push({ attr: 'name', name, content })
    tw('twitter:card', head.image ? 'summary_large_image' : 'summary')
    tw('twitter:title', head.title)
    if (head.description) tw('twitter:description', head.description)
    if (head.image) tw('twitter:image', head.image)
  }
  return render('layout', {
    lang: frame.lang,
    w,
    title: head.title,
    description: head.description,
    canonical: head.canonical,
    alternates: links.length > 1 ? links : [],
    languageLinks: alternates.filter(([lang]) => lang !== frame.lang && (PAGE_LANGUAGES as readonly string[]).includes(lang))
      .map(([lang, url]) => ({ lang, url, name: WORDS[lang as PageLanguage].languageNames[lang as PageLanguage] })),
    meta,
    prev: head.prev ?? null,
    next: head.next ?? null,
    noindex: head.noindex ?? false,
    jsonLd: head.jsonLd ? jsonForScript(head.jsonLd) : null,
    cssUrl: frame.cssUrl,
    calendarUrl: frame.calendarUrl,
    body,
  })
}

/** The sanitized HTML of a description with `alt=""` on the images that have no text alternative (decorative for
 *  screen readers, rather than read out by file name). The sanitizer's output quotes every attribute. */
const described = (html: string): string => cleanHtml(html).replace(/<img\b(?![^>]*\salt=)/g, '<img alt=""')

const summary = (html: string): string => {
  const s = plain(html)
  return s.length > 200 ? `${s.slice(0, 199)}…` : s
}

function imageOf (image: unknown, alt: string): { url: string; alt: string; width?: number; height?: number } | null {
  if (typeof image !== 'object' || image === null) return null
  const i = image as { url?: unknown; width?: unknown; height?: unknown }
  const url = httpUrl(i.url)
  if (url === null) return null
  return { url, alt, ...(typeof i.width === 'number' && typeof i.height === 'number' ? { width: i.width, height: i.height } : {}) }
}

function eventPage (e: EventObject, series: EventObject[], alternates: Alternates, frame: PageFrame): string {
  const { lang } = frame
  const w = PAGE_WORDS[lang]
  const title = plain(e.title)
  const venue = Array.isArray(e.venue) ? null : e.venue as unknown as VenueFields
  const venueName = venue ? text(venue, 'venue') : ''
  const address = venue ? addressOf(venue) : ''
  const description = described(e.description)
  const body = render('event', {
    w,
    title,
    ...(statusOf(e, w) ?? {}),
    reason: e.event_status === 'scheduled' ? '' : e.event_status_reason,
    when: eventWhen(e, lang, w),
    timezone: e.timezone,
    venue: venue && venueName ? { url: String(venue.url), name: venueName, address, map: mapUrl(venue) } : null,
    organizers: e.organizer.map((o) => o as unknown as VenueFields).filter((o) => text(o, 'organizer') !== '').map((o) => ({ url: String(o.url), name: text(o, 'organizer') })),
    cost: plain(e.cost),
    website: httpUrl(e.website) === e.url ? null : httpUrl(e.website),
    categories: e.categories.map((c) => ({ url: termPageUrl(frame, c), name: plain(c.name) })),
    tags: e.tags.map((c) => ({ url: termPageUrl(frame, c), name: plain(c.name) })),
    image: imageOf(e.image, title),
    description,
    ics: `${e.rest_url}.ics`,
    google: googleCalendarUrl(e, [venueName, address].filter(Boolean).join(', '), summary(e.excerpt || e.description)),
    series,
    seriesList: render('list', { w, events: eventItems(series, lang, w), pager: null }),
  })
  return layout(frame, {
    title: `${title} – ${w.calendar}`,
    description: summary(e.excerpt || e.description),
    canonical: e.url,
    alternates,
    jsonLd: e.json_ld,
    image: imageOf(e.image, title)?.url ?? null,
  }, body)
}

function listPage (kind: 'venue' | 'organizer' | 'category' | 'tag', record: PlaceObject | TermObject, upcoming: EventsPage, alternates: Alternates, frame: PageFrame): string {
  const { lang } = frame
  const w = PAGE_WORDS[lang]
  const r = record as unknown as VenueFields
  const title = kind === 'venue' ? text(r, 'venue') : kind === 'organizer' ? text(r, 'organizer') : text(r, 'name')
  const facts: Array<{ label: string; text: string; href?: string | null }> = []
  if (kind === 'venue') {
    const address = addressOf(r)
    if (address) facts.push({ label: w.address, text: address })
    const map = mapUrl(r)
    if (map) facts.push({ label: w.map, text: 'OpenStreetMap', href: map })
  }
  if (kind === 'venue' || kind === 'organizer') {
    if (text(r, 'phone')) facts.push({ label: w.phone, text: text(r, 'phone'), href: `tel:${text(r, 'phone').replace(/[^\d+]/g, '')}` })
    if (kind === 'organizer' && text(r, 'email')) facts.push({ label: w.email, text: text(r, 'email'), href: `mailto:${text(r, 'email')}` })
    const site = httpUrl(r.website)
    if (site) facts.push({ label: w.website, text: site, href: site })
  }
  const url = String(r.url)
  const p = pager(url, upcoming, w)
  const description = described(typeof r.description === 'string' ? r.description : '')
  const body = render('place', {
    w,
    kindLabel: w.kinds[kind],
    title,
    facts,
    image: imageOf(r.image, title),
    description,
    list: render('list', { w, events: eventItems(upcoming.events, lang, w), pager: p }),
  })
  const jsonLd = kind === 'venue' || kind === 'organizer' ? r.json_ld : null
  return layout(frame, {
    title: upcoming.page > 1 ? `${title} (${format(w.pageOf, { page: upcoming.page, pages: upcoming.totalPages })}) – ${w.calendar}` : `${title} – ${w.calendar}`,
    description: summary(typeof r.description === 'string' ? r.description : ''),
    canonical: upcoming.page > 1 ? `${url}?page=${upcoming.page}` : url,
    alternates: upcoming.page > 1 ? {} : alternates,
    jsonLd,
    image: imageOf(r.image, title)?.url ?? null,
    prev: p?.prev,
    next: p?.next,
  }, body)
}

/** The page of a record the caller may read. */
export function renderRecordPage (content: PageContent, frame: PageFrame): string {
  if (content.kind === 'event') return eventPage(content.record, content.series, content.alternates, frame)
  return listPage(content.kind, content.record, content.upcoming, content.alternates, frame)
}

/** The password form of a protected record (SPEC §3.9): POST to the page's own address; `wrong` after a failed try. */
export function renderLockedPage (_kind: PageKind, action: string, wrong: boolean, frame: PageFrame): string {
  const w = PAGE_WORDS[frame.lang]
  return layout(frame, { title: `${w.protectedTitle} – ${w.calendar}`, description: '', canonical: null, alternates: {}, jsonLd: null, image: null, noindex: true },
    render('locked', { w, action, wrong }))
}

/** The 404 page (unknown or unreadable record, bad address) and the 429 page (too many password attempts). */
export function renderErrorPage (status: 404 | 429, frame: PageFrame, retryAfter = 60): string {
  const w = PAGE_WORDS[frame.lang]
  const [heading, message] = status === 404 ? [w.notFoundTitle, w.notFoundText] : [w.tooManyTitle, format(w.tooManyText, { seconds: retryAfter })]
  return layout(frame, { title: `${heading} – ${w.calendar}`, description: '', canonical: null, alternates: {}, jsonLd: null, image: null, noindex: true },
    render('message', { heading, text: message }))
}
