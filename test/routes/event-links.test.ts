// HTTP tests of the links an event write creates (SPEC §4.1 "Linking rules", "Update semantics", response
// `categories`/`tags`/`venue`/`organizer`; §4.4 embedded term; §1.5 languages; §3.1 form bodies) and of the
// event list filters on those links (§5.1 `categories`, `tags`, `venue`, `organizer`). One app serves the whole
// file; every (sub)test starts from an empty record set via `fresh()`, so tests never rely on absolute ids. Rules
// shared by categories and tags run once per kind (subtests `categories` / `tags`).
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { addUser, auth, BASE, build, clearRecords, createTerm, expectError, req, type Res } from '../helper.js'

type Json = Record<string, any>
type Headers = Record<string, string>

const SITE = 'https://example.org'
const EVENTS = `${BASE}/events`

interface Kind { plural: 'categories' | 'tags'; other: 'categories' | 'tags'; taxonomy: string; hierarchical: boolean }
const KINDS: Kind[] = [
  { plural: 'categories', other: 'tags', taxonomy: 'calendar_events_cat', hierarchical: true },
  { plural: 'tags', other: 'categories', taxonomy: 'post_tag', hierarchical: false },
]

const shared = await build(t)
/** The shared app, emptied of events, venues, organizers and terms. */
async function fresh (): Promise<FastifyInstance> {
  await clearRecords(shared)
  return shared
}
/** Runs `fn` once per term kind, as a subtest named after the kind, each starting from an empty record set. */
function eachKind (t: Test, fn: (t: Test, app: FastifyInstance, k: Kind) => Promise<void>): void {
  for (const k of KINDS) t.test(k.plural, async (t) => { await fn(t, await fresh(), k) })
}

let seq = 0
/** Event fields inside the default list window, with a title nobody else uses. */
const base = (): Json => ({ title: `Linked event ${++seq}`, start_date: 'tomorrow 10am', end_date: 'tomorrow 11am' })

const call = (app: FastifyInstance, method: string, url: string, payload?: Json, headers: Headers = auth): Promise<Res> =>
  req(app, { method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) })
/** POST /events (optionally under a language prefix); returns the raw response. */
const postEvent = (app: FastifyInstance, links: Json, prefix = '', headers: Headers = auth): Promise<Res> =>
  call(app, 'POST', `${prefix}${EVENTS}`, { ...base(), ...links }, headers)
/** Creates an event that must succeed; returns its body. */
async function event (t: Test, app: FastifyInstance, links: Json, prefix = ''): Promise<Json> {
  const res = await postEvent(app, links, prefix)
  t.equal(res.statusCode, 201, `event create → 201 (${JSON.stringify(links).slice(0, 80)})`)
  return res.body
}
const update = (app: FastifyInstance, id: number, payload: Json): Promise<Res> => call(app, 'PATCH', `${EVENTS}/${id}`, payload)
const getEvent = async (app: FastifyInstance, id: number): Promise<Json> => (await call(app, 'GET', `${EVENTS}/${id}`, undefined, {})).body
async function createPost (app: FastifyInstance, kind: 'venues' | 'organizers', fields: Json, prefix = ''): Promise<Json> {
  const res = await call(app, 'POST', `${prefix}${BASE}/${kind}`, fields)
  if (res.statusCode !== 201) throw new Error(`${kind} create failed: ${res.statusCode} ${res.raw}`)
  return res.body
}
const venue = (app: FastifyInstance, name: string, extra: Json = {}) => createPost(app, 'venues', { venue: name, ...extra })
const organizer = (app: FastifyInstance, name: string, extra: Json = {}) => createPost(app, 'organizers', { organizer: name, ...extra })
const termIds = (e: Json, k: Kind): number[] => (e[k.plural] as Json[]).map((x) => x.id)
const termNames = (e: Json, k: Kind): string[] => (e[k.plural] as Json[]).map((x) => x.name)
const orgNames = (e: Json): string[] => (e.organizer as Json[]).map((o) => o.organizer)
const omit = (o: Json, ...keys: string[]): Json => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)))
const listEvents = (app: FastifyInstance, query: string, prefix = ''): Promise<Res> => call(app, 'GET', `${prefix}${EVENTS}?${query}`, undefined, {})
const listedIds = (res: Res): number[] => (res.body?.events ?? []).map((e: Json) => e.id).sort((a: number, b: number) => a - b)
const sorted = (...ids: number[]): number[] => [...ids].sort((a, b) => a - b)
async function countOf (app: FastifyInstance, kind: string, prefix = ''): Promise<number> {
  return (await call(app, 'GET', `${prefix}${BASE}/${kind}?per_page=50${kind === 'categories' || kind === 'tags' ? '&hide_empty=false' : ''}`)).body.total
}

