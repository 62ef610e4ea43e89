// SPEC §9.8 "Submissions": the anonymous form at /submit/ (src/plugins/app/submit.ts), on both databases.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { BASE, TEST_DATABASE, auth, build, createTerm, req } from '../helper.js'
import { SUBMIT_BODY_LIMIT } from '../../src/plugins/app/submit.js'

const HOSTILE = '"><img src=x onerror=alert(1)><script>alert(2)</script>\u202e'

/** The form's signed start time, read from the page as a browser would. */
async function started (app: FastifyInstance, url = '/submit/'): Promise<string> {
  const res = await req(app, { method: 'GET', url })
  return /name="started" value="([^"]+)"/.exec(res.raw)![1]!
}

const form = (fields: Record<string, string>): string => new URLSearchParams(fields).toString()

async function post (app: FastifyInstance, fields: Record<string, string>, opts: { url?: string; ip?: string; headers?: Record<string, string> } = {}) {
  const url = opts.url ?? '/submit/'
  return req(app, {
    method: 'POST',
    url,
    remoteAddress: opts.ip ?? '203.0.113.7',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...opts.headers },
    payload: form({ started: await started(app, url), ...fields }),
  })
}

const VALID = { title: 'Street party', start_date: '2027-02-01', start_time: '14:00', end_time: '18:00', description: 'Music\n\nand food' }

/** Every event, venue and organizer of any status, and the users, as the administrator sees them. */
async function stored (app: FastifyInstance, prefix = '') {
  const list = async (kind: string) => (await req(app, { method: 'GET', url: `${prefix}${BASE}/${kind}?status=publish,pending,draft,private,future&per_page=50`, headers: auth })).body[kind] as any[]
  return { events: await list('events'), venues: await list('venues'), organizers: await list('organizers'), users: (await req(app, { method: 'GET', url: `${BASE}/users`, headers: auth })).body as any[] }
}

