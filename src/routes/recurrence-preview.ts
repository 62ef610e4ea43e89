// The recurrence preview (issue 41): the first occurrences of a series before it is saved, for the workspace's event
// form and any other client; one rule of expansion, the series' own.
import { Type } from '@sinclair/typebox'
import { contextOf } from '../context.js'
import { MAX_PREVIEW_COUNT, RecurrencePreviewQuery } from '../schemas/recurrence-preview.js'
import { previewRecurrence } from '../services/events/recurrence-preview.js'
import type { RouteTable } from './table.js'

export function recurrencePreviewRoutes (table: RouteTable): void {
  table.add({
    url: '/events/recurrence/preview',
    methods: ['GET'],
    schema: {
      tags: ['Events'],
      summary: 'Preview a series',
      description: 'The first occurrences (`count`, default 5, at most ' + String(MAX_PREVIEW_COUNT) + ') that an event with this `recurrence`, `start_date`, ' +
        '`end_date`, `timezone` and `all_day` would have, computed as a save computes them: the rule on the wall clock of the zone from the start ' +
        '(10:00 stays 10:00 across DST), the start itself the first occurrence, RDATEs added, EXDATEs left out. The lines are checked as the event ' +
        'write checks them, RECURRENCE_MAX occurrences within RECURRENCE_HORIZON included: what a save refuses answers 400 `rest_invalid_param` ' +
        'with the reason in `data.params.recurrence`. Beyond the horizon it looks ahead up to 64 times the horizon for a sparse rule. ' +
        'Writers only (contributor and up; others: 401 without a token, 403 with one): it is the preview of a write. Nothing is stored.',
      operationId: 'previewRecurrence',
      querystring: RecurrencePreviewQuery,
      response: { 200: Type.Ref('RecurrencePreview', { description: 'The first occurrences, and whether more follow' }) },
      security: [{ bearerAuth: [] }],
    },
    errors: { 400: ['rest_invalid_param', 'rest_missing_callback_param'], 401: ['rest_forbidden'], 403: ['rest_forbidden'] },
    handler: async (request) => previewRecurrence(contextOf(request), request.query),
  })
}
