// Contract test of the OpenAPI document (SPEC §6.2) against the service that serves it: a broad tour of real
// requests — every operation of the document, success and error statuses (§3.3, §4), JSON and form-urlencoded
// bodies (§3.1), a language prefix (§1.2), pagination (§3.4), roles (§2.3), passwords (§3.9), trash (§3.6), body
// limit (§7) and rate limit — and, for every response, whether the document declares its status, its
// Content-Type and a schema its JSON body satisfies. The document is generated from the same TypeBox schemas
// that serialize responses, so drift shows where the two part: answers built outside a route's schema (plugins,
// the error handler, the document route itself) and fields the presenters emit differently from the schema.
// The document is fetched at test time and nothing of it is hard-coded: the checker (./contract.ts) reads
// operations, statuses and schemas from it, so the test follows the document as responses are added to it.
import t, { type Test } from 'tap'
import type { InjectOptions } from 'fastify'
import { addUser, auth, BASE, build, req, type Res } from '../helper.js'
import { Contract, mediaType, type Verdict } from './contract.js'

type Json = Record<string, any>
type Headers = Record<string, string>

// Rate limiting is on in this app (off in other tests) so that 429 answers can be checked against the document:
// anonymous callers get RATE_LIMIT requests per minute and address, tokens are not limited. The tour's own
// anonymous requests (about 100) stay far below it; the sweeps over every operation use addresses of their own.
const RATE_LIMIT = 300
const PROBE_ADDRESS = '198.51.100.23'
const BAD_TOKEN_ADDRESS = '198.51.100.24'
const OVER_LIMIT = 'x'.repeat(1024 * 1024 + 1) // SPEC §7: bodies over 1 MiB → 413

const app = await build(t, { rateLimitMax: RATE_LIMIT, rateLimitTokenMax: 0 })
const docRes = await req(app, { method: 'GET', url: `${BASE}/doc` })
if (docRes.statusCode !== 200) throw new Error(`GET ${BASE}/doc answered ${docRes.statusCode}: ${docRes.raw.slice(0, 300)}`)
const contract = new Contract(docRes.body)

const anon: Headers = {}
const badToken: Headers = { authorization: 'Bearer not-a-token-of-this-service' }
const FORM = 'application/x-www-form-urlencoded'
const OVERRIDABLE = ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE']

const url = (path: string, prefix = ''): string => `${prefix}${BASE}${path}`
const json = (method: string, path: string, payload?: unknown, headers: Headers = auth): InjectOptions =>
  ({ method: method as InjectOptions['method'], url: path, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) })
const get = (path: string, headers: Headers = anon): InjectOptions => json('GET', path, undefined, headers)
/** A form-urlencoded body in bracket notation (SPEC §3.1); array values become repeated `key[]=` pairs. */
function form (method: string, path: string, fields: Record<string, string | number | Array<string | number>>, headers: Headers = auth): InjectOptions {
  const body = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) for (const x of v) body.append(`${k}[]`, String(x))
    else body.append(k, String(v))
  }
  return { method: method as InjectOptions['method'], url: path, headers: { ...headers, 'content-type': FORM }, payload: body.toString() }
}
/** A multipart/form-data body of plain fields (SPEC §3.1: fields only). */
function multipart (method: string, path: string, fields: Record<string, string | number>, headers: Headers = auth): InjectOptions {
  const boundary = 'contract-test-boundary'
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
  return { method: method as InjectOptions['method'], url: path, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `${parts.join('')}--${boundary}--\r\n` }
}
/** A raw body of a given content type (malformed JSON, an unsupported type). */
const raw = (method: string, path: string, contentType: string, body: string, headers: Headers = auth): InjectOptions =>
  ({ method: method as InjectOptions['method'], url: path, headers: { ...headers, 'content-type': contentType }, payload: body })

/** The method the service routes a request as: POST may be overridden (SPEC §1.3), and then the overriding
 *  method's operation is the one whose responses apply. */
function effectiveMethod (opts: InjectOptions): string {
  const method = String(opts.method ?? 'GET').toUpperCase()
  if (method !== 'POST') return method
  const header = (opts.headers as Headers | undefined)?.['x-http-method-override']
  const query = /[?&]_method=([A-Za-z]+)/.exec(String(opts.url))?.[1]
  const wanted = String(header ?? query ?? '').toUpperCase()
  return OVERRIDABLE.includes(wanted) ? wanted : method
}

function requestContentType (opts: InjectOptions): string | null {
  if (opts.payload === undefined) return null
  const declared = Object.entries((opts.headers ?? {}) as Headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1]
  if (declared) return declared
  return typeof opts.payload === 'string' || Buffer.isBuffer(opts.payload) ? 'text/plain' : 'application/json'
}

// What the tour saw: (operation, status) pairs, and every disagreement with the document.
const exercised = new Map<string, Set<number>>()
interface Seen { label: string; method: string; url: string; verdict: Verdict }
const disagreements: Seen[] = []
const undeclaredRequestTypes = new Map<string, Set<string>>()
/** The first clean 2xx response of each operation (for the checker's own check). */
const samples = new Map<string, { url: string; method: string; res: Res }>()

const shortUrl = (u: string): string => u.length > 90 ? `${u.slice(0, 87)}…` : u

/**
 * Sends one request and checks its response against the document: (a) the status is declared for the operation,
 * (b) the JSON body validates against the declared schema, (c) the Content-Type is declared; and, for requests
 * with a body, that the request's media type is one the operation declares. `expected` is the status the
 * contract (SPEC) gives this request: checking it keeps the tour honest about which pairs it exercises.
 */
