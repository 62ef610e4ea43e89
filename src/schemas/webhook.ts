// Webhooks (SPEC §9.4): endpoints and their delivery log.
import { Type } from '@sinclair/typebox'
import { LanguageParams } from './common.js'

const Patterns = Type.Array(Type.String({ maxLength: 40 }), {
  maxItems: 50,
  description: 'Which changes to deliver: `event.created`, `venue.*`, `*.deleted` or `*` (kinds: event, venue, organizer, category, tag; ' +
    'actions: created, updated, trashed, restored, deleted); an empty list means every change.',
  examples: [['event.*', 'venue.updated']],
})

export const WebhookCreateBody = Type.Object({
  url: Type.String({ maxLength: 2000, description: 'Where to POST each change: a public http(s) URL (private addresses need WEBHOOK_ALLOW_PRIVATE=true).', examples: ['https://hooks.example.org/calendar'] }),
  events: Type.Optional(Patterns),
  description: Type.Optional(Type.String({ maxLength: 500, description: 'A note for people: what this endpoint is for.', examples: ['Search index'] })),
  ...LanguageParams,
}, { examples: [{ url: 'https://hooks.example.org/calendar', events: ['event.*', 'venue.updated'], description: 'Search index' }] })

export const WebhookUpdateBody = Type.Object({
  url: Type.Optional(WebhookCreateBody.properties.url),
  events: Type.Optional(Patterns),
  description: Type.Optional(WebhookCreateBody.properties.description),
  enabled: Type.Optional(Type.Boolean({ description: '`false` stops deliveries; `true` resumes them from the first change not yet delivered.', examples: [true] })),
  ...LanguageParams,
}, { examples: [{ description: 'Search index (events and venues)', enabled: true }] })

export const WebhookQuery = Type.Object({ ...LanguageParams })

export const DeliveriesQuery = Type.Object({
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Attempts to show, newest first: an integer from 1; default 50, values above 500 count as 500.', examples: [50] })),
  ...LanguageParams,
})

export const WebhookItem = Type.Object({
  id: Type.Integer({ description: 'The endpoint\'s id.' }),
  url: Type.String({ description: 'Where deliveries go.' }),
  events: Type.Array(Type.String(), { description: 'The patterns of the changes delivered ([]: all).' }),
  description: Type.String({ description: 'The note given at creation.' }),
  enabled: Type.Boolean({ description: 'Whether deliveries are made (false after 24 hours of failures, or when turned off).' }),
  created_utc: Type.String({ description: 'When it was registered (ISO 8601, UTC).' }),
  failing_since_utc: Type.Union([Type.String(), Type.Null()], { description: 'When the current run of failed deliveries began, or null.' }),
  secret: Type.Optional(Type.String({ description: 'The signing secret (`whsec_…`): only in the answer to the creation, never again.' })),
}, { $id: 'Webhook' })

export const WebhookDelivery = Type.Object({
  id: Type.Integer(),
  message_id: Type.String({ description: 'The `webhook-id` header sent: the same for every attempt at one change.' }),
  type: Type.String({ description: 'The change delivered, e.g. `event.updated`.' }),
  attempt: Type.Integer({ description: '1 for the first attempt at this change, 2 for the first retry, …' }),
  at_utc: Type.String({ description: 'When the attempt was made (ISO 8601, UTC).' }),
  status: Type.Union([Type.Integer(), Type.Null()], { description: 'The receiver\'s HTTP status, or null without an answer.' }),
  error: Type.String({ description: 'Why it failed (`HTTP 500`, a time-out, a refused address), or empty.' }),
  duration_ms: Type.Integer({ description: 'How long the attempt took.' }),
}, { $id: 'WebhookDelivery' })
