// What the workspace's lists decide without a DOM: which status tabs and row actions a role gets (the rules of
// src/domain/access.ts, restated here because the browser code may not import the server's modules that load
// password hashing; the API enforces them whatever the list offers), the list's state in the address
// (`#/events?status=pending&search=jazz&page=2`) and the API query it makes, the dates of an event in its own zone,
// and the category tree. Tested by test/manage/lists-model.test.ts.
// Not imported from api.ts: the tests import this module under the server's tsconfig, which has no DOM for api.ts.
/** api.ts `Kind` */
type Kind = 'events' | 'venues' | 'organizers' | 'categories' | 'tags'
/** api.ts `Query` */
type Query = Record<string, string | number | boolean | undefined>

export const TABS = ['all', 'publish', 'future', 'draft', 'pending', 'private', 'trash'] as const
export type Tab = typeof TABS[number]

export const PER_PAGE = 20

const RANK: Record<string, number> = { subscriber: 0, contributor: 1, author: 2, editor: 3, administrator: 4 }
const rank = (role: string): number => RANK[role] ?? -1

export const isTermKind = (kind: Kind): kind is 'categories' | 'tags' => kind === 'categories' || kind === 'tags'
/** contributor and up: write events, venues, organizers and list their non-published statuses (SPEC §2.2) */
export const canWrite = (role: string): boolean => rank(role) >= 1
export const canPublish = (role: string): boolean => rank(role) >= 2
export const canManageOthers = (role: string): boolean => rank(role) >= 3
export const canManageTerms = (role: string, kind: 'categories' | 'tags'): boolean => rank(role) >= (kind === 'categories' ? 2 : 3)

/** The status tabs a role can use: none for terms (no statuses) and for those who may list only published records. */
export function tabsFor (role: string, kind: Kind): Tab[] {
  if (isTermKind(kind) || !canWrite(role)) return []
  return [...TABS]
}

export const canCreate = (role: string, kind: Kind): boolean => isTermKind(kind) ? canManageTerms(role, kind) : canWrite(role)

/** The part of a record the rules look at. */
export interface RowRecord { id: number; status?: string; author?: string; series_id?: number | null }

export interface RowActions {
  edit: boolean
  trash: boolean
  restore: boolean
  deleteForever: boolean
  /** moderation of a pending event (editors and administrators) */
  publish: boolean
  reject: boolean
  /** terms: deleted at once (no trash) */
  delete: boolean
}

/** What the API would let `user` do with `record` (canEdit of src/domain/access.ts). */
export function rowActions (user: { id: number; role: string }, kind: Kind, record: RowRecord): RowActions {
  const none: RowActions = { edit: false, trash: false, restore: false, deleteForever: false, publish: false, reject: false, delete: false }
  if (isTermKind(kind)) {
    const may = canManageTerms(user.role, kind)
    return { ...none, edit: may, delete: may }
  }
  const status = record.status ?? 'publish'
  const own = Number(record.author) === user.id
  const published = status === 'publish' || status === 'future'
  const editable = canWrite(user.role) && (canManageOthers(user.role) || (own && (!published || canPublish(user.role))))
  if (!editable) return none
  if (status === 'trash') return { ...none, restore: true, deleteForever: true }
  const moderate = kind === 'events' && status === 'pending' && canManageOthers(user.role)
  return { ...none, edit: true, trash: true, publish: moderate, reject: moderate }
}

/** An occurrence of a series (not its master): its trash asks this / following / all (SPEC §9.3). */
export const isOccurrence = (e: { id: number; series_id?: number | null }): boolean =>
  e.series_id !== null && e.series_id !== undefined && e.series_id !== e.id

