// The routes of a post kind (events, venues, organizers): list, create, and read/update/trash by id and by slug
// (SPEC §1.3). Each kind's route file (./events.ts, ./venues.ts, ./organizers.ts) writes its URLs out and supplies
// its behaviour through a `PostKindApi`; the handlers and their documentation are written once, here.
import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { contextOf, type ServiceContext } from '../context.js'
import { invalidParams, paramProblems, type ErrorCode } from '../errors.js'
import { setPageHeaders } from '../lib/http/pagination.js'
import { slugLookups } from '../domain/text.js'
import { Flag, IdParams, LanguageParams, SlugParams } from '../schemas/common.js'
import { PasswordParams } from '../schemas/post.js'
import type { PostOperations } from '../services/post-operations.js'
import { mergeCodes, type ErrorCodes, type Method, type RouteTable } from './table.js'

export const ReadQuery = Type.Object({ ...PasswordParams, ...LanguageParams })
const WriteQuery = Type.Object({ ...LanguageParams }, { additionalProperties: true })
/** The query of a DELETE: `force`, the language, and what the kind adds (events: recurrence_scope). */
const deleteQuery = <D extends TProperties>(more: D) => Type.Object({
  force: Type.Optional(Flag({ description: '`true`: remove the record for good instead of moving it to the trash; the answer is then `{"deleted": true, "previous": <record>}`.', examples: [true] })),
  ...more,
  ...LanguageParams,
})

export interface PostKindApi<Item, L extends TSchema = TSchema, C extends TSchema = TSchema, U extends TSchema = TSchema, D extends TProperties = TProperties> {
  kind: 'event' | 'venue' | 'organizer'
  plural: 'events' | 'venues' | 'organizers'
  tag: string
  /** what /doc says of the kind: its list order, what its create does beyond storing the record, the path parameters
   *  of its examples (the id and slug the create example gives on an empty database) */
  docs: { order: string; create: string; id: number; idFrom: string; slug: string }
  schemas: { item: TSchema; list: TSchema; listQuery: L; create: C; update: U; deleteParams: D }
  /** the kind's own error codes, for /doc: an unknown or foreign id or slug, refused reads, failed writes */
  errors: { missing: ErrorCodes; refusedRead: ErrorCode[]; write: ErrorCode[] }
  /** one service function per operation, each answering the presented records (src/services/post-operations.ts) */
  ops: PostOperations<Item, Static<L>, Static<C>, Static<U>, Static<ReturnType<typeof deleteQuery<D>>>>
  /** another representation of the list and single reads, which the Accept header may ask for */
  alternate?: AlternateRepresentation<Static<L>>
}

/** Another representation of a kind's list and single reads (events: iCalendar, SPEC §9.2), answered by the JSON
 *  routes when the request's Accept header prefers it; the answers of both say `Vary: Accept`. */
export interface AlternateRepresentation<Q> {
  /** whether the request asks for this representation rather than JSON */
  wanted (request: FastifyRequest): boolean
  /** the list in this representation; the request is the list route's (query validated, schema errors attached) */
  list (request: FastifyRequest, reply: FastifyReply, query: Q): Promise<string | Buffer>
  /** record `id` in this representation; the request is the single read's (query and params validated) */
  single (request: FastifyRequest, reply: FastifyReply, id: number, query: Static<typeof ReadQuery>): Promise<string | Buffer>
  /** a `Link` header entry that points a JSON list answer at the same list in this representation */
  link (request: FastifyRequest, base: string): string
  /** what /doc adds to the descriptions of the list and single reads */
  docs: { list: string; single: string }
  /** query parameters this representation reads beyond the JSON route's (not unknown when it is wanted) */
  query: readonly string[]
}

/** The route option that keeps the alternate representation's own query parameters from being named unknown. */
const alternateQuery = (alternate: AlternateRepresentation<unknown> | undefined) =>
  alternate ? { queryAlso: (request: FastifyRequest) => alternate.wanted(request) ? alternate.query : [] } : {}

