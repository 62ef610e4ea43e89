// The SPEC §2.3 "Operation × role outcomes" matrix, walked cell by cell over HTTP (with §2.2 capabilities, the
// §2.4 order-of-checks consequences, §2.1 bad tokens, §3.6 statuses/scale-back/trash, §3.8 image URLs and the
// §3.9 password rules for reads/writes). Every expectation is data: compact tables in the SPEC's column order
// (anonymous, subscriber, contributor, author, editor, administrator) that are expanded into one row per cell
// (kind, caller, ownership, status, operation, expected HTTP status, expected code). Each cell is one named
// assertion, so a failure names the cell that broke.
//
// One app serves the whole file (booting is the slow part); clearRecords() separates the groups. Where the service
// differs from SPEC the cell carries tap's `todo` (see TODO below) so that the suite stays green and the mismatch
// stays visible.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { addUser, auth, BASE, build, clearRecords, req, type Res } from '../helper.js'

type Json = Record<string, any>
type Headers = Record<string, string>

// ------------------------------------------------------------------------------------------------ vocabulary

const CALLERS = ['anonymous', 'subscriber', 'contributor', 'author', 'editor', 'administrator'] as const
type Caller = typeof CALLERS[number]
const STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const
type Status = typeof STATUSES[number]
type Owner = 'own' | 'other'
type Op = 'get' | 'update' | 'delete'

interface PostKind {
  kind: 'event' | 'venue' | 'organizer'
  plural: 'events' | 'venues' | 'organizers'
  /** the single-record update method used by the matrix (§1.3: POST, PUT and PATCH are the same operation) */
  update: 'PUT' | 'POST' | 'PATCH'
  /** minimal create fields for a fresh record named `name` */
  fields: (name: string) => Json
}

/** Dates inside the default event-list window (§5.1: yesterday … +24 months) so that lists can see the events. */
const sql = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ')
const NEAR_START = sql(new Date(Date.now() + 7 * 86400_000))
const NEAR_END = sql(new Date(Date.now() + 7 * 86400_000 + 3 * 3600_000))
/** A publication date far in the future: `future` status (§3.6). */
const FAR = '2035-06-01 10:00:00'

const EVENT: PostKind = { kind: 'event', plural: 'events', update: 'PUT', fields: (n) => ({ title: n, start_date: NEAR_START, end_date: NEAR_END }) }
const VENUE: PostKind = { kind: 'venue', plural: 'venues', update: 'POST', fields: (n) => ({ venue: n }) }
const ORGANIZER: PostKind = { kind: 'organizer', plural: 'organizers', update: 'PATCH', fields: (n) => ({ organizer: n }) }
const POST_KINDS = [EVENT, VENUE, ORGANIZER]

let seq = 0
/** Unique names: venue/organizer duplicate detection (§4.2) must never merge two fixtures. */
const uniq = (label: string): string => `${label} ${++seq}`

// ------------------------------------------------------------------------------------------------ expectations

/** 'NNN' or 'NNN code'; `<kind>` is replaced per kind. `null` = the cell does not exist (anonymous owns nothing). */
type Outcome = string | null
interface Expect { status: number; code: string | null }
const parse = (o: string, kind: string): Expect => {
  const [s, code] = o.replace('<kind>', kind).split(' ')
  return { status: Number(s), code: code ?? null }
}

const X = null
const OK = '200'
const NA = '403 <kind>-not-accessible'
const GONE = '403 event-no-longer-available'
const F401 = '401 rest_forbidden'
const F403 = '403 rest_forbidden'
const IN_TRASH = '410 <kind>-is-in-trash'
const BAD = '400 rest_invalid_param'

type Row6 = [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]
/** A caller's column in a Row6: its index in CALLERS. */
type Column = 0 | 1 | 2 | 3 | 4 | 5
/** CALLERS.entries(), each index typed as the column it is (CALLERS has one entry per Row6 column). */
const COLUMNS = CALLERS.map((caller, ci) => [ci as Column, caller] as const)
/** key `${owner} ${status}` → outcome per caller, in CALLERS order. */
type Table = Record<`${Owner} ${Status}`, Row6>

// SPEC §2.3 "GET one …" rows (§4.1 "Read and delete" for events, §4.2/§4.3 for venues/organizers).
//                         anonymous  subscriber contributor author  editor  administrator
const GET_ONE_COMMON: Omit<Table, 'own trash' | 'other trash'> = {
  'own publish': [X, OK, OK, OK, OK, OK],
  'own future': [X, NA, OK, OK, OK, OK],
  'own draft': [X, NA, OK, OK, OK, OK],
  'own pending': [X, NA, OK, OK, OK, OK],
  'own private': [X, NA, OK, OK, OK, OK],
  'other publish': [OK, OK, OK, OK, OK, OK],
  'other future': [NA, NA, NA, NA, OK, OK],
  'other draft': [NA, NA, NA, NA, OK, OK],
  'other pending': [NA, NA, NA, NA, OK, OK],
  'other private': [NA, NA, NA, NA, OK, OK],
}
const GET_ONE: Record<PostKind['kind'], Table> = {
  // "GET a trashed event → 403 event-no-longer-available (every role)"
  event: { ...GET_ONE_COMMON, 'own trash': [X, GONE, GONE, GONE, GONE, GONE], 'other trash': [GONE, GONE, GONE, GONE, GONE, GONE] },
  // "GET a trashed venue/organizer → 403 <kind>-not-accessible … 403 unless own … 200"
  venue: { ...GET_ONE_COMMON, 'own trash': [X, NA, OK, OK, OK, OK], 'other trash': [NA, NA, NA, NA, OK, OK] },
  organizer: { ...GET_ONE_COMMON, 'own trash': [X, NA, OK, OK, OK, OK], 'other trash': [NA, NA, NA, NA, OK, OK] },
}

