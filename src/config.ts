// Configuration is read from the environment once, validated, and passed to buildApp (SPEC §1.1). The server also
// reads a `.env` file of the working directory when there is one (loadConfig's `dotenv` option); variables of the
// real environment win over it. Every variable, its default and meaning: .env.example (test/config.test.ts keeps it
// in step with EnvSchema).
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { parseEnv } from 'node:util'
import { getHeapStatistics } from 'node:v8'
import envSchema from 'env-schema'
import { parse as parseDuration } from '@lukeed/ms'
import { Type, type Static } from '@sinclair/typebox'
import { isValidTimezone } from './domain/dates.js'

export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  /** server processes sharing the port: a number, or `auto` for one per core */
  WORKERS: Type.String({ default: '1', pattern: '^\\s*(auto|[1-9][0-9]?)\\s*$' }),
  HOST: Type.String({ default: '127.0.0.1' }),
  DATABASE_URL: Type.String({ default: 'file:./data/calendar.db', pattern: '^(file:|postgres(ql)?://)' }),
  /** PostgreSQL connections per instance (pg pool `max`); SQLite has one connection */
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  LOG_LEVEL: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), { default: 'info' }),
  REST_PREFIX: Type.String({ default: '/wp-json', pattern: '^(/[A-Za-z0-9._~-]+)+$' }),
  TIMEZONE: Type.String({ default: 'UTC', minLength: 1 }),
  API_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  SITE_URL: Type.Optional(Type.String({ pattern: '^https?://[^/?#]+(/[^?#]*)?$' })),
  /** where the record pages (`url`) live when the front-end is elsewhere (SPEC §9.7); unset: SITE_URL */
  PUBLIC_URL: Type.Optional(Type.String()),
  /** a boolean (parseBoolean's spellings); unset: no */
  TRUST_PROXY: Type.Optional(Type.String()),
  POSTS_PER_PAGE: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  DEFAULT_CURRENCY_SYMBOL: Type.String({ default: '$' }),
  /** events in one iCalendar feed without page/per_page (SPEC §9.2): the bound of its cost */
  ICAL_MAX_EVENTS: Type.Integer({ minimum: 1, maximum: 50000, default: 2000 }),
  /** bytes of the VEVENTs of one iCalendar answer: the bound of its memory (a feed ends before the first event or
   *  series that does not fit) */
  ICAL_MAX_BYTES: Type.Integer({ minimum: 65536, maximum: 1073741824, default: 16777216 }),
  /** iCalendar answers written at once per process; more wait (at most 10 s, then 503 with Retry-After) */
  ICAL_MAX_CONCURRENT: Type.Integer({ minimum: 1, maximum: 100, default: 2 }),
  // Rate limiting (@fastify/rate-limit): anonymous callers by IP, authenticated callers by token; 0 switches it off.
  RATE_LIMIT_MAX: Type.Integer({ minimum: 0, default: 600 }),
  RATE_LIMIT_WINDOW: Type.String({ default: '1 minute', minLength: 1 }),
  RATE_LIMIT_TOKEN_MAX: Type.Integer({ minimum: 0, default: 6000 }),
  /** memory for cached anonymous GET answers (src/plugins/app/response-cache.ts); 0 turns the cache off */
  RESPONSE_CACHE_MB: Type.Integer({ minimum: 0, maximum: 65536, default: 32 }),
  /** API requests served at once (src/plugins/app/fair-share.ts); unset: 1 on SQLite (its driver is synchronous, the
   *  one thread is the limit), DATABASE_POOL_SIZE on PostgreSQL */
  MAX_CONCURRENT_REQUESTS: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  /** who may frame the calendar page and the record pages (SPEC §9.7): a CSP frame-ancestors source list */
  FRAME_ANCESTORS: Type.String({ default: "'self'", minLength: 1, maxLength: 2000 }),
  /** how long a browser session lasts from its sign-in (SPEC §9.8): a duration ("2 days", "12 hours") */
  SESSION_LIFETIME: Type.String({ default: '2 days', minLength: 1 }),
  /** failed sign-ins per login within SIGN_IN_WINDOW before further attempts answer 429 (SPEC §9.8) */
  SIGN_IN_MAX_PER_LOGIN: Type.Integer({ minimum: 1, maximum: 10000, default: 5 }),
  /** failed sign-ins per client address within SIGN_IN_WINDOW before further attempts answer 429 */
  SIGN_IN_MAX_PER_ADDRESS: Type.Integer({ minimum: 1, maximum: 100000, default: 20 }),
  SIGN_IN_WINDOW: Type.String({ default: '15 minutes', minLength: 1 }),
  /** comma-separated origins allowed by CORS; unset = echo every Origin (SPEC §1.3), without credentials */
  CORS_ORIGINS: Type.Optional(Type.String()),
  // Load shedding (@fastify/under-pressure, src/plugins/external/under-pressure.ts): beyond a limit, requests get 503
  // service_unavailable with Retry-After instead of queuing (SPEC §9.1); 0 switches a limit off.
  /** mean event-loop delay in ms over the last second */
  MAX_EVENT_LOOP_DELAY: Type.Integer({ minimum: 0, default: 1000 }),
  /** V8 heap in use, bytes; unset: 90 % of the heap limit (node --max-old-space-size) */
  MAX_HEAP_USED_BYTES: Type.Optional(Type.Integer({ minimum: 0 })),
  /** resident set size, bytes */
  MAX_RSS_BYTES: Type.Integer({ minimum: 0, default: 0 }),
  /** days the change log (SPEC §9.4, GET /changes) keeps its entries */
  CHANGES_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 30 }),
  /** webhooks may deliver to loopback, private and link-local addresses (SPEC §9.4); a boolean (parseBoolean) */
  WEBHOOK_ALLOW_PRIVATE: Type.String({ default: 'false' }),
  /** the anonymous event form at /submit/ is open (SPEC §9.8); a boolean (parseBoolean) */
  PUBLIC_SUBMISSIONS: Type.String({ default: 'false' }),
  /** events one client address may submit at /submit/ per hour (SPEC §9.8); further submissions answer 429 */
  SUBMISSIONS_PER_HOUR: Type.Integer({ minimum: 1, maximum: 10000, default: 5 }),
  /** seconds the /submit/ form must have been open before it is sent: faster ones are taken for a robot's */
  SUBMIT_MIN_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 3 }),
  /** webhook endpoints one instance delivers to at once (each in order; a slow one holds only its own slot) */
  WEBHOOK_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 256, default: 8 }),
  /** how far ahead a series' occurrences exist (SPEC §9.3): months, or "N days|weeks|months|years" */
  RECURRENCE_HORIZON: Type.String({ default: '24 months', pattern: '^\\s*\\d{1,4}\\s*(days?|weeks?|months?|years?)?\\s*$' }),
  /** most occurrences of one series within the horizon (SPEC §9.3) */
  RECURRENCE_MAX: Type.Integer({ minimum: 1, maximum: 100000, default: 1000 }),
  /** bytes of title, excerpt and description that one write may copy into a series' occurrences (SPEC §9.3) */
  SERIES_TEXT_BUDGET: Type.Integer({ minimum: 0, maximum: 1073741824, default: 8388608 }),
  /** organizer and term links one write may copy into a series' occurrences (SPEC §9.3) */
  SERIES_LINK_BUDGET: Type.Integer({ minimum: 0, maximum: 10000000, default: 20000 }),
})

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000

