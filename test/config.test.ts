import t from 'tap'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { getHeapStatistics } from 'node:v8'
import { dotenvFile, EnvSchema, loadConfig, testConfig } from '../src/config.js'

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
    icalMaxEvents: 2000,
    trustProxy: false,
    rateLimitMax: 600,
    rateLimitWindowMs: 60_000,
    rateLimitTokenMax: 6000,
  })
  t.equal(c.corsOrigins, undefined, 'CORS echoes every origin by default')
  t.equal(c.apiToken, undefined)
  t.equal(c.siteUrl, undefined)
  t.equal(c.maxEventLoopDelayMs, 1000, 'load shedding: 1 s of mean event-loop delay')
  t.equal(c.maxHeapUsedBytes, Math.floor(0.9 * getHeapStatistics().heap_size_limit), 'load shedding: 90 % of the heap limit')
  t.equal(c.maxRssBytes, 0, 'no RSS limit')
  t.equal(loadConfig({ MAX_HEAP_USED_BYTES: '0', MAX_EVENT_LOOP_DELAY: '0' }).maxHeapUsedBytes, 0, '0 switches a limit off')
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
  t.equal(loadConfig({}).workers, 1, 'one process serves by default')
  t.equal(loadConfig({ WORKERS: '3' }).workers, 3)
  t.equal(loadConfig({ WORKERS: 'auto' }).workers, availableParallelism(), 'auto: one per core')
})

t.test('every boolean setting takes 1/0, true/false, yes/no, on/off in any case, and nothing else', async (t) => {
  const spellings: Array<[string, boolean]> = [['1', true], ['0', false], ['true', true], ['FALSE', false], ['Yes', true], ['no', false], ['ON', true], ['off', false], [' true ', true]]
  for (const [value, expected] of spellings) {
    t.equal(loadConfig({ WEBHOOK_ALLOW_PRIVATE: value }).webhookAllowPrivate, expected, `WEBHOOK_ALLOW_PRIVATE=${value}`)
    t.equal(loadConfig({ TRUST_PROXY: value }).trustProxy, expected, `TRUST_PROXY=${value}`)
  }
  t.equal(loadConfig({}).webhookAllowPrivate, false, 'WEBHOOK_ALLOW_PRIVATE: false by default')
  t.equal(loadConfig({}).trustProxy, false, 'TRUST_PROXY: unset is no')
  for (const name of ['WEBHOOK_ALLOW_PRIVATE', 'TRUST_PROXY']) {
    for (const value of ['maybe', 'y', '2', 'enabled']) {
      t.throws(() => loadConfig({ [name]: value }), { name: 'ConfigError', message: `Invalid configuration: ${name} "${value}" is not a boolean (accepted: 1, true, yes, on, 0, false, no, off, in any case)` }, `${name}=${value}`)
    }
  }
  t.equal(dotenvFile({ DOTENV: 'OFF' }), false, 'DOTENV: the same false spellings')
  t.equal(dotenvFile({ DOTENV: 'Yes' }), '.env')
})

