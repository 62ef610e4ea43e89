// Basic authentication (SPEC §2.1, issue 39 item 2): a client written for the plugin sends a WordPress application
// password, `Authorization: Basic base64(<login>:<password>)`; the service takes a token in the password's place and
// the login of the token's user. Also: the challenges of a 401 and the hints of 401/403 answers (SPEC §3.3 `data`).
// The header's syntax alone: test/lib/http/authorization.test.ts.
import t from 'tap'
import { basicAuthorization, Source } from '../../src/import/source.js'
import { issueToken, revokeToken } from '../../src/services/users.js'
import { addUser, BASE, build, createEvent, expectError, req, TOKEN, type Res } from '../helper.js'

const EVENTS = `${BASE}/events`
const basic = (login: string, token: string) => ({ authorization: basicAuthorization(login, token) })
/** The token as WordPress shows an application password: groups of four, spaces between. */
const grouped = (token: string) => token.match(/.{1,4}/g)!.join(' ')
/** Lists show upcoming events within a window by default; these hold every event of the tests. */
const WINDOW = { start_date: '2029-01-01', end_date: '2031-01-01' }
const NEW_EVENT = { title: 'Plugin client', start_date: '2030-05-01 10:00:00', end_date: '2030-05-01 11:00:00', status: 'draft' }

t.test('a plugin client over real HTTP: the importer\'s Basic header reads, a wp-api-style JSON write creates', async (t) => {
  const app = await build(t)
  const token = (await issueToken(app.repos, 'admin', 'plugin client')).token
  await createEvent(app, { title: 'Draft', status: 'draft' })
  const address = await app.listen({ host: '127.0.0.1', port: 0 })

  // The importer's own HTTP source (src/import/source.ts), with the header it builds for `--user/--app-password`.
  const source = new Source({ root: `${address}/wp-json/`, authorization: basicAuthorization('admin', grouped(token)), retries: 0 })
  const drafts = await source.get(source.url('calendar/events/v1/events', { status: 'draft', ...WINDOW }))
  t.equal(drafts.status, 200, 'a status filter only an editor may use: authenticated')
  t.same((drafts.body as { events: Array<{ title: string }> }).events.map((e) => e.title), ['Draft'])

  // What wp-api (node-wpapi) and python's wordpress-api send: Basic, JSON body, Accept: application/json.
  const res = await fetch(`${address}${EVENTS}`, {
    method: 'POST',
    headers: { Authorization: basicAuthorization('admin', grouped(token)), 'Content-Type': 'application/json; charset=utf-8', Accept: 'application/json' },
    body: JSON.stringify(NEW_EVENT),
  })
  t.equal(res.status, 201, 'created')
  const body = await res.json() as { title: string; author: string }
  t.equal(body.title, 'Plugin client')
  t.equal(body.author, '1', 'written as the token\'s user')

  const wrong = await fetch(`${address}${EVENTS}`, { method: 'POST', headers: { ...basic('someone', token), 'Content-Type': 'application/json' }, body: JSON.stringify(NEW_EVENT) })
  t.equal(wrong.status, 401, 'another login: 401')
  t.equal((await wrong.json() as { code: string }).code, 'rest_invalid_token')
})

