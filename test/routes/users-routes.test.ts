// Users and their tokens over HTTP (SPEC §9.8): administrators at /users, everyone at /users/me; tokens shown once;
// no answer carries a password, a hash or a token's digest; user 1 and one's own account are protected; a password
// change ends sessions.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { addUser, auth, BASE, build, createEvent, req, type Res } from '../helper.js'

const PW = 'correct horse battery staple'
const NEW_PW = 'a brand new passphrase'

/** No secret of any kind in an answer. */
function noSecrets (t: Test, res: Res, what: string): void {
  t.notOk(/scrypt\$|passwordHash|tokenHash|"password"/.test(res.raw), `${what}: no password or hash in the answer`)
}

async function signIn (app: FastifyInstance, login: string, password = PW): Promise<{ cookie: string; nonce: string; res: Res }> {
  const res = await req(app, { method: 'POST', url: `${BASE}/session`, payload: { login, password } })
  return { res, cookie: String(res.headers['set-cookie'] ?? '').split(';')[0]!, nonce: res.body?.nonce }
}

t.test('administrators manage users: create (with a password), list, read, update, delete', async (t) => {
  const app = await build(t)
  const created = await req(app, { method: 'POST', url: `${BASE}/users`, headers: auth, payload: { login: 'ann', role: 'editor', name: 'Ann', password: PW } })
  t.equal(created.statusCode, 201)
  t.same(created.body, { ...created.body, login: 'ann', role: 'editor', name: 'Ann', has_password: true, active_tokens: 0 })
  noSecrets(t, created, 'create')
  t.equal((await signIn(app, 'ann')).res.statusCode, 200, 'the password given at creation signs in')
  const dup = await req(app, { method: 'POST', url: `${BASE}/users`, headers: auth, payload: { login: 'ann', role: 'author' } })
  t.equal(dup.statusCode, 400)
  t.equal(dup.body.code, 'user-login-exists')

  const list = await req(app, { method: 'GET', url: `${BASE}/users`, headers: auth })
  t.same(list.body.map((u: any) => [u.id, u.login, u.role]), [[1, 'admin', 'administrator'], [created.body.id, 'ann', 'editor']])
  noSecrets(t, list, 'list')
  const one = await req(app, { method: 'GET', url: `${BASE}/users/${created.body.id}`, headers: auth })
  t.equal(one.body.login, 'ann')
  const missing = await req(app, { method: 'GET', url: `${BASE}/users/999`, headers: auth })
  t.equal(missing.statusCode, 404)
  t.equal(missing.body.code, 'user-not-found')

  const ann = await signIn(app, 'ann')
  const updated = await req(app, { method: 'PATCH', url: `${BASE}/users/${created.body.id}`, headers: auth, payload: { role: 'author', name: 'Ann B.', password: NEW_PW } })
  t.equal(updated.statusCode, 200)
  t.same([updated.body.role, updated.body.name], ['author', 'Ann B.'])
  t.equal((await req(app, { method: 'GET', url: `${BASE}/session`, headers: { cookie: ann.cookie } })).statusCode, 401, 'a password set by an administrator ends the user\'s sessions')
  t.equal((await signIn(app, 'ann', NEW_PW)).res.statusCode, 200)

  const event = await createEvent(app, { title: 'Ann\'s', author: created.body.id })
  const refused = await req(app, { method: 'DELETE', url: `${BASE}/users/${created.body.id}`, headers: auth })
  t.equal(refused.statusCode, 400, 'a user with records needs `reassign`')
  t.same(Object.keys(refused.body.data.params), ['reassign'])
  const deleted = await req(app, { method: 'DELETE', url: `${BASE}/users/${created.body.id}?reassign=1`, headers: auth })
  t.equal(deleted.statusCode, 200)
  t.equal(deleted.body.previous.login, 'ann')
  t.equal((await req(app, { method: 'GET', url: `${BASE}/events/${event.id}`, headers: auth })).body.author, '1', 'records go to the user `reassign` names')
  t.equal(await app.db.session.count({ where: { userId: created.body.id } }), 0, 'sessions went with the user')
})

