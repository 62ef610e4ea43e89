// The Authorization header's syntax (SPEC §2.1): Bearer, and Basic as WordPress application passwords are sent. What
// the service does with the credentials: test/routes/basic-auth.test.ts.
import t from 'tap'
import { challenges, challengesFor, parseAuthorization } from '../../../src/lib/http/authorization.js'

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')

t.test('parseAuthorization: Bearer and Basic; everything else malformed', async (t) => {
  t.same(parseAuthorization('Bearer abc'), { scheme: 'bearer', token: 'abc' })
  t.same(parseAuthorization('bearer  abc '), { scheme: 'bearer', token: 'abc' }, 'scheme in any case')
  t.same(parseAuthorization(`Basic ${b64('ann:cal_x')}`), { scheme: 'basic', login: 'ann', token: 'cal_x' })
  t.same(parseAuthorization(`BASIC ${b64('ann:cal_x')}`), { scheme: 'basic', login: 'ann', token: 'cal_x' }, 'scheme in any case')
  t.same(parseAuthorization(`Basic ${b64('ann:abcd efgh ijkl')}`), { scheme: 'basic', login: 'ann', token: 'abcdefghijkl' },
    'spaces of the token are ignored (WordPress shows application passwords in groups of four)')
  t.same(parseAuthorization(`Basic ${b64('ann:a:b')}`), { scheme: 'basic', login: 'ann', token: 'a:b' }, 'the first colon ends the login (RFC 7617)')
  t.same(parseAuthorization(`Basic ${b64('ann:tok').replace(/=+$/, '')}`), { scheme: 'basic', login: 'ann', token: 'tok' }, 'padding may be left out')
  t.same(parseAuthorization(`Basic ${b64('zoë:tök')}`), { scheme: 'basic', login: 'zoë', token: 'tök' }, 'UTF-8')
  const malformed: Array<[string, string]> = [
    ['', 'empty'],
    ['Bearer', 'Bearer without a token'],
    ['Token abc', 'another scheme'],
    ['Basic', 'Basic without credentials'],
    ['Basic !!!!', 'not base64'],
    [`Basic ${b64('ann:tok')}!`, 'base64 with a foreign character (Buffer.from would skip it)'],
    [`Basic ${b64('ann:tok')} extra`, 'two words'],
    [`Basic ${b64('anntok')}`, 'no colon'],
    [`Basic ${b64(':tok')}`, 'empty login'],
    [`Basic ${b64('ann:')}`, 'empty token'],
    [`Basic ${b64('ann:    ')}`, 'a token of spaces'],
    [`Basic ${Buffer.from([0x61, 0x3a, 0xff, 0xfe]).toString('base64')}`, 'not UTF-8'],
    [`Basic ${b64('ann:tok')}=`, 'too much padding'],
  ]
  for (const [header, what] of malformed) t.equal(parseAuthorization(header), null, what)
})

t.test('challenges: Bearer and Basic in one field (RFC 7235 §4.1); Bearer alone for a browser script', async (t) => {
  t.equal(challenges({ invalidToken: true, basic: true }), 'Bearer error="invalid_token", Basic realm="calendar", charset="UTF-8"')
  t.equal(challenges({ invalidToken: false, basic: true }), 'Bearer realm="calendar", Basic realm="calendar", charset="UTF-8"')
  t.equal(challenges({ invalidToken: true, basic: false }), 'Bearer error="invalid_token"')
  const answer = { 'WWW-Authenticate': challenges({ invalidToken: true, basic: true }), Other: 'x' }
  t.same(challengesFor(answer, {}), answer, 'a request without Sec-Fetch-Mode: both')
  t.same(challengesFor(answer, { 'sec-fetch-mode': 'navigate' }), answer, 'a navigation: both')
  t.same(challengesFor(answer, { 'sec-fetch-mode': 'cors' }), { 'WWW-Authenticate': 'Bearer error="invalid_token"', Other: 'x' }, 'fetch(): no Basic, no login dialog')
  t.same(challengesFor({ Other: 'x' }, { 'sec-fetch-mode': 'cors' }), { Other: 'x' }, 'answers without a challenge unchanged')
})
