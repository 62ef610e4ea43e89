// The calendar page in the browser: FullCalendar's month, week and list views over `GET {base}/events` for the range
// shown, the filter pickers filled from `{base}/categories` and `{base}/venues`, and the iCalendar links of the same
// filters. The filters, the view and the date shown live in the address (`?categories=3&view=listMonth&date=…`), so
// that a view can be bookmarked or shared, and the form works as a plain GET form before the script runs.
import { Calendar, type EventContentArg, type EventInput, type EventSourceFuncArg } from '@fullcalendar/core'
import deLocale from '@fullcalendar/core/locales/de'
import frLocale from '@fullcalendar/core/locales/fr'
import nlLocale from '@fullcalendar/core/locales/nl'
import dayGridPlugin from '@fullcalendar/daygrid'
import listPlugin from '@fullcalendar/list'
import timeGridPlugin from '@fullcalendar/timegrid'
import './calendar.css'
import { PAGE_LANGUAGES, WORDS, type PageLanguage } from './i18n.js'
import { fetchEvents, fetchTerms, filterParams, icsLinks, rangeParams, siteNow, statusParts, toCalendarEvent, FILTER_KEYS, type CalendarEvent, type ApiTerm, type Filters, type PageConfig } from './query.js'

const VIEWS = ['dayGridMonth', 'timeGridWeek', 'listMonth']
const LOCALES = { nl: nlLocale, de: deLocale, fr: frLocale }

function element<T extends HTMLElement> (id: string, type: new () => T): T {
  const el = document.getElementById(id)
  if (!(el instanceof type)) throw new Error(`calendar page: #${id} is missing`)
  return el
}

const config = JSON.parse(element('calendar-config', HTMLScriptElement).textContent ?? '') as PageConfig
const lang: PageLanguage = (PAGE_LANGUAGES as readonly string[]).includes(config.lang) ? config.lang as PageLanguage : 'en'
const words = WORDS[lang]

const form = element('cal-filters', HTMLFormElement)
const category = element('filter-category', HTMLSelectElement)
const venue = element('filter-venue', HTMLSelectElement)
const search = element('filter-search', HTMLInputElement)
const language = element('filter-language', HTMLSelectElement)
const webcal = element('subscribe-webcal', HTMLAnchorElement)
const https = element('subscribe-https', HTMLAnchorElement)
const status = element('cal-status', HTMLElement)

const address = new URL(location.href)
const filters: Filters = { categories: '', venue: '', search: '' }
for (const key of FILTER_KEYS) filters[key] = address.searchParams.get(key) ?? ''
search.value = filters.search

function showStatus (text: string, kind: 'info' | 'error' = 'info'): void {
  status.textContent = text
  status.dataset.kind = kind
}

/** The address bar and the iCalendar links follow the filters, the view and the date shown. */
function syncLinks (): void {
  const links = icsLinks(location.origin, config.base, filters)
  webcal.href = links.webcal
  https.href = links.https
  const params = filterParams(filters)
  params.set('view', calendar.view.type)
  params.set('date', calendar.getDate().toISOString().slice(0, 10))
  history.replaceState(null, '', `${location.pathname}?${params.toString()}`)
}

/** Options of a picker, keeping the choice in the address even when it is not (or no longer) among them. */
function fillPicker (select: HTMLSelectElement, terms: ApiTerm[], chosen: string): void {
  const options = terms.map((t) => new Option(t.name ?? t.venue ?? t.slug, String(t.id)))
    .sort((a, b) => a.text.localeCompare(b.text, lang))
  select.append(...options)
  if (chosen !== '' && !options.some((o) => o.value === chosen)) select.append(new Option(`#${chosen}`, chosen))
  select.value = chosen
}

// A previous range's answers are dropped: FullCalendar keeps only the last fetch, and the aborted ones end quietly.
let inFlight: AbortController | undefined

async function loadEvents (info: EventSourceFuncArg): Promise<EventInput[]> {
  inFlight?.abort()
  const controller = inFlight = new AbortController()
  const params = filterParams(filters)
  const range = rangeParams(info.start, info.end)
  params.set('ends_after', range.ends_after)
  params.set('starts_before', range.starts_before)
  showStatus(words.loading)
  try {
    const { items, total, complete } = await fetchEvents((url, init) => fetch(url, init), config.base, params, controller.signal)
    showStatus(complete ? '' : words.truncated.replace('{shown}', String(items.length)).replace('{total}', String(total)))
    return items.map(toCalendarEvent)
  } catch (err) {
    if (controller.signal.aborted) return []
    showStatus(`${words.failed} ${(err as Error).message}`, 'error')
    throw err
  }
}

/** Time, title and venue; the title links to the event's page (`url`); "↻" before the title of an event of a
 *  recurring series; a canceled or postponed event's label before its title (struck through when canceled, by the
 *  stylesheet), its reason after it in the list view. */