// ------------------------------------------------------------------------------------------------ venue

t.test('§4.1 venue by id, numeric string id or {"id": N}', async (t) => {
  const app = await fresh()
  const v = await venue(app, 'Town Hall')
  for (const ref of [v.id, String(v.id), { id: v.id }, { id: String(v.id) }]) {
    const e = await event(t, app, { venue: ref })
    t.equal(e.venue.id, v.id, `create venue=${JSON.stringify(ref)}`)
  }
  const other = await venue(app, 'Other Hall')
  const e = await event(t, app, {})
  t.same(e.venue, [], 'no venue → []')
  const up = await update(app, e.id, { venue: { id: other.id } })
  t.equal(up.statusCode, 200)
  t.equal(up.body.venue.id, other.id, 'set on update')
  t.equal((await update(app, e.id, { venue: String(v.id) })).body.venue.id, v.id, 'replaced on update')
  t.equal(await countOf(app, 'venues'), 2, 'no venue created by references')
})

t.test('§4.1 nested venue object creates the venue in the request language; duplicate detection reuses it', async (t) => {
  const app = await fresh()
  const e1 = await event(t, app, { venue: { venue: 'Music Hall', city: 'Utrecht', address: 'Main Street 1' } })
  t.match(e1.venue, { venue: 'Music Hall', city: 'Utrecht', address: 'Main Street 1', language: 'en', slug: 'music-hall' })
  t.type(e1.venue.id, 'number')
  t.equal((await call(app, 'GET', `${BASE}/venues/${e1.venue.id}`, undefined, {})).statusCode, 200, 'a real venue record')
  const e2 = await event(t, app, { venue: { venue: 'MUSIC HALL', city: 'utrecht', address: 'main street' } })
  t.equal(e2.venue.id, e1.venue.id, 'a matching nested venue is reused (case-insensitive, address words)')
  t.equal(await countOf(app, 'venues'), 1)
  const e3 = await event(t, app, { venue: { venue: 'Music Hall', city: 'Amsterdam' } })
  t.not(e3.venue.id, e1.venue.id, 'a differing field makes a new venue')
  const nl = await event(t, app, { venue: { venue: 'Music Hall', city: 'Utrecht' } }, '/nl')
  t.not(nl.venue.id, e1.venue.id, 'detection is scoped to the language')
  t.equal(nl.venue.language, 'nl', 'created under /nl → language nl')
  t.equal(nl.venue.url, `${SITE}/nl/venue/music-hall/`)
  const viaParam = await event(t, app, { venue: { venue: 'Zaal' }, translation_language: 'de' })
  t.equal(viaParam.venue.language, 'de', 'translation_language decides the nested venue language')
  const upd = await update(app, e3.id, { venue: { venue: 'Brand New Hall' } })
  t.equal(upd.statusCode, 200)
  t.equal(upd.body.venue.venue, 'Brand New Hall', 'nested object on update creates and links')
})

t.test('§4.1/§8 venue 0, "" or [] on update removes the venue', async (t) => {
  const app = await fresh()
  const v = await venue(app, 'Hall')
  for (const empty of [0, '', '0', []]) {
    const e = await event(t, app, { venue: v.id })
    const res = await update(app, e.id, { venue: empty })
    t.equal(res.statusCode, 200, `venue=${JSON.stringify(empty)}`)
    t.same(res.body.venue, [], `venue=${JSON.stringify(empty)} → []`)
    t.same((await getEvent(app, e.id)).venue, [], 'stored')
  }
  t.same((await event(t, app, { venue: 0 })).venue, [], 'venue 0 on create = none')
  t.equal(await countOf(app, 'venues'), 1, 'the venue itself is untouched')
})

t.test('§4.1 venue id that is not a venue, or unknown → 400 rest_invalid_param naming venue', async (t) => {
  const app = await fresh()
  const o = await organizer(app, 'Org')
  const other = await event(t, app, {})
  const v = await venue(app, 'Hall')
  const e = await event(t, app, { venue: v.id })
  for (const bad of [o.id, other.id, 999999, String(o.id), '999999', { id: o.id }, { id: 999999 }, -1, 'Hall', true]) {
    expectError(t, await postEvent(app, { venue: bad }), 400, 'rest_invalid_param', ['venue'], `create venue=${JSON.stringify(bad)}`)
    expectError(t, await update(app, e.id, { venue: bad }), 400, 'rest_invalid_param', ['venue'], `update venue=${JSON.stringify(bad)}`)
  }
  t.equal((await getEvent(app, e.id)).venue.id, v.id, 'venue unchanged after failed updates')
  t.equal((await listEvents(app, 'per_page=50')).body.total, 2, 'no event created by failed writes')
})

