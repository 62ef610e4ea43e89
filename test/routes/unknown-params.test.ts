// Unknown parameters are named on every route (SPEC §3.1, issue 39 item 5): `X-Calendar-Unknown-Params` lists the
// query and body parameters a route does not know, nested venue/organizer fields by their bracket path, on every
// answer — lists, reads, writes, DELETE, the feeds, the change feed, webhooks, discovery, OPTIONS, HEAD, 304 — and the
// response cache never gives one request's header to another. Body parameters of writes in detail (data.details,
// suggestions, hostile names): test/routes/error-messages.test.ts.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { routeTable } from '../../src/routes/index.js'
import { auth, BASE, build, createEvent, expectError, req, type Res } from '../helper.js'

const HEADER = 'x-calendar-unknown-params'
const names = (res: Res): string[] => res.headers[HEADER] === undefined ? [] : String(res.headers[HEADER]).split(', ')
const json = { ...auth, 'content-type': 'application/json' }
const form = { ...auth, 'content-type': 'application/x-www-form-urlencoded' }

/** A record of each kind the route table addresses, made anew for each DELETE (which trashes or deletes it). */
async function records (app: FastifyInstance, n: number) {
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await req(app, { method: 'POST', url: `${BASE}${url}`, headers: auth, payload })
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.raw}`)
    return res.body as { id: number; slug?: string }
  }
  const event = await createEvent(app, { title: `Event ${n}` })
  return {
    events: event as { id: number; slug: string },
    venues: await post('/venues', { venue: `Hall ${n}` }),
    organizers: await post('/organizers', { organizer: `Ann ${n}` }),
    categories: await post('/categories', { name: `Jazz ${n}` }),
    tags: await post('/tags', { name: `Outdoor ${n}` }),
    webhooks: await post('/webhooks', { url: `https://hooks.example.org/in/${n}` }),
    ...await accounts(app, n, post),
  }
}

const PASSWORD = 'unknown params password'

/** A user with a password, a token of theirs, one of the administrator's, and a signed-in session of the user. */
async function accounts (app: FastifyInstance, n: number, post: (url: string, payload: Record<string, unknown>) => Promise<{ id: number }>) {
  const users = await post('/users', { login: `user${n}`, role: 'author', password: PASSWORD })
  const tokens = await post(`/users/${users.id}/tokens`, { label: 'theirs' })
  const mine = await post('/users/me/tokens', { label: 'mine' })
  const signIn = await req(app, { method: 'POST', url: `${BASE}/session`, payload: { login: `user${n}`, password: PASSWORD } })
  const session = { cookie: String(signIn.headers['set-cookie']).split(';')[0]!, 'x-wp-nonce': String(signIn.body.nonce) }
  return { users, tokens, mine, session }
}

/** A body each write accepts: the required fields of a create, nothing for an update. */
const CREATE: Record<string, Record<string, unknown>> = {
  '/events': { title: 'New', start_date: '2030-06-01 10:00:00', end_date: '2030-06-01 11:00:00' },
  '/venues': { venue: 'New hall' },
  '/organizers': { organizer: 'New organizer' },
  '/categories': { name: 'New category' },
  '/tags': { name: 'New tag' },
  '/webhooks': { url: 'https://hooks.example.org/new' },
  '/users': { login: 'new-user', role: 'subscriber' },
  '/session': { login: 'user0', password: PASSWORD },
}

/** The query a route needs to answer 200 (its required parameters). */
const QUERY: Record<string, string> = {
  '/events/recurrence/preview': `recurrence=${encodeURIComponent('RRULE:FREQ=DAILY;COUNT=2')}&start_date=2030-06-01&`,
}

