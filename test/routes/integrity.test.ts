// Input integrity (issue 20, SPEC §7, §3.5, §3.7, §4.4): the limits of §7 on lists, texts, strings and years, the same
// answers on SQLite and PostgreSQL for the same input, no parent cycles, names compared in one Unicode form, and
// events starting in a DST gap.
import t from 'tap'
import { auth, BASE, build, createEvent, createTerm, expectError, req } from '../helper.js'

const EVENTS = `${BASE}/events`
const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i)

t.test('§7 list parameters: at most 100 items (filters and event writes) → 400 rest_invalid_param', async (t) => {
  const app = await build(t)
  for (const [url, param] of [
    [EVENTS, 'include'], [EVENTS, 'categories'], [EVENTS, 'tags'], [EVENTS, 'venue'], [EVENTS, 'organizer'],
    [`${BASE}/categories`, 'include'], [`${BASE}/categories`, 'exclude'], [`${BASE}/tags`, 'include'],
  ] as const) {
    const res = await req(app, { url: `${url}?${param}=${ids(101).join(',')}` })
    expectError(t, res, 400, 'rest_invalid_param', [param], `${url} ${param}=101 ids`)
    t.match(res.body.data.params[param], /100/, 'the limit is the reason')
  }
  const statuses = Array.from({ length: 101 }, () => 'publish').join(',')
  for (const url of [EVENTS, `${BASE}/venues`, `${BASE}/organizers`]) {
    expectError(t, await req(app, { url: `${url}?status=${statuses}`, headers: auth }), 400, 'rest_invalid_param', ['status'], `${url} status × 101`)
  }
  const ok = await req(app, { url: `${EVENTS}?include=${ids(100).join(',')}` })
  t.equal(ok.statusCode, 200, '100 ids are fine')

  const base = { title: 'Fair', start_date: '2030-04-12 14:00:00', end_date: '2030-04-12 18:00:00' }
  for (const param of ['categories', 'tags', 'organizer']) {
    const res = await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, [param]: ids(101) } })
    expectError(t, res, 400, 'rest_invalid_param', [param], `event write ${param} × 101`)
  }
  t.equal(await app.db.event.count(), 0, 'nothing stored')
})

t.test('§7 at most 20 new terms created by one event write', async (t) => {
  const app = await build(t)
  const base = { title: 'Fair', start_date: '2030-04-12 14:00:00', end_date: '2030-04-12 18:00:00' }
  const names = (n: number, p: string) => Array.from({ length: n }, (_, i) => `${p} ${i}`)
  const res = await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, categories: names(11, 'Cat'), tags: names(10, 'Tag') } })
  expectError(t, res, 400, 'rest_invalid_param', undefined, '21 new terms')
  t.equal(await app.db.term.count(), 0, 'no term stored')
  t.equal(await app.db.event.count(), 0, 'no event stored')
  // Existing terms do not count.
  await createTerm(app, 'categories', { name: 'Cat 0' })
  const ok = await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, categories: names(11, 'Cat'), tags: names(10, 'Tag') } })
  t.equal(ok.statusCode, 201, '20 new + 1 existing')
  t.equal(ok.body.categories.length + ok.body.tags.length, 21)
  const upd = await req(app, { method: 'PATCH', url: `${EVENTS}/${ok.body.id}`, headers: auth, payload: { tags: names(21, 'New') } })
  expectError(t, upd, 400, 'rest_invalid_param', ['tags'], 'on update too')
})