async function call (t: Test, label: string, expected: number, opts: InjectOptions): Promise<Res> {
  const res = await req(app, opts)
  const method = effectiveMethod(opts)
  const u = String(opts.url)
  const what = `${label} (${method} ${shortUrl(u)})`
  t.equal(res.statusCode, expected, `${what}: answers ${expected}`, { body: res.raw.slice(0, 300) })

  const verdict = contract.check(method, u, res)
  if (verdict.operation) {
    const statuses = exercised.get(verdict.operation) ?? new Set<number>()
    statuses.add(res.statusCode)
    exercised.set(verdict.operation, statuses)
  }
  if (verdict.problems.length) disagreements.push({ label, method, url: u, verdict })
  else if (verdict.operation && res.statusCode < 300 && !samples.has(verdict.operation)) samples.set(verdict.operation, { url: u, method, res })
  const problem = (kind: string) => verdict.problems.find((p) => p.kind === kind)
  const documented = problem('undocumented-operation')
  t.ok(!documented, `${what}: a documented operation`, documented ? { problem: documented.message } : {})
  if (documented) return res
  const pair = `${verdict.operation} → ${res.statusCode}`
  const undeclared = problem('undeclared-status')
  t.ok(!undeclared, `${what}: ${pair} is declared`, undeclared ? { problem: undeclared.message } : {})
  if (!undeclared) {
    const type = problem('undeclared-content-type')
    t.ok(!type, `${what}: ${pair} Content-Type ${mediaType(res.headers['content-type'])} is declared`, type ? { problem: type.message } : {})
    const body = verdict.problems.find((p) => p.kind === 'body-mismatch' || p.kind === 'unusable-schema')
    if (!type) {
      t.ok(!body, `${what}: ${pair} body matches the declared schema${body ? ` — ${body.message}` : ''}`,
        body?.kind === 'body-mismatch' ? { excerpt: body.excerpt, errors: body.errors.slice(0, 8) } : {})
    }
  }
  // A body the service accepted must be of a media type the operation declares (the tour also sends refused ones).
  const sent = requestContentType(opts)
  if (sent !== null && res.statusCode >= 200 && res.statusCode < 300) {
    const declared = contract.requestTypeDeclared(method, u, sent)
    if (declared) {
      t.ok(declared.declared, `${what}: request body type ${mediaType(sent)} is declared for ${verdict.operation} (declared: ${declared.types.join(', ')})`)
      if (!declared.declared) {
        const types = undeclaredRequestTypes.get(verdict.operation!) ?? new Set<string>()
        types.add(mediaType(sent))
        undeclaredRequestTypes.set(verdict.operation!, types)
      }
    }
  }
  return res
}

/** Like `call`, for setup steps whose body later steps need: throws when the status is not the expected one. */
async function must (t: Test, label: string, expected: number, opts: InjectOptions): Promise<Json> {
  const res = await call(t, label, expected, opts)
  if (res.statusCode !== expected) throw new Error(`${label}: ${res.statusCode} ${res.raw.slice(0, 300)}`)
  return res.body
}

const subscriber = await addUser(app, 'contract-subscriber', 'subscriber')
const contributor = await addUser(app, 'contract-contributor', 'contributor')

// --------------------------------------------------------------------------------------------- the document

t.test('§6.2 GET {base}/doc, plain and under a language prefix', async (t) => {
  await call(t, 'document', 200, get(url('/doc')))
  await call(t, 'document under /nl', 200, get(url('/doc', '/nl')))
  await call(t, 'document, bad token', 401, get(url('/doc'), badToken))
  await call(t, 'document, bad translation_language', 400, get(url('/doc?translation_language=xx')))
})

// --------------------------------------------------------------------------------------------- venues, organizers

interface LinkedKind { plural: 'venues' | 'organizers'; name: 'venue' | 'organizer'; extra: Json; invalid: Json }
const LINKED: LinkedKind[] = [
  {
    plural: 'venues',
    name: 'venue',
    extra: { address: 'Main Street 1', city: 'Utrecht', country: 'Netherlands', zip: '3511 AA', phone: '+31 30 000 0000', website: 'https://hall.example', latitude: 52.0907, longitude: 5.1214, description: 'Historic hall.' },
    invalid: { website: 'foo', latitude: 123 },
  },
  {
    plural: 'organizers',
    name: 'organizer',
    extra: { email: 'info@club.example', phone: '+31 6 0000 0000', website: 'https://club.example', description: 'Volunteers.' },
    invalid: { website: 'foo' },
  },
]
/** Records later tests link to events. */
const linked: Record<string, Json> = {}
/** The record an earlier subtest stored under `key` (tap runs them in order). */
function recorded (records: Record<string, Json>, key: string): Json {
  const record = records[key]
  if (record === undefined) throw new Error(`no ${key}: the subtest that creates it did not get that far`)
  return record
}