t.test('every route of the route table names an unknown query parameter, and writes an unknown body parameter too', async (t) => {
  const app = await build(t)
  let n = 0
  const shared = await records(app, n++)
  const fill = (url: string, recs: typeof shared) => {
    const kind = url.split('/')[1] as 'events'
    const token = url.startsWith('/users/me/') ? recs.mine : recs.tokens
    return url.replace(':id', String(recs[kind]?.id)).replace(':slug', String(recs[kind]?.slug)).replace(':token_id', String(token.id))
  }
  // The session routes read the session cookie (with its nonce); a sign-in is sent without one.
  const sessionOf = (url: string, method: string, recs: typeof shared) => url === '/session' && method !== 'POST' ? recs.session : {}
  let checked = 0
  for (const [url, specs] of routeTable().routes) {
    // DELETE last: it takes the record away (each DELETE gets records of its own).
    const ordered = [...specs].sort((a, b) => Number(a.methods.includes('DELETE')) - Number(b.methods.includes('DELETE')))
    for (const spec of ordered) {
      for (const method of spec.methods) {
        const recs = method === 'DELETE' ? await records(app, n++) : shared
        const path = `${BASE}${fill(url, recs)}`.replace(/\/$/, '')
        const write = method === 'POST' || method === 'PUT' || method === 'PATCH'
        const payload = write ? { ...(url in CREATE ? CREATE[url] : {}), zz_body: 1 } : undefined
        const res = await req(app, { method, url: `${path}?${QUERY[url] ?? ''}zz_query=1`, headers: { ...(write ? json : auth), ...sessionOf(url, method, recs) }, ...(payload ? { payload } : {}) })
        const what = `${method} ${url}`
        t.ok(res.statusCode < 300, `${what}: ${res.statusCode} ${res.statusCode < 300 ? '' : res.raw.slice(0, 200)}`)
        t.same(names(res), write ? ['zz_query', 'zz_body'] : ['zz_query'], `${what}: named`)
        const clean = method === 'GET' ? await req(app, { method, url: `${path}${QUERY[url] ? `?${QUERY[url].slice(0, -1)}` : ''}`, headers: { ...auth, ...sessionOf(url, method, recs) } }) : undefined
        if (clean) t.same(names(clean), [], `${what} without it: no header`)
        checked++
      }
    }
    // OPTIONS reads no parameter at all; HEAD answers what GET does.
    const path = `${BASE}${fill(url, shared)}`.replace(/\/$/, '')
    t.same(names(await req(app, { method: 'OPTIONS', url: `${path}?zz_query=1` })), ['zz_query'], `OPTIONS ${url}`)
    if (specs.some((s) => s.methods.includes('GET'))) {
      const head = await req(app, { method: 'HEAD', url: `${path}?${QUERY[url] ?? ''}zz_query=1`, headers: { ...auth, ...sessionOf(url, 'HEAD', shared) } })
      t.equal(head.statusCode, 200, `HEAD ${url}`)
      t.same(names(head), ['zz_query'], `HEAD ${url}: named`)
    }
  }
  t.equal(checked, [...routeTable().routes.values()].flat().reduce((sum, s) => sum + s.methods.length, 0), 'every method of every route')

  // Outside the namespace: the REST root (SPEC §6.1a); not the health probes, which answer everyone alike.
  t.same(names(await req(app, { url: '/wp-json/?zz_query=1' })), ['zz_query'], 'REST root')
  t.same(names(await req(app, { url: '/nl/wp-json/calendar/events/v1/events?zz_query=1' })), ['zz_query'], 'under a language prefix')
})