t.test('§4.1 nested venue object that fails venue validation (no name, "" name, bad field) → 400 naming venue', async (t) => {
  const app = await fresh()
  for (const bad of [{ city: 'Utrecht' }, { venue: '' }, { venue: 'Hall', website: 'foo' }, { venue: 'Hall', latitude: 123 }]) {
    expectError(t, await postEvent(app, { venue: bad }), 400, 'rest_invalid_param', ['venue'], JSON.stringify(bad))
  }
  t.equal(await countOf(app, 'venues'), 0, 'no venue created')
  t.equal((await listEvents(app, 'per_page=50')).body.total, 0, 'no event created')
})

t.test('§4.1 exactly one venue: a comma list or an array of venues → 400 naming venue', async (t) => {
  const app = await fresh()
  const [a, b] = [await venue(app, 'A'), await venue(app, 'B')]
  for (const bad of [`${a.id},${b.id}`, [a.id, b.id], [a.id], [{ id: a.id }, { id: b.id }], [{ venue: 'C' }]]) {
    expectError(t, await postEvent(app, { venue: bad }), 400, 'rest_invalid_param', ['venue'], JSON.stringify(bad))
  }
  t.equal(await countOf(app, 'venues'), 2)
})

// ------------------------------------------------------------------------------------------------ organizer

t.test('§4.1 organizer by id, numeric string, {"id": N} or nested object (created in the request language, duplicates reused)', async (t) => {
  const app = await fresh()
  const o = await organizer(app, 'Fair Club')
  for (const ref of [o.id, String(o.id), { id: o.id }, [o.id], [String(o.id)]]) {
    const e = await event(t, app, { organizer: ref })
    t.same(e.organizer.map((x: Json) => x.id), [o.id], `organizer=${JSON.stringify(ref)}`)
    t.ok(Array.isArray(e.organizer), 'always an array')
  }
  const n1 = await event(t, app, { organizer: { organizer: 'Ann', email: 'ann@example.org' } })
  t.match(n1.organizer, [{ organizer: 'Ann', email: 'ann@example.org', language: 'en' }])
  const n2 = await event(t, app, { organizer: [{ organizer: 'ANN', email: 'ANN@example.org' }] })
  t.equal(n2.organizer[0].id, n1.organizer[0].id, 'duplicate detection reuses the organizer')
  const nl = await event(t, app, { organizer: { organizer: 'Ann' } }, '/nl')
  t.not(nl.organizer[0].id, n1.organizer[0].id)
  t.equal(nl.organizer[0].language, 'nl', 'created under /nl → language nl')
  t.equal(await countOf(app, 'organizers'), 2)
  t.equal(await countOf(app, 'organizers', '/nl'), 1)
})

t.test('§4.1 organizer array mixing {organizer}, {id} and ids keeps the given order', async (t) => {
  const app = await fresh()
  const x = await organizer(app, 'Xavier')
  const y = await organizer(app, 'Yvonne')
  const e = await event(t, app, { organizer: [{ organizer: 'Ann' }, { id: x.id }, y.id] })
  t.same(orgNames(e), ['Ann', 'Xavier', 'Yvonne'], 'create response order')
  t.same(orgNames(await getEvent(app, e.id)), ['Ann', 'Xavier', 'Yvonne'], 'stored order')
  const r = await update(app, e.id, { organizer: [y.id, { organizer: 'Zed' }, String(x.id)] })
  t.same(orgNames(r.body), ['Yvonne', 'Zed', 'Xavier'], 'update replaces, in the new order')
  t.same(orgNames(await getEvent(app, e.id)), ['Yvonne', 'Zed', 'Xavier'])
  t.same(orgNames((await listEvents(app, `include=${e.id}`)).body.events[0]), ['Yvonne', 'Zed', 'Xavier'], 'same order in lists')
  const dup = await update(app, e.id, { organizer: [x.id, x.id, { id: x.id }] })
  t.same(orgNames(dup.body), ['Xavier'], 'the same organizer twice is linked once')
})