for (const k of LINKED) {
  t.test(`§4.2/§4.3 ${k.plural}: create, list, read, update, trash, errors`, async (t) => {
    const col = url(`/${k.plural}`)
    const one = (id: number | string) => url(`/${k.plural}/${id}`)
    const bySlug = (slug: string) => url(`/${k.plural}/by-slug/${slug}`)
    const named = (name: string, more: Json = {}) => ({ [k.name]: name, ...more })

    // create: JSON, form, a protected one, a contributor's draft; and every way a create fails
    const main = await must(t, 'create (JSON, every field)', 201, json('POST', col, named(`Main ${k.name}`, { ...k.extra, image: 'https://cdn.example.org/main.jpg' })))
    linked[k.name] = main
    const formed = await must(t, 'create (form-urlencoded)', 201, form('POST', col, named(`Form ${k.name}`, { phone: '+31 20 123 4567' })))
    const hidden = await must(t, 'create with a password', 201, json('POST', col, named(`Hidden ${k.name}`, { ...k.extra, password: 'pw' })))
    linked[`hidden-${k.name}`] = hidden
    const draft = await must(t, 'create a draft', 201, json('POST', col, named(`Draft ${k.name}`, { status: 'draft' })))
    await call(t, 'create by a contributor (scaled back to draft)', 201, json('POST', col, named(`Contrib ${k.name}`), contributor.headers))
    await call(t, 'create (multipart/form-data)', 201, multipart('POST', col, named(`Multipart ${k.name}`, { phone: '+31 10 000 0000' })))
    await call(t, 'create under /nl', 201, json('POST', url(`/${k.plural}`, '/nl'), named(`NL ${k.name}`)))
    await call(t, 'create without the name', 400, json('POST', col, { description: 'x' }))
    await call(t, 'create with invalid fields', 400, json('POST', col, named('Bad', k.invalid)))
    await call(t, 'create with malformed JSON', 400, raw('POST', col, 'application/json', '{"venue": '))
    await call(t, 'create anonymously', 401, json('POST', col, named('Anon'), anon))
    await call(t, 'create with a bad token', 401, json('POST', col, named('Bad token'), badToken))
    await call(t, 'create as a subscriber', 403, json('POST', col, named('Sub'), subscriber.headers))
    await call(t, 'create with a body over 1 MiB', 413, json('POST', col, named(OVER_LIMIT)))
    await call(t, 'create with an unsupported body type', 415, raw('POST', col, 'application/xml', '<venue/>'))

    // lists (SPEC §3.4, §5.2)
    await call(t, 'list', 200, get(col))
    await call(t, 'list, page 2 of 1-item pages', 200, get(`${col}?per_page=1&page=2`))
    await call(t, 'list, search', 200, get(`${col}?search=main`))
    await call(t, 'list, has_events=0', 200, get(`${col}?has_events=0`))
    await call(t, 'list, every status as an admin', 200, get(`${col}?status=draft,publish`, auth))
    await call(t, 'list under /nl', 200, get(url(`/${k.plural}`, '/nl')))
    await call(t, 'list, page past the end', 404, get(`${col}?page=99`))
    await call(t, 'list, per_page=0', 400, get(`${col}?per_page=0`))
    await call(t, 'list, status=draft anonymously', 400, get(`${col}?status=draft`))
    await call(t, 'list with a bad token', 401, get(col, badToken))

    // reads
    await call(t, 'read by id', 200, get(one(main.id)))
    await call(t, 'read by slug', 200, get(bySlug(main.slug)))
    await call(t, 'read a protected record (blanked)', 200, get(one(hidden.id)))
    await call(t, 'read a protected record with its password', 200, get(`${one(hidden.id)}?password=pw`))
    await call(t, 'read an unknown id', 400, get(one(999999)))
    await call(t, 'read an unknown slug', 400, get(bySlug('no-such-record')))
    await call(t, "read someone else's draft as a subscriber", 403, get(one(draft.id), subscriber.headers))
    await call(t, "read someone else's draft by slug as a contributor", 403, get(bySlug(draft.slug), contributor.headers))
    await call(t, 'read with a bad token', 401, get(one(main.id), badToken))

    // updates: every method on both addressing forms (SPEC §1.3: the same partial update)
    for (const method of ['POST', 'PUT', 'PATCH']) {
      await call(t, `update by id (${method})`, 200, json(method, one(formed.id), { description: `Changed by ${method}` }))
      await call(t, `update by slug (${method})`, 200, json(method, bySlug(formed.slug), { phone: `+31 ${method.length}` }))
    }
    await call(t, 'update (form-urlencoded, PATCH)', 200, form('PATCH', one(formed.id), { description: 'From a form' }))
    await call(t, 'update via ?_method=PATCH', 200, json('POST', `${one(formed.id)}?_method=PATCH`, { description: 'Overridden' }))
    // Each method × addressing form is an operation of its own in the document: each meets its usual refusals.
    for (const method of ['POST', 'PUT', 'PATCH']) {
      for (const [by, at] of [['id', one(formed.id)], ['slug', bySlug(formed.slug)]] as const) {
        await call(t, `update by ${by} (${method}) with invalid fields`, 400, json(method, at, k.invalid))
        await call(t, `update by ${by} (${method}) as a subscriber`, 403, json(method, at, { description: 'x' }, subscriber.headers))
      }
    }
    await call(t, 'update an unknown id', 400, json('PUT', one(999999), { description: 'x' }))
    await call(t, 'update anonymously', 401, json('PUT', one(formed.id), { description: 'x' }, anon))
    await call(t, 'update as a subscriber', 403, json('PATCH', one(formed.id), { description: 'x' }, subscriber.headers))
    await call(t, "update someone else's draft as a contributor", 403, json('POST', bySlug(draft.slug), { description: 'x' }, contributor.headers))
    await call(t, 'update with a body over 1 MiB', 413, json('PATCH', one(formed.id), { description: OVER_LIMIT }))

    // trash (SPEC §3.6)
    const spare = await must(t, 'create one to trash by slug', 201, json('POST', col, named(`Spare ${k.name}`)))
    const gone = await must(t, 'create one to trash via X-HTTP-Method-Override', 201, json('POST', col, named(`Gone ${k.name}`)))
    await call(t, 'trash anonymously', 401, json('DELETE', one(draft.id), undefined, anon))
    await call(t, 'trash as a subscriber', 403, json('DELETE', one(draft.id), undefined, subscriber.headers))
    await call(t, 'trash by slug as a subscriber', 403, json('DELETE', bySlug(draft.slug), undefined, subscriber.headers))
    await call(t, 'trash an unknown id', 400, json('DELETE', one(999999)))
    await call(t, 'trash by id', 200, json('DELETE', one(draft.id)))
    await call(t, 'trash by id again', 410, json('DELETE', one(draft.id)))
    await call(t, 'trash by slug', 200, json('DELETE', bySlug(spare.slug)))
    await call(t, 'trash by the freed slug', 400, json('DELETE', bySlug(spare.slug)))
    await call(t, 'trash by the trashed slug again', 410, json('DELETE', bySlug(`${spare.slug}__trashed`)))
    await call(t, 'trash via X-HTTP-Method-Override: DELETE', 200, json('POST', one(gone.id), undefined, { ...auth, 'x-http-method-override': 'DELETE' }))
  })
}

