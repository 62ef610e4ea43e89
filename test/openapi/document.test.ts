// The OpenAPI 3.1 document of SPEC §6.2 (issue 6): served at {base}/doc under every prefix without multiplying the
// paths, valid for a real OpenAPI 3.1 validator (@apidevtools/swagger-parser), and complete with respect to the route
// table it is generated from: every route and method, every parameter with its type, default and list style, request
// bodies in each accepted content type, the success schema and the error statuses every route can answer with,
// the bearer scheme, unique operation ids and examples that are valid instances of their schemas.
import t from 'tap'
import SwaggerParser from '@apidevtools/swagger-parser'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { TSchema } from '@sinclair/typebox'
import { routeTable } from '../../src/routes/index.js'
import { BASE, build, req } from '../helper.js'

type Json = Record<string, any>

const SITE = 'https://example.org'
const PREFIXES = ['', '/en', '/nl', '/de', '/fr']
const SPEC_PATHS = ['/events', '/events/{id}', '/events/by-slug/{slug}', '/venues', '/venues/{id}', '/venues/by-slug/{slug}',
  '/organizers', '/organizers/{id}', '/organizers/by-slug/{slug}', '/categories', '/categories/{id}', '/tags', '/tags/{id}', '/doc']
const SPEC_COMPONENTS = ['Event', 'Venue', 'Organizer', 'Term', 'EmbeddedTerm', 'Image', 'ImageSize', 'DateDetails', 'CostDetails',
  'EventList', 'VenueList', 'OrganizerList', 'CategoryList', 'TagList', 'Error']
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']

const app = await build(t)
const doc: Json = (await req(app, { method: 'GET', url: `${BASE}/doc` })).body
const table = routeTable()
/** `/events/:id` → `/events/{id}` */
const docPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

t.test('§6.2 served under every prefix: same paths, servers = the request\'s {base}/', async (t) => {
  for (const prefix of PREFIXES) {
    const res = await req(app, { method: 'GET', url: `${prefix}${BASE}/doc` })
    t.equal(res.statusCode, 200, `${prefix || '(none)'}: 200`)
    t.equal(res.body.openapi, '3.1.0')
    t.same(res.body.info, { title: 'Calendar Events API', version: '1.0.0', description: doc.info.description })
    t.same(res.body.servers, [{ url: `${SITE}${prefix}${BASE}/` }], `${prefix || '(none)'}: servers`)
    t.same(Object.keys(res.body.paths), Object.keys(doc.paths), `${prefix || '(none)'}: the same paths, not one set per prefix`)
  }
  t.same(Object.keys(doc.paths).sort(), [...SPEC_PATHS].sort(), 'exactly the paths of SPEC §6.2, relative to the server URL')
  for (const name of SPEC_COMPONENTS) t.ok(doc.components.schemas[name], `components.schemas.${name}`)
  t.match(doc.info.description, /\S/, 'info.description')
})

t.test('the Swagger UI page loads the same document, naming this server', async (t) => {
  const res = await req(app, { method: 'GET', url: '/doc/json' })
  t.equal(res.statusCode, 200)
  t.same(res.body.servers, [{ url: `${SITE}${BASE}/` }], '"Try it out" calls this service')
  t.same(res.body.paths, doc.paths)
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
          t.same(response.content, { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }, `${what} ${status}: an Error`)
          t.match(response.description, /`[a-z_-]+`/, `${what} ${status}: names its error codes`)
        }
        if (path !== '/doc') {
          t.match(JSON.stringify(op.responses[success[0]!].content), /"\$ref":"#\/components\/schemas\/\w+"/, `${what}: success body is a component`)
        }
        // Writes need a token; reads take one optionally (it widens what a caller may see, SPEC §2.3).
        const write = method !== 'GET'
        t.same(op.security, write ? [{ bearerAuth: [] }] : [{}, { bearerAuth: [] }], `${what}: security`)
      }
    }
  }
  t.same(doc.components.securitySchemes.bearerAuth, { type: 'http', scheme: 'bearer', description: doc.components.securitySchemes.bearerAuth.description }, 'the bearer scheme')
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