t.test('user 1 and one\'s own account cannot be demoted or deleted: an administrator always remains', async (t) => {
  const app = await build(t)
  const second = await addUser(app, 'second-admin', 'administrator')
  for (const [who, headers, id] of [['another admin on user 1', second.headers, 1], ['user 1 on itself', auth, 1], ['an admin on itself', second.headers, second.id]] as const) {
    const demote = await req(app, { method: 'PATCH', url: `${BASE}/users/${id}`, headers, payload: { role: 'subscriber' } })
    t.equal(demote.statusCode, 403, `${who}: demote`)
    t.equal(demote.body.code, 'user-protected')
    const del = await req(app, { method: 'DELETE', url: `${BASE}/users/${id}`, headers })
    t.equal(del.body.code, 'user-protected', `${who}: delete`)
  }
  const byOther = await req(app, { method: 'PATCH', url: `${BASE}/users/${second.id}`, headers: auth, payload: { role: 'editor' } })
  t.equal(byOther.statusCode, 200, 'another administrator may demote one')
  t.equal((await app.db.user.findUnique({ where: { id: 1 } }))!.role, 'administrator')
})

t.test('tokens: issued once, listed without the token, revoked at once; per user and for oneself', async (t) => {
  const app = await build(t)
  const ed = await addUser(app, 'ed', 'editor')
  const issued = await req(app, { method: 'POST', url: `${BASE}/users/${ed.id}/tokens`, headers: auth, payload: { label: 'export' } })
  t.equal(issued.statusCode, 201)
  t.match(issued.body.token, /^cal_/)
  const token = issued.body.token as string
  t.equal((await req(app, { method: 'GET', url: `${BASE}/users/me`, headers: { authorization: `Bearer ${token}` } })).body.login, 'ed', 'the token is ed\'s')
  const listed = await req(app, { method: 'GET', url: `${BASE}/users/${ed.id}/tokens`, headers: auth })
  t.notOk(listed.raw.includes(token), 'the list never shows the token')
  t.notOk(listed.raw.includes('tokenHash'))
  t.same(listed.body.map((x: any) => x.label), ['test', 'export'])
  const reserved = await req(app, { method: 'POST', url: `${BASE}/users/${ed.id}/tokens`, headers: auth, payload: { label: 'API_TOKEN' } })
  t.equal(reserved.statusCode, 400, 'the API_TOKEN label is reserved')
  const revoked = await req(app, { method: 'DELETE', url: `${BASE}/users/${ed.id}/tokens/${issued.body.id}`, headers: auth })
  t.equal(revoked.statusCode, 200)
  t.type(revoked.body.previous.revoked_utc, 'string')
  const after = await req(app, { method: 'GET', url: `${BASE}/users/me`, headers: { authorization: `Bearer ${token}` } })
  t.equal(after.statusCode, 401)
  t.equal(after.body.code, 'rest_invalid_token', 'a revoked token stops at once')
  const wrongUser = await req(app, { method: 'DELETE', url: `${BASE}/users/1/tokens/${issued.body.id}`, headers: auth })
  t.equal(wrongUser.body.code, 'token-not-found', 'a token id under another user is 404')

  // For oneself, any role.
  const sub = await addUser(app, 'sub', 'subscriber')
  const mine = await req(app, { method: 'POST', url: `${BASE}/users/me/tokens`, headers: sub.headers, payload: { label: 'phone' } })
  t.equal(mine.statusCode, 201)
  t.match(mine.body.token, /^cal_/)
  const myList = await req(app, { method: 'GET', url: `${BASE}/users/me/tokens`, headers: sub.headers })
  t.same(myList.body.map((x: any) => x.label), ['test', 'phone'])
  const others = await req(app, { method: 'DELETE', url: `${BASE}/users/me/tokens/${issued.body.id}`, headers: sub.headers })
  t.equal(others.statusCode, 404, 'someone else\'s token id is 404 under /users/me')
  t.equal(others.body.code, 'token-not-found')
  const own = await req(app, { method: 'DELETE', url: `${BASE}/users/me/tokens/${mine.body.id}`, headers: sub.headers })
  t.equal(own.statusCode, 200)
  const abc = await req(app, { method: 'DELETE', url: `${BASE}/users/me/tokens/abc`, headers: sub.headers })
  t.equal(abc.statusCode, 404, 'a token id that is not digits matches no route')
  t.equal(abc.body.code, 'rest_no_route')
})

