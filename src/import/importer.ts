// `calendar-cli import <site REST root>` (SPEC §9.5): reads every page of categories, tags, venues, organizers and
// events of a site running the plugin's REST API v1, checks every record (./records.ts), refuses ids that another
// kind holds here before writing anything, then writes page by page (./store.ts), and with --prune trashes what the
// source no longer has. The source is read completely before the first write: a run that cannot read it changes
// nothing, and --prune never acts on a partial view.
import { isValidTimezone } from '../domain/dates.js'
import type { Repositories } from '../repositories/index.js'
import type { PostKind } from '../repositories/posts.js'
import {
  RecordError, UTC_CONTEXT, idOf, parseEvent, parseOrganizer, parseTerm, parseVenue, shown,
  type EventRecord, type ImportKind, type ParseContext, type OrganizerRecord, type TermRecord, type VenueRecord,
} from './records.js'
import { Source, SourceError, type SourceOptions } from './source.js'
import { noCounts, parentsFirst, prunePosts, pruneTerms, storePosts, storeTerms, type Counts, type StoreContext } from './store.js'

export const NAMESPACE = 'tribe/events/v1'
/** The plugin's largest page (and ours). */
export const PAGE_SIZE = 50
/** A bound on the pages of one list (2.5 million records): a site answering absurd totals cannot keep us busy forever. */
const MAX_PAGES = 50_000
const ALL_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash']

export class ImportError extends Error {}

export type Resource = 'categories' | 'tags' | 'venues' | 'organizers' | 'events'
export const RESOURCES: Resource[] = ['categories', 'tags', 'venues', 'organizers', 'events']
const KIND: Record<Resource, ImportKind> = { categories: 'category', tags: 'tag', venues: 'venue', organizers: 'organizer', events: 'event' }

export interface ResourceSummary extends Counts { resource: Resource; fetched: number; skipped: number }
export interface Problem { resource: Resource; id: number | null; message: string; /** import --ics: the VEVENT's UID */ uid?: string }

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
  problems: Problem[]
  requests: number
  retries: number
  fetchMs: number
  writeMs: number
  /** whether anything was (or, in a dry run, would be) changed */
  changed: boolean
}

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Every record of one list, in the source's order, each id once (records shifting between pages while we read
 *  would otherwise come twice). Page 1 tells the number of pages (X-TEC-TotalPages, or `total_pages`); the others are
 *  read in parallel (the Source bounds how many at once); a `next_rest_url` on the last page (records added while we
 *  read) is followed. */
