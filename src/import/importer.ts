// `calendar-cli import <site REST root>` (SPEC §9.5): streams the categories, tags, venues, organizers and events of a
// site running the plugin's REST API v1, in that order (parents and linked records before what links them): each page
// is checked (./records.ts; ids another kind holds are reported and skipped) and written (./store.ts) as it is read,
// so memory does not grow with the site (issue 37: a hostile site of 50,000 pages, or of pages of megabytes, crashed
// an import that read everything first). What needs the whole source keeps ids only (./id-set.ts): category parents
// given on a later page are set by a second pass, and --prune acts after every list was read completely. A run that
// fails midway leaves the pages it wrote; running it again continues.
import { isValidTimezone } from '../domain/dates.js'
import type { EventStatus } from '../domain/event-status.js'
import type { Repositories } from '../repositories/index.js'
import { isRecordId, type PostKind } from '../repositories/posts.js'
import {
  RecordError, UTC_CONTEXT, coreEventStatus, idOf, parseEvent, parseOrganizer, parseTerm, parseVenue, shown,
  type EventRecord, type ImportKind, type ParseContext, type OrganizerRecord, type TermRecord, type VenueRecord,
} from './records.js'
import { IdSet, ParentLinks } from './id-set.js'
import { basicAuthorization, Source, SourceError, type SourceOptions, type SourceResponse } from './source.js'
import { noCounts, parentsFirst, prunePosts, pruneTerms, settleParents, storePosts, storeTerms, type Counts, type StoreContext } from './store.js'

export const NAMESPACE = 'tribe/events/v1'
/** The plugin's largest page (and ours). */
export const PAGE_SIZE = 50
/** A bound on the pages of one list (2.5 million records): a site answering absurd totals cannot keep us busy forever. */
const MAX_PAGES = 50_000
const ALL_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash']
/** Problems the result keeps: a site of millions of bad records must not fill memory with their reports. */
export const MAX_PROBLEMS_KEPT = 1000

export class ImportError extends Error {}

export type Resource = 'categories' | 'tags' | 'venues' | 'organizers' | 'events'
export const RESOURCES: Resource[] = ['categories', 'tags', 'venues', 'organizers', 'events']
const KIND: Record<Resource, ImportKind> = { categories: 'category', tags: 'tag', venues: 'venue', organizers: 'organizer', events: 'event' }

export interface ResourceSummary extends Counts { resource: Resource; fetched: number; skipped: number }
/** The request a problem comes from: the one that failed, or the one that gave the record that was refused (its URL
 *  with any `password` value masked: reports end up in terminals and logs). */
export interface SourceRequest { method: 'GET'; url: string; status: number }
export interface Problem { resource: Resource; id: number | null; message: string; request?: SourceRequest; /** import --ics: the VEVENT's UID */ uid?: string; /** import --ics: the line its VEVENT begins on */ line?: number }

export interface ImportOptions {
  root: string
  user?: string
  appPassword?: string
  dryRun?: boolean
  prune?: boolean
  language: string
  /** local user id for records whose source author has no local user of the same login */
  fallbackAuthor: number
  /** records per request and per write transaction (default and largest: PAGE_SIZE) */
  pageSize?: number
  source?: Partial<SourceOptions>
  progress?: (event: ProgressEvent) => void
  /** the clock the writes are stamped with (default: the system's) */
  clock?: () => Date
}

export type ProgressEvent =
  | { type: 'fetch'; resource: Resource; page: number; pages: number; records: number }
  | { type: 'write'; resource: Resource; done: number; total: number }
  | { type: 'retry'; url: string; attempt: number; reason: string; delayMs: number }
  | { type: 'problem'; problem: Problem }

export interface ImportResult {
  source: string
  dryRun: boolean
  resources: ResourceSummary[]
  /** the first MAX_PROBLEMS_KEPT problems (every one was passed to `progress` as it came) */
  problems: Problem[]
  /** problems beyond those */
  problemsOmitted?: number
  requests: number
  retries: number
  fetchMs: number
  writeMs: number
  /** whether anything was (or, in a dry run, would be) changed */
  changed: boolean
}

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Pages read ahead of the one being checked and written: with the page in hand, at most 1 + PAGES_AHEAD pages are
 *  in memory, whatever the site's size. */
const PAGES_AHEAD = 3

/** The pages of one list in the source's order, each yielded as soon as it is read, with the records whose id was
 *  seen before left out (records shifting between pages while we read would otherwise come twice; `seen` keeps the
 *  ids). Page 1 tells the number of pages (X-TEC-TotalPages, or `total_pages`); up to PAGES_AHEAD of the next pages
 *  are read while one is written; a `next_rest_url` on the last page (records added while we read) is followed. */