// --------------------------------------------------------------------------------------------- categories, tags

const terms: Record<string, Json> = {}

for (const plural of ['categories', 'tags'] as const) {
  t.test(`§4.4 ${plural}: create, list, read, update, delete, errors`, async (t) => {
    const col = url(`/${plural}`)
    const one = (id: number | string) => url(`/${plural}/${id}`)

    const main = await must(t, 'create (JSON)', 201, json('POST', col, { name: `Music ${plural}`, description: 'Live music.' }))
    terms[plural] = main
    const formed = await must(t, 'create (form-urlencoded)', 201, form('POST', col, { name: `Form ${plural}`, slug: `form-${plural}` }))
    if (plural === 'categories') {
      await call(t, 'create a child category', 201, json('POST', col, { name: 'Jazz', parent: main.id }))
      await call(t, 'list the children of a category', 200, get(`${col}?parent=${main.id}&hide_empty=false`))
    } else {
      await call(t, 'create a tag with a parent', 400, json('POST', col, { name: 'Child tag', parent: main.id }))
    }
    await call(t, 'create under /nl', 201, json('POST', url(`/${plural}`, '/nl'), { name: `NL ${plural}` }))
    await call(t, 'create without a name', 400, json('POST', col, { description: 'x' }))
    await call(t, 'create a duplicate name', 400, json('POST', col, { name: `Music ${plural}` }))
    await call(t, 'create with an empty slug', 400, json('POST', col, { name: 'Empty slug', slug: '' }))
    await call(t, 'create anonymously', 401, json('POST', col, { name: 'Anon' }, anon))
    await call(t, 'create with a bad token', 401, json('POST', col, { name: 'Bad token' }, badToken))
    await call(t, 'create as a contributor', 403, json('POST', col, { name: 'Contrib' }, contributor.headers))
    await call(t, 'create with a body over 1 MiB', 413, json('POST', col, { name: 'Big', description: OVER_LIMIT }))
    await call(t, 'create with an unsupported body type', 415, raw('POST', col, 'application/xml', '<term/>'))

    await call(t, 'list (hide_empty default)', 200, get(col))
    await call(t, 'list, hide_empty=false', 200, get(`${col}?hide_empty=false`))
    await call(t, 'list, 1-item pages, page 2', 200, get(`${col}?hide_empty=false&per_page=1&page=2`))
    await call(t, 'list, search and order', 200, get(`${col}?hide_empty=false&search=music&orderby=slug&order=desc`))
    await call(t, 'list, page past the end (200, SPEC §3.4)', 200, get(`${col}?hide_empty=false&page=99`))
    await call(t, 'list under /nl', 200, get(url(`/${plural}?hide_empty=false`, '/nl')))
    await call(t, 'list, bad orderby', 400, get(`${col}?orderby=bogus`))
    await call(t, 'list, unknown include id', 400, get(`${col}?include=999999`))
    await call(t, 'list with a bad token', 401, get(col, badToken))

    await call(t, 'read', 200, get(one(main.id)))
    await call(t, 'read under /nl', 200, get(url(`/${plural}/${main.id}`, '/nl')))
    await call(t, 'read an unknown id', 400, get(one(999999)))
    await call(t, 'read with a bad token', 401, get(one(main.id), badToken))

    for (const method of ['POST', 'PUT', 'PATCH']) {
      await call(t, `update (${method})`, 200, json(method, one(formed.id), { description: `Changed by ${method}` }))
    }
    await call(t, 'update (form-urlencoded, PUT)', 200, form('PUT', one(formed.id), { description: 'From a form' }))
    await call(t, 'update (multipart/form-data, POST)', 200, multipart('POST', one(formed.id), { description: 'From multipart' }))
    for (const method of ['POST', 'PUT', 'PATCH']) {
      await call(t, `update (${method}) with an empty name`, 400, json(method, one(formed.id), { name: '' }))
      await call(t, `update (${method}) as a contributor`, 403, json(method, one(formed.id), { name: 'x' }, contributor.headers))
    }
    await call(t, 'update an unknown id', 400, json('PATCH', one(999999), { name: 'x' }))
    await call(t, 'update anonymously', 401, json('PATCH', one(formed.id), { name: 'x' }, anon))
    await call(t, 'update as a subscriber', 403, json('PATCH', one(formed.id), { name: 'x' }, subscriber.headers))
    await call(t, 'update with a body over 1 MiB', 413, json('PATCH', one(formed.id), { description: OVER_LIMIT }))

    const doomed = await must(t, 'create one to delete', 201, json('POST', col, { name: `Doomed ${plural}` }))
    await call(t, 'delete anonymously', 401, json('DELETE', one(doomed.id), undefined, anon))
    await call(t, 'delete as a subscriber', 403, json('DELETE', one(doomed.id), undefined, subscriber.headers))
    await call(t, 'delete', 200, json('DELETE', one(doomed.id)))
    await call(t, 'delete again', 400, json('DELETE', one(doomed.id)))
  })
}

// --------------------------------------------------------------------------------------------- events