async function readList (source: Source, resource: Resource, query: Record<string, string | number>, pageSize: number, progress: ImportOptions['progress']): Promise<unknown[]> {
  const pageUrlOf = (page: number) => source.url(`${NAMESPACE}/${resource}`, { ...query, per_page: pageSize, page })
  const items = (r: { status: number; body: unknown; url: string }, page: number): { list: unknown[]; next?: string; totalPages?: number } => {
    // Events, venues and organizers answer 404 for a page past the end (SPEC §3.4): an empty page.
    if (r.status === 404 && page > 1) return { list: [] }
    if (r.status === 401 || r.status === 403) throw new ImportError(`${r.url}: HTTP ${r.status}${errorCode(r.body)}: the credentials are refused or lack the right to read this list`)
    if (r.status !== 200) throw new ImportError(`${r.url}: HTTP ${r.status}${errorCode(r.body)}`)
    if (!isObj(r.body) || !Array.isArray(r.body[resource])) throw new ImportError(`${r.url}: not a ${resource} list of the plugin's REST API (no "${resource}" array)`)
    const next = typeof r.body.next_rest_url === 'string' ? r.body.next_rest_url : undefined
    const totalPages = Number(r.body.total_pages)
    return { list: r.body[resource] as unknown[], next, totalPages: Number.isSafeInteger(totalPages) ? totalPages : undefined }
  }
  const first = await source.get(pageUrlOf(1))
  const p1 = items(first, 1)
  const header = Number(first.headers.get('x-tec-totalpages') ?? first.headers.get('x-calendar-totalpages') ?? NaN)
  let pages = Number.isSafeInteger(header) && header >= 0 ? header : p1.totalPages ?? (p1.next ? 2 : 1)
  if (pages > MAX_PAGES) throw new ImportError(`${first.url}: the site announces ${pages} pages of ${resource}; more than the ${MAX_PAGES} an import reads`)
  pages = Math.max(pages, 1)
  progress?.({ type: 'fetch', resource, page: 1, pages, records: p1.list.length })
  let done = 1
  const rest = await Promise.all(Array.from({ length: pages - 1 }, async (_, i) => {
    const r = items(await source.get(pageUrlOf(i + 2)), i + 2)
    progress?.({ type: 'fetch', resource, page: ++done, pages, records: r.list.length })
    return r
  }))
  const all = [p1, ...rest]
  // Pages beyond the announced count (records added meanwhile): follow next_rest_url.
  let next = all[all.length - 1]?.next
  for (let page = pages + 1; next && page <= MAX_PAGES; page++) {
    let u: URL
    try { u = new URL(next) } catch { break }
    // The site may name itself by another host than the one given (home URL vs. the address used): same path, our origin.
    if (u.origin !== source.root.origin) u = new URL(u.pathname + u.search, source.root.origin)
    const r = items(await source.get(u), page)
    if (r.list.length === 0) break
    all.push(r)
    next = r.next
    progress?.({ type: 'fetch', resource, page, pages: page, records: r.list.length })
  }
  const seen = new Set<string>()
  const out: unknown[] = []
  for (const item of all.flatMap((p) => p.list)) {
    const key = isObj(item) ? String(item.id) : JSON.stringify(item)
    if (isObj(item) && seen.has(key)) continue
    seen.add(key)
    out.push(item)
  }
  return out
}

function errorCode (body: unknown): string {
  return isObj(body) && typeof body.code === 'string' ? ` (${body.code.slice(0, 80)})` : ''
}

/** id → password ('' when none) of every record of a post type but trashed ones, from WordPress core's REST API with
 *  `context=edit`: the plugin's own answers never reveal passwords, and its event list leaves out events hidden from
 *  listings, which this list names. Empty when the site does not answer it (older sites, other permissions). */
