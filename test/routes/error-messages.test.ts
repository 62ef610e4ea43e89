// Issue 21 item 2: errors that say how to fix the request. Each `data.params` reason names the parameter, says what
// was wrong and what is accepted (src/lib/http/param-messages.ts), for every kind of parameter, in queries and bodies of
// every resource; JSON sent under another content type gets a 415 that says which header to send; unknown body
// parameters are still ignored but named (X-Calendar-Unknown-Params, data.details; every route and the query string:
// unknown-params.test.ts). Codes, statuses and the shape of data.params stay those of SPEC §3.3.
import t, { type Test } from 'tap'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { auth, BASE, build, createEvent, createTerm, expectError, req, type Res } from '../helper.js'
import { accepts, FORMAT_ACCEPTS, shown } from '../../src/lib/http/param-messages.js'

const json = { ...auth, 'content-type': 'application/json' }
const get = (app: FastifyInstance, url: string) => req(app, { method: 'GET', url: `${BASE}${url}` })
const post = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = json) =>
  req(app, { method: 'POST', url: `${BASE}${url}`, headers, payload: payload as InjectOptions['payload'] })

/** Asserts one reason: it starts with "<name>: expected", contains each of `parts`, and is bounded. */
function reason (t: Test, res: Res, name: string, parts: Array<string | RegExp>): void {
  const text = res.body?.data?.params?.[name]
  t.type(text, 'string', `${name}: a reason (${res.statusCode} ${res.raw.slice(0, 200)})`)
  if (typeof text !== 'string') return
  t.ok(text.startsWith(`${name}`), `${name}: the reason names it: ${text}`)
  for (const p of parts) {
    if (typeof p === 'string') t.ok(text.includes(p), `${name}: "${p}" in ${text}`)
    else t.match(text, p, `${name}: ${String(p)}`)
  }
  t.ok(text.length <= 400, `${name}: reason bounded (${text.length} chars)`)
}

const DATE = FORMAT_ACCEPTS['calendar-date']!

t.test('query parameters of the event list: every kind says what was wrong and what is accepted', async (t) => {
  const app = await build(t)
  const res = await get(app, '/events?page=0&per_page=abc&start_date=next%20blursday&ends_after=zz&featured=maybe&status=publish,any' +
    '&include=1,x&strict_dates=&post_parent=abc&geoloc_lat=100&geoloc_radius=0&context=foo&translation_language=es&categories=0')
  expectError(t, res, 400, 'rest_invalid_param', ['page', 'per_page', 'start_date', 'ends_after', 'featured', 'status', 'include', 'strict_dates',
    'post_parent', 'geoloc_lat', 'geoloc_radius', 'context', 'translation_language', 'categories'])
  reason(t, res, 'page', ['expected a positive integer', 'got 0'])
  reason(t, res, 'per_page', ['expected a positive integer', 'got "abc"'])
  reason(t, res, 'start_date', [`expected ${DATE}`, '2025-04-12 14:00:00', '2025-04-12T14:00:00+02:00', 'tomorrow 9am', 'got "next blursday"'])
  reason(t, res, 'ends_after', ['expected a date such as', 'got "zz"'])
  reason(t, res, 'featured', ['expected true or false', '"1"/"0"', 'got "maybe"'])
  reason(t, res, 'status', [/^status\[1\]: expected one of publish, future, draft, pending, private, trash; got "any"$/])
  reason(t, res, 'include', [/^include\[1\]: expected a positive integer.*; got "x"$/])
  reason(t, res, 'strict_dates', ['1, true, yes', 'not empty', 'got ""'])
  reason(t, res, 'post_parent', ['expected an integer', 'got "abc"'])
  reason(t, res, 'geoloc_lat', ['expected a number from -90 to 90', 'got 100'])
  reason(t, res, 'geoloc_radius', ['expected a number above 0 and at most', 'got 0'])
  reason(t, res, 'context', ['expected one of view, edit', 'got "foo"'])
  reason(t, res, 'translation_language', ['expected one of en, nl, de, fr', 'got "es"'])
  reason(t, res, 'categories', [/^categories\[0\]: expected a positive integer.* or a non-empty text.*; got 0$/])
  t.same(res.body.data.details, {}, 'no details without their own code')

  // Domain checks (after the schema) speak the same way.
  const domain = await get(app, '/events?venue=99999&post_parent=99999&ticketed=true&geoloc=1&geoloc_lat=52')
  expectError(t, domain, 400, 'rest_invalid_param', ['venue', 'post_parent', 'ticketed', 'geoloc_lng'])
  reason(t, domain, 'venue', ['expected ids of existing venues', 'got "99999"'])
  reason(t, domain, 'post_parent', ['expected the id of an existing event', 'got 99999'])
  reason(t, domain, 'ticketed', ['tickets are not supported', 'got true'])
  reason(t, domain, 'geoloc_lng', ['expected geoloc_lat and geoloc_lng together'])
  t.equal(domain.body.data.details.ticketed.code, 'event-tickets-not-active', 'the detail with its own code stays')

  const many = await get(app, `/events?include=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`)
  reason(t, many, 'include', ['expected a list of at most 100 items', 'a comma list', 'got 101 items'])
})