/**
 * SPEC §3.3: all parameter problems of a request are reported together. When the schema rejected some parameters,
 * the kind's own checks (does the author exist, is the image an image, …) still run on the others, and both sets of
 * problems make one rest_invalid_param.
 */
export async function throwWithDomainProblems<T> (request: FastifyRequest, sc: ServiceContext, check: (sc: ServiceContext, input: T) => Promise<unknown>, input: T): Promise<void> {
  const schemaError = request.validationError
  if (!schemaError) return
  const problems = paramProblems(schemaError)
  if (!problems) throw schemaError
  const { params, details } = problems
  // The parameters the schema accepted, each of its validated type. The ones it rejected are left out, required ones
  // included: the kinds' checks read every parameter as optional.
  const accepted = Object.fromEntries(typeof input === 'object' && input !== null ? Object.entries(input).filter(([k]) => !(k in params)) : []) as T
  try {
    await check(sc, accepted)
  } catch (err) {
    const more = paramProblems(err)
    if (!more) throw schemaError
    Object.assign(params, more.params, params)
    Object.assign(details, more.details, details)
  }
  throw invalidParams(params, details)
}

/** Adds `name` to the answer's `Vary` header, keeping what is there (CORS's `Origin`). */
function addVary (reply: FastifyReply, name: string): void {
  const current = reply.getHeader('Vary')
  const names = (current === undefined ? [] : String(current).split(',')).map((s) => s.trim()).filter(Boolean)
  if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) reply.header('Vary', [...names, name].join(', '))
}

const LIST_METHODS: [Method] = ['GET']
/** What a kind's list route is: a GET of its collection that anonymous answers may replay from the response cache. */
export const listRoute = (collection: string) => ({ url: collection, methods: LIST_METHODS, cacheable: true })

/** How every write may send its parameters, for /doc. */
export const WRITE_FORMS = 'The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, ' +
  '`venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.'
/** An update route answers POST, PUT and PATCH alike; /doc shows the PATCH operation only (src/plugins/external/swagger.ts). */
export const METHOD_ALIASES = 'POST and PUT on this path do exactly the same as PATCH (they are documented once, here).'

/** Writes: permission after validation (SPEC §2.4); anonymous 401, others 403. */
const writeErrors = (more: ErrorCodes): ErrorCodes => mergeCodes({ 400: ['rest_invalid_param'], 401: ['rest_forbidden'], 403: ['rest_forbidden'] }, more)
const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
/** Success bodies by reference, so /doc shows them as the components Event, EventList, … rather than inline. */
const ref = (schema: TSchema, description: string) => Type.Ref(schema.$id!, { description })

export interface PostUrls {
  /** e.g. `/events` */
  collection: string
  /** e.g. `/events/:id` */
  byId: string
  /** e.g. `/events/by-slug/:slug` */
  bySlug: string
}