t.test('at most 100 active tokens per user', async (t) => {
  const app = await build(t)
  const sub = await addUser(app, 'sub', 'subscriber')
  await app.db.apiToken.createMany({ data: Array.from({ length: 99 }, (_, i) => ({ userId: sub.id, tokenHash: `h${i}`, label: 'x' })) })
  const res = await req(app, { method: 'POST', url: `${BASE}/users/me/tokens`, headers: sub.headers, payload: {} })
  t.equal(res.statusCode, 400)
  t.equal(res.body.code, 'rest_invalid_param')
})

t.test('/users/me: read, rename, change the password (current one required, sessions end, this one rotates)', async (t) => {
  const app = await build(t)
  const created = await req(app, { method: 'POST', url: `${BASE}/users`, headers: auth, payload: { login: 'ann', role: 'contributor', password: PW } })
  const phone = await signIn(app, 'ann')
  const laptop = await signIn(app, 'ann')
  const s = { cookie: laptop.cookie, 'x-wp-nonce': laptop.nonce }
  const me = await req(app, { method: 'GET', url: `${BASE}/users/me`, headers: s })
  t.equal(me.body.id, created.body.id)
  const cookieOnly = await req(app, { method: 'GET', url: `${BASE}/users/me`, headers: { cookie: laptop.cookie } })
  t.equal(cookieOnly.statusCode, 401, 'a cookie without its nonce is anonymous')
  t.equal(cookieOnly.body.code, 'rest_not_logged_in')

  const missing = await req(app, { method: 'PATCH', url: `${BASE}/users/me`, headers: s, payload: { password: NEW_PW } })
  t.equal(missing.statusCode, 400)
  t.equal(missing.body.code, 'rest_missing_callback_param')
  const wrong = await req(app, { method: 'PATCH', url: `${BASE}/users/me`, headers: s, payload: { password: NEW_PW, current_password: 'not the one' } })
  t.equal(wrong.statusCode, 400)
  t.same(Object.keys(wrong.body.data.params), ['current_password'])
  const short = await req(app, { method: 'PATCH', url: `${BASE}/users/me`, headers: s, payload: { password: 'short', current_password: PW } })
  t.equal(short.statusCode, 400, 'a new password under 10 characters')

  const changed = await req(app, { method: 'PATCH', url: `${BASE}/users/me`, headers: s, payload: { password: NEW_PW, current_password: PW, name: 'Ann' } })
  t.equal(changed.statusCode, 200)
  t.equal(changed.body.user.name, 'Ann')
  noSecrets(t, changed, 'password change')
  const renewed = String(changed.headers['set-cookie']).split(';')[0]!
  t.not(renewed, laptop.cookie, 'this session rotates: a new cookie')
  t.type(changed.body.nonce, 'string')
  for (const [what, cookie] of [['the other device', phone.cookie], ['this device\'s old cookie', laptop.cookie]] as const) {
    t.equal((await req(app, { method: 'GET', url: `${BASE}/session`, headers: { cookie } })).statusCode, 401, `${what}: ended`)
  }
  const fresh = await req(app, { method: 'GET', url: `${BASE}/users/me`, headers: { cookie: renewed, 'x-wp-nonce': changed.body.nonce } })
  t.equal(fresh.statusCode, 200, 'the new cookie and nonce work')
  t.equal((await signIn(app, 'ann', PW)).res.statusCode, 401, 'the old password no longer signs in')
  t.equal((await signIn(app, 'ann', NEW_PW)).res.statusCode, 200)

  // A token's user without a password sets one without `current_password`.
  const tok = await addUser(app, 'tok', 'author')
  const first = await req(app, { method: 'PATCH', url: `${BASE}/users/me`, headers: tok.headers, payload: { password: PW } })
  t.equal(first.statusCode, 200)
  t.equal(first.body.nonce, undefined, 'no session, no new nonce')
  t.equal((await signIn(app, 'tok')).res.statusCode, 200)
})

