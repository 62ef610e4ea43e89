import t from 'tap'
import { loadConfig } from '../src/config.js'

t.test('defaults of SPEC §1.1 and the issue', async (t) => {
  const c = loadConfig({})
  t.match(c, {
    port: 3000,
    host: '127.0.0.1',
    databaseUrl: 'file:./data/calendar.db',
    logLevel: 'info',
    restPrefix: '/wp-json',
    timezone: 'UTC',
    postsPerPage: 10,
    defaultCurrencySymbol: '$',
    trustProxy: false,
    rateLimitMax: 600,
    rateLimitWindowMs: 60_000,
    rateLimitTokenMax: 6000,
  })
  t.equal(c.corsOrigins, undefined, 'CORS echoes every origin by default')
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
  const limits = loadConfig({ RATE_LIMIT_MAX: '0', RATE_LIMIT_WINDOW: '30s', RATE_LIMIT_TOKEN_MAX: '100', CORS_ORIGINS: 'https://a.example, http://localhost:5173/' })
  t.equal(limits.rateLimitMax, 0, '0 switches rate limiting off')
  t.equal(limits.rateLimitWindowMs, 30_000)
  t.equal(limits.rateLimitTokenMax, 100)
  t.same(limits.corsOrigins, ['https://a.example', 'http://localhost:5173'], 'trimmed, trailing slash dropped')
  t.equal(loadConfig({ RATE_LIMIT_WINDOW: '2 hours' }).rateLimitWindowMs, 7_200_000)
  t.equal(loadConfig({ RATE_LIMIT_WINDOW: '1500' }).rateLimitWindowMs, 1500, 'a bare number is milliseconds')
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
  ['negative RATE_LIMIT_MAX', { RATE_LIMIT_MAX: '-1' }, /RATE_LIMIT_MAX/],
  ['RATE_LIMIT_WINDOW not a duration', { RATE_LIMIT_WINDOW: 'soon' }, /RATE_LIMIT_WINDOW/],
  ['RATE_LIMIT_WINDOW of zero', { RATE_LIMIT_WINDOW: '0' }, /RATE_LIMIT_WINDOW/],
  ['CORS_ORIGINS entry with a path', { CORS_ORIGINS: 'https://a.example/app' }, /CORS_ORIGINS/],
]
for (const [name, env, re] of bad) {
  t.test(`a bad value stops with a message naming it: ${name}`, async (t) => {
    t.throws(() => loadConfig(env), { name: 'ConfigError', message: re })
  })
}
