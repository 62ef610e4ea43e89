// The migration text_collation (issue 39, SPEC §3.10): a database whose events carry search text folded by the
// earlier rule (case only) is searchable by the new one (accents and compatibility forms too) once migrated: the
// migration marks every search text stale, and the start refills it. Stored titles do not change.
import t from 'tap'
import { cpSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { buildApp } from '../../src/app.js'
import { testConfig } from '../../src/config.js'
import { applyMigrations, migrationsDirFor } from '../../src/db/migrate.js'
import { createDb, prepareDb } from '../../src/db/client.js'
import { auth, BASE, emptyDatabaseUrl, TEST_DATABASE, TOKEN } from '../helper.js'

const MIGRATION = '20261127201000_text_collation'
const NOW = new Date('2030-03-01T12:00:00Z')

t.test(`${TEST_DATABASE}: search text folded by the earlier rule is refolded after the migration`, async (t) => {
  const databaseUrl = emptyDatabaseUrl(t)
  // Every migration before this one.
  const before = join(t.testdir(), 'migrations')
  cpSync(migrationsDirFor(TEST_DATABASE), before, { recursive: true })
  for (const name of readdirSync(before)) if (/^\d{14}_/.test(name) && name >= MIGRATION) rmSync(join(before, name), { recursive: true })
  await applyMigrations({ databaseUrl, migrationsDir: before })

  const config = testConfig({ databaseUrl, apiToken: TOKEN, siteUrl: 'https://example.org' })
  const open = () => buildApp(config, { logger: false, print: () => {}, clock: () => NOW })
  const search = async (app: Awaited<ReturnType<typeof open>>, q: string) =>
    ((await app.inject({ method: 'GET', url: `${BASE}/events?search=${encodeURIComponent(q)}` })).json().events as Array<{ id: number }>).map((e) => e.id)

  const old = await open()
  const created = await old.inject({ method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'Fête à Zürich', start_date: '2030-03-02 10:00:00', end_date: '2030-03-02 11:00:00' } })
  const id = created.json().id as number
  const make = async (title: string, description: string) => (await old.inject({ method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title, description, start_date: '2030-03-02 10:00:00', end_date: '2030-03-02 11:00:00' } })).json().id as number
  const ascii = await make('Plain Concert', 'Tabs\tand\nlines, ASCII ~ only')
  const inDescription = await make('Plain title', 'Crème')
  // The search text the earlier rule stored (NFC, upper- then lower-cased: accents kept).
  await old.db.event.update({ where: { id }, data: { searchText: ['Fête à Zürich', '', ''].map((s) => s.normalize('NFC').toUpperCase().toLowerCase()).join('\u001f') } })
  // This code folds the search word by the new rule: the old text does not match it until refolded.
  t.same(await search(old, 'fete'), [], 'before: the old search text does not match')

  const asciiText = (await old.db.event.findUniqueOrThrow({ where: { id: ascii } })).searchText
  await old.close()

  t.equal((await applyMigrations({ databaseUrl }))[0], MIGRATION, 'the migration is applied (first of those since)')
  const db = await createDb(databaseUrl, { poolSize: 1 })
  await prepareDb(db, databaseUrl)
  const stale = (await db.event.findMany({ where: { searchText: '' }, select: { id: true }, orderBy: { id: 'asc' } })).map((e) => e.id)
  t.equal((await db.event.findUniqueOrThrow({ where: { id: ascii } })).searchText, asciiText, 'printable ASCII only: the search text is kept (the same under both rules)')
  await db.$disconnect()
  t.same(stale, [id, inDescription].sort((a, b) => a - b), 'the events with other characters are marked stale')
  const app = await open()
  t.teardown(() => app.close())
  t.equal(await app.db.event.count({ where: { searchText: '' } }), 0, 'the start refilled the search text')
  t.same(await search(app, 'fete'), [id], 'after: found without the accent')
  t.same(await search(app, 'ZURICH'), [id])
  t.same(await search(app, 'fête'), [id], 'and with it')
  t.same(await search(app, 'creme'), [inDescription], 'by the description')
  t.same(await search(app, 'ascii'), [ascii], 'the kept search text')
  // What the server's start does after a large refill (refillSearchTextAtStart): the index merged, every entry kept.
  await app.repos.events.compactSearchIndex()
  t.same(await search(app, 'ZURICH'), [id], 'after merging the search index')
  t.same(await search(app, 'ascii'), [ascii])
  t.equal((await app.db.event.findUniqueOrThrow({ where: { id } })).title, 'Fête à Zürich', 'the title is as stored')
})
