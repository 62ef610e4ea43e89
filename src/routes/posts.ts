// Routes of one post kind (events; venues and organizers use the same function): list, create, and
// read/update/trash by id and by slug (SPEC §1.3). Per-kind behaviour comes in through `PostKindApi`.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type, type TSchema } from '@sinclair/typebox'
import { ApiError, invalidParams, type ErrorDetail } from '../errors.js'
import { pageLinks, setPageHeaders, type ListResult } from '../lib/pagination.js'
import { IdParams, LanguageParams, PasswordParams, SlugParams } from '../schemas/common.js'
import type { ServiceContext } from '../services/context.js'
import { normalizeSlugSegment } from '../lib/text.js'
import { mergeCodes, type ErrorCodes, type RouteTable } from './registry.js'
import { serviceContext } from './service-context.js'
import type { PostRow, PostService } from '../services/post-service.js'

type Json = Record<string, unknown>

export interface PostKindApi<Row> {
  kind: 'event' | 'venue' | 'organizer'
  plural: 'events' | 'venues' | 'organizers'
  tag: string
  schemas: { item: TSchema; list: TSchema; listQuery: TSchema; create: TSchema; update: TSchema }
  /** the kind's own error codes, for /doc: an unknown or foreign id or slug, refused reads, failed writes */
  errors: { missing: ErrorCodes; refusedRead: string[]; write: string[] }
  list (sc: ServiceContext, q: Json): Promise<ListResult<Row>>
  /** list parameter checks without running the list, where the kind has them apart (defaults to `list`) */
  checkList? (sc: ServiceContext, q: Json): Promise<unknown>
  read (sc: ServiceContext, id: number, q: Json): Promise<Row>
  create (sc: ServiceContext, body: Json): Promise<Row>
  update (sc: ServiceContext, id: number, body: Json): Promise<Row>
  trash (sc: ServiceContext, id: number): Promise<Row>
  idBySlug (sc: ServiceContext, slug: string): Promise<number>
  /** parameter checks only (no stored record needed, no side effects) */
  check (sc: ServiceContext, body: Json): Promise<unknown>
  /** Presents rows; `single` adds json_ld, `unblanked` skips password blanking (write responses). */
  present (sc: ServiceContext, rows: Row[], opts: { single: boolean; unblanked: boolean; query: Json }): Promise<Json[]>
}

/** The single-record methods of a PostKindApi that delegate to the kind's PostService. */
export function serviceMethods<Row extends PostRow> (service: PostService<Row>): Pick<PostKindApi<Row>, 'read' | 'create' | 'update' | 'trash' | 'idBySlug' | 'check'> {
  return {
    read: (sc, id, q) => service.read(sc, id, q),
    create: (sc, body) => service.create(sc, body),
    update: (sc, id, body) => service.update(sc, id, body),
    trash: (sc, id) => service.trash(sc, id),
    idBySlug: (sc, slug) => service.idBySlug(sc, slug),
    check: (sc, body) => service.rules.prepare(sc, body, { update: true }),
  }
}

/**
 * SPEC §3.3: all parameter problems of a request are reported together. When the schema rejected some write
 * parameters, the kind's own checks (does the author exist, is the image an image, …) still run on the others,
 * and both sets of problems make one rest_invalid_param.
 */
async function throwWithDomainProblems (request: FastifyRequest, sc: ServiceContext, check: (sc: ServiceContext, input: Json) => Promise<unknown>, source: 'body' | 'query' = 'body'): Promise<void> {
  const schemaError = request.validationError
  if (!schemaError) return
  if (!(schemaError instanceof ApiError) || schemaError.code !== 'rest_invalid_param') throw schemaError
  const params = { ...(schemaError.data.params as Record<string, string>) }
  const details = { ...(schemaError.data.details as Record<string, ErrorDetail>) }
  const rest = Object.fromEntries(Object.entries((request[source] ?? {}) as Json).filter(([k]) => !(k in params)))
  try {
    await check(sc, rest)
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'rest_invalid_param') throw schemaError
    Object.assign(params, err.data.params, params)
    Object.assign(details, err.data.details, details)
  }
  throw invalidParams(params, details)
}

