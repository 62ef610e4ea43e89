// The one-statement event read (src/repositories/event-rows-sql.ts) against Prisma's own relation read of the same
// events: every column of the event, its image, venue (with image), organizers (with images, in order) and terms must
// come back as Prisma gives them — types included (booleans, dates, floats, nulls) — on both databases.
import t from 'tap'
import { auth, BASE, build, createEvent, createTerm, req } from '../helper.js'

t.test('events read in one statement equal Prisma\'s relation read', async (t) => {
  const app = await build(t)
  const image = (n: number) => `https://example.org/images/photo-${n}.jpg`
  const cat = await createTerm(app, 'categories', { name: 'Jazz, "blue" & <b>' })
  const child = await createTerm(app, 'categories', { name: 'Späť 🎷', parent: cat.id })
  const tag = await createTerm(app, 'tags', { name: 'outdoor' })
  const venue = (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Hall ünï', address: 'Main 1', latitude: 52.370216, longitude: -4.895168, image: image(1), show_map: false } })).body
  const bare = (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Bare hall' } })).body
  const org1 = (await req(app, { method: 'POST', url: `${BASE}/organizers`, headers: auth, payload: { organizer: 'Zeta org', email: 'z@example.org', image: image(2) } })).body
  const org2 = (await req(app, { method: 'POST', url: `${BASE}/organizers`, headers: auth, payload: { organizer: 'Alpha org' } })).body
  const events = [
    await createEvent(app, { title: 'Everything', image: image(3), venue: venue.id, organizer: [org1.id, org2.id], categories: [cat.id, child.id], tags: [tag.id], cost: '10 – 20', featured: true, sticky: true, all_day: true, website: 'https://example.org/x', description: '<p>Line "one"\n\\ two</p>' }),
    await createEvent(app, { title: 'Organizers reversed', venue: bare.id, organizer: [org2.id, org1.id], hide_from_listings: true, timezone: 'America/New_York', start_date: '2027-03-14 01:30:00', end_date: '2027-03-14 03:30:00' }),
    await createEvent(app, { title: 'Nothing linked', status: 'draft', password: 'secret' }),
  ]
  const ids = events.map((e: { id: number }) => e.id) as [number, number, number]
  const prisma = await app.db.event.findMany({
    where: { id: { in: ids } },
    omit: { searchText: true },
    include: { image: true, venue: { include: { image: true } }, organizers: { include: { organizer: { include: { image: true } } }, orderBy: { position: 'asc' } }, terms: { include: { term: true } } },
  })
  const byId = new Map(prisma.map((e) => [e.id, e]))
  // Unknown ids are left out; the order is the one asked for.
  const read = await app.repos.events.inOrder([ids[2], 999999, ids[0], ids[1]])
  t.same(read.map((e) => e.id), [ids[2], ids[0], ids[1]], 'in the order asked, unknown ids left out')
  for (const row of read) {
    const expected = byId.get(row.id)!
    const sortTerms = (r: { terms: Array<{ termId: number }> }) => [...r.terms].sort((a, b) => a.termId - b.termId)
    t.strictSame({ ...row, terms: sortTerms(row) }, { ...expected, terms: sortTerms(expected) }, `event ${row.id} (${row.title})`)
  }
  t.equal(read[1]!.venue!.latitude, 52.370216, 'floats exact')
  t.type(read[1]!.startUtc, Date)
  t.equal(read[1]!.organizers.map((o) => o.organizer.title).join(','), 'Zeta org,Alpha org', 'organizers in their position order')
  t.equal(read[1]!.image?.url, image(3))
  t.equal(read[1]!.venue?.image?.url, image(1))
  t.equal(read[1]!.organizers[0]!.organizer.image?.url, image(2))
})

t.test('translation maps read with the rows equal the separate translations read, for every caller scope', async (t) => {
  const app = await build(t)
  const { readScope } = await import('../../src/domain/access.js')
  const post = async (path: string, payload: Record<string, unknown>) => {
    const res = await req(app, { method: 'POST', url: `${BASE}${path}`, headers: auth, payload })
    t.equal(res.statusCode, 201, `POST ${path}`)
    return res.body as { id: number }
  }
  const cat = await createTerm(app, 'categories', { name: 'Music' })
  const catNl = (await req(app, { method: 'POST', url: `/nl${BASE}/categories`, headers: auth, payload: { name: 'Muziek', translation_of: cat.id } })).body
  const venue = await post('/venues', { venue: 'Hall' })
  await post('/venues?translation_language=de', { venue: 'Halle', translation_of: venue.id, status: 'draft' })
  const org = await post('/organizers', { organizer: 'Org' })
  await post('/organizers?translation_language=fr', { organizer: 'Org FR', translation_of: org.id })
  const en = await post('/events', { title: 'Concert', start_date: '2027-01-01 20:00:00', end_date: '2027-01-01 22:00:00', venue: venue.id, organizer: [org.id], categories: [cat.id] })
  await post('/events?translation_language=nl', { title: 'Concert NL', start_date: '2027-01-01 20:00:00', end_date: '2027-01-01 22:00:00', translation_of: en.id, categories: [catNl.id] })
  await post('/events?translation_language=de', { title: 'Konzert', start_date: '2027-01-01 20:00:00', end_date: '2027-01-01 22:00:00', translation_of: en.id, status: 'draft' })
  const lone = await post('/events', { title: 'Alone', start_date: '2027-01-02 20:00:00', end_date: '2027-01-02 22:00:00' })
  const ids = [en.id, lone.id]
  const admin = { userId: 1, role: 'administrator' } as const
  for (const [who, caller] of [['anonymous', null], ['administrator', admin]] as const) {
    const scope = readScope(caller as never)
    const rows = await app.repos.events.inOrder(ids, scope)
    const separate = await app.repos.posts.translations({
      event: rows.map((r) => r.translationGroup),
      venue: rows.flatMap((r) => r.venue ? [r.venue.translationGroup] : []),
      organizer: rows.flatMap((r) => r.organizers.map((o) => o.organizer.translationGroup)),
      term: rows.flatMap((r) => r.terms.map((x) => x.term.translationGroup || x.term.id)),
    }, scope)
    let compared = 0
    for (const row of rows) {
      t.ok(row.translationMaps, `${who}: event ${row.id} carries its maps`)
      for (const [key, map] of row.translationMaps!) {
        const [table, group] = key.split(':') as ['event', string]
        t.strictSame(map, separate(table, Number(group)), `${who}: ${key}`)
        compared++
      }
    }
    t.equal(compared, 2 + 1 + 1 + 1, `${who}: two events, a venue, an organizer and a category compared`)
    const main = rows[0]!.translationMaps!
    t.same(Object.keys(main.get(`event:${en.id}`)!).sort(), caller ? ['de', 'en', 'nl'] : ['en', 'nl'], `${who}: a draft translation only for those who may read it`)
    t.same(Object.keys(main.get(`term:${cat.id}`)!).sort(), ['en', 'nl'], 'a term is its own group when its translationGroup is 0')
  }
  t.equal((await app.repos.events.inOrder(ids))[0]!.translationMaps, undefined, 'without a scope, no maps are read')
})
