// HTTP tests of discovery: namespace index (SPEC §6.1), REST root (§6.1a), OPTIONS/HEAD and other HTTP rules of
// §1.3, discovery headers (§1.6), CORS, unknown routes and the error shape (§3.3), content type (§3.1).
import t, { type Test } from 'tap'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { build, req, createEvent, BASE, auth, type Res } from '../helper.js'

const ORIGIN = 'https://example.org'
const NS = 'calendar/events/v1'
const METHOD_ORDER = ['GET', 'DELETE', 'POST', 'PUT', 'PATCH']
const ARG_KEYWORDS = ['type', 'description', 'default', 'enum', 'items', 'format', 'minimum', 'maximum', 'required']
const ID = '(?P<id>\\d+)'
const SLUG = '(?P<slug>[^/]+)'
const ONE = ['GET', 'DELETE', 'POST', 'PUT', 'PATCH']

/** The route table of SPEC §1.3 as index keys → methods. */
const ROUTE_TABLE: Record<string, string[]> = {
  [`/${NS}`]: ['GET'],
  [`/${NS}/doc`]: ['GET'],
  [`/${NS}/events`]: ['GET', 'POST'],
  [`/${NS}/events/${ID}`]: ONE,
  [`/${NS}/events/by-slug/${SLUG}`]: ONE,
  // issue 41: the recurrence preview of the workspace's event form
  [`/${NS}/events/recurrence/preview`]: ['GET'],
  [`/${NS}/venues`]: ['GET', 'POST'],
  [`/${NS}/venues/${ID}`]: ONE,
  [`/${NS}/venues/by-slug/${SLUG}`]: ONE,
  [`/${NS}/organizers`]: ['GET', 'POST'],
  [`/${NS}/organizers/${ID}`]: ONE,
  [`/${NS}/organizers/by-slug/${SLUG}`]: ONE,
  [`/${NS}/categories`]: ['GET', 'POST'],
  [`/${NS}/categories/${ID}`]: ONE,
  [`/${NS}/tags`]: ['GET', 'POST'],
  [`/${NS}/tags/${ID}`]: ONE,
  [`/${NS}/changes`]: ['GET'],
  [`/${NS}/webhooks`]: ['GET', 'POST'],
  [`/${NS}/webhooks/${ID}`]: ['GET', 'DELETE', 'POST', 'PUT', 'PATCH'],
  [`/${NS}/webhooks/${ID}/deliveries`]: ['GET'],
  // SPEC §9.8: sign-in, users and tokens
  [`/${NS}/session`]: ['GET', 'DELETE', 'POST'],
  [`/${NS}/users`]: ['GET', 'POST'],
  [`/${NS}/users/me`]: ['GET', 'POST', 'PUT', 'PATCH'],
  [`/${NS}/users/me/tokens`]: ['GET', 'POST'],
  [`/${NS}/users/me/tokens/(?P<token_id>\\d+)`]: ['DELETE'],
  [`/${NS}/users/${ID}`]: ['GET', 'DELETE', 'POST', 'PUT', 'PATCH'],
  [`/${NS}/users/${ID}/tokens`]: ['GET', 'POST'],
  [`/${NS}/users/${ID}/tokens/(?P<token_id>\\d+)`]: ['DELETE'],
}

const send = (app: FastifyInstance, opts: InjectOptions): Promise<Res> => req(app, opts)
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Res> => send(app, { method: 'GET', url, headers })
const hasPathParams = (key: string) => key.includes('(?P<')

function assertError (t: Test, res: Res, status: number, code: string, msg = '') {
  t.equal(res.statusCode, status, `${msg} status ${status}`.trim())
  t.equal(res.body?.code, code, `${msg} code ${code}`.trim())
  t.equal(res.body?.data?.status, status, `${msg} data.status`.trim())
}