export function registerPostRoutes<Row> (table: RouteTable, api: PostKindApi<Row>): void {
  const { plural, schemas, tag, kind } = api
  // Success bodies by reference, so /doc shows them as the components Event, EventList, … rather than inline.
  const item = (description: string) => Type.Ref(schemas.item.$id!, { description })
  const Kind = kind[0].toUpperCase() + kind.slice(1)
  const Plural = plural[0].toUpperCase() + plural.slice(1)
  // Writes: permission after validation (SPEC §2.4); anonymous 401, others 403.
  const writeErrors = (more: ErrorCodes): ErrorCodes => mergeCodes({ 400: ['rest_invalid_param'], 401: ['rest_forbidden'], 403: ['rest_forbidden'] }, more)
  const collection = `/${plural}`
  const single = { id: `${collection}/:id`, slug: `${collection}/by-slug/:slug` }
  const ReadQuery = Type.Object({ ...PasswordParams, ...LanguageParams })
  const WriteQuery = Type.Object({ ...LanguageParams }, { additionalProperties: true })
  const DeleteQuery = Type.Object({ ...LanguageParams })

  table.add({
    path: collection,
    methods: ['GET'],
    cacheable: true,
    schema: { tags: [tag], summary: `List ${plural}`, operationId: `list${Plural}`, querystring: schemas.listQuery, response: { 200: Type.Ref(schemas.list.$id!, { description: `One page of ${plural} (SPEC §3.4)` }) } },
    errors: { 400: ['rest_invalid_param'], 404: [`${kind}-archive-page-not-found`] },
    attachValidation: true,
    handler: async (request, reply) => {
      const sc = serviceContext(request)
      // Filters the schema accepted are still checked (unknown terms, venues…), so one 400 names them all.
      await throwWithDomainProblems(request, sc, api.checkList ?? api.list, 'query')
      const q = request.query as Json
      const result = await api.list(sc, q)
      if (result.page > 1 && result.rows.length === 0) {
        throw new ApiError(`${api.kind}-archive-page-not-found`, 404, 'The requested page was not found.')
      }
      const links = pageLinks(`${sc.req.base}${collection}`, result, true)
      setPageHeaders(reply, links)
      const items = await api.present(sc, result.rows, { single: false, unblanked: false, query: q })
      return { [plural]: items, ...links }
    },
  })

  table.add({
    path: collection,
    methods: ['POST'],
    schema: { tags: [tag], summary: `Create ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`, operationId: `create${Kind}`, querystring: WriteQuery, body: schemas.create, response: { 201: item(`The created ${kind}`) }, security: [{ bearerAuth: [] }] },
    errors: writeErrors({ 400: ['rest_missing_callback_param', ...api.errors.write] }),
    attachValidation: true,
    handler: async (request, reply) => {
      const sc = serviceContext(request)
      await throwWithDomainProblems(request, sc, api.check)
      const row = await api.create(sc, request.body as Json)
      const [item] = await api.present(sc, [row], { single: false, unblanked: true, query: {} })
      return reply.code(201).send(item)
    },
  })

  // One set of handlers for both addressing forms: by-slug resolves the slug first (SPEC §4.1).
  const idOf = async (request: FastifyRequest, sc: ServiceContext): Promise<number> => {
    const params = request.params as { id?: number; slug?: string }
    return params.slug !== undefined ? api.idBySlug(sc, normalizeSlugSegment(params.slug)) : Number(params.id)
  }
  const read = async (request: FastifyRequest) => {
    const sc = serviceContext(request)
    const q = request.query as Json
    const row = await api.read(sc, await idOf(request, sc), q)
    const [item] = await api.present(sc, [row], { single: true, unblanked: false, query: q })
    return item
  }
  const update = async (request: FastifyRequest) => {
    const sc = serviceContext(request)
    await throwWithDomainProblems(request, sc, api.check)
    const row = await api.update(sc, await idOf(request, sc), request.body as Json)
    const [item] = await api.present(sc, [row], { single: false, unblanked: true, query: {} })
    return item
  }
  const trash = async (request: FastifyRequest, reply: FastifyReply) => {
    const sc = serviceContext(request)
    const row = await api.trash(sc, await idOf(request, sc))
    const [item] = await api.present(sc, [row], { single: false, unblanked: true, query: {} })
    return reply.send(item)
  }

  for (const [form, path] of Object.entries(single)) {
    const params = form === 'id' ? IdParams : SlugParams
    const fastifyPath = form === 'id' ? `${collection}/:id(^\\d+)` : undefined
    const what = form === 'id' ? 'by id' : 'by slug'
    const by = form === 'id' ? '' : 'BySlug'
    // by-slug: an unknown slug is a parameter error (SPEC §4.1), and a known one names a record of this kind.
    const missing: ErrorCodes = form === 'slug' ? { 400: ['rest_invalid_param'] } : api.errors.missing
    table.add({
      path,
      fastifyPath,
      methods: ['GET'],
      handler: read,
      cacheable: true,
      schema: { tags: [tag], summary: `Read one ${api.kind} ${what}`, operationId: `get${Kind}${by}`, params, querystring: ReadQuery, response: { 200: item(`The ${kind}`) } },
      errors: mergeCodes({ 400: ['rest_invalid_param'], 403: api.errors.refusedRead }, missing),
    })
    table.add({
      path,
      fastifyPath,
      methods: ['DELETE'],
      handler: trash,
      schema: { tags: [tag], summary: `Trash one ${api.kind} ${what}`, operationId: `trash${Kind}${by}`, params, querystring: DeleteQuery, response: { 200: item(`The ${kind}, now in the trash`) }, security: [{ bearerAuth: [] }] },
      errors: writeErrors(mergeCodes(missing, { 410: [`${kind}-is-in-trash`], 500: [`could-not-delete-${kind}`] })),
    })
    table.add({
      path,
      fastifyPath,
      attachValidation: true,
      methods: ['POST', 'PUT', 'PATCH'],
      handler: update,
      schema: { tags: [tag], summary: `Update one ${api.kind} ${what} (partial)`, operationId: `update${Kind}${by}`, params, querystring: WriteQuery, body: schemas.update, response: { 200: item(`The updated ${kind}`) }, security: [{ bearerAuth: [] }] },
      errors: writeErrors(mergeCodes(missing, { 400: api.errors.write })),
    })
  }
}