t.test('§4.1 organizer [] clears the organizers', async (t) => {
  const app = await fresh()
  const o = await organizer(app, 'Org')
  const e = await event(t, app, { organizer: [o.id, { organizer: 'Other' }] })
  t.equal(e.organizer.length, 2)
  const res = await update(app, e.id, { organizer: [] })
  t.equal(res.statusCode, 200)
  t.same(res.body.organizer, [])
  t.same((await getEvent(app, e.id)).organizer, [], 'stored')
  t.equal(await countOf(app, 'organizers'), 2, 'organizers themselves untouched')
})

t.test('§4.1 a bad organizer item (unknown id, non-organizer, nested without name, comma list) → 400 naming organizer', async (t) => {
  const app = await fresh()
  const o = await organizer(app, 'Org')
  const v = await venue(app, 'Hall')
  const e = await event(t, app, { organizer: [o.id] })
  const bads: unknown[] = [999999, v.id, { id: v.id }, [o.id, 999999], [o.id, { organizer: '' }], [{ email: 'x@y.z' }], [o.id, v.id], `${o.id},${o.id}`, 'Org', [o.id, { organizer: 'New', website: 'foo' }]]
  for (const bad of bads) {
    expectError(t, await postEvent(app, { organizer: bad }), 400, 'rest_invalid_param', ['organizer'], `create organizer=${JSON.stringify(bad)}`)
    expectError(t, await update(app, e.id, { organizer: bad }), 400, 'rest_invalid_param', ['organizer'], `update organizer=${JSON.stringify(bad)}`)
  }
  t.same((await getEvent(app, e.id)).organizer.map((x: Json) => x.id), [o.id], 'unchanged')
  t.equal(await countOf(app, 'organizers'), 1, 'no organizer created by a failed write')
})

t.test('§3.1 form-urlencoded bracket notation: organizer[0][organizer]=Ann&organizer[1]=<id>, venue[venue]=Hall', async (t) => {
  const app = await fresh()
  const x = await organizer(app, 'Xavier')
  const form = (body: string, url = EVENTS, method = 'POST') => req(app, {
    method: method as 'POST', url, headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, payload: body,
  })
  const b = base()
  const fields = `title=${encodeURIComponent(b.title)}&start_date=${encodeURIComponent(b.start_date)}&end_date=${encodeURIComponent(b.end_date)}`
  const res = await form(`${fields}&organizer[0][organizer]=Ann&organizer[1]=${x.id}&venue[venue]=Form%20Hall&venue[city]=Utrecht&categories[]=Form%20Cat&tags=a,b`)
  t.equal(res.statusCode, 201)
  t.same(orgNames(res.body), ['Ann', 'Xavier'])
  t.match(res.body.venue, { venue: 'Form Hall', city: 'Utrecht' })
  t.same(res.body.categories.map((c: Json) => c.name), ['Form Cat'])
  t.same(res.body.tags.map((c: Json) => c.name), ['a', 'b'])
  const upd = await form(`organizer[]=${x.id}&organizer[]=${res.body.organizer[0].id}`, `${EVENTS}/${res.body.id}`, 'PUT')
  t.equal(upd.statusCode, 200)
  t.same(orgNames(upd.body), ['Xavier', 'Ann'], 'organizer[]= repeated keys, in order')
})

// ------------------------------------------------------------------------------------------------ categories / tags

t.test('§4.1 categories/tags items match an existing term by id, slug (slugified) or name (case-insensitive)', async (t) => {
  eachKind(t, async (t, app, k) => {
    const term = await createTerm(app, k.plural, { name: 'Live Music', slug: 'gigs' })
    for (const item of [term.id, String(term.id), 'gigs', 'GIGS', ' Gigs ', 'Live Music', 'LIVE MUSIC', 'live music']) {
      const e = await event(t, app, { [k.plural]: [item] })
      t.same(termIds(e, k), [term.id], `${k.plural}=[${JSON.stringify(item)}]`)
    }
    t.equal(await countOf(app, k.plural), 1, 'no term created')
  })
})

