// HTTP tests of categories and tags (SPEC §1.3 routes, §1.4 ids, §1.5 languages, §2.2–2.4 permissions and order
// of checks, §3.3 errors, §3.4 pagination, §4.4 term object and writes, §5.3 list filters). Every top-level test is
// one contract rule; rules shared by both term kinds run once per kind (subtests `categories` / `tags`). One app
// serves the whole file (boot and first-use schema compilation dominate the run time); every (sub)test starts
// from an empty record set via `fresh()`, so tests never rely on absolute ids.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { addUser, auth, BASE, build, clearRecords, createEvent, createTerm, expectError, req, type Res } from '../helper.js'

type Json = Record<string, any>
type Headers = Record<string, string>

const SITE = 'https://example.org'

interface Kind { plural: 'categories' | 'tags'; other: 'categories' | 'tags'; taxonomy: string; archive: string; hierarchical: boolean }
const CATEGORIES: Kind = { plural: 'categories', other: 'tags', taxonomy: 'calendar_events_cat', archive: 'events/category', hierarchical: true }
const TAGS: Kind = { plural: 'tags', other: 'categories', taxonomy: 'post_tag', archive: 'tag', hierarchical: false }
const KINDS: Kind[] = [CATEGORIES, TAGS]

const shared = await build(t)
/** The shared app, emptied of events, venues, organizers and terms. */
async function fresh (): Promise<FastifyInstance> {
  await clearRecords(shared)
  return shared
}
let users = 0
/** A new user of `role` (logins are unique across the file). */
const user = (app: FastifyInstance, role: Parameters<typeof addUser>[2]) => addUser(app, `${role}-${++users}`, role)

/** Runs `fn` once per term kind, as a subtest named after the kind, each starting from an empty record set. */
function eachKind (t: Test, fn: (t: Test, app: FastifyInstance, k: Kind) => Promise<void>, kinds: Kind[] = KINDS): void {
  for (const k of kinds) {
    t.test(k.plural, async (t) => { await fn(t, await fresh(), k) })
  }
}

const url = (k: Kind, id?: number | string, prefix = ''): string => `${prefix}${BASE}/${k.plural}${id === undefined ? '' : `/${id}`}`
const call = (app: FastifyInstance, method: string, path: string, payload?: Json, headers: Headers = auth): Promise<Res> =>
  req(app, { method: method as 'GET', url: path, headers, ...(payload === undefined ? {} : { payload }) })
const list = (app: FastifyInstance, k: Kind, query = '', prefix = ''): Promise<Res> =>
  call(app, 'GET', `${url(k, undefined, prefix)}${query ? `?${query}` : ''}`, undefined, {})
const items = (res: Res, k: Kind): Json[] => res.body?.[k.plural] ?? []
const names = (res: Res, k: Kind): string[] => items(res, k).map((x) => x.name)
const ids = (res: Res, k: Kind): number[] => items(res, k).map((x) => x.id)
/** A published event (inside the default list window) carrying `links`. */
const eventWith = (app: FastifyInstance, links: Json, extra: Json = {}): Promise<Json> =>
  createEvent(app, { title: `Event ${Math.random().toString(36).slice(2, 8)}`, start_date: 'tomorrow 10am', end_date: 'tomorrow 11am', ...links, ...extra })

/** The standalone term object of SPEC §4.4, key order included. */
function expectedTerm (k: Kind, o: { id: number; name: string; slug: string; count?: number; description?: string; parent?: number; language?: string; prefix?: string }): Json {
  const base = `${SITE}${o.prefix ?? ''}${BASE}/${k.plural}`
  const lang = o.language ?? 'en'
  const urls: Json = { self: `${base}/${o.id}`, collection: base }
  if (o.parent) urls.up = `${base}/${o.parent}`
  return {
    id: o.id,
    count: o.count ?? 0,
    description: o.description ?? '',
    name: o.name,
    slug: o.slug,
    taxonomy: k.taxonomy,
    ...(k.hierarchical ? { parent: o.parent ?? 0 } : {}),
    meta: [],
    url: `${SITE}${lang === 'en' ? '' : `/${lang}`}/${k.archive}/${o.slug}/`,
    urls,
    language: lang,
    translations: { [lang]: o.id },
  }
}
function sameTerm (t: Test, actual: Json, expected: Json, what = 'term object'): void {
  t.same(actual, expected, `${what}: values`)
  t.same(Object.keys(actual ?? {}), Object.keys(expected), `${what}: key order`)
  t.same(Object.keys(actual?.urls ?? {}), Object.keys(expected.urls), `${what}: urls key order`)
}

// ------------------------------------------------------------------------------------------------ routes

t.test('§1.3 every term route and method answers: GET/POST list, GET/DELETE/POST/PUT/PATCH /<kind>/<id>', async (t) => {
  eachKind(t, async (t, app, k) => {
    const res = await call(app, 'POST', url(k), { name: 'Alpha' })
    t.equal(res.statusCode, 201, 'POST list → 201')
    const id = res.body.id
    t.equal((await list(app, k, 'hide_empty=false')).statusCode, 200, 'GET list → 200')
    t.equal((await call(app, 'GET', url(k, id), undefined, {})).statusCode, 200, 'GET one → 200 (anonymous)')
    for (const method of ['POST', 'PUT', 'PATCH']) {
      const up = await call(app, method, url(k, id), { description: `via ${method}` })
      t.equal(up.statusCode, 200, `${method} one → 200`)
      t.equal(up.body.description, `via ${method}`, `${method} is an update`)
    }
    t.equal((await call(app, 'DELETE', url(k, id))).statusCode, 200, 'DELETE one → 200')
  })
})

