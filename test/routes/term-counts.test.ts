// HTTP tests of the `count` of categories and tags (SPEC §4.4: number of PUBLISHED events carrying the term) as
// statuses (§3.6: draft/pending/private/future/trash, scheduled publishing) and links change, and of the list
// parameters that depend on it (§5.3 hide_empty, orderby=count) and the DELETE response (§4.4).
// One app with a pinned, movable clock serves the whole file; every test starts from an empty record set and the
// initial clock via `fresh()`, and never relies on absolute ids.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { addUser, auth, BASE, build, clearRecords, createEvent, createTerm, req, type Res } from '../helper.js'

type Json = Record<string, any>
type Plural = 'categories' | 'tags'

const START = new Date('2030-03-01T12:00:00Z')
/** "now" of the app; tests move it forward to let scheduled events publish. */
let now = START
const DAY = { start_date: '2030-03-02 10:00:00', end_date: '2030-03-02 11:00:00' }

const shared = await build(t, {}, { clock: () => now })
/** The shared app, emptied of events, venues, organizers and terms, with the clock back at START. */
async function fresh (): Promise<FastifyInstance> {
  now = START
  await clearRecords(shared)
  return shared
}

let n = 0
/** An event of tomorrow (inside the default list window), published unless `extra.status` says otherwise. */
async function ev (app: FastifyInstance, extra: Json = {}, prefix = ''): Promise<Json> {
  return createEvent(app, { ...DAY, title: `Event ${++n}`, ...extra }, `${prefix}${BASE}/events`)
}
async function update (t: Test, app: FastifyInstance, id: number, payload: Json): Promise<Json> {
  const res = await req(app, { method: 'POST', url: `${BASE}/events/${id}`, headers: auth, payload })
  t.equal(res.statusCode, 200, `update ${JSON.stringify(payload)}`)
  return res.body
}
async function trash (t: Test, app: FastifyInstance, id: number): Promise<void> {
  const res = await req(app, { method: 'DELETE', url: `${BASE}/events/${id}`, headers: auth })
  t.equal(res.statusCode, 200, 'DELETE event')
  t.equal(res.body.status, 'trash')
}
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Res> => req(app, { method: 'GET', url, headers })
const list = (app: FastifyInstance, plural: Plural, query = '', prefix = ''): Promise<Res> =>
  get(app, `${prefix}${BASE}/${plural}${query ? `?${query}` : ''}`)
const termIds = (res: Res, plural: Plural): number[] => (res.body?.[plural] ?? []).map((x: Json) => x.id)

/** The count of term `id` everywhere it is shown: single GET, list (hide_empty=false), presence in the default
 *  list (hide_empty=true ⇔ count > 0). */
async function expectCount (t: Test, app: FastifyInstance, plural: Plural, id: number, count: number, what: string): Promise<void> {
  const one = await get(app, `${BASE}/${plural}/${id}`)
  t.equal(one.statusCode, 200, `${what}: GET /${plural}/${id}`)
  t.equal(one.body.count, count, `${what}: count ${count} in GET /${plural}/<id>`)
  const all = await list(app, plural, 'hide_empty=false&per_page=50')
  t.equal(all.body[plural].find((x: Json) => x.id === id)?.count, count, `${what}: count ${count} in the list (hide_empty=false)`)
  const shown = termIds(await list(app, plural, 'per_page=50'), plural).includes(id)
  t.equal(shown, count > 0, `${what}: ${count > 0 ? 'shown' : 'hidden'} in the default list (hide_empty=true)`)
}
/** The count of term `id` as embedded in an event (`categories[]`/`tags[]`), read by the admin. */
async function embeddedCount (app: FastifyInstance, eventId: number, plural: Plural, id: number): Promise<number | undefined> {
  const res = await get(app, `${BASE}/events/${eventId}`, auth)
  return res.body?.[plural]?.find((x: Json) => x.id === id)?.count
}

// ------------------------------------------------------------------------------------------------ where count shows

