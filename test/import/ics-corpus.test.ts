// import --ics of a corpus of files as calendar applications and publishers write them (test/fixtures/ics/corpus/,
// expected results in expected.ts): each file imported into a fresh database, its events read back through the API,
// its problems checked one by one (UID and line), then imported again (nothing changes); on both databases.
import t from 'tap'
import { buildApp } from '../../src/app.js'
import { testConfig } from '../../src/config.js'
import { createDb, prepareDb } from '../../src/db/client.js'
import { runIcsImport } from '../../src/import/ics.js'
import { Repositories } from '../../src/repositories/index.js'
import { ensureAdminUser } from '../../src/services/users.js'
import { CORPUS } from '../fixtures/ics/corpus/expected.js'
import { BASE, TOKEN, auth, freshDatabaseUrl, req } from '../helper.js'

const DIR = new URL('../fixtures/ics/corpus/', import.meta.url).pathname

for (const c of CORPUS) {
  t.test(`${c.file}: ${c.from}`, async (t) => {
    const databaseUrl = await freshDatabaseUrl(t)
    const db = await createDb(databaseUrl)
    await prepareDb(db, databaseUrl)
    const repos = Repositories.of(db)
    await ensureAdminUser(repos)
    const config = testConfig({ databaseUrl, apiToken: TOKEN, siteUrl: 'https://example.org', timezone: 'UTC' })
    t.teardown(() => db.$disconnect())
    const run = () => runIcsImport(repos, { input: DIR + c.file, language: 'en', config })
    if (c.refused) {
      await t.rejects(run(), c.refused)
      return
    }
    const r = await run()
    t.match(r.resources[0], c.summary)
    t.equal(r.problems.length, c.problems!.length, r.problems.map((p) => p.message).join('\n'))
    c.problems!.forEach((want, i) => {
      const got = r.problems[i]
      t.match(got, { uid: want.uid, line: want.line, message: want.message }, `problem ${i + 1}`)
      if (want.uid !== undefined) t.match(got?.message, `UID ${want.uid}: `, 'the message names the UID')
      if (want.line !== undefined) t.match(got?.message, `(line ${want.line})`, 'and the line')
    })

    const app = await buildApp(config, { logger: false, print: () => {} })
    // Teardowns run in reverse order: the app closes before its database.
    t.teardown(() => app.close())
    const res = await req(app, { url: `${BASE}/events?per_page=100&start_date=2000-01-01&end_date=2040-01-01&status=publish,private,draft,future&context=edit`, headers: auth })
    t.equal(res.statusCode, 200, res.raw.slice(0, 300))
    const events: Array<Record<string, any>> = res.body.events
    const titled = (title: string) => events.filter((e) => e.title === title)
    for (const want of c.events ?? []) {
      const found = titled(want.title)
      const one = found.find((e) => e.series_id === null || e.series_id === e.id || e.detached)
      t.ok(one, `an event "${want.title}" in ${events.map((e) => e.title).join(' | ')}`)
      t.match(one, want, want.title)
    }
    for (const [title, starts] of Object.entries(c.series ?? {})) {
      const master = titled(title).find((e) => e.series_id === e.id)
      t.ok(master, `a series "${title}"`)
      t.same(events.filter((e) => e.series_id === master?.id).map((e) => e.start_date).sort(), starts, `the dates of "${title}"`)
    }
    const masters = events.filter((e) => e.series_id === null || e.series_id === e.id).length
    t.equal(masters, c.summary!.created, 'one event or series per VEVENT created, nothing else')

    const again = await run()
    t.equal(again.changed, false, 'a second run changes nothing')
    t.match(again.resources[0], { created: 0, updated: 0, unchanged: c.summary!.created + c.summary!.updated })
  })
}
