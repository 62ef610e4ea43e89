// Records the answers of a site running The Events Calendar into test/fixtures/tec/site.json, for the importer's tests
// (test/import/*.test.ts replay them from a local server; nothing of WordPress is needed to run them):
// - `import`: every request `import` makes with the administrator's credentials (recorded by running the importer
//   itself, as a dry run on a temporary database, through a fetch that keeps what it sees);
// - `compare`: the lists that the tests ask of both APIs after the import (anonymously, and as the administrator).
//
// - with TEC_FIXTURE=<name> (a fixture other than `site`, e.g. `unicode`, seeded by seed-unicode.ts): also every
//   venue's, organizer's and event's single reads — anonymous, with context=edit, by slug — and core's `context=edit`
//   answer of its password, which the importer asks when core's list does not give it (test/import/unicode.test.ts).
//
//   TEC_URL=http://127.0.0.1:8088/wp-json/ TEC_USER=admin TEC_APP_PASSWORD='…' [TEC_FIXTURE=site] npx tsx scripts/tec-fixtures/record.ts
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDb, prepareDb } from '../../src/db/client.js'
import { applyMigrations } from '../../src/db/migrate.js'
import { NAMESPACE, runImport } from '../../src/import/importer.js'
import { Repositories } from '../../src/repositories/index.js'
import { COMPARE_AUTHED_LISTS, COMPARE_LISTS, FIXTURE_PAGE_SIZE, type Fixture, type Recorded } from '../../test/import/fixture-server.js'

const root = (process.env.TEC_URL ?? 'http://127.0.0.1:8088/wp-json/').replace(/\/?$/, '/')
const user = process.env.TEC_USER ?? 'admin'
const appPassword = process.env.TEC_APP_PASSWORD ?? ''
if (appPassword === '') throw new Error('TEC_APP_PASSWORD: an application password of the administrator (./setup.sh auth)')
const origin = new URL(root).origin
const name = process.env.TEC_FIXTURE ?? 'site'
if (!/^[a-z0-9-]+$/.test(name)) throw new Error('TEC_FIXTURE: a file name (a-z, 0-9, -)')
const KEPT_HEADERS = ['content-type', 'x-tec-total', 'x-tec-totalpages', 'x-wp-total', 'x-wp-totalpages', 'retry-after']

async function record (res: Response, into: Record<string, Recorded>, url: URL): Promise<void> {
  const text = await res.clone().text()
  let body: unknown
  try { body = JSON.parse(text) } catch { body = text }
  const headers: Record<string, string> = {}
  for (const h of KEPT_HEADERS) { const v = res.headers.get(h); if (v !== null) headers[h] = v }
  into[url.pathname + url.search] = { status: res.status, headers, body }
}

const fixture: Fixture = { origin, root: new URL(root).pathname, import: {}, compare: {} }
const realFetch = globalThis.fetch
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const res = await realFetch(input, init)
  await record(res, fixture.import, new URL(input instanceof Request ? input.url : input))
  return res
}

const dir = mkdtempSync(join(tmpdir(), 'tec-record-'))
try {
  const databaseUrl = `file:${join(dir, 'record.db')}`
  await applyMigrations({ databaseUrl })
  const db = await createDb(databaseUrl)
  await prepareDb(db, databaseUrl)
  const result = await runImport(Repositories.of(db), { root, user, appPassword, dryRun: true, language: 'en', fallbackAuthor: 1, pageSize: FIXTURE_PAGE_SIZE })
  await db.$disconnect()
  console.log(`import: ${result.requests} requests, ${result.problems.length} problems`)
} finally {
  rmSync(dir, { recursive: true, force: true })
  globalThis.fetch = realFetch
}

for (const path of COMPARE_LISTS) {
  const url = new URL(`${new URL(root).pathname}${NAMESPACE}/${path}`, origin)
  await record(await realFetch(url), fixture.compare, url)
}
const authorization = `Basic ${Buffer.from(`${user}:${appPassword}`).toString('base64')}`
for (const path of COMPARE_AUTHED_LISTS) {
  const url = new URL(`${new URL(root).pathname}${NAMESPACE}/${path}`, origin)
  await record(await realFetch(url, { headers: { authorization } }), fixture.compare, url)
}
if (name !== 'site') {
  const ns = `${new URL(root).pathname}${NAMESPACE}/`
  for (const [resource, type] of [['venues', 'tribe_venue'], ['organizers', 'tribe_organizer'], ['events', 'tribe_events']] as const) {
    const list = await (await realFetch(`${root}wp/v2/${type}?context=edit&per_page=100&status=publish,future,draft,pending,private&_fields=id,slug`, { headers: { authorization } })).json() as Array<{ id: number; slug: string }>
    for (const { id, slug } of list) {
      for (const [path, auth] of [[`${ns}${resource}/${id}`, false], [`${ns}${resource}/${id}?context=edit`, true], [`${new URL(root).pathname}wp/v2/${type}/${id}?context=edit&_fields=id%2Cpassword`, true]] as const) {
        const url = new URL(path, origin)
        await record(await realFetch(url, auth ? { headers: { authorization } } : {}), fixture.compare, url)
      }
      if (slug !== '') {
        const url = new URL(`${ns}${resource}/by-slug/${slug}`, origin)
        await record(await realFetch(url), fixture.compare, url)
      }
    }
  }
}
// The REST root's index describes every route of the site (most of a fixture's bytes): the importer reads only these.
const index = fixture.import[new URL(root).pathname]
if (index && typeof index.body === 'object' && index.body !== null) {
  const b = index.body as Record<string, unknown>
  index.body = Object.fromEntries(['name', 'url', 'home', 'gmt_offset', 'timezone_string'].filter((k) => k in b).map((k) => [k, b[k]]))
}
const out = new URL('../../test/fixtures/tec/', import.meta.url).pathname
mkdirSync(out, { recursive: true })
writeFileSync(join(out, `${name}.json`), JSON.stringify(fixture, null, 1) + '\n')
console.log(`wrote ${Object.keys(fixture.import).length} + ${Object.keys(fixture.compare).length} answers to test/fixtures/tec/${name}.json`)
