// The change log and its feed (SPEC §9.4): one entry per committed write of an event, venue, organizer, category or
// tag, written by the database itself (so direct writes appear too); GET /changes in both views, with a cursor that
// neither skips nor repeats under concurrent writes; retention and 410 changes-cursor-expired.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { postgresConnection } from '../../src/db/client.js'
import { addUser, auth, BASE, build, createEvent, createTerm, expectError, req, TEST_DATABASE } from '../helper.js'
import { pruneChanges } from '../../src/services/changes.js'

interface Change { cursor: string; kind: string; id: number; action: string; modified_utc: string; rest_url: string }

/** Every change after `after` as `headers` sees them, following the cursor page by page. */
async function follow (app: FastifyInstance, headers: Record<string, string> = {}, after?: string, perPage = 3): Promise<{ changes: Change[]; cursor: string | undefined }> {
  const changes: Change[] = []
  let cursor = after
  for (let i = 0; i < 1000; i++) {
    const res = await req(app, { url: `${BASE}/changes?per_page=${perPage}${cursor === undefined ? '' : `&after=${cursor}`}`, headers })
    if (res.statusCode !== 200) throw new Error(`GET /changes: ${res.statusCode} ${res.raw}`)
    changes.push(...res.body.changes)
    cursor = res.body.next_cursor
    if (!res.body.has_more) return { changes, cursor }
  }
  throw new Error('the feed never ended')
}
const brief = (changes: Change[]) => changes.map((c) => `${c.kind} ${c.id} ${c.action}`)