export interface Config {
  port: number
  /** server processes (node:cluster workers) sharing the port; 1 = this process serves */
  workers: number
  host: string
  databaseUrl: string
  /** PostgreSQL pool size per instance */
  databasePoolSize: number
  logLevel: string
  restPrefix: string
  timezone: string
  apiToken?: string
  siteUrl?: string
  /** origin + optional path of every record page `url` (SPEC §9.7), no trailing slash; unset: the site's */
  publicUrl?: string
  trustProxy: boolean
  postsPerPage: number
  defaultCurrencySymbol: string
  /** most events of an iCalendar feed asked for without page/per_page */
  icalMaxEvents: number
  /** most bytes of the VEVENTs of one iCalendar answer */
  icalMaxBytes: number
  /** iCalendar answers written at once */
  icalMaxConcurrent: number
  /** requests per window for an anonymous caller (per IP); 0 = no rate limit at all */
  rateLimitMax: number
  /** window in milliseconds */
  rateLimitWindowMs: number
  /** requests per window for one bearer token */
  rateLimitTokenMax: number
  /** the pages' CSP `frame-ancestors` sources, checked (parseFrameAncestors) */
  frameAncestors: string
  /** how long a session lasts from its sign-in, ms */
  sessionLifetimeMs: number
  /** failed sign-ins per login / per address within the window before 429 */
  signInMaxPerLogin: number
  signInMaxPerAddress: number
  signInWindowMs: number
  /** exact origins CORS allows, with credentials (the session cookie); undefined = any, without credentials */
  corsOrigins?: string[]
  /** response cache size in MiB; 0 = off */
  responseCacheMb: number
  /** API requests served at once; the others wait their fair turn */
  maxConcurrentRequests: number
  /** load shedding limits (0 = that limit off) */
  maxEventLoopDelayMs: number
  maxHeapUsedBytes: number
  changesRetentionDays: number
  webhookAllowPrivate: boolean
  /** /submit/ is open: anonymous visitors propose pending events (SPEC §9.8) */
  publicSubmissions: boolean
  /** submissions per client address per hour */
  submissionsPerHour: number
  /** the least time between showing the submission form and its POST, seconds */
  submitMinSeconds: number
  /** the first retry delay of a failed webhook delivery; each further one doubles it, up to an hour (not an
   *  environment variable: tests shorten it) */
  webhookRetryBaseMs: number
  /** endpoints one instance delivers to at once */
  webhookConcurrency: number
  /** how long one delivery may take before it counts as failed; and how long an endpoint's lease lasts from its last
   *  renewal, which must outlast one delivery (not environment variables: tests shorten them) */
  webhookTimeoutMs: number
  webhookLeaseMs: number
  maxRssBytes: number
  /** how far ahead of now a series' occurrences are materialized */
  recurrenceHorizon: { days?: number; weeks?: number; months?: number; years?: number }
  recurrenceMax: number
  /** bytes of text one write may copy into occurrences: occurrences written × the master's title, excerpt and
   *  description */
  seriesTextBudget: number
  /** organizer and term links one write may copy into occurrences: occurrences written × the master's links */
  seriesLinkBudget: number
  /** most URLs of one sitemap file: past it, /sitemap.xml becomes an index (the protocol's 50,000; not an environment
   *  variable: tests lower it) */
  sitemapMaxUrls: number
}