async function * listPages (source: Source, resource: Resource, query: Record<string, string | number>, pageSize: number, seen: IdSet, progress: ImportOptions['progress']): AsyncGenerator<Page> {
  const pageUrlOf = (page: number) => source.url(`${NAMESPACE}/${resource}`, { ...query, per_page: pageSize, page })
  const items = (r: { status: number; body: unknown; url: string }, page: number): { list: unknown[]; request: SourceRequest; next?: string; totalPages?: number } => {
    const request = requestOf(r)
    // Events, venues and organizers answer 404 for a page past the end (SPEC §3.4): an empty page.
    if (r.status === 404 && page > 1) return { list: [], request }
    if (r.status === 401 || r.status === 403) throw new ImportError(`${r.url}: HTTP ${r.status}${errorCode(r.body)}: the credentials are refused or lack the right to read this list`)
    if (r.status !== 200) throw new ImportError(`${r.url}: HTTP ${r.status}${errorCode(r.body)}`)
    if (!isObj(r.body) || !Array.isArray(r.body[resource])) throw new ImportError(`${r.url}: not a ${resource} list of the plugin's REST API (no "${resource}" array)`)
    const next = typeof r.body.next_rest_url === 'string' ? r.body.next_rest_url : undefined
    const totalPages = Number(r.body.total_pages)
    return { list: r.body[resource] as unknown[], request, next, totalPages: Number.isSafeInteger(totalPages) ? totalPages : undefined }
  }
  const fresh = (r: { list: unknown[]; request: SourceRequest }): Page => ({
    request: r.request,
    items: r.list.filter((item) => {
      const id = isObj(item) && /^\d{1,10}$/.test(String(item.id)) ? Number(item.id) : NaN
      // A record without a valid id passes: parsing reports it.
      return !isRecordId(id) || seen.add(id)
    }),
  })
  const first = await source.get(pageUrlOf(1))
  const p1 = items(first, 1)
  const header = Number(first.headers.get('x-tec-totalpages') ?? first.headers.get('x-calendar-totalpages') ?? NaN)
  let pages = Number.isSafeInteger(header) && header >= 0 ? header : p1.totalPages ?? (p1.next ? 2 : 1)
  if (pages > MAX_PAGES) throw new ImportError(`${first.url}: the site announces ${pages} pages of ${resource}; more than the ${MAX_PAGES} an import reads`)
  pages = Math.max(pages, 1)
  progress?.({ type: 'fetch', resource, page: 1, pages, records: p1.list.length })
  let next = p1.next
  yield fresh(p1)
  const ahead: Array<Promise<ReturnType<typeof items>>> = []
  let requested = 1
  for (let page = 2; page <= pages; page++) {
    while (requested < pages && ahead.length < PAGES_AHEAD) {
      const n = ++requested
      const read = source.get(pageUrlOf(n)).then((r) => items(r, n))
      // Awaited below, in order; one that fails while an earlier page is written must not count as unhandled.
      read.catch(() => {})
      ahead.push(read)
    }
    const r = await ahead.shift()!
    next = r.next
    progress?.({ type: 'fetch', resource, page, pages, records: r.list.length })
    yield fresh(r)
  }
  // Pages beyond the announced count (records added meanwhile): follow next_rest_url.
  for (let page = pages + 1; next && page <= MAX_PAGES; page++) {
    let u: URL
    try { u = new URL(next) } catch { break }
    // The site may name itself by another host than the one given (home URL vs. the address used): same path, our origin.
    if (u.origin !== source.root.origin) u = new URL(u.pathname + u.search, source.root.origin)
    const r = items(await source.get(u), page)
    if (r.list.length === 0) break
    next = r.next
    progress?.({ type: 'fetch', resource, page, pages: page, records: r.list.length })
    yield fresh(r)
  }
}

/** One page of a list: its records (those not seen before) and the request that gave them. */
interface Page { items: unknown[]; request: SourceRequest }

/** What a report names of a request: its URL without the value of `password` (the record's secret). */
export function requestOf (r: { status: number; url: string }): SourceRequest {
  let url = r.url
  try {
    const u = new URL(r.url)
    if (u.searchParams.has('password')) {
      u.searchParams.set('password', '***')
      url = u.href
    }
  } catch {}
  return { method: 'GET', url, status: r.status }
}

/** `GET <url> → HTTP <status>`, as reports print a request. */
export const shownRequest = (r: SourceRequest): string => `${r.method} ${r.url} → HTTP ${r.status}`

