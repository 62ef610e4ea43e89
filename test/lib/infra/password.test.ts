// Sign-in password hashes (SPEC §9.8): scrypt in a self-describing string; an unknown login (null) costs a hash too;
// a stored hash cannot ask for more memory than the service allows.
import t from 'tap'
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '../../../src/lib/infra/password.js'

t.test('a hash verifies its password and no other; two hashes of one password differ (salt)', async (t) => {
  const a = await hashPassword('correct horse battery staple')
  const b = await hashPassword('correct horse battery staple')
  t.match(a, new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$${SCRYPT_PARAMS.r}\\$${SCRYPT_PARAMS.p}\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`))
  t.not(a, b)
  t.equal(await verifyPassword('correct horse battery staple', a), true)
  t.equal(await verifyPassword('correct horse battery stapl', a), false)
  t.equal(await verifyPassword('', a), false)
  // NFC: the same text typed with a combining accent or a precomposed one.
  t.equal(await verifyPassword('cafe\u0301 au lait 1234', await hashPassword('caf\u00e9 au lait 1234')), true)
})

t.test('hashes of other parameters still verify (the string says them)', async (t) => {
  const light = await hashPassword('older hash 123456', { N: 2 ** 10, r: 8, p: 1 })
  t.match(light, /^scrypt\$1024\$8\$1\$/)
  t.equal(await verifyPassword('older hash 123456', light), true)
})

t.test('null, malformed and over-costly stored values never verify', async (t) => {
  const good = await hashPassword('some password 123')
  const [, , r, p, salt, key] = good.split('$')
  for (const [what, stored] of [
    ['no hash (unknown login)', null],
    ['empty', ''],
    ['another scheme', `bcrypt$${salt}$${key}`],
    ['N of 2^20 (1 GiB)', `scrypt$${2 ** 20}$${r}$${p}$${salt}$${key}`],
    ['N not a power of two', `scrypt$30000$${r}$${p}$${salt}$${key}`],
    ['a truncated key', `scrypt$${SCRYPT_PARAMS.N}$${r}$${p}$${salt}$${key!.slice(0, 40)}`],
  ] as const) {
    t.equal(await verifyPassword('some password 123', stored), false, what)
  }
})

t.test('an unknown login (null) costs about what a wrong password costs (ratio, same run)', async (t) => {
  const stored = await hashPassword('the real one 12345')
  const time = async (s: string | null) => { const start = process.hrtime.bigint(); await verifyPassword('a wrong guess 1234', s); return Number(process.hrtime.bigint() - start) / 1e6 }
  const known: number[] = []
  const unknown: number[] = []
  for (let i = 0; i < 6; i++) { known.push(await time(stored)); unknown.push(await time(null)) }
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!
  const ratio = median(unknown) / median(known)
  t.comment(`scrypt N=2^15: wrong password ${median(known).toFixed(1)} ms, no user ${median(unknown).toFixed(1)} ms (ratio ${ratio.toFixed(2)})`)
  t.ok(ratio > 0.7 && ratio < 1.4, `ratio ${ratio.toFixed(2)}`)
})