t.test('§4.1/§1.5 an unknown term name creates the term in the effective language', async (t) => {
  eachKind(t, async (t, app, k) => {
    const e = await event(t, app, { [k.plural]: ['Brand New Thing'] })
    t.match(e[k.plural], [{ name: 'Brand New Thing', slug: 'brand-new-thing', language: 'en', taxonomy: k.taxonomy, description: '', parent: 0, count: 1 }])
    const created = await call(app, 'GET', `${BASE}/${k.plural}/${e[k.plural][0].id}`, undefined, {})
    t.equal(created.statusCode, 200, 'a real term')
    t.equal(created.body.count, 1)
    const existing = await createTerm(app, k.plural, { name: 'Concert' })
    const nl = await event(t, app, { [k.plural]: ['Concert', 'Nieuw'] }, '/nl')
    t.same(nl[k.plural].map((x: Json) => x.language), ['nl', 'nl'], 'under /nl: nl terms')
    t.notOk(termIds(nl, k).includes(existing.id), 'an en term of the same name is not matched from /nl')
    t.same(termNames(nl, k), ['Concert', 'Nieuw'])
    const list = await call(app, 'GET', `/nl${BASE}/${k.plural}?hide_empty=false`, undefined, {})
    t.same(list.body[k.plural].map((x: Json) => x.name), ['Concert', 'Nieuw'], 'listed under /nl')
    t.equal(await countOf(app, k.plural), 2, 'en list: Brand New Thing and Concert only')
    const de = await event(t, app, { [k.plural]: ['Konzert'], translation_language: 'de' })
    t.equal(de[k.plural][0].language, 'de', 'translation_language decides too')
    const byId = await event(t, app, { [k.plural]: [nl[k.plural][0].id] })
    t.same(termIds(byId, k), [nl[k.plural][0].id], 'numeric ids match a term of any language')
  })
})

t.test('§4.1/§3.2 a comma string "x,y" is a list of two items', async (t) => {
  eachKind(t, async (t, app, k) => {
    const known = await createTerm(app, k.plural, { name: 'Known' })
    const e = await event(t, app, { [k.plural]: `cat1, cat2 ,${known.id},` })
    t.same(termNames(e, k), ['cat1', 'cat2', 'Known'])
    t.equal(await countOf(app, k.plural), 3)
  })
})

t.test('§4.1 duplicate term items collapse to one link', async (t) => {
  eachKind(t, async (t, app, k) => {
    const term = await createTerm(app, k.plural, { name: 'Jazz' })
    const e = await event(t, app, { [k.plural]: [term.id, 'jazz', 'JAZZ', String(term.id), 'Fresh', 'fresh', 'FRESH'] })
    t.same(termNames(e, k), ['Fresh', 'Jazz'], 'one Jazz, one new Fresh')
    t.equal(await countOf(app, k.plural), 2, 'Fresh created once')
  })
})

t.test('§4.1 unknown numeric term ids are silently skipped', async (t) => {
  eachKind(t, async (t, app, k) => {
    const term = await createTerm(app, k.plural, { name: 'Real' })
    const other = await createTerm(app, k.other, { name: 'Other kind' })
    const res = await postEvent(app, { [k.plural]: [999999, term.id, other.id] })
    t.equal(res.statusCode, 201)
    t.same(termIds(res.body, k), [term.id], 'unknown id and an id of the other kind skipped')
    t.same(res.body[k.other], [], 'the other kind is not linked either')
    const only = await postEvent(app, { [k.plural]: [999999] })
    t.equal(only.statusCode, 201)
    t.same(only.body[k.plural], [])
    t.equal(await countOf(app, k.plural), 1, 'no term created from a number')
  })
})

t.test('§4.1 categories/tags [] or "" on update clears them', async (t) => {
  eachKind(t, async (t, app, k) => {
    for (const empty of [[], '']) {
      const e = await event(t, app, { [k.plural]: ['One', 'Two'], [k.other]: ['Stay'] })
      t.equal(e[k.plural].length, 2)
      const res = await update(app, e.id, { [k.plural]: empty })
      t.equal(res.statusCode, 200, `${k.plural}=${JSON.stringify(empty)}`)
      t.same(res.body[k.plural], [], 'cleared')
      t.same(termNames(res.body, { ...k, plural: k.other }), ['Stay'], 'the other kind is untouched')
      t.same((await getEvent(app, e.id))[k.plural], [], 'stored')
    }
    t.equal((await call(app, 'GET', `${BASE}/${k.plural}`, undefined, {})).body.total, 0, 'terms without published events are hidden again')
    t.equal((await call(app, 'GET', `${BASE}/${k.plural}?hide_empty=false`, undefined, {})).body.total, 2, 'but still exist')
  })
})