t.test('§1.3 there are no by-slug routes for terms → 404 rest_no_route', async (t) => {
  eachKind(t, async (t, app, k) => {
    await createTerm(app, k.plural, { name: 'x' })
    for (const method of ['GET', 'DELETE', 'POST', 'PUT', 'PATCH']) {
      expectError(t, await call(app, method, `${url(k)}/by-slug/x`, method === 'GET' || method === 'DELETE' ? undefined : { name: 'y' }), 404, 'rest_no_route', undefined, `${method} by-slug`)
    }
  })
})

t.test('§1.3 a non-digit id → 404 rest_no_route', async (t) => {
  eachKind(t, async (t, app, k) => {
    for (const bad of ['abc', '1a', '-1', '1.5']) {
      for (const method of ['GET', 'DELETE', 'PUT']) {
        expectError(t, await call(app, method, url(k, bad), method === 'PUT' ? { name: 'z' } : undefined), 404, 'rest_no_route', undefined, `${method} /${k.plural}/${bad}`)
      }
    }
  })
})

// ------------------------------------------------------------------------------------------------ object shape

t.test('§4.4 standalone term object: exact keys, order and values (parent only on categories, meta [], url, urls, language, translations)', async (t) => {
  eachKind(t, async (t, app, k) => {
    const created = await createTerm(app, k.plural, { name: 'Live Music', description: 'Loud <b>things</b>' })
    const expected = expectedTerm(k, { id: created.id, name: 'Live Music', slug: 'live-music', description: 'Loud <b>things</b>' })
    sameTerm(t, created, expected, 'create response')
    sameTerm(t, (await call(app, 'GET', url(k, created.id), undefined, {})).body, expected, 'GET one')
    sameTerm(t, items(await list(app, k, 'hide_empty=false'), k)[0]!, expected, 'list item')
  })
})

t.test('§4.4 a child category has parent = parent id and urls.up = the parent\'s self', async (t) => {
  const app = await fresh()
  const parent = await createTerm(app, 'categories', { name: 'Music' })
  const child = await createTerm(app, 'categories', { name: 'Jazz', parent: parent.id })
  sameTerm(t, child, expectedTerm(CATEGORIES, { id: child.id, name: 'Jazz', slug: 'jazz', parent: parent.id }), 'child')
  t.equal(child.urls.up, parent.urls.self)
  t.notOk('up' in parent.urls, 'no urls.up on a top-level category')
})

t.test('§4 create → 201 with Location: {base}/<plural>/<id>', async (t) => {
  eachKind(t, async (t, app, k) => {
    const res = await call(app, 'POST', url(k), { name: 'Located' })
    t.equal(res.statusCode, 201)
    t.equal(res.headers.location, `${SITE}${BASE}/${k.plural}/${res.body.id}`)
    const nl = await call(app, 'POST', url(k, undefined, '/nl'), { name: 'Gelokaliseerd' })
    t.equal(nl.headers.location, `${SITE}/nl${BASE}/${k.plural}/${nl.body.id}`, 'built from the request {base} (language prefix)')
    t.notOk('location' in (await call(app, 'PUT', url(k, res.body.id), { description: 'd' })).headers, 'no Location on update')
  })
})

// ------------------------------------------------------------------------------------------------ writes

t.test('§4.4 missing name on create → 400 rest_missing_callback_param ["name"]', async (t) => {
  eachKind(t, async (t, app, k) => {
    expectError(t, await call(app, 'POST', url(k), { description: 'no name' }), 400, 'rest_missing_callback_param', ['name'])
    expectError(t, await call(app, 'POST', url(k), { name: null }), 400, 'rest_missing_callback_param', ['name'], 'name: null')
  })
})

t.test('§4.4 "" in name, description or slug → 400 rest_invalid_param naming it (create and update)', async (t) => {
  eachKind(t, async (t, app, k) => {
    const term = await createTerm(app, k.plural, { name: 'Keep' })
    for (const field of ['name', 'description', 'slug']) {
      expectError(t, await call(app, 'POST', url(k), { name: 'New', [field]: '' }), 400, 'rest_invalid_param', [field], `create ${field}=""`)
      expectError(t, await call(app, 'PATCH', url(k, term.id), { [field]: '' }), 400, 'rest_invalid_param', [field], `update ${field}=""`)
    }
    t.same((await call(app, 'GET', url(k, term.id), undefined, {})).body, term, 'unchanged')
  })
})