t.test('Basic: the token\'s user, spaces ignored; a wrong login, an unknown or revoked token, a malformed header: one 401', async (t) => {
  const app = await build(t)
  const editor = await addUser(app, 'Edith', 'editor')
  const { token, id: tokenId } = await issueToken(app.repos, 'Edith')
  const draft = await createEvent(app, { title: 'Only editors', status: 'draft' })
  const read = (headers: Record<string, string>) => req(app, { method: 'GET', url: `${EVENTS}/${draft.id}`, headers })

  for (const [what, headers] of [
    ['login and token', basic('Edith', token)],
    ['token grouped by four, as WordPress shows application passwords', basic('Edith', grouped(token))],
    ['login in another case (WordPress finds logins so)', basic('edith', token)],
  ] as const) {
    const res = await read(headers)
    t.equal(res.statusCode, 200, `${what}: the draft is readable`)
  }
  const write = await req(app, { method: 'PATCH', url: `${EVENTS}/${draft.id}`, headers: basic('Edith', token), payload: { title: 'Edited' } })
  t.equal(write.statusCode, 200, 'a write as the token\'s user')
  t.equal(write.body.title, 'Edited')
  t.ok(editor.id > 1)

  const unknown = await read(basic('Edith', 'cal_not-a-token'))
  expectError(t, unknown, 401, 'rest_invalid_token', undefined, 'unknown token')
  const same = (res: Res, what: string) => {
    expectError(t, res, 401, 'rest_invalid_token', undefined, what)
    t.same(res.body, unknown.body, `${what}: the body of an unknown token`)
    t.equal(res.headers['www-authenticate'], unknown.headers['www-authenticate'], `${what}: the challenge of an unknown token`)
  }
  same(await read(basic('admin', token)), 'the token of another user (a login that exists)')
  same(await read(basic('nobody', token)), 'a login that does not exist')
  same(await read(basic('Edith', TOKEN)), 'a login with another user\'s token')
  same(await read(basic('admin', `${token}x`)), 'a token one character off')
  same(await read({ authorization: 'Basic !!!' }), 'not base64')
  same(await read({ authorization: `Basic ${Buffer.from(`Edith${token}`).toString('base64')}` }), 'no colon')
  same(await read({ authorization: `Basic ${Buffer.from(`:${token}`).toString('base64')}` }), 'empty login')
  same(await read({ authorization: `Basic ${Buffer.from('Edith:').toString('base64')}` }), 'empty token')
  same(await read({ authorization: 'Basic' }), 'no credentials')
  same(await req(app, { method: 'GET', url: `${BASE}/categories`, headers: basic('admin', token) }), 'on a public read too (SPEC §2.1)')

  await revokeToken(app.repos, tokenId)
  same(await read(basic('Edith', token)), 'a revoked token')
  same(await read({ authorization: `Bearer ${token}` }), 'a revoked token as Bearer')
})

t.test('Basic and Bearer of one token are one client of the rate limit; a wrong login counts against the address', async (t) => {
  const app = await build(t, { rateLimitMax: 3, rateLimitTokenMax: 4 })
  const get = (headers: Record<string, string>, remoteAddress: string) => req(app, { method: 'GET', url: EVENTS, headers, remoteAddress })
  t.equal((await get({ authorization: `Bearer ${TOKEN}` }, '10.0.0.1')).statusCode, 200)
  t.equal((await get({ authorization: `Bearer ${TOKEN}` }, '10.0.0.2')).statusCode, 200)
  t.equal((await get(basic('admin', TOKEN), '10.0.0.3')).statusCode, 200)
  t.equal((await get(basic('admin', grouped(TOKEN)), '10.0.0.4')).statusCode, 200, 'the fourth request of the token, from a fourth address')
  expectError(t, await get(basic('admin', TOKEN), '10.0.0.5'), 429, 'rest_too_many_requests', undefined, 'the fifth, by Basic from a new address: limited')
  expectError(t, await get({ authorization: `Bearer ${TOKEN}` }, '10.0.0.6'), 429, 'rest_too_many_requests', undefined, 'and by Bearer')

  // A wrong login is not the token's client: its 401s count against the address, like any guess.
  for (let i = 0; i < 3; i++) expectError(t, await get(basic('nobody', TOKEN), '10.0.1.1'), 401, 'rest_invalid_token', undefined, `guess ${i}`)
  expectError(t, await get(basic('nobody', TOKEN), '10.0.1.1'), 429, 'rest_too_many_requests', undefined, 'the address is limited')
})