function errorCode (body: unknown): string {
  return isObj(body) && typeof body.code === 'string' ? ` (${body.code.slice(0, 80)})` : ''
}

/** Passwords kept per post type: a site of more protected records has the others' passwords read one by one (core's
 *  single answer, readProtected), which bounds what the passwords cost in memory. */
const MAX_PASSWORDS = 20_000

/** What WordPress core's REST API (`context=edit`) tells of a post type: the id of every record but trashed ones (its
 *  plugin's event list leaves out events hidden from listings, which this list names) and the passwords of protected
 *  ones (the plugin's answers never reveal them). `complete` is false when a page after the first could not be read:
 *  records the plugin did not list may then be missing, and --prune must not act. Empty when the site does not answer
 *  it at all (older sites, other permissions). */
interface CoreList { ids: IdSet; passwords: Map<number, string>; complete: boolean; statuses: EventStatuses }

/** Events' statuses (SPEC §9.6) as core's lists give them: only those not scheduled are kept (a few per calendar);
 *  `known` says whether the site gives them at all, and so whether an event missing here is scheduled. */
interface EventStatuses { known: boolean; of: Map<number, { status: EventStatus; reason: string }> }

const STATUS_FIELDS = 'meta._tribe_events_status,meta._tribe_events_status_reason'

/** Notes the status of core's list item `x` (id `id`) when it carries one. */
function noteStatus (statuses: EventStatuses, id: number, x: unknown): void {
  const s = coreEventStatus(x)
  if (s === undefined) return
  statuses.known = true
  if (s.status !== 'scheduled' && statuses.of.size < MAX_PASSWORDS) statuses.of.set(id, s)
}

async function coreList (source: Source, postType: string, problems: (m: string, request: SourceRequest) => void): Promise<CoreList> {
  const out: CoreList = { ids: new IdSet(), passwords: new Map(), complete: true, statuses: { known: false, of: new Map() } }
  let capped = false
  const fields = postType === 'tribe_events' ? `id,password,${STATUS_FIELDS}` : 'id,password'
  for (let page = 1; page <= MAX_PAGES; page++) {
    const r = await source.get(source.url(`wp/v2/${postType}`, { context: 'edit', status: 'publish,future,draft,pending,private', per_page: 100, page, _fields: fields }))
    if (r.status === 400 && page > 1) break // rest_post_invalid_page_number
    if (r.status !== 200 || !Array.isArray(r.body)) {
      if (page === 1) problems(`cannot read the passwords of ${postType} (HTTP ${r.status}${errorCode(r.body)}): each protected record's is asked on its own`, requestOf(r))
      else {
        problems(`cannot read page ${page} of the ${postType} that WordPress lists (HTTP ${r.status}${errorCode(r.body)}): records hidden from the plugin's lists may be missing`, requestOf(r))
        out.complete = false
      }
      break
    }
    for (const x of r.body) {
      if (!isObj(x)) continue
      let id: number
      try { id = idOf(x.id, 'id') } catch { continue } // a bad id: that record is reported by the plugin's list
      out.ids.add(id)
      noteStatus(out.statuses, id, x)
      if (typeof x.password !== 'string' || x.password === '') continue
      if (out.passwords.size < MAX_PASSWORDS) out.passwords.set(id, x.password)
      else if (!capped) {
        problems(`more than ${MAX_PASSWORDS} password-protected ${postType} records: the others' passwords are asked one by one`, requestOf(r))
        capped = true
      }
    }
    const totalPages = Number(r.headers.get('x-wp-totalpages') ?? 1)
    if (page >= totalPages) break
  }
  return out
}

/** Without credentials: the statuses of the published events, from core's public list (the plugin's event lists carry
 *  no status). Unknown when the site does not answer it: then only single reads' JSON-LD tell. */
async function publicEventStatuses (source: Source): Promise<EventStatuses> {
  const out: EventStatuses = { known: false, of: new Map() }
  for (let page = 1; page <= MAX_PAGES; page++) {
    const r = await source.get(source.url('wp/v2/tribe_events', { per_page: 100, page, _fields: `id,${STATUS_FIELDS}` }))
    if (r.status !== 200 || !Array.isArray(r.body)) {
      if (page > 1) out.known = false // a page missing: an event not named may be canceled all the same
      break
    }
    for (const x of r.body) if (isObj(x) && isRecordId(Number(x.id))) noteStatus(out, Number(x.id), x)
    if (page >= Number(r.headers.get('x-wp-totalpages') ?? 1)) break
  }
  return out
}

