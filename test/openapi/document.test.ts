// The OpenAPI 3.1 document of SPEC §6.2 (issue 6): served at {base}/doc under every prefix without multiplying the
// paths, valid for a real OpenAPI 3.1 validator (@apidevtools/swagger-parser), and complete with respect to the route
// table it is generated from: every route and method, every parameter with its type, default and list style, request
// bodies in each accepted content type, the success schema and the error statuses every route can answer with,
// the bearer scheme, unique operation ids and examples that are valid instances of their schemas.
import t from 'tap'
import { readFileSync } from 'node:fs'
import SwaggerParser from '@apidevtools/swagger-parser'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { TSchema } from '@sinclair/typebox'
import { routeTable } from '../../src/routes/index.js'
import { BASE, auth, build, req } from '../helper.js'

type Json = Record<string, any>

const SITE = 'https://example.org'
const PREFIXES = ['', '/en', '/nl', '/de', '/fr']
const SPEC_PATHS = ['/events', '/events/{id}', '/events/by-slug/{slug}', '/venues', '/venues/{id}', '/venues/by-slug/{slug}',
  '/organizers', '/organizers/{id}', '/organizers/by-slug/{slug}', '/categories', '/categories/{id}', '/tags', '/tags/{id}', '/doc',
  // SPEC §9.2: the iCalendar feeds; §9.4: the change feed and webhooks
  '/events.ics', '/events/{id}.ics', '/changes', '/webhooks', '/webhooks/{id}', '/webhooks/{id}/deliveries',
  // SPEC §9.8: sign-in, users and tokens
  '/session', '/users', '/users/me', '/users/me/tokens', '/users/me/tokens/{token_id}', '/users/{id}', '/users/{id}/tokens', '/users/{id}/tokens/{token_id}',
  // issue 41: the recurrence preview (writers only)
  '/events/recurrence/preview']
const SPEC_COMPONENTS = ['Event', 'Venue', 'Organizer', 'Term', 'EmbeddedTerm', 'Image', 'ImageSize', 'DateDetails', 'CostDetails',
  'EventList', 'VenueList', 'OrganizerList', 'CategoryList', 'TagList', 'Error']
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']

/** package.json's version, read here as the service must (not written down twice). */
const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version
// A pinned clock: the create examples of terms carry the time of the request (src/plugins/external/swagger.ts), and
// two documents of one second are the same.
const app = await build(t, {}, { clock: () => new Date('2027-03-01T09:00:00Z') })
const doc: Json = (await req(app, { method: 'GET', url: `${BASE}/doc` })).body
const table = routeTable()
/** `/events/:id` → `/events/{id}` */
const docPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

t.test('§6.2 served under every prefix: same paths; servers = the request\'s {base}/ first, then every prefix', async (t) => {
  for (const prefix of PREFIXES) {
    const res = await req(app, { method: 'GET', url: `${prefix}${BASE}/doc` })
    t.equal(res.statusCode, 200, `${prefix || '(none)'}: 200`)
    t.equal(res.body.openapi, '3.1.0')
    t.same(res.body.info, { title: 'Calendar Events API', version: VERSION, description: doc.info.description }, 'info.version is package.json\'s')
    const urls = res.body.servers.map((s: Json) => s.url)
    t.equal(urls[0], `${SITE}${prefix}${BASE}/`, `${prefix || '(none)'}: the first server ("Try it out") is the request's own base`)
    t.same([...urls].sort(), PREFIXES.map((p) => `${SITE}${p}${BASE}/`).sort(), `${prefix || '(none)'}: the base without a prefix and under each language prefix, each once`)
    for (const server of res.body.servers) t.match(server.description, /\S/, `${server.url}: description`)
    t.same(Object.keys(res.body.paths), Object.keys(doc.paths), `${prefix || '(none)'}: the same paths, not one set per prefix`)
  }
  t.same(Object.keys(doc.paths).sort(), [...SPEC_PATHS].sort(), 'exactly the paths of SPEC §6.2, relative to the server URL')
  for (const name of SPEC_COMPONENTS) t.ok(doc.components.schemas[name], `components.schemas.${name}`)
  t.match(doc.info.description, /\S/, 'info.description')
})

