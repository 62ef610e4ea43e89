// Who sees which record page (SPEC §9.7, §2.5, issue 40): a page answers exactly what the API's read by slug answers
// the same caller — a record it may read is its page, any other is the 404 page (the answer of an unknown slug, so a
// page tells nothing of what it hides); a password-protected record is the password form until the right password is
// POSTed. Then the password rules: never in a URL, the same answer for a wrong and a missing one, no unlocked page for
// the next caller, attempts limited per address and page (429 page with Retry-After).
import { Writable } from 'node:stream'
import t from 'tap'
import { buildApp } from '../../src/app.js'
import { testConfig } from '../../src/config.js'
import { hashPassword } from '../../src/lib/infra/password.js'
import { BASE, TOKEN, addUser, auth, build, freshDatabaseUrl, req, type Res } from '../helper.js'

type Json = Record<string, any>
type Headers = Record<string, string>

const sql = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ')
const START = sql(new Date(Date.now() + 7 * 86400_000))
const END = sql(new Date(Date.now() + 7 * 86400_000 + 3 * 3600_000))
const FAR = '2035-06-01 10:00:00'

const KINDS = [
  { kind: 'event', plural: 'events', fields: (n: string) => ({ title: n, start_date: START, end_date: END }) },
  { kind: 'venue', plural: 'venues', fields: (n: string) => ({ venue: n }) },
  { kind: 'organizer', plural: 'organizers', fields: (n: string) => ({ organizer: n }) },
] as const
const STATUSES: Array<{ name: string; fields: Json; trash?: boolean }> = [
  { name: 'publish', fields: { status: 'publish' } },
  { name: 'future', fields: { status: 'publish', date: FAR } },
  { name: 'draft', fields: { status: 'draft' } },
  { name: 'pending', fields: { status: 'pending' } },
  { name: 'private', fields: { status: 'private' } },
  { name: 'trash', fields: { status: 'publish' }, trash: true },
  { name: 'protected', fields: { status: 'publish', password: 'open sesame' } },
]

const path = (url: string): string => new URL(url).pathname
const get = (app: Parameters<typeof req>[0], url: string, headers: Headers = {}): Promise<Res> => req(app, { method: 'GET', url, headers })
const postForm = (app: Parameters<typeof req>[0], url: string, body: string, headers: Headers = {}, remoteAddress = '127.0.0.1'): Promise<Res> =>
  req(app, { method: 'POST', url, payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, remoteAddress })

const NOT_FOUND = 'Page not found'
const FORM = '<form class="password" method="post"'