t.test('query parameters of venues, organizers, categories and tags', async (t) => {
  const app = await build(t)
  const venues = await get(app, '/venues?event=x&status=live&page=-1')
  expectError(t, venues, 400, 'rest_invalid_param', ['event', 'status', 'page'])
  reason(t, venues, 'event', ['expected an integer', 'got "x"'])
  reason(t, venues, 'status', ['expected one of publish', 'got "live"'])
  reason(t, venues, 'page', ['got -1'])
  const organizers = await get(app, '/organizers?event=99999')
  reason(t, organizers, 'event', ['expected the id of an existing event', 'got 99999'])
  const categories = await get(app, '/categories?order=up&orderby=foo&hide_empty=maybe&exclude=0&post=x&parent=99999')
  expectError(t, categories, 400, 'rest_invalid_param', ['order', 'orderby', 'hide_empty', 'exclude', 'post'])
  reason(t, categories, 'order', ['asc or desc', 'got "up"'])
  reason(t, categories, 'orderby', ['expected one of id, include, name, slug', 'got "foo"'])
  reason(t, categories, 'hide_empty', ['expected true or false', 'got "maybe"'])
  reason(t, categories, 'exclude', ['exclude[0]: expected a positive integer', 'got 0'])
  const parent = await get(app, '/categories?parent=99999&include=99998')
  reason(t, parent, 'parent', ['expected the id of an existing category', 'got 99999'])
  reason(t, parent, 'include', ['expected ids of existing categories', 'got "99998"'])
  const tags = await get(app, '/tags?post=99999')
  reason(t, tags, 'post', ['expected the id of an existing event', 'got 99999'])
})