function eventContent (arg: EventContentArg): { domNodes: Node[] } {
  const { event, timeText, view } = arg
  const venueName = String(event.extendedProps.venue ?? '')
  const nodes: Node[] = []
  const span = (cls: string, text: string) => Object.assign(document.createElement('span'), { className: cls, textContent: text })
  const repeats = () => Object.assign(span('cal-series', '↻'), { title: words.repeats, ariaLabel: words.repeats })
  const status = (withReason: boolean) => statusParts(event.extendedProps as CalendarEvent['extendedProps'], words, withReason)
  if (view.type.startsWith('list')) {
    // The list view's row has its own time column; its title cell is ours to fill, link included.
    const link = Object.assign(document.createElement('a'), { href: event.url, textContent: event.title })
    if (event.extendedProps.series === true) nodes.push(repeats())
    const [label, reason] = status(true)
    if (label) nodes.push(span(label.className, label.text))
    nodes.push(link)
    if (reason) nodes.push(span(reason.className, reason.text))
    if (venueName) nodes.push(span('cal-venue', venueName))
    return { domNodes: nodes }
  }
  // A timed event of one day is a dot and a line in the month grid, as FullCalendar draws it itself.
  if (view.type.startsWith('dayGrid') && !event.allDay && arg.isStart && arg.isEnd) nodes.push(span('fc-daygrid-event-dot', ''))
  if (timeText && !event.allDay) nodes.push(span('fc-event-time', timeText))
  if (event.extendedProps.series === true) nodes.push(repeats())
  for (const part of status(false)) nodes.push(span(part.className, part.text))
  nodes.push(span('fc-event-title', event.title))
  if (venueName) nodes.push(span('cal-venue', venueName))
  return { domNodes: nodes }
}

const initialView = address.searchParams.get('view') ?? ''
const initialDate = address.searchParams.get('date') ?? ''

const calendar = new Calendar(element('calendar', HTMLElement), {
  plugins: [dayGridPlugin, timeGridPlugin, listPlugin],
  // Wall-clock times as the API writes them, shown as they are (see toCalendarEvent); "today" is the site's.
  timeZone: 'UTC',
  now: () => siteNow(config),
  locale: lang === 'en' ? 'en-gb' : LOCALES[lang],
  locales: Object.values(LOCALES),
  initialView: VIEWS.includes(initialView) ? initialView : 'dayGridMonth',
  ...(/^\d{4}-\d{2}-\d{2}$/.test(initialDate) ? { initialDate } : {}),
  headerToolbar: { left: 'prev,next today', center: 'title', right: VIEWS.join(',') },
  height: 'auto',
  dayMaxEvents: 4,
  nowIndicator: true,
  eventTimeFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
  displayEventEnd: false,
  events: (info, success, failure) => { loadEvents(info).then(success, failure) },
  eventContent,
  eventDidMount: ({ event, el }) => {
    const props = event.extendedProps as Partial<CalendarEvent['extendedProps']>
    const status = props.status === 'canceled' || props.status === 'postponed' ? [words[props.status], props.statusReason].filter(Boolean).join(': ') : ''
    el.title = [status, event.title, props.venue, props.categories?.join(', '), props.timezone && !event.allDay ? `(${props.timezone})` : '', props.series ? words.repeats : '']
      .filter(Boolean).join(' · ')
  },
  datesSet: () => { syncLinks() },
})

/** A filter changed: new links, new events. */
function refilter (): void {
  filters.categories = category.value
  filters.venue = venue.value
  filters.search = search.value.trim()
  syncLinks()
  calendar.refetchEvents()
}

form.addEventListener('submit', (e) => { e.preventDefault(); refilter() })
category.addEventListener('change', refilter)
venue.addEventListener('change', refilter)
let typing: ReturnType<typeof setTimeout> | undefined
search.addEventListener('input', () => { clearTimeout(typing); typing = setTimeout(refilter, 400) })
language.addEventListener('change', () => {
  // Category and venue ids belong to one language: the other language's page starts without them.
  const params = new URLSearchParams(location.search)
  params.delete('categories')
  params.delete('venue')
  const target = config.pages[language.value]
  if (target) location.assign(`${target}?${params.toString()}`)
})

calendar.render()
document.documentElement.dataset.ready = 'calendar'

// The pickers: the categories that have events (the API's default) and the venues that do.
void Promise.all([
  fetchTerms((url, init) => fetch(url, init), config.base, 'categories', new URLSearchParams()),
  fetchTerms((url, init) => fetch(url, init), config.base, 'venues', new URLSearchParams({ has_events: '1' })),
]).then(([categories, venues]) => {
  fillPicker(category, categories, filters.categories)
  fillPicker(venue, venues, filters.venue)
  document.documentElement.dataset.pickers = 'ready'
}, (err: Error) => { showStatus(`${words.failed} ${err.message}`, 'error') })