t.test('per role and status, a page is readable exactly when the API reads the record by slug', async (t) => {
  const app = await build(t)
  const author = await addUser(app, 'author', 'author')
  const other = await addUser(app, 'other', 'author')
  const callers: Record<string, Headers> = {
    anonymous: {},
    subscriber: (await addUser(app, 'subscriber', 'subscriber')).headers,
    contributor: (await addUser(app, 'contributor', 'contributor')).headers,
    author: author.headers,
    editor: (await addUser(app, 'editor', 'editor')).headers,
    administrator: auth,
  }
  let n = 0
  for (const k of KINDS) {
    for (const s of STATUSES) {
      for (const owner of [author, other]) {
        const name = `${k.kind} ${s.name} ${owner === author ? 'own' : 'other'} ${++n}`
        const created = await req(app, { method: 'POST', url: `${BASE}/${k.plural}`, headers: auth, payload: { ...k.fields(name), ...s.fields, author: owner.id } })
        t.equal(created.statusCode, 201, `created ${name}`)
        let record: Json = created.body
        if (s.trash) record = (await req(app, { method: 'DELETE', url: `${BASE}/${k.plural}/${record.id}`, headers: auth })).body
        for (const [who, headers] of Object.entries(callers)) {
          const api = await get(app, `${BASE}/${k.plural}/by-slug/${encodeURIComponent(record.slug)}`, headers)
          const page = await get(app, path(record.url), headers)
          const label = `${name}, ${who}: API ${api.statusCode} ${api.body?.code ?? ''}`
          const blanked = k.kind !== 'event' && api.statusCode === 200 && Array.isArray(api.body[k.kind])
          if (api.statusCode === 200 && !blanked) {
            t.equal(page.statusCode, 200, `${label} → the page`)
            t.notMatch(page.raw, FORM, `${label}: no form`)
          } else if (api.body?.code === 'event-password-protected' || blanked) {
            t.equal(page.statusCode, 200, `${label} → the password form`)
            t.match(page.raw, FORM, `${label}: the form`)
            t.notMatch(page.raw, name, `${label}: nothing of the record on the form`)
          } else {
            t.equal(page.statusCode, 404, `${label} → 404`)
            t.match(page.raw, NOT_FOUND, `${label}: the 404 page`)
            t.notMatch(page.raw, name, `${label}: nothing of the record`)
          }
          if (who !== 'anonymous' && page.statusCode === 200) t.equal(page.headers['cache-control'], 'private, no-store', `${label}: an authenticated answer is not stored`)
        }
      }
    }
  }
  // The 404 of a hidden record is the 404 of an unknown slug, byte for byte.
  const hidden = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { ...KINDS[0].fields('Hidden draft'), status: 'draft' } })).body
  const unknown = await get(app, '/event/no-such-event/')
  const draft = await get(app, path(hidden.url))
  t.equal(draft.statusCode, unknown.statusCode)
  t.equal(draft.raw, unknown.raw, 'a draft\'s 404 is an unknown slug\'s')
  t.same(Object.keys(draft.headers).sort(), Object.keys(unknown.headers).sort(), 'with the same headers')
})

t.test('an event that is visible links only to what the caller may read', async (t) => {
  const app = await build(t)
  const draftVenue = (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Secret Hall', status: 'draft' } })).body
  const e = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { ...KINDS[0].fields('Open day'), status: 'publish', venue: { id: draftVenue.id } } })).body
  const anonymous = (await get(app, path(e.url))).raw
  t.notMatch(anonymous, 'Secret Hall', 'a draft venue is not shown to anonymous callers')
  t.match((await get(app, path(e.url), auth)).raw, 'Secret Hall', 'an administrator sees it')
  t.notMatch((await get(app, path(e.url))).raw, 'Secret Hall', 'and the administrator\'s page was not cached for the next caller')

  // A venue's upcoming events are the events list the caller gets: a draft event for its author's editor only.
  const hall = (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Open Hall', status: 'publish' } })).body
  await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { ...KINDS[0].fields('Public gig'), status: 'publish', venue: { id: hall.id } } })
  await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { ...KINDS[0].fields('Draft gig'), status: 'draft', venue: { id: hall.id } } })
  const subscriber = await addUser(app, 'sub', 'subscriber')
  for (const [who, headers, sees] of [['anonymous', {}, false], ['administrator', auth, true], ['subscriber', subscriber.headers, false], ['anonymous again', {}, false]] as const) {
    const html = (await get(app, path(hall.url), headers)).raw
    t.match(html, 'Public gig', `${who}: the published event`)
    if (sees) t.match(html, 'Draft gig', `${who}: the draft too`)
    else t.notMatch(html, 'Draft gig', `${who}: not the draft`)
  }
})