/** Plugin login → id of the source's users (wp/v2/users), to map authors onto local users of the same login. */
async function sourceUsers (source: Source, authed: boolean): Promise<Map<number, string>> {
  const out = new Map<number, string>()
  try {
    const r = await source.get(source.url('wp/v2/users', { per_page: 100, ...(authed ? { context: 'edit' } : {}), _fields: 'id,slug,username' }))
    if (r.status === 200 && Array.isArray(r.body)) {
      for (const u of r.body) {
        if (!isObj(u)) continue
        const login = typeof u.username === 'string' ? u.username : typeof u.slug === 'string' ? u.slug : ''
        if (login !== '' && typeof u.id === 'number') out.set(u.id, login)
      }
    }
  } catch (err) {
    if (!(err instanceof SourceError)) throw err
  }
  return out
}

/** The site's timezone from the REST root index (`timezone_string`, else `gmt_offset` hours), for the dates WordPress
 *  gives in site time only (drafts). UTC when the index does not say. */
async function siteContext (source: Source): Promise<ParseContext> {
  try {
    const r = await source.get(source.root)
    if (r.status === 200 && isObj(r.body)) {
      const tz = r.body.timezone_string
      if (typeof tz === 'string' && tz !== '' && isValidTimezone(tz)) return { siteZone: tz }
      const off = Number(r.body.gmt_offset)
      if (Number.isFinite(off) && Math.abs(off) <= 14) {
        const h = Math.trunc(off)
        const m = Math.round(Math.abs(off - h) * 60)
        const zone = off === 0 ? 'UTC' : `UTC${off < 0 ? '-' : '+'}${Math.abs(h)}${m ? `:${String(m).padStart(2, '0')}` : ''}`
        if (isValidTimezone(zone)) return { siteZone: zone }
      }
    }
  } catch (err) {
    if (!(err instanceof SourceError)) throw err
  }
  return UTC_CONTEXT
}

/** Whether a record of the plugin's answer has its protected fields blanked (SPEC §3.9): `all_day` is never null
 *  otherwise. */
const blanked = (o: Obj): boolean => o.all_day === null && o.show_map === null