t.test('§4.4 embedded term shape: name, slug, term_group 0, term_taxonomy_id = id, taxonomy, description, parent, count, filter "raw", id, urls, language, translations', async (t) => {
  eachKind(t, async (t, app, k) => {
    const parent = k.hierarchical ? await createTerm(app, k.plural, { name: 'Parent' }) : undefined
    const term = await createTerm(app, k.plural, { name: 'Child', description: 'Raw <em>text</em>', ...(parent ? { parent: parent.id } : {}) })
    await event(t, app, { [k.plural]: [term.id] })
    const e = await event(t, app, { [k.plural]: [term.id] })
    const collection = `${SITE}${BASE}/${k.plural}`
    const expected: Json = {
      name: 'Child',
      slug: 'child',
      term_group: 0,
      term_taxonomy_id: term.id,
      taxonomy: k.taxonomy,
      description: 'Raw <em>text</em>',
      parent: parent ? parent.id : 0,
      count: 2,
      filter: 'raw',
      id: term.id,
      urls: { self: `${collection}/${term.id}`, collection, ...(parent ? { up: `${collection}/${parent.id}` } : {}) },
      language: 'en',
      translations: { en: term.id },
    }
    for (const [what, got] of [['GET', (await getEvent(app, e.id))[k.plural][0]], ['list', (await listEvents(app, `include=${e.id}`)).body.events[0][k.plural][0]]] as const) {
      t.same(got, expected, `${what}: values`)
      t.same(Object.keys(got), Object.keys(expected), `${what}: key order`)
      t.notOk('url' in got || 'meta' in got, `${what}: no url, no meta`)
    }
    const nl = await event(t, app, { [k.plural]: ['Nieuw'] }, '/nl')
    t.equal(nl[k.plural][0].urls.self, `${SITE}/nl${BASE}/${k.plural}/${nl[k.plural][0].id}`, 'urls from the request {base}')
  })
})

t.test('§4.1 embedded terms are ordered by name', async (t) => {
  eachKind(t, async (t, app, k) => {
    const z = await createTerm(app, k.plural, { name: 'Zeta' })
    const e = await event(t, app, { [k.plural]: [z.id, 'Alpha', 'Mid', 'Beta'] })
    t.same(termNames(e, k), ['Alpha', 'Beta', 'Mid', 'Zeta'], 'create response')
    t.same(termNames(await getEvent(app, e.id), k), ['Alpha', 'Beta', 'Mid', 'Zeta'], 'GET')
  })
})

t.test('§2.3 naming new categories/tags on an event needs only the event write permission (contributor)', async (t) => {
  const app = await fresh()
  const contributor = await addUser(app, 'contrib-links', 'contributor')
  const res = await postEvent(app, { categories: ['Contributed cat'], tags: ['Contributed tag'] }, '', contributor.headers)
  t.equal(res.statusCode, 201)
  t.same(res.body.categories.map((x: Json) => x.name), ['Contributed cat'])
  t.same(res.body.tags.map((x: Json) => x.name), ['Contributed tag'])
})

// ------------------------------------------------------------------------------------------------ embedded records

t.test('§4.1 event responses embed the venue object and organizer objects (as in §4.2/§4.3, without json_ld)', async (t) => {
  const app = await fresh()
  const v = await venue(app, 'Hall', { city: 'Utrecht', address: 'Main Street 1', latitude: 52.09, longitude: 5.12 })
  const o1 = await organizer(app, 'Ann', { email: 'ann@example.org' })
  const o2 = await organizer(app, 'Bob', { phone: '123' })
  const created = await event(t, app, { venue: v.id, organizer: [o1.id, o2.id] })
  const single = async (kind: string, id: number) => omit((await call(app, 'GET', `${BASE}/${kind}/${id}`, undefined, {})).body, 'json_ld')
  const expVenue = await single('venues', v.id)
  const expOrgs = [await single('organizers', o1.id), await single('organizers', o2.id)]
  t.same(created.venue, expVenue, 'create response: venue = the venue object')
  t.same(Object.keys(created.venue), Object.keys(expVenue), 'venue key order')
  t.same(created.organizer, expOrgs, 'create response: organizers = the organizer objects, link order')
  t.same(created.organizer.map((o: Json) => Object.keys(o)), expOrgs.map((o) => Object.keys(o)), 'organizer key order')
  const listed = (await listEvents(app, `include=${created.id}`)).body.events[0]
  t.same(listed.venue, expVenue, 'list: venue')
  t.same(listed.organizer, expOrgs, 'list: organizers')
  const got = await getEvent(app, created.id)
  t.same(omit(got.venue, 'json_ld'), expVenue, 'GET: venue')
  t.same(got.organizer.map((o: Json) => omit(o, 'json_ld')), expOrgs, 'GET: organizers')
})