t.test('§7 description ≤ 128 KiB (events), excerpt and venue/organizer/term description ≤ 16 KiB, in bytes of UTF-8', async (t) => {
  const app = await build(t)
  const base = { title: 'Fair', start_date: '2030-04-12 14:00:00', end_date: '2030-04-12 18:00:00' }
  const KiB = 1024
  const write = (url: string, payload: object) => req(app, { method: 'POST', url, headers: auth, payload })
  expectError(t, await write(EVENTS, { ...base, description: 'a'.repeat(128 * KiB + 1) }), 400, 'rest_invalid_param', ['description'], 'event description')
  expectError(t, await write(EVENTS, { ...base, description: 'é'.repeat(64 * KiB + 1) }), 400, 'rest_invalid_param', ['description'], 'event description in bytes')
  t.equal((await write(EVENTS, { ...base, description: 'a'.repeat(128 * KiB) })).statusCode, 201, '128 KiB is fine')
  expectError(t, await write(EVENTS, { ...base, excerpt: 'a'.repeat(16 * KiB + 1) }), 400, 'rest_invalid_param', ['excerpt'], 'excerpt')
  t.equal((await write(EVENTS, { ...base, excerpt: 'a'.repeat(16 * KiB) })).statusCode, 201, '16 KiB excerpt is fine')
  expectError(t, await write(`${BASE}/venues`, { venue: 'Hall', description: 'é'.repeat(8 * KiB + 1) }), 400, 'rest_invalid_param', ['description'], 'venue')
  expectError(t, await write(`${BASE}/organizers`, { organizer: 'Ann', description: 'a'.repeat(16 * KiB + 1) }), 400, 'rest_invalid_param', ['description'], 'organizer')
  expectError(t, await write(`${BASE}/categories`, { name: 'Cat', description: 'a'.repeat(16 * KiB + 1) }), 400, 'rest_invalid_param', ['description'], 'category')
  expectError(t, await write(`${BASE}/tags`, { name: 'Tag', description: 'a'.repeat(16 * KiB + 1) }), 400, 'rest_invalid_param', ['description'], 'tag')
  expectError(t, await write(EVENTS, { ...base, venue: { venue: 'Nested', description: 'a'.repeat(16 * KiB + 1) } }), 400, 'rest_invalid_param', ['venue'], 'nested venue')
  t.equal(await app.db.venue.count(), 0)
})

t.test('§7 strings with NUL or unpaired surrogates → 400 rest_invalid_param, in the query and the body, on every route', async (t) => {
  const app = await build(t)
  const event = await createEvent(app)
  const base = { title: 'Fair', start_date: '2030-04-12 14:00:00', end_date: '2030-04-12 18:00:00' }
  for (const bad of ['a\u0000b', 'x\ud800', '\udc00y']) {
    // A query string or form body cannot carry a lone surrogate (its bytes are not UTF-8, and decode to U+FFFD).
    const inUrl = bad.replace(/[\ud800-\udfff]/g, '\u0000')
    const what = JSON.stringify(bad)
    expectError(t, await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, title: bad } }), 400, 'rest_invalid_param', ['title'], `title ${what}`)
    expectError(t, await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, description: bad } }), 400, 'rest_invalid_param', ['description'], `description ${what}`)
    expectError(t, await req(app, { method: 'PATCH', url: `${EVENTS}/${event.id}`, headers: auth, payload: { venue: { venue: bad } } }), 400, 'rest_invalid_param', ['venue'], `nested ${what}`)
    expectError(t, await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, categories: ['ok', bad] } }), 400, 'rest_invalid_param', ['categories'], `list item ${what}`)
    expectError(t, await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Hall', city: bad } }), 400, 'rest_invalid_param', ['city'], `venue city ${what}`)
    expectError(t, await req(app, { method: 'POST', url: `${BASE}/organizers`, headers: auth, payload: { organizer: 'Ann', password: bad } }), 400, 'rest_invalid_param', ['password'], `organizer password ${what}`)
    expectError(t, await req(app, { method: 'POST', url: `${BASE}/tags`, headers: auth, payload: { name: bad } }), 400, 'rest_invalid_param', ['name'], `tag ${what}`)
    expectError(t, await req(app, { url: `${EVENTS}?search=${encodeURIComponent(inUrl)}` }), 400, 'rest_invalid_param', ['search'], `search ${what}`)
    expectError(t, await req(app, { url: `${BASE}/venues?search=${encodeURIComponent(inUrl)}` }), 400, 'rest_invalid_param', ['search'], `venue search ${what}`)
    expectError(t, await req(app, { url: `${BASE}/categories?search=${encodeURIComponent(inUrl)}` }), 400, 'rest_invalid_param', ['search'], `term search ${what}`)
    expectError(t, await req(app, { url: `${EVENTS}/${event.id}?password=${encodeURIComponent(inUrl)}` }), 400, 'rest_invalid_param', ['password'], `read password ${what}`)
    // Form bodies and write parameters in the query string.
    expectError(t, await req(app, { method: 'POST', url: `${EVENTS}?excerpt=${encodeURIComponent(inUrl)}`, headers: auth, payload: base }), 400, 'rest_invalid_param', ['excerpt'], `query write ${what}`)
    expectError(t, await req(app, { method: 'POST', url: `${BASE}/organizers`, headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, payload: `organizer=${encodeURIComponent(inUrl)}` }), 400, 'rest_invalid_param', ['organizer'], `form ${what}`)
  }
  t.equal(await app.db.event.count(), 1, 'no event stored')
  t.equal(await app.db.term.count(), 0, 'no term stored')
  t.equal(await app.db.venue.count() + await app.db.organizer.count(), 0, 'no venue or organizer stored')
  // A surrogate pair (an emoji) is a well-formed string.
  t.equal((await req(app, { method: 'POST', url: `${BASE}/tags`, headers: auth, payload: { name: 'Party 🎉' } })).statusCode, 201)
})