t.test('the Swagger UI page loads the same document, naming this server', async (t) => {
  const res = await req(app, { method: 'GET', url: '/doc/json' })
  t.equal(res.statusCode, 200)
  t.same(res.body.servers, doc.servers, '"Try it out" calls this service (the first server), and may choose a prefix')
  t.equal(res.body.servers[0].url, `${SITE}${BASE}/`)
  t.same(res.body.paths, doc.paths)
  t.same(res.body.info, doc.info)
})

t.test('a real OpenAPI 3.1 validator accepts the document (and rejects a broken copy)', async (t) => {
  const api = await SwaggerParser.validate(structuredClone(doc) as never)
  t.equal((api as Json).openapi, '3.1.0')
  const broken = structuredClone(doc)
  broken.paths['/events'].get.responses = { 200: { content: {} } } // a response without its required description
  await t.rejects(SwaggerParser.validate(broken as never), 'the validator is not a rubber stamp')
})

t.test('every route and method of the route table is an operation with its parameters, bodies and responses', async (t) => {
  const operationIds = new Set<string>()
  for (const [path, specs] of table.routes) {
    if (path === '/') continue // the namespace index lives outside the document (SPEC §6.2 lists the paths)
    for (const spec of specs) {
      const schema = spec.schema as Json
      for (const method of spec.methods) {
        const what = `${method} ${path}`
        // A route of several methods (update: POST, PUT, PATCH) is documented once, as PATCH, naming the others.
        if (spec.methods.length > 1 && method !== 'PATCH') {
          const patch: Json | undefined = doc.paths[docPath(path)]?.patch
          t.notOk(doc.paths[docPath(path)]?.[method.toLowerCase()], `${what}: not documented apart`)
          t.ok(patch?.['x-method-aliases']?.includes(method), `${what}: PATCH ${path} names it in x-method-aliases`)
          t.match(patch?.description, /POST and PUT on this path do exactly the same as PATCH/, `${what}: PATCH ${path} says so`)
          continue
        }
        const op: Json | undefined = doc.paths[docPath(path)]?.[method.toLowerCase()]
        if (!op) { t.fail(`${what}: an operation`); continue }
        t.ok(op.operationId && !operationIds.has(op.operationId), `${what}: its own operationId (${op.operationId})`)
        operationIds.add(op.operationId)
        t.match(op.summary, /\S/, `${what}: summary`)
        t.same(op.tags, schema.tags, `${what}: tag`)

        // Parameters: every property of the querystring and path schemas, with its type, default and requiredness.
        const params = new Map<string, Json>((op.parameters ?? []).map((p: Json) => [`${p.in}:${p.name}`, p]))
        for (const [where, source] of [['query', schema.querystring], ['path', schema.params]] as const) {
          const props = Object.entries((source?.properties ?? {}) as Record<string, TSchema>)
          for (const [name, prop] of props) {
            const p = params.get(`${where}:${name}`)
            if (!p) { t.fail(`${what}: ${where} parameter ${name}`); continue }
            t.equal(p.required, where === 'path' || (source.required ?? []).includes(name), `${what}: ${name} required`)
            t.same(p.schema.type, prop.type, `${what}: ${name} type`)
            if (prop.default !== undefined) t.same(p.schema.default, prop.default, `${what}: ${name} default`)
            if (prop.enum) t.same(p.schema.enum, prop.enum, `${what}: ${name} enum`)
            if (prop['x-list']) t.match(p, { style: 'form', explode: false, schema: { type: 'array' } }, `${what}: ${name} is a comma list (style form, explode false)`)
            if (prop.description) t.equal(p.description, prop.description, `${what}: ${name} description`)
          }
          t.equal([...params.keys()].filter((k) => k.startsWith(`${where}:`)).length, props.length, `${what}: no ${where} parameter the route does not take`)
        }

        // Request body: JSON, form and multipart, each with the body schema and its required fields.
        if (schema.body) {
          t.same(Object.keys(op.requestBody?.content ?? {}), BODY_TYPES, `${what}: body content types`)
          for (const type of BODY_TYPES) {
            const body = op.requestBody?.content?.[type]?.schema
            t.same(Object.keys(body?.properties ?? {}).sort(), Object.keys(schema.body.properties).sort(), `${what}: ${type} body fields`)
            t.same(body?.required ?? [], schema.body.required ?? [], `${what}: ${type} required fields`)
          }
        } else {
          t.notOk(op.requestBody, `${what}: no request body`)
        }

        // Responses: the success body by reference, and the errors every route shares (bad token, rate limit,
        // and for bodies: size and type), each an Error described with the codes it carries.
        const success = Object.keys(op.responses).filter((s) => s.startsWith('2'))
        t.equal(success.length, 1, `${what}: one success status`)
        const errors = ['401', '429', ...(schema.body ? ['400', '413', '415'] : [])]
        for (const status of errors) t.ok(op.responses[status], `${what}: declares ${status}`)
        for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
          t.match(response.description, /\S/, `${what} ${status}: description`)
          if (status.startsWith('2')) continue
          t.same(Object.keys(response.content), ['application/json'], `${what} ${status}: JSON`)
          t.same(response.content['application/json'].schema, { $ref: '#/components/schemas/Error' }, `${what} ${status}: an Error`)
          t.match(response.description, /`[a-z_-]+`/, `${what} ${status}: names its error codes`)
        }
        if (path.endsWith('.ics')) {
          t.same(Object.keys(op.responses[success[0]!].content), ['text/calendar'], `${what}: success body is iCalendar`)
        } else if (path !== '/doc') {
          t.match(JSON.stringify(op.responses[success[0]!].content), /"\$ref":"#\/components\/schemas\/\w+"/, `${what}: success body is a component`)
        }
        // Writes need a token, and so does everything of webhooks and users (administrators, or the signed-in caller);
        // other reads take one optionally (it widens what a caller may see, SPEC §2.3); the session routes take none
        // (the sign-in is how one gets a session).
        const tokenRequired = (method !== 'GET' || path.startsWith('/webhooks') || path.startsWith('/users') || path === '/events/recurrence/preview') && !path.startsWith('/session')
        // Either scheme carries the token (SPEC §2.1: Basic as WordPress application passwords are sent).
        t.same(op.security, tokenRequired ? [{ bearerAuth: [] }, { basicAuth: [] }] : [{}, { bearerAuth: [] }, { basicAuth: [] }], `${what}: security`)
      }
    }
  }
  t.same(doc.components.securitySchemes.bearerAuth, { type: 'http', scheme: 'bearer', description: doc.components.securitySchemes.bearerAuth.description }, 'the bearer scheme')
  t.same(doc.components.securitySchemes.basicAuth, { type: 'http', scheme: 'basic', description: doc.components.securitySchemes.basicAuth.description }, 'the basic scheme')
})