t.test('the response cache never answers a Basic caller with an anonymous answer, nor the reverse', async (t) => {
  const app = await build(t)
  await createEvent(app, { title: 'Public' })
  await createEvent(app, { title: 'Draft', status: 'draft' })
  const list = (headers: Record<string, string> = {}) => req(app, { method: 'GET', url: `${EVENTS}?${new URLSearchParams(WINDOW)}`, headers })
  const titles = (res: Res) => res.body.events.map((e: { title: string }) => e.title).sort()
  t.same(titles(await list()), ['Public'], 'anonymous')
  t.same(titles(await list()), ['Public'], 'anonymous again')
  const hits = app.responseCache.hits
  t.ok(hits >= 1, 'the second anonymous list came from the cache')
  t.same(titles(await list(basic('admin', TOKEN))), ['Draft', 'Public'], 'Basic admin: the draft too, not the cached answer')
  t.equal(app.responseCache.hits, hits, 'not served from the cache')
  t.same(titles(await list()), ['Public'], 'anonymous after: the draft stays out')
})

t.test('the health probes ignore Basic too', async (t) => {
  const app = await build(t)
  for (const authorization of [basicAuthorization('nobody', 'x'), 'Basic !!!', basicAuthorization('admin', TOKEN)]) {
    t.equal((await req(app, { method: 'GET', url: '/health/live', headers: { authorization } })).statusCode, 200, authorization)
  }
})

t.test('401 and 403 say how to authenticate: WWW-Authenticate names both schemes; data.hint beside the plugin\'s message', async (t) => {
  const app = await build(t)
  const subscriber = await addUser(app, 'sub', 'subscriber')

  const bad = await req(app, { method: 'GET', url: EVENTS, headers: { authorization: 'Bearer nope' } })
  expectError(t, bad, 401, 'rest_invalid_token')
  t.equal(bad.headers['www-authenticate'], 'Bearer error="invalid_token", Basic realm="calendar", charset="UTF-8"', 'RFC 7235: both challenges, comma-separated')
  t.match(bad.body.data.hint, /Authorization: Bearer <token>.*Authorization: Basic base64\(<login>:<token>\).*calendar-cli token issue/)

  const anonymous = await req(app, { method: 'POST', url: EVENTS, payload: NEW_EVENT })
  expectError(t, anonymous, 401, 'rest_forbidden')
  t.equal(anonymous.body.message, 'Sorry, you are not allowed to do that.', 'the plugin\'s message, which clients compare')
  t.equal(anonymous.headers['www-authenticate'], 'Bearer realm="calendar", Basic realm="calendar", charset="UTF-8"', 'a 401 carries a challenge (RFC 7235 §3.1)')
  t.match(anonymous.body.data.hint, /^This needs a token\. Send `Authorization: Bearer <token>`.*`calendar-cli token issue <login>`\.$/)

  const refused = await req(app, { method: 'POST', url: EVENTS, headers: subscriber.headers, payload: NEW_EVENT })
  expectError(t, refused, 403, 'rest_forbidden')
  t.equal(refused.body.message, 'Sorry, you are not allowed to do that.')
  t.equal(refused.headers['www-authenticate'], undefined, 'a 403 challenges nothing')
  t.match(refused.body.data.hint, /role.*calendar-cli user set-role/)

  const webhook = await req(app, { method: 'GET', url: `${BASE}/webhooks` })
  expectError(t, webhook, 401, 'rest_forbidden', undefined, 'webhooks')
  t.equal(webhook.body.message, 'Sorry, you are not allowed to manage webhooks.')
  t.ok(webhook.body.data.hint, 'webhooks: the hint too')

  // A script in a browser (fetch: Sec-Fetch-Mode cors) gets no Basic challenge, which would open the browser's login dialog.
  const script = await req(app, { method: 'GET', url: EVENTS, headers: { authorization: 'Bearer nope', 'sec-fetch-mode': 'cors' } })
  t.equal(script.headers['www-authenticate'], 'Bearer error="invalid_token"')
  const scriptWrite = await req(app, { method: 'POST', url: EVENTS, headers: { 'sec-fetch-mode': 'same-origin' }, payload: NEW_EVENT })
  t.equal(scriptWrite.headers['www-authenticate'], 'Bearer realm="calendar"')
})