export async function runImport (repos: Repositories, opts: ImportOptions): Promise<ImportResult> {
  const t0 = Date.now()
  const authed = opts.user !== undefined
  const authorization = opts.user !== undefined ? basicAuthorization(opts.user, opts.appPassword ?? '') : undefined
  const source = new Source({
    root: opts.root,
    authorization,
    onRetry: (info) => opts.progress?.({ type: 'retry', ...info }),
    ...opts.source,
  })
  const problems: Problem[] = []
  let problemsOmitted = 0
  const report: Report = (resource, id, message, request) => {
    const problem: Problem = { resource, id, message, ...(request ? { request } : {}) }
    if (problems.length < MAX_PROBLEMS_KEPT) problems.push(problem)
    else problemsOmitted++
    opts.progress?.({ type: 'problem', problem })
  }
  const pageSize = Math.min(PAGE_SIZE, Math.max(1, Math.trunc(opts.pageSize ?? PAGE_SIZE)))
  const statuses = authed ? ALL_STATUSES : ['publish']
  const statusQuery: Record<string, string> = authed ? { status: statuses.join(',') } : {}
  const dryRun = opts.dryRun ?? false
  let writeMs = 0
  let wrote = false

  try {
    /** source author id → local user id: read before the first post is written */
    const authorMap = new Map<number, number>()
    const ctx: StoreContext = {
      repos,
      language: opts.language,
      dryRun,
      author: (id) => authorMap.get(id) ?? opts.fallbackAuthor,
      warn: (kind, id, message) => report(`${kind === 'category' ? 'categories' : `${kind}s`}` as Resource, id, message),
      clock: opts.clock ?? (() => new Date()),
    }
    /** Ids the source listed, per list (--prune keeps them), and ids accepted per kind (a later page's record of
     *  another kind with one of them is a clash). */
    const seen = Object.fromEntries(RESOURCES.map((r) => [r, new IdSet()])) as Record<Resource, IdSet>
    const accepted: Record<ImportKind | 'image', IdSet> = { category: new IdSet(), tag: new IdSet(), venue: new IdSet(), organizer: new IdSet(), event: new IdSet(), image: new IdSet() }
    const summaries = RESOURCES.map((resource): ResourceSummary => ({ resource, fetched: 0, skipped: 0, ...noCounts() }))
    const summaryOf = (resource: Resource): ResourceSummary => summaries.find((x) => x.resource === resource)!
    const write = async (resource: Resource, fetched: number, records: number, store: () => Promise<Counts>): Promise<void> => {
      const s = summaryOf(resource)
      s.fetched += fetched
      s.skipped += fetched - records
      if (records === 0) return
      const t = Date.now()
      const c = await store()
      writeMs += Date.now() - t
      s.created += c.created; s.updated += c.updated; s.unchanged += c.unchanged; s.trashed += c.trashed
      if (!dryRun && c.created + c.updated + c.trashed > 0) wrote = true
    }
    const written = (resource: Resource): void => {
      const s = summaryOf(resource)
      const total = s.created + s.updated + s.unchanged
      opts.progress?.({ type: 'write', resource, done: total, total })
    }
    /** The records of a page that parse, each remembered with the request that gave it (`from`: what a problem
     *  with it names); the others are reported with theirs and skipped. */
    const parse = <T extends { id: number }>(resource: Resource, raw: Sourced[], fn: (v: unknown) => T, from: Map<number, SourceRequest>): T[] => {
      const out: T[] = []
      for (const { item, request, unreadable } of raw) {
        const id = isObj(item) && /^\d{1,10}$/.test(String(item.id)) ? Number(item.id) : null
        try {
          if (unreadable) throw unreadable
          // Protected records that could not be read whole: their fields are blanked (SPEC §3.9), importing them
          // would store the blanks (and, without their password, publish what is left).
          if (isObj(item) && typeof item.password !== 'string' && isBlanked(resource, item)) {
            throw new RecordError(authed
              ? 'password-protected: the source blanked its fields and did not reveal its password'
              : 'password-protected: its fields are not readable without credentials that can edit it')
          }
          const record = fn(item)
          from.set(record.id, request)
          out.push(record)
        } catch (err) {
          if (!(err instanceof RecordError)) throw err
          if (err instanceof UnreadableError) report(resource, id, err.message, err.request)
          else report(resource, id, id === null ? `${err.message} (record ${shown(item)})` : err.message, request)
        }
      }
      return out
    }
    const fromPage = (page: Page): Sourced[] => page.items.map((item) => ({ item, request: page.request }))

    // ---- categories (parents first; a parent on a later page is set by a second pass over the links), tags ----
    const deferred = new ParentLinks()
    for await (const page of listPages(source, 'categories', { hide_empty: 'false' }, pageSize, seen.categories, opts.progress)) {
      const from = new Map<number, SourceRequest>()
      const ok = await checkTerms(repos, opts.language, 'category', parse('categories', fromPage(page), (v) => parseTerm(v, 'category'), from), accepted, report, from)
      await write('categories', page.items.length, ok.length, () => storeTerms(ctx, parentsFirst(ok, ctx.warn), deferred, accepted.category))
    }
    const t = Date.now()
    await settleParents(ctx, deferred, accepted.category, summaryOf('categories'))
    writeMs += Date.now() - t
    written('categories')
    for await (const page of listPages(source, 'tags', { hide_empty: 'false' }, pageSize, seen.tags, opts.progress)) {
      const from = new Map<number, SourceRequest>()
      const ok = await checkTerms(repos, opts.language, 'tag', parse('tags', fromPage(page), (v) => parseTerm(v, 'tag'), from), accepted, report, from)
      await write('tags', page.items.length, ok.length, () => storeTerms(ctx, ok, { push: () => {} }, accepted.tag))
    }
    written('tags')

    // ---- what pages of posts need: the site's timezone, its authors, core's lists (ids and passwords) ----
    const ctx0 = await siteContext(source)
    const users = await sourceUsers(source, authed)
    const localByLogin = new Map((await repos.users.list()).map((u) => [u.login, u.id]))
    for (const [id, login] of users) {
      const local = localByLogin.get(login)
      if (local !== undefined) authorMap.set(id, local)
    }
    const noCore = (): CoreList => ({ ids: new IdSet(), passwords: new Map(), complete: true, statuses: { known: false, of: new Map() } })
    const core: Record<'venues' | 'organizers' | 'events', CoreList> = authed
      ? {
          venues: await coreList(source, 'tribe_venue', (m, req) => report('venues', null, m, req)),
          organizers: await coreList(source, 'tribe_organizer', (m, req) => report('organizers', null, m, req)),
          events: await coreList(source, 'tribe_events', (m, req) => report('events', null, m, req)),
        }
      : { venues: noCore(), organizers: noCore(), events: { ...noCore(), statuses: await publicEventStatuses(source) } }

    // ---- venues, organizers, then events (which link them), each page written as it is read ----
    const posts: Array<[Resource & ('venues' | 'organizers' | 'events'), PostKind, Record<string, string>, (v: unknown) => VenueRecord | OrganizerRecord | EventRecord]> = [
      ['venues', 'venue', statusQuery, (v) => parseVenue(v, ctx0)],
      ['organizers', 'organizer', statusQuery, (v) => parseOrganizer(v, ctx0)],
      // every event, whatever its dates (the list's default window starts yesterday)
      ['events', 'event', { start_date: '1000-01-01 00:00:00', end_date: '9999-12-31 23:59:59', ...statusQuery }, (v) => parseEvent(v, ctx0)],
    ]
    for (const [resource, kind, query, parseOne] of posts) {
      const { passwords } = core[resource]
      const page = async (raw: Sourced[]): Promise<void> => {
        const from = new Map<number, SourceRequest>()
        const parsed = parse(resource, raw, parseOne, from)
        if (kind === 'event') withStatuses(parsed as EventRecord[], core.events.statuses)
        const ok = await checkPosts(repos, opts.language, kind, parsed, accepted, report, from)
        await write(resource, raw.length, ok.length, () => storePosts(ctx, kind, ok))
      }
      for await (const p of listPages(source, resource, query, pageSize, seen[resource], opts.progress)) {
        await page(await unlock(source, resource, fromPage(p), passwords, authed))
      }
      for await (const raw of unlisted(source, resource, core[resource], seen[resource], pageSize, report)) await page(raw)
      written(resource)
    }

    if (opts.prune) {
      const incomplete = RESOURCES.filter((r) => r !== 'categories' && r !== 'tags' && !core[r].complete)
      if (incomplete.length) {
        for (const r of incomplete) report(r, null, '--prune was not applied: not every record of the source could be read (see above)')
      } else {
        const visible = new Set(statuses)
        // Events first, so that venues and organizers that go are unlinked from events that stay only.
        summaryOf('events').trashed += await prunePosts(ctx, 'event', seen.events, visible)
        summaryOf('venues').trashed += await prunePosts(ctx, 'venue', seen.venues, visible)
        summaryOf('organizers').trashed += await prunePosts(ctx, 'organizer', seen.organizers, visible)
        summaryOf('tags').trashed += await pruneTerms(ctx, 'tag', seen.tags)
        summaryOf('categories').trashed += await pruneTerms(ctx, 'category', seen.categories)
      }
    }
    if (!dryRun) await repos.posts.syncIdSequences()

    return {
      source: source.root.href,
      dryRun,
      resources: summaries,
      problems,
      problemsOmitted,
      requests: source.requests,
      retries: source.retried,
      fetchMs: Date.now() - t0 - writeMs,
      writeMs,
      changed: summaries.some((s) => s.created + s.updated + s.trashed > 0),
    }
  } catch (err) {
    // Pages are written as they are read: what was written stays (a second run continues), and records created here
    // afterwards must still draw ids after the imported ones.
    if (wrote) await repos.posts.syncIdSequences().catch(() => {})
    if (err instanceof ImportError || err instanceof SourceError) {
      err.message += dryRun || !wrote
        ? `\nNothing was written${opts.prune ? ' or pruned' : ''}.`
        : `\nThe pages read before this failure were written${opts.prune ? ' (nothing was pruned)' : ''}: run the import again to continue.`
    }
    throw err
  }
}