t.test('§4.4/§7 name longer than 200 characters → 400 rest_invalid_param; 200 is fine', async (t) => {
  eachKind(t, async (t, app, k) => {
    expectError(t, await call(app, 'POST', url(k), { name: 'n'.repeat(201) }), 400, 'rest_invalid_param', ['name'])
    const ok = await call(app, 'POST', url(k), { name: 'n'.repeat(200) })
    t.equal(ok.statusCode, 201)
    t.equal(ok.body.name, 'n'.repeat(200))
  })
})

t.test('§4.4/§3.7 an explicit slug is slugified', async (t) => {
  eachKind(t, async (t, app, k) => {
    t.equal((await createTerm(app, k.plural, { name: 'A', slug: ' Hello World/Ünïcode.X! ' })).slug, 'hello-world-unicode-x')
    const b = await createTerm(app, k.plural, { name: 'B' })
    t.equal((await call(app, 'PUT', url(k, b.id), { slug: 'New  Slug' })).body.slug, 'new-slug', 'on update too')
  })
})

t.test('§3.7/§4.4 a taken explicit slug: made unique on create (-2), 400 duplicate_term_slug on update', async (t) => {
  eachKind(t, async (t, app, k) => {
    const a = await createTerm(app, k.plural, { name: 'First', slug: 'shared' })
    const b = await createTerm(app, k.plural, { name: 'Second' })
    const third = await call(app, 'POST', url(k), { name: 'Third', slug: 'Shared' })
    t.equal(third.statusCode, 201, 'create')
    t.equal(third.body.slug, 'shared-2', 'create: made unique')
    expectError(t, await call(app, 'PATCH', url(k, b.id), { slug: 'shared' }), 400, 'duplicate_term_slug', undefined, 'update')
    t.equal((await call(app, 'PATCH', url(k, a.id), { slug: 'shared' })).statusCode, 200, 'a term may keep its own slug')
  })
})

t.test('§3.7 a generated term slug that is taken gets -2, -3', async (t) => {
  eachKind(t, async (t, app, k) => {
    t.equal((await createTerm(app, k.plural, { name: 'Rock' })).slug, 'rock')
    t.equal((await createTerm(app, k.plural, { name: 'Rock!' })).slug, 'rock-2')
    t.equal((await createTerm(app, k.plural, { name: 'Rock?' })).slug, 'rock-3')
  })
})

t.test('§4.4 same name (any case) with the same parent → 400 term_exists with data.term_id', async (t) => {
  eachKind(t, async (t, app, k) => {
    const first = await createTerm(app, k.plural, { name: 'Outdoor' })
    const res = await call(app, 'POST', url(k), { name: 'OUTDOOR' })
    expectError(t, res, 400, 'term_exists')
    t.equal(res.body?.data?.term_id, first.id, 'data.term_id = the existing term')
    const other = await createTerm(app, k.plural, { name: 'Indoor' })
    const upd = await call(app, 'PUT', url(k, other.id), { name: 'outdoor' })
    expectError(t, upd, 400, 'term_exists', undefined, 'rename onto an existing name')
    t.equal(upd.body?.data?.term_id, first.id)
    t.equal((await call(app, 'PUT', url(k, first.id), { name: 'OutDoor' })).statusCode, 200, 'renaming a term to its own name in another case is fine')
  })
})

t.test('§4.4 the same category name under another parent is fine', async (t) => {
  const app = await fresh()
  const a = await createTerm(app, 'categories', { name: 'Music' })
  const b = await createTerm(app, 'categories', { name: 'Theatre' })
  const j1 = await createTerm(app, 'categories', { name: 'Kids', parent: a.id })
  const j2 = await call(app, 'POST', url(CATEGORIES), { name: 'Kids', parent: b.id })
  t.equal(j2.statusCode, 201)
  t.equal(j2.body.parent, b.id)
  t.equal(j2.body.slug, 'kids-2', 'generated slug de-duplicated')
  const top = await call(app, 'POST', url(CATEGORIES), { name: 'kids' })
  t.equal(top.statusCode, 201, 'and at top level')
  expectError(t, await call(app, 'POST', url(CATEGORIES), { name: 'KIDS', parent: a.id }), 400, 'term_exists', undefined, 'but not twice under one parent')
  t.equal(j1.parent, a.id)
  const moved = await call(app, 'PATCH', url(CATEGORIES, j2.body.id), { parent: a.id })
  expectError(t, moved, 400, 'term_exists', undefined, 'moving under a parent that has a child of that name')
  t.equal(moved.body?.data?.term_id, j1.id)
})

t.test('§4.4 category parent must be an existing category: "", 0, unknown, non-numeric, a tag id → 400 rest_invalid_param', async (t) => {
  const app = await fresh()
  const tag = await createTerm(app, 'tags', { name: 'A tag' })
  const cat = await createTerm(app, 'categories', { name: 'A category' })
  for (const parent of ['', 0, '0', 999999, 'foo', tag.id]) {
    expectError(t, await call(app, 'POST', url(CATEGORIES), { name: `Child ${String(parent)}`, parent }), 400, 'rest_invalid_param', ['parent'], `create parent=${JSON.stringify(parent)}`)
    expectError(t, await call(app, 'PATCH', url(CATEGORIES, cat.id), { parent }), 400, 'rest_invalid_param', ['parent'], `update parent=${JSON.stringify(parent)}`)
  }
  const ok = await call(app, 'POST', url(CATEGORIES), { name: 'Child', parent: String(cat.id) })
  t.equal(ok.statusCode, 201, 'a numeric string id is fine')
  t.equal(ok.body.parent, cat.id)
})