// SPEC §2.3 "update/DELETE own unpublished / own published / someone else's" ("published" = publish|future, §2.2).
// Updates send no `status`, so the stored status must be kept (§3.6); an update of a trashed record is allowed (§4.1).
const UPDATE: Table = {
  'own publish': [X, F403, F403, OK, OK, OK],
  'own future': [X, F403, F403, OK, OK, OK],
  'own draft': [X, F403, OK, OK, OK, OK],
  'own pending': [X, F403, OK, OK, OK, OK],
  'own private': [X, F403, OK, OK, OK, OK],
  'own trash': [X, F403, OK, OK, OK, OK],
  'other publish': [F401, F403, F403, F403, OK, OK],
  'other future': [F401, F403, F403, F403, OK, OK],
  'other draft': [F401, F403, F403, F403, OK, OK],
  'other pending': [F401, F403, F403, F403, OK, OK],
  'other private': [F401, F403, F403, F403, OK, OK],
  'other trash': [F401, F403, F403, F403, OK, OK],
}
// Same permissions; a permitted DELETE of a trashed record is the second DELETE → 410 (§3.6).
const DELETE: Table = {
  ...UPDATE,
  'own trash': [X, F403, IN_TRASH, IN_TRASH, IN_TRASH, IN_TRASH],
  'other trash': [F401, F403, F403, F403, IN_TRASH, IN_TRASH],
}

interface Cell { kind: PostKind; caller: Caller; owner: Owner; status: Status; op: Op; expect: Expect; label: string }

/** The matrix, one row per cell, grouped by record (one fresh record serves get → update → delete). */
function recordCells (): Cell[][] {
  const groups: Cell[][] = []
  for (const k of POST_KINDS) {
    for (const [ci, caller] of COLUMNS) {
      for (const owner of ['own', 'other'] as Owner[]) {
        for (const status of STATUSES) {
          const key = `${owner} ${status}` as const
          const group: Cell[] = []
          for (const [op, table] of [['get', GET_ONE[k.kind]], ['update', UPDATE], ['delete', DELETE]] as Array<[Op, Table]>) {
            const o = table[key][ci]
            if (o === null) continue
            const expect = parse(o, k.kind)
            group.push({ kind: k, caller, owner, status, op, expect, label: `${k.kind} ${op} as ${caller} on ${owner} ${status}` })
          }
          if (group.length) groups.push(group)
        }
      }
    }
  }
  return groups
}

// SPEC §2.3 list rows. Visible statuses of a list without `status`; `status=draft` → 400 or 200.
const LIST_VISIBLE: Record<Caller, Status[]> = {
  anonymous: ['publish'],
  subscriber: ['publish'],
  contributor: ['publish', 'future', 'draft', 'pending', 'private'],
  author: ['publish', 'future', 'draft', 'pending', 'private'],
  editor: ['publish', 'future', 'draft', 'pending', 'private'],
  administrator: ['publish', 'future', 'draft', 'pending', 'private'],
}
//                       anonymous  subscriber contributor author  editor  administrator
const LIST_STATUS_PARAM: Record<string, Row6> = {
  publish: [OK, OK, OK, OK, OK, OK],
  draft: [BAD, BAD, OK, OK, OK, OK],
  'draft,pending': [BAD, BAD, OK, OK, OK, OK],
  private: [BAD, BAD, OK, OK, OK, OK],
  trash: [BAD, BAD, OK, OK, OK, OK],
}

// SPEC §3.6 scale-back on create (and §2.3 "POST create" row). `sent` → stored status, or an error outcome.
interface CreateCase { sent: string; payload: Json; result: Row6 }
const CREATE_CASES: CreateCase[] = [
  //                                                   anonymous subscriber contributor author   editor   administrator
  { sent: 'absent', payload: {}, result: [F401, F403, 'draft', 'publish', 'publish', 'publish'] },
  { sent: 'publish', payload: { status: 'publish' }, result: [F401, F403, 'pending', 'publish', 'publish', 'publish'] },
  { sent: 'future+date', payload: { status: 'future', date: FAR }, result: [F401, F403, 'pending', 'future', 'future', 'future'] },
  { sent: 'publish+future date', payload: { status: 'publish', date: FAR }, result: [F401, F403, 'pending', 'future', 'future', 'future'] },
  { sent: 'draft', payload: { status: 'draft' }, result: [F401, F403, 'draft', 'draft', 'draft', 'draft'] },
  { sent: 'pending', payload: { status: 'pending' }, result: [F401, F403, 'pending', 'pending', 'pending', 'pending'] },
  { sent: 'private', payload: { status: 'private' }, result: [F401, F403, 'private', 'private', 'private', 'private'] },
]

// SPEC §3.6: the scale-back table applies to every update that sends `status`, on the caller's own draft.
const UPDATE_STATUS_CASES: Array<{ sent: Json; result: Row6 }> = [
  //                                             anonymous subscriber contributor author   editor   administrator
  { sent: { status: 'publish' }, result: [X, F403, 'pending', 'publish', 'publish', 'publish'] },
  { sent: { status: 'future', date: FAR }, result: [X, F403, 'pending', 'future', 'future', 'future'] },
  { sent: { status: 'private' }, result: [X, F403, 'private', 'private', 'private', 'private'] },
  { sent: {}, result: [X, F403, 'draft', 'draft', 'draft', 'draft'] },
]