t.test('§4.4 count of a term carried by published events: GET one, list and embedded categories[]/tags[] agree', async (t) => {
  const app = await fresh()
  const cat = await createTerm(app, 'categories', { name: 'Music' })
  const tag = await createTerm(app, 'tags', { name: 'Outdoor' })
  t.equal(cat.count, 0, 'new category: 0')
  t.equal(tag.count, 0, 'new tag: 0')

  const first = await ev(app, { categories: [cat.id], tags: [tag.id] })
  t.equal(first.categories[0].count, 1, 'create response: categories[].count')
  t.equal(first.tags[0].count, 1, 'create response: tags[].count')
  await expectCount(t, app, 'categories', cat.id, 1, 'one event')
  await expectCount(t, app, 'tags', tag.id, 1, 'one event')
  t.equal(await embeddedCount(app, first.id, 'categories', cat.id), 1, 'GET event: categories[].count')
  t.equal(await embeddedCount(app, first.id, 'tags', tag.id), 1, 'GET event: tags[].count')

  const second = await ev(app, { categories: ['music'], tags: ['Outdoor'] })
  t.equal(second.categories[0].id, cat.id, 'linked by slug')
  t.equal(second.tags[0].id, tag.id, 'linked by name')
  t.equal(second.categories[0].count, 2, 'create response of the second event: 2')
  await expectCount(t, app, 'categories', cat.id, 2, 'two events')
  await expectCount(t, app, 'tags', tag.id, 2, 'two events')
  t.equal(await embeddedCount(app, first.id, 'categories', cat.id), 2, 'the first event now embeds count 2 as well')

  const events = (await get(app, `${BASE}/events`)).body.events as Json[]
  t.equal(events.length, 2)
  for (const e of events) {
    t.same(e.categories.map((c: Json) => c.count), [2], `event list: categories[].count of event ${e.id}`)
    t.same(e.tags.map((x: Json) => x.count), [2], `event list: tags[].count of event ${e.id}`)
  }
  const byPost = await list(app, 'categories', `post=${first.id}`)
  t.same(byPost.body.categories.map((c: Json) => c.count), [2], 'list filtered by post')
})

t.test('§4.4 an event with several terms counts once for each of them; duplicate items count once', async (t) => {
  const app = await fresh()
  const a = await createTerm(app, 'categories', { name: 'A' })
  const b = await createTerm(app, 'categories', { name: 'B' })
  const e = await ev(app, { categories: [a.id, b.id, a.id, 'a'] })
  t.same(e.categories.map((c: Json) => [c.id, c.count]), [[a.id, 1], [b.id, 1]], 'create response')
  await expectCount(t, app, 'categories', a.id, 1, 'A')
  await expectCount(t, app, 'categories', b.id, 1, 'B')
})

t.test('§4.4 only published events count: draft, pending, private, future and trash do not; hidden or protected published ones do', async (t) => {
  const app = await fresh()
  const cat = await createTerm(app, 'categories', { name: 'Statuses' })
  const tag = await createTerm(app, 'tags', { name: 'Statuses' })
  const links = { categories: [cat.id], tags: [tag.id] }
  for (const status of ['draft', 'pending', 'private', 'trash']) {
    const e = await ev(app, { ...links, status })
    t.equal(e.status, status)
    t.equal(e.categories[0]?.count, 0, `${status}: embedded count 0`)
  }
  const future = await ev(app, { ...links, status: 'publish', date: '2030-06-01 00:00:00' })
  t.equal(future.status, 'future', 'publish with a future date is stored as future')
  const contributor = await addUser(app, 'contrib', 'contributor')
  const scaled = await req(app, { method: 'POST', url: `${BASE}/events`, headers: contributor.headers, payload: { ...DAY, title: 'By contributor', status: 'publish', ...links } })
  t.equal(scaled.statusCode, 201)
  t.equal(scaled.body.status, 'pending', 'a contributor\'s publish is scaled back to pending')
  await expectCount(t, app, 'categories', cat.id, 0, 'no published event')
  await expectCount(t, app, 'tags', tag.id, 0, 'no published event')

  await ev(app, { ...links, hide_from_listings: true })
  await expectCount(t, app, 'categories', cat.id, 1, 'a published event hidden from listings is still published')
  await ev(app, { ...links, password: 'secret' })
  await expectCount(t, app, 'categories', cat.id, 2, 'a published, password-protected event is still published')
  await expectCount(t, app, 'tags', tag.id, 2, 'tags alike')
})

// ------------------------------------------------------------------------------------------------ status changes