t.test('§4.4 parent sent to a tag route → 400 rest_taxonomy_not_hierarchical', async (t) => {
  const app = await fresh()
  const cat = await createTerm(app, 'categories', { name: 'Cat' })
  const tag = await createTerm(app, 'tags', { name: 'Tag' })
  expectError(t, await call(app, 'POST', url(TAGS), { name: 'Child', parent: cat.id }), 400, 'rest_taxonomy_not_hierarchical', undefined, 'create')
  expectError(t, await call(app, 'PUT', url(TAGS, tag.id), { parent: cat.id }), 400, 'rest_taxonomy_not_hierarchical', undefined, 'update')
  t.equal((await list(app, TAGS, 'hide_empty=false')).body.total, 1, 'nothing created')
  const nul = await call(app, 'POST', url(TAGS), { name: 'Null parent', parent: null })
  t.equal(nul.statusCode, 201, 'parent: null is absent (§3.1), not an error')
})

t.test('§4.4 update is partial: only sent fields change', async (t) => {
  eachKind(t, async (t, app, k) => {
    const parent = k.hierarchical ? await createTerm(app, k.plural, { name: 'Parent' }) : undefined
    const term = await createTerm(app, k.plural, { name: 'Orig', description: 'Orig desc', slug: 'orig-slug', ...(parent ? { parent: parent.id } : {}) })
    const d = await call(app, 'PATCH', url(k, term.id), { description: 'New desc' })
    t.equal(d.statusCode, 200)
    t.same(d.body, { ...term, description: 'New desc' }, 'description only')
    const n = await call(app, 'POST', url(k, term.id), { name: 'Renamed' })
    t.same(n.body, { ...term, description: 'New desc', name: 'Renamed' }, 'name only: slug and parent kept')
    const e = await call(app, 'PUT', url(k, term.id), {})
    t.same(e.body, n.body, 'empty update changes nothing')
    t.same((await call(app, 'GET', url(k, term.id), undefined, {})).body, n.body, 'stored')
  })
})

t.test('§4.4 DELETE answers 200 with the last state (count included) and removes the term from events', async (t) => {
  eachKind(t, async (t, app, k) => {
    const term = await createTerm(app, k.plural, { name: 'Doomed', description: 'bye' })
    const other = await createTerm(app, k.plural, { name: 'Survivor' })
    const event = await eventWith(app, { [k.plural]: [term.id, other.id] })
    const before = (await call(app, 'GET', url(k, term.id), undefined, {})).body
    t.equal(before.count, 1)
    const res = await call(app, 'DELETE', url(k, term.id))
    t.equal(res.statusCode, 200)
    sameTerm(t, res.body, before, 'DELETE response = state before deletion')
    const ev = (await call(app, 'GET', `${BASE}/events/${event.id}`, undefined, {})).body
    t.same(ev[k.plural].map((x: Json) => x.id), [other.id], 'gone from the event')
    expectError(t, await call(app, 'GET', url(k, term.id), undefined, {}), 400, 'rest_invalid_param', undefined, 'GET after delete')
  })
})

t.test('§4.4 deleting a category re-parents its children to its parent', async (t) => {
  const app = await fresh()
  const top = await createTerm(app, 'categories', { name: 'Top' })
  const mid = await createTerm(app, 'categories', { name: 'Mid', parent: top.id })
  const low1 = await createTerm(app, 'categories', { name: 'Low one', parent: mid.id })
  const low2 = await createTerm(app, 'categories', { name: 'Low two', parent: mid.id })
  t.equal((await call(app, 'DELETE', url(CATEGORIES, mid.id))).body.parent, top.id)
  for (const low of [low1, low2]) {
    const got = (await call(app, 'GET', url(CATEGORIES, low.id), undefined, {})).body
    t.equal(got.parent, top.id, `${low.name} moved up to Top`)
    t.equal(got.urls.up, top.urls.self)
  }
  await call(app, 'DELETE', url(CATEGORIES, top.id))
  const got = (await call(app, 'GET', url(CATEGORIES, low1.id), undefined, {})).body
  t.equal(got.parent, 0, 'children of a top-level category become top-level')
  t.notOk('up' in got.urls, 'and lose urls.up')
})

t.test('§4.4 a second DELETE → 400 rest_invalid_param', async (t) => {
  eachKind(t, async (t, app, k) => {
    const term = await createTerm(app, k.plural, { name: 'Once' })
    t.equal((await call(app, 'DELETE', url(k, term.id))).statusCode, 200)
    expectError(t, await call(app, 'DELETE', url(k, term.id)), 400, 'rest_invalid_param')
  })
})