// SPEC §2.3 term rows. create → 201, update/delete → 200.
const TERM_TABLE: Record<'categories' | 'tags', Record<'list' | 'get' | 'create' | 'update' | 'delete', Row6>> = {
  //                 anonymous subscriber contributor author  editor  administrator
  categories: {
    list: [OK, OK, OK, OK, OK, OK],
    get: [OK, OK, OK, OK, OK, OK],
    create: [F401, F403, F403, '201', '201', '201'],
    update: [F401, F403, F403, OK, OK, OK],
    delete: [F401, F403, F403, OK, OK, OK],
  },
  tags: {
    list: [OK, OK, OK, OK, OK, OK],
    get: [OK, OK, OK, OK, OK, OK],
    create: [F401, F403, F403, F403, '201', '201'],
    update: [F401, F403, F403, F403, OK, OK],
    delete: [F401, F403, F403, F403, OK, OK],
  },
}

// SPEC §2.4 "consequences the tests rely on" (and what follows from the same order for neighbouring cells).
// `{venue}`/`{event}` are replaced by the id of an existing record of that kind; 999999 exists nowhere.
const ORDER_CASES: Array<{ caller: Caller; method: string; url: string; expect: string; why: string }> = [
  { caller: 'anonymous', method: 'DELETE', url: '/venues/999999', expect: BAD, why: 'venue id existence is validation (5) before permission (6)' },
  { caller: 'subscriber', method: 'DELETE', url: '/venues/999999', expect: BAD, why: 'same' },
  { caller: 'anonymous', method: 'PUT', url: '/venues/999999', expect: BAD, why: 'same' },
  { caller: 'anonymous', method: 'DELETE', url: '/organizers/999999', expect: BAD, why: 'organizer id existence is validation (5)' },
  { caller: 'contributor', method: 'PATCH', url: '/organizers/999999', expect: BAD, why: 'same' },
  { caller: 'anonymous', method: 'GET', url: '/venues/999999', expect: BAD, why: '§4.2 unknown id → 400 for everyone' },
  { caller: 'anonymous', method: 'DELETE', url: '/venues/by-slug/no-such-venue', expect: BAD, why: 'slug existence is validation (5)' },
  { caller: 'anonymous', method: 'DELETE', url: '/venues/{event}', expect: BAD, why: '§4.2 id of another kind → 400 for everyone' },
  { caller: 'administrator', method: 'PUT', url: '/events/999999', expect: '404 rest-event-not-found', why: 'event id existence is a handler check (7)' },
  { caller: 'anonymous', method: 'PUT', url: '/events/999999', expect: F401, why: 'permission (6) before the event handler check (7)' },
  { caller: 'subscriber', method: 'PUT', url: '/events/999999', expect: F403, why: 'same' },
  { caller: 'anonymous', method: 'DELETE', url: '/events/999999', expect: F401, why: 'same' },
  { caller: 'administrator', method: 'DELETE', url: '/events/999999', expect: '404 rest-event-not-found', why: 'handler check (7)' },
  { caller: 'anonymous', method: 'GET', url: '/events/999999', expect: '404 rest-event-not-found', why: 'public read, handler check' },
  { caller: 'anonymous', method: 'GET', url: '/events/{venue}', expect: '400 rest-invalid-event-id', why: '§1.4 id of another kind' },
  { caller: 'administrator', method: 'PUT', url: '/events/{venue}', expect: '400 rest-invalid-event-id', why: '§4.1 id of another kind' },
  { caller: 'anonymous', method: 'DELETE', url: '/events/by-slug/no-such-event', expect: BAD, why: 'event slug existence is validation (5)' },
  { caller: 'subscriber', method: 'DELETE', url: '/categories/999999', expect: BAD, why: 'term id existence is validation (5)' },
  { caller: 'anonymous', method: 'DELETE', url: '/categories/999999', expect: BAD, why: 'same' },
  { caller: 'anonymous', method: 'PUT', url: '/categories/999999', expect: BAD, why: 'same' },
  { caller: 'contributor', method: 'DELETE', url: '/tags/999999', expect: BAD, why: 'same' },
  { caller: 'author', method: 'PUT', url: '/tags/999999', expect: BAD, why: 'same' },
  { caller: 'anonymous', method: 'POST', url: '/venues', expect: '400 rest_missing_callback_param', why: 'required params (4) before permission (6)' },
  { caller: 'subscriber', method: 'POST', url: '/events', expect: '400 rest_missing_callback_param', why: 'same' },
]

// §2.1 / §2.4 step 1: a present but malformed, unknown or revoked token → 401 rest_invalid_token everywhere.
const BAD_TOKENS: Array<{ name: string; header: string | 'revoked' }> = [
  { name: 'unknown bearer token', header: 'Bearer not-a-real-token-0123456789' },
  { name: 'empty bearer', header: 'Bearer' },
  { name: 'Basic with an unknown token', header: 'Basic YWRtaW46YWRtaW4=' }, // admin:admin
  { name: 'Basic with the admin token under another login', header: `Basic ${Buffer.from('editor:test-admin-token-0123456789abcdef').toString('base64')}` },
  { name: 'bare token without scheme', header: 'test-admin-token-0123456789abcdef' },
  { name: 'revoked token', header: 'revoked' },
]
const BAD_TOKEN_ROUTES: Array<{ method: 'GET' | 'POST' | 'DELETE'; url: string }> = [
  { method: 'GET', url: '/events' },
  { method: 'GET', url: '/venues' },
  { method: 'GET', url: '/categories' },
  { method: 'GET', url: '/' },
  { method: 'GET', url: '/no-such-route' }, // step 1 before step 2 (404)
  { method: 'DELETE', url: '/venues/999999' }, // step 1 before step 5 (400)
]

