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
