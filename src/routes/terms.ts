// Routes of categories and tags (SPEC §1.3, §4.4, §5.3): list, create, and read/update/delete by id (no by-slug).
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Term } from '../generated/prisma/client.js'
import { MAX_PER_PAGE, pageLinks, setPageHeaders } from '../lib/pagination.js'
import { presentTerm } from '../presenters/term.js'
import { IdParams, LanguageParams } from '../schemas/common.js'
import { TermListQuery, termBodies } from '../schemas/term.js'
import type { ServiceContext } from '../services/context.js'
import { presentContext } from '../services/present.js'
import { deleteTerm, listTerms, loadTerm, writeTerm, type TermKind, type TermListQuery as Query, type TermWrite } from '../services/terms.js'
import type { ErrorCodes, RouteTable } from './registry.js'
import { serviceContext } from './service-context.js'

async function present (sc: ServiceContext, terms: Term[]) {
  const pc = await presentContext(sc, { term: terms })
  return terms.map((t) => presentTerm(pc, t))
}

export function registerTermRoutes (table: RouteTable, kind: TermKind): void {
  const plural = kind === 'category' ? 'categories' : 'tags'
  const tag = kind === 'category' ? 'Categories' : 'Tags'
  const collection = `/${plural}`
  const bodies = termBodies(kind)
  const item = (description: string) => Type.Ref('Term', { description })
  const list = Type.Ref(kind === 'category' ? 'CategoryList' : 'TagList', { description: `One page of ${plural} (SPEC §3.4)` })
  const Query = Type.Object({ ...LanguageParams })
  const WriteQuery = Type.Object({ ...LanguageParams }, { additionalProperties: true })
  const id = (request: FastifyRequest) => Number((request.params as { id: number }).id)
  const security = [{ bearerAuth: [] }]
  const Kind = kind === 'category' ? 'Category' : 'Tag'
  const Plural = kind === 'category' ? 'Categories' : 'Tags'
  // Term ids are validated before permission (SPEC §2.4, §4.4): an unknown id is a 400 for everyone.
  const manage: ErrorCodes = { 400: ['rest_invalid_param'], 401: ['rest_forbidden'], 403: ['rest_forbidden'] }
  const write = [...(kind === 'tag' ? ['rest_taxonomy_not_hierarchical'] : []), 'term_exists', 'duplicate_term_slug']

  table.add({
    path: collection,
    methods: ['GET'],
    cacheable: true,
    schema: { tags: [tag], summary: `List ${plural}`, operationId: `list${Plural}`, querystring: TermListQuery, response: { 200: list } },
    handler: async (request, reply) => {
      const sc = serviceContext(request)
      const result = await listTerms(sc, kind, request.query as Query, MAX_PER_PAGE)
      // Past the last page: 200 with an empty list (SPEC §3.4); `previous_rest_url` whenever N > 1.
      const links = pageLinks(`${sc.req.base}${collection}`, result, false)
      setPageHeaders(reply, links)
      const { rest_url: restUrl, total, total_pages: totalPages, ...nav } = links
      return { rest_url: restUrl, total, total_pages: totalPages, [plural]: await present(sc, result.rows), ...nav }
    },
  })
  table.add({
    path: collection,
    methods: ['POST'],
    schema: { tags: [tag], summary: `Create a ${kind}`, operationId: `create${Kind}`, querystring: WriteQuery, body: bodies.create, response: { 201: item(`The created ${kind}`) }, security },
    errors: { ...manage, 400: ['rest_missing_callback_param', 'rest_invalid_param', ...write] },
    handler: async (request, reply: FastifyReply) => {
      const sc = serviceContext(request)
      const term = await writeTerm(sc, kind, request.body as TermWrite)
      reply.header('Location', `${sc.req.base}${collection}/${term.id}`)
      return reply.code(201).send((await present(sc, [term]))[0])
    },
  })
  const path = `${collection}/:id`
  const fastifyPath = `${collection}/:id(^\\d+)`
  table.add({
    path,
    fastifyPath,
    methods: ['GET'],
    cacheable: true,
    schema: { tags: [tag], summary: `Read one ${kind}`, operationId: `get${Kind}`, params: IdParams, querystring: Query, response: { 200: item(`The ${kind}`) } },
    handler: async (request) => {
      const sc = serviceContext(request)
      return (await present(sc, [await loadTerm(sc, kind, id(request))]))[0]
    },
  })
  table.add({
    path,
    fastifyPath,
    methods: ['DELETE'],
    schema: { tags: [tag], summary: `Delete one ${kind} (permanently)`, operationId: `delete${Kind}`, params: IdParams, querystring: Query, response: { 200: item(`The ${kind} as it was before the deletion`) }, security },
    errors: manage,
    handler: async (request) => {
      const sc = serviceContext(request)
      return (await present(sc, [await deleteTerm(sc, kind, id(request))]))[0]
    },
  })
  table.add({
    path,
    fastifyPath,
    methods: ['POST', 'PUT', 'PATCH'],
    schema: { tags: [tag], summary: `Update one ${kind} (partial)`, operationId: `update${Kind}`, params: IdParams, querystring: WriteQuery, body: bodies.update, response: { 200: item(`The updated ${kind}`) }, security },
    errors: { ...manage, 400: ['rest_invalid_param', ...write] },
    handler: async (request) => {
      const sc = serviceContext(request)
      return (await present(sc, [await writeTerm(sc, kind, request.body as TermWrite, id(request))]))[0]
    },
  })
}
