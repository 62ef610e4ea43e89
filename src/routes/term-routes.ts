// The routes of a term kind (categories, tags; SPEC §1.3, §4.4, §5.3): list, create, and read/update/delete by id (no
// by-slug). Each kind's route file (./categories.ts, ./tags.ts) writes its URLs out.
import { Type } from '@sinclair/typebox'
import { contextOf } from '../context.js'
import { setPageHeaders } from '../lib/http/pagination.js'
import { IdParams, LanguageParams } from '../schemas/common.js'
import { TermListQuery, termBodies } from '../schemas/term.js'
import type { ErrorCode } from '../errors.js'
import { termOperations } from '../services/term-operations.js'
import type { TermKind } from '../services/terms.js'
import { METHOD_ALIASES, WRITE_FORMS, listRoute } from './post-routes.js'
import type { ErrorCodes, RouteTable } from './table.js'

export interface TermUrls {
  /** e.g. `/categories` */
  collection: string
  /** e.g. `/categories/:id` */
  byId: string
}

export function termRoutes (table: RouteTable, kind: TermKind, urls: TermUrls): void {
  const plural = kind === 'category' ? 'categories' : 'tags'
  const tag = kind === 'category' ? 'Categories' : 'Tags'
  const bodies = termBodies(kind)
  const item = (description: string) => Type.Ref('Term', { description })
  const list = Type.Ref(kind === 'category' ? 'CategoryList' : 'TagList', { description: `One page of ${plural}: \`rest_url\`, \`total\`, \`total_pages\`, the ${plural}, then the neighbouring pages' URLs when there are any` })
  // The id examples name the terms the POST /events example creates on an empty database (`Jazz` 1, `Outdoor` 2).
  const idParams = IdParams(`a ${kind} (of the other term kind, or none: 400)`, kind === 'category' ? 1 : 2,
    `Take it from the answer of POST ${urls.collection} or GET ${urls.collection}; the example, ${kind === 'category' ? '1, is the category `Jazz`' : '2, is the tag `Outdoor`'} ` +
    'that the POST /events example creates on an empty database.')
  const who = kind === 'category' ? 'authors, editors and administrators' : 'editors and administrators'
  const unique = `A name taken by another ${kind}${kind === 'category' ? ' under the same parent' : ''} in the same language is refused (400 \`term_exists\`).`
  const Query = Type.Object({ ...LanguageParams })
  const WriteQuery = Type.Object({ ...LanguageParams }, { additionalProperties: true })
  const security = [{ bearerAuth: [] }]
  const Kind = kind === 'category' ? 'Category' : 'Tag'
  const Plural = kind === 'category' ? 'Categories' : 'Tags'
  // Term ids are validated before permission (SPEC §2.4, §4.4): an unknown id is a 400 for everyone.
  const manage: ErrorCodes = { 400: ['rest_invalid_param'], 401: ['rest_forbidden'], 403: ['rest_forbidden'] }
  const write: ErrorCode[] = [...(kind === 'tag' ? ['rest_taxonomy_not_hierarchical' as const] : []), 'term_exists', 'duplicate_term_slug']
  const ops = termOperations(kind)

  table.add({
    ...listRoute(urls.collection),
    schema: {
      tags: [tag],
      summary: `List ${plural}`,
      description: `One page of the ${plural} of the request's language, by name unless \`orderby\` says otherwise. ${Plural} that no published ` +
        'event carries are left out unless `hide_empty=false`. A page past the last answers 200 with an empty list. No token needed.',
      operationId: `list${Plural}`,
      querystring: TermListQuery,
      response: { 200: list },
    },
    handler: async (request, reply) => {
      const sc = contextOf(request)
      const { items, links } = await ops.list(sc, request.query, `${sc.base}${urls.collection}`)
      setPageHeaders(reply, links)
      const { rest_url: restUrl, total, total_pages: totalPages, ...nav } = links
      return { rest_url: restUrl, total, total_pages: totalPages, [plural]: items, ...nav }
    },
  })
  table.add({
    url: urls.collection,
    methods: ['POST'],
    schema: {
      tags: [tag],
      summary: `Create a ${kind}`,
      description: `Creates a ${kind} in the request's language and answers 201 with it; for ${who}. Required: \`name\` (at most 200 characters). ` +
        `${unique} A taken slug, sent or made from the name, gets \`-2\`, \`-3\`, …. The example's name ends with the time the document ` +
        `was served, so that it creates a new ${kind} again after the page is reloaded (executing it twice on one page answers 400 \`term_exists\`). ` + WRITE_FORMS,
      operationId: `create${Kind}`,
      querystring: WriteQuery,
      body: bodies.create,
      response: { 201: item(`The created ${kind}`) },
      security,
    },
    errors: { ...manage, 400: ['rest_missing_callback_param', 'rest_invalid_param', ...write] },
    handler: async (request, reply) => {
      const sc = contextOf(request)
      const term = await ops.create(sc, request.body)
      reply.header('Location', `${sc.base}${urls.collection}/${term.id}`)
      return reply.code(201).send(term)
    },
  })
  table.add({
    url: urls.byId,
    methods: ['GET'],
    cacheable: true,
    schema: {
      tags: [tag],
      summary: `Read one ${kind}`,
      description: `The ${kind}, whatever its language. No token needed.`,
      operationId: `get${Kind}`,
      params: idParams,
      querystring: Query,
      response: { 200: item(`The ${kind}`) },
    },
    handler: async (request) => {
      return ops.read(contextOf(request), request.params.id)
    },
  })
  table.add({
    url: urls.byId,
    methods: ['DELETE'],
    schema: {
      tags: [tag],
      summary: `Delete one ${kind} (permanently)`,
      description: `Deletes the ${kind} for good (there is no trash for terms) and answers it as it was; it is removed from every event` +
        `${kind === 'category' ? ', and its child categories move up to its parent' : ''}. For ${who}. DELETE has no body; executing the example ` +
        `deletes ${kind === 'category' ? 'category 1' : 'tag 2'}, and a second execution answers 400 (the id names no ${kind} any more).`,
      operationId: `delete${Kind}`,
      params: idParams,
      querystring: Query,
      response: { 200: item(`The ${kind} as it was before the deletion`) },
      security,
    },
    errors: manage,
    handler: async (request) => {
      return ops.remove(contextOf(request), request.params.id)
    },
  })
  table.add({
    url: urls.byId,
    methods: ['POST', 'PUT', 'PATCH'],
    schema: {
      tags: [tag],
      summary: `Update one ${kind} (partial)`,
      description: `Changes the fields sent and keeps the others; for ${who}. Nothing is required. ${unique} A slug taken by another ${kind} ` +
        `is refused (400 \`duplicate_term_slug\`)${kind === 'category' ? '; a `parent` that is the category itself or one of its descendants is refused (400)' : ''}. ` +
        `${METHOD_ALIASES} The example can be executed any number of times. ` + WRITE_FORMS,
      operationId: `update${Kind}`,
      params: idParams,
      querystring: WriteQuery,
      body: bodies.update,
      response: { 200: item(`The updated ${kind}`) },
      security,
    },
    errors: { ...manage, 400: ['rest_invalid_param', ...write] },
    handler: async (request) => {
      return ops.update(contextOf(request), request.params.id, request.body)
    },
  })
}