const bad: Array<[string, Record<string, string>, RegExp]> = [
  ['PORT not a number', { PORT: 'abc' }, /PORT/],
  ['PORT out of range', { PORT: '70000' }, /PORT/],
  ['unknown TIMEZONE', { TIMEZONE: 'Mars/Base' }, /TIMEZONE/],
  ['POSTS_PER_PAGE above 50', { POSTS_PER_PAGE: '51' }, /POSTS_PER_PAGE/],
  ['ICAL_MAX_EVENTS of 0', { ICAL_MAX_EVENTS: '0' }, /ICAL_MAX_EVENTS/],
  ['ICAL_MAX_EVENTS not a number', { ICAL_MAX_EVENTS: 'many' }, /ICAL_MAX_EVENTS/],
  ['REST_PREFIX without leading slash', { REST_PREFIX: 'wp-json' }, /REST_PREFIX/],
  ['REST_PREFIX with trailing slash', { REST_PREFIX: '/wp-json/' }, /REST_PREFIX/],
  ['SITE_URL not a URL', { SITE_URL: 'example.org' }, /SITE_URL/],
  ['short API_TOKEN', { API_TOKEN: 'short' }, /API_TOKEN/],
  ['unknown LOG_LEVEL', { LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ['DATABASE_URL of an unknown kind', { DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
  ['negative RATE_LIMIT_MAX', { RATE_LIMIT_MAX: '-1' }, /RATE_LIMIT_MAX/],
  ['RATE_LIMIT_WINDOW not a duration', { RATE_LIMIT_WINDOW: 'soon' }, /RATE_LIMIT_WINDOW/],
  ['RATE_LIMIT_WINDOW of zero', { RATE_LIMIT_WINDOW: '0' }, /RATE_LIMIT_WINDOW/],
  ['WORKERS of 0', { WORKERS: '0' }, /WORKERS/],
  ['WORKERS not a number', { WORKERS: 'many' }, /WORKERS/],
  ['CORS_ORIGINS entry with a path', { CORS_ORIGINS: 'https://a.example/app' }, /CORS_ORIGINS/],
]
for (const [name, env, re] of bad) {
  t.test(`a bad value stops with a message naming it: ${name}`, async (t) => {
    t.throws(() => loadConfig(env), { name: 'ConfigError', message: re })
  })
}

t.test('.env.example lists every variable of the schema with its default, and changes nothing', async (t) => {
  const example = parseEnv(readFileSync(new URL('../.env.example', import.meta.url), 'utf8'))
  const properties = EnvSchema.properties as Record<string, { default?: unknown }>
  t.same(Object.keys(example).sort(), Object.keys(properties).sort(), 'the same variables')
  for (const [name, schema] of Object.entries(properties)) {
    t.equal(example[name], schema.default === undefined ? '' : String(schema.default), `${name}: its default, or empty when it has none`)
  }
  t.same(loadConfig(example as NodeJS.ProcessEnv), loadConfig({}), 'as a .env it gives the defaults')
})

t.test('.env: read only when asked, the environment wins, empty means unset, DOTENV chooses or turns it off', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'calendar-dotenv-'))
  const file = join(dir, '.env')
  writeFileSync(file, '# a comment\nPORT=4000\nTIMEZONE="Europe/Amsterdam"\nAPI_TOKEN=\nRATE_LIMIT_WINDOW=30s\n')
  t.equal(loadConfig({}, { dotenv: file }).port, 4000, 'read')
  t.equal(loadConfig({}, { dotenv: file }).timezone, 'Europe/Amsterdam', 'quotes removed (Node\'s parser)')
  t.equal(loadConfig({}, { dotenv: file }).apiToken, undefined, 'an empty value is unset, not a too-short token')
  t.equal(loadConfig({ PORT: '5000' }, { dotenv: file }).port, 5000, 'the real environment wins')
  t.equal(loadConfig({}).port, 3000, 'not read unless asked')
  t.equal(loadConfig({}, { dotenv: join(dir, 'missing.env') }).port, 3000, 'a missing file is no error')
  writeFileSync(join(dir, 'bad.env'), 'PORT=abc\n')
  t.throws(() => loadConfig({}, { dotenv: join(dir, 'bad.env') }), { name: 'ConfigError', message: /PORT/ }, 'its values are validated')
  const cwd = process.cwd()
  process.chdir(dir)
  t.teardown(() => process.chdir(cwd))
  t.equal(loadConfig({}, { dotenv: true }).port, 4000, 'true: .env of the working directory')
  t.equal(testConfig().port, 3000, 'testConfig() never reads it')
  t.equal(dotenvFile({}), '.env')
  t.equal(dotenvFile({ DOTENV: '0' }), false)
  t.equal(dotenvFile({ DOTENV: 'off' }), false)
  t.equal(dotenvFile({ DOTENV: '/etc/calendar-api.env' }), '/etc/calendar-api.env')
})