t.test('roles: only administrators reach /users; anonymous and lower roles get 401/403', async (t) => {
  const app = await build(t)
  const ed = await addUser(app, 'ed', 'editor')
  const cases: Array<[string, string, Record<string, unknown> | undefined]> = [
    ['GET', '/users', undefined], ['POST', '/users', { login: 'x1', role: 'administrator' }], ['GET', '/users/1', undefined],
    ['PATCH', `/users/${ed.id}`, { role: 'administrator' }], ['DELETE', `/users/${ed.id}`, undefined],
    ['GET', '/users/1/tokens', undefined], ['POST', '/users/1/tokens', {}], ['DELETE', '/users/1/tokens/1', undefined],
  ]
  for (const [method, url, payload] of cases) {
    const anon = await req(app, { method: method as 'GET', url: `${BASE}${url}`, payload })
    t.same([anon.statusCode, anon.body.code], [401, 'rest_forbidden'], `${method} ${url} anonymous`)
    const editor = await req(app, { method: method as 'GET', url: `${BASE}${url}`, headers: ed.headers, payload })
    t.same([editor.statusCode, editor.body.code], [403, 'rest_forbidden'], `${method} ${url} editor`)
  }
  t.equal((await app.db.user.findUnique({ where: { id: ed.id } }))!.role, 'editor', 'the editor did not promote itself')
  const me = await req(app, { method: 'GET', url: `${BASE}/users/me` })
  t.same([me.statusCode, me.body.code], [401, 'rest_not_logged_in'])
})

t.test('hostile input: markup, controls and over-long values are 400 and nothing is stored', async (t) => {
  const app = await build(t)
  const before = await app.db.user.count()
  const bad: Array<[string, Record<string, unknown>]> = [
    ['HTML name', { login: 'ann', role: 'editor', name: '<img src=x onerror=alert(1)>' }],
    ['script login', { login: '<script>', role: 'editor' }],
    ['over-long login', { login: 'a'.repeat(61), role: 'editor' }],
    ['over-long name', { login: 'ann', role: 'editor', name: 'n'.repeat(101) }],
    ['control character in name', { login: 'ann', role: 'editor', name: 'a\u0007b' }],
    ['unknown role', { login: 'ann', role: 'root' }],
    ['over-long password', { login: 'ann', role: 'editor', password: 'p'.repeat(257) }],
    ['login as an object', { login: { a: 1 }, role: 'editor' }],
  ]
  for (const [what, payload] of bad) {
    const res = await req(app, { method: 'POST', url: `${BASE}/users`, headers: auth, payload })
    t.equal(res.statusCode, 400, what)
    t.equal(res.body.code, 'rest_invalid_param', `${what}: rest_invalid_param`)
  }
  t.equal(await app.db.user.count(), before, 'no user stored')
  const label = await req(app, { method: 'POST', url: `${BASE}/users/me/tokens`, headers: auth, payload: { label: '<b>x</b>' } })
  t.equal(label.statusCode, 400, 'HTML label')
  const big = await req(app, { method: 'GET', url: `${BASE}/users/99999999999999999999`, headers: auth })
  t.ok(big.statusCode === 400 || big.statusCode === 404, `an id past the integer range: ${big.statusCode}, not 500`)
})