t.test('§4.1/§5.1 events: create, list, read, update, trash, errors', async (t) => {
  const col = url('/events')
  const one = (id: number | string, prefix = '') => url(`/events/${id}`, prefix)
  const bySlug = (slug: string, prefix = '') => url(`/events/by-slug/${slug}`, prefix)
  const when = (day: number) => ({ start_date: `+${day} days 10am`, end_date: `+${day} days 4pm` })
  const venue = recorded(linked, 'venue')
  const organizer = recorded(linked, 'organizer')
  const category = recorded(terms, 'categories')
  const tag = recorded(terms, 'tags')

  // create: every linked kind and value form the response schema has to describe
  const fair = await must(t, 'create (JSON, linked venue/organizer/terms, image, cost)', 201, json('POST', col, {
    title: 'Spring Fair',
    description: 'Music, food and games.',
    excerpt: 'Music and food.',
    ...when(1),
    venue: venue.id,
    organizer: [organizer.id, { organizer: 'Nested Org', email: 'n@org.example' }],
    categories: [category.id, 'Fairs'],
    tags: [tag.id],
    image: 'https://cdn.example.org/fair.jpg',
    cost: ['€5', '€12'],
    website: 'https://fair.example.org/',
    featured: true,
    show_map: true,
  }))
  const formed = await must(t, 'create (form-urlencoded, bracket lists)', 201, form('POST', col, {
    title: 'Form Market', ...when(2), organizer: [organizer.id], categories: [category.slug], tags: 'alpha,beta', cost: 'Donation',
  }))
  await call(t, 'create (form-urlencoded, nested venue object)', 201,
    raw('POST', col, FORM, `${new URLSearchParams({ title: 'Nested Venue Gig', ...when(3) })}&venue[venue]=Form%20Hall&venue[city]=Utrecht`))
  await call(t, 'create (multipart/form-data)', 201, multipart('POST', col, { title: 'Multipart Meetup', ...when(3), 'tags[]': tag.id }))
  const allDay = await must(t, 'create an all-day event without links', 201, json('POST', col, { title: 'Quiet Day', ...when(4), all_day: true, cost: '0' }))
  const nl = await must(t, 'create under /nl', 201, json('POST', url('/events', '/nl'), { title: 'Lentemarkt', ...when(5), translation_of: fair.id }))
  const hidden = await must(t, 'create with a password and a protected venue', 201, json('POST', col, {
    title: 'Secret Gig', ...when(6), password: 'pw', venue: recorded(linked, 'hidden-venue').id, organizer: [recorded(linked, 'hidden-organizer').id], description: 'Hidden text',
  }))
  const draft = await must(t, 'create a draft', 201, json('POST', col, { title: 'Draft Event', ...when(7), status: 'draft' }))
  await call(t, 'create by a contributor (scaled back)', 201, json('POST', col, { title: 'Contributor Event', ...when(8), status: 'publish' }, contributor.headers))
  await call(t, 'create without title and dates', 400, json('POST', col, { description: 'x' }))
  await call(t, 'create with invalid fields', 400, json('POST', col, { title: 'Bad', start_date: 'nope', end_date: 'nope', status: 'bogus', website: 'foo' }))
  await call(t, 'create with an unknown venue', 400, json('POST', col, { title: 'Bad venue', ...when(1), venue: 999999 }))
  await call(t, 'create with malformed JSON', 400, raw('POST', col, 'application/json', '{"title": '))
  await call(t, 'create anonymously', 401, json('POST', col, { title: 'Anon', ...when(1) }, anon))
  await call(t, 'create with a bad token', 401, json('POST', col, { title: 'Bad token', ...when(1) }, badToken))
  await call(t, 'create as a subscriber', 403, json('POST', col, { title: 'Sub', ...when(1) }, subscriber.headers))
  await call(t, 'create with a body over 1 MiB', 413, json('POST', col, { title: 'Big', ...when(1), description: OVER_LIMIT }))
  await call(t, 'create (form) with a body over 1 MiB', 413, form('POST', col, { title: 'Big', ...when(1), description: OVER_LIMIT }))
  await call(t, 'create with an unsupported body type', 415, raw('POST', col, 'application/xml', '<event/>'))

  // lists and filters (SPEC §3.4, §5.1)
  await call(t, 'list', 200, get(col))
  await call(t, 'list, page 2 of 1-item pages', 200, get(`${col}?per_page=1&page=2`))
  await call(t, 'list, by category slug and tag id', 200, get(`${col}?categories=${category.slug}&tags=${tag.id}`))
  await call(t, 'list, by venue and organizer', 200, get(`${col}?venue=${venue.id}&organizer=${organizer.id}`))
  await call(t, 'list, featured, search', 200, get(`${col}?featured=true&search=fair`))
  await call(t, 'list, explicit date range (strict)', 200, get(`${col}?start_date=today&end_date=%2B1%20year&strict_dates=true`))
  await call(t, 'list, include (comma list)', 200, get(`${col}?include=${fair.id},${formed.id},${allDay.id}`))
  await call(t, 'list, geoloc around the venue', 200, get(`${col}?geoloc=true&geoloc_lat=52.09&geoloc_lng=5.12&geoloc_radius=5`))
  await call(t, 'list, drafts and published as an admin', 200, get(`${col}?status=draft,publish`, auth))
  await call(t, 'list, with a protected event unlocked', 200, get(`${col}?password=pw`))
  await call(t, 'list under /nl', 200, get(url('/events', '/nl')))
  await call(t, 'list, page past the end', 404, get(`${col}?page=99`))
  await call(t, 'list, bad start_date and per_page', 400, get(`${col}?start_date=nope&per_page=0`))
  await call(t, 'list, ticketed=true', 400, get(`${col}?ticketed=true`))
  await call(t, 'list, status=draft anonymously', 400, get(`${col}?status=draft`))
  await call(t, 'list with a bad token', 401, get(col, badToken))

  // reads (SPEC §4.1 read rules, §3.9)
  await call(t, 'read by id (json_ld, embedded venue/organizers/terms)', 200, get(one(fair.id)))
  await call(t, 'read by slug', 200, get(bySlug(fair.slug)))
  await call(t, 'read by id under /nl', 200, get(one(nl.id, '/nl')))
  await call(t, 'read by slug under /nl', 200, get(bySlug(nl.slug, '/nl')))
  await call(t, 'read an all-day event without links', 200, get(one(allDay.id)))
  await call(t, 'read a password-protected event', 403, get(one(hidden.id)))
  await call(t, 'read a password-protected event by slug, wrong password', 403, get(`${bySlug(hidden.slug)}?password=nope`))
  await call(t, 'read a password-protected event with its password', 200, get(`${one(hidden.id)}?password=pw`))
  await call(t, 'read a protected event with context=edit', 200, get(`${one(hidden.id)}?context=edit`, auth))
  await call(t, "read someone else's draft as a subscriber", 403, get(one(draft.id), subscriber.headers))
  await call(t, "read someone else's draft as a contributor", 403, get(bySlug(draft.slug), contributor.headers))
  await call(t, 'read an unknown id', 404, get(one(999999)))
  await call(t, 'read the id of a venue', 400, get(one(venue.id)))
  await call(t, 'read an unknown slug', 400, get(bySlug('no-such-event')))
  await call(t, 'read with a bad token', 401, get(one(fair.id), badToken))

  // iCalendar (SPEC §9.2)
  const ics = url('/events.ics')
  const oneIcs = (id: number | string, prefix = '') => url(`/events/${id}.ics`, prefix)
  await call(t, 'iCalendar feed', 200, get(ics))
  await call(t, 'iCalendar feed, filtered, one page', 200, get(`${ics}?categories=${category.slug}&per_page=2`))
  await call(t, 'iCalendar feed, drafts as an admin', 200, get(`${ics}?status=draft,publish`, auth))
  await call(t, 'iCalendar feed under /nl', 200, get(url('/events.ics', '/nl')))
  await call(t, 'iCalendar feed, bad start_date', 400, get(`${ics}?start_date=nope`))
  await call(t, 'iCalendar feed, page past the end', 404, get(`${ics}?page=99`))
  await call(t, 'iCalendar feed with a bad token', 401, get(ics, badToken))
  await call(t, 'iCalendar event', 200, get(oneIcs(fair.id)))
  await call(t, 'iCalendar event under /nl', 200, get(oneIcs(nl.id, '/nl')))
  await call(t, 'iCalendar event, password-protected', 403, get(oneIcs(hidden.id)))
  await call(t, 'iCalendar event with its password', 200, get(`${oneIcs(hidden.id)}?password=pw`))
  await call(t, 'iCalendar event, unknown id', 404, get(oneIcs(999999)))
  await call(t, 'iCalendar event, the id of a venue', 400, get(oneIcs(venue.id)))
  await call(t, 'read, bad context', 400, get(`${one(fair.id)}?context=bogus`))

  // updates on both addressing forms
  for (const method of ['POST', 'PUT', 'PATCH']) {
    await call(t, `update by id (${method})`, 200, json(method, one(formed.id), { description: `Changed by ${method}` }))
    await call(t, `update by slug (${method})`, 200, json(method, bySlug(formed.slug), { excerpt: `Changed by ${method}` }))
  }
  await call(t, 'update (form-urlencoded): clear venue, set organizers', 200, form('PUT', one(fair.id), { venue: '', 'organizer[0]': organizer.id }))
  await call(t, 'update a protected event (response not blanked)', 200, json('PATCH', one(hidden.id), { title: 'Secret Gig II' }))
  for (const method of ['POST', 'PUT', 'PATCH']) {
    await call(t, `update an unknown id (${method})`, 404, json(method, one(999999), { title: 'x' }))
    for (const [by, at] of [['id', one(formed.id)], ['slug', bySlug(formed.slug)]] as const) {
      await call(t, `update by ${by} (${method}) with invalid fields`, 400, json(method, at, { title: '', start_date: 'nope' }))
      await call(t, `update by ${by} (${method}) as a subscriber`, 403, json(method, at, { title: 'x' }, subscriber.headers))
    }
  }
  await call(t, 'update the id of a venue', 400, json('PUT', one(venue.id), { title: 'x' }))
  await call(t, 'update an unknown slug', 400, json('PATCH', bySlug('no-such-event'), { title: 'x' }))
  await call(t, 'update anonymously', 401, json('PUT', one(formed.id), { title: 'x' }, anon))
  await call(t, 'update with a bad token', 401, json('PATCH', one(formed.id), { title: 'x' }, badToken))
  await call(t, 'update as a subscriber', 403, json('PATCH', one(formed.id), { title: 'x' }, subscriber.headers))
  await call(t, "update someone else's event as a contributor", 403, json('POST', one(draft.id), { title: 'x' }, contributor.headers))
  await call(t, 'update with a body over 1 MiB', 413, json('PATCH', bySlug(formed.slug), { description: OVER_LIMIT }))
  await call(t, 'update with malformed JSON', 400, raw('PATCH', one(formed.id), 'application/json', '{"title": '))

  // trash (SPEC §3.6, §4.1)
  const spare = await must(t, 'create one to trash by slug', 201, json('POST', col, { title: 'Spare Event', ...when(9) }))
  await call(t, 'trash anonymously', 401, json('DELETE', one(draft.id), undefined, anon))
  await call(t, 'trash as a subscriber', 403, json('DELETE', one(draft.id), undefined, subscriber.headers))
  await call(t, 'trash by slug as a subscriber', 403, json('DELETE', bySlug(draft.slug), undefined, subscriber.headers))
  await call(t, 'trash an unknown id', 404, json('DELETE', one(999999)))
  await call(t, 'trash the id of an organizer', 400, json('DELETE', one(organizer.id)))
  await call(t, 'trash by id', 200, json('DELETE', one(draft.id)))
  await call(t, 'trash by id again', 410, json('DELETE', one(draft.id)))
  await call(t, 'read a trashed event', 403, get(one(draft.id)))
  await call(t, 'trash by slug', 200, json('DELETE', bySlug(spare.slug)))
  await call(t, 'trash by the freed slug', 400, json('DELETE', bySlug(spare.slug)))
  await call(t, 'trash by the trashed slug again', 410, json('DELETE', bySlug(`${spare.slug}__trashed`)))
  await call(t, 'update a trashed event (allowed, SPEC §4.1)', 200, json('PATCH', one(draft.id), { title: 'Still here' }))
})

