// The change feed (SPEC §9.4): GET /changes.
import { Type } from '@sinclair/typebox'
import { CHANGE_ACTIONS, CHANGE_KINDS } from '../domain/changes.js'
import { LanguageParams } from './common.js'

/** Most entries one page of the feed holds (SPEC §9.4); larger `per_page` values count as this. */
export const MAX_CHANGES_PER_PAGE = 500
export const DEFAULT_CHANGES_PER_PAGE = 100

export const ChangesQuery = Type.Object({
  after: Type.Optional(Type.String({
    pattern: '^[0-9]{1,15}$',
    description: 'Cursor: the `next_cursor` of the previous page (digits, at most the newest change\'s; beyond it: 400). Without it the feed starts at the oldest change it keeps.',
    examples: ['0'],
  })),
  per_page: Type.Optional(Type.Integer({
    minimum: 1,
    maximum: 2147483647,
    description: `Changes per page: an integer from 1; default ${DEFAULT_CHANGES_PER_PAGE}, values above ${MAX_CHANGES_PER_PAGE} count as ${MAX_CHANGES_PER_PAGE}.`,
    examples: [100],
  })),
  ...LanguageParams,
})

export const ChangeItem = Type.Object({
  cursor: Type.String({ description: 'This change\'s position in the feed: `after=<cursor>` continues after it.' }),
  kind: Type.Union(CHANGE_KINDS.map((k) => Type.Literal(k)), { description: 'The kind of record written.' }),
  id: Type.Integer({ description: 'The record\'s id.' }),
  action: Type.Union(CHANGE_ACTIONS.map((a) => Type.Literal(a)), {
    description: 'What happened to the record. In the public view (callers below editor): `created` when it became readable to everyone, ' +
      '`deleted` when it stopped being so (unpublished, trashed, protected with a password, deleted), else `updated`.',
  }),
  modified_utc: Type.String({ description: 'When the change was written, UTC (`YYYY-MM-DD HH:MM:SS`).' }),
  rest_url: Type.String({ description: 'The record\'s URL in this API (a `deleted` record answers 404 or 403 there).' }),
})

export const ChangeList = Type.Object({
  changes: Type.Array(ChangeItem, { description: 'The changes after the cursor, in commit order.' }),
  next_cursor: Type.String({ description: 'Send as `after` to continue: the last change\'s cursor, or the cursor sent when there is nothing new.' }),
  has_more: Type.Boolean({ description: 'Whether more changes follow right now (ask again at once) or the feed is caught up (poll later).' }),
}, { $id: 'ChangeList' })
