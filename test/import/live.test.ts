// `import` against a live site running The Events Calendar, only when one is named:
//   TEC_TEST_URL=http://127.0.0.1:8088/wp-json/ TEC_TEST_USER=admin TEC_TEST_APP_PASSWORD='…' npx tap test/import/live.test.ts
// The lists of both APIs are compared as in import.test.ts, then a second run must change nothing.
import t from 'tap'
import { buildApp } from '../../src/app.js'
import { testConfig } from '../../src/config.js'
import { createDb, prepareDb } from '../../src/db/client.js'
import { runImport } from '../../src/import/importer.js'
import { Repositories } from '../../src/repositories/index.js'
import { ensureAdminUser } from '../../src/services/users.js'
import { TOKEN, freshDatabaseUrl } from '../helper.js'
import { COMPARE_LISTS } from './fixture-server.js'
import { normalize, withoutUnpublishedUrls } from './setup.js'

const url = process.env.TEC_TEST_URL
const user = process.env.TEC_TEST_USER
const appPassword = process.env.TEC_TEST_APP_PASSWORD

t.test('import from a live plugin site', { skip: url && user && appPassword ? false : 'TEC_TEST_URL, TEC_TEST_USER and TEC_TEST_APP_PASSWORD not set' }, async (t) => {
  const root = url!.replace(/\/?$/, '/')
  const databaseUrl = await freshDatabaseUrl(t)
  const db = await createDb(databaseUrl)
  await prepareDb(db, databaseUrl)
  const repos = Repositories.of(db)
  await ensureAdminUser(repos)
  const app = await buildApp(testConfig({ databaseUrl, apiToken: TOKEN, siteUrl: new URL(root).origin, timezone: 'UTC' }), { logger: false, print: () => {} })
  t.teardown(async () => { await app.close(); await db.$disconnect() })
  const first = await runImport(repos, { root, user, appPassword, language: 'en', fallbackAuthor: 1 })
  t.same(first.problems, [])
  for (const path of COMPARE_LISTS) {
    const theirs = await fetch(`${root}tribe/events/v1/${path}`)
    const ours = await app.inject({ url: `/wp-json/calendar/events/v1/${path}` })
    t.equal(ours.statusCode, theirs.status, `${path}: status`)
    if (theirs.status !== 200) continue
    t.equal(ours.headers['x-calendar-total'], theirs.headers.get('x-tec-total'), `${path}: total`)
    t.same(normalize(ours.json()), normalize(await theirs.json()), `${path}: body`)
  }
  // With credentials: every status (drafts, private, scheduled, trashed), as the administrator on both sides.
  const all = 'events?per_page=50&start_date=1000-01-01%2000%3A00%3A00&end_date=9999-12-31%2023%3A59%3A59&status=publish,future,draft,pending,private,trash'
  const theirs = await (await fetch(`${root}tribe/events/v1/${all}`, { headers: { authorization: `Basic ${Buffer.from(`${user}:${appPassword}`).toString('base64')}` } })).json() as { events: Array<Record<string, unknown>> }
  const ours = (await app.inject({ url: `/wp-json/calendar/events/v1/${all}`, headers: { authorization: `Bearer ${TOKEN}` } })).json() as { events: Array<Record<string, unknown>> }
  t.same(ours.events.map((e) => e.id), theirs.events.map((e) => e.id), 'every status: the same events in the same order')
  t.same(normalize(withoutUnpublishedUrls(ours.events)), normalize(withoutUnpublishedUrls(theirs.events)), 'every status: the same bodies')
  t.equal((await runImport(repos, { root, user, appPassword, language: 'en', fallbackAuthor: 1 })).changed, false, 'a second run changes nothing')
})
