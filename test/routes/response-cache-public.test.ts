// The response cache keys anonymous answers on DataVersion.publicVersion (migration data_version_public), which the
// triggers move only for writes an anonymous answer can depend on. This checks that rule against the answers
// themselves: a calendar of every kind of record (published, draft, pending, private, scheduled, trashed, protected;
// venues and organizers of each; categories and tags; translations; a recurring series), a fixed set of anonymous
// URLs over every cacheable route, and random writes as an administrator. After each write, when publicVersion did not
// move, every answer that was a 200 must be byte for byte what it was (an app without the cache, on the same
// database, computes them); and whatever moved, the cached app must answer exactly what the uncached one does. A
// share of the writes must keep publicVersion (or this proves nothing), and every public write must move it.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { testConfig } from '../../src/config.js'
import { BASE, TOKEN, auth, build, createTerm, req, TEST_DATABASE, type Res } from '../helper.js'
import { mulberry32 } from '../prng.js'

t.setTimeout(900_000)

type Json = Record<string, any>

const NOW = new Date('2030-04-10T10:00:00Z')
const clock = () => new Date(NOW)
/** Writes tried after the calendar is built (FUZZ_RUNS raises it). */
const WRITES = Number(process.env.FUZZ_RUNS ?? 0) > 0 ? Number(process.env.FUZZ_RUNS) : 120