/** Structural rules of one route entry of the index (SPEC §6.1). */
function checkEntry (t: Test, key: string, entry: any, prefix: string) {
  t.equal(entry.namespace, NS, `${key}: namespace`)
  t.ok(Array.isArray(entry.methods) && entry.methods.length > 0, `${key}: methods`)
  const ordered = METHOD_ORDER.filter((m) => entry.methods.includes(m))
  t.same(entry.methods, ordered, `${key}: methods in the order GET, DELETE, POST, PUT, PATCH`)
  t.ok(Array.isArray(entry.endpoints) && entry.endpoints.length > 0, `${key}: endpoints`)
  const covered = new Set<string>()
  for (const ep of entry.endpoints ?? []) {
    for (const m of ep.methods) covered.add(m)
    t.type(ep.args, 'object', `${key} ${ep.methods}: args object`)
    for (const [name, arg] of Object.entries<any>(ep.args ?? {})) {
      t.type(arg.required, 'boolean', `${key} ${ep.methods} ${name}: required is a boolean`)
      const extra = Object.keys(arg).filter((k) => !ARG_KEYWORDS.includes(k))
      t.same(extra, [], `${key} ${ep.methods} ${name}: only schema keywords`)
    }
  }
  t.same(METHOD_ORDER.filter((m) => covered.has(m)), entry.methods, `${key}: endpoints cover exactly the route methods`)
  if (hasPathParams(key)) t.notOk('_links' in entry, `${key}: no _links on a route with path parameters`)
  else t.same(entry._links, { self: [{ href: `${ORIGIN}${prefix}/wp-json${key}` }] }, `${key}: _links.self`)
}

const endpoint = (entry: any, method: string) => entry.endpoints.find((e: any) => e.methods.includes(method))

// ---------------------------------------------------------------------------------------------- §6.1

t.test('§6.1 GET {base}/ namespace index: namespace, routes with methods/endpoints/args, _links.self and _links.up', async (t) => {
  const app = await build(t)
  for (const prefix of ['', '/nl', '/de']) {
    for (const path of [`${prefix}${BASE}/`, `${prefix}${BASE}`]) {
      const res = await get(app, path)
      t.equal(res.statusCode, 200, path)
      t.same(Object.keys(res.body), ['namespace', 'routes', '_links'], `${path}: keys`)
      t.equal(res.body.namespace, NS)
      t.same(res.body._links, { up: [{ href: `${ORIGIN}${prefix}/wp-json/` }] }, `${path}: _links.up`)
      for (const [key, entry] of Object.entries<any>(res.body.routes)) {
        t.ok(key.startsWith(`/${NS}`), `${key}: namespace-relative pattern`)
        checkEntry(t, key, entry, prefix)
      }
      for (const key of [`/${NS}`, `/${NS}/events`, `/${NS}/events/${ID}`, `/${NS}/events/by-slug/${SLUG}`]) {
        t.ok(key in res.body.routes, `${path}: has ${key}`)
        t.same(res.body.routes[key]?.methods, ROUTE_TABLE[key], `${path}: ${key} methods`)
      }
    }
  }
})