t.test(`off by default: /submit/ is the pages' 404 page (${TEST_DATABASE})`, async (t) => {
  const app = await build(t)
  for (const url of ['/submit/', '/nl/submit/', '/submit/thanks/']) {
    const res = await req(app, { method: 'GET', url })
    t.equal(res.statusCode, 404, url)
    t.match(res.headers['content-type'], /text\/html/)
    t.match(res.raw, /<h1>Page not found<\/h1>|<h1>Pagina niet gevonden<\/h1>/)
  }
  const res = await req(app, { method: 'POST', url: '/submit/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ ...VALID, started: '1.x' }) })
  t.equal(res.statusCode, 404)
  t.equal((await stored(app)).events.length, 0)
})

t.test(`the form: every language, no-store, noindex, strict CSP, no script (${TEST_DATABASE})`, async (t) => {
  const app = await build(t, { publicSubmissions: true })
  const headings: Record<string, string> = { '': 'Submit an event', nl: 'Een evenement aanmelden', de: 'Eine Veranstaltung einreichen', fr: 'Proposer un événement' }
  for (const [lang, heading] of Object.entries(headings)) {
    const url = `${lang ? `/${lang}` : ''}/submit/`
    const res = await req(app, { method: 'GET', url })
    t.equal(res.statusCode, 200, url)
    t.equal(res.headers['cache-control'], 'no-store')
    t.match(res.headers['content-security-policy'], /default-src 'none'/)
    t.notMatch(res.headers['content-security-policy'], /unsafe-inline/)
    t.match(res.raw, `<html lang="${lang || 'en'}">`)
    t.match(res.raw, `<h1>${heading}</h1>`)
    t.match(res.raw, '<meta name="robots" content="noindex">')
    t.notMatch(res.raw, /<script/)
    t.match(res.raw, `action="${url}"`)
    t.match(res.raw, /<div class="hp" aria-hidden="true"><label for="f-website_url">/)
  }
  const robots = await req(app, { method: 'GET', url: '/robots.txt' })
  t.match(robots.raw, 'Disallow: /submit/')
  t.match(robots.raw, 'Disallow: /fr/submit/')
})

t.test(`a valid submission creates one pending event with a pending venue and organizer, and no user (${TEST_DATABASE})`, async (t) => {
  const app = await build(t, { publicSubmissions: true, submitMinSeconds: 0 })
  const before = await stored(app)
  const res = await post(app, {
    ...VALID,
    status: 'publish',
    author: '1',
    venue: 'new',
    venue_name: 'The Old Hall',
    venue_city: 'Utrecht',
    organizer: 'new',
    organizer_name: 'Neighbours',
    organizer_email: 'hi@example.org',
    cost: '5',
    website: 'https://party.example.org',
  }, { url: '/nl/submit/' })
  t.equal(res.statusCode, 303)
  t.equal(res.headers.location, '/nl/submit/thanks/')
  const thanks = await req(app, { method: 'GET', url: '/nl/submit/thanks/' })
  t.equal(thanks.statusCode, 200)
  t.match(thanks.raw, '<h1>Dank je wel</h1>')
  t.equal((await stored(app)).events.length, 0, 'nothing in English')
  const after = await stored(app, '/nl')
  t.equal(after.events.length, 1, 'one event, in the language of the form')
  const [event] = after.events
  t.equal(event.status, 'pending', 'pending, whatever the form said')
  t.equal(event.author, '0', 'written by no user')
  t.equal(event.title, 'Street party')
  t.equal(event.start_date, '2027-02-01 14:00:00')
  t.equal(event.end_date, '2027-02-01 18:00:00')
  t.match(event.description, '<p>Music</p>')
  t.equal(event.website, 'https://party.example.org')
  t.equal(after.venues.length, 1)
  t.match(after.venues[0], { venue: 'The Old Hall', city: 'Utrecht', status: 'pending' })
  t.equal(event.venue.id, after.venues[0].id)
  t.equal(after.organizers.length, 1)
  t.match(after.organizers[0], { organizer: 'Neighbours', email: 'hi@example.org', status: 'pending' })
  t.equal(after.users.length, before.users.length, 'no user created')
  const anonymous = await req(app, { method: 'GET', url: `/nl${BASE}/events/${event.id}` })
  t.not(anonymous.statusCode, 200, 'not public')
  const pending = await req(app, { method: 'GET', url: `/nl${BASE}/events?status=pending`, headers: auth })
  t.equal(pending.body.events.length, 1, 'editors find it with status=pending')
})

t.test(`existing published venue, organizer and category; a draft venue cannot be linked (${TEST_DATABASE})`, async (t) => {
  const app = await build(t, { publicSubmissions: true, submitMinSeconds: 0 })
  const venue = (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Concert Hall', status: 'publish' } })).body
  const draft = (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Secret Hall', status: 'draft' } })).body
  const organizer = (await req(app, { method: 'POST', url: `${BASE}/organizers`, headers: auth, payload: { organizer: 'Choir', status: 'publish' } })).body
  const category = await createTerm(app, 'categories', { name: 'Music' })
  const page = await req(app, { method: 'GET', url: '/submit/' })
  t.match(page.raw, `<option value="${venue.id}">Concert Hall</option>`)
  t.notMatch(page.raw, 'Secret Hall', 'drafts are not offered')
  t.match(page.raw, `<option value="${category.id}">Music</option>`)
  const res = await post(app, { ...VALID, venue: String(venue.id), organizer: String(organizer.id), category: String(category.id) })
  t.equal(res.statusCode, 303)
  const [event] = (await stored(app)).events
  t.equal(event.venue.id, venue.id)
  t.equal(event.organizer[0].id, organizer.id)
  t.same(event.categories.map((c: any) => c.id), [category.id])
  const refused = await post(app, { ...VALID, title: 'Other', venue: String(draft.id) })
  t.equal(refused.statusCode, 400)
  t.match(refused.raw, /<p class="error" id="e-venue">venue: expected the id of a venue you may read/)
  t.match(refused.raw, /<select id="f-venue" name="venue" aria-describedby="e-venue" aria-invalid="true" autofocus>/)
  t.equal((await stored(app)).events.length, 1)
})

t.test(`a second submission never takes over the first one's pending venue (${TEST_DATABASE})`, async (t) => {
  const app = await build(t, { publicSubmissions: true, submitMinSeconds: 0 })
  await post(app, { ...VALID, venue: 'new', venue_name: 'Park', venue_address: 'Main street 1' })
  await post(app, { ...VALID, title: 'Second', venue: 'new', venue_name: 'Park', venue_address: 'Main street 1', venue_city: 'Elsewhere' }, { ip: '203.0.113.8' })
  const { venues } = await stored(app)
  t.equal(venues.length, 2, 'two venues: duplicate detection finds nothing of a submitter')
  t.same(venues.map((v: any) => v.city ?? '').sort(), ['', 'Elsewhere'], 'the first venue is unchanged')
})

t.test(`honeypot: answered like a success, nothing stored (${TEST_DATABASE})`, async (t) => {
  const app = await build(t, { publicSubmissions: true, submitMinSeconds: 0 })
  const res = await post(app, { ...VALID, website_url: 'https://spam.example' })
  t.equal(res.statusCode, 303)
  t.equal(res.headers.location, '/submit/thanks/')
  t.equal((await stored(app)).events.length, 0)
})

t.test(`too fast, forged or missing start time: nothing stored, the form asks to send again with the values kept (${TEST_DATABASE})`, async (t) => {
  let now = Date.now()
  const app = await build(t, { publicSubmissions: true, submitMinSeconds: 3 }, { clock: () => new Date(now) })
  const fast = await post(app, VALID)
  t.equal(fast.statusCode, 400)
  t.match(fast.raw, 'The form was sent too quickly')
  t.match(fast.raw, 'value="Street party"', 'typed values kept')
  for (const stamp of ['', '1893492000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'nonsense']) {
    now += 10_000
    const res = await req(app, { method: 'POST', url: '/submit/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ ...VALID, started: stamp }) })
    t.equal(res.statusCode, 400, `stamp ${JSON.stringify(stamp)}`)
  }
  t.equal((await stored(app)).events.length, 0)
  const stamp = await started(app)
  now += 3_000
  const res = await req(app, { method: 'POST', url: '/submit/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ ...VALID, started: stamp }) })
  t.equal(res.statusCode, 303, 'after SUBMIT_MIN_SECONDS it goes through')
  t.equal((await stored(app)).events.length, 1)
})

t.test(`over SUBMISSIONS_PER_HOUR per address: 429 page with Retry-After; mistakes do not count (${TEST_DATABASE})`, async (t) => {
  const app = await build(t, { publicSubmissions: true, submitMinSeconds: 0, submissionsPerHour: 2 })
  const mistake = await post(app, { ...VALID, title: '' })
  t.equal(mistake.statusCode, 400)
  t.equal((await post(app, VALID)).statusCode, 303)
  t.equal((await post(app, VALID)).statusCode, 303)
  const over = await post(app, VALID)
  t.equal(over.statusCode, 429)
  t.ok(Number(over.headers['retry-after']) > 3000, 'Retry-After: most of the hour')
  t.match(over.raw, '<h1>Too many attempts</h1>')
  t.equal((await post(app, VALID, { ip: '198.51.100.1' })).statusCode, 303, 'another address is not limited')
  t.equal((await stored(app)).events.length, 3)
})

t.test(`a flood of 1,000 submissions from one address creates at most the limit and the service stays responsive (${TEST_DATABASE})`, async (t) => {
  const app = await build(t, { publicSubmissions: true, submitMinSeconds: 0, submissionsPerHour: 5, rateLimitMax: 0 })
  const payload = form({ started: await started(app), ...VALID })
  const timeGet = async () => {
    const start = performance.now()
    const res = await req(app, { method: 'GET', url: `${BASE}/events` })
    t.equal(res.statusCode, 200)
    return performance.now() - start
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  for (let i = 0; i < 5; i++) await timeGet() // warm: the first answers compile and fill caches
  const quiet: number[] = []
  for (let i = 0; i < 15; i++) quiet.push(await timeGet())
  const statuses = new Map<number, number>()
  const during: number[] = []
  let done = false
  const floodStart = performance.now()
  const flood = (async () => {
    const inFlight: Array<Promise<void>> = []
    for (let i = 0; i < 1000; i++) {
      inFlight.push(app.inject({ method: 'POST', url: '/submit/', remoteAddress: '192.0.2.99', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload })
        .then((r) => { statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1) }))
      if (inFlight.length >= 20) await inFlight.shift()
    }
    await Promise.all(inFlight)
    done = true
  })()
  // A GET now and then (a timer between them: a loop of answers from the response cache would never yield to the
  // database's callbacks).
  // eslint-disable-next-line no-unmodified-loop-condition -- the flood sets it
  while (!done) {
    during.push(await timeGet())
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  await flood
  const floodMs = performance.now() - floodStart
  t.equal(statuses.get(303), 5, `five accepted: ${JSON.stringify([...statuses])}`)
  t.equal(statuses.get(429), 995)
  t.equal((await stored(app)).events.length, 5, 'five events stored')
  // Responsive: a visitor's GET is not queued behind the flood (fair share serves the address that used least first).
  // Compared with the flood's own length, which a loaded machine stretches as much as the GET; the quiet answer (from
  // the response cache, a fraction of a millisecond) is only reported: any wait at all is many times it.
  t.ok(during.length > 0, 'GETs were answered during the flood')
  const share = median(during) / floodMs
  t.ok(share < 0.1, `a GET's median latency during the flood is ${(share * 100).toFixed(1)} % of the flood's ${Math.round(floodMs)} ms (quiet: ${median(quiet).toFixed(2)} ms)`)
})

t.test(`hostile text in every field is stored as text and shown escaped (${TEST_DATABASE})`, async (t) => {
  const app = await build(t, { publicSubmissions: true, submitMinSeconds: 0 })
  const fields = {
    title: HOSTILE,
    description: HOSTILE,
    cost: HOSTILE.slice(0, 90),
    venue: 'new',
    venue_name: HOSTILE,
    venue_address: HOSTILE,
    venue_city: HOSTILE,
    venue_zip: HOSTILE,
    venue_country: HOSTILE,
    organizer: 'new',
    organizer_name: HOSTILE,
    organizer_email: HOSTILE,
  }
  const res = await post(app, { ...VALID, ...fields })
  t.equal(res.statusCode, 303, res.raw.slice(0, 300))
  const { events, venues, organizers } = await stored(app)
  t.equal(events[0].title, HOSTILE, 'the title is stored as typed')
  t.notMatch(events[0].description, /<script|<img/, 'the description is text: no element survives')
  t.match(events[0].description, '&lt;script&gt;')
  t.equal(venues[0].venue, HOSTILE)
  t.equal(venues[0].city, HOSTILE)
  t.equal(organizers[0].organizer, HOSTILE)
  // Refused values come back into the form escaped.
  const refused = await post(app, { ...VALID, ...fields, website: HOSTILE, organizer_website: HOSTILE })
  t.equal(refused.statusCode, 400)
  t.notMatch(refused.raw, /<img src=x|<script>alert/, 'nothing typed became markup')
  t.match(refused.raw, 'value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;')
  t.match(refused.raw, /<p class="error" id="e-website">website: expected an http\(s\) URL/)
  const nested = await post(app, { ...VALID, ...fields, organizer_website: HOSTILE })
  t.equal(nested.statusCode, 400)
  t.match(nested.raw, /<p class="error" id="e-organizer_website">organizer\.website: /)
  t.match(nested.raw, /<input id="f-organizer_website" [^>]*aria-invalid="true" autofocus>/, 'the first invalid field is focused')
  t.equal((await stored(app)).events.length, 1)
})

t.test(`over-long and malformed fields: reasons beside the fields, nothing stored (${TEST_DATABASE})`, async (t) => {
  const app = await build(t, { publicSubmissions: true, submitMinSeconds: 0 })
  const res = await post(app, { ...VALID, title: 'x'.repeat(301), cost: 'c'.repeat(101), start_date: 'soon', venue: 'somewhere' }, { url: '/de/submit/' })
  t.equal(res.statusCode, 400)
  t.match(res.raw, '<p class="error" id="e-title">Höchstens 300 Zeichen.</p>')
  t.match(res.raw, '<p class="error" id="e-cost">Höchstens 100 Zeichen.</p>')
  t.match(res.raw, /id="e-start_date">Geben Sie ein Datum wie 2027-03-01 ein\./)
  t.match(res.raw, /id="e-venue">Wählen Sie einen Eintrag der Liste\./)
  t.match(res.raw, /<input id="f-title" name="title" type="text" value="x{301}" maxlength="300" required aria-describedby="e-title" aria-invalid="true" autofocus>/)
  t.match(res.raw, /<div class="problems" role="alert">/)
  const api = await post(app, { ...VALID, timezone: 'Mars/Olympus' })
  t.equal(api.statusCode, 400)
  t.match(api.raw, /<p class="error" id="e-timezone">timezone: expected a time zone/)
  const big = await req(app, { method: 'POST', url: '/submit/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ ...VALID, description: 'd'.repeat(SUBMIT_BODY_LIMIT) }) })
  t.equal(big.statusCode, 413)
  t.match(big.raw, '<h1>Too much text</h1>')
  t.equal((await stored(app)).events.length, 0)
})

t.test(`a cross-site POST gets nothing more than a direct one, and a session cookie adds nothing (${TEST_DATABASE})`, async (t) => {
  const app = await build(t, { publicSubmissions: true, submitMinSeconds: 0 })
  const res = await post(app, VALID, { headers: { origin: 'https://evil.example', referer: 'https://evil.example/', cookie: 'calendar_session=stolen' } })
  t.equal(res.statusCode, 303)
  t.equal(res.headers['access-control-allow-credentials'], undefined)
  const [event] = (await stored(app)).events
  t.match(event, { status: 'pending', author: '0' })
})