t.test('§3.5/§7 years outside 1–9999 in date inputs → 400 rest_invalid_param', async (t) => {
  const app = await build(t)
  const base = { title: 'Fair', start_date: '2030-04-12 14:00:00', end_date: '2030-04-12 18:00:00' }
  for (const [param, value] of [['start_date', '0000-01-01'], ['end_date', '0000-06-01 10:00:00'], ['date', '0000-01-01T00:00:00Z'], ['date_utc', '0000-12-31 23:59:59'], ['start_date', '10000-01-01']] as const) {
    const res = await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, [param]: value } })
    expectError(t, res, 400, 'rest_invalid_param', [param], `${param}=${value}`)
  }
  // Year 1 read in a zone east of UTC is still year 0 in UTC: not a storable instant either.
  expectError(t, await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, start_date: '0001-01-01 00:00:00', timezone: 'Etc/GMT-14' } }), 400, 'rest_invalid_param', ['start_date'], 'UTC year 0')
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Hall', date: '0000-01-01' } }), 400, 'rest_invalid_param', ['date'], 'venue date')
  expectError(t, await req(app, { url: `${EVENTS}?start_date=0000-01-01` }), 400, 'rest_invalid_param', ['start_date'], 'list filter')
  const first = await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, start_date: '0001-01-01 12:00:00', end_date: '0001-01-01 13:00:00', timezone: 'UTC' } })
  t.equal(first.statusCode, 201, 'year 1 is fine')
  t.equal(first.body.start_date, '0001-01-01 12:00:00')
  const last = await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, start_date: '9999-12-31 10:00:00', end_date: '9999-12-31 11:00:00', timezone: 'UTC' } })
  t.equal(last.statusCode, 201, 'year 9999 is fine')
  t.equal(last.body.utc_end_date, '9999-12-31 11:00:00')
})

t.test('§7 geoloc_radius ≤ 20 000; slugs and term names ≤ 200 characters; password ≤ 255', async (t) => {
  const app = await build(t)
  expectError(t, await req(app, { url: `${EVENTS}?geoloc=1&geoloc_lat=1&geoloc_lng=1&geoloc_radius=20001` }), 400, 'rest_invalid_param', ['geoloc_radius'])
  const base = { title: 'Fair', start_date: '2030-04-12 14:00:00', end_date: '2030-04-12 18:00:00' }
  expectError(t, await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, slug: 'a'.repeat(201) } }), 400, 'rest_invalid_param', ['slug'])
  expectError(t, await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, password: 'p'.repeat(256) } }), 400, 'rest_invalid_param', ['password'])
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Hall', password: 'p'.repeat(256) } }), 400, 'rest_invalid_param', ['password'])
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/categories`, headers: auth, payload: { name: 'n'.repeat(201) } }), 400, 'rest_invalid_param', ['name'])
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/tags`, headers: auth, payload: { name: 'Tag', slug: 's'.repeat(201) } }), 400, 'rest_invalid_param', ['slug'])
  expectError(t, await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...base, tags: ['t'.repeat(201)] } }), 400, 'rest_invalid_param', ['tags'])
})

t.test('§4.4 a category parent that is the category itself or one of its descendants → 400 rest_invalid_param', async (t) => {
  const app = await build(t)
  const top = await createTerm(app, 'categories', { name: 'Top' })
  const mid = await createTerm(app, 'categories', { name: 'Mid', parent: top.id })
  const leaf = await createTerm(app, 'categories', { name: 'Leaf', parent: mid.id })
  const patch = (id: number, parent: number) => req(app, { method: 'PATCH', url: `${BASE}/categories/${id}`, headers: auth, payload: { parent } })
  expectError(t, await patch(top.id, top.id), 400, 'rest_invalid_param', ['parent'], 'itself')
  expectError(t, await patch(top.id, mid.id), 400, 'rest_invalid_param', ['parent'], 'its child')
  expectError(t, await patch(top.id, leaf.id), 400, 'rest_invalid_param', ['parent'], 'its grandchild')
  expectError(t, await patch(mid.id, leaf.id), 400, 'rest_invalid_param', ['parent'], 'its child (middle)')
  t.equal((await req(app, { url: `${BASE}/categories/${top.id}` })).body.parent, 0, 'unchanged')
  const other = await createTerm(app, 'categories', { name: 'Other' })
  const moved = await patch(leaf.id, other.id)
  t.equal(moved.statusCode, 200, 'a parent elsewhere in the tree is fine')
  t.equal(moved.body.parent, other.id)
  t.equal((await patch(top.id, leaf.id)).statusCode, 200, 'the former grandchild is no descendant any more')
})