t.test('§3.6 status changes move the count: publish→draft −1, draft→publish +1, private/pending/trash/restore', async (t) => {
  const app = await fresh()
  const cat = await createTerm(app, 'categories', { name: 'Moves' })
  const tag = await createTerm(app, 'tags', { name: 'Moves' })
  const e = await ev(app, { categories: [cat.id], tags: [tag.id] })
  await ev(app, { categories: [cat.id] }) // a second published event keeps the category at ≥ 1
  await expectCount(t, app, 'categories', cat.id, 2, 'start')
  await expectCount(t, app, 'tags', tag.id, 1, 'start')

  let body = await update(t, app, e.id, { status: 'draft' })
  t.equal(body.categories[0].count, 1, 'update response embeds the new count')
  await expectCount(t, app, 'categories', cat.id, 1, 'publish → draft')
  await expectCount(t, app, 'tags', tag.id, 0, 'publish → draft')

  await update(t, app, e.id, { title: 'Still a draft' })
  await expectCount(t, app, 'categories', cat.id, 1, 'update of a draft without status')

  body = await update(t, app, e.id, { status: 'publish' })
  t.equal(body.status, 'publish')
  t.equal(body.tags[0].count, 1)
  await expectCount(t, app, 'categories', cat.id, 2, 'draft → publish')
  await expectCount(t, app, 'tags', tag.id, 1, 'draft → publish')

  await update(t, app, e.id, { status: 'publish', title: 'Republished' })
  await expectCount(t, app, 'categories', cat.id, 2, 'publish → publish does not count twice')

  for (const status of ['private', 'pending']) {
    await update(t, app, e.id, { status })
    await expectCount(t, app, 'tags', tag.id, 0, `publish → ${status}`)
    await update(t, app, e.id, { status: 'draft' })
    await expectCount(t, app, 'tags', tag.id, 0, `${status} → draft`)
    await update(t, app, e.id, { status: 'publish' })
    await expectCount(t, app, 'tags', tag.id, 1, `back to publish after ${status}`)
  }

  await update(t, app, e.id, { status: 'trash' })
  await expectCount(t, app, 'categories', cat.id, 1, 'status: trash')
  await update(t, app, e.id, { status: 'publish' })
  await expectCount(t, app, 'categories', cat.id, 2, 'trash → publish (updating a trashed event is allowed)')
})

t.test('§3.6 DELETE (trash) decrements the count; a second DELETE (410) changes nothing', async (t) => {
  const app = await fresh()
  const cat = await createTerm(app, 'categories', { name: 'Trashy' })
  const tag = await createTerm(app, 'tags', { name: 'Trashy' })
  const a = await ev(app, { categories: [cat.id], tags: [tag.id] })
  const b = await ev(app, { categories: [cat.id], tags: [tag.id] })
  await trash(t, app, a.id)
  await expectCount(t, app, 'categories', cat.id, 1, 'one of two trashed')
  await expectCount(t, app, 'tags', tag.id, 1, 'one of two trashed')
  t.equal(await embeddedCount(app, b.id, 'categories', cat.id), 1, 'embedded in the remaining event')
  const again = await req(app, { method: 'DELETE', url: `${BASE}/events/${a.id}`, headers: auth })
  t.equal(again.statusCode, 410)
  await expectCount(t, app, 'categories', cat.id, 1, 'after the 410')
  await trash(t, app, b.id)
  await expectCount(t, app, 'categories', cat.id, 0, 'both trashed')
  await expectCount(t, app, 'tags', tag.id, 0, 'both trashed')

  // Trashing a draft changes nothing.
  const draft = await ev(app, { categories: [cat.id], status: 'draft' })
  await ev(app, { categories: [cat.id] })
  await trash(t, app, draft.id)
  await expectCount(t, app, 'categories', cat.id, 1, 'trashing a draft')
})

// ------------------------------------------------------------------------------------------------ links