t.test('event body fields: dates, time zone, URL, booleans, enums, ids, lists, unions, texts, nested objects', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app)
  const res = await post(app, '/events', {
    title: 'x',
    start_date: 'blursday',
    end_date: '2030-01-01',
    date_utc: 'later',
    status: 'any',
    timezone: 'Mars/Base',
    website: 'not a url',
    all_day: 'maybe',
    categories: [1, 0],
    organizer: [{ id: 0 }],
    cost: { a: 1 },
    slug: '',
    author: 99999,
    image: 'foo',
    venue: { venue: 'Hall', latitude: 100 },
  })
  // Schema problems and the service's checks come in one answer (SPEC §3.3).
  expectError(t, res, 400, 'rest_invalid_param', ['start_date', 'date_utc', 'status', 'timezone', 'website', 'all_day', 'categories', 'organizer', 'cost', 'slug', 'author', 'image', 'venue'])
  reason(t, res, 'start_date', [`expected ${DATE}; got "blursday"`])
  reason(t, res, 'date_utc', ['expected a date such as', 'got "later"'])
  reason(t, res, 'status', ['expected one of publish, future, draft, pending, private, trash; got "any"'])
  reason(t, res, 'timezone', ['expected a time zone such as Europe/Amsterdam', 'UTC+2', 'got "Mars/Base"'])
  reason(t, res, 'website', ['expected an http(s) URL', '"" clears it', 'got "not a url"'])
  reason(t, res, 'all_day', ['expected true or false', 'got "maybe"'])
  reason(t, res, 'categories', ['categories[1]: expected a positive integer', 'got 0'])
  reason(t, res, 'organizer', ['organizer[0].id: expected a positive integer', 'got 0'])
  reason(t, res, 'cost', ['expected a text, a number or a JSON array', 'got an object with "a"'])
  reason(t, res, 'slug', ['expected a non-empty text of at most 200 characters', 'got ""'])

  // Checks after the schema: existence, images, nested venue fields.
  const domain = await post(app, '/events', { title: 'x', start_date: '2030-01-01 10:00', end_date: '2030-01-01 11:00', author: 99999, image: 'foo', venue: { venue: 'Hall', latitude: 100 }, organizer: 99999 })
  expectError(t, domain, 400, 'rest_invalid_param', ['author', 'image', 'venue', 'organizer'])
  reason(t, domain, 'author', ['expected the id of an existing user', 'got 99999'])
  reason(t, domain, 'image', ['expected the id of an image in the media library or an image URL ending in .jpg', 'got "foo"'])
  reason(t, domain, 'venue', [/^venue\.latitude: expected a number from -90 to 90 or ""; got 100$/])
  reason(t, domain, 'organizer', ['expected the id of an organizer you may read', 'got 99999'])

  const update = await post(app, `/events/${ev.id}`, { venue: 'abc', description: 'é'.repeat(70000), password: 'x'.repeat(300), tags: ['y'.repeat(300)] })
  expectError(t, update, 400, 'rest_invalid_param', ['venue', 'description', 'password', 'tags'])
  reason(t, update, 'venue', ['expected 0 or a positive integer, "", an object ({"id": 12}', 'or []; got "abc"'])
  reason(t, update, 'description', ['expected a non-empty text of at most 131,072 bytes of UTF-8', 'got 140,000 bytes'])
  reason(t, update, 'password', ['of at most 255 characters', 'got 300 characters'])
  reason(t, update, 'tags', ['tags[0]: expected', `got ${shown('y'.repeat(300))}`, '(300 characters)'])
  t.notOk(update.raw.includes('y'.repeat(41)), 'an echoed value is cut short')

  // A body of 2 × 200,000 bad list items (under the 1 MiB limit) (ajv reports each): read in linear time, one bounded reason. Reading every error
  // of every item once took minutes.
  const huge = await post(app, `/events/${ev.id}`, `{"categories": [${Array(200000).fill('0').join(',')}], "organizer": [${Array(200000).fill('0').join(',')}]}`)
  reason(t, huge, 'categories', ['expected a list of at most 100 items', 'got 200,000 items'])
  reason(t, huge, 'organizer', ['organizer[0]: expected a positive integer such as 12 or an object', 'got 0'])

  const notObject = await post(app, '/events', [1])
  reason(t, notObject, 'body', ['expected a JSON object of parameters', 'got a list of 1 item'])
})

t.test('venue, organizer and term body fields', async (t) => {
  const app = await build(t)
  const venue = await post(app, '/venues', { venue: 'V', latitude: 100, longitude: 'east', website: 'nope', date: 'x', city: 5 })
  expectError(t, venue, 400, 'rest_invalid_param', ['latitude', 'longitude', 'website', 'date', 'city'])
  reason(t, venue, 'latitude', ['expected a number from -90 to 90 or ""; got 100'])
  reason(t, venue, 'longitude', ['expected a number from -180 to 180 or ""; got "east"'])
  reason(t, venue, 'website', ['expected an http(s) URL'])
  reason(t, venue, 'date', ['expected a date such as'])
  reason(t, venue, 'city', ['expected a text; got 5'])
  const organizer = await post(app, '/organizers', { organizer: '', email: 5, status: 'live' })
  expectError(t, organizer, 400, 'rest_invalid_param', ['organizer', 'email', 'status'])
  reason(t, organizer, 'organizer', ['expected a non-empty text of at most 65,535 bytes of UTF-8; got ""'])
  reason(t, organizer, 'email', ['expected a text; got 5'])
  const blank = await post(app, '/organizers', { organizer: '   ' })
  reason(t, blank, 'organizer', ['expected a non-empty text; got only white space'])
  const category = await post(app, '/categories', { name: 'x'.repeat(201), slug: '', parent: 0 })
  expectError(t, category, 400, 'rest_invalid_param', ['name', 'slug', 'parent'])
  reason(t, category, 'name', ['expected a non-empty text of at most 200 characters; got 201 characters'])
  reason(t, category, 'parent', ['expected a positive integer', 'got 0'])
  const music = await createTerm(app, 'categories', { name: 'Music' })
  const missingParent = await post(app, `/categories/${music.id}`, { parent: 99999 })
  reason(t, missingParent, 'parent', ['expected the id of an existing category; got 99999'])
  const cycle = await post(app, `/categories/${music.id}`, { parent: music.id })
  reason(t, cycle, 'parent', ['neither this one nor one of its descendants'])
  const tag = await post(app, '/tags/99999', { name: 'x' })
  reason(t, tag, 'id', ['expected the id of an existing tag; got 99999'])
})