// --------------------------------------------------------------------------------------------- every operation

/** A concrete URL for a documented path template: integer path parameters get `1`, others `contract` (the
 *  answers below come before any record is looked up, so the values only have to reach the route). */
function concrete (template: string, parameters: Json[] = []): string {
  const path = template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const p = parameters.find((x) => x.in === 'path' && x.name === name)
    return p?.schema?.type === 'integer' ? '1' : 'contract'
  })
  return url(path)
}

t.test('§2.1/§2.4/§7 every documented operation: bad token → 401, body over 1 MiB → 413, unsupported type → 415, rate limit → 429', async (t) => {
  const ops = contract.operations.map((o) => ({ ...o, at: concrete(o.template, o.op.parameters) }))
  // A bad token is refused first, on every route (SPEC §2.1, §2.4 step 1); from an address of its own, so that
  // these anonymous requests do not count against the tour's.
  for (const o of ops) await call(t, 'bad token', 401, { ...json(o.method, o.at, undefined, badToken), remoteAddress: BAD_TOKEN_ADDRESS })
  for (const o of ops.filter((x) => x.op.requestBody)) {
    await call(t, 'body over 1 MiB', 413, json(o.method, o.at, { description: OVER_LIMIT }))
    await call(t, 'unsupported body type', 415, raw(o.method, o.at, 'application/xml', '<x/>'))
  }
  // The rate limit counts every request of an address, unknown routes included: spend it outside the API,
  // then every operation answers 429.
  for (let i = 0; i < RATE_LIMIT; i++) await app.inject({ method: 'GET', url: '/nothing-here', remoteAddress: PROBE_ADDRESS })
  for (const o of ops) await call(t, 'rate limited', 429, { ...json(o.method, o.at, o.op.requestBody ? { title: 'x' } : undefined, anon), remoteAddress: PROBE_ADDRESS })
})