t.test('§4.1 relinking moves the count; clearing, re-sending and unrelated updates behave', async (t) => {
  const app = await fresh()
  const a = await createTerm(app, 'categories', { name: 'Alpha' })
  const b = await createTerm(app, 'categories', { name: 'Beta' })
  const x = await createTerm(app, 'tags', { name: 'Xray' })
  const y = await createTerm(app, 'tags', { name: 'Yankee' })
  const e = await ev(app, { categories: [a.id], tags: [x.id] })
  await expectCount(t, app, 'categories', a.id, 1, 'start A')
  await expectCount(t, app, 'categories', b.id, 0, 'start B')

  let body = await update(t, app, e.id, { categories: [b.id] })
  t.same(body.categories.map((c: Json) => [c.id, c.count]), [[b.id, 1]], 'update response: B with count 1')
  await expectCount(t, app, 'categories', a.id, 0, 'moved A → B: A')
  await expectCount(t, app, 'categories', b.id, 1, 'moved A → B: B')
  await expectCount(t, app, 'tags', x.id, 1, 'tags untouched by a categories update')

  await update(t, app, e.id, { categories: [b.id] })
  await update(t, app, e.id, { categories: `${b.id}` })
  await expectCount(t, app, 'categories', b.id, 1, 're-sending the same list does not count twice')

  await update(t, app, e.id, { title: 'Renamed', featured: true })
  await expectCount(t, app, 'categories', b.id, 1, 'an update without categories keeps the links')

  await update(t, app, e.id, { categories: [a.id, b.id] })
  await expectCount(t, app, 'categories', a.id, 1, 'added A')
  await expectCount(t, app, 'categories', b.id, 1, 'kept B')

  await update(t, app, e.id, { tags: [y.id] })
  await expectCount(t, app, 'tags', x.id, 0, 'tag moved X → Y: X')
  await expectCount(t, app, 'tags', y.id, 1, 'tag moved X → Y: Y')

  body = await update(t, app, e.id, { categories: [] })
  t.same(body.categories, [])
  await expectCount(t, app, 'categories', a.id, 0, 'cleared with []')
  await expectCount(t, app, 'categories', b.id, 0, 'cleared with []')
  await update(t, app, e.id, { tags: '' })
  await expectCount(t, app, 'tags', y.id, 0, 'cleared with ""')

  body = await update(t, app, e.id, { categories: ['Brand new'] })
  const created = body.categories[0]
  t.equal(created.name, 'Brand new', 'an unknown name creates the category')
  t.equal(created.count, 1, 'the new category counts the event at once')
  await expectCount(t, app, 'categories', created.id, 1, 'created by the event write')
})

t.test('§4.1/§3.6 status and links changed in one update', async (t) => {
  const app = await fresh()
  const a = await createTerm(app, 'categories', { name: 'Alpha' })
  const b = await createTerm(app, 'categories', { name: 'Beta' })
  const e = await ev(app, { categories: [a.id], status: 'draft' })
  await expectCount(t, app, 'categories', a.id, 0, 'draft')

  await update(t, app, e.id, { categories: [b.id] })
  await expectCount(t, app, 'categories', a.id, 0, 'relinking a draft: A')
  await expectCount(t, app, 'categories', b.id, 0, 'relinking a draft: B')

  await update(t, app, e.id, { status: 'publish', categories: [a.id] })
  await expectCount(t, app, 'categories', a.id, 1, 'draft → publish + B → A: A')
  await expectCount(t, app, 'categories', b.id, 0, 'draft → publish + B → A: B')

  await update(t, app, e.id, { status: 'draft', categories: [b.id] })
  await expectCount(t, app, 'categories', a.id, 0, 'publish → draft + A → B: A')
  await expectCount(t, app, 'categories', b.id, 0, 'publish → draft + A → B: B')

  await update(t, app, e.id, { status: 'publish', categories: [a.id, b.id] })
  await expectCount(t, app, 'categories', a.id, 1, 'publish + both: A')
  await expectCount(t, app, 'categories', b.id, 1, 'publish + both: B')
})

// ------------------------------------------------------------------------------------------------ scheduled

t.test('§3.6 a future (scheduled) event does not count until the clock passes its date; then it does', async (t) => {
  const app = await fresh()
  const cat = await createTerm(app, 'categories', { name: 'Later' })
  const tag = await createTerm(app, 'tags', { name: 'Later' })
  const at = '2030-03-01 18:00:00' // publication date, site timezone UTC
  const e = await ev(app, { categories: [cat.id], tags: [tag.id], status: 'publish', date: at })
  t.equal(e.status, 'future')
  t.equal(e.categories[0].count, 0, 'create response: 0')
  await expectCount(t, app, 'categories', cat.id, 0, 'scheduled')
  t.equal((await get(app, `${BASE}/events/${e.id}`)).statusCode, 403, 'not public yet')

  now = new Date('2030-03-01T17:59:59Z')
  await expectCount(t, app, 'categories', cat.id, 0, 'one second before its date')
  t.same((await get(app, `${BASE}/events`)).body.events, [], 'not listed yet')

  now = new Date('2030-03-01T18:00:00Z')
  const events = await get(app, `${BASE}/events`)
  t.same(events.body.events.map((x: Json) => [x.id, x.status]), [[e.id, 'publish']], 'published by the read, at its date')
  t.equal(events.body.events[0].categories[0].count, 1, 'the same read embeds count 1')
  await expectCount(t, app, 'categories', cat.id, 1, 'published')
  await expectCount(t, app, 'tags', tag.id, 1, 'published')
  t.equal(await embeddedCount(app, e.id, 'tags', tag.id), 1)

  // Scheduling a published event again (a future date) takes it out of the count.
  const body = await update(t, app, e.id, { date: '2030-04-01 00:00:00', status: 'publish' })
  t.equal(body.status, 'future')
  await expectCount(t, app, 'categories', cat.id, 0, 'rescheduled into the future')
})