t.test('§2.4/§4.4 unknown id or id of the other term kind → 400 rest_invalid_param for every caller and method (validation before permission)', async (t) => {
  eachKind(t, async (t, app, k) => {
    const other = await createTerm(app, k.other, { name: 'Other kind' })
    const subscriber = await user(app, 'subscriber')
    const callers: Array<[string, Headers]> = [['anonymous', {}], ['subscriber', subscriber.headers], ['admin', auth]]
    for (const id of [23, 999999, other.id]) {
      for (const [who, headers] of callers) {
        for (const method of ['GET', 'DELETE', 'POST', 'PUT', 'PATCH']) {
          const payload = ['POST', 'PUT', 'PATCH'].includes(method) ? { description: 'x' } : undefined
          expectError(t, await call(app, method, url(k, id), payload, headers), 400, 'rest_invalid_param', undefined, `${method} /${k.plural}/${id} as ${who}`)
        }
      }
    }
    t.equal((await call(app, 'GET', url(k.plural === 'tags' ? CATEGORIES : TAGS, other.id), undefined, {})).statusCode, 200, 'the other-kind term is untouched')
  })
})

t.test('§2.4 invalid term writes by an anonymous caller → 400 (validation before the 401)', async (t) => {
  eachKind(t, async (t, app, k) => {
    expectError(t, await call(app, 'POST', url(k), { description: 'd' }, {}), 400, 'rest_missing_callback_param', ['name'], 'missing name')
    expectError(t, await call(app, 'POST', url(k), { name: '' }, {}), 400, 'rest_invalid_param', ['name'], 'empty name')
  })
})

// ------------------------------------------------------------------------------------------------ permissions

t.test('§2.2/§2.3 managing terms: anonymous 401, subscriber/contributor 403, author categories only, editor/admin both', async (t) => {
  eachKind(t, async (t, app, k) => {
    const roles = ['subscriber', 'contributor', 'author', 'editor', 'administrator'] as const
    const callers: Array<[string, Headers]> = [['anonymous', {}]]
    for (const role of roles) callers.push([role, (await user(app, role)).headers])
    const readable = await createTerm(app, k.plural, { name: 'Readable' })
    const allowed = (who: string) => who === 'editor' || who === 'administrator' || (who === 'author' && k.hierarchical)
    for (const [who, headers] of callers) {
      const target = await createTerm(app, k.plural, { name: `Target ${who}` })
      const denied = (res: Res, op: string) => who === 'anonymous'
        ? expectError(t, res, 401, 'rest_forbidden', undefined, `${who} ${op}`)
        : expectError(t, res, 403, 'rest_forbidden', undefined, `${who} ${op}`)
      const create = await call(app, 'POST', url(k), { name: `New by ${who}` }, headers)
      const update = await call(app, 'PUT', url(k, target.id), { description: `by ${who}` }, headers)
      const del = await call(app, 'DELETE', url(k, target.id), undefined, headers)
      if (allowed(who)) {
        t.equal(create.statusCode, 201, `${who} create → 201`)
        t.equal(update.statusCode, 200, `${who} update → 200`)
        t.equal(del.statusCode, 200, `${who} delete → 200`)
      } else {
        denied(create, 'create'); denied(update, 'update'); denied(del, 'delete')
        t.same((await call(app, 'GET', url(k, target.id), undefined, {})).body, target, `${who}: target unchanged`)
      }
      t.equal((await call(app, 'GET', url(k, readable.id), undefined, headers)).statusCode, 200, `${who} can read a term`)
      t.equal((await call(app, 'GET', `${url(k)}?hide_empty=false`, undefined, headers)).statusCode, 200, `${who} can list terms`)
    }
  })
})

// ------------------------------------------------------------------------------------------------ count

t.test('§4.4 count = number of published events carrying the term (drafts do not count)', async (t) => {
  eachKind(t, async (t, app, k) => {
    const term = await createTerm(app, k.plural, { name: 'Counted' })
    t.equal(term.count, 0, 'new term: 0')
    await eventWith(app, { [k.plural]: [term.id] })
    await eventWith(app, { [k.plural]: [term.id], status: 'draft' })
    await eventWith(app, { [k.plural]: [term.id], status: 'pending' })
    t.equal((await call(app, 'GET', url(k, term.id), undefined, {})).body.count, 1, 'one published, two unpublished → 1')
    await eventWith(app, { [k.plural]: [term.id] })
    t.equal((await call(app, 'GET', url(k, term.id), undefined, {})).body.count, 2)
    t.equal(items(await list(app, k), k)[0]!.count, 2, 'the same count in lists')
  })
})

// ------------------------------------------------------------------------------------------------ lists

t.test('§5.3 hide_empty defaults to true: a term without published events is not listed; hide_empty=false shows it', async (t) => {
  eachKind(t, async (t, app, k) => {
    const empty = await createTerm(app, k.plural, { name: 'Empty' })
    const draftOnly = await createTerm(app, k.plural, { name: 'Draft only' })
    const used = await createTerm(app, k.plural, { name: 'Used' })
    await eventWith(app, { [k.plural]: [draftOnly.id], status: 'draft' })
    const res = await list(app, k)
    t.equal(res.statusCode, 200)
    t.same(ids(res, k), [], 'nothing listed before an event uses a term')
    t.equal(res.body.total, 0)
    await eventWith(app, { [k.plural]: [used.id] })
    t.same(ids(await list(app, k), k), [used.id], 'default: only the used term')
    t.same(ids(await list(app, k, 'hide_empty=true'), k), [used.id])
    t.same(ids(await list(app, k, 'hide_empty=false'), k).sort(), [empty.id, draftOnly.id, used.id].sort(), 'hide_empty=false: all')
    t.same(ids(await list(app, k, 'hide_empty=0'), k).length, 3, 'boolean spelling 0')
    expectError(t, await list(app, k, 'hide_empty=maybe'), 400, 'rest_invalid_param', ['hide_empty'])
  })
})