t.test('§4.1 json_ld of the embedded venue/organizers appears only on single-event GET (id and by-slug)', async (t) => {
  const app = await fresh()
  const v = await venue(app, 'Hall', { city: 'Utrecht' })
  const o = await organizer(app, 'Ann', { email: 'ann@example.org' })
  const created = await event(t, app, { venue: v.id, organizer: [o.id] })
  for (const [what, e] of [['GET by id', await getEvent(app, created.id)], ['GET by slug', (await call(app, 'GET', `${EVENTS}/by-slug/${created.slug}`, undefined, {})).body]] as const) {
    t.match(e.venue.json_ld, { '@type': 'Place', name: 'Hall' }, `${what}: venue json_ld`)
    t.match(e.organizer[0].json_ld, { '@type': 'Person', name: 'Ann', email: 'ann@example.org' }, `${what}: organizer json_ld`)
    t.match(e.json_ld, { location: { '@type': 'Place' }, organizer: { '@type': 'Person' } }, `${what}: event json_ld location/organizer`)
  }
  const updated = (await update(app, created.id, { title: 'Renamed' })).body
  const listed = (await listEvents(app, `include=${created.id}`)).body.events[0]
  for (const [what, e] of [['create', created], ['update', updated], ['list', listed]] as const) {
    t.notOk('json_ld' in e.venue, `${what}: no venue json_ld`)
    t.notOk('json_ld' in e.organizer[0], `${what}: no organizer json_ld`)
  }
})

// ------------------------------------------------------------------------------------------------ update semantics

t.test('§4.1 update semantics: absent (or null) venue/organizer/categories/tags leave the links unchanged', async (t) => {
  const app = await fresh()
  const v = await venue(app, 'Hall')
  const o = await organizer(app, 'Ann')
  const e = await event(t, app, { venue: v.id, organizer: [o.id, { organizer: 'Bob' }], categories: ['Cat A', 'Cat B'], tags: ['Tag A'] })
  const links = (x: Json) => ({ venue: x.venue.id, organizer: x.organizer.map((y: Json) => y.id), categories: x.categories.map((y: Json) => y.id), tags: x.tags.map((y: Json) => y.id) })
  const before = links(e)
  for (const payload of [{ title: 'Only the title' }, { description: 'Only the description' }, { venue: null, organizer: null, categories: null, tags: null }]) {
    const res = await update(app, e.id, payload)
    t.equal(res.statusCode, 200)
    t.same(links(res.body), before, `response after ${JSON.stringify(payload)}`)
    t.same(links(await getEvent(app, e.id)), before, 'stored')
  }
  const onlyTags = await update(app, e.id, { tags: ['Tag B'] })
  t.same(omit(links(onlyTags.body), 'tags'), omit(before, 'tags'), 'changing tags leaves the other links alone')
})

// ------------------------------------------------------------------------------------------------ list filters

t.test('§5.1 categories/tags filter: ids or slugs, any-of (OR within the list)', async (t) => {
  eachKind(t, async (t, app, k) => {
    const a = await createTerm(app, k.plural, { name: 'Term A', slug: 'term-a' })
    const b = await createTerm(app, k.plural, { name: 'Term B', slug: 'term-b' })
    const c = await createTerm(app, k.plural, { name: 'Term C' })
    const ea = await event(t, app, { [k.plural]: [a.id] })
    const eb = await event(t, app, { [k.plural]: [b.id] })
    const eab = await event(t, app, { [k.plural]: [a.id, b.id] })
    await event(t, app, { [k.plural]: [c.id] })
    await event(t, app, {})
    const q = (v: string) => listEvents(app, `${k.plural}=${v}`)
    t.same(listedIds(await q(String(a.id))), sorted(ea.id, eab.id), 'by id')
    t.same(listedIds(await q('term-b')), sorted(eb.id, eab.id), 'by slug')
    t.same(listedIds(await q('Term%20B')), sorted(eb.id, eab.id), 'slug is slugified')
    t.same(listedIds(await q(`${a.id},term-b`)), sorted(ea.id, eb.id, eab.id), 'comma list: any of')
    t.same(listedIds(await listEvents(app, `${k.plural}[]=term-a&${k.plural}[]=${b.id}`)), sorted(ea.id, eb.id, eab.id), 'bracket list')
    const res = await q(String(a.id))
    t.equal(res.body.total, 2)
    t.same(Object.fromEntries(new URL(res.body.rest_url).searchParams), { [k.plural]: String(a.id), per_page: '10' }, 'echoed in rest_url')
  })
})

