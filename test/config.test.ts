import t from 'tap'
import { loadConfig } from '../src/config.js'

t.test('defaults of SPEC §1.1 and the issue', async (t) => {
  const c = loadConfig({})
  t.match(c, {
    port: 3000, host: '127.0.0.1', databaseUrl: 'file:./data/calendar.db', logLevel: 'info', restPrefix: '/wp-json',
    timezone: 'UTC', postsPerPage: 10, defaultCurrencySymbol: '$', trustProxy: false,
  })
  t.equal(c.apiToken, undefined)
  t.equal(c.siteUrl, undefined)
})

t.test('values are read and converted', async (t) => {
  const c = loadConfig({ PORT: '8080', TIMEZONE: 'Europe/Amsterdam', POSTS_PER_PAGE: '25', SITE_URL: 'https://example.org/', TRUST_PROXY: '1', API_TOKEN: 'x'.repeat(20), REST_PREFIX: '/api' })
  t.equal(c.port, 8080)
  t.equal(c.timezone, 'Europe/Amsterdam')
  t.equal(c.postsPerPage, 25)
  t.equal(c.siteUrl, 'https://example.org', 'trailing slash removed')
  t.equal(c.trustProxy, true)
  t.equal(c.restPrefix, '/api')
  t.equal(loadConfig({ TIMEZONE: 'UTC+2' }).timezone, 'UTC+2')
  t.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false)
  t.equal(loadConfig({ API_TOKEN: '' }).apiToken, undefined, 'empty means unset')
})

const bad: Array<[string, Record<string, string>, RegExp]> = [
  ['PORT not a number', { PORT: 'abc' }, /PORT/],
  ['PORT out of range', { PORT: '70000' }, /PORT/],
  ['unknown TIMEZONE', { TIMEZONE: 'Mars/Base' }, /TIMEZONE/],
  ['POSTS_PER_PAGE above 50', { POSTS_PER_PAGE: '51' }, /POSTS_PER_PAGE/],
  ['REST_PREFIX without leading slash', { REST_PREFIX: 'wp-json' }, /REST_PREFIX/],
  ['REST_PREFIX with trailing slash', { REST_PREFIX: '/wp-json/' }, /REST_PREFIX/],
  ['SITE_URL not a URL', { SITE_URL: 'example.org' }, /SITE_URL/],
  ['short API_TOKEN', { API_TOKEN: 'short' }, /API_TOKEN/],
  ['unknown LOG_LEVEL', { LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ['DATABASE_URL of an unknown kind', { DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
]
for (const [name, env, re] of bad) {
  t.test(`a bad value stops with a message naming it: ${name}`, async (t) => {
    t.throws(() => loadConfig(env), { name: 'ConfigError', message: re })
  })
}
