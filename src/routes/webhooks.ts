// Webhooks (SPEC §9.4): administrators register endpoints that receive every change, signed (Standard Webhooks).
import { Type } from '@sinclair/typebox'
import { contextOf } from '../context.js'
import { IdParams } from '../schemas/common.js'
import { DeliveriesQuery, WebhookCreateBody, WebhookQuery, WebhookUpdateBody } from '../schemas/webhook.js'
import { createWebhook, deleteWebhook, listWebhooks, readWebhook, updateWebhook, webhookDeliveries } from '../services/webhooks.js'
import { METHOD_ALIASES } from './post-routes.js'
import type { ErrorCodes, RouteTable } from './table.js'

const item = (description: string) => Type.Ref('Webhook', { description })
const adminOnly: ErrorCodes = { 401: ['rest_forbidden'], 403: ['rest_forbidden'] }
const one: ErrorCodes = { ...adminOnly, 400: ['rest_invalid_param'], 404: ['webhook-not-found'] }
const security = [{ bearerAuth: [] }]
const ADMIN = 'Administrators only (others: 401 without a token, 403 with one).'
const params = IdParams('a webhook', 1, 'Take it from the answer of POST /webhooks; the example, 1, is the first webhook registered.')

export function webhookRoutes (table: RouteTable): void {
  table.add({
    url: '/webhooks',
    methods: ['GET'],
    schema: { tags: ['Webhooks'], summary: 'List webhooks', description: `The registered endpoints, without their secrets. ${ADMIN}`, operationId: 'listWebhooks', querystring: WebhookQuery, response: { 200: Type.Array(item('An endpoint'), { description: 'Every endpoint, oldest first' }) }, security },
    errors: adminOnly,
    handler: async (request) => listWebhooks(contextOf(request)),
  })
  table.add({
    url: '/webhooks',
    methods: ['POST'],
    schema: {
      tags: ['Webhooks'],
      summary: 'Register a webhook',
      description: 'Registers an endpoint that receives each change written from now on as a POST of `{"type":"event.updated","timestamp":…,"data":{"id","kind","action","object"}}` ' +
        '(`object`: the record as an anonymous caller reads it, or null), signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature` with the `secret` of this answer, shown only once). ' +
        'Deliveries are in commit order, at least once; a non-2xx answer or none within 10 s is retried with growing delays, and after 24 hours of failures the endpoint is disabled. ' +
        `Addresses that are not public are refused, on the address connected to, unless WEBHOOK_ALLOW_PRIVATE=true; redirects are not followed. ${ADMIN}`,
      operationId: 'createWebhook',
      querystring: WebhookQuery,
      body: WebhookCreateBody,
      response: { 201: item('The endpoint, with its signing secret (shown this once)') },
      security,
    },
    errors: { ...adminOnly, 400: ['rest_invalid_param'] },
    handler: async (request, reply) => reply.code(201).send(await createWebhook(contextOf(request), request.body)),
  })
  table.add({
    url: '/webhooks/:id',
    methods: ['GET'],
    schema: { tags: ['Webhooks'], summary: 'Read one webhook', description: `The endpoint, without its secret. ${ADMIN}`, operationId: 'getWebhook', params, querystring: WebhookQuery, response: { 200: item('The endpoint') }, security },
    errors: one,
    handler: async (request) => readWebhook(contextOf(request), request.params.id),
  })
  table.add({
    url: '/webhooks/:id',
    methods: ['POST', 'PUT', 'PATCH'],
    schema: { tags: ['Webhooks'], summary: 'Update one webhook', description: `Changes the fields sent; \`enabled: true\` resumes a disabled endpoint from the first change not delivered. ${METHOD_ALIASES} ${ADMIN}`, operationId: 'updateWebhook', params, querystring: WebhookQuery, body: WebhookUpdateBody, response: { 200: item('The endpoint') }, security },
    errors: one,
    handler: async (request) => updateWebhook(contextOf(request), request.params.id, request.body),
  })
  table.add({
    url: '/webhooks/:id',
    methods: ['DELETE'],
    schema: {
      tags: ['Webhooks'],
      summary: 'Delete one webhook',
      description: `Removes the endpoint and its delivery log; nothing more is sent to it. ${ADMIN}`,
      operationId: 'deleteWebhook',
      params,
      querystring: WebhookQuery,
      response: { 200: Type.Object({ deleted: Type.Literal(true), previous: item('The endpoint as it was') }) },
      security,
    },
    errors: one,
    handler: async (request) => deleteWebhook(contextOf(request), request.params.id),
  })
  table.add({
    url: '/webhooks/:id/deliveries',
    methods: ['GET'],
    schema: {
      tags: ['Webhooks'],
      summary: 'The delivery log of one webhook',
      description: `Every attempt to deliver a change to the endpoint, newest first: its status or error and how long it took. The log keeps CHANGES_RETENTION_DAYS (30) days, as the change log does. ${ADMIN}`,
      operationId: 'listWebhookDeliveries',
      params,
      querystring: DeliveriesQuery,
      response: { 200: Type.Array(Type.Ref('WebhookDelivery'), { description: 'The attempts, newest first' }) },
      security,
    },
    errors: one,
    handler: async (request) => webhookDeliveries(contextOf(request), request.params.id, Math.min(request.query.per_page ?? 50, 500)),
  })
}