t.test('the issue\'s mistyped filters, iCalendar, 304 and the answers that stop early name them too', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app)
  const typo = await req(app, { url: `${BASE}/events?categorie=jazz&serch=fair&start=2030-01-01` })
  t.equal(typo.statusCode, 200, 'ignored, as the plugin does')
  t.same(names(typo), ['categorie', 'serch', 'start'])

  // The feeds: .ics URLs, and the JSON routes asked for iCalendar, where `expand` is a parameter (and only there).
  const ics = await req(app, { url: `${BASE}/events.ics?expand=true&strat_date=2030-01-01` })
  t.equal(ics.statusCode, 200)
  t.same(names(ics), ['strat_date'], '/events.ics: expand is known')
  t.same(names(await req(app, { url: `${BASE}/events/${ev.id}.ics?expand=1&x=1` })), ['x'], '/events/<id>.ics')
  t.same(names(await req(app, { url: `${BASE}/events?expand=true&x=1`, headers: { accept: 'text/calendar' } })), ['x'], 'Accept: text/calendar: expand is known')
  t.same(names(await req(app, { url: `${BASE}/events/${ev.id}?expand=true`, headers: { accept: 'text/calendar' } })), [], 'the single read too')
  t.same(names(await req(app, { url: `${BASE}/events?expand=true` })), ['expand'], 'JSON does not read expand')

  // 304: the answer that says "not modified" still says what was ignored.
  const first = await req(app, { url: `${BASE}/events/${ev.id}?colour=red` })
  const again = await req(app, { url: `${BASE}/events/${ev.id}?colour=red`, headers: { 'if-none-match': String(first.headers.etag) } })
  t.equal(again.statusCode, 304)
  t.same(names(again), ['colour'], '304')

  // Answers before validation: a bad token (SPEC §2.4 step 1), a body that does not parse, a permission refusal.
  const bad = await req(app, { url: `${BASE}/events?serch=x`, headers: { authorization: 'Bearer nope' } })
  expectError(t, bad, 401, 'rest_invalid_token')
  t.same(names(bad), ['serch'], '401 of a bad token')
  const broken = await req(app, { method: 'POST', url: `${BASE}/events?titel=x`, headers: json, payload: '{"title":' })
  expectError(t, broken, 400, 'rest_invalid_json')
  t.same(names(broken), ['titel'], '400 of a body that does not parse')
  const anonymous = await req(app, { method: 'DELETE', url: `${BASE}/events/${ev.id}?forse=true` })
  expectError(t, anonymous, 401, 'rest_forbidden')
  t.same(names(anonymous), ['forse'], '401 of an anonymous DELETE')
  const invalid = await req(app, { url: `${BASE}/events?start_date=zz&serch=x` })
  expectError(t, invalid, 400, 'rest_invalid_param', ['start_date'])
  t.same(names(invalid), ['serch'])
  t.same(invalid.body.data.details.serch, { code: 'rest_unknown_param', message: 'Not a parameter of this route: ignored. Did you mean search?', data: { ignored: true } },
    'data.details of a read too, with the likely meant one')
  t.same(names(await req(app, { url: `${BASE}/events?_method=GET` })), [], '_method (method override) is the server\'s own')
})