t.test('§3.6 the first read after the clock passes a scheduled date already sees it published', async (t) => {
  const app = await fresh()
  const cat = await createTerm(app, 'categories', { name: 'Soon' })
  const e = await ev(app, { categories: [cat.id], status: 'publish', date: '2030-03-01 18:00:00' })
  t.equal(e.status, 'future')
  t.equal((await get(app, `${BASE}/categories/${cat.id}`)).body.count, 0, 'before')
  now = new Date('2030-03-01T18:00:01Z')
  t.equal((await get(app, `${BASE}/categories/${cat.id}`)).body.count, 1, 'the very next read')
  t.equal((await get(app, `${BASE}/events/${e.id}`, auth)).body.status, 'publish')
})

// ------------------------------------------------------------------------------------------------ lists

t.test('§5.3 hide_empty: the default hides terms with count 0; hide_empty=false shows them', async (t) => {
  for (const plural of ['categories', 'tags'] as const) {
    await t.test(plural, async (t) => {
      const app = await fresh()
      const used = await createTerm(app, plural, { name: 'Used' })
      const empty = await createTerm(app, plural, { name: 'Empty' })
      const draftOnly = await createTerm(app, plural, { name: 'Draft only' })
      const trashedOnly = await createTerm(app, plural, { name: 'Trashed only' })
      await ev(app, { [plural]: [used.id] })
      await ev(app, { [plural]: [draftOnly.id], status: 'draft' })
      const gone = await ev(app, { [plural]: [trashedOnly.id] })
      t.same(termIds(await list(app, plural), plural).sort(), [trashedOnly.id, used.id].sort(), 'before trashing')
      await trash(t, app, gone.id)

      const def = await list(app, plural)
      t.same(termIds(def, plural), [used.id], 'default: only the term with published events')
      t.equal(def.body.total, 1, 'total counts only shown terms')
      t.equal(def.headers['x-calendar-total'], '1')
      for (const v of ['true', '1']) t.same(termIds(await list(app, plural, `hide_empty=${v}`), plural), [used.id], `hide_empty=${v}`)
      for (const v of ['false', '0']) {
        const all = await list(app, plural, `hide_empty=${v}`)
        t.same(termIds(all, plural).sort(), [used.id, empty.id, draftOnly.id, trashedOnly.id].sort(), `hide_empty=${v}: every term`)
        t.equal(all.body.total, 4)
        t.same(all.body[plural].map((x: Json) => x.count).sort(), [0, 0, 0, 1], `hide_empty=${v}: counts`)
      }
    })
  }
})