t.test('the password form: POST to the page, the record once unlocked, never cached, never in a URL', async (t) => {
  const app = await build(t)
  const e = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { ...KINDS[0].fields('Members night'), status: 'publish', password: 'open sesame', description: 'The secret programme' } })).body
  const url = path(e.url)
  const form = await get(app, url)
  t.equal(form.statusCode, 200)
  t.match(form.raw, `<form class="password" method="post" action="${url}">`, 'the form posts to the page itself')
  t.match(form.raw, '<input id="password" name="password" type="password"')
  t.match(form.raw, '<meta name="robots" content="noindex">')
  t.notMatch(form.raw, /Members night|secret programme/, 'nothing of the event')
  t.equal((await get(app, `${url}?password=open%20sesame`)).raw, form.raw, 'a password in the query unlocks nothing')

  const wrong = await postForm(app, url, 'password=nope')
  const missing = await postForm(app, url, '')
  t.equal(wrong.statusCode, 403, 'a wrong password: 403')
  t.equal(missing.statusCode, wrong.statusCode, 'no password: the same status')
  t.equal(missing.raw, wrong.raw, 'and the same page')
  t.match(wrong.raw, 'That password is not right.')
  t.match(wrong.raw, 'aria-invalid="true"')
  t.equal(wrong.headers['cache-control'], 'private, no-store')

  const right = await postForm(app, url, 'password=open+sesame')
  t.equal(right.statusCode, 200, 'the right password: the event')
  t.match(right.raw, '<h1>Members night</h1>')
  t.match(right.raw, 'The secret programme')
  t.equal(right.headers['cache-control'], 'private, no-store', 'not stored anywhere')
  t.equal(right.headers.location, undefined, 'no redirect')
  t.notMatch(right.raw, 'open sesame', 'the password is not in the page')
  t.equal((await get(app, url)).raw, form.raw, 'the next GET is the form again')

  // A venue's page: the API answers it blanked; the page shows the form, and the venue after the password.
  const venue = (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Back Room', password: 'door', address: 'Alley 1' } })).body
  const venueForm = await get(app, path(venue.url))
  t.match(venueForm.raw, FORM)
  t.notMatch(venueForm.raw, /Back Room|Alley 1/)
  const unlocked = await postForm(app, path(venue.url), 'password=door')
  t.match(unlocked.raw, '<h1>Back Room</h1>')
  t.match(unlocked.raw, 'Alley 1')
  // A POST to a page that needs no password shows the page, and a POST to an unknown slug is the 404 page.
  const open = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { ...KINDS[0].fields('Open house'), status: 'publish' } })).body
  t.match((await postForm(app, path(open.url), 'password=x')).raw, '<h1>Open house</h1>')
  t.equal((await postForm(app, '/event/nope/', 'password=x')).statusCode, 404)
})

t.test('a signed-in browser is a visitor on the pages: its cookie posts the password form without a nonce', async (t) => {
  const app = await build(t)
  await app.db.user.update({ where: { id: 1 }, data: { passwordHash: await hashPassword('a long enough password') } })
  const signedIn = await req(app, { method: 'POST', url: `${BASE}/session`, payload: { login: 'admin', password: 'a long enough password' } })
  t.equal(signedIn.statusCode, 200)
  const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!
  const e = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { ...KINDS[0].fields('Staff night'), status: 'publish', password: 'open sesame' } })).body
  const draft = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { ...KINDS[0].fields('Draft night'), status: 'draft' } })).body
  t.match((await get(app, path(e.url), { cookie })).raw, FORM, 'the form, as any visitor gets it')
  const right = await postForm(app, path(e.url), 'password=open+sesame', { cookie })
  t.equal(right.statusCode, 200, 'the right password unlocks it: no rest_cookie_invalid_nonce for a page')
  t.match(right.raw, '<h1>Staff night</h1>')
  t.equal((await postForm(app, path(e.url), 'password=nope', { cookie })).statusCode, 403, 'a wrong one is the form again')
  t.equal((await get(app, path(draft.url), { cookie })).statusCode, 404, 'the session shows no draft on a page: pages are what visitors see')
  t.equal((await req(app, { method: 'POST', url: `${BASE}/venues`, headers: { cookie }, payload: { venue: 'No nonce' } })).statusCode, 403, 'while the API still wants the nonce')
})