t.test('nested venues and organizers: unknown fields by their bracket path, from JSON, forms, multipart and the query', async (t) => {
  const app = await build(t)
  const base = { title: 'Nested', start_date: '2030-06-01 10:00:00', end_date: '2030-06-01 11:00:00' }
  const fromJson = await req(app, { method: 'POST', url: `${BASE}/events`, headers: json, payload: { ...base, venue: { venue: 'Hall', foo: 1, city: 'Utrecht' }, organizer: [{ organizer: 'Ann', bar: 1 }, { organizer: 'Bob', email: 'bob@example.org', bar: 2 }] } })
  t.equal(fromJson.statusCode, 201, 'created: unknown fields are ignored')
  t.same(names(fromJson), ['venue[foo]', 'organizer[0][bar]', 'organizer[1][bar]'])
  t.equal(fromJson.body.venue.city, 'Utrecht', 'known nested fields are read')

  const single = await req(app, { method: 'POST', url: `${BASE}/events`, headers: json, payload: { ...base, organizer: { organizer: 'Cy', phnoe: '1' }, venue: { id: fromJson.body.venue.id, extra: true } } })
  t.equal(single.statusCode, 201)
  t.same(names(single), ['organizer[phnoe]', 'venue[extra]'], 'a single organizer object; a reference by id')

  const formBody = new URLSearchParams({ ...base, 'venue[venue]': 'Form hall', 'venue[foo]': '1', 'organizer[0][organizer]': 'Dee', 'organizer[0][bar]': '2', zz: '3' })
  const fromForm = await req(app, { method: 'POST', url: `${BASE}/events`, headers: form, payload: formBody.toString() })
  t.equal(fromForm.statusCode, 201)
  t.same(names(fromForm), ['venue[foo]', 'organizer[0][bar]', 'zz'])

  const boundary = 'XyZ'
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const multipart = await req(app, {
    method: 'POST',
    url: `${BASE}/events`,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${Object.entries(base).map(([k, v]) => part(k, v)).join('')}${part('venue[venue]', 'Multi hall')}${part('venue[foo]', '1')}--${boundary}--\r\n`,
  })
  t.equal(multipart.statusCode, 201)
  t.same(names(multipart), ['venue[foo]'])

  const fromQuery = await req(app, { method: 'POST', url: `${BASE}/events?venue[venue]=Query%20hall&venue[foo]=1&organizer[0][organizer]=Eve&organizer[0][bar]=1`, headers: json, payload: base })
  t.equal(fromQuery.statusCode, 201)
  t.same(names(fromQuery), ['venue[foo]', 'organizer[0][bar]'], 'write parameters in the query string')
  t.equal(fromQuery.body.venue.venue, 'Query hall')

  const clean = await req(app, { method: 'POST', url: `${BASE}/events`, headers: json, payload: { ...base, venue: { venue: 'Clean', city: 'Delft' }, organizer: [{ organizer: 'Fay' }, 3] } })
  t.equal(clean.headers[HEADER], undefined, 'no header when every nested field is known')

  // A nested unknown field on a refused write: named in data.details under its path.
  const invalid = await req(app, { method: 'POST', url: `${BASE}/events`, headers: json, payload: { ...base, start_date: 'zz', venue: { venue: 'Hall', adress: 'x' } } })
  expectError(t, invalid, 400, 'rest_invalid_param', ['start_date'])
  t.same(names(invalid), ['venue[adress]'])
  t.match(invalid.body.data.details['venue[adress]'], { code: 'rest_unknown_param', message: /Did you mean venue\[address\]\?/ })
})

t.test('the response cache never gives one request\'s header to another', async (t) => {
  const app = await build(t)
  await createEvent(app)
  const list = (query: string) => req(app, { url: `${BASE}/events${query}` })
  t.same(names(await list('')), [], 'plain: no header')
  t.same(names(await list('')), [], 'plain again (cached)')
  const hits = app.responseCache.hits
  t.same(names(await list('?a=1')), ['a'], 'with a=1 after the plain one was cached')
  t.same(names(await list('?a=1')), ['a'], 'with a=1 again, from the cache')
  t.same(names(await list('?b=1')), ['b'], 'another unknown parameter: its own name')
  t.same(names(await list('')), [], 'plain after them: no header')
  t.ok(app.responseCache.hits >= hits + 2, 'the repeated requests came from the cache')

  const origin = await req(app, { url: `${BASE}/events?a=1`, headers: { origin: 'https://app.example' } })
  t.match(String(origin.headers['access-control-expose-headers']), /X-Calendar-Unknown-Params/, 'browsers may read it (CORS)')
})

t.test('/doc declares the header on every answer of every operation, and says it in its description', async (t) => {
  const app = await build(t)
  const doc = (await req(app, { url: `${BASE}/doc` })).body
  t.match(doc.info.description, /X-Calendar-Unknown-Params/)
  t.match(doc.components.headers.UnknownParams.description, /venue\[foo\]/)
  let responses = 0
  for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>)) {
    for (const [method, op] of Object.entries(operations)) {
      for (const [status, response] of Object.entries(op.responses)) {
        responses++
        t.same(response.headers?.['X-Calendar-Unknown-Params'], { $ref: '#/components/headers/UnknownParams' }, `${method} ${path} ${status}`)
      }
    }
  }
  t.ok(responses > 100, `${responses} responses`)
})