export function postRoutes<Row, L extends TSchema, C extends TSchema, U extends TSchema> (table: RouteTable, api: PostKindApi<Row, L, C, U>, urls: PostUrls): void {
  const { plural, schemas, tag, kind } = api
  const Kind = capitalized(kind)

  table.add({
    ...listRoute(urls.collection),
    schema: {
      tags: [tag],
      summary: `List ${plural}`,
      description: `One page of the ${plural} the caller may read (without a token: the published ones), ${api.docs.order}. ` +
        'Filters combine with AND, the values of one list filter with OR; a filter naming a record that does not exist is refused (400). ' +
        'The totals are in `total` and `total_pages` and in the headers `X-Calendar-Total` and `X-Calendar-TotalPages`; ' +
        '`next_rest_url` and `previous_rest_url` (and the `Link` header) address the neighbouring pages. A page past the last answers 404.' +
        (api.alternate ? ` ${api.alternate.docs.list}` : ''),
      operationId: `list${capitalized(plural)}`,
      querystring: schemas.listQuery,
      response: { 200: ref(schemas.list, `One page of ${plural}: the records, then \`rest_url\`, the neighbouring pages' URLs when there are any, \`total\` and \`total_pages\``) },
    },
    errors: { 400: ['rest_invalid_param'], 404: [`${kind}-archive-page-not-found`] },
    attachValidation: true,
    ...alternateQuery(api.alternate),
    handler: async (request, reply) => {
      if (api.alternate) {
        addVary(reply, 'Accept')
        if (api.alternate.wanted(request)) return api.alternate.list(request, reply, request.query)
      }
      const sc = contextOf(request)
      // Filters the schema accepted are still checked (unknown terms, venues…), so one 400 names them all.
      await throwWithDomainProblems(request, sc, api.ops.checkList, request.query)
      const { items, links, clock } = await api.ops.list(sc, request.query, `${sc.base}${urls.collection}`)
      request.usesClock(clock)
      setPageHeaders(reply, links)
      if (api.alternate) {
        const link = reply.getHeader('Link')
        reply.header('Link', [...(link === undefined ? [] : [String(link)]), api.alternate.link(request, sc.base)].join(', '))
      }
      return { [plural]: items, ...links }
    },
  })

  table.add({
    url: urls.collection,
    methods: ['POST'],
    schema: {
      tags: [tag],
      summary: `Create ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`,
      description: `${api.docs.create} A contributor's ${kind} is stored as \`draft\` (or \`pending\` when it asks for \`publish\`). ` + WRITE_FORMS,
      operationId: `create${Kind}`,
      querystring: WriteQuery,
      body: schemas.create,
      response: { 201: ref(schemas.item, `The created ${kind}`) },
      security: [{ bearerAuth: [] }],
    },
    errors: writeErrors({ 400: ['rest_missing_callback_param', ...api.errors.write] }),
    attachValidation: true,
    handler: async (request, reply) => {
      const sc = contextOf(request)
      await throwWithDomainProblems(request, sc, api.ops.check, request.body)
      return reply.code(201).send(await api.ops.create(sc, request.body))
    },
  })

  const a = /^[aeiou]/.test(kind) ? 'an' : 'a'
  const idParams = IdParams(`${a} ${kind} (or of a record of another kind: 400)`, api.docs.id,
    `Take it from the answer of POST ${urls.collection} or GET ${urls.collection}; the example, ${api.docs.id}, is ${api.docs.idFrom}.`)
  singleRecordRoutes(table, api, urls.byId, { params: idParams, id: async (_sc, params) => params.id, by: '', what: 'by id', missing: api.errors.missing })
  // by-slug resolves the slug first; an unknown slug is a parameter error (SPEC §4.1).
  singleRecordRoutes(table, api, urls.bySlug, { params: SlugParams(`${a} ${kind}`, api.docs.slug), id: (sc, params) => api.ops.idBySlug(sc, slugLookups(params.slug)), by: 'BySlug', what: 'by slug', missing: { 400: ['rest_invalid_param'] } })
}

interface Addressing<P extends TSchema> {
  params: P
  /** the record id the path parameters name */
  id (sc: ServiceContext, params: Static<P>): Promise<number>
  /** operationId suffix and summary words of this addressing form */
  by: string
  what: string
  /** codes of an id or slug that names no record of the kind */
  missing: ErrorCodes
}