/** A record of the source with the request that gave it (what a problem with the record names). */
interface Sourced { item: unknown; request: SourceRequest; unreadable?: UnreadableError }

/** A protected record that could not be read whole: the reason, and the request that failed. Parsing reports it and
 *  skips the record (its blanked fields are never stored). */
class UnreadableError extends RecordError {
  constructor (message: string, readonly request: SourceRequest) { super(message) }
}

const CORE_TYPE: Record<'venues' | 'organizers' | 'events', string> = { venues: 'tribe_venue', organizers: 'tribe_organizer', events: 'tribe_events' }

/** Whether a record of the plugin's answer has its protected fields blanked (SPEC §3.9): an event's `all_day` is
 *  never null otherwise, a venue's or organizer's name never an array. */
function isBlanked (resource: Resource, o: Obj): boolean {
  if (resource === 'events') return blanked(o)
  if (resource === 'venues' || resource === 'organizers') return Array.isArray(o[resource === 'venues' ? 'venue' : 'organizer'])
  return false
}

/** A single read of the plugin that gave the record whole. */
const whole = (resource: Resource, id: number, r: SourceResponse): r is SourceResponse & { body: Obj } =>
  r.status === 200 && isObj(r.body) && Number(r.body.id) === id && !isBlanked(resource, r.body)

const failed = (r: SourceResponse): string => `HTTP ${r.status}${errorCode(r.body)}`