/** The default heap limit of load shedding: 90 % of V8's limit, so that the process sheds load while the garbage
 *  collector can still make room, before it dies of an out-of-memory error. */
export const defaultMaxHeapUsedBytes = (): number => Math.floor(0.9 * getHeapStatistics().heap_size_limit)

const defaultConcurrency = (databaseUrl: string, poolSize: number): number => databaseUrl.startsWith('file:') ? 1 : poolSize

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export interface LoadOptions {
  /** also read this `.env` file (true: `.env` of the working directory) when it exists; `env` wins over it. Only the
   *  server (and the CLI) ask for it, with `dotenvFile()`: tests and testConfig() never read a developer's file. */
  dotenv?: boolean | string
}

const TRUE = ['1', 'true', 'yes', 'on']
const FALSE = ['0', 'false', 'no', 'off']

/** A boolean setting, in any of the usual spellings (case-insensitive); anything else stops the start with a message
 *  naming the setting and the spellings. The one reading of every boolean variable. */
export function parseBoolean (name: string, value: string): boolean {
  const v = value.trim().toLowerCase()
  if (TRUE.includes(v)) return true
  if (FALSE.includes(v)) return false
  throw new ConfigError(`Invalid configuration: ${name} "${value.slice(0, 40)}" is not a boolean (accepted: ${[...TRUE, ...FALSE].join(', ')}, in any case)`)
}

/** Which `.env` file the server reads, from the variable DOTENV of the real environment: unset → `.env` of the
 *  working directory; 0|false|no|off → none (the test suite's child servers); anything else → that file. */
export function dotenvFile (env: NodeJS.ProcessEnv = process.env): string | false {
  const value = env.DOTENV ?? ''
  // A file name or a boolean: only the boolean spellings are not taken for a file.
  if (FALSE.includes(value.trim().toLowerCase())) return false
  return value === '' || TRUE.includes(value.trim().toLowerCase()) ? '.env' : value
}

/** The variables of a `.env` file; none when it does not exist. */
function readDotenv (path: string): NodeJS.Dict<string> {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw new ConfigError(`Cannot read ${path}: ${(err as Error).message}`)
  }
  return parseEnv(text)
}

