// The change feed (SPEC §9.4): what was written, in commit order, from a cursor.
import { Type } from '@sinclair/typebox'
import { contextOf } from '../context.js'
import { ChangesQuery } from '../schemas/change.js'
import { changesPage } from '../services/changes.js'
import type { RouteTable } from './table.js'

export function changeRoutes (table: RouteTable): void {
  table.add({
    url: '/changes',
    methods: ['GET'],
    schema: {
      tags: ['Changes'],
      summary: 'Follow the changes',
      description: 'Every write of an event, venue, organizer, category or tag, in commit order, whoever made it (the API, the command line, ' +
        'an import, Prisma Studio). Start without `after`, then send each answer\'s `next_cursor` as `after`: no change is missed or repeated. ' +
        'Editors and administrators see every change as written; every other caller sees the public view, where a record that became readable ' +
        'to everyone is `created`, one that stopped being so is `deleted`, and records never public do not appear. The log keeps ' +
        'CHANGES_RETENTION_DAYS (30) days: an older cursor answers 410 `changes-cursor-expired`; read the records again, then start without `after`. ' +
        'A cursor beyond the newest change (one the feed never gave) answers 400 `rest_invalid_param` naming `after`, its reason the newest cursor. ' +
        'Every language\'s records are in the feed; `rest_url` uses the request\'s language prefix.',
      operationId: 'listChanges',
      querystring: ChangesQuery,
      response: { 200: Type.Ref('ChangeList', { description: 'The changes after the cursor, the cursor to continue from and whether more follow' }) },
    },
    errors: { 400: ['rest_invalid_param'], 410: ['changes-cursor-expired'] },
    handler: async (request) => changesPage(contextOf(request), request.query),
  })
}
