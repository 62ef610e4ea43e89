// Records the answers of a site running The Events Calendar into test/fixtures/tec/site.json, for the importer's tests
// (test/import/*.test.ts replay them from a local server; nothing of WordPress is needed to run them):
// - `import`: every request `import` makes with the administrator's credentials (recorded by running the importer
//   itself, as a dry run on a temporary database, through a fetch that keeps what it sees);
// - `compare`: the lists that the tests ask of both APIs after the import (anonymously, and as the administrator).
//
//   TEC_URL=http://127.0.0.1:8088/wp-json/ TEC_USER=admin TEC_APP_PASSWORD='…' npx tsx scripts/tec-fixtures/record.ts
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
const out = new URL('../../test/fixtures/tec/', import.meta.url).pathname
mkdirSync(out, { recursive: true })
writeFileSync(join(out, 'site.json'), JSON.stringify(fixture, null, 1) + '\n')
console.log(`wrote ${Object.keys(fixture.import).length} + ${Object.keys(fixture.compare).length} answers to test/fixtures/tec/site.json`)