t.test('§5.3 search: case-insensitive substring of name or slug', async (t) => {
  eachKind(t, async (t, app, k) => {
    const a = await createTerm(app, k.plural, { name: 'Jazz Nights', slug: 'late-shows' })
    const b = await createTerm(app, k.plural, { name: 'Folk', slug: 'folk-jazz' })
    await createTerm(app, k.plural, { name: 'Other', description: 'jazz in the description does not count' })
    t.same(ids(await list(app, k, 'hide_empty=false&search=JAZZ'), k).sort(), [a.id, b.id].sort(), 'name or slug')
    t.same(ids(await list(app, k, 'hide_empty=false&search=night'), k), [a.id], 'name substring')
    t.same(ids(await list(app, k, 'hide_empty=false&search=Late-Sh'), k), [a.id], 'slug substring')
    const none = await list(app, k, 'hide_empty=false&search=zzz')
    t.same(ids(none, k), [])
    t.equal(none.body.total, 0)
    expectError(t, await list(app, k, 'search='), 400, 'rest_invalid_param', ['search'], 'search=""')
  })
})

t.test('§5.3 include/exclude: lists of existing term ids of this kind; unknown → 400 naming the param', async (t) => {
  eachKind(t, async (t, app, k) => {
    const [a, b, c] = [await createTerm(app, k.plural, { name: 'A' }), await createTerm(app, k.plural, { name: 'B' }), await createTerm(app, k.plural, { name: 'C' })]
    const other = await createTerm(app, k.other, { name: 'Other' })
    t.same(ids(await list(app, k, `hide_empty=false&include=${a.id},${c.id}`), k), [a.id, c.id], 'include (comma list)')
    t.same(ids(await list(app, k, `hide_empty=false&include[]=${b.id}`), k), [b.id], 'include[] form')
    t.same(ids(await list(app, k, `hide_empty=false&exclude=${a.id}`), k), [b.id, c.id], 'exclude')
    t.same(ids(await list(app, k, `hide_empty=false&include=${a.id},${b.id}&exclude=${b.id}`), k), [a.id], 'both')
    for (const param of ['include', 'exclude']) {
      expectError(t, await list(app, k, `hide_empty=false&${param}=${a.id},999999`), 400, 'rest_invalid_param', [param], `${param} unknown`)
      expectError(t, await list(app, k, `hide_empty=false&${param}=${other.id}`), 400, 'rest_invalid_param', [param], `${param} other kind`)
      expectError(t, await list(app, k, `hide_empty=false&${param}=foo`), 400, 'rest_invalid_param', [param], `${param}=foo`)
    }
  })
})

t.test('§5.3 order: asc/desc in any case (default asc); "" or another value → 400', async (t) => {
  eachKind(t, async (t, app, k) => {
    for (const name of ['Beta', 'alpha', 'Gamma']) await createTerm(app, k.plural, { name })
    t.same(names(await list(app, k, 'hide_empty=false'), k), ['alpha', 'Beta', 'Gamma'], 'default: name asc')
    for (const order of ['asc', 'ASC', 'Asc']) t.same(names(await list(app, k, `hide_empty=false&order=${order}`), k), ['alpha', 'Beta', 'Gamma'], `order=${order}`)
    for (const order of ['desc', 'DESC', 'dEsC']) t.same(names(await list(app, k, `hide_empty=false&order=${order}`), k), ['Gamma', 'Beta', 'alpha'], `order=${order}`)
    for (const order of ['', 'up', 'ascending']) expectError(t, await list(app, k, `hide_empty=false&order=${order}`), 400, 'rest_invalid_param', ['order'], `order=${order}`)
  })
})

t.test('§5.3 orderby: every allowed value is accepted and sorts; "" or another value → 400', async (t) => {
  eachKind(t, async (t, app, k) => {
    const b = await createTerm(app, k.plural, { name: 'Bravo', slug: 'z-slug', description: 'm' })
    const a = await createTerm(app, k.plural, { name: 'Alpha', slug: 'y-slug', description: 'z' })
    const c = await createTerm(app, k.plural, { name: 'Charlie', slug: 'x-slug', description: 'a' })
    await eventWith(app, { [k.plural]: [c.id, a.id] })
    await eventWith(app, { [k.plural]: [c.id] })
    await eventWith(app, { [k.plural]: [b.id, c.id, a.id] })
    const by = async (q: string) => ids(await list(app, k, `hide_empty=false&${q}`), k)
    t.same(await by('orderby=id'), [b.id, a.id, c.id], 'id')
    t.same(await by('orderby=id&order=desc'), [c.id, a.id, b.id], 'id desc')
    t.same(await by('orderby=name'), [a.id, b.id, c.id], 'name')
    t.same(await by('orderby=slug'), [c.id, a.id, b.id], 'slug')
    t.same(await by('orderby=description'), [c.id, b.id, a.id], 'description')
    t.same(await by('orderby=count'), [b.id, a.id, c.id], 'count (1, 2, 3)')
    t.same(await by(`orderby=include&include=${a.id},${c.id},${b.id}`), [a.id, c.id, b.id], 'include order')
    for (const v of ['include_slugs', 'term_group']) {
      const res = await list(app, k, `hide_empty=false&orderby=${v}`)
      t.equal(res.statusCode, 200, `orderby=${v} accepted`)
      t.equal(items(res, k).length, 3)
    }
    for (const v of ['', 'foo', 'date', 'NAME']) expectError(t, await list(app, k, `orderby=${v}`), 400, 'rest_invalid_param', ['orderby'], `orderby=${v}`)
  })
})