t.test('§6.1 namespace index args: required flags, defaults and the [EXT] language parameters', async (t) => {
  const app = await build(t)
  const { routes } = (await get(app, `${BASE}/`)).body
  t.match(endpoint(routes[`/${NS}`], 'GET').args, {
    namespace: { default: NS, required: false },
    context: { default: 'view', required: false },
  }, 'index route args')

  const single = routes[`/${NS}/events/${ID}`]
  t.same(single.endpoints.map((e: any) => e.methods), [['GET'], ['DELETE'], ['POST', 'PUT', 'PATCH']], 'endpoint grouping')
  t.match(endpoint(single, 'GET').args, { id: { type: 'integer', required: true }, password: { type: 'string', required: false } })
  t.match(endpoint(single, 'DELETE').args, { id: { type: 'integer', required: true } })
  t.match(endpoint(single, 'PATCH').args, { title: { type: 'string', required: false }, start_date: { required: false } })
  t.match(endpoint(routes[`/${NS}/events/by-slug/${SLUG}`], 'GET').args, { slug: { type: 'string', required: true } })

  const collection = routes[`/${NS}/events`]
  t.same(collection.endpoints.map((e: any) => e.methods), [['GET'], ['POST']])
  const create = endpoint(collection, 'POST').args
  for (const name of ['title', 'start_date', 'end_date']) t.equal(create[name]?.required, true, `create ${name} required`)
  for (const name of ['description', 'excerpt', 'slug', 'status', 'venue', 'organizer', 'categories', 'password']) {
    t.equal(create[name]?.required, false, `create ${name} optional`)
  }
  t.match(create.status, { type: 'string', enum: ['publish', 'future', 'draft', 'pending', 'private', 'trash'] })
  const listArgs = endpoint(collection, 'GET').args
  for (const name of ['page', 'per_page', 'start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after',
    'strict_dates', 'search', 'categories', 'tags', 'venue', 'organizer', 'featured', 'status', 'include', 'post_parent',
    'geoloc', 'geoloc_lat', 'geoloc_lng', 'geoloc_radius', 'ticketed', 'password', 'context']) {
    t.equal(listArgs[name]?.required, false, `list arg ${name}`)
  }
  t.match(listArgs.page, { type: 'integer', default: 1, minimum: 1 })

  // translation_language wherever accepted (every route and method); translation_of on creates.
  for (const [key, entry] of Object.entries<any>(routes)) {
    for (const ep of entry.endpoints) t.match(ep.args.translation_language, { type: 'string', required: false }, `${key} ${ep.methods}: translation_language`)
  }
  t.match(create.translation_of, { type: 'integer', required: false }, 'create: translation_of')
})

t.test('§1.3/§6.1 the index lists every route of the route table, with its methods', async (t) => {
  const app = await build(t)
  const { routes } = (await get(app, `${BASE}/`)).body
  t.same(Object.keys(routes).sort(), Object.keys(ROUTE_TABLE).sort(), 'route keys')
  for (const [key, methods] of Object.entries(ROUTE_TABLE)) t.same(routes[key]?.methods, methods, `${key} methods`)
  t.equal((await get(app, `${BASE}/doc`)).statusCode, 200, 'GET {base}/doc')
})

// ---------------------------------------------------------------------------------------------- §6.1a

t.test('§6.1a REST root /wp-json/ and /nl/wp-json/: name, description, url, namespaces, routes', async (t) => {
  const app = await build(t)
  for (const prefix of ['', '/nl']) {
    const index = (await get(app, `${prefix}${BASE}/`)).body
    for (const path of [`${prefix}/wp-json/`, `${prefix}/wp-json`]) {
      const res = await get(app, path)
      t.equal(res.statusCode, 200, path)
      for (const k of ['name', 'description', 'url', 'namespaces', 'routes', '_links']) t.ok(k in res.body, `${path}: ${k}`)
      t.type(res.body.name, 'string')
      t.ok(res.body.name.length > 0, 'name not empty')
      t.type(res.body.description, 'string')
      t.type(res.body.url, 'string')
      t.ok(res.body.url.startsWith(ORIGIN), `${path}: url on SITE_URL`)
      t.ok(Array.isArray(res.body.namespaces) && res.body.namespaces.includes(NS), `${path}: namespaces contains ${NS}`)
      t.same(res.body.routes, index.routes, `${path}: routes = namespace index routes (same prefix)`)
      t.type(res.body._links, 'object')
    }
  }
})

// ---------------------------------------------------------------------------------------------- §1.3 HTTP rules

t.test('§1.3 OPTIONS on a route → 200 with that route\'s index entry', async (t) => {
  const app = await build(t)
  for (const prefix of ['', '/nl']) {
    const { routes } = (await get(app, `${prefix}${BASE}/`)).body
    const cases: Array<[string, string]> = [
      [`${prefix}${BASE}/events`, `/${NS}/events`],
      [`${prefix}${BASE}/events/`, `/${NS}/events`],
      [`${prefix}${BASE}/events/1`, `/${NS}/events/${ID}`],
      [`${prefix}${BASE}/events/123456`, `/${NS}/events/${ID}`],
      [`${prefix}${BASE}/events/by-slug/spring-fair`, `/${NS}/events/by-slug/${SLUG}`],
      [`${prefix}${BASE}/`, `/${NS}`],
    ]
    for (const [url, key] of cases) {
      const res = await send(app, { method: 'OPTIONS', url })
      t.equal(res.statusCode, 200, `OPTIONS ${url}`)
      t.same(res.body, routes[key], `OPTIONS ${url} = index entry ${key}`)
    }
  }
  assertError(t, await send(app, { method: 'OPTIONS', url: `${BASE}/nope` }), 404, 'rest_no_route', 'OPTIONS unknown route')
})