// --------------------------------------------------------------------------------------------- the checker itself

t.test('the checker is not vacuous: each 2xx schema that passed rejects a null body and an undeclared status', async (t) => {
  // A passing tour only means something if the compiled schemas constrain: a $ref that failed to resolve into
  // an empty schema, or a response without a schema, would accept anything.
  for (const [operation, { url: u, method, res }] of samples) {
    const kinds = contract.check(method, u, { ...res, raw: 'null' }).problems.map((p) => p.kind)
    t.same(kinds, ['body-mismatch'], `${operation} → ${res.statusCode}: a null body is rejected`)
  }
  const [operation, sample] = [...samples.entries()][0] ?? []
  if (sample) {
    const verdict = contract.check(sample.method, sample.url, { ...sample.res, statusCode: 418 })
    const reported = verdict.statusKey === null ? verdict.problems.some((p) => p.kind === 'undeclared-status') : verdict.statusKey !== '418'
    t.ok(reported, `${operation}: an undeclared 418 is reported (or falls under ${verdict.statusKey})`)
  }
})

// --------------------------------------------------------------------------------------------- coverage

// --------------------------------------------------------------------------------------------- the change feed

t.test('§9.4 GET {base}/changes: both views, a cursor, errors', async (t) => {
  const all = await must(t, 'changes as an admin', 200, get(`${url('/changes')}?per_page=5`, auth))
  await call(t, 'changes, anonymous (public view)', 200, get(url('/changes')))
  await call(t, 'changes after a cursor, under /de', 200, get(`${url('/changes', '/de')}?after=${String(all.next_cursor)}`))
  await call(t, 'changes, bad cursor', 400, get(`${url('/changes')}?after=x`))
  await call(t, 'changes, bad token', 401, get(url('/changes'), badToken))
})

t.test('§9.4 webhooks: register, list, read, update, deliveries, delete, refusals', async (t) => {
  const hook = await must(t, 'register a webhook', 201, json('POST', url('/webhooks'), { url: 'https://hooks.example.org/contract', events: ['event.*'] }))
  const one = url(`/webhooks/${String(hook.id)}`)
  await call(t, 'list webhooks', 200, get(url('/webhooks'), auth))
  await call(t, 'read a webhook', 200, get(one, auth))
  await call(t, 'update a webhook', 200, json('PATCH', one, { description: 'Contract tour' }))
  await call(t, 'its deliveries', 200, get(`${one}/deliveries`, auth))
  await call(t, 'webhooks, anonymous', 401, get(url('/webhooks')))
  await call(t, 'webhooks, a subscriber', 403, get(url('/webhooks'), subscriber.headers))
  await call(t, 'register, a private address', 400, json('POST', url('/webhooks'), { url: 'http://127.0.0.1/x' }))
  await call(t, 'delete a webhook', 200, json('DELETE', one, {}))
  await call(t, 'read a deleted webhook', 404, get(one, auth))
})

t.test('issue 41: the recurrence preview, and its refusals', async (t) => {
  const preview = (query: string, headers: Record<string, string> = auth) => get(`${url('/events/recurrence/preview')}?${query}`, headers)
  const weekly = `recurrence[]=${encodeURIComponent('RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8')}&start_date=2030-06-04%2019:30:00&end_date=2030-06-04%2021:00:00&timezone=Europe/Amsterdam`
  await call(t, 'preview a series', 200, preview(weekly))
  await call(t, 'preview a series, count 20', 200, preview(`${weekly}&count=20&all_day=true`))
  await call(t, 'preview, a refused rule', 400, preview(`recurrence=${encodeURIComponent('RRULE:FREQ=SECONDLY')}&start_date=2030-06-04`))
  await call(t, 'preview, no rule', 400, preview('start_date=2030-06-04'))
  await call(t, 'preview, anonymous', 401, preview(weekly, {}))
  await call(t, 'preview, a subscriber', 403, preview(weekly, subscriber.headers))
})