t.test('§9.4 every write is one entry, in order, with its action (editor view)', async (t) => {
  const app = await build(t)
  const event = await createEvent(app, { venue: { venue: 'Town Hall' }, organizer: [{ organizer: 'Ann Club' }] })
  const venueId = event.venue.id
  const organizerId = event.organizer[0].id
  const url = `${BASE}/events/${event.id}`
  t.equal((await req(app, { method: 'PATCH', url, headers: auth, payload: { title: 'Summer Fair' } })).statusCode, 200)
  t.equal((await req(app, { method: 'DELETE', url, headers: auth })).statusCode, 200)
  t.equal((await req(app, { method: 'PATCH', url, headers: auth, payload: { status: 'draft' } })).statusCode, 200)
  t.equal((await req(app, { method: 'DELETE', url: `${url}?force=true`, headers: auth })).statusCode, 200)
  const category = await createTerm(app, 'categories', { name: 'Jazz' })
  t.equal((await req(app, { method: 'PATCH', url: `${BASE}/categories/${category.id}`, headers: auth, payload: { description: 'Swing' } })).statusCode, 200)
  const tag = await createTerm(app, 'tags', { name: 'Outdoor' })
  t.equal((await req(app, { method: 'DELETE', url: `${BASE}/tags/${tag.id}?force=true`, headers: auth })).statusCode, 200)

  const { changes } = await follow(app, auth)
  t.same(brief(changes), [
    `venue ${venueId} created`,
    `organizer ${organizerId} created`,
    `event ${event.id} created`,
    `event ${event.id} updated`,
    `event ${event.id} trashed`,
    `event ${event.id} restored`,
    `event ${event.id} deleted`,
    `category ${category.id} created`,
    `category ${category.id} updated`,
    `tag ${tag.id} created`,
    `tag ${tag.id} deleted`,
  ])
  const cursors = changes.map((c) => Number(c.cursor))
  t.same(cursors, [...cursors].sort((a, b) => a - b), 'cursors ascend')
  t.equal(new Set(cursors).size, cursors.length, 'no cursor twice')
  t.equal(changes[2]!.rest_url, `https://example.org${BASE}/events/${event.id}`)
  t.equal(changes[7]!.rest_url, `https://example.org${BASE}/categories/${category.id}`)
  t.match(changes[0]!.modified_utc, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  const written = Date.parse(`${changes[0]!.modified_utc.replace(' ', 'T')}Z`)
  t.ok(Math.abs(written - Date.now()) < 10 * 60_000, 'modified_utc is the time of the write, in UTC')
})

t.test('§9.4 an event write that changes term counts or links logs the event once, not its terms', async (t) => {
  const app = await build(t)
  const jazz = await createTerm(app, 'categories', { name: 'Jazz' })
  const event = await createEvent(app)
  const { cursor } = await follow(app, auth)
  const res = await req(app, { method: 'PATCH', url: `${BASE}/events/${event.id}`, headers: auth, payload: { categories: [jazz.id] } })
  t.equal(res.statusCode, 200)
  t.equal((await req(app, { url: `${BASE}/categories/${jazz.id}` })).body.count, 1, 'the count changed')
  t.same(brief((await follow(app, auth, cursor)).changes), [`event ${event.id} updated`])
})

t.test('§9.4 writes made directly in the database appear; updates of derived columns alone do not', async (t) => {
  const app = await build(t)
  const event = await createEvent(app)
  const { cursor } = await follow(app, auth)
  // What Prisma Studio or an SQL client does: no service involved.
  await app.db.event.update({ where: { id: event.id }, data: { title: 'Edited in Studio' } })
  // The service's own refresh of the stored search text is no change of the record.
  await app.db.event.update({ where: { id: event.id }, data: { searchText: 'whatever' } })
  await app.db.term.create({ data: { kind: 'tag', name: 'Direct', slug: 'direct' } })
  const tag = await app.db.term.findFirstOrThrow({ where: { slug: 'direct' } })
  await app.db.term.update({ where: { id: tag.id }, data: { eventCount: 7 } })
  t.same(brief((await follow(app, auth, cursor)).changes), [`event ${event.id} updated`, `tag ${tag.id} created`])
})

t.test('§9.4 the public view: entering and leaving public view, never-public records absent', async (t) => {
  const app = await build(t)
  const draft = await createEvent(app, { status: 'draft', title: 'Secret plan' })
  const event = await createEvent(app, { title: 'Open day' })
  const url = `${BASE}/events/${event.id}`
  await req(app, { method: 'PATCH', url, headers: auth, payload: { title: 'Open day 2' } })
  await req(app, { method: 'PATCH', url, headers: auth, payload: { password: 'pw' } })
  await req(app, { method: 'PATCH', url, headers: auth, payload: { password: '' } })
  await req(app, { method: 'DELETE', url, headers: auth })
  await req(app, { method: 'PATCH', url, headers: auth, payload: { status: 'publish' } })
  await req(app, { method: 'PATCH', url: `${BASE}/events/${draft.id}`, headers: auth, payload: { title: 'Still secret' } })
  const expected = [
    `event ${event.id} created`,
    `event ${event.id} updated`,
    `event ${event.id} deleted`, // protected
    `event ${event.id} created`, // unprotected
    `event ${event.id} deleted`, // trashed
    `event ${event.id} created`, // restored as published
  ]
  t.same(brief((await follow(app)).changes), expected, 'anonymous')
  const contributor = await addUser(app, 'carla', 'contributor')
  t.same(brief((await follow(app, contributor.headers)).changes), expected, 'a contributor gets the public view too')
  const editor = await addUser(app, 'eddie', 'editor')
  const all = brief((await follow(app, editor.headers)).changes)
  t.ok(all.includes(`event ${draft.id} created`) && all.includes(`event ${draft.id} updated`), 'an editor sees the draft')
  t.ok(all.includes(`event ${event.id} trashed`) && all.includes(`event ${event.id} restored`), 'and the actions as written')
})

t.test('§9.4 the cursor: pages, the end of the feed, parameters', async (t) => {
  const app = await build(t)
  for (let i = 0; i < 5; i++) await createEvent(app, { title: `Event ${i}` })
  const first = await req(app, { url: `${BASE}/changes?per_page=2`, headers: auth })
  t.equal(first.body.changes.length, 2)
  t.equal(first.body.has_more, true)
  t.equal(first.body.next_cursor, first.body.changes[1].cursor)
  const whole = await follow(app, auth, undefined, 100)
  t.equal(whole.changes.length, 5)
  t.same((await follow(app, auth, undefined, 2)).changes, whole.changes, 'pages of 2 add up to the whole')
  const end = await req(app, { url: `${BASE}/changes?after=${whole.cursor}`, headers: auth })
  t.same(end.body, { changes: [], next_cursor: whole.cursor, has_more: false }, 'caught up: the same cursor back')
  t.equal((await req(app, { url: `/nl${BASE}/changes?per_page=1`, headers: auth })).body.changes[0].rest_url.startsWith(`https://example.org/nl${BASE}/events/`), true, 'rest_url under the language prefix')
  expectError(t, await req(app, { url: `${BASE}/changes?after=abc` }), 400, 'rest_invalid_param', ['after'])
  expectError(t, await req(app, { url: `${BASE}/changes?after=-1` }), 400, 'rest_invalid_param', ['after'])
  expectError(t, await req(app, { url: `${BASE}/changes?per_page=0` }), 400, 'rest_invalid_param', ['per_page'])
  t.equal((await req(app, { url: `${BASE}/changes?per_page=100000`, headers: auth })).body.changes.length, 5, 'a large per_page is clamped, not refused')
})

t.test('§9.4 retention: pruned entries make older cursors 410 changes-cursor-expired', async (t) => {
  const app = await build(t, { changesRetentionDays: 30 })
  await createEvent(app, { title: 'Old' })
  const { cursor: afterFirst } = await follow(app, auth)
  await createEvent(app, { title: 'Old too' })
  const day = 86_400_000
  t.equal(await pruneChanges(app, new Date(Date.now() + 29 * day)), 0, 'nothing is older than 30 days yet')
  t.equal(await pruneChanges(app, new Date(Date.now() + 31 * day)), 2, 'a month later both entries go')
  expectError(t, await req(app, { url: `${BASE}/changes?after=${afterFirst}` }), 410, 'changes-cursor-expired', undefined, 'a cursor before pruned entries')
  expectError(t, await req(app, { url: `${BASE}/changes?after=0`, headers: auth }), 410, 'changes-cursor-expired', undefined, 'the start of the log')
  const fresh = await createEvent(app, { title: 'New' })
  const restart = await follow(app, auth)
  t.same(brief(restart.changes), [`event ${fresh.id} created`], 'without after: from the oldest entry kept')
  t.equal((await req(app, { url: `${BASE}/changes?after=${restart.cursor}` })).statusCode, 200)
})

t.test('§9.4 a reader following the cursor while several connections write sees every change exactly once', async (t) => {
  const app = await build(t)
  const seen: Change[] = []
  let cursor: string | undefined
  let writing = true
  const reader = (async () => {
    // Reads until the writers are done and one more read finds nothing new.
    for (;;) {
      const done = !writing
      const page = await follow(app, auth, cursor, 7)
      seen.push(...page.changes)
      cursor = page.cursor
      if (done) return
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
  })()
  const created: string[] = []
  const writers = Array.from({ length: 4 }, async (_, w) => {
    for (let i = 0; i < 8; i++) {
      if (i % 2 === 0) {
        const event = await createEvent(app, { title: `Writer ${w} event ${i}` })
        created.push(`event ${event.id} created`)
      } else {
        // Directly through Prisma: on PostgreSQL another pooled connection, outside the service's write lock.
        const tag = await app.db.term.create({ data: { kind: 'tag', name: `w${w}-${i}`, slug: `w${w}-${i}` } })
        created.push(`tag ${tag.id} created`)
      }
    }
  })
  await Promise.all(writers)
  writing = false
  await reader
  const cursors = seen.map((c) => Number(c.cursor))
  t.equal(new Set(cursors).size, cursors.length, 'no change twice')
  t.same(cursors, [...cursors].sort((a, b) => a - b), 'in commit order')
  t.same(brief(seen).sort(), [...created].sort(), 'every change, and nothing else')
})

t.test('§9.4 PostgreSQL: a transaction that writes later cannot take a seq below one that commits first', { skip: TEST_DATABASE !== 'postgresql' && 'SQLite runs one writing transaction at a time' }, async (t) => {
  const app = await build(t)
  const first = await createEvent(app, { title: 'First' })
  const second = await createEvent(app, { title: 'Second' })
  const { cursor } = await follow(app, auth)
  const connect = async () => {
    const client = new pg.Client(postgresConnection(app.config.databaseUrl).config)
    await client.connect()
    t.teardown(() => client.end())
    return client
  }
  const [a, b] = [await connect(), await connect()]
  // A writes some other table first: it now holds the lock every writing transaction takes (migration data_version).
  await a.query('BEGIN')
  await a.query('UPDATE "Media" SET "url" = "url"')
  // B writes an event: its log entry must wait for A instead of drawing the next seq now.
  await b.query('BEGIN')
  const bDone = b.query('UPDATE "Event" SET "title" = \'B\' WHERE "id" = $1', [second.id]).then(() => b.query('COMMIT'))
  await new Promise((resolve) => setTimeout(resolve, 300))
  await a.query('UPDATE "Event" SET "title" = \'A\' WHERE "id" = $1', [first.id])
  await a.query('COMMIT')
  await bDone
  // A committed first, so its entry comes first: had B drawn its seq while it waited, a reader that read between the
  // two commits would have moved its cursor past B's entry before B committed it.
  t.same(brief((await follow(app, auth, cursor)).changes), [`event ${first.id} updated`, `event ${second.id} updated`], 'seqs in commit order')
})