t.test('§1.3 HEAD is accepted wherever GET is: GET headers, no body', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app, { title: 'Spring Fair', start_date: '2030-04-12 14:00:00', end_date: '2030-04-12 18:00:00' })
  const empty = await send(app, { method: 'HEAD', url: `${BASE}/events` })
  t.equal(empty.statusCode, 200)
  t.equal(empty.raw, '', 'empty body')
  t.equal(empty.headers['x-calendar-total'], '0')
  t.equal(empty.headers['x-calendar-totalpages'], '0')
  const listed = await send(app, { method: 'HEAD', url: `${BASE}/events?include=${ev.id}` })
  t.equal(listed.headers['x-calendar-total'], '1')
  t.equal(listed.headers['x-calendar-totalpages'], '1')
  t.equal(listed.raw, '')
  for (const url of [`${BASE}/events/${ev.id}`, `${BASE}/events/by-slug/spring-fair`, `${BASE}/`, '/wp-json/']) {
    const head = await send(app, { method: 'HEAD', url })
    const full = await get(app, url)
    t.equal(head.statusCode, 200, `HEAD ${url}`)
    t.equal(head.raw, '', `HEAD ${url}: no body`)
    t.match(head.headers['content-type'], /^application\/json/i, `HEAD ${url}: content-type`)
    t.equal(head.headers['x-calendar-api-version'], full.headers['x-calendar-api-version'])
  }
  assertError(t, await get(app, `${BASE}/events/999`), 404, 'rest-event-not-found', 'GET unknown')
  t.equal((await send(app, { method: 'HEAD', url: `${BASE}/events/999` })).statusCode, 404, 'HEAD unknown: same status as GET')
})

t.test('§1.6 discovery headers on every response (success, error, 404)', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app)
  const cases: Array<[string, InjectOptions, number, string]> = [
    ['list', { method: 'GET', url: `${BASE}/events` }, 200, ''],
    ['single', { method: 'GET', url: `${BASE}/events/${ev.id}` }, 200, ''],
    ['create', { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'X', start_date: '2030-01-01', end_date: '2030-01-01' } }, 201, ''],
    ['index', { method: 'GET', url: `${BASE}/` }, 200, ''],
    ['REST root', { method: 'GET', url: '/wp-json/' }, 200, ''],
    ['OPTIONS', { method: 'OPTIONS', url: `${BASE}/events` }, 200, ''],
    ['400 rest_invalid_param', { method: 'GET', url: `${BASE}/events?per_page=0` }, 400, ''],
    ['401 rest_forbidden', { method: 'POST', url: `${BASE}/events`, payload: { title: 'X', start_date: '2030-01-01', end_date: '2030-01-01' } }, 401, ''],
    ['401 rest_invalid_token', { method: 'GET', url: `${BASE}/events`, headers: { authorization: 'Bearer nope' } }, 401, ''],
    ['404 rest-event-not-found', { method: 'GET', url: `${BASE}/events/999` }, 404, ''],
    ['404 rest_no_route', { method: 'GET', url: `${BASE}/nope` }, 404, ''],
    ['404 outside the API', { method: 'GET', url: '/nothing-here' }, 404, ''],
    ['nl list', { method: 'GET', url: `/nl${BASE}/events` }, 200, '/nl'],
    ['nl 404', { method: 'GET', url: `/nl${BASE}/events/999` }, 404, '/nl'],
    ['nl unknown route', { method: 'GET', url: `/nl${BASE}/nope` }, 404, '/nl'],
  ]
  for (const [name, opts, status, prefix] of cases) {
    const res = await send(app, opts)
    t.equal(res.statusCode, status, `${name}: status`)
    t.equal(res.headers['x-calendar-api-version'], 'v1', `${name}: X-Calendar-API-VERSION`)
    t.equal(res.headers['x-calendar-api-root'], `${ORIGIN}${prefix}${BASE}/`, `${name}: X-Calendar-API-ROOT`)
    t.equal(res.headers['x-calendar-api-origin'], ORIGIN, `${name}: X-Calendar-API-ORIGIN`)
  }
})

