// The write counters (model DataVersion, migrations data_version and data_version_public): every table has a
// trigger for every kind of write, writes move `version` and reads do not; `publicVersion`, which the response cache
// keys on, moves in the same statements, except for writes no anonymous answer depends on (their soundness is
// test/routes/response-cache-public.test.ts); the reader never answers a caller with a read that started before the
// call.
import t from 'tap'
import { freshReads, openDataVersion } from '../../src/db/data-version.js'
import { BASE, auth, build, createEvent, req, TEST_DATABASE } from '../helper.js'

/** Tables whose rows are not calendar data: the counter itself, Prisma's bookkeeping, SQLite's search index and
 *  the start-day counts (both written only by Event's triggers, with the Event write that bumps the version),
 *  internals, the change log (written by the triggers of the writes that bump the version, pruned by age; GET /changes
 *  is never cached), webhooks (administrators only, never cached: a delivery logged must not empty the cache) and the
 *  iCalendar importer's UID map (bookkeeping of `import --ics`, read by no route), browser sessions and failed
 *  sign-ins (a session's answers are never cached: plugins/app/response-cache.ts). */
const NOT_DATA = /^(DataVersion|_prisma_migrations|sqlite_.*|EventSearch.*|EventStartDay|Change|ChangeLogHorizon|Webhook|WebhookDelivery|WebhookObject|IcsImport|Session|SignInFailure|SiteSecret)$/

t.test(`every table bumps the version on insert, update and delete (${TEST_DATABASE})`, async (t) => {
  const app = await build(t)
  const db = app.db
  let tables: string[]
  let triggers: Array<{ table: string; op: string }>
  if (TEST_DATABASE === 'postgresql') {
    tables = (await db.$queryRawUnsafe<Array<{ name: string }>>('SELECT table_name AS "name" FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = \'BASE TABLE\'')).map((r) => r.name)
    triggers = await db.$queryRawUnsafe('SELECT event_object_table AS "table", event_manipulation AS "op" FROM information_schema.triggers WHERE trigger_schema = current_schema() AND action_statement LIKE \'%DataVersion_bump%\'')
  } else {
    tables = (await db.$queryRawUnsafe<Array<{ name: string }>>('SELECT name FROM sqlite_master WHERE type = \'table\'')).map((r) => r.name)
    const rows = await db.$queryRawUnsafe<Array<{ table: string; sql: string }>>('SELECT tbl_name AS "table", sql FROM sqlite_master WHERE type = \'trigger\' AND sql LIKE \'%UPDATE "DataVersion"%\'')
    triggers = rows.map((r) => ({ table: r.table, op: /AFTER (INSERT|UPDATE|DELETE) ON/.exec(r.sql)?.[1] ?? '?' }))
  }
  const data = tables.filter((name) => !NOT_DATA.test(name)).sort()
  t.ok(data.includes('Event') && data.includes('EventTerm') && data.includes('ApiToken'), 'the data tables are found')
  for (const table of data) {
    const ops = new Set(triggers.filter((tr) => tr.table === table).map((tr) => tr.op))
    t.same([...ops].sort(), ['DELETE', 'INSERT', 'UPDATE'], `${table}: a version trigger for each kind of write`)
  }
})

t.test('writes move the version, reads do not', async (t) => {
  const app = await build(t)
  const version = async () => Number((await app.db.$queryRawUnsafe<[{ version: bigint | number }]>('SELECT "version" FROM "DataVersion" WHERE "id" = 1'))[0].version)
  const start = await version()
  const event = await createEvent(app)
  const afterCreate = await version()
  t.ok(afterCreate > start, 'a create moves it')
  await req(app, { method: 'GET', url: `${BASE}/events/${event.id}` })
  await req(app, { method: 'GET', url: `${BASE}/events` })
  t.equal(await version(), afterCreate, 'reads leave it')
  await req(app, { method: 'PATCH', url: `${BASE}/events/${event.id}`, headers: auth, payload: { title: 'Other' } })
  t.ok(await version() > afterCreate, 'an update moves it')
})

/** Triggers that move `version` alone: tokens are never part of an answer, and a new id alone changes none (the
 *  answers naming it were errors, never cached). The other triggers move `publicVersion` too, or decide. */
const VERSION_ONLY = ['ApiToken DELETE', 'ApiToken INSERT', 'ApiToken UPDATE', 'PostKey INSERT']