t.test('the accepted-values text is derived from the schema: a new field needs no extra work', async (t) => {
  t.equal(accepts(Type.Integer({ minimum: 1, maximum: 5 })), 'an integer from 1 to 5')
  t.equal(accepts(Type.String({ enum: ['a', 'b'] })), 'one of a, b')
  t.equal(accepts(Type.String({ format: 'calendar-date' })), DATE)
  t.equal(accepts(Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.String({ maxLength: 0 })])), 'a number from 0 to 1 or ""')
  t.equal(accepts(Type.String({ minLength: 1, maxLength: 10 })), 'a non-empty text of at most 10 characters')
  t.equal(accepts(Type.Boolean()), accepts(Type.Boolean({ 'x-flag': 'boolean' })))
})

t.test('a JSON body sent without a JSON content type: 415 saying which header to send', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app, { title: 'Before' })
  const form = { ...auth, 'content-type': 'application/x-www-form-urlencoded' }
  for (const [what, headers, payload, sent] of [
    ['curl -d (form)', form, '{"title":"x","start_date":"tomorrow","end_date":"tomorrow 5pm"}', 'application/x-www-form-urlencoded'],
    ['form, with & and = inside', form, '{"title":"a&b=c"}', 'application/x-www-form-urlencoded'],
    ['form, JSON array', form, ' [1, 2]', 'application/x-www-form-urlencoded'],
    ['form, URL-encoded JSON', form, encodeURIComponent('{"title":"x"}'), 'application/x-www-form-urlencoded'],
    ['text/plain', { ...auth, 'content-type': 'text/plain; charset=utf-8' }, '{"title":"x"}', 'text/plain'],
    ['no content type', auth, Buffer.from('{"title":"x"}'), 'without a Content-Type'],
  ] as const) {
    for (const url of ['/events', `/events/${ev.id}`]) {
      const res = await post(app, url, payload, headers)
      expectError(t, res, 415, 'rest_unsupported_media_type', undefined, `${what} ${url}`)
      t.match(res.body.message, /^The body looks like JSON but was (sent as|sent without)/, `${what}: says it looks like JSON`)
      t.ok(res.body.message.includes(sent), `${what}: names what was sent`)
      t.ok(res.body.message.endsWith('send Content-Type: application/json.'), `${what}: says what to send`)
    }
  }
  t.equal((await get(app, `/events/${ev.id}`)).body.title, 'Before', 'the update was not applied')

  const xml = await post(app, '/events', '<event/>', { ...auth, 'content-type': 'application/xml' })
  expectError(t, xml, 415, 'rest_unsupported_media_type')
  t.equal(xml.body.message, 'The body was sent as application/xml: send application/json, application/x-www-form-urlencoded or multipart/form-data.')
  const text = await post(app, '/events', 'hello', { ...auth, 'content-type': 'text/plain' })
  t.match(text.body.message, /^The body was sent as text\/plain: send application\/json/)

  // Real form bodies are still read (SPEC §3.1), brackets included.
  const ok = await post(app, `/events/${ev.id}`, 'title=From%20a%20form&tags[]=a&tags[]=b', form)
  t.equal(ok.statusCode, 200, 'a form body is accepted')
  t.equal(ok.body.title, 'From a form')
  t.same(ok.body.tags.map((x: { name: string }) => x.name).sort(), ['a', 'b'])
})