t.test('password attempts are limited per address and page: a flood answers the 429 page', async (t) => {
  const app = await build(t)
  const a = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { ...KINDS[0].fields('Locked A'), status: 'publish', password: 'pw' } })).body
  const b = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { ...KINDS[0].fields('Locked B'), status: 'publish', password: 'pw' } })).body
  const statuses: number[] = []
  for (let i = 0; i < 7; i++) statuses.push((await postForm(app, path(a.url), `password=guess${i}`, {}, '10.0.0.1')).statusCode)
  t.same(statuses, [403, 403, 403, 403, 403, 429, 429], 'five tries per page and minute, then 429')
  const limited = await postForm(app, path(a.url), 'password=pw', {}, '10.0.0.1')
  t.equal(limited.statusCode, 429, 'even the right password waits')
  t.match(limited.headers['content-type'], /^text\/html/)
  t.match(limited.raw, 'Too many attempts')
  t.ok(Number(limited.headers['retry-after']) >= 1 && Number(limited.headers['retry-after']) <= 60, 'Retry-After in seconds')
  t.equal(limited.headers['cache-control'], 'private, no-store')
  const json = await postForm(app, path(a.url), 'password=pw', { accept: 'application/json' }, '10.0.0.1')
  t.equal(json.statusCode, 429)
  t.equal(json.body.code, 'rest_too_many_requests', 'the JSON error for a program')
  t.equal((await postForm(app, path(b.url), 'password=pw', {}, '10.0.0.1')).statusCode, 200, 'another page is counted apart')
  t.equal((await postForm(app, path(a.url), 'password=pw', {}, '10.0.0.2')).statusCode, 200, 'another address too')
  t.equal((await get(app, path(a.url), {})).statusCode, 200, 'reading the form is not an attempt')
  // Per address over all pages: 20 a minute.
  const many: number[] = []
  for (let i = 0; i < 22; i++) many.push((await postForm(app, i % 2 ? path(a.url) : path(b.url), 'password=x', {}, '10.0.0.3')).statusCode)
  t.ok(many.slice(0, 10).every((s) => s === 403), 'the first ones are tried')
  t.equal(many.at(-1), 429, 'past the address\'s limit: 429')
})

t.test('the general rate limit answers the pages with the 429 page', async (t) => {
  const app = await build(t, { rateLimitMax: 2 })
  const e = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { ...KINDS[0].fields('Busy'), status: 'publish' } })).body
  const answers: Res[] = []
  for (let i = 0; i < 3; i++) answers.push(await req(app, { method: 'GET', url: path(e.url), remoteAddress: '10.1.1.1' }))
  t.same(answers.map((r) => r.statusCode), [200, 200, 429])
  t.match(answers[2]!.headers['content-type'], /^text\/html/)
  t.match(answers[2]!.raw, 'Too many attempts')
  t.ok(Number(answers[2]!.headers['retry-after']) >= 1)
  const api = await req(app, { method: 'GET', url: `${BASE}/events`, remoteAddress: '10.1.1.1' })
  t.equal(api.body.code, 'rest_too_many_requests', 'the API keeps its JSON')
})

t.test('a password sent to a page is in no log line, at any level', async (t) => {
  const lines: string[] = []
  const stream = new Writable({ write (chunk, _enc, done) { lines.push(String(chunk)); done() } })
  const app = await buildApp(testConfig({ databaseUrl: await freshDatabaseUrl(t), apiToken: TOKEN, siteUrl: 'https://example.org' }), { logger: { level: 'trace', stream }, print: () => {} })
  t.teardown(() => app.close())
  const e = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { ...KINDS[0].fields('Logged'), status: 'publish', password: 'hunter2-secret' } })).body
  for (const password of ['hunter2-secret', 'wrong-hunter3']) {
    t.equal((await postForm(app, path(e.url), `password=${password}`)).statusCode, password === 'wrong-hunter3' ? 403 : 200)
  }
  await new Promise((resolve) => setTimeout(resolve, 50))
  t.ok(lines.some((l) => l.includes(path(e.url))), 'the requests were logged')
  t.notOk(lines.some((l) => /hunter2-secret|wrong-hunter3/.test(l)), 'without the passwords')
})