/** Validates `env`; throws ConfigError naming the variable and the rule it breaks. */
export function loadConfig (env: NodeJS.ProcessEnv = process.env, opts: LoadOptions = {}): Config {
  const file = opts.dotenv === true ? '.env' : typeof opts.dotenv === 'string' ? opts.dotenv : undefined
  // '' means unset for optional variables (a blank line in a .env file must not count as a value). The file is read
  // here rather than by env-schema's own `dotenv` option (the same parser, Node's util.parseEnv) because that one
  // would keep a file's `API_TOKEN=` as a value.
  const data = Object.fromEntries(Object.entries({ ...(file === undefined ? {} : readDotenv(file)), ...env }).filter(([, v]) => v !== ''))
  let raw: Static<typeof EnvSchema>
  try {
    raw = envSchema<Static<typeof EnvSchema>>({ schema: EnvSchema, data, dotenv: false, env: false })
  } catch (err) {
    throw new ConfigError(`Invalid configuration: ${(err as Error).message.replace(/^env\//, '').replace(/\benv\/?/g, '')}`)
  }
  if (!isValidTimezone(raw.TIMEZONE)) {
    throw new ConfigError(`Invalid configuration: TIMEZONE "${raw.TIMEZONE}" is not an IANA timezone name or UTC±H[:MM]`)
  }
  // Same duration grammar as @fastify/rate-limit's own `timeWindow` ("1 minute", "30s", "60000").
  const windowMs = parseDuration(raw.RATE_LIMIT_WINDOW)
  if (windowMs === undefined || !(windowMs >= 1)) {
    throw new ConfigError(`Invalid configuration: RATE_LIMIT_WINDOW "${raw.RATE_LIMIT_WINDOW}" is not a duration (e.g. "1 minute", "30s", "60000")`)
  }
  const sessionLifetimeMs = durationSetting('SESSION_LIFETIME', raw.SESSION_LIFETIME)
  const signInWindowMs = durationSetting('SIGN_IN_WINDOW', raw.SIGN_IN_WINDOW)
  const origins = raw.CORS_ORIGINS?.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter((o) => o !== '')
  const badOrigin = origins?.find((o) => !/^https?:\/\/[^/?#\s]+$/.test(o))
  if (badOrigin !== undefined) throw new ConfigError(`Invalid configuration: CORS_ORIGINS entry "${badOrigin}" is not an origin (scheme://host[:port])`)
  const publicUrl = raw.PUBLIC_URL === undefined ? undefined : absoluteUrl('PUBLIC_URL', raw.PUBLIC_URL)
  return {
    port: raw.PORT,
    workers: raw.WORKERS.trim() === 'auto' ? availableParallelism() : Number(raw.WORKERS),
    host: raw.HOST,
    databaseUrl: raw.DATABASE_URL,
    databasePoolSize: raw.DATABASE_POOL_SIZE,
    logLevel: raw.LOG_LEVEL,
    restPrefix: raw.REST_PREFIX,
    timezone: raw.TIMEZONE,
    apiToken: raw.API_TOKEN,
    siteUrl: raw.SITE_URL?.replace(/\/+$/, ''),
    publicUrl,
    trustProxy: raw.TRUST_PROXY !== undefined && parseBoolean('TRUST_PROXY', raw.TRUST_PROXY),
    postsPerPage: raw.POSTS_PER_PAGE,
    defaultCurrencySymbol: raw.DEFAULT_CURRENCY_SYMBOL,
    icalMaxEvents: raw.ICAL_MAX_EVENTS,
    icalMaxBytes: raw.ICAL_MAX_BYTES,
    icalMaxConcurrent: raw.ICAL_MAX_CONCURRENT,
    rateLimitMax: raw.RATE_LIMIT_MAX,
    rateLimitWindowMs: windowMs,
    rateLimitTokenMax: raw.RATE_LIMIT_TOKEN_MAX,
    frameAncestors: parseFrameAncestors(raw.FRAME_ANCESTORS),
    sessionLifetimeMs,
    signInMaxPerLogin: raw.SIGN_IN_MAX_PER_LOGIN,
    signInMaxPerAddress: raw.SIGN_IN_MAX_PER_ADDRESS,
    signInWindowMs,
    corsOrigins: origins?.length ? origins : undefined,
    responseCacheMb: raw.RESPONSE_CACHE_MB,
    maxConcurrentRequests: raw.MAX_CONCURRENT_REQUESTS ?? defaultConcurrency(raw.DATABASE_URL, raw.DATABASE_POOL_SIZE),
    maxEventLoopDelayMs: raw.MAX_EVENT_LOOP_DELAY,
    maxHeapUsedBytes: raw.MAX_HEAP_USED_BYTES ?? defaultMaxHeapUsedBytes(),
    changesRetentionDays: raw.CHANGES_RETENTION_DAYS,
    webhookAllowPrivate: parseBoolean('WEBHOOK_ALLOW_PRIVATE', raw.WEBHOOK_ALLOW_PRIVATE),
    publicSubmissions: parseBoolean('PUBLIC_SUBMISSIONS', raw.PUBLIC_SUBMISSIONS),
    submissionsPerHour: raw.SUBMISSIONS_PER_HOUR,
    submitMinSeconds: raw.SUBMIT_MIN_SECONDS,
    webhookRetryBaseMs: 5000,
    webhookConcurrency: raw.WEBHOOK_CONCURRENCY,
    webhookTimeoutMs: 10_000,
    webhookLeaseMs: 15_000,
    maxRssBytes: raw.MAX_RSS_BYTES,
    recurrenceHorizon: parseHorizon(raw.RECURRENCE_HORIZON),
    recurrenceMax: raw.RECURRENCE_MAX,
    seriesTextBudget: raw.SERIES_TEXT_BUDGET,
    seriesLinkBudget: raw.SERIES_LINK_BUDGET,
    sitemapMaxUrls: SITEMAP_MAX_URLS,
  }
}

/** One source of a CSP source list as frame-ancestors takes it: a keyword, a scheme (`https:`), or a host source
 *  (`https://*.example.org:8443/path`); nothing that could end the directive (`;`, `,`) or add another. */
const FRAME_SOURCE = /^(?:'self'|\*|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?(?:\/[A-Za-z0-9._~%!$&()*+=:@/-]*)?)$/i

/** FRAME_ANCESTORS: `'none'` alone, or sources separated by spaces; anything else stops the start (it goes into a
 *  Content-Security-Policy header, where a `;` would add a directive of its author's choosing). */
export function parseFrameAncestors (value: string): string {
  const sources = value.trim().split(/[ \t]+/)
  if (sources.length === 1 && sources[0]!.toLowerCase() === "'none'") return "'none'"
  const bad = sources.find((s) => !FRAME_SOURCE.test(s))
  if (bad !== undefined) throw new ConfigError(`Invalid configuration: FRAME_ANCESTORS source "${bad.slice(0, 60)}" is not a CSP source ('self', 'none' alone, a scheme such as https:, or a host such as https://*.example.org)`)
  return sources.join(' ')
}

/** An absolute http(s) URL with an optional path and nothing after it, its trailing slashes trimmed: what a setting
 *  that prefixes addresses takes (a query or fragment would end up in the middle of every address built on it). */
function absoluteUrl (name: string, value: string): string {
  const problem = `Invalid configuration: ${name} "${value.slice(0, 80)}" is not an absolute http(s) URL with an optional path and no query or fragment (e.g. https://example.org or https://example.org/calendar)`
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(value)) throw new ConfigError(problem)
  try {
    new URL(value) // eslint-disable-line no-new
  } catch {
    throw new ConfigError(problem)
  }
  return value.replace(/\/+$/, '')
}

/** A duration setting ("2 days", "15 minutes", "90s"), in ms: at least a second, at most a year. */
function durationSetting (name: string, value: string): number {
  const ms = parseDuration(value)
  if (ms === undefined || !(ms >= 1000) || ms > 366 * 86_400_000) throw new ConfigError(`Invalid configuration: ${name} "${value.slice(0, 40)}" is not a duration from 1 second to a year (e.g. "2 days", "15 minutes")`)
  return ms
}

/** RECURRENCE_HORIZON ("24", "24 months", "2 years", "90 days") as a luxon duration object; a bare number is months. */
function parseHorizon (value: string): Config['recurrenceHorizon'] {
  const m = /^\s*(\d+)\s*([a-z]*?)s?\s*$/.exec(value)!
  const unit = m[2] === '' ? 'month' : m[2]!
  if (Number(m[1]) < 1) throw new ConfigError('Invalid configuration: RECURRENCE_HORIZON must be at least 1')
  return { [`${unit}s`]: Number(m[1]) }
}

/** Config for tests and embedders: defaults plus overrides, without reading process.env. */
export function testConfig (overrides: Partial<Config> = {}): Config {
  // Tests send thousands of requests from one address: rate limiting is off unless a test asks for it. Load shedding
  // on event-loop delay too: a busy test machine stalls a test's loop for a second now and then, and a 503 there
  // says nothing about the code (test/routes/health.test.ts turns it on).
  const config = { ...loadConfig({}), rateLimitMax: 0, maxEventLoopDelayMs: 0, ...overrides }
  if (overrides.maxConcurrentRequests === undefined) config.maxConcurrentRequests = defaultConcurrency(config.databaseUrl, config.databasePoolSize)
  return config
}