t.test('error descriptions name the codes of SPEC §4 for the routes that answer them', async (t) => {
  const desc = (path: string, method: string, status: number) => doc.paths[path][method].responses[status]?.description ?? ''
  t.match(desc('/events/{id}', 'get', 404), '`rest-event-not-found`')
  t.match(desc('/events/{id}', 'get', 403), '`event-password-protected`')
  t.match(desc('/events/{id}', 'delete', 410), '`event-is-in-trash`')
  t.match(desc('/venues/{id}', 'delete', 410), '`venue-is-in-trash`')
  t.match(desc('/events', 'get', 404), '`event-archive-page-not-found`')
  t.match(desc('/events', 'post', 400), '`rest_missing_callback_param`')
  t.match(desc('/events', 'post', 401), '`rest_forbidden`')
  t.match(desc('/tags/{id}', 'patch', 400), '`rest_taxonomy_not_hierarchical`')
  t.notMatch(desc('/categories/{id}', 'patch', 400), 'rest_taxonomy_not_hierarchical', 'categories are hierarchical')
  t.match(desc('/categories', 'post', 400), '`term_exists`')
  // A slug names a record of the route's kind or is a parameter error: no by-id codes on by-slug routes.
  for (const method of ['get', 'delete', 'patch']) {
    t.notMatch(desc('/events/by-slug/{slug}', method, 400), 'rest-invalid-event-id', `${method} by slug: no foreign-id code`)
    t.notOk(doc.paths['/events/by-slug/{slug}'][method].responses[404], `${method} by slug: no 404`)
  }
})

