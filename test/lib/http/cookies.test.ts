// The session cookie read and written by hand (SPEC §9.8).
import t from 'tap'
import { readCookie, readNonce, sessionCookie } from '../../../src/lib/http/cookies.js'

t.test('readCookie finds the session cookie among others and ignores values that are not the service\'s', async (t) => {
  const v = 'A'.repeat(43)
  t.equal(readCookie(`a=1; calendar_session=${v}; b=2`), v)
  t.equal(readCookie(`calendar_session="${v}"`), v, 'quoted')
  t.equal(readCookie(['x=1', `calendar_session=${v}`]), v, 'several Cookie headers')
  t.equal(readCookie('calendar_sessionx=abcdefghijklmnopqrst'), undefined, 'another name')
  t.equal(readCookie('calendar_session=<script>alert(1)</script>'), undefined, 'markup')
  t.equal(readCookie('calendar_session=short'), undefined, 'too short')
  t.equal(readCookie(`calendar_session=${'A'.repeat(129)}`), undefined, 'too long')
  t.equal(readCookie(undefined), undefined)
  t.equal(readCookie(`${'x=1; '.repeat(4000)}calendar_session=${v}`), undefined, 'a header over 16 KiB is not read')
})

t.test('sessionCookie: HttpOnly, SameSite=Lax, Path=/, Secure when asked; Max-Age 0 clears', async (t) => {
  t.equal(sessionCookie('abc', { maxAgeSeconds: 60, secure: true }), 'calendar_session=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure')
  t.equal(sessionCookie('', { maxAgeSeconds: 0, secure: false }), 'calendar_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT')
})

t.test('readNonce: one value; absent or repeated is no nonce', async (t) => {
  t.equal(readNonce({ 'x-wp-nonce': ' abc ' }), 'abc')
  t.equal(readNonce({}), undefined)
  t.equal(readNonce({ 'x-wp-nonce': ['a', 'b'] }), undefined)
})