t.test('§5.3 parent (categories): direct children only; "", 0, unknown or a tag id → 400; ignored on /tags', async (t) => {
  const app = await fresh()
  const top = await createTerm(app, 'categories', { name: 'Top' })
  const kid1 = await createTerm(app, 'categories', { name: 'Kid one', parent: top.id })
  const kid2 = await createTerm(app, 'categories', { name: 'Kid two', parent: top.id })
  await createTerm(app, 'categories', { name: 'Grandkid', parent: kid1.id })
  const tag = await createTerm(app, 'tags', { name: 'Tag' })
  t.same(ids(await list(app, CATEGORIES, `hide_empty=false&parent=${top.id}`), CATEGORIES), [kid1.id, kid2.id])
  t.same(ids(await list(app, CATEGORIES, `hide_empty=false&parent=${kid2.id}`), CATEGORIES), [], 'no children → empty')
  for (const p of ['', '0', '999999', 'foo', String(tag.id)]) {
    expectError(t, await list(app, CATEGORIES, `hide_empty=false&parent=${p}`), 400, 'rest_invalid_param', ['parent'], `parent=${p}`)
  }
  const tags = await list(app, TAGS, `hide_empty=false&parent=${top.id}`)
  t.equal(tags.statusCode, 200, 'parent on /tags is ignored')
  t.same(ids(tags, TAGS), [tag.id])
})

t.test('§5.3 post / event: terms carried by that event; event wins over post; "", foo, unknown or non-event → 400', async (t) => {
  eachKind(t, async (t, app, k) => {
    const [a, b, c] = [await createTerm(app, k.plural, { name: 'A' }), await createTerm(app, k.plural, { name: 'B' }), await createTerm(app, k.plural, { name: 'C' })]
    const e1 = await eventWith(app, { [k.plural]: [a.id, b.id] })
    const e2 = await eventWith(app, { [k.plural]: [c.id] })
    const venue = await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Hall' } })
    t.same(ids(await list(app, k, `post=${e1.id}`), k), [a.id, b.id], 'post')
    t.same(ids(await list(app, k, `event=${e2.id}`), k), [c.id], 'event')
    t.same(ids(await list(app, k, `post=${e1.id}&event=${e2.id}`), k), [c.id], 'event wins')
    for (const param of ['post', 'event']) {
      for (const v of ['', 'foo', '0', '999999', String(venue.body.id)]) {
        expectError(t, await list(app, k, `${param}=${v}`), 400, 'rest_invalid_param', [param], `${param}=${v}`)
      }
    }
  })
})

t.test('§5.3 slug: exact slug (after slugifying); no match → 200 empty list', async (t) => {
  eachKind(t, async (t, app, k) => {
    const a = await createTerm(app, k.plural, { name: 'Street Food' })
    await createTerm(app, k.plural, { name: 'Street Food Market' })
    t.same(ids(await list(app, k, 'hide_empty=false&slug=street-food'), k), [a.id])
    t.same(ids(await list(app, k, 'hide_empty=false&slug=Street%20Food'), k), [a.id], 'slugified first')
    const none = await list(app, k, 'hide_empty=false&slug=street')
    t.equal(none.statusCode, 200)
    t.same(ids(none, k), [], 'no prefix matching')
    t.equal(none.body.total, 0)
    expectError(t, await list(app, k, 'slug='), 400, 'rest_invalid_param', ['slug'], 'slug=""')
  })
})