// ------------------------------------------------------------------------------------------------ known mismatches

/** label → SPEC reference with expected vs actual; the assertion is then a tap `todo`. */
const TODO: Record<string, string> = {}

// ------------------------------------------------------------------------------------------------ harness

interface Who { id: number | null; headers: Headers }

const shapeOf = (res: Res): Expect => ({ status: res.statusCode, code: res.statusCode >= 300 ? (res.body?.code ?? null) : null })

/** One assertion per cell: HTTP status + error code (+ `data.status` for errors, §3.3). */
function cell (t: Test, res: Res, expect: Expect, label: string): boolean {
  const todo = TODO[label]
  const got: Json = shapeOf(res)
  const want: Json = { ...expect }
  if (expect.status >= 300) { got.dataStatus = res.body?.data?.status; want.dataStatus = expect.status }
  const name = `${label} → ${expect.status}${expect.code ? ' ' + expect.code : ''}`
  return todo ? t.same(got, want, name, { todo }) : t.same(got, want, name)
}

t.test('SPEC §2.3 access matrix', async (t) => {
  const app: FastifyInstance = await build(t)
  const url = (p: string): string => `${BASE}${p}`
  const send = (method: string, path: string, who: Who, payload?: Json): Promise<Res> =>
    req(app, { method: method as any, url: url(path), headers: who.headers, ...(payload ? { payload } : {}) })

  const admin: Who = { id: 1, headers: auth }
  const who: Record<Caller, Who> = {
    anonymous: { id: null, headers: {} },
    subscriber: await addUser(app, 'sub', 'subscriber'),
    contributor: await addUser(app, 'contrib', 'contributor'),
    author: await addUser(app, 'writer', 'author'),
    editor: await addUser(app, 'ed', 'editor'),
    administrator: admin,
  }
  // "someone else": a user that is none of the callers
  const other = await addUser(app, 'other-owner', 'author')

  /** A record of `k` owned by `ownerId` in `status`, written by the admin with an explicit `author` (§4.1 author). */
  async function fixture (k: PostKind, ownerId: number, status: Status, extra: Json = {}): Promise<Json> {
    const payload: Json = { ...k.fields(uniq(`${k.kind} ${status}`)), author: ownerId, ...extra }
    if (status === 'future') Object.assign(payload, { status: 'future', date: FAR })
    else payload.status = status === 'trash' ? 'publish' : status
    const res = await send('POST', `/${k.plural}`, admin, payload)
    if (res.statusCode !== 201) throw new Error(`fixture ${k.kind} ${status}: ${res.statusCode} ${res.raw}`)
    if (status === 'trash') {
      const d = await send('DELETE', `/${k.plural}/${res.body.id}`, admin)
      if (d.statusCode !== 200) throw new Error(`fixture trash ${k.kind}: ${d.statusCode} ${d.raw}`)
      return d.body
    }
    if (res.body.status !== status || res.body.author !== String(ownerId)) {
      throw new Error(`fixture ${k.kind}: asked ${status}/${ownerId}, stored ${res.body.status}/${res.body.author}`)
    }
    return res.body
  }

  // ---------------------------------------------------------------------------------------------- single records

  t.test('§2.3 GET one / update / DELETE × caller × own|other × status', async (t) => {
    for (const group of recordCells()) {
      const { kind: k, caller, owner, status } = group[0]! // recordCells() makes no empty group
      const ownerId = owner === 'own' ? who[caller].id! : other.id
      const rec = await fixture(k, ownerId, status)
      for (const c of group) {
        const path = `/${k.plural}/${rec.id}`
        if (c.op === 'get') {
          const res = await send('GET', path, who[caller])
          if (cell(t, res, c.expect, c.label) && res.statusCode === 200) t.equal(res.body.id, rec.id, `${c.label}: body is the record`)
        } else if (c.op === 'update') {
          const res = await send(k.update, path, who[caller], { description: 'Changed by the matrix.' })
          if (cell(t, res, c.expect, `${c.label} (${k.update})`) && res.statusCode === 200) {
            t.equal(res.body.status, status, `${c.label}: update without status keeps "${status}" (§3.6)`)
          }
        } else {
          const res = await send('DELETE', path, who[caller])
          if (cell(t, res, c.expect, c.label) && res.statusCode === 200) t.equal(res.body.status, 'trash', `${c.label}: answers the trashed record`)
        }
      }
    }
  })

  // ---------------------------------------------------------------------------------------------- lists

  t.test('§2.3 GET list: default scope and the status filter, per caller', async (t) => {
    for (const k of POST_KINDS) {
      await clearRecords(app)
      // every status, owned by someone else and by the contributor
      const labelOf = new Map<number, string>()
      for (const [ownerName, ownerId] of [['other', other.id], ['contributor', who.contributor.id!]] as Array<[string, number]>) {
        for (const status of STATUSES) labelOf.set((await fixture(k, ownerId, status)).id, `${ownerName}:${status}`)
      }
      const labels = (items: Json[] | undefined): string[] => (items ?? []).map((r) => labelOf.get(r.id) ?? `unexpected #${r.id}`).sort()
      // SPEC §2.3: contributors and authors list published records and their own of the other statuses; editors and
      // administrators everyone's.
      const everyones = (caller: Caller) => caller === 'editor' || caller === 'administrator'
      const expectedFor = (statuses: readonly string[], caller: Caller): string[] =>
        [...labelOf.values()].filter((l) => {
          const [owner, status] = l.split(':') as [string, string]
          return statuses.includes(status) && (status === 'publish' || everyones(caller) || owner === caller)
        }).sort()

      for (const [ci, caller] of COLUMNS) {
        const label = `${k.plural} list as ${caller} without status`
        const res = await send('GET', `/${k.plural}?per_page=50`, who[caller])
        if (cell(t, res, { status: 200, code: null }, label)) {
          const todo = TODO[`${label}: items`]
          t.same(labels(res.body[k.plural]), expectedFor(LIST_VISIBLE[caller], caller), `${label}: items = ${LIST_VISIBLE[caller].join('|')} (others' only published)`, todo ? { todo } : {})
          const n = expectedFor(LIST_VISIBLE[caller], caller).length
          t.same([res.body.total, res.headers['x-calendar-total']], [n, String(n)], `${label}: total and X-Calendar-Total count only those`)
        }
        for (const [param, row] of Object.entries(LIST_STATUS_PARAM)) {
          const l = `${k.plural} list as ${caller} with status=${param}`
          const res = await send('GET', `/${k.plural}?per_page=50&status=${param}`, who[caller])
          const expect = parse(row[ci]!, k.kind)
          if (cell(t, res, expect, l) && res.statusCode === 200) {
            const todo = TODO[`${l}: items`]
            t.same(labels(res.body[k.plural]), expectedFor(param.split(','), caller), `${l}: items = ${param} (others' only published)`, todo ? { todo } : {})
            const n = expectedFor(param.split(','), caller).length
            t.same([res.body.total, res.headers['x-calendar-total']], [n, String(n)], `${l}: total and X-Calendar-Total count only those`)
          }
        }
      }
    }
  })

  // ---------------------------------------------------------------------------------------------- create + scale-back

  t.test('§2.3 POST create per caller, with the §3.6 scale-back', async (t) => {
    await clearRecords(app)
    for (const k of POST_KINDS) {
      for (const c of CREATE_CASES) {
        for (const [ci, caller] of COLUMNS) {
          const label = `${k.kind} create as ${caller} with status ${c.sent}`
          const res = await send('POST', `/${k.plural}`, who[caller], { ...k.fields(uniq(`${k.kind} create`)), ...c.payload })
          const r = c.result[ci]!
          const isError = /^\d/.test(r)
          if (cell(t, res, isError ? parse(r, k.kind) : { status: 201, code: null }, label) && !isError) {
            t.equal(res.body.status, r, `${label}: stored "${r}"`)
            t.equal(res.body.author, String(who[caller].id), `${label}: author is the caller`)
          }
        }
      }
      // the scale-back also applies to updates that send `status`
      for (const u of UPDATE_STATUS_CASES) {
        for (const [ci, caller] of COLUMNS) {
          const r = u.result[ci]
          if (r === null) continue
          const rec = await fixture(k, who[caller].id!, 'draft')
          const label = `${k.kind} update of own draft as ${caller} sending ${JSON.stringify(u.sent)}`
          const res = await send(k.update, `/${k.plural}/${rec.id}`, who[caller], { description: 'x', ...u.sent })
          const isError = /^\d/.test(r)
          if (cell(t, res, isError ? parse(r, k.kind) : { status: 200, code: null }, label) && !isError) {
            t.equal(res.body.status, r, `${label}: stored "${r}"`)
          }
        }
      }
    }
  })

  // ---------------------------------------------------------------------------------------------- image URLs

  t.test('§2.3/§3.8 image URL writes: contributor → 400, author+ ok', async (t) => {
    await clearRecords(app)
    for (const k of POST_KINDS) {
      for (const caller of ['contributor', 'author', 'editor', 'administrator'] as Caller[]) {
        const img = `https://cdn.example.org/${k.kind}-${caller}-${++seq}.jpg`
        const label = `${k.kind} create as ${caller} with a new image URL`
        const res = await send('POST', `/${k.plural}`, who[caller], { ...k.fields(uniq('img')), image: img })
        if (caller === 'contributor') {
          if (cell(t, res, parse(BAD, k.kind), label)) t.ok('image' in (res.body?.data?.params ?? {}), `${label}: data.params names image`)
        } else if (cell(t, res, { status: 201, code: null }, label)) {
          t.equal(res.body.image?.url, img, `${label}: image attached`)
        }
        // the same rule on an update of the caller's own draft
        const own = await fixture(k, who[caller].id!, 'draft')
        const ulabel = `${k.kind} update of own draft as ${caller} with a new image URL`
        const upd = await send(k.update, `/${k.plural}/${own.id}`, who[caller], { image: `https://cdn.example.org/u-${++seq}.png` })
        cell(t, upd, caller === 'contributor' ? parse(BAD, k.kind) : { status: 200, code: null }, ulabel)
      }
      // an existing media record may be referenced by anyone who may write: by its URL (reused) or by its id
      const known = `https://cdn.example.org/known-${k.kind}.jpg`
      const seed = await send('POST', `/${k.plural}`, admin, { ...k.fields(uniq('seed')), image: known })
      if (seed.statusCode !== 201) throw new Error(`seed image: ${seed.raw}`)
      const byUrl = await send('POST', `/${k.plural}`, who.contributor, { ...k.fields(uniq('reuse')), image: known })
      if (cell(t, byUrl, { status: 201, code: null }, `${k.kind} create as contributor with the URL of an existing media record`)) {
        t.equal(byUrl.body.image?.id, seed.body.image.id, `${k.kind}: contributor reuses the media record`)
      }
      const byId = await send('POST', `/${k.plural}`, who.contributor, { ...k.fields(uniq('byid')), image: seed.body.image.id })
      cell(t, byId, { status: 201, code: null }, `${k.kind} create as contributor with an image id`)
    }
  })

  // ---------------------------------------------------------------------------------------------- terms

  t.test('§2.3 categories and tags per caller', async (t) => {
    await clearRecords(app)
    for (const plural of ['categories', 'tags'] as const) {
      const rows = TERM_TABLE[plural]
      for (const [ci, caller] of COLUMNS) {
        const w = who[caller]
        const seed = await send('POST', `/${plural}`, admin, { name: uniq(`${plural} seed`) })
        if (seed.statusCode !== 201) throw new Error(`term seed: ${seed.raw}`)
        const id = seed.body.id
        const pre = `${plural} as ${caller}`

        const list = await send('GET', `/${plural}?hide_empty=false&per_page=50`, w)
        if (cell(t, list, parse(rows.list[ci]!, plural), `${pre}: GET list`)) {
          t.ok((list.body[plural] ?? []).some((x: Json) => x.id === id), `${pre}: GET list (hide_empty=false) shows the term`)
        }
        const one = await send('GET', `/${plural}/${id}`, w)
        if (cell(t, one, parse(rows.get[ci]!, plural), `${pre}: GET one`)) t.equal(one.body.id, id, `${pre}: GET one body`)

        const name = uniq(`${plural} by ${caller}`)
        const created = await send('POST', `/${plural}`, w, { name })
        if (cell(t, created, parse(rows.create[ci]!, plural), `${pre}: create`) && created.statusCode === 201) {
          t.equal(created.body.name, name, `${pre}: create body`)
        }
        const method = plural === 'categories' ? 'POST' : 'PUT'
        const updated = await send(method, `/${plural}/${id}`, w, { description: 'changed' })
        if (cell(t, updated, parse(rows.update[ci]!, plural), `${pre}: update (${method})`) && updated.statusCode === 200) {
          t.equal(updated.body.description, 'changed', `${pre}: update body`)
        }
        const deleted = await send('DELETE', `/${plural}/${id}`, w)
        if (cell(t, deleted, parse(rows.delete[ci]!, plural), `${pre}: DELETE`) && deleted.statusCode === 200) {
          const again = await send('GET', `/${plural}/${id}`, admin)
          cell(t, again, parse(BAD, plural), `${pre}: GET after DELETE (deleted permanently, §3.6)`)
        }
      }
    }
    // §2.3: writes of post kinds that name new categories/tags need only the post write permission
    for (const caller of ['contributor', 'author'] as Caller[]) {
      const cat = uniq(`Cat via ${caller}`)
      const tag = uniq(`Tag via ${caller}`)
      const label = `event create as ${caller} naming a new category and a new tag`
      const res = await send('POST', '/events', who[caller], { ...EVENT.fields(uniq('terms')), categories: [cat], tags: [tag] })
      if (cell(t, res, { status: 201, code: null }, label)) {
        t.same(res.body.categories.map((x: Json) => x.name), [cat], `${label}: category created`)
        t.same(res.body.tags.map((x: Json) => x.name), [tag], `${label}: tag created`)
      }
    }
  })

  // ---------------------------------------------------------------------------------------------- order of checks

  t.test('§2.4 order-of-checks consequences', async (t) => {
    await clearRecords(app)
    const venue = await fixture(VENUE, 1, 'publish')
    const event = await fixture(EVENT, 1, 'publish')
    for (const c of ORDER_CASES) {
      const path = c.url.replace('{venue}', String(venue.id)).replace('{event}', String(event.id))
      const body = ['POST', 'PUT', 'PATCH'].includes(c.method) && !/^\/(venues|events)$/.test(path) ? { description: 'x' } : (['POST'].includes(c.method) ? {} : undefined)
      const res = await send(c.method, path, who[c.caller], body)
      cell(t, res, parse(c.expect, ''), `${c.method} ${path} as ${c.caller} (${c.why})`)
    }
  })

  t.test('§2.1 malformed / unknown / revoked bearer token → 401 rest_invalid_token', async (t) => {
    await clearRecords(app)
    const revoked = await addUser(app, 'revoked-user', 'editor')
    await app.db.apiToken.updateMany({ where: { userId: revoked.id }, data: { revokedAt: new Date() } })
    for (const bt of BAD_TOKENS) {
      const header = bt.header === 'revoked' ? revoked.headers.authorization : bt.header
      for (const r of BAD_TOKEN_ROUTES) {
        const label = `${r.method} ${r.url} with ${bt.name}`
        const res = await req(app, { method: r.method, url: url(r.url), headers: { authorization: header } })
        if (cell(t, res, { status: 401, code: 'rest_invalid_token' }, label)) {
          const todo = TODO[`${label}: WWW-Authenticate`]
          t.equal(res.headers['www-authenticate'], 'Bearer error="invalid_token", Basic realm="calendar", charset="UTF-8"', `${label}: WWW-Authenticate`, todo ? { todo } : {})
        }
      }
    }
  })

  // ---------------------------------------------------------------------------------------------- passwords (§3.9)

  t.test('§3.9 password protection × caller (reads need the password or context=edit; writes ignore it)', async (t) => {
    await clearRecords(app)
    const PW = 'open sesame'
    // a published event of the author, and a draft event of someone else, both protected
    const pub = await fixture(EVENT, who.author.id!, 'publish', { password: PW })
    const draft = await fixture(EVENT, other.id, 'draft', { password: PW })
    const pwq = `password=${encodeURIComponent(PW)}`
    const PP = '403 event-password-protected'
    const cases: Array<{ caller: Caller; path: string; method?: string; expect: string; why: string }> = [
      { caller: 'anonymous', path: `/events/${pub.id}`, expect: PP, why: 'no password' },
      { caller: 'anonymous', path: `/events/${pub.id}?password=wrong`, expect: PP, why: 'wrong password' },
      { caller: 'anonymous', path: `/events/${pub.id}?${pwq}`, expect: OK, why: 'right password' },
      { caller: 'subscriber', path: `/events/${pub.id}?${pwq}`, expect: OK, why: 'right password' },
      { caller: 'editor', path: `/events/${pub.id}`, expect: PP, why: 'editors too, unless context=edit' },
      { caller: 'editor', path: `/events/${pub.id}?context=edit`, expect: OK, why: 'context=edit and may edit' },
      { caller: 'administrator', path: `/events/${pub.id}?context=edit`, expect: OK, why: 'context=edit and may edit' },
      { caller: 'author', path: `/events/${pub.id}?context=edit`, expect: OK, why: 'own published, author may edit it' },
      { caller: 'contributor', path: `/events/${pub.id}?context=edit`, expect: PP, why: 'context=edit but may not edit others\' records' },
      { caller: 'anonymous', path: `/events/${pub.id}?context=edit`, expect: PP, why: 'context=edit but may not edit' },
      { caller: 'anonymous', path: `/events/${draft.id}?${pwq}`, expect: NA, why: 'not accessible is checked before the password (§4.1)' },
      { caller: 'editor', path: `/events/${draft.id}?context=edit`, expect: OK, why: 'editor may read and edit it' },
      { caller: 'anonymous', method: 'PUT', path: `/events/${pub.id}?${pwq}`, expect: F401, why: 'the password plays no role on writes' },
      { caller: 'contributor', method: 'PUT', path: `/events/${pub.id}?${pwq}`, expect: F403, why: 'the password plays no role on writes' },
      { caller: 'author', method: 'PUT', path: `/events/${pub.id}`, expect: OK, why: 'own published, no password needed' },
      { caller: 'subscriber', method: 'DELETE', path: `/events/${pub.id}?${pwq}`, expect: F403, why: 'the password plays no role on writes' },
    ]
    for (const c of cases) {
      const method = c.method ?? 'GET'
      const res = await send(method, c.path, who[c.caller], method === 'PUT' ? { description: 'pw matrix' } : undefined)
      cell(t, res, parse(c.expect, 'event'), `${method} ${c.path.replace(String(pub.id), '<published>').replace(String(draft.id), '<other draft>')} as ${c.caller} (${c.why})`)
    }
    // venues/organizers: a protected record is readable (200) with blanked fields (§3.9)
    for (const k of [VENUE, ORGANIZER]) {
      const rec = await fixture(k, other.id, 'publish', { password: PW })
      const label = `${k.kind} GET protected published as anonymous without password`
      const res = await send('GET', `/${k.plural}/${rec.id}`, who.anonymous)
      if (cell(t, res, { status: 200, code: null }, label)) t.same(res.body[k.kind], [], `${label}: name blanked to []`)
      const unlocked = await send('GET', `/${k.plural}/${rec.id}?${pwq}`, who.anonymous)
      if (cell(t, unlocked, { status: 200, code: null }, `${k.kind} GET protected with password`)) {
        t.equal(unlocked.body[k.kind], rec[k.kind], `${k.kind} GET protected with password: name shown`)
      }
    }
  })
})