t.test(`publicVersion keeps only when no anonymous answer changes (${TEST_DATABASE})`, async (t) => {
  const cached = await build(t, { timezone: 'UTC' }, { clock })
  // The same database without the cache: what every URL answers now.
  const truth = await buildApp(testConfig({ databaseUrl: cached.config.databaseUrl, apiToken: TOKEN, siteUrl: 'https://example.org', timezone: 'UTC', responseCacheMb: 0 }), { logger: false, print: () => {}, clock })
  t.teardown(() => truth.close())

  const write = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, payload?: Json, prefix = ''): Promise<Res> =>
    req(cached, { method, url: `${prefix}${BASE}${path}`, headers: auth, ...(payload ? { payload } : {}) })
  const create = async (path: string, payload: Json, prefix = ''): Promise<Json> => {
    const res = await write('POST', path, payload, prefix)
    if (res.statusCode !== 201) throw new Error(`POST ${path}: ${res.statusCode} ${res.raw}`)
    return res.body
  }
  const when = (day: number, hour = 14) => ({ start_date: `2030-04-${String(day).padStart(2, '0')} ${hour}:00:00`, end_date: `2030-04-${String(day).padStart(2, '0')} ${hour + 2}:00:00` })

  // ---- the calendar
  const music = await createTerm(cached, 'categories', { name: 'Music' })
  const theatre = await createTerm(cached, 'categories', { name: 'Theatre' })
  const muziek = await createTerm(cached, 'categories', { name: 'Muziek', translation_of: music.id }, '/nl')
  const outdoor = await createTerm(cached, 'tags', { name: 'Outdoor' })
  const hall = await create('/venues', { venue: 'Grand Hall', city: 'Utrecht', latitude: 52.09, longitude: 5.12 })
  const park = await create('/venues', { venue: 'City Park', city: 'Utrecht', latitude: 52.08, longitude: 5.13 })
  const zaal = await create('/venues', { venue: 'Grote Zaal', translation_of: hall.id, latitude: 52.09, longitude: 5.12 }, '/nl')
  const draftVenue = await create('/venues', { venue: 'Draft Barn', status: 'draft', latitude: 52.1, longitude: 5.1 })
  // Published, linked by no published event: `has_events` shows whether a private or scheduled event links it.
  const corner = await create('/venues', { venue: 'Quiet Corner', city: 'Delft' })
  const lonelyVenue = await create('/venues', { venue: 'Lonely Shed', status: 'draft', latitude: 40.0, longitude: 3.0 })
  const club = await create('/organizers', { organizer: 'Jazz Club' })
  const nlClub = await create('/organizers', { organizer: 'Jazzclub', translation_of: club.id }, '/nl')
  const draftOrganizer = await create('/organizers', { organizer: 'Draft Crew', status: 'draft' })
  const concert = await create('/events', { title: 'Concert', ...when(12), venue: hall.id, organizer: [club.id], categories: [music.id], tags: [outdoor.id], featured: true })
  const play = await create('/events', { title: 'Play', ...when(13), venue: park.id, categories: [theatre.id] })
  const concertNl = await create('/events', { title: 'Concert NL', ...when(12), venue: zaal.id, organizer: [nlClub.id], categories: [muziek.id], translation_of: concert.id }, '/nl')
  const locked = await create('/events', { title: 'Locked party', ...when(14), password: 'secret', venue: hall.id, categories: [music.id] })
  // A published event at the draft venue: geolocation reads the draft venue's coordinates.
  const barnDance = await create('/events', { title: 'Barn dance', ...when(15), venue: draftVenue.id, organizer: [draftOrganizer.id] })
  const draft = await create('/events', { title: 'Draft fair', ...when(16), status: 'draft', venue: hall.id, organizer: [club.id], categories: [music.id] })
  const pending = await create('/events', { title: 'Pending fair', ...when(17), status: 'pending', venue: park.id })
  const secret = await create('/events', { title: 'Private fair', ...when(18), status: 'private', venue: hall.id })
  const scheduled = await create('/events', { title: 'Scheduled fair', ...when(19), status: 'future', date_utc: '2031-01-01 00:00:00' })
  const child = await create('/events', { title: 'Child of the draft', ...when(20) })
  // The parent is storage-only (no write field): set as Prisma Studio would.
  await cached.db.event.update({ where: { id: child.id }, data: { parentId: draft.id } })
  const master = await create('/events', { title: 'Weekly market', ...when(21, 9), recurrence: ['RRULE:FREQ=WEEKLY;COUNT=5'], venue: park.id })
  const occurrences = (await cached.db.event.findMany({ where: { seriesId: master.id, NOT: { id: master.id } }, select: { id: true }, orderBy: { id: 'asc' } })).map((o) => o.id)
  t.equal(occurrences.length, 4, 'the series has its occurrences')
  t.equal(scheduled.status, 'future')
  t.equal(secret.status, 'private')

  // ---- the anonymous URLs (every cacheable route)
  const wide = 'start_date=2030-01-01&end_date=2031-12-31&per_page=50'
  const urls = [
    '/events', `/events?${wide}`, `/events?${wide}&categories=${music.id}`, `/events?${wide}&tags=${outdoor.id}`,
    `/events?${wide}&categories=music`, `/events?${wide}&venue=${hall.id}`, `/events?${wide}&venue=${draftVenue.id}`,
    `/events?${wide}&organizer=${club.id}`, `/events?${wide}&organizer=${draftOrganizer.id}`, `/events?${wide}&search=fair`,
    `/events?${wide}&featured=true`, `/events?${wide}&geoloc=true`, `/events?${wide}&geoloc=true&geoloc_lat=52.09&geoloc_lng=5.12&geoloc_radius=5`,
    `/events?${wide}&post_parent=${draft.id}`, `/events?${wide}&post_parent=${concert.id}`, `/events?${wide}&include=${[concert.id, draft.id, pending.id].join(',')}`,
    `/events?${wide}&hide_subsequent_recurrences=true`, `/events?${wide}&status=publish&per_page=2&page=2`,
    `/events/${concert.id}`, `/events/${locked.id}`, `/events/${barnDance.id}`, `/events/${master.id}`, `/events/${child.id}`,
    `/events/by-slug/${concert.slug}`, `/events/by-slug/${play.slug}`,
    '/events.ics', `/events.ics?${wide}`, `/events.ics?${wide}&expand=true`, `/events/${concert.id}.ics`, `/events/${master.id}.ics`,
    '/venues', '/venues?has_events=1', '/venues?has_events=0', `/venues/${hall.id}`, `/venues/by-slug/${park.slug}`,
    `/venues?event=${concert.id}`, `/venues?event=${draft.id}`, `/venues?event=${barnDance.id}`, '/venues?search=hall',
    '/organizers', '/organizers?has_events=1', `/organizers/${club.id}`, `/organizers?event=${concert.id}`, `/organizers?event=${draft.id}`,
    '/categories', '/categories?hide_empty=true', `/categories/${music.id}`, `/categories?event=${concert.id}`, `/categories?post=${draft.id}`,
    '/tags', `/tags?post=${concert.id}`, `/tags/${outdoor.id}`,
  ].map((u) => `${BASE}${u}`)
  for (const u of ['/events', `/events?${wide}`, `/events/${concertNl.id}`, '/venues', '/organizers', '/categories', `/events/${concertNl.id}.ics`]) urls.push(`/nl${BASE}${u}`)

  type Answer = { status: number; body: string }
  const answers = async (app: FastifyInstance): Promise<Answer[]> => {
    const out: Answer[] = []
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url })
      out.push({ status: res.statusCode, body: `${String(res.headers['x-calendar-total'] ?? '')}\n${res.body}` })
    }
    return out
  }
  const publicVersion = async (): Promise<number> =>
    Number((await cached.db.$queryRawUnsafe<[{ v: bigint | number }]>('SELECT "publicVersion" AS "v" FROM "DataVersion" WHERE "id" = 1'))[0].v)

  let recorded = await answers(truth)
  t.ok(recorded.filter((a) => a.status === 200).length > urls.length * 0.9, 'almost every URL answers 200')
  for (const [i, a] of (await answers(cached)).entries()) if (a.status !== recorded[i]!.status || a.body !== recorded[i]!.body) t.fail(`${urls[i]}: the cached app answers as the uncached one`)
  let version = await publicVersion()

  // ---- the writes
  const random = mulberry32(22)
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!
  /** unpublished events (draft, pending, trash) the writes play with, and published ones */
  const quiet = new Map<number, string>([[draft.id, 'draft'], [pending.id, 'pending']])
  const published = [concert.id, play.id, barnDance.id, child.id]
  const quietVenues = [draftVenue.id, lonelyVenue.id]
  const quietOrganizers = [draftOrganizer.id]
  const publicVenues = [hall.id, park.id, corner.id]
  const languages = ['de', 'fr', 'nl']
  let n = 0
  const title = () => `Item ${++n} ${pick(['fair', 'market', 'talk', 'show'])}`
  const quietIds = () => [...quiet.keys()]
  const quietOf = (...statuses: string[]) => [...quiet].filter(([, s]) => statuses.includes(s)).map(([id]) => id)

  type Kind = 'quiet' | 'public' | 'other'
  type Step = { kind: Kind; name: string; weight: number; run: () => Promise<Res | null> }
  const steps: Step[] = []
  const step = (kind: Kind, name: string, weight: number, run: Step['run']) => { steps.push({ kind, name, weight, run }) }
  step('quiet', 'create a draft linked to public records', 4, async () => {
    const status = pick(['draft', 'pending'])
    const res = await write('POST', '/events', { title: title(), ...when(10 + Math.floor(random() * 18)), status, venue: pick([...publicVenues, ...quietVenues]), organizer: [pick([club.id, draftOrganizer.id])], categories: [pick([music.id, theatre.id])], tags: [outdoor.id] })
    if (res.statusCode === 201) quiet.set(res.body.id, status)
    return res
  })
  step('quiet', 'edit a draft (title, slug, dates, text)', 6, async () => {
    const id = pick(quietOf('draft', 'pending'))
    return write('PATCH', `/events/${id}`, pick([{ title: title() }, { slug: `moved-${++n}` }, when(10 + Math.floor(random() * 18)), { description: `Text ${++n}`, excerpt: 'Short' }]))
  })
  step('quiet', 'relink a draft', 4, async () => {
    const id = pick(quietOf('draft', 'pending'))
    return write('PATCH', `/events/${id}`, pick([{ venue: pick([...publicVenues, ...quietVenues]) }, { venue: 0 }, { organizer: [pick([club.id, draftOrganizer.id])] }, { organizer: [] }, { categories: [pick([music.id, theatre.id])] }, { categories: [], tags: [] }, { tags: [outdoor.id] }]))
  })
  step('quiet', 'add a draft translation to a published event', 2, async () => {
    const res = await write('POST', '/events', { title: title(), ...when(12), status: 'draft', translation_of: pick([concert.id, play.id]), venue: hall.id }, `/${pick(languages)}`)
    if (res.statusCode === 201) quiet.set(res.body.id, 'draft')
    return res
  })
  step('quiet', 'set a draft\'s parent in the database (as Prisma Studio would)', 1, async () => {
    const id = pick(quietIds())
    await cached.db.event.update({ where: { id }, data: { parentId: pick([concert.id, draft.id, null]) } })
    return { statusCode: 200, headers: {}, body: undefined, raw: '' }
  })
  step('quiet', 'trash a draft', 2, async () => {
    const id = pick(quietOf('draft', 'pending'))
    const res = await write('DELETE', `/events/${id}`)
    if (res.statusCode === 200) quiet.set(id, 'trash')
    return res
  })
  step('quiet', 'restore a trashed draft', 1, async () => {
    const ids = quietOf('trash')
    if (ids.length === 0) return null
    const id = pick(ids)
    const res = await write('PATCH', `/events/${id}`, { status: 'draft' })
    if (res.statusCode === 200) quiet.set(id, 'draft')
    return res
  })
  step('quiet', 'create or edit a draft venue', 3, async () => {
    if (random() < 0.4) {
      const res = await write('POST', '/venues', { venue: title(), status: 'draft', city: 'Delft' })
      if (res.statusCode === 201) quietVenues.push(res.body.id)
      return res
    }
    // The draft venue of the barn dance (a published event) must move it: geolocation reads its coordinates.
    return write('PATCH', `/venues/${pick(quietVenues)}`, pick([{ venue: title() }, { latitude: 52.09 + random() / 10, longitude: 5.12 }, { latitude: 10, longitude: 10 }, { city: 'Gouda' }]))
  })
  step('quiet', 'create or edit a draft organizer', 2, async () => {
    if (random() < 0.4) {
      const res = await write('POST', '/organizers', { organizer: title(), status: 'draft' })
      if (res.statusCode === 201) quietOrganizers.push(res.body.id)
      return res
    }
    return write('PATCH', `/organizers/${pick(quietOrganizers)}`, pick([{ organizer: title() }, { email: `x${++n}@example.org` }]))
  })
  step('other', 'make a draft private or scheduled', 2, async () => {
    // At the corner: `has_events` counts private and scheduled events.
    const id = pick(quietOf('draft', 'pending'))
    const status = pick(['private', 'future'])
    const res = await write('PATCH', `/events/${id}`, { status, venue: corner.id, ...(status === 'future' ? { date_utc: '2031-02-01 00:00:00' } : {}) })
    if (res.statusCode === 200) quiet.delete(id)
    return res
  })
  step('other', 'edit a series occurrence (any status)', 2, async () => {
    const id = pick(occurrences)
    return write('PATCH', `/events/${id}`, pick([{ status: 'draft' }, { status: 'publish' }, { ...when(20 + Math.floor(random() * 8), 9) }, { title: title() }]))
  })
  step('other', 'move the draft venue of a published event', 1, async () => {
    // Geolocation reads the coordinates of venues of any status: the barn dance is near the point or not.
    return write('PATCH', `/venues/${draftVenue.id}`, random() < 0.5 ? { latitude: 52.1, longitude: 5.1 } : { latitude: 10, longitude: 10 })
  })
  step('other', 'move an unpublished occurrence\'s recurrence id in the database', 1, async () => {
    // The feed writes unreadable occurrences as EXDATEs of the master's rule.
    const rows = await cached.db.event.findMany({ where: { id: { in: occurrences }, status: { notIn: ['publish'] } }, select: { id: true, occurrenceStart: true } })
    if (rows.length === 0) return null
    const row = pick(rows)
    await cached.db.event.update({ where: { id: row.id }, data: { occurrenceStart: new Date(row.occurrenceStart!.getTime() + (random() < 0.5 ? 1 : -1) * 86400_000) } })
    return { statusCode: 200, headers: {}, body: undefined, raw: '' }
  })
  step('other', 'delete a record for good', 1, async () => {
    const ids = quietIds()
    if (ids.length < 3) return null
    const id = pick(ids)
    const res = await write('DELETE', `/events/${id}?force=true`)
    if (res.statusCode === 200) quiet.delete(id)
    return res
  })
  step('public', 'publish a draft', 2, async () => {
    const id = pick(quietOf('draft', 'pending'))
    const res = await write('PATCH', `/events/${id}`, { status: 'publish' })
    if (res.statusCode === 200) { quiet.delete(id); published.push(id) }
    return res
  })
  step('public', 'edit a published event', 2, async () => write('PATCH', `/events/${pick(published)}`, pick([{ title: title() }, when(10 + Math.floor(random() * 18)), { featured: random() < 0.5 }])))
  step('public', 'unpublish an event', 1, async () => {
    if (published.length < 3) return null
    const id = published.splice(Math.floor(random() * published.length), 1)[0]!
    const res = await write('PATCH', `/events/${id}`, { status: 'draft' })
    if (res.statusCode === 200) quiet.set(id, 'draft')
    return res
  })
  step('public', 'edit a published venue', 1, async () => write('PATCH', `/venues/${pick(publicVenues)}`, { city: `City ${++n}` }))
  const total = steps.reduce((s, x) => s + x.weight, 0)
  const byStep = new Map<string, { kept: number; moved: number }>()
  const stats = { quiet: { kept: 0, moved: 0 }, public: { kept: 0, moved: 0 }, other: { kept: 0, moved: 0 } }

  for (let i = 0; i < WRITES; i++) {
    let r = random() * total
    // Most writes need a draft: without one, create one.
    const chosen = quietOf('draft', 'pending').length === 0 ? steps[0]! : steps.find((s) => (r -= s.weight) < 0) ?? steps[0]!
    const logged = await cached.db.change.count()
    const res = await chosen.run()
    if (res === null) continue
    if (res.statusCode >= 300) { t.comment(`${chosen.name}: ${res.statusCode} ${res.raw.slice(0, 200)}`); continue }
    const now = await publicVersion()
    const kept = now === version
    stats[chosen.kind][kept ? 'kept' : 'moved']++
    const named = byStep.get(chosen.name) ?? { kept: 0, moved: 0 }
    named[kept ? 'kept' : 'moved']++
    byStep.set(chosen.name, named)
    const fresh = await answers(truth)
    if (kept) {
      for (const [j, before] of recorded.entries()) {
        if (before.status !== 200) continue // never stored: an answer that was an error may become a 200
        const after = fresh[j]!
        if (after.status !== before.status || after.body !== before.body) {
          t.fail(`write ${i} (${chosen.name}) kept publicVersion but changed ${urls[j]}`, { before: before.body.slice(0, 600), after: `${after.status} ${after.body.slice(0, 600)}` })
        }
      }
    }
    // A write that changed no stored value (the same `featured` again) is none (issue 42): nothing logged, nothing moves.
    const noop = await cached.db.change.count() === logged
    if (chosen.kind === 'public' && kept && !noop) t.fail(`write ${i} (${chosen.name}): a public write moves publicVersion`)
    for (const [j, a] of (await answers(cached)).entries()) {
      if (a.status !== fresh[j]!.status || a.body !== fresh[j]!.body) t.fail(`write ${i} (${chosen.name}): ${urls[j]} from the cached app is what the uncached one answers`)
    }
    recorded = fresh
    version = now
  }
  t.comment(JSON.stringify(stats))
  for (const [name, counts] of byStep) t.comment(`${name}: kept ${counts.kept}, moved ${counts.moved}`)
  t.ok(stats.quiet.kept >= 20, `many quiet writes keep publicVersion (${stats.quiet.kept} of ${stats.quiet.kept + stats.quiet.moved})`)
  t.ok(stats.quiet.kept >= (stats.quiet.kept + stats.quiet.moved) * 0.85, 'nearly all of them (those that move it touch a record a published event links)')
  t.ok(stats.public.moved >= 5, `public writes happened (${stats.public.moved}), each moving it`)
  t.ok(stats.other.moved >= 3, `writes the rule is unsure about moved it (${stats.other.moved})`)
  t.ok(cached.responseCache.hits > urls.length, `the cached app replayed answers across kept writes (${cached.responseCache.hits} hits)`)
})