t.test('§3.7 names are NFC-normalized and zero-width characters do not make look-alike terms', async (t) => {
  const app = await build(t)
  const composed = await createTerm(app, 'categories', { name: 'Músic' })
  const decomposed = await req(app, { method: 'POST', url: `${BASE}/categories`, headers: auth, payload: { name: 'Mu\u0301sic' } })
  expectError(t, decomposed, 400, 'term_exists', undefined, 'decomposed accent')
  t.equal(decomposed.body.data.term_id, composed.id)
  const plain = await createTerm(app, 'tags', { name: 'Music' })
  for (const zw of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff']) {
    const res = await req(app, { method: 'POST', url: `${BASE}/tags`, headers: auth, payload: { name: `Mu${zw}sic` } })
    expectError(t, res, 400, 'term_exists', undefined, `U+${zw.codePointAt(0)!.toString(16)}`)
    t.equal(res.body.data?.term_id, plain.id)
  }
  // Event writes find the same terms; titles and nested names are stored in the same form.
  const event = await createEvent(app, { title: 'Cafe\u0301\u200b Night', categories: ['Mu\u0301sic'], tags: ['Mu\u200bsic'], venue: { venue: 'Ha\u200bll' }, organizer: [{ organizer: 'Zoe\u0308' }] })
  t.same(event.categories.map((c: { id: number }) => c.id), [composed.id])
  t.same(event.tags.map((c: { id: number }) => c.id), [plain.id])
  t.equal(event.title, 'Café Night')
  t.equal(event.venue.venue, 'Hall')
  t.equal(event.organizer[0].organizer, 'Zoë')
  t.equal(await app.db.term.count(), 2, 'no look-alike term created')
  const slugged = await req(app, { method: 'POST', url: `${BASE}/tags`, headers: auth, payload: { name: 'Other', slug: 'mu\u200bsic' } })
  t.equal(slugged.body.slug, 'music-2', 'a zero-width character does not make a new slug either')
})

t.test('§3.5 an event starting in a DST gap keeps its duration', async (t) => {
  const app = await build(t)
  const event = await createEvent(app, { start_date: '2025-03-30 02:30:00', end_date: '2025-03-30 03:30:00', timezone: 'Europe/Amsterdam' })
  const utc = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`)
  t.equal(utc(event.utc_end_date) - utc(event.utc_start_date), 3600_000, 'one hour apart')
  t.equal(event.start_date, '2025-03-30 03:30:00', 'the start moves forward by the gap, as PHP and luxon do')
  t.equal(event.end_date, '2025-03-30 04:30:00')
  t.equal(event.utc_start_date, '2025-03-30 01:30:00')
  const read = await req(app, { url: `${EVENTS}/${event.id}` })
  t.equal(read.body.start_date, event.start_date, 'stored as answered')
  t.equal(read.body.end_date, event.end_date)
})

t.test('§7 the longest write the limits allow finishes well within the write transaction timeout', async (t) => {
  const app = await build(t)
  const { WRITE_TIMEOUT_MS } = await import('../../src/repositories/index.js')
  const existing = []
  for (let i = 0; i < 90; i++) existing.push((await createTerm(app, 'tags', { name: `Old ${i}` })).id)
  const payload = {
    title: 'Everything',
    start_date: '2030-04-12 14:00:00',
    end_date: '2030-04-12 18:00:00',
    image: 'https://images.example.org/poster.jpg',
    venue: { venue: 'Hall', city: 'Utrecht', address: 'Main Street 1' },
    organizer: Array.from({ length: 100 }, (_, i) => ({ organizer: `Organizer ${i}`, email: `o${i}@example.org`, phone: String(i) })),
    categories: Array.from({ length: 100 }, (_, i) => `Category ${i % 10}`),
    tags: [...existing, ...Array.from({ length: 10 }, (_, i) => `New ${i}`)],
  }
  const started = Date.now()
  const res = await req(app, { method: 'POST', url: EVENTS, headers: auth, payload })
  const took = Date.now() - started
  t.equal(res.statusCode, 201, res.raw.slice(0, 300))
  t.equal(res.body.organizer.length, 100)
  t.equal(res.body.tags.length, 100)
  t.comment(`100 new organizers, 20 new terms, 90 existing: ${took} ms`)
  t.ok(took < WRITE_TIMEOUT_MS, `${took} ms, within the ${WRITE_TIMEOUT_MS} ms write timeout`)
})