async function passwords (source: Source, postType: string, problems: (m: string) => void): Promise<Map<number, string>> {
  const out = new Map<number, string>()
  for (let page = 1; page <= MAX_PAGES; page++) {
    const r = await source.get(source.url(`wp/v2/${postType}`, { context: 'edit', status: 'publish,future,draft,pending,private', per_page: 100, page, _fields: 'id,password' }))
    if (r.status === 400 && page > 1) break // rest_post_invalid_page_number
    if (r.status !== 200 || !Array.isArray(r.body)) {
      if (page === 1) problems(`cannot read the passwords of ${postType} (HTTP ${r.status}${errorCode(r.body)}): password-protected records keep their stored password`)
      break
    }
    for (const x of r.body) {
      if (isObj(x) && typeof x.password === 'string') {
        try { out.set(idOf(x.id, 'id'), x.password) } catch { /* a bad id: that record is reported by the plugin's list */ }
      }
    }
    const totalPages = Number(r.headers.get('x-wp-totalpages') ?? 1)
    if (page >= totalPages) break
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
  const authorization = authed ? `Basic ${Buffer.from(`${opts.user}:${opts.appPassword ?? ''}`).toString('base64')}` : undefined
  const source = new Source({
    root: opts.root,
    authorization,
    onRetry: (info) => opts.progress?.({ type: 'retry', ...info }),
    ...opts.source,
  })
  const problems: Problem[] = []
  const report = (resource: Resource, id: number | null, message: string): void => {
    const problem = { resource, id, message }
    problems.push(problem)
    opts.progress?.({ type: 'problem', problem })
  }
  const pageSize = Math.min(PAGE_SIZE, Math.max(1, Math.trunc(opts.pageSize ?? PAGE_SIZE)))
  const statuses = authed ? ALL_STATUSES : ['publish']
  const statusQuery: Record<string, string> = authed ? { status: statuses.join(',') } : {}

  // ---- read everything ----
  const [categoriesRaw, tagsRaw] = await Promise.all([
    readList(source, 'categories', { hide_empty: 'false' }, pageSize, opts.progress),
    readList(source, 'tags', { hide_empty: 'false' }, pageSize, opts.progress),
  ])
  const [venuesRaw, organizersRaw, eventsRaw] = await Promise.all([
    readList(source, 'venues', statusQuery, pageSize, opts.progress),
    readList(source, 'organizers', statusQuery, pageSize, opts.progress),
    // every event, whatever its dates (the list's default window starts yesterday)
    readList(source, 'events', { start_date: '1000-01-01 00:00:00', end_date: '9999-12-31 23:59:59', ...statusQuery }, pageSize, opts.progress),
  ])
  const secrets = authed
    ? await Promise.all(['tribe_venue', 'tribe_organizer', 'tribe_events'].map((t) => passwords(source, t, (m) => report(t === 'tribe_events' ? 'events' : t === 'tribe_venue' ? 'venues' : 'organizers', null, m))))
    : [new Map<number, string>(), new Map<number, string>(), new Map<number, string>()]
  const users = await sourceUsers(source, authed)
  const ctx0 = await siteContext(source)

  // Protected records: the lists blank their fields; with the password (from core's API), the single route answers all.
  const unlock = async (resource: Resource, raw: unknown[], secret: Map<number, string>): Promise<unknown[]> => {
    return Promise.all(raw.map(async (item) => {
      if (!isObj(item)) return item
      const id = Number(item.id)
      const pw = secret.get(id)
      if (!pw) return item
      const r = await source.get(source.url(`${NAMESPACE}/${resource}/${id}`, { password: pw }))
      if (r.status === 200 && isObj(r.body) && Number(r.body.id) === id) return { ...r.body, password: pw }
      report(resource, id, `cannot read the protected record with its password (HTTP ${r.status}${errorCode(r.body)}): imported as listed`)
      return { ...item, password: pw }
    }))
  }
  // Records core's API names but the plugin's list left out (events hidden from listings): read one by one.
  const missing = async (resource: Resource, raw: unknown[], secret: Map<number, string>): Promise<unknown[]> => {
    const listed = new Set(raw.filter(isObj).map((o) => Number(o.id)))
    const extra = await Promise.all([...secret.keys()].filter((id) => !listed.has(id)).map(async (id) => {
      const pw = secret.get(id)
      const r = await source.get(source.url(`${NAMESPACE}/${resource}/${id}`, pw ? { password: pw } : {}))
      if (r.status === 200 && isObj(r.body) && Number(r.body.id) === id) return [pw ? { ...r.body, password: pw } : r.body]
      report(resource, id, `listed by WordPress but not readable through the plugin's API (HTTP ${r.status}${errorCode(r.body)}): skipped`)
      return []
    }))
    return extra.flat()
  }
  const venuesAll = [...await unlock('venues', venuesRaw, secrets[0]!), ...await missing('venues', venuesRaw, secrets[0]!)]
  const organizersAll = [...await unlock('organizers', organizersRaw, secrets[1]!), ...await missing('organizers', organizersRaw, secrets[1]!)]
  const eventsAll = [...await unlock('events', eventsRaw, secrets[2]!), ...await missing('events', eventsRaw, secrets[2]!)]

  // ---- check every record ----
  const parse = <T extends { id: number }>(resource: Resource, raw: unknown[], fn: (v: unknown) => T): T[] => {
    const out: T[] = []
    for (const item of raw) {
      const id = isObj(item) && /^\d{1,10}$/.test(String(item.id)) ? Number(item.id) : null
      try {
        // Protected records whose password we do not have: their fields are blanked (SPEC §3.9), importing them would
        // store the blanks.
        const locked = isObj(item) && typeof item.password !== 'string' && (resource === 'events'
          ? blanked(item)
          : Array.isArray(item[resource === 'venues' ? 'venue' : 'organizer']))
        if (locked) throw new RecordError('password-protected: its fields are not readable without credentials that can edit it')
        out.push(fn(item))
      } catch (err) {
        if (!(err instanceof RecordError)) throw err
        report(resource, id, id === null ? `${err.message} (record ${shown(item)})` : err.message)
      }
    }
    return out
  }
  const categories = parse('categories', categoriesRaw, (v) => parseTerm(v, 'category'))
  const tags = parse('tags', tagsRaw, (v) => parseTerm(v, 'tag'))
  const venues = parse('venues', venuesAll, (v) => parseVenue(v, ctx0))
  const organizers = parse('organizers', organizersAll, (v) => parseOrganizer(v, ctx0))
  const events = parse('events', eventsAll, (v) => parseEvent(v, ctx0))
  const fetchMs = Date.now() - t0

  // ---- ids: refuse clashes before writing anything ----
  await checkIds(repos, opts.language, { categories, tags, venues, organizers, events })

  // ---- authors ----
  const localByLogin = new Map((await repos.users.list()).map((u) => [u.login, u.id]))
  const authorMap = new Map<number, number>()
  for (const [id, login] of users) {
    const local = localByLogin.get(login)
    if (local !== undefined) authorMap.set(id, local)
  }

  // ---- write, page by page ----
  const t1 = Date.now()
  const ctx: StoreContext = {
    repos,
    language: opts.language,
    dryRun: opts.dryRun ?? false,
    author: (id) => authorMap.get(id) ?? opts.fallbackAuthor,
    warn: (kind, id, message) => report(`${kind === 'category' ? 'categories' : `${kind}s`}` as Resource, id, message),
    clock: opts.clock ?? (() => new Date()),
  }
  const summaries: ResourceSummary[] = []
  const fetched: Record<Resource, number> = { categories: categoriesRaw.length, tags: tagsRaw.length, venues: venuesAll.length, organizers: organizersAll.length, events: eventsAll.length }
  const summary = (resource: Resource, records: unknown[]): ResourceSummary => {
    const s: ResourceSummary = { resource, fetched: fetched[resource], skipped: fetched[resource] - records.length, ...noCounts() }
    summaries.push(s)
    return s
  }
  const add = (s: ResourceSummary, c: Counts): void => { s.created += c.created; s.updated += c.updated; s.unchanged += c.unchanged; s.trashed += c.trashed }
  const inPages = async <T>(resource: Resource, records: T[], write: (page: T[]) => Promise<Counts>): Promise<ResourceSummary> => {
    const s = summary(resource, records)
    for (let i = 0; i < records.length; i += pageSize) {
      add(s, await write(records.slice(i, i + pageSize)))
      opts.progress?.({ type: 'write', resource, done: Math.min(i + pageSize, records.length), total: records.length })
    }
    if (records.length === 0) opts.progress?.({ type: 'write', resource, done: 0, total: 0 })
    return s
  }
  const knownCategories = new Set(categories.map((c) => c.id))
  const sc = await inPages('categories', parentsFirst(categories, ctx.warn), (page) => storeTerms(ctx, page, knownCategories))
  const st = await inPages('tags', tags, (page) => storeTerms(ctx, page, new Set()))
  const sv = await inPages('venues', venues, (page) => storePosts(ctx, 'venue', page))
  const so = await inPages('organizers', organizers, (page) => storePosts(ctx, 'organizer', page))
  const se = await inPages('events', events, (page) => storePosts(ctx, 'event', page))

  if (opts.prune) {
    const seen = (raw: unknown[]): Set<number> => new Set(raw.filter(isObj).map((o) => Number(o.id)).filter(Number.isSafeInteger))
    const visible = new Set(statuses)
    // Events first, so that venues and organizers that go are unlinked from events that stay only.
    se.trashed += await prunePosts(ctx, 'event', seen(eventsAll), visible)
    sv.trashed += await prunePosts(ctx, 'venue', seen(venuesAll), visible)
    so.trashed += await prunePosts(ctx, 'organizer', seen(organizersAll), visible)
    st.trashed += await pruneTerms(ctx, 'tag', seen(tagsRaw))
    sc.trashed += await pruneTerms(ctx, 'category', seen(categoriesRaw))
  }
  if (!ctx.dryRun) await repos.posts.syncIdSequences()

  return {
    source: source.root.href,
    dryRun: ctx.dryRun,
    resources: RESOURCES.map((r) => summaries.find((s) => s.resource === r)!),
    problems,
    requests: source.requests,
    retries: source.retried,
    fetchMs,
    writeMs: Date.now() - t1,
    changed: summaries.some((s) => s.created + s.updated + s.trashed > 0),
  }
}

/**
 * Every id the import would write must be free here or already hold a record of the same kind (and language): an id
 * of the post sequence held by another kind (a venue here where the source has an event), a term id held by the other
 * term kind, or one id used by two kinds in the source itself, stops the import before any write, listing the
 * clashes.
 */
async function checkIds (repos: Repositories, language: string, r: { categories: TermRecord[]; tags: TermRecord[]; venues: VenueRecord[]; organizers: OrganizerRecord[]; events: EventRecord[] }): Promise<void> {
  const clashes: string[] = []
  const postKind = new Map<number, string>()
  const claim = (id: number, kind: string, what: string): void => {
    const had = postKind.get(id)
    if (had !== undefined && had !== kind) clashes.push(`id ${id} is ${had} and ${what} in the source`)
    else postKind.set(id, kind)
  }
  for (const v of r.venues) claim(v.id, 'venue', 'a venue')
  for (const o of r.organizers) claim(o.id, 'organizer', 'an organizer')
  for (const e of r.events) claim(e.id, 'event', 'an event')
  for (const p of [...r.venues, ...r.organizers, ...r.events]) if (p.image) claim(p.image.id, 'image', `the image of ${p.kind} ${p.id}`)
  const ids = [...postKind.keys()]
  const kinds = await repos.posts.kindsOfIds(ids)
  ids.forEach((id, i) => {
    const here = kinds[i]
    const want = postKind.get(id)!
    if (here !== null && here !== undefined && here !== want) clashes.push(`${want} ${id}: id ${id} is a${/^[aeio]/.test(here) ? 'n' : ''} ${here} here`)
  })
  for (const kind of ['venue', 'organizer', 'event'] as PostKind[]) {
    const mine = ids.filter((id, i) => kinds[i] === kind && postKind.get(id) === kind)
    for (let i = 0; i < mine.length; i += 500) {
      for (const row of await repos.posts.findMany(kind, mine.slice(i, i + 500))) {
        if (row.language !== language) clashes.push(`${kind} ${row.id}: stored here in language "${row.language}", the import is in "${language}"`)
      }
    }
  }
  const termKind = new Map<number, string>()
  for (const t of [...r.categories, ...r.tags]) {
    const had = termKind.get(t.id)
    if (had !== undefined && had !== t.kind) clashes.push(`term id ${t.id} is a ${had} and a ${t.kind} in the source`)
    termKind.set(t.id, t.kind)
  }
  const termIds = [...termKind.keys()]
  for (let i = 0; i < termIds.length; i += 500) {
    for (const t of await repos.terms.kindsOf(termIds.slice(i, i + 500))) {
      const want = termKind.get(t.id)!
      if (t.kind !== want) clashes.push(`${want} ${t.id}: id ${t.id} is a ${t.kind} here`)
      else if (t.language !== language) clashes.push(`${want} ${t.id}: stored here in language "${t.language}", the import is in "${language}"`)
    }
  }
  if (clashes.length) {
    const shownList = clashes.slice(0, 20).map((c) => `  - ${c}`).join('\n')
    throw new ImportError(`${clashes.length} id clash${clashes.length > 1 ? 'es' : ''}; nothing was written:\n${shownList}${clashes.length > 20 ? `\n  … and ${clashes.length - 20} more` : ''}`)
  }
}

export { SourceError, KIND }