t.test('unknown body parameters are ignored but named: header, data.details, message', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app, { title: 'Before' })
  const origin = 'https://app.example'
  const headers = { ...json, origin }

  const ok = await req(app, { method: 'PATCH', url: `${BASE}/events/${ev.id}`, headers, payload: { title: 'After', titel: 'x', colour: 'red' } })
  t.equal(ok.statusCode, 200, 'unknown parameters are not rejected')
  t.equal(ok.body.title, 'After')
  t.equal(ok.headers['x-calendar-unknown-params'], 'titel, colour', 'the header lists them in the order sent')
  t.match(String(ok.headers['access-control-expose-headers']), /X-Calendar-Unknown-Params/, 'browsers may read it (CORS)')

  const created = await post(app, '/events', { title: 'New', start_date: '2030-01-01 10:00', end_date: '2030-01-01 11:00', 'start-date': 'x' })
  t.equal(created.statusCode, 201)
  t.equal(created.headers['x-calendar-unknown-params'], 'start-date')

  const clean = await req(app, { method: 'PATCH', url: `${BASE}/events/${ev.id}`, headers, payload: { title: 'Clean' } })
  t.equal(clean.headers['x-calendar-unknown-params'], undefined, 'no header when every parameter is known')

  const invalid = await post(app, `/events/${ev.id}`, { start_date: 'zz', titel: 'x' })
  expectError(t, invalid, 400, 'rest_invalid_param', ['start_date'])
  t.equal(invalid.headers['x-calendar-unknown-params'], 'titel')
  t.same(invalid.body.data.details, { titel: { code: 'rest_unknown_param', message: 'Not a parameter of this route: ignored. Did you mean title?', data: { ignored: true } } },
    'data.details lists the unknown parameter, with the likely meant one')

  const missing = await post(app, '/events', { titel: 'x', start_date: 'tomorrow', end_date: 'tomorrow 5pm' })
  expectError(t, missing, 400, 'rest_missing_callback_param', ['title'])
  t.same(Object.keys(missing.body.data).sort(), ['params', 'status'], 'rest_missing_callback_param keeps the data of SPEC §3.3')
  t.match(missing.body.message, /Unknown parameters were ignored: "titel" \(did you mean title\?\)\.$/)

  // Hostile names: header-safe, cut short, at most 20 of them.
  const names: Record<string, string> = { 'é\r\nX-Evil: 1': 'x' }
  for (let i = 0; i < 30; i++) names[`n${i}${'z'.repeat(100)}`] = 'x'
  const hostile = await req(app, { method: 'PATCH', url: `${BASE}/events/${ev.id}`, headers, payload: { ...names, title: 'Hostile' } })
  t.equal(hostile.statusCode, 200)
  const header = String(hostile.headers['x-calendar-unknown-params'])
  t.ok(header.startsWith('%C3%A9%0D%0AX-Evil:%201, '), `percent-encoded: ${header.slice(0, 40)}`)
  t.equal(header.split(', ').length, 20, 'at most 20 names')
  t.ok(header.split(', ').every((n) => n.length <= 64 * 9), 'each name cut short')
  t.equal(hostile.headers['x-evil'], undefined, 'no header injected')

  // Multipart and form bodies too.
  const form = await post(app, `/events/${ev.id}`, 'title=Form&venu=3', { ...auth, 'content-type': 'application/x-www-form-urlencoded' })
  t.equal(form.headers['x-calendar-unknown-params'], 'venu')
  const boundary = 'XyZ'
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const multipart = await post(app, `/events/${ev.id}`, `${part('title', 'Multipart')}${part('organiser[0]', '3')}--${boundary}--\r\n`,
    { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` })
  t.equal(multipart.statusCode, 200)
  t.equal(multipart.headers['x-calendar-unknown-params'], 'organiser', 'multipart fields are read with the bracket rules')
})

t.test('reads name unknown query parameters too (issue 39), and the response cache still serves them', async (t) => {
  const app = await build(t)
  await createEvent(app)
  const first = await get(app, '/events?titel=x')
  const second = await get(app, '/events?titel=x')
  t.equal(first.statusCode, 200)
  t.equal(first.headers['x-calendar-unknown-params'], 'titel', 'query parameters of reads are listed')
  t.equal(second.headers['x-calendar-unknown-params'], 'titel', 'also by the cached answer')
  t.equal(second.headers.etag, first.headers.etag, 'same ETag')
  t.ok(app.responseCache.hits >= 1, 'the second read came from the cache')
})