/** The list's state, as the address after `#/<kind>?` keeps it. */
export interface ListState {
  /** null: the list opens on its default tab (pending first for moderators with pending events, else all); 'all'
   *  chosen explicitly */
  status: Tab | null
  search: string
  page: number
  start_date: string
  end_date: string
  category: string
  tag: string
  venue: string
  organizer: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ID = /^\d{1,12}$/

/** The state of an address's query; what is not valid there is left out rather than sent to the API. */
export function readState (kind: Kind, query: URLSearchParams): ListState {
  const tabs = tabsFor('administrator', kind) as string[]
  const status = query.get('status') ?? ''
  const page = Number(query.get('page'))
  const events = kind === 'events'
  const day = (name: string): string => { const v = query.get(name) ?? ''; return events && DAY.test(v) ? v : '' }
  const id = (name: string): string => { const v = query.get(name) ?? ''; return events && ID.test(v) ? v : '' }
  return {
    status: tabs.includes(status) ? status as Tab : null,
    search: (query.get('search') ?? '').slice(0, 200),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    start_date: day('start_date'),
    end_date: day('end_date'),
    category: id('category'),
    tag: id('tag'),
    venue: id('venue'),
    organizer: id('organizer'),
  }
}

/** The address of a state: `#/events?status=pending&search=jazz` (defaults left out, so the address stays short). */
export function stateHash (kind: Kind, state: ListState): string {
  const q = new URLSearchParams()
  if (state.status) q.set('status', state.status)
  if (state.search.trim()) q.set('search', state.search.trim())
  for (const key of ['start_date', 'end_date', 'category', 'tag', 'venue', 'organizer'] as const) if (state[key]) q.set(key, state[key])
  if (state.page > 1) q.set('page', String(state.page))
  const text = q.toString()
  return `#/${kind}${text ? `?${text}` : ''}`
}

/** The tabs whose events are mostly to come: without dates chosen they list from yesterday on, the soonest first (the
 *  API orders by start), as the calendar's visitors see them. The others (drafts, pending, private, trash) list every
 *  date: a draft of last month must be findable. */
const UPCOMING_TABS: ReadonlySet<Tab> = new Set<Tab>(['all', 'publish', 'future'])

/** `yyyy-mm-dd` of the day before `now`, in the browser's zone. */
function yesterday (now: Date): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** The API query of a state on a tab. Events: any `starts_after` drops the API's default window of 24 months from
 *  yesterday (SPEC §5.1 rule 4): the upcoming tabs list everything from yesterday on, the others every date;
 *  explicit dates still apply. */
export function apiQuery (kind: Kind, state: ListState, tab: Tab, perPage = PER_PAGE, now = new Date()): Query {
  const query: Query = { per_page: perPage, page: state.page > 1 ? state.page : undefined }
  if (state.search.trim()) query.search = state.search.trim()
  if (isTermKind(kind)) {
    // the API hides terms no published event uses; the workspace shows them all
    query.hide_empty = false
    if (kind === 'categories' && !query.search) { query.orderby = 'name' }
    return query
  }
  if (tab !== 'all') query.status = tab
  if (kind === 'events') {
    query.starts_after = UPCOMING_TABS.has(tab) && !state.start_date && !state.end_date ? yesterday(now) : '1900-01-01'
    if (state.start_date) query.start_date = state.start_date
    if (state.end_date) query.end_date = state.end_date
    if (state.category) query.categories = state.category
    if (state.tag) query.tags = state.tag
    if (state.venue) query.venue = state.venue
    if (state.organizer) query.organizer = state.organizer
  }
  return query
}

interface DateParts { year: string; month: string; day: string; hour: string; minutes: string; seconds?: string }

/** An event's start and end as the event's own wall clock (its zone's abbreviation after them), in `lang`. */
export function formatEventDates (e: { start_date_details: DateParts; end_date_details: DateParts; all_day: boolean | null; timezone_abbr: string }, lang: string, allDay: string): string {
  const utc = (d: DateParts): Date => new Date(Date.UTC(Number(d.year), Number(d.month) - 1, Number(d.day), Number(d.hour), Number(d.minutes)))
  const start = utc(e.start_date_details)
  const end = utc(e.end_date_details)
  const sameDay = e.start_date_details.year === e.end_date_details.year && e.start_date_details.month === e.end_date_details.month &&
    e.start_date_details.day === e.end_date_details.day
  // The parts are the event's wall clock already: formatting them as UTC shows them unchanged in any browser zone.
  const day = new Intl.DateTimeFormat(lang, { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' })
  const time = new Intl.DateTimeFormat(lang, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' })
  if (e.all_day) return sameDay ? `${day.format(start)} (${allDay})` : `${day.format(start)} – ${day.format(end)} (${allDay})`
  if (sameDay) return `${day.format(start)} ${time.format(start)} – ${time.format(end)} ${e.timezone_abbr}`
  return `${day.format(start)} ${time.format(start)} – ${day.format(end)} ${time.format(end)} ${e.timezone_abbr}`
}

/** Categories in tree order (each parent before its children, siblings by name) with their depth; a category whose
 *  parent is not among them is a root, so a partial list still shows every category once. */
export function categoryTree<T extends { id: number; name: string; parent?: number }> (terms: T[]): Array<{ term: T; depth: number }> {
  const ids = new Set(terms.map((t) => t.id))
  const children = new Map<number, T[]>()
  for (const t of terms) {
    const parent = t.parent && ids.has(t.parent) && t.parent !== t.id ? t.parent : 0
    children.set(parent, [...(children.get(parent) ?? []), t])
  }
  const out: Array<{ term: T; depth: number }> = []
  const seen = new Set<number>()
  const walk = (parent: number, depth: number): void => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    for (const t of list) {
      if (seen.has(t.id)) continue
      seen.add(t.id)
      out.push({ term: t, depth })
      walk(t.id, depth + 1)
    }
  }
  walk(0, 0)
  // a cycle in the parents (never written by the API, but imported data may hold one) leaves the rest unvisited
  for (const t of terms) if (!seen.has(t.id)) { seen.add(t.id); out.push({ term: t, depth: 0 }) }
  return out
}