/**
 * A protected record read whole with the import's credentials, by id only (a slug of any bytes never enters a URL):
 * with its password (from core's list, else core's single `context=edit` answer), else through the plugin's
 * `context=edit`, which an editor of the record is answered in full (SPEC §3.9). The password is kept with the record:
 * one whose password cannot be learnt is not imported (it would be stored unprotected). Returns the record, or an
 * UnreadableError naming the reason and the request that failed.
 */
async function readProtected (source: Source, resource: 'venues' | 'organizers' | 'events', id: number, known: string | undefined): Promise<Sourced | UnreadableError> {
  const single = (query: Record<string, string>): Promise<SourceResponse> => source.get(source.url(`${NAMESPACE}/${resource}/${id}`, query))
  let password = known
  let coreFailure: SourceResponse | undefined
  if (password === undefined) {
    const r = await source.get(source.url(`wp/v2/${CORE_TYPE[resource]}/${id}`, { context: 'edit', _fields: 'id,password' }))
    if (r.status === 200 && isObj(r.body) && Number(r.body.id) === id && typeof r.body.password === 'string') password = r.body.password
    else coreFailure = r
  }
  let refused = ''
  if (password) {
    const r = await single({ password })
    if (whole(resource, id, r)) return { item: { ...r.body, password }, request: requestOf(r) }
    refused = `its password was refused (${shownRequest(requestOf(r))}${errorCode(r.body)}${r.status === 200 ? ', fields blanked' : ''}); `
  }
  const r = await single({ context: 'edit' })
  if (whole(resource, id, r)) {
    if (password !== undefined) return { item: { ...r.body, password }, request: requestOf(r) }
    // Readable, but stored without its password it would be public here.
    return new UnreadableError(`password-protected: its password is not readable through WordPress's API (${failed(coreFailure!)}), and stored without it the record would be public: skipped`, requestOf(coreFailure!))
  }
  const core = coreFailure ? `its password is not readable through WordPress's API (${shownRequest(requestOf(coreFailure))}${errorCode(coreFailure.body)}); ` : ''
  return new UnreadableError(`password-protected: ${core}${refused}not readable with context=edit and the import's credentials either (${failed(r)}${r.status === 200 ? ', fields blanked' : ''}): skipped`, requestOf(r))
}

/** Sets each event's status and reason from core's list when the site gives them (SPEC §9.6); otherwise the status
 *  its JSON-LD gave (a single read) stays, with no reason for a scheduled one. */
function withStatuses (records: EventRecord[], statuses: EventStatuses): void {
  for (const r of records) {
    const known = statuses.of.get(r.id) ?? (statuses.known ? { status: 'scheduled' as const, reason: '' } : undefined)
    if (known) {
      r.columns.eventStatus = known.status
      r.columns.eventStatusReason = known.reason
    } else if (r.columns.eventStatus === 'scheduled') r.columns.eventStatusReason = ''
  }
}

/** Protected records: the lists blank their fields; each is read whole (readProtected). Without credentials the
 *  blanked record stays as listed (parsing skips it). */
async function unlock (source: Source, resource: 'venues' | 'organizers' | 'events', raw: Sourced[], passwords: Map<number, string>, authed: boolean): Promise<Sourced[]> {
  return Promise.all(raw.map(async (s): Promise<Sourced> => {
    if (!isObj(s.item) || !authed) return s
    const id = Number(s.item.id)
    const pw = passwords.get(id)
    if (pw === undefined && !isBlanked(resource, s.item)) return s
    if (!isRecordId(id)) return s
    const read = await readProtected(source, resource, id, pw)
    return read instanceof UnreadableError ? { ...s, unreadable: read } : read
  }))
}

/** Records core's API names but the plugin's list left out (events hidden from listings), read one by one and
 *  yielded in pages. Each counts as seen (--prune leaves it alone) unless the plugin answers that it does not exist. */
async function * unlisted (source: Source, resource: 'venues' | 'organizers' | 'events', core: CoreList, seen: IdSet, pageSize: number, report: Report): AsyncGenerator<Sourced[]> {
  const read = async (ids: number[]): Promise<Sourced[]> => (await Promise.all(ids.map(async (id): Promise<Sourced[]> => {
    const pw = core.passwords.get(id)
    const r = await source.get(source.url(`${NAMESPACE}/${resource}/${id}`, pw ? { password: pw } : {}))
    if (r.status !== 404 && r.status !== 410) seen.add(id)
    if (whole(resource, id, r)) return [{ item: pw ? { ...r.body, password: pw } : r.body, request: requestOf(r) }]
    // Protected (403 event-password-protected, or blanked): read whole as the listed ones are.
    if (r.status === 403 || (r.status === 200 && isObj(r.body) && Number(r.body.id) === id)) {
      const p = await readProtected(source, resource, id, pw)
      if (!(p instanceof UnreadableError)) return [p]
      report(resource, id, p.message, p.request)
      return []
    }
    report(resource, id, `listed by WordPress but not readable through the plugin's API (${failed(r)}): skipped`, requestOf(r))
    return []
  }))).flat()
  let ids: number[] = []
  for (const id of core.ids) {
    if (seen.has(id)) continue
    ids.push(id)
    if (ids.length >= pageSize) {
      yield await read(ids)
      ids = []
    }
  }
  if (ids.length) yield await read(ids)
}