t.test('§9.8 sign-in, users and tokens: every operation, and the refusals', async (t) => {
  const PW = 'contract tour password'
  const user = await must(t, 'add a user', 201, json('POST', url('/users'), { login: 'tour', role: 'author', password: PW }))
  const one = url(`/users/${String(user.id)}`)
  await call(t, 'add it again', 400, json('POST', url('/users'), { login: 'tour', role: 'author' }))
  await call(t, 'list users', 200, get(url('/users'), auth))
  await call(t, 'read a user', 200, get(one, auth))
  await call(t, 'read no user', 404, get(url('/users/9999'), auth))
  await call(t, 'update a user', 200, json('PATCH', one, { name: 'Tour' }))
  await call(t, 'demote user 1', 403, json('PATCH', url('/users/1'), { role: 'editor' }))
  await call(t, 'users, anonymous', 401, get(url('/users')))
  await call(t, 'users, a subscriber', 403, get(url('/users'), subscriber.headers))
  const token = await must(t, 'issue a user a token', 201, json('POST', `${one}/tokens`, { label: 'tour' }))
  await call(t, 'a user\'s tokens', 200, get(`${one}/tokens`, auth))
  await call(t, 'revoke a user\'s token', 200, json('DELETE', `${one}/tokens/${String(token.id)}`))
  await call(t, 'revoke no token', 404, json('DELETE', `${one}/tokens/9999`))
  await call(t, 'wrong password', 401, json('POST', url('/session'), { login: 'tour', password: 'not the password' }, anon))
  await call(t, 'no session', 401, get(url('/session')))
  const signIn = await app.inject(json('POST', url('/session'), { login: 'tour', password: PW }, anon))
  const cookie = String(signIn.headers['set-cookie']).split(';')[0]!
  await call(t, 'sign in', 200, json('POST', url('/session'), { login: 'tour', password: PW }, { cookie }))
  const fresh = await app.inject(json('POST', url('/session'), { login: 'tour', password: PW }, anon))
  const session = { cookie: String(fresh.headers['set-cookie']).split(';')[0]!, 'x-wp-nonce': (JSON.parse(fresh.body) as { nonce: string }).nonce }
  await call(t, 'the session', 200, get(url('/session'), { cookie: session.cookie }))
  await call(t, 'me', 200, get(url('/users/me'), session))
  await call(t, 'me, anonymous', 401, get(url('/users/me')))
  await call(t, 'a write without the nonce', 403, json('POST', url('/users/me/tokens'), { label: 'x' }, { cookie: session.cookie }))
  const mine = await must(t, 'issue myself a token', 201, json('POST', url('/users/me/tokens'), { label: 'mine' }, session))
  await call(t, 'my tokens', 200, get(url('/users/me/tokens'), session))
  await call(t, 'revoke my token', 200, json('DELETE', url(`/users/me/tokens/${String(mine.id)}`), undefined, session))
  await call(t, 'change my password', 200, json('PATCH', url('/users/me'), { current_password: PW, password: `${PW} 2` }, session))
  await call(t, 'sign out', 200, json('DELETE', url('/session'), undefined, {}))
  await call(t, 'delete a user', 200, json('DELETE', one))
})

t.test('coverage: every documented operation answered 2xx at least once; the pairs exercised', async (t) => {
  for (const op of contract.operations) {
    const statuses = [...(exercised.get(op.key) ?? [])]
    t.ok(statuses.some((s) => s >= 200 && s < 300), `${op.key} exercised with a 2xx (seen: ${statuses.sort((a, b) => a - b).join(', ') || 'nothing'})`)
  }
  const pairs = [...exercised.values()].reduce((n, s) => n + s.size, 0)
  t.comment(`${pairs} distinct (operation, status) pairs exercised over ${exercised.size} of ${contract.operations.length} operations:`)
  for (const op of contract.operations) {
    const statuses = [...(exercised.get(op.key) ?? [])].sort((a, b) => a - b)
    // Declared statuses the tour never met: unreachable ones (500 on trash) or gaps in the tour.
    const unseen = Object.keys(op.op.responses ?? {}).filter((k) => !statuses.some((s) => String(s) === k))
    t.comment(`  ${op.key.padEnd(34)} ${(statuses.join(' ') || '—').padEnd(32)}${unseen.length ? ` declared, not seen: ${unseen.join(' ')}` : ''}`)
  }
  // One line per distinct disagreement, so that a failing run reads as a list of what to fix in the document.
  const distinct = new Map<string, Seen>()
  for (const s of disagreements) {
    for (const p of s.verdict.problems) {
      const key = `${p.kind} ${s.verdict.operation ?? `${s.method} ${s.url}`} ${s.verdict.status} ${p.kind === 'body-mismatch' ? p.errors.map((e) => `${e.schemaPath}`).join() : ''}`
      if (!distinct.has(key)) distinct.set(key, { ...s, verdict: { ...s.verdict, problems: [p] } })
    }
  }
  if (distinct.size) t.comment(`${distinct.size} distinct disagreements with the document:`)
  for (const s of distinct.values()) {
    // one problem each (see above)
    for (const p of s.verdict.problems) t.comment(`  [${p.kind}] ${p.message}${p.kind === 'body-mismatch' ? ` | sample: ${p.excerpt} (${s.label})` : ` (${s.label})`}`)
  }
  for (const [op, types] of undeclaredRequestTypes) t.comment(`  [undeclared-request-type] ${op}: ${[...types].join(', ')} not declared in requestBody.content`)
})