const headerList = (v: unknown): string[] => String(v ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean)

t.test('§1.3 CORS: Origin echoed in Access-Control-Allow-Origin; X-Calendar-Total, X-Calendar-TotalPages, Link exposed', async (t) => {
  const app = await build(t)
  const origin = 'https://foo.test'
  const cases: Array<[string, InjectOptions]> = [
    ['list', { method: 'GET', url: `${BASE}/events` }],
    ['nl list', { method: 'GET', url: `/nl${BASE}/events` }],
    ['single 404', { method: 'GET', url: `${BASE}/events/999` }],
    ['400', { method: 'GET', url: `${BASE}/events?page=0` }],
    ['unknown route', { method: 'GET', url: `${BASE}/nope` }],
    ['OPTIONS', { method: 'OPTIONS', url: `${BASE}/events` }],
    ['index', { method: 'GET', url: `${BASE}/` }],
  ]
  for (const [name, opts] of cases) {
    const res = await send(app, { ...opts, headers: { origin, ...(opts.headers as Record<string, string> ?? {}) } })
    t.equal(res.headers['access-control-allow-origin'], origin, `${name}: origin echoed`)
    const exposed = headerList(res.headers['access-control-expose-headers'])
    for (const h of ['x-calendar-total', 'x-calendar-totalpages', 'link']) t.ok(exposed.includes(h), `${name}: exposes ${h}`)
  }
  const other = await get(app, `${BASE}/events`, { origin: 'http://localhost:5173' })
  t.equal(other.headers['access-control-allow-origin'], 'http://localhost:5173', 'any origin is echoed')
  const preflight = await send(app, { method: 'OPTIONS', url: `${BASE}/events/1`, headers: { origin, 'access-control-request-method': 'PUT' } })
  t.equal(preflight.statusCode, 200)
  t.equal(preflight.headers['access-control-allow-origin'], origin)
  const allowed = headerList(preflight.headers['access-control-allow-headers'])
  for (const h of ['authorization', 'content-type', 'x-http-method-override']) t.ok(allowed.includes(h), `preflight allows ${h}`)
})

t.test('§1.2 a trailing slash after any route is accepted', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app, { title: 'Spring Fair' })
  const pairs: Array<[string, string]> = [
    [`${BASE}/events`, `${BASE}/events/`],
    [`${BASE}/events/${ev.id}`, `${BASE}/events/${ev.id}/`],
    [`${BASE}/events/by-slug/spring-fair`, `${BASE}/events/by-slug/spring-fair/`],
    [`/nl${BASE}/events`, `/nl${BASE}/events/`],
    [`${BASE}`, `${BASE}/`],
    ['/wp-json', '/wp-json/'],
  ]
  for (const [bare, slashed] of pairs) {
    const a = await get(app, bare)
    const b = await get(app, slashed)
    t.equal(a.statusCode, 200, bare)
    t.equal(b.statusCode, 200, slashed)
    t.same(b.body, a.body, `${slashed} = ${bare}`)
  }
  const created = await send(app, { method: 'POST', url: `${BASE}/events/`, headers: auth, payload: { title: 'Slash', start_date: '2030-01-01 10:00', end_date: '2030-01-01 11:00' } })
  t.equal(created.statusCode, 201, 'POST /events/')
  const updated = await send(app, { method: 'PATCH', url: `${BASE}/events/${ev.id}/`, headers: auth, payload: { title: 'Renamed' } })
  t.equal(updated.statusCode, 200, 'PATCH /events/<id>/')
  t.equal(updated.body.title, 'Renamed')
})

