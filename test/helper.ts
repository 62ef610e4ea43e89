// Test helpers: a fresh app on its own empty database per test, plus request shortcuts.
//
// The database is SQLite (a file in a temporary directory) unless TEST_DATABASE=postgresql, which `npm test` sets
// for its second pass when TEST_POSTGRES_URL names a server (scripts/test.mjs): then every database is a schema
// of its own on that server, so test files (and tests) run in parallel without seeing each other's rows.
import type { Test } from 'tap'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { buildApp } from '../src/app.js'
import { applyMigrations } from '../src/db/migrate.js'
import { testConfig, type Config } from '../src/config.js'

export const TOKEN = 'test-admin-token-0123456789abcdef'
export const BASE = '/wp-json/calendar/events/v1'
export const auth = { authorization: `Bearer ${TOKEN}` }

/** The database every test of this run uses. */
export const TEST_DATABASE: 'sqlite' | 'postgresql' = process.env.TEST_DATABASE === 'postgresql' ? 'postgresql' : 'sqlite'

/** The PostgreSQL server of the PostgreSQL pass (TEST_POSTGRES_URL), or undefined. */
export const testPostgresUrl = (): string | undefined => process.env.TEST_POSTGRES_URL || undefined

/** A URL for a new, empty PostgreSQL schema on `server`; dropped (with everything in it) at the end of `t`. */
function postgresSchemaUrl (t: Test, server: string): string {
  const schema = `calendar_test_${process.pid}_${randomBytes(4).toString('hex')}`
  t.teardown(async () => {
    const client = new pg.Client({ connectionString: server })
    await client.connect()
    try { await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`) } finally { await client.end() }
  })
  const url = new URL(server)
  url.searchParams.set('schema', schema)
  return url.toString()
}

/** DATABASE_URL of a new, empty database of this run's kind, removed at the end of `t`. */
export function freshDatabaseUrl (t: Test): string {
  if (TEST_DATABASE === 'postgresql') {
    const server = testPostgresUrl()
    if (!server) throw new Error('TEST_DATABASE=postgresql needs TEST_POSTGRES_URL')
    return postgresSchemaUrl(t, server)
  }
  const dir = mkdtempSync(join(tmpdir(), 'calendar-test-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return `file:${join(dir, 'test.db')}`
}

export async function build (t: Test, overrides: Partial<Config> = {}, opts: { clock?: () => Date } = {}): Promise<FastifyInstance> {
  const config = testConfig({ databaseUrl: freshDatabaseUrl(t), apiToken: TOKEN, siteUrl: 'https://example.org', ...overrides })
  await applyMigrations({ databaseUrl: config.databaseUrl })
  const app = await buildApp(config, { logger: false, print: () => {}, ...opts })
  // Teardowns run in reverse order: the app closes its connections before its database is removed.
  t.teardown(() => app.close())
  return app
}

export interface Res { statusCode: number; headers: Record<string, unknown>; body: any; raw: string }

export async function req (app: FastifyInstance, opts: InjectOptions): Promise<Res> {
  const res = await app.inject(opts)
  let body: unknown
  try { body = res.body === '' ? undefined : JSON.parse(res.body) } catch { body = res.body }
  return { statusCode: res.statusCode, headers: res.headers, body, raw: res.body }
}

/** Creates an event as the admin and returns the response body. */
export async function createEvent (app: FastifyInstance, fields: Record<string, unknown> = {}, url = `${BASE}/events`): Promise<any> {
  const res = await req(app, {
    method: 'POST',
    url,
    headers: auth,
    payload: { title: 'Spring Fair', start_date: '2030-04-12 14:00:00', end_date: '2030-04-12 18:00:00', ...fields },
  })
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.raw}`)
  return res.body
}

/** Adds a user with `role` plus a bearer token for it; returns the user id and an `authorization` header object. */
export async function addUser (app: FastifyInstance, login: string, role: 'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber'): Promise<{ id: number; headers: Record<string, string> }> {
  const { hashToken } = await import('../src/services/users.js')
  const token = `test-${login}-token-0123456789abcdef`
  const user = await app.db.user.create({ data: { login, role } })
  await app.db.apiToken.create({ data: { userId: user.id, tokenHash: hashToken(token), label: 'test' } })
  return { id: user.id, headers: { authorization: `Bearer ${token}` } }
}

/** Creates a category or tag (`plural` = 'categories' | 'tags') as the admin, under an optional language prefix
 *  (e.g. '/nl'); returns the response body. */
export async function createTerm (app: FastifyInstance, plural: 'categories' | 'tags', fields: Record<string, unknown>, prefix = ''): Promise<any> {
  const res = await req(app, { method: 'POST', url: `${prefix}${BASE}/${plural}`, headers: auth, payload: fields })
  if (res.statusCode !== 201) throw new Error(`term create failed: ${res.statusCode} ${res.raw}`)
  return res.body
}

/** Asserts the SPEC §3.3 error shape: HTTP status, `code`, `data.status`, and (optionally) that `data.params`
 *  names exactly `params` (object keys for rest_invalid_param, the array for rest_missing_callback_param). */
export function expectError (t: Test, res: Res, status: number, code: string, params?: string[], what = ''): void {
  const label = (s: string) => `${what} ${s}`.trim()
  t.equal(res.statusCode, status, label(`status ${status}`))
  t.equal(res.body?.code, code, label(`code ${code}`))
  t.equal(res.body?.data?.status, status, label('data.status'))
  if (params) {
    const p = res.body?.data?.params
    const names = Array.isArray(p) ? [...p] : Object.keys(p ?? {})
    t.same(names.sort(), [...params].sort(), label(`data.params names ${params.join(', ')}`))
  }
}

/** Deletes every event, venue, organizer, category and tag (users, tokens and media stay), so that several
 *  tests can share one app (booting and first-use schema compilation are the slow part) and still start empty.
 *  Ids keep growing: never rely on absolute ids. */
export async function clearRecords (app: FastifyInstance): Promise<void> {
  await app.db.$transaction([
    app.db.eventTerm.deleteMany(),
    app.db.eventOrganizer.deleteMany(),
    app.db.event.deleteMany(),
    app.db.venue.deleteMany(),
    app.db.organizer.deleteMany(),
    app.db.term.updateMany({ data: { parentId: null } }),
    app.db.term.deleteMany(),
  ])
}