t.test('validator-only keywords do not leak; examples are valid instances of their schemas', async (t) => {
  const text = JSON.stringify(doc)
  for (const keyword of ['x-list', 'x-flag', 'x-non-empty', '"maxBytes"']) t.notOk(text.includes(keyword), `no ${keyword}`)
  t.match(text, '"x-max-bytes":65535', 'byte limits stay visible as an extension')

  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true })
  ajv.addSchema({ $id: 'doc', components: doc.components })
  for (const name of ['Event', 'Venue', 'Organizer', 'Term', 'EmbeddedTerm', 'CostDetails', 'DateDetails', 'Error']) {
    const examples = doc.components.schemas[name].examples
    if (!t.ok(Array.isArray(examples) && examples.length > 0, `${name} has an example`)) continue
    const validate = ajv.compile({ $ref: `doc#/components/schemas/${name}` })
    for (const example of examples) t.ok(validate(example), `${name} example is valid${validate.errors ? `: ${ajv.errorsText(validate.errors)}` : ''}`)
  }
  t.equal(doc.components.schemas.Event.examples[0].title, 'Spring Jazz Fair', 'recorded from the service (npm run openapi)')
})

/** Every operation of the document: `GET /events/{id}` → its object. */
const operations = (): Array<[string, Json]> => Object.entries(doc.paths as Record<string, Json>).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]): [string, Json] => [`${method.toUpperCase()} ${path}`, op]))

/** The statuses each error code comes with, as SPEC §2.4, §3.3 and the error tables of §4 give them (written out here,
 *  apart from the route table the document is made from). */
const STATUS_OF_CODE: Array<[RegExp, number[]]> = [
  [/^(rest_invalid_param|rest_missing_callback_param|rest_invalid_json|rest_invalid_body|rest-invalid-event-id|term_exists|duplicate_term_slug|rest_taxonomy_not_hierarchical)$/, [400]],
  [/^could-not-(create|update)-(venue|organizer)$/, [400]],
  [/^rest_forbidden$/, [401, 403]],
  [/^(rest_invalid_token|rest_invalid_login|rest_not_logged_in)$/, [401]],
  [/^(rest_cookie_invalid_nonce|rest_cross_site_sign_in|user-protected)$/, [403]],
  [/^(user-not-found|token-not-found)$/, [404]],
  [/^user-login-exists$/, [400]],
  [/^((event|venue|organizer)-not-accessible|event-password-protected|event-no-longer-available)$/, [403]],
  [/^(rest-event-not-found|(event|venue|organizer)-archive-page-not-found|webhook-not-found)$/, [404]],
  [/^((event|venue|organizer)-is-in-trash|changes-cursor-expired)$/, [410]],
  [/^rest_request_too_large$/, [413]],
  [/^rest_unsupported_media_type$/, [415]],
  [/^rest_too_many_requests$/, [429]],
  [/^could-not-delete-(event|venue|organizer)$/, [500]],
]

t.test('every error status of every operation shows an example body of each code it names, a code of that status', async (t) => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false })
  ajv.addSchema({ $id: 'doc', components: doc.components })
  const validError = ajv.compile({ $ref: 'doc#/components/schemas/Error' })
  let count = 0
  for (const [what, op] of operations()) {
    for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
      if (status.startsWith('2')) continue
      const named = [...String(response.description).matchAll(/`([\w-]+)`/g)].map((m) => m[1]!)
      const examples = Object.values((response.content?.['application/json']?.examples ?? {}) as Record<string, Json>)
      t.ok(examples.length > 0, `${what} ${status}: has examples`)
      t.same(examples.map((e) => e.value.code).sort(), [...named].sort(), `${what} ${status}: one example per code it names`)
      for (const { value } of examples) {
        const allowed = STATUS_OF_CODE.find(([re]) => re.test(value.code))?.[1] ?? []
        t.ok(allowed.includes(Number(status)), `${what} ${status}: \`${value.code}\` is a code of ${status} (it comes with ${allowed.join('/') || 'no known status'})`)
        t.equal(value.data?.status, Number(status), `${what} ${status} ${value.code}: data.status`)
        t.ok(validError(value), `${what} ${status} ${value.code}: a valid Error`)
        count++
      }
    }
  }
  t.ok(count > 200, `${count} error examples`)
  // The example of a parameter error names a parameter of its own operation.
  t.same(doc.paths['/venues/{id}'].patch.responses[400].content['application/json'].examples.rest_invalid_param.value.data.params, { id: 'The value is not valid.' })
  t.same(doc.paths['/events'].post.responses[400].content['application/json'].examples.rest_missing_callback_param.value.data.params, ['title'])
})

