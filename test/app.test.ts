// The app as a plugin of plugins (src/app.ts): each plugin names the ones it depends on, and Fastify refuses to start
// an app where one is missing or registered too late, so that the order hooks run in is checked, not a comment.
import t from 'tap'
import Fastify from 'fastify'
import app, { serverOptions } from '../src/app.js'
import { testConfig } from '../src/config.js'
import responseCache from '../src/plugins/app/response-cache.js'
import rateLimit from '../src/plugins/external/rate-limit.js'
import cors from '../src/plugins/external/cors.js'
import { applyMigrations } from '../src/db/migrate.js'
import { freshDatabaseUrl } from './helper.js'

t.test('a plugin registered without the plugins it depends on stops the start with a message naming them', async (t) => {
  for (const [plugin, missing] of [[rateLimit, 'auth'], [responseCache, 'publishing'], [cors, 'errors']] as const) {
    const server = Fastify({ logger: false })
    server.decorate('config', testConfig({ rateLimitMax: 10 }))
    await t.rejects(async () => { await server.register(plugin).ready() }, new RegExp(`dependency '${missing}'`), `without ${missing}`)
    await server.close()
  }
})

t.test('the app plugin composes with a server of the caller (what src/server.ts does)', async (t) => {
  const config = testConfig({ databaseUrl: await freshDatabaseUrl(t) })
  // Migrated first, as src/server.ts does: the app itself never changes the schema.
  await applyMigrations({ databaseUrl: config.databaseUrl })
  const server = Fastify(serverOptions(config, false))
  t.teardown(() => server.close())
  await server.register(app, { config, print: () => {} })
  const res = await server.inject({ url: '/wp-json/calendar/events/v1/events' })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['x-calendar-api-version'], 'v1', 'the app\'s hooks reach the caller\'s server (fastify-plugin)')
})
