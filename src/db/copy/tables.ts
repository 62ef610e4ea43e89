// What `calendar-cli copy` (SPEC §9.9, src/db/copy/copy.ts) moves, table by table, in an order the foreign keys
// accept. A new table of the schema must be named here (as copied or as derived): the copy refuses a database with a
// table it does not know, so that a migration that adds one cannot silently leave its rows behind
// (test/db/copy.test.ts checks the list against the migrated schema).

export interface CopiedTable {
  name: string
  /** the primary key's columns: the order the rows are read and compared in */
  key: string[]
  /** the column an autoincrement sequence draws (SQLite AUTOINCREMENT, PostgreSQL serial): its position is copied too,
   *  so that ids deleted on the source are not handed out again on the copy */
  sequence?: string
  /** columns the copy rebuilds instead of copying (left out of the fingerprint) */
  derived?: string[]
  /** a column referring to a row of the same table: rows are written parents first */
  parent?: string
  /** one row that the migrations create (id 1): replaced, and not counted as a record of the target */
  singleton?: true
}

export const COPIED_TABLES: readonly CopiedTable[] = [
  { name: 'User', key: ['id'], sequence: 'id' },
  { name: 'ApiToken', key: ['id'], sequence: 'id' },
  { name: 'PostKey', key: ['id'], sequence: 'id' },
  { name: 'Media', key: ['id'] },
  { name: 'Venue', key: ['id'] },
  { name: 'Organizer', key: ['id'] },
  // searchText: the service's folding of title, excerpt and description (domain/search.ts), computed again
  { name: 'Event', key: ['id'], derived: ['searchText'] },
  { name: 'EventOrganizer', key: ['eventId', 'organizerId'] },
  // eventCount: kept by triggers on SQLite, counted again on PostgreSQL (copy.ts rebuildPostgres)
  { name: 'Term', key: ['id'], sequence: 'id', derived: ['eventCount'], parent: 'parentId' },
  { name: 'EventTerm', key: ['eventId', 'termId'] },
  { name: 'Webhook', key: ['id'], sequence: 'id' },
  { name: 'WebhookDelivery', key: ['id'], sequence: 'id' },
  { name: 'WebhookObject', key: ['seq'] },
  { name: 'IcsImport', key: ['uid'] },
  // Last: the triggers of the tables above log their inserts; those entries are replaced by the source's log.
  { name: 'Change', key: ['seq'], sequence: 'seq' },
  { name: 'ChangeLogHorizon', key: ['id'], singleton: true },
]

/** Tables whose rows follow from the copied ones (kept by triggers, or rebuilt after the copy): never copied. */
export const DERIVED_TABLES: readonly string[] = ['DataVersion', 'EventStartDay']

/** Browser sessions and failed sign-ins (SPEC §9.8): tied to the running service, not the calendar. Not copied (the
 *  calendar's people sign in again on the copy; their password hashes are in User), and emptied on the target with
 *  the copied tables, so that no session outlives the users it belonged to. */
export const SESSION_TABLES: readonly string[] = ['Session', 'SignInFailure', 'SiteSecret']

/** Tables of the database's own bookkeeping, and SQLite's search index (filled by Event's triggers). */
export const IGNORED_TABLES: readonly string[] = ['_prisma_migrations', 'sqlite_sequence', 'sqlite_stat1', 'sqlite_stat4']