function singleRecordRoutes<Row, P extends TSchema, U extends TSchema> (table: RouteTable, api: PostKindApi<Row, TSchema, TSchema, U>, url: string, form: Addressing<P>): void {
  const { kind, tag, schemas } = api
  const Kind = capitalized(kind)
  const { params, by, what, missing } = form
  table.add({
    url,
    methods: ['GET'],
    cacheable: true,
    schema: {
      tags: [tag],
      summary: `Read one ${kind} ${what}`,
      description: `The ${kind}${what === 'by slug' ? ' whose slug (in the request\'s language) is given' : ''}, with \`json_ld\`. ` +
        `Without a token only a published ${kind} is readable; others answer 403. ` +
        (kind === 'event'
          ? 'A password-protected event answers 403 `event-password-protected` unless `password` is right (or `context=edit` and the caller may edit it); a trashed one answers 403 `event-no-longer-available`.'
          : `A password-protected ${kind} is answered with its protected fields blanked unless \`password\` is right (or \`context=edit\` and the caller may edit it).`) +
        (api.alternate ? ` ${api.alternate.docs.single}` : ''),
      operationId: `get${Kind}${by}`,
      params,
      querystring: ReadQuery,
      response: { 200: ref(schemas.item, `The ${kind}`) },
    },
    errors: mergeCodes({ 400: ['rest_invalid_param'], 403: api.errors.refusedRead }, missing),
    ...alternateQuery(api.alternate),
    handler: async (request, reply) => {
      const sc = contextOf(request)
      const id = await form.id(sc, request.params)
      if (api.alternate) {
        addVary(reply, 'Accept')
        if (api.alternate.wanted(request)) return api.alternate.single(request, reply, id, request.query)
      }
      return api.ops.read(sc, id, request.query)
    },
  })
  table.add({
    url,
    methods: ['DELETE'],
    schema: {
      tags: [tag],
      summary: `Trash one ${kind} ${what}, or delete it with force=true`,
      description: `Moves the ${kind} to the trash: it answers the ${kind} with \`status: trash\` and its slug ends in \`__trashed\`, which frees the slug` +
        `${kind === 'event' ? '' : `; the ${kind} is unlinked from every event`}.${what === 'by slug' ? '' : ' A second DELETE answers 410.'} With \`force=true\` the ${kind} is removed for good ` +
        'and the answer is `{"deleted": true, "previous": <record>}`. DELETE has no body; executing the example ' +
        (what === 'by slug'
          ? `trashes the ${kind} with the example slug, and a second execution answers 400 (the slug names no ${kind} any more) until the POST /${api.plural} example creates one again.`
          : `trashes ${kind} ${api.docs.id}, and a second execution answers 410 (an update with a \`status\` other than \`trash\` restores it).`),
      operationId: `trash${Kind}${by}`,
      params,
      querystring: deleteQuery(api.schemas.deleteParams),
      response: {
        // The closed object first: the serializer takes the first branch an answer fits, and it writes objects with
        // their `required` left out (plugins/app/validation.ts), so the record's branch would fit either answer.
        200: Type.Union([
          Type.Object({ deleted: Type.Literal(true), previous: Type.Ref(schemas.item.$id!) }, { additionalProperties: false, description: `force=true: the ${kind} as it was before it was deleted` }),
          ref(schemas.item, `The ${kind}, now in the trash`),
        ]),
      },
      security: [{ bearerAuth: [] }],
    },
    errors: writeErrors(mergeCodes(missing, { 410: [`${kind}-is-in-trash`], 500: [`could-not-delete-${kind}`] })),
    handler: async (request) => {
      const sc = contextOf(request)
      return api.ops.trash(sc, await form.id(sc, request.params), request.query.force === true, request.query)
    },
  })
  table.add({
    url,
    attachValidation: true,
    methods: ['POST', 'PUT', 'PATCH'],
    schema: {
      tags: [tag],
      summary: `Update one ${kind} ${what} (partial)`,
      description: 'Changes the fields sent and keeps the others (a field sent as `null` counts as not sent); `""` clears a text field' +
        `${kind === 'event' ? ', and `""` or `[]` clears `image`, `venue`, `organizer`, `categories`, `tags` and `cost`' : ''}. ` +
        `Nothing is required. An update without \`status\` keeps the stored status. ${METHOD_ALIASES} ` +
        'The example can be executed any number of times. ' + WRITE_FORMS,
      operationId: `update${Kind}${by}`,
      params,
      querystring: WriteQuery,
      body: schemas.update,
      response: { 200: ref(schemas.item, `The updated ${kind}`) },
      security: [{ bearerAuth: [] }],
    },
    errors: writeErrors(mergeCodes(missing, { 400: api.errors.write })),
    handler: async (request) => {
      const sc = contextOf(request)
      await throwWithDomainProblems(request, sc, api.ops.check, request.body)
      return api.ops.update(sc, await form.id(sc, request.params), request.body)
    },
  })
}