// ------------------------------------------------------------------------------------------------ SPEC §9.8

/** The callers of the session and user routes: each role by token, some by session (cookie + nonce), and the ways a
 *  browser's credentials go wrong. */
const SESSION_CALLERS = ['anonymous', 'subscriber', 'contributor', 'author', 'editor', 'administrator', 'subscriber (session)', 'editor (session)',
  'administrator (session)', 'cookie without nonce', 'nonce of another session', 'expired session', 'revoked token', 'password changed'] as const
type SessionCaller = typeof SESSION_CALLERS[number]
type Row14 = [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]

const NONCE = '403 rest_cookie_invalid_nonce'
const NLI = '401 rest_not_logged_in'
const TOK = '401 rest_invalid_token'
//                                 anon  sub   contrib author editor admin  sub(s) ed(s) admin(s) no-nonce other-nonce expired revoked pw-changed
const ADMIN_READ: Row14 = [F401, F403, F403, F403, F403, OK, F403, F403, OK, F401, NONCE, NONCE, TOK, NONCE]
const ADMIN_WRITE = (ok: string): Row14 => [F401, F403, F403, F403, F403, ok, F403, F403, ok, NONCE, NONCE, NONCE, TOK, NONCE]
const SESSION_MATRIX: Array<{ method: string; path: string; payload?: () => Json; row: Row14 }> = [
  { method: 'GET', path: '/users', row: ADMIN_READ },
  { method: 'POST', path: '/users', payload: () => ({ login: uniq('new').replace(' ', '-'), role: 'subscriber' }), row: ADMIN_WRITE('201') },
  { method: 'GET', path: '/users/{target}', row: ADMIN_READ },
  { method: 'PATCH', path: '/users/{target}', payload: () => ({ name: 'Renamed' }), row: ADMIN_WRITE(OK) },
  { method: 'GET', path: '/users/{target}/tokens', row: ADMIN_READ },
  { method: 'POST', path: '/users/{target}/tokens', payload: () => ({ label: 'matrix' }), row: ADMIN_WRITE('201') },
  { method: 'GET', path: '/users/me', row: [NLI, OK, OK, OK, OK, OK, OK, OK, OK, NLI, NONCE, NONCE, TOK, NONCE] },
  { method: 'GET', path: '/users/me/tokens', row: [NLI, OK, OK, OK, OK, OK, OK, OK, OK, NLI, NONCE, NONCE, TOK, NONCE] },
  { method: 'POST', path: '/users/me/tokens', payload: () => ({ label: 'mine' }), row: [NLI, '201', '201', '201', '201', '201', '201', '201', '201', NONCE, NONCE, NONCE, TOK, NONCE] },
  { method: 'PATCH', path: '/users/me', payload: () => ({ name: 'Me' }), row: [NLI, OK, OK, OK, OK, OK, OK, OK, OK, NONCE, NONCE, NONCE, TOK, NONCE] },
  { method: 'POST', path: '/events', payload: () => EVENT.fields(uniq('session matrix')), row: [F401, F403, '201', '201', '201', '201', F403, '201', '201', NONCE, NONCE, NONCE, TOK, NONCE] },
  // The session routes read the cookie themselves: GET /session answers its holder, with or without a nonce.
  { method: 'GET', path: '/session', row: [NLI, NLI, NLI, NLI, NLI, NLI, OK, OK, OK, OK, OK, NLI, TOK, NLI] },
]