t.test('§5.3 orderby=count orders by the count (order=desc: highest first)', async (t) => {
  const app = await fresh()
  const [zero, one, two, three] = [await createTerm(app, 'categories', { name: 'A zero' }), await createTerm(app, 'categories', { name: 'B one' }),
    await createTerm(app, 'categories', { name: 'C two' }), await createTerm(app, 'categories', { name: 'D three' })]
  const tThree = await ev(app, { categories: [three.id, two.id, one.id] })
  await ev(app, { categories: [three.id, two.id] })
  await ev(app, { categories: [three.id] })
  await ev(app, { categories: [zero.id, one.id], status: 'draft' }) // drafts do not count towards the order
  await ev(app, { categories: [zero.id], status: 'draft' })
  const by = async (q: string) => termIds(await list(app, 'categories', q), 'categories')
  t.same(await by('orderby=count&order=desc&hide_empty=false'), [three.id, two.id, one.id, zero.id], 'desc')
  t.same(await by('orderby=count&order=DESC'), [three.id, two.id, one.id], 'desc, default hide_empty')
  t.same(await by('orderby=count&hide_empty=false'), [zero.id, one.id, two.id, three.id], 'default order asc')
  t.same(await by('orderby=count&order=asc&hide_empty=false'), [zero.id, one.id, two.id, three.id], 'asc')
  const page1 = await list(app, 'categories', 'orderby=count&order=desc&per_page=2')
  t.same(termIds(page1, 'categories'), [three.id, two.id], 'page 1 of 2')
  t.equal(page1.body.total, 3)
  t.same(termIds(await list(app, 'categories', 'orderby=count&order=desc&per_page=2&page=2'), 'categories'), [one.id], 'page 2')

  // Counts change → order changes: trash the event carrying all three, publish a draft carrying zero and one.
  await trash(t, app, tThree.id) // three: 2, two: 1, one: 0
  const drafts = (await get(app, `${BASE}/events?status=draft`, auth)).body.events as Json[]
  for (const d of drafts) await update(t, app, d.id, { status: 'publish' }) // zero: 2, one: 1
  const after = (await list(app, 'categories', 'orderby=count&order=desc&hide_empty=false')).body.categories as Json[]
  t.same(after.map((c) => c.count), [2, 2, 1, 1], 'desc by the new counts')
  t.same(after.slice(0, 2).map((c) => c.name).sort(), ['A zero', 'D three'], 'count 2: zero (two drafts published) and three (one event trashed)')
  t.same(after.slice(2).map((c) => c.name).sort(), ['B one', 'C two'])
})

// ------------------------------------------------------------------------------------------------ delete

t.test('§4.4 DELETE of a category/tag answers its former data, count included', async (t) => {
  for (const plural of ['categories', 'tags'] as const) {
    await t.test(plural, async (t) => {
      const app = await fresh()
      const term = await createTerm(app, plural, { name: 'Doomed', description: 'Going away' })
      const keep = await createTerm(app, plural, { name: 'Kept' })
      const a = await ev(app, { [plural]: [term.id, keep.id] })
      await ev(app, { [plural]: [term.id] })
      await ev(app, { [plural]: [term.id], status: 'draft' })
      const before = (await get(app, `${BASE}/${plural}/${term.id}`)).body
      t.equal(before.count, 2)

      const del = await req(app, { method: 'DELETE', url: `${BASE}/${plural}/${term.id}`, headers: auth })
      t.equal(del.statusCode, 200)
      t.same(del.body, before, 'the term as it was just before deletion')
      t.equal(del.body.count, 2, 'count of the deleted term (published events only)')
      t.equal((await get(app, `${BASE}/${plural}/${term.id}`)).statusCode, 400, 'gone')
      const after = (await get(app, `${BASE}/events/${a.id}`, auth)).body
      t.same(after[plural].map((x: Json) => [x.id, x.count]), [[keep.id, 1]], 'removed from the event; the other term keeps its count')
      await expectCount(t, app, plural, keep.id, 1, 'other term')

      const unused = await createTerm(app, plural, { name: 'Unused' })
      await ev(app, { [plural]: [unused.id], status: 'draft' })
      const del0 = await req(app, { method: 'DELETE', url: `${BASE}/${plural}/${unused.id}`, headers: auth })
      t.equal(del0.statusCode, 200)
      t.equal(del0.body.count, 0, 'a term carried only by a draft: count 0')
    })
  }
})

// ------------------------------------------------------------------------------------------------ languages

t.test('§1.5 counts of terms in another language: an nl event counts for its nl term', async (t) => {
  const app = await fresh()
  const nl = await createTerm(app, 'categories', { name: 'Muziek' }, '/nl')
  const e = await ev(app, { categories: ['Muziek'] }, '/nl')
  t.same(e.categories.map((c: Json) => [c.id, c.count]), [[nl.id, 1]], 'linked by name in the effective language')
  const nlList = await list(app, 'categories', '', '/nl')
  t.same(nlList.body.categories.map((c: Json) => [c.id, c.count]), [[nl.id, 1]], '/nl list (hide_empty default)')
  t.same(termIds(await list(app, 'categories'), 'categories'), [], 'not in the en list')
  t.equal((await get(app, `${BASE}/categories/${nl.id}`)).body.count, 1, 'single GET by id, any language')
})