/** What a parameter's description must say of its format, by the kind of value it takes. */
function formatStated (p: Json): RegExp[] {
  const s = p.schema
  if (s.enum) return s.enum.map((v: string) => new RegExp(`\`${v}\``))
  if (s.type === 'array') return [/comma list/]
  if (s.type === 'integer') return [/integer|digits/]
  if (s.type === 'number') return [/number/]
  if (s.type === 'boolean') return [/`true`|true:|True:/, /(`1`|`0`)/]
  if (s.format === 'calendar-date') return [/YYYY-MM-DD/, /relative/, /timestamp/]
  if (s.pattern) return /\[0-9\]/.test(s.pattern) ? [/digits/] : [/`asc`/, /`desc`/]
  return [/string|characters/]
}

t.test('every operation has a summary and a description; every parameter a description of its format and an example', async (t) => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false })
  for (const [what, op] of operations()) {
    t.match(op.summary, /\S/, `${what}: summary`)
    t.ok(typeof op.description === 'string' && op.description.length > 40, `${what}: description`)
    for (const p of op.parameters ?? []) {
      const name = `${what} ${p.in} ${p.name}`
      t.ok(typeof p.description === 'string' && p.description.length > 10, `${name}: description`)
      for (const re of formatStated(p)) t.match(p.description, re, `${name}: the description states the format (${re})`)
      // Path parameters carry their example themselves (Swagger UI fills it in); query parameters in their schema,
      // so that "Try it out" does not send every optional filter at once.
      const example = p.in === 'path' ? p.example : p.schema.examples?.[0]
      t.not(example, undefined, `${name}: an example`)
      if (p.in === 'query') t.notOk('example' in p, `${name}: no example for Swagger UI to fill in and send`)
      const valid = ajv.validate(p.schema, example)
      t.ok(valid, `${name}: the example ${JSON.stringify(example)} is valid${valid ? '' : `: ${ajv.errorsText()}`}`)
    }
  }
  const text = JSON.stringify(doc)
  t.notMatch(text, /SPEC|§/, 'no references to the contract\'s sections: the rules are written out')
})

t.test('updates are documented once per path (PATCH), not once per method: 61 operations, not 83', async (t) => {
  const count = new Map<string, number>()
  for (const [what] of operations()) count.set(what, (count.get(what) ?? 0) + 1)
  t.ok([...count.values()].every((n) => n === 1), 'one operation per path and method')
  const byMethod: Record<string, number> = {}
  for (const [what] of operations()) byMethod[what.split(' ')[0]!] = (byMethod[what.split(' ')[0]!] ?? 0) + 1
  // 5 lists + 5 reads by id + 3 reads by slug + /doc + 2 iCalendar reads + /changes + 3 of webhooks; 5 + 1 creates;
  // 8 + 1 updates and 8 + 1 deletes (by id and by slug; a webhook's by id only); SPEC §9.8: 6 reads (session, users,
  // one user, me, my tokens, a user's tokens), 4 creates (sign-in, user, my token, a user's token), 2 updates (me, a
  // user), 4 deletes (sign-out, a user, my token, a user's token); issue 41: the recurrence preview.
  t.same(byMethod, { GET: 27, POST: 10, PATCH: 11, DELETE: 13 }, 'operations per method')
  t.equal(operations().length, 61)
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Json>)) {
    if (!ops.patch) continue
    t.notOk(ops.put || ops.post, `${path}: no PUT or POST beside PATCH`)
    t.same(ops.patch['x-method-aliases'], ['PUT', 'POST'], `${path}: PATCH names PUT and POST as aliases`)
  }
})

t.test('the methods documented as aliases still answer, and still validate', async (t) => {
  const created = await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'Alias Fair', start_date: '2027-05-01 10:00', end_date: '2027-05-01 12:00' } })
  t.equal(created.statusCode, 201)
  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    const ok = await req(app, { method, url: `${BASE}/events/${created.body.id}`, headers: auth, payload: { excerpt: `via ${method}` } })
    t.equal(ok.statusCode, 200, `${method}: 200`)
    t.equal(ok.body.excerpt, `<p>via ${method}</p>`, `${method}: updated`)
    const bad = await req(app, { method, url: `${BASE}/events/${created.body.id}`, headers: auth, payload: { featured: 'maybe' } })
    t.equal(bad.statusCode, 400, `${method}: a bad value is refused`)
    t.equal(bad.body.code, 'rest_invalid_param')
  }
})