t.test('SPEC §9.8 sessions and users × caller (roles, sessions, cookie without nonce, foreign nonce, expired, revoked, password changed)', async (t) => {
  const app: FastifyInstance = await build(t)
  const { hashPassword } = await import('../../src/lib/infra/password.js')
  const PW = 'matrix password 0123'
  const target = await addUser(app, 'target', 'author')
  const withPassword = async (login: string, role: Parameters<typeof addUser>[2]) => {
    const u = await addUser(app, login, role)
    await app.db.user.update({ where: { id: u.id }, data: { passwordHash: await hashPassword(PW) } })
    return u
  }
  const signIn = async (login: string): Promise<Headers> => {
    const res = await req(app, { method: 'POST', url: `${BASE}/session`, payload: { login, password: PW } })
    if (res.statusCode !== 200) throw new Error(`sign-in ${login}: ${res.statusCode} ${res.raw}`)
    return { cookie: String(res.headers['set-cookie']).split(';')[0]!, 'x-wp-nonce': res.body.nonce }
  }
  await app.db.user.update({ where: { id: 1 }, data: { passwordHash: await hashPassword(PW) } })
  const roles = {
    subscriber: await withPassword('m-sub', 'subscriber'),
    contributor: await addUser(app, 'm-contrib', 'contributor'),
    author: await addUser(app, 'm-author', 'author'),
    editor: await withPassword('m-ed', 'editor'),
  }
  const adminSession = await signIn('admin')
  const editorSession = await signIn('m-ed')
  const expired = await signIn('m-sub')
  await app.db.session.updateMany({ where: { userId: roles.subscriber.id }, data: { expiresAt: new Date(Date.now() - 1000) } })
  // A later sign-in of the same user is a session of its own: it does not bring the expired one back.
  const subscriberSession = await signIn('m-sub')
  const revoked = await addUser(app, 'm-revoked', 'administrator')
  await app.db.apiToken.updateMany({ where: { userId: revoked.id }, data: { revokedAt: new Date() } })
  // An administrator's session ended by a password change made from another of their sessions.
  await withPassword('m-pw', 'administrator')
  const stale = await signIn('m-pw')
  const current = await signIn('m-pw')
  const change = await req(app, { method: 'PATCH', url: `${BASE}/users/me`, headers: current, payload: { current_password: PW, password: `${PW} new` } })
  if (change.statusCode !== 200) throw new Error(`password change: ${change.statusCode} ${change.raw}`)

  const headersOf: Record<SessionCaller, () => Promise<Headers>> = {
    anonymous: async () => ({}),
    subscriber: async () => roles.subscriber.headers,
    contributor: async () => roles.contributor.headers,
    author: async () => roles.author.headers,
    editor: async () => roles.editor.headers,
    administrator: async () => auth,
    'subscriber (session)': async () => subscriberSession,
    'editor (session)': async () => editorSession,
    'administrator (session)': async () => adminSession,
    'cookie without nonce': async () => ({ cookie: adminSession.cookie! }),
    'nonce of another session': async () => ({ cookie: adminSession.cookie!, 'x-wp-nonce': editorSession['x-wp-nonce']! }),
    'expired session': async () => expired,
    'revoked token': async () => revoked.headers,
    'password changed': async () => stale,
  }
  for (const row of SESSION_MATRIX) {
    for (const [i, caller] of SESSION_CALLERS.entries()) {
      const outcome = row.row[i]
      if (outcome === null || outcome === undefined) continue
      const path = row.path.replace('{target}', String(target.id))
      const res = await req(app, { method: row.method as 'GET', url: `${BASE}${path}`, headers: await headersOf[caller](), ...(row.payload ? { payload: row.payload() } : {}) })
      cell(t, res, parse(outcome, ''), `${row.method} ${row.path} as ${caller}`)
    }
  }
  t.equal((await app.db.user.findUnique({ where: { id: target.id } }))!.displayName, 'Renamed', 'only the administrators renamed the target')
})