t.test('§5.1 categories/tags filter: an unknown id or slug (or the other kind\'s id) → 400 naming the param', async (t) => {
  eachKind(t, async (t, app, k) => {
    const a = await createTerm(app, k.plural, { name: 'Known' })
    const other = await createTerm(app, k.other, { name: 'Other kind' })
    await event(t, app, { [k.plural]: [a.id] })
    for (const bad of ['999999', 'no-such-slug', `${a.id},999999`, 'known,nope', String(other.id)]) {
      expectError(t, await listEvents(app, `${k.plural}=${bad}`), 400, 'rest_invalid_param', [k.plural], `${k.plural}=${bad}`)
    }
    const nlTerm = await createTerm(app, k.plural, { name: 'Alleen NL' }, '/nl')
    expectError(t, await listEvents(app, `${k.plural}=alleen-nl`), 400, 'rest_invalid_param', [k.plural], 'an nl slug from the en base')
    t.equal((await listEvents(app, `${k.plural}=alleen-nl`, '/nl')).statusCode, 200, 'the same slug under /nl')
    t.equal((await listEvents(app, `${k.plural}=${nlTerm.id}`)).statusCode, 200, 'numeric ids match any language')
  })
})

t.test('§5.1 venue filter: any of the given venue ids; non-venue or unknown id → 400 naming venue', async (t) => {
  const app = await fresh()
  const [v1, v2, v3] = [await venue(app, 'V1'), await venue(app, 'V2'), await venue(app, 'V3')]
  const o = await organizer(app, 'Org')
  const e1 = await event(t, app, { venue: v1.id })
  const e2 = await event(t, app, { venue: v2.id })
  await event(t, app, { venue: v3.id })
  await event(t, app, {})
  t.same(listedIds(await listEvents(app, `venue=${v1.id}`)), [e1.id])
  t.same(listedIds(await listEvents(app, `venue=${v1.id},${v2.id}`)), sorted(e1.id, e2.id), 'any of')
  t.same(listedIds(await listEvents(app, `venue[]=${v2.id}`)), [e2.id], 'bracket form')
  for (const bad of ['999999', String(o.id), String(e1.id), `${v1.id},999999`, 'foo', 'v1', '0']) {
    expectError(t, await listEvents(app, `venue=${bad}`), 400, 'rest_invalid_param', ['venue'], `venue=${bad}`)
  }
})

t.test('§5.1 organizer filter: any of the given organizer ids; unknown or non-organizer id → 400 naming organizer', async (t) => {
  const app = await fresh()
  const [o1, o2, o3] = [await organizer(app, 'O1'), await organizer(app, 'O2'), await organizer(app, 'O3')]
  const v = await venue(app, 'Hall')
  const e1 = await event(t, app, { organizer: [o1.id] })
  const e12 = await event(t, app, { organizer: [o2.id, o1.id] })
  const e3 = await event(t, app, { organizer: [o3.id] })
  await event(t, app, {})
  t.same(listedIds(await listEvents(app, `organizer=${o1.id}`)), sorted(e1.id, e12.id))
  t.same(listedIds(await listEvents(app, `organizer=${o2.id},${o3.id}`)), sorted(e12.id, e3.id), 'any of')
  t.equal((await listEvents(app, `organizer=${o1.id},${o2.id}`)).body.total, 2, 'an event matching two organizers is listed once')
  for (const bad of ['999999', String(v.id), String(e1.id), `${o1.id},999999`, 'foo', '0']) {
    expectError(t, await listEvents(app, `organizer=${bad}`), 400, 'rest_invalid_param', ['organizer'], `organizer=${bad}`)
  }
})

t.test('§5.1 link filters combine with AND; several bad filters are reported together', async (t) => {
  const app = await fresh()
  const v = await venue(app, 'Hall')
  const o = await organizer(app, 'Org')
  const all = { categories: ['Music'], tags: ['Free'], venue: v.id, organizer: [o.id] }
  const match = await event(t, app, all)
  await event(t, app, { ...all, categories: ['Theatre'] })
  await event(t, app, { ...all, tags: ['Paid'] })
  await event(t, app, { ...all, venue: { venue: 'Elsewhere' } })
  await event(t, app, { ...all, organizer: [{ organizer: 'Someone else' }] })
  const query = `categories=music&tags=free&venue=${v.id}&organizer=${o.id}`
  t.same(listedIds(await listEvents(app, query)), [match.id], 'only the event matching all four')
  t.equal((await listEvents(app, 'categories=music,theatre&tags=free')).body.total, 4, 'OR inside, AND across (all but the Paid one)')
  expectError(t, await listEvents(app, 'categories=nope&tags=nope&venue=999999&organizer=999999'), 400, 'rest_invalid_param', ['categories', 'tags', 'venue', 'organizer'], 'all four bad')
})