t.test('§1.3/§3.3 unknown route or method → 404 rest_no_route with the error shape { code, message, data: { status } }', async (t) => {
  const app = await build(t)
  await createEvent(app)
  const cases: InjectOptions[] = [
    { method: 'GET', url: `${BASE}/nope` },
    { method: 'GET', url: `${BASE}/events/abc` },
    { method: 'GET', url: `${BASE}/events/-1` },
    { method: 'GET', url: `${BASE}/events/1.5` },
    { method: 'GET', url: `${BASE}/events/1/extra` },
    { method: 'GET', url: `${BASE}/events/by-slug/` },
    { method: 'GET', url: `${BASE}/events/by-slug/a/b` },
    { method: 'GET', url: `${BASE}/categories/by-slug/music` },
    { method: 'DELETE', url: `${BASE}/events` },
    { method: 'PATCH', url: `${BASE}/events` },
    { method: 'PUT', url: `${BASE}/` },
    { method: 'GET', url: '/wp-json/other/v1/events' },
    { method: 'GET', url: '/wp-json/calendar/events/v2/events' },
    { method: 'GET', url: `/es${BASE}/events` },
    { method: 'GET', url: '/nothing-here' },
    { method: 'POST', url: `${BASE}/events/abc`, headers: auth, payload: { title: 'X' } },
  ]
  for (const opts of cases) {
    const res = await send(app, opts)
    const name = `${opts.method} ${opts.url}`
    assertError(t, res, 404, 'rest_no_route', name)
    t.same(Object.keys(res.body), ['code', 'message', 'data'], `${name}: keys`)
    t.type(res.body.message, 'string', `${name}: message is a string`)
    t.same(res.body.data, { status: 404 }, `${name}: data`)
  }
})

t.test('§3.3 rest_invalid_param error shape: data.status, data.params (name → reason), data.details', async (t) => {
  const app = await build(t)
  const res = await get(app, `${BASE}/events?start_date=nope`)
  assertError(t, res, 400, 'rest_invalid_param')
  t.same(Object.keys(res.body), ['code', 'message', 'data'])
  t.type(res.body.message, 'string')
  t.type(res.body.data.params?.start_date, 'string', 'params.start_date is a short reason')
  t.same(Object.keys(res.body.data.params), ['start_date'])
  t.type(res.body.data.details, 'object', 'details present')
  const missing = await send(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { description: 'x' } })
  assertError(t, missing, 400, 'rest_missing_callback_param')
  t.same([...missing.body.data.params].sort(), ['end_date', 'start_date', 'title'], 'params: array of missing names')
})

t.test('§3.1 responses are application/json; charset=UTF-8', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app)
  const cases: InjectOptions[] = [
    { method: 'GET', url: `${BASE}/events` },
    { method: 'GET', url: `${BASE}/events/${ev.id}` },
    { method: 'GET', url: `${BASE}/events/999` },
    { method: 'GET', url: `${BASE}/events?page=0` },
    { method: 'GET', url: `${BASE}/nope` },
    { method: 'GET', url: '/nothing-here' },
    { method: 'GET', url: `${BASE}/` },
    { method: 'GET', url: '/wp-json/' },
    { method: 'OPTIONS', url: `${BASE}/events/1` },
    { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'X', start_date: '2030-01-01', end_date: '2030-01-01' } },
    { method: 'DELETE', url: `${BASE}/events/${ev.id}`, headers: auth },
    { method: 'GET', url: `${BASE}/events`, headers: { authorization: 'Bearer nope' } },
  ]
  for (const opts of cases) {
    const res = await send(app, opts)
    t.match(res.headers['content-type'], /^application\/json; charset=UTF-8$/, `${opts.method} ${opts.url} (${res.statusCode})`)
    t.doesNotThrow(() => JSON.parse(res.raw), `${opts.method} ${opts.url}: JSON body`)
  }
})
