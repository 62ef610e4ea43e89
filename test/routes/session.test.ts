// Browser sign-in (SPEC §9.8, issue 41 items 1 and 6): password sign-in with the session cookie and its X-WP-Nonce,
// sign-out, rotation, the limits of failed sign-ins, the same answer for unknown logins and wrong passwords, hostile
// input, and CORS never granting credentials to a foreign origin.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { addUser, auth, BASE, build, createEvent, req, type Res } from '../helper.js'
import { hashPassword } from '../../src/lib/infra/password.js'

const PASSWORD = 'correct horse battery staple'

async function withPassword (app: FastifyInstance, login: string, role: Parameters<typeof addUser>[2], password = PASSWORD) {
  const user = await addUser(app, login, role)
  await app.db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } })
  return user
}

/** The `calendar_session=…` pair of a Set-Cookie answer. */
function cookieOf (res: Res): string {
  const set = String(res.headers['set-cookie'] ?? '')
  const m = /^calendar_session=([^;]*)/.exec(set)
  if (!m) throw new Error(`no session cookie in ${set}`)
  return `calendar_session=${m[1]}`
}

async function signIn (app: FastifyInstance, login: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<{ res: Res; cookie: string; nonce: string }> {
  const res = await req(app, { method: 'POST', url: `${BASE}/session`, payload: { login, password }, headers })
  if (res.statusCode !== 200) return { res, cookie: '', nonce: '' }
  return { res, cookie: cookieOf(res), nonce: res.body.nonce }
}

t.test('sign-in sets an HttpOnly, SameSite=Lax, Secure cookie and answers the user and a nonce; never a hash', async (t) => {
  const app = await build(t)
  const ann = await withPassword(app, 'ann', 'editor')
  const { res, cookie, nonce } = await signIn(app, 'ann')
  t.equal(res.statusCode, 200)
  t.same(res.body.user, { ...res.body.user, id: ann.id, login: 'ann', role: 'editor', has_password: true })
  t.match(nonce, /^[A-Za-z0-9_-]{20,}$/)
  const set = String(res.headers['set-cookie'])
  t.match(set, /HttpOnly/)
  t.match(set, /SameSite=Lax/)
  t.match(set, /Secure/, 'SITE_URL is https')
  t.match(set, /Path=\//)
  t.match(set, /Max-Age=172800/, 'SESSION_LIFETIME (2 days)')
  t.equal(res.headers['cache-control'], 'no-store')
  t.notOk(/scrypt|passwordHash|tokenHash/.test(res.raw), 'no hash in the answer')
  const stored = await app.db.session.findMany()
  t.equal(stored.length, 1)
  t.not(stored[0]!.id, cookie.split('=')[1], 'the cookie value is not stored, only its digest')

  const me = await req(app, { method: 'GET', url: `${BASE}/session`, headers: { cookie } })
  t.equal(me.statusCode, 200)
  t.equal(me.body.user.login, 'ann')
  t.equal(me.body.nonce, nonce, 'GET /session gives the nonce again (page reload)')
})

t.test('http site: no Secure flag', async (t) => {
  const app = await build(t, { siteUrl: 'http://example.org' })
  await withPassword(app, 'ann', 'editor')
  const { res } = await signIn(app, 'ann')
  t.notMatch(String(res.headers['set-cookie']), /Secure/)
})

t.test('cookie + nonce writes; cookie without nonce reads as anonymous and cannot write; forged or foreign nonce → 403', async (t) => {
  const app = await build(t)
  await withPassword(app, 'ed', 'editor')
  await withPassword(app, 'sue', 'subscriber')
  const ed = await signIn(app, 'ed')
  const sue = await signIn(app, 'sue')
  const draft = await createEvent(app, { status: 'draft', title: 'Secret draft' })
  const payload = { title: 'By cookie', start_date: '2030-05-01 10:00:00', end_date: '2030-05-01 11:00:00' }

  const write = await req(app, { method: 'POST', url: `${BASE}/events`, headers: { cookie: ed.cookie, 'x-wp-nonce': ed.nonce }, payload })
  t.equal(write.statusCode, 201, 'cookie with its nonce writes')
  const noNonce = await req(app, { method: 'POST', url: `${BASE}/events`, headers: { cookie: ed.cookie }, payload })
  t.equal(noNonce.statusCode, 403)
  t.equal(noNonce.body.code, 'rest_cookie_invalid_nonce', 'a stolen cookie alone cannot write')
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    const res = await req(app, { method, url: `${BASE}/events/${draft.id}`, headers: { cookie: ed.cookie }, payload: method === 'DELETE' ? undefined : { title: 'x' } })
    t.equal(res.body.code, 'rest_cookie_invalid_nonce', `${method} without nonce`)
  }
  const overridden = await req(app, { method: 'POST', url: `${BASE}/events/${draft.id}`, headers: { cookie: ed.cookie, 'x-http-method-override': 'DELETE' } })
  t.equal(overridden.body.code, 'rest_cookie_invalid_nonce', 'method override to DELETE without nonce')
  const forged = await req(app, { method: 'POST', url: `${BASE}/events`, headers: { cookie: ed.cookie, 'x-wp-nonce': 'forged-nonce-value-0000' }, payload })
  t.equal(forged.body.code, 'rest_cookie_invalid_nonce', 'forged nonce')
  const foreign = await req(app, { method: 'POST', url: `${BASE}/events`, headers: { cookie: ed.cookie, 'x-wp-nonce': sue.nonce }, payload })
  t.equal(foreign.body.code, 'rest_cookie_invalid_nonce', 'the nonce of another session')
  const foreignRead = await req(app, { method: 'GET', url: `${BASE}/events/${draft.id}`, headers: { cookie: ed.cookie, 'x-wp-nonce': sue.nonce } })
  t.equal(foreignRead.body.code, 'rest_cookie_invalid_nonce', 'a wrong nonce on a read too')

  const anonRead = await req(app, { method: 'GET', url: `${BASE}/events/${draft.id}`, headers: { cookie: ed.cookie } })
  t.equal(anonRead.statusCode, 403, 'cookie without nonce reads as anonymous (the draft is not accessible)')
  t.equal(anonRead.body.code, 'event-not-accessible')
  const edRead = await req(app, { method: 'GET', url: `${BASE}/events/${draft.id}`, headers: { cookie: ed.cookie, 'x-wp-nonce': ed.nonce } })
  t.equal(edRead.statusCode, 200, 'with the nonce the editor reads the draft')
  t.equal(edRead.headers['cache-control'], 'private, no-store', 'an answer to a session is kept by no shared cache')
  const sueWrite = await req(app, { method: 'POST', url: `${BASE}/events`, headers: { cookie: sue.cookie, 'x-wp-nonce': sue.nonce }, payload })
  t.equal(sueWrite.statusCode, 403, 'a subscriber session has a subscriber\'s rights')
  t.equal(sueWrite.body.code, 'rest_forbidden')

  const bearer = await req(app, { method: 'POST', url: `${BASE}/events`, headers: { ...auth, cookie: ed.cookie }, payload })
  t.equal(bearer.statusCode, 201, 'Authorization wins; the cookie is not looked at')
})

t.test('a signed-in session\'s list is never cached for anonymous callers', async (t) => {
  const app = await build(t)
  await withPassword(app, 'ed', 'editor')
  const ed = await signIn(app, 'ed')
  await createEvent(app, { status: 'draft', title: 'Hidden draft', start_date: new Date(Date.now() + 86400_000).toISOString().slice(0, 10) + ' 10:00:00', end_date: new Date(Date.now() + 86400_000).toISOString().slice(0, 10) + ' 11:00:00' })
  const mine = await req(app, { method: 'GET', url: `${BASE}/events`, headers: { cookie: ed.cookie, 'x-wp-nonce': ed.nonce } })
  t.equal(mine.body.events.length, 1, 'the editor sees the draft')
  for (let i = 0; i < 2; i++) {
    const anon = await req(app, { method: 'GET', url: `${BASE}/events` })
    t.equal(anon.body.events.length, 0, `anonymous does not (${i})`)
  }
})

t.test('sign-out ends the session and clears the cookie; it needs the nonce', async (t) => {
  const app = await build(t)
  await withPassword(app, 'ann', 'author')
  const { cookie, nonce } = await signIn(app, 'ann')
  const noNonce = await req(app, { method: 'DELETE', url: `${BASE}/session`, headers: { cookie } })
  t.equal(noNonce.statusCode, 403)
  t.equal(noNonce.body.code, 'rest_cookie_invalid_nonce', 'a foreign page cannot sign anyone out')
  const out = await req(app, { method: 'DELETE', url: `${BASE}/session`, headers: { cookie, 'x-wp-nonce': nonce } })
  t.equal(out.statusCode, 200)
  t.same(out.body, { ended: true })
  t.match(String(out.headers['set-cookie']), /^calendar_session=; .*Max-Age=0/)
  const after = await req(app, { method: 'GET', url: `${BASE}/session`, headers: { cookie } })
  t.equal(after.statusCode, 401)
  t.equal(after.body.code, 'rest_not_logged_in')
  const write = await req(app, { method: 'POST', url: `${BASE}/venues`, headers: { cookie, 'x-wp-nonce': nonce }, payload: { venue: 'Hall' } })
  t.equal(write.body.code, 'rest_cookie_invalid_nonce', 'the ended session\'s cookie and nonce no longer write')
  const again = await req(app, { method: 'DELETE', url: `${BASE}/session`, headers: { cookie } })
  t.same(again.body, { ended: false }, 'signing out without a live session only clears the cookie')
})

t.test('rotation: every sign-in is a new session, and the cookie the browser had before ends', async (t) => {
  const app = await build(t)
  await withPassword(app, 'ann', 'author')
  const first = await signIn(app, 'ann')
  const second = await signIn(app, 'ann', PASSWORD, { cookie: first.cookie })
  t.not(second.cookie, first.cookie)
  t.not(second.nonce, first.nonce)
  const old = await req(app, { method: 'GET', url: `${BASE}/session`, headers: { cookie: first.cookie } })
  t.equal(old.statusCode, 401, 'the pre-sign-in session is gone')
  const cur = await req(app, { method: 'GET', url: `${BASE}/session`, headers: { cookie: second.cookie } })
  t.equal(cur.statusCode, 200)
})

t.test('expired sessions are refused and pruned', async (t) => {
  let now = Date.now()
  const app = await build(t, { sessionLifetimeMs: 60_000 }, { clock: () => new Date(now) })
  await withPassword(app, 'ann', 'author')
  const { cookie, nonce } = await signIn(app, 'ann')
  t.match(String((await signIn(app, 'ann')).res.headers['set-cookie']), /Max-Age=60;/)
  now += 61_000
  const read = await req(app, { method: 'GET', url: `${BASE}/session`, headers: { cookie } })
  t.equal(read.body.code, 'rest_not_logged_in')
  const write = await req(app, { method: 'POST', url: `${BASE}/venues`, headers: { cookie, 'x-wp-nonce': nonce }, payload: { venue: 'Hall' } })
  t.equal(write.statusCode, 403)
  t.equal(write.body.code, 'rest_cookie_invalid_nonce')
  const { pruneSessions } = await import('../../src/services/sessions.js')
  const removed = await pruneSessions(app.repos, app.config, new Date(now))
  t.equal(removed.sessions, 2)
  t.equal(await app.db.session.count(), 0)
})

t.test('wrong password and unknown login: the same answer; a user without a password cannot sign in', async (t) => {
  const app = await build(t)
  await withPassword(app, 'ann', 'author')
  await addUser(app, 'nopass', 'author')
  const answers = []
  for (const [login, password] of [['ann', 'wrong password!'], ['nobody', 'wrong password!'], ['nopass', 'wrong password!']] as const) {
    const { res } = await signIn(app, login, password)
    t.equal(res.statusCode, 401, `${login}: 401`)
    t.equal(res.body.code, 'rest_invalid_login')
    t.notOk('set-cookie' in res.headers, `${login}: no cookie`)
    answers.push(res.raw)
  }
  t.equal(new Set(answers).size, 1, 'byte for byte the same answer')
  t.equal(await app.db.session.count(), 0)
})

t.test('timing: an unknown login costs what a wrong password costs (ratio, same run)', async (t) => {
  const app = await build(t, { signInMaxPerLogin: 1000, signInMaxPerAddress: 1000 })
  await withPassword(app, 'ann', 'author')
  const time = async (login: string): Promise<number> => {
    const start = process.hrtime.bigint()
    const { res } = await signIn(app, login, 'wrong password!')
    t.equal(res.statusCode, 401)
    return Number(process.hrtime.bigint() - start) / 1e6
  }
  const known: number[] = []
  const unknown: number[] = []
  for (let i = 0; i < 8; i++) { known.push(await time('ann')); unknown.push(await time(`ghost${i}`)) }
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!
  const ratio = median(unknown) / median(known)
  t.comment(`median wrong password ${median(known).toFixed(1)} ms, unknown login ${median(unknown).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`)
  t.ok(ratio > 0.6 && ratio < 1.6, `unknown/known ratio ${ratio.toFixed(2)} within 0.6–1.6`)
})

t.test('flood: failures per login and per address → 429 with Retry-After, for unknown logins alike', async (t) => {
  const app = await build(t, { signInMaxPerLogin: 3, signInMaxPerAddress: 6 })
  await withPassword(app, 'ann', 'author')
  for (const login of ['ann', 'ghost']) {
    for (let i = 0; i < 3; i++) t.equal((await signIn(app, login, 'wrong password!', {})).res.statusCode, 401, `${login} failure ${i + 1}`)
  }
  for (const login of ['ann', 'ghost']) {
    const { res } = await signIn(app, login, login === 'ann' ? PASSWORD : 'wrong password!')
    t.equal(res.statusCode, 429, `${login}: limited (even with the right password)`)
    t.equal(res.body.code, 'rest_too_many_requests')
    const after = Number(res.headers['retry-after'])
    t.ok(after >= 1 && after <= 900, `${login}: Retry-After ${after} within the window`)
    t.equal(res.body.data.retry_after, after)
  }
  // The address: 6 failures over 2 logins reach SIGN_IN_MAX_PER_ADDRESS (6): any further login is limited.
  const other = await signIn(app, 'someone-else', 'wrong password!')
  t.equal(other.res.statusCode, 429, 'the address is limited across logins')
  const elsewhere = await req(app, { method: 'POST', url: `${BASE}/session`, payload: { login: 'fresh', password: 'x' }, remoteAddress: '203.0.113.9' })
  t.equal(elsewhere.statusCode, 401, 'another address is not')
})

t.test('success does not count against the limits', async (t) => {
  const app = await build(t, { signInMaxPerLogin: 2, signInMaxPerAddress: 2 })
  await withPassword(app, 'ann', 'author')
  for (let i = 0; i < 5; i++) t.equal((await signIn(app, 'ann')).res.statusCode, 200, `sign-in ${i + 1}`)
})

t.test('hostile input: over-long and malformed fields are 400, nothing stored', async (t) => {
  const app = await build(t)
  await withPassword(app, 'ann', 'author')
  const cases: Array<[string, unknown]> = [
    ['over-long login', { login: 'a'.repeat(61), password: 'x' }],
    ['over-long password', { login: 'ann', password: 'x'.repeat(257) }],
    ['HTML login', { login: '<script>alert(1)</script>', password: 'x' }],
    ['login with a NUL', { login: 'ann\u0000', password: 'x' }],
    ['empty password', { login: 'ann', password: '' }],
    ['login as an object', { login: { $ne: null }, password: 'x' }],
    ['password as an array', { login: 'ann', password: ['a'] }],
  ]
  for (const [what, payload] of cases) {
    const res = await req(app, { method: 'POST', url: `${BASE}/session`, payload: payload as Record<string, unknown> })
    t.equal(res.statusCode, 400, `${what}: 400`)
    t.equal(res.body.code, 'rest_invalid_param', `${what}: rest_invalid_param`)
  }
  const missing = await req(app, { method: 'POST', url: `${BASE}/session`, payload: { login: 'ann' } })
  t.equal(missing.statusCode, 400)
  t.equal(missing.body.code, 'rest_missing_callback_param')
  const garbageCookie = await req(app, { method: 'GET', url: `${BASE}/events`, headers: { cookie: 'calendar_session=<script>; other=1' } })
  t.equal(garbageCookie.statusCode, 200, 'a cookie that is not the service\'s is ignored')
  const longCookie = await req(app, { method: 'POST', url: `${BASE}/venues`, headers: { cookie: `calendar_session=${'A'.repeat(120)}`, 'x-wp-nonce': 'n'.repeat(5000) }, payload: { venue: 'x' } })
  t.equal(longCookie.body.code, 'rest_cookie_invalid_nonce', 'an unknown cookie with a nonce: 403, not a 500')
  t.equal(await app.db.session.count(), 0)
  t.equal(await app.db.signInFailure.count(), 0, 'refused requests are not counted as attempts')
})

t.test('CORS: no credentials for a foreign origin; credentials only for CORS_ORIGINS', async (t) => {
  const open = await build(t)
  const preflight = await req(open, { method: 'OPTIONS', url: `${BASE}/session`, headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-wp-nonce' } })
  t.equal(preflight.headers['access-control-allow-origin'], 'https://evil.example', 'the origin is echoed (tokens work from anywhere)')
  t.not(preflight.headers['access-control-allow-credentials'], 'true', 'but never with credentials')
  t.match(String(preflight.headers['access-control-allow-headers']), /X-WP-Nonce/)
  await withPassword(open, 'ann', 'editor')
  const { cookie } = await signIn(open, 'ann')
  const read = await req(open, { method: 'GET', url: `${BASE}/session`, headers: { origin: 'https://evil.example', cookie } })
  t.not(read.headers['access-control-allow-credentials'], 'true', 'a credentialed read from a foreign origin is not shared with it')
  const write = await req(open, { method: 'POST', url: `${BASE}/venues`, headers: { origin: 'https://evil.example', cookie }, payload: { venue: 'CSRF' } })
  t.equal(write.body.code, 'rest_cookie_invalid_nonce', 'a cross-site form post with the cookie cannot write')

  const closed = await build(t, { corsOrigins: ['https://calendar.example'] })
  const own = await req(closed, { method: 'OPTIONS', url: `${BASE}/session`, headers: { origin: 'https://calendar.example', 'access-control-request-method': 'POST' } })
  t.equal(own.headers['access-control-allow-origin'], 'https://calendar.example')
  t.equal(own.headers['access-control-allow-credentials'], 'true', 'a configured origin gets credentials')
  const evil = await req(closed, { method: 'OPTIONS', url: `${BASE}/session`, headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } })
  t.notOk(evil.headers['access-control-allow-origin'])
  t.notOk(evil.headers['access-control-allow-credentials'])
})

t.test('the log (trace level) keeps no password, cookie or nonce of sign-ins, session requests and password changes', async (t) => {
  const { Writable } = await import('node:stream')
  const { buildApp } = await import('../../src/app.js')
  const { testConfig } = await import('../../src/config.js')
  const { freshDatabaseUrl, TOKEN } = await import('../helper.js')
  let log = ''
  const stream = new Writable({ write (chunk, _enc, done) { log += String(chunk); done() } })
  const app = await buildApp(testConfig({ databaseUrl: await freshDatabaseUrl(t), apiToken: TOKEN, siteUrl: 'https://example.org' }), { logger: { level: 'trace', stream }, print: () => {} })
  t.teardown(() => app.close())
  const secrets = { first: 'first secret password 1', second: 'second secret password 2', wrong: 'wrong secret password 3', created: 'created secret password 4' }
  await req(app, { method: 'POST', url: `${BASE}/users`, headers: auth, payload: { login: 'ann', role: 'editor', password: secrets.first } })
  await req(app, { method: 'POST', url: `${BASE}/users`, headers: auth, payload: { login: 'bob', role: 'editor', password: secrets.created } })
  await req(app, { method: 'POST', url: `${BASE}/session`, payload: { login: 'ann', password: secrets.wrong } })
  const { cookie, nonce } = await signIn(app, 'ann', secrets.first)
  await req(app, { method: 'GET', url: `${BASE}/users/me`, headers: { cookie, 'x-wp-nonce': nonce } })
  await req(app, { method: 'POST', url: `${BASE}/venues`, headers: { cookie }, payload: { venue: 'No nonce' } })
  await req(app, { method: 'POST', url: `${BASE}/venues?nonce=${nonce}`, headers: { cookie, 'x-wp-nonce': 'forged' }, payload: { venue: 'Forged' } })
  const changed = await req(app, { method: 'PATCH', url: `${BASE}/users/me`, headers: { cookie, 'x-wp-nonce': nonce }, payload: { current_password: secrets.first, password: secrets.second } })
  t.equal(changed.statusCode, 200)
  const renewed = cookieOf(changed)
  await req(app, { method: 'PATCH', url: `${BASE}/users/me`, headers: { cookie: renewed, 'x-wp-nonce': changed.body.nonce }, payload: { current_password: secrets.wrong, password: 'x'.repeat(300) } })
  await req(app, { method: 'DELETE', url: `${BASE}/session`, headers: { cookie: renewed, 'x-wp-nonce': changed.body.nonce } })
  t.match(log, /"msg":"request"/, 'the requests were logged')
  const values = { ...secrets, cookie: cookie.split('=')[1]!, nonce, renewedCookie: renewed.split('=')[1]!, renewedNonce: changed.body.nonce as string }
  for (const [name, value] of Object.entries(values)) t.notOk(log.includes(value), `${name} is not in the log`)
})