t.test('§3.4 term list envelope: rest_url, total, total_pages, items, next_rest_url?, previous_rest_url? (+ headers)', async (t) => {
  eachKind(t, async (t, app, k) => {
    for (const name of ['A', 'B', 'C']) await createTerm(app, k.plural, { name })
    const p1 = await list(app, k, 'hide_empty=false&per_page=2')
    const restUrl = `${SITE}${BASE}/${k.plural}/?`
    t.same(Object.keys(p1.body), ['rest_url', 'total', 'total_pages', k.plural, 'next_rest_url'], 'page 1 keys')
    t.ok(p1.body.rest_url.startsWith(restUrl), 'rest_url = {base}/<plural>/?…')
    t.same(Object.fromEntries(new URL(p1.body.rest_url).searchParams), { hide_empty: 'false', per_page: '2' }, 'rest_url echoes the sent params')
    t.equal(p1.body.total, 3)
    t.equal(p1.body.total_pages, 2)
    t.same(names(p1, k), ['A', 'B'])
    t.same(Object.fromEntries(new URL(p1.body.next_rest_url).searchParams), { hide_empty: 'false', per_page: '2', page: '2' })
    t.equal(p1.headers['x-calendar-total'], '3')
    t.equal(p1.headers['x-calendar-totalpages'], '2')
    t.equal(p1.headers.link, `<${p1.body.next_rest_url}>; rel="next"`)
    const p2 = await list(app, k, 'hide_empty=false&per_page=2&page=2')
    t.same(Object.keys(p2.body), ['rest_url', 'total', 'total_pages', k.plural, 'previous_rest_url'], 'page 2 keys')
    t.equal(p2.body.rest_url, p1.body.rest_url, 'rest_url omits page')
    t.equal(p2.body.previous_rest_url, p2.body.rest_url, 'previous of page 2 = rest_url')
    t.same(names(p2, k), ['C'])
    const empty = await list(app, k)
    t.same(Object.keys(empty.body), ['rest_url', 'total', 'total_pages', k.plural], 'empty list: no links')
    t.same([empty.body.total, empty.body.total_pages, empty.headers['x-calendar-total'], empty.headers['x-calendar-totalpages']], [0, 0, '0', '0'])
    t.notOk('x-wp-total' in empty.headers)
  })
})

t.test('§3.4/§5.3 page past the end → 200 with an empty list, totals unchanged, previous_rest_url present', async (t) => {
  eachKind(t, async (t, app, k) => {
    for (const name of ['A', 'B', 'C']) await createTerm(app, k.plural, { name })
    const res = await list(app, k, 'hide_empty=false&per_page=2&page=5')
    t.equal(res.statusCode, 200)
    t.same(Object.keys(res.body), ['rest_url', 'total', 'total_pages', k.plural, 'previous_rest_url'])
    t.same(items(res, k), [])
    t.equal(res.body.total, 3)
    t.equal(res.body.total_pages, 2)
    t.same(Object.fromEntries(new URL(res.body.previous_rest_url).searchParams), { hide_empty: 'false', per_page: '2', page: '4' })
    t.equal(res.headers['x-calendar-total'], '3')
  })
})

t.test('§3.4/§7 per_page above 50 is clamped to 50; 0 or foo → 400', async (t) => {
  const app = await fresh()
  for (let i = 1; i <= 51; i++) await createTerm(app, 'tags', { name: `Tag ${String(i).padStart(2, '0')}` })
  const res = await list(app, TAGS, 'hide_empty=false&per_page=100')
  t.equal(res.statusCode, 200)
  t.equal(items(res, TAGS).length, 50)
  t.equal(res.body.total, 51)
  t.equal(res.body.total_pages, 2)
  t.equal(new URL(res.body.rest_url).searchParams.get('per_page'), '50', 'echoed as per_page=50')
  t.equal(items(await list(app, TAGS, 'hide_empty=false'), TAGS).length, 10, 'default per_page 10')
  for (const v of ['0', '-1', 'foo']) expectError(t, await list(app, TAGS, `per_page=${v}`), 400, 'rest_invalid_param', ['per_page'], `per_page=${v}`)
  expectError(t, await list(app, TAGS, 'page=0'), 400, 'rest_invalid_param', ['page'], 'page=0')
})

t.test('§1.5 terms created under /nl are listed only under /nl, with nl urls; name/slug uniqueness is per language', async (t) => {
  eachKind(t, async (t, app, k) => {
    const nl = await call(app, 'POST', url(k, undefined, '/nl'), { name: 'Muziek' })
    t.equal(nl.statusCode, 201)
    sameTerm(t, nl.body, expectedTerm(k, { id: nl.body.id, name: 'Muziek', slug: 'muziek', language: 'nl', prefix: '/nl' }), 'nl term')
    const viaParam = await createTerm(app, k.plural, { name: 'Theater', translation_language: 'nl' })
    t.equal(viaParam.language, 'nl', 'translation_language in the body')
    const en = await call(app, 'POST', url(k), { name: 'Muziek' })
    t.equal(en.statusCode, 201, 'same name in en is not a duplicate')
    t.equal(en.body.slug, 'muziek', 'same slug in en is free')
    t.same(ids(await list(app, k, 'hide_empty=false', '/nl'), k).sort(), [nl.body.id, viaParam.id].sort(), '/nl list')
    t.same(ids(await list(app, k, 'hide_empty=false&translation_language=nl'), k).sort(), [nl.body.id, viaParam.id].sort(), 'translation_language=nl list')
    const enList = await list(app, k, 'hide_empty=false')
    t.same(ids(enList, k), [en.body.id], 'en list')
    t.equal(enList.body.total, 1, 'totals count only the language')
    t.equal((await call(app, 'GET', url(k, nl.body.id), undefined, {})).statusCode, 200, 'by id whatever the language')
    const upd = await call(app, 'PUT', url(k, nl.body.id), { description: 'x' })
    t.equal(upd.body.language, 'nl', 'an update under the en base keeps the language')
  })
})
