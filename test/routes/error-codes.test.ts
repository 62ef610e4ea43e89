// Every error answer of a route is one that its /doc entry lists (SPEC §6.2): the error handler of a test app reports
// the others (src/plugins/app/errors.ts), and test/helper.ts fails the test that met one. These tests show that an
// undocumented code, or a documented code under a status its catalog entry does not give it, is reported, and that
// documented answers and routes outside /doc are not.
import t from 'tap'
import { buildApp } from '../../src/app.js'
import { testConfig } from '../../src/config.js'
import { ApiError } from '../../src/errors.js'
import type { UndocumentedAnswer } from '../../src/plugins/app/errors.js'
import { auth, BASE, expectError, freshDatabaseUrl, req, TOKEN } from '../helper.js'

t.test('an answer its route does not document is reported, and answered as it was', async (t) => {
  const reported: UndocumentedAnswer[] = []
  const config = testConfig({ databaseUrl: await freshDatabaseUrl(t), apiToken: TOKEN, siteUrl: 'https://example.org' })
  const app = await buildApp(config, { logger: false, print: () => {}, onUndocumentedError: (answer) => { reported.push(answer) } })
  t.teardown(() => app.close())

  // Documented: GET /webhooks/:id lists 404 webhook-not-found, and GET /categories the 400 of its parameters.
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/webhooks/999`, headers: auth }), 404, 'webhook-not-found')
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/categories?page=0` }), 400, 'rest_invalid_param')
  // Outside the route table (not in /doc): the health probes.
  app.repos.health.appliedMigrations = async () => []
  expectError(t, await req(app, { method: 'GET', url: '/health/ready' }), 503, 'service_unavailable')
  t.same(reported, [], 'documented answers and routes outside /doc are not reported')

  // GET /categories documents no 404: a code of another route is reported.
  app.repos.terms.list = async () => { throw new ApiError('webhook-not-found', 404, 'No webhook has this id.') }
  const res = await req(app, { method: 'GET', url: `${BASE}/categories?page=2` })
  expectError(t, res, 404, 'webhook-not-found', undefined, 'the answer is not changed')
  // A documented code under a status the catalog does not give it.
  app.repos.terms.list = async () => { throw new ApiError('rest_invalid_param', 404, 'Some parameters are not valid: page') }
  await req(app, { method: 'GET', url: `${BASE}/categories?page=3` })
  t.same(reported, [
    { method: 'GET', url: `${BASE}/categories`, status: 404, code: 'webhook-not-found' },
    { method: 'GET', url: `${BASE}/categories`, status: 404, code: 'rest_invalid_param' },
  ])
})