type Report = (resource: Resource, id: number | null, message: string, request?: SourceRequest) => void
const a = (kind: string): string => `a${/^[aeio]/.test(kind) ? 'n' : ''} ${kind}`
const POST_KINDS = ['venue', 'organizer', 'event', 'image'] as const

/**
 * The records of a page whose ids are free here or already hold a record of the same kind and language. A record
 * whose id (or whose image's id) another kind holds — here, or earlier in the source — is reported and skipped; the
 * rest of the page is written.
 */
async function checkPosts<T extends VenueRecord | OrganizerRecord | EventRecord> (repos: Repositories, language: string, kind: PostKind, records: T[], accepted: Record<ImportKind | 'image', IdSet>, report: Report, from: Map<number, SourceRequest>): Promise<T[]> {
  const resource = `${kind}s` as Resource
  const ids = [...new Set(records.flatMap((r) => r.image ? [r.id, r.image.id] : [r.id]))]
  const kinds = await repos.posts.kindsOfIds(ids)
  const here = new Map(ids.map((id, i) => [id, kinds[i] ?? null]))
  const languages = new Map((await repos.posts.findMany(kind, ids.filter((id) => here.get(id) === kind))).map((row) => [row.id, row.language]))
  const pagePosts = new Set(records.map((r) => r.id))
  const inSource = (id: number, want: string): string | undefined => POST_KINDS.find((k) => k !== want && accepted[k].has(id))
  const out: T[] = []
  for (const r of records) {
    const clashes: string[] = []
    const other = inSource(r.id, kind)
    const stored = here.get(r.id)
    if (other) clashes.push(`id ${r.id} is ${a(other)} and ${a(kind)} in the source`)
    else if (stored !== null && stored !== undefined && stored !== kind) clashes.push(`id ${r.id} is ${a(stored)} here`)
    else if (languages.has(r.id) && languages.get(r.id) !== language) clashes.push(`stored here in language "${languages.get(r.id)}", the import is in "${language}"`)
    if (r.image) {
      const img = r.image.id
      const imgOther = pagePosts.has(img) ? kind : inSource(img, 'image')
      const imgStored = here.get(img)
      if (imgOther) clashes.push(`id ${img} is ${a(imgOther)} and the image of ${kind} ${r.id} in the source`)
      else if (imgStored !== null && imgStored !== undefined && imgStored !== 'image') clashes.push(`its image's id ${img} is ${a(imgStored)} here`)
    }
    if (clashes.length) {
      report(resource, r.id, `${clashes.join('; ')}: skipped`, from.get(r.id))
      continue
    }
    accepted[kind].add(r.id)
    if (r.image) accepted.image.add(r.image.id)
    out.push(r)
  }
  return out
}

/** The terms of a page whose ids are free here or already hold a term of the same kind and language (as checkPosts). */
async function checkTerms (repos: Repositories, language: string, kind: 'category' | 'tag', records: TermRecord[], accepted: Record<ImportKind | 'image', IdSet>, report: Report, from: Map<number, SourceRequest>): Promise<TermRecord[]> {
  const resource: Resource = kind === 'category' ? 'categories' : 'tags'
  const other = kind === 'category' ? 'tag' : 'category'
  const stored = new Map((await repos.terms.kindsOf(records.map((r) => r.id))).map((t) => [t.id, t]))
  const out: TermRecord[] = []
  for (const r of records) {
    const row = stored.get(r.id)
    const clash = accepted[other].has(r.id)
      ? `term id ${r.id} is a ${other} and a ${kind} in the source`
      : row && row.kind !== kind
        ? `id ${r.id} is a ${row.kind} here`
        : row && row.language !== language ? `stored here in language "${row.language}", the import is in "${language}"` : undefined
    if (clash) {
      report(resource, r.id, `${clash}: skipped`, from.get(r.id))
      continue
    }
    accepted[kind].add(r.id)
    out.push(r)
  }
  return out
}

export { SourceError, KIND }