t.test(`every version trigger but those of tokens and new ids moves publicVersion in the same statement (${TEST_DATABASE})`, async (t) => {
  const app = await build(t)
  const db = app.db
  let triggers: Array<{ table: string; op: string; public: boolean }>
  if (TEST_DATABASE === 'postgresql') {
    const rows = await db.$queryRawUnsafe<Array<{ table: string; op: string; body: string }>>('SELECT t.event_object_table AS "table", t.event_manipulation AS "op", p.prosrc AS "body" FROM information_schema.triggers t JOIN pg_proc p ON t.action_statement = \'EXECUTE FUNCTION "\' || p.proname || \'"()\' AND p.pronamespace = current_schema()::regnamespace WHERE t.trigger_schema = current_schema() AND t.action_statement LIKE \'%DataVersion_bump%\'')
    triggers = rows.map((r) => ({ table: r.table, op: r.op, public: /DataVersion_add/.test(r.body) }))
    const add = await db.$queryRawUnsafe<Array<{ body: string }>>('SELECT prosrc AS "body" FROM pg_proc WHERE proname = \'DataVersion_add\' AND pronamespace = current_schema()::regnamespace')
    t.match(add[0]?.body, /SET "version" = "version" \+ 1, "publicVersion" = "publicVersion" \+/, 'one UPDATE moves both')
  } else {
    const rows = await db.$queryRawUnsafe<Array<{ table: string; sql: string }>>('SELECT tbl_name AS "table", sql FROM sqlite_master WHERE type = \'trigger\' AND sql LIKE \'%UPDATE "DataVersion"%\'')
    triggers = rows.map((r) => ({ table: r.table, op: /AFTER (INSERT|UPDATE|DELETE) ON/.exec(r.sql)?.[1] ?? '?', public: /SET "version" = "version" \+ 1, "publicVersion" = "publicVersion" \+/.test(r.sql) }))
  }
  t.ok(triggers.length >= 30, 'the triggers are found')
  t.same(triggers.filter((tr) => !tr.public).map((tr) => `${tr.table} ${tr.op}`).sort(), VERSION_ONLY)
})

t.test('saving a draft moves version alone; publishing it moves both', async (t) => {
  const app = await build(t)
  const read = async () => {
    const [row] = await app.db.$queryRawUnsafe<[{ version: bigint | number; publicVersion: bigint | number }]>('SELECT "version", "publicVersion" FROM "DataVersion" WHERE "id" = 1')
    return { version: Number(row.version), publicVersion: Number(row.publicVersion) }
  }
  const start = await read()
  const draft = await createEvent(app, { status: 'draft' })
  await req(app, { method: 'PATCH', url: `${BASE}/events/${draft.id}`, headers: auth, payload: { title: 'Saved' } })
  const saved = await read()
  t.ok(saved.version > start.version, 'version moved')
  t.equal(saved.publicVersion, start.publicVersion, 'publicVersion did not')
  await req(app, { method: 'PATCH', url: `${BASE}/events/${draft.id}`, headers: auth, payload: { status: 'publish' } })
  const published = await read()
  t.ok(published.version > saved.version && published.publicVersion > saved.publicVersion, 'publishing moved both')
  const reader = await openDataVersion(app.config.databaseUrl)
  t.teardown(() => reader?.close())
  t.same(await reader?.read(), published, 'the reader reads both in one statement')
})

t.test('the reader answers each caller with a read that started after its call, sharing reads under load', async (t) => {
  let started = 0
  const pending: Array<() => void> = []
  const read = freshReads(() => new Promise<number>((resolve) => {
    const n = ++started
    pending.push(() => resolve(n))
  }))
  const first = read()
  const second = read() // arrives while read 1 runs: must get read 2
  const third = read() // shares read 2
  t.equal(started, 1, 'one read at a time')
  pending.shift()!()
  t.equal(await first, 1)
  await new Promise((resolve) => setImmediate(resolve))
  t.equal(started, 2, 'the waiting callers start the next read once the first is done')
  const fourth = read() // arrives while read 2 runs: must get read 3
  pending.shift()!()
  t.same([await second, await third], [2, 2], 'callers that arrived during read 1 get read 2')
  await new Promise((resolve) => setImmediate(resolve))
  pending.shift()!()
  t.equal(await fourth, 3, 'a caller that arrived during read 2 gets read 3')
})

t.test('an in-memory SQLite database has no reader (no second connection can see it)', async (t) => {
  t.equal(await openDataVersion('file::memory:'), null)
})
