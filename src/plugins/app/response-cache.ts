// Response cache for anonymous reads (issue 8).
//
// A calendar is read far more than it is written, and most reads are the same few lists. An answer is stored as the
// bytes that went out (body and the headers the route set) and replayed before validation, the service and
// serialization run. It is served only while all of these hold:
// - the database's public write counter (DataVersion.publicVersion, bumped by triggers in the writing transaction) is
//   the one the answer was computed at. It is read before each cacheable request, so a write committed by any
//   process — another instance on PostgreSQL, the CLI, Prisma Studio — is seen by the next request, never later.
//   Only anonymous answers are stored, so only the writes that can change one move it: saving a draft, pending or
//   trashed record that no public answer shows (editors save drafts often) leaves the cache alone. The triggers
//   decide (migration data_version_public, test/routes/response-cache-public.test.ts checks the rule against the
//   answers themselves); when unsure they move it;
// - no scheduled record has become due since (SPEC §3.6: the normal path publishes it first);
// - every way the answer depended on the clock still gives the same result: a service reports that with its result
//   (`ClockUse` in src/context.ts: a probe summarizing it, such as the instants of the default date window, or 'live'
//   for an answer that changes with every moment, which is then not stored), and the route hands it to
//   `request.usesClock`.
// Only GET routes marked `cacheable`, without an Authorization header or a signed-in session (what a caller may see depends on who they
// are) and without `password` (an unlocked protected event is not for everyone) are cached; only 200 answers.
// Entries live in an LRU bounded in bytes (RESPONSE_CACHE_MB; 0 turns the cache off, ETags stay).
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import { siteNow, type ClockUse, type TimeProbe } from '../../context.js'
import { CALENDAR_TYPE, prefersCalendar } from '../../lib/http/negotiate.js'
import type { DataState } from '../../services/freshness.js'

/** What a cacheable request collects while it is answered. */
export interface CacheTicket {
  key: string
  state: DataState
  /** headers set before the handler (CORS, security, rate limit): per request, not part of the entry unless the
   *  route changed or removed them (a page's own Content-Security-Policy) */
  baseline: Map<string, unknown>
  probes: TimeProbe[]
  /** the answer used the clock in a way no probe summarizes */
  timeDependent: boolean
}

interface Entry {
  body: Buffer
  headers: Record<string, string | string[] | number>
  /** headers of the baseline that the route removed (a page's X-Frame-Options): removed from a replay too */
  removed: string[]
  probes: TimeProbe[]
  /** the second (epoch) in which the probes last gave their values; they are whole-second functions of the clock */
  checkedSecond: number
}

export interface CacheStats { hits: number; misses: number; stores: number; entries: () => number }

declare module 'fastify' {
  interface FastifyRequest {
    cacheTicket: CacheTicket | null
    /** tells the cache how the answer depends on the clock (nothing to do when the request is not cached) */
    usesClock (use: ClockUse | undefined): void
  }
  interface FastifyInstance { responseCache: CacheStats }
  interface FastifyContextConfig { cacheable?: boolean }
}

const PASSWORD_PARAM = /(^|&)password(=|&|$|\[)/i

/** Whether the request sends a `password` (SPEC §3.9) in any spelling the query parser decodes (`%70assword=`,
 *  `password[]=`): such an answer may be unlocked, and is neither served from the cache nor stored. A query that does
 *  not decode counts as one. */
export function sendsPassword (url: string, query: unknown): boolean {
  if (typeof query === 'object' && query !== null && Object.keys(query).some((k) => k.toLowerCase().startsWith('password'))) return true
  const at = url.indexOf('?')
  if (at < 0) return false
  try {
    return PASSWORD_PARAM.test(decodeURIComponent(url.slice(at + 1).replace(/\+/g, ' ')))
  } catch {
    return true
  }
}

export default fp(async (app) => {
  const { freshness } = app
  const maxBytes = app.config.responseCacheMb * 1024 * 1024
  app.decorateRequest('cacheTicket', null)
  app.decorateRequest('usesClock', function (use: ClockUse | undefined) {
    const ticket = this.cacheTicket
    if (ticket === null || use === undefined) return
    if (use === 'live') ticket.timeDependent = true
    else ticket.probes.push(use)
  })
  const entries = new LRUCache<string, Entry>({ maxSize: Math.max(1, maxBytes), sizeCalculation: (e, key) => e.body.length + key.length + 256 })
  const stats: CacheStats = { hits: 0, misses: 0, stores: 0, entries: () => entries.size }
  app.decorate('responseCache', stats)
  if (maxBytes <= 0) return
  /** the public version every entry was computed at; a newer one empties the cache */
  let version: number | undefined

  const fresh = (entry: Entry, state: DataState, now: Date): boolean => {
    if (state.dueAt !== null && now.getTime() >= state.dueAt) return false
    if (entry.probes.length === 0) return true
    const second = Math.floor(now.getTime() / 1000)
    if (entry.checkedSecond === second) return true
    const site = siteNow(app.config, now)
    if (!entry.probes.every((p) => p.probe(site) === p.value)) return false
    entry.checkedSecond = second
    return true
  }

  app.addHook('onRequest', async (request, reply) => {
    // `caller`: a session cookie with its nonce signs a request in without an Authorization header (SPEC §9.8); its
    // answer is the user's, never to be stored for everyone (the auth hook, an earlier onRequest, has set it).
    if (request.method !== 'GET' || request.routeOptions.config.cacheable !== true || request.headers.authorization !== undefined || request.caller !== null || request.authError !== null || sendsPassword(request.url, request.query)) return
    let state: DataState | null
    try {
      state = await freshness.current()
    } catch (err) {
      request.log.warn({ err }, 'data version unreadable: answering without the cache')
      return
    }
    if (state === null) return
    request.dataState = state
    if (version !== state.publicVersion) {
      entries.clear()
      version = state.publicVersion
    }
    // The JSON reads of events answer iCalendar for `Accept: text/calendar` (src/routes/events-ics.ts): one entry per
    // representation, never one for the other.
    const key = `${request.protocol}://${request.host}${request.url}${prefersCalendar(request.headers.accept) ? ` ${CALENDAR_TYPE}` : ''}`
    const entry = entries.get(key)
    if (entry !== undefined && fresh(entry, state, app.clock())) {
      stats.hits++
      for (const name of entry.removed) reply.removeHeader(name)
      return reply.headers(entry.headers).send(entry.body)
    }
    stats.misses++
    request.cacheTicket = { key, state, baseline: new Map(Object.entries(reply.getHeaders())), probes: [], timeDependent: false }
  })

  // Registered after every other onSend hook (discovery headers, ETag), so the entry holds the final headers.
  app.addHook('onSend', async (request, reply, payload) => {
    const ticket = request.cacheTicket
    if (ticket === null || reply.statusCode !== 200 || ticket.timeDependent || ticket.state.publicVersion !== version) return
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return
    const headers: Entry['headers'] = {}
    const sent = reply.getHeaders()
    for (const [name, value] of Object.entries(sent)) {
      if (value !== undefined && ticket.baseline.get(name) !== value && name !== 'content-length') headers[name] = value
    }
    const removed = [...ticket.baseline.keys()].filter((name) => sent[name] === undefined)
    // A long body is already the Buffer the socket gets (../external/etag.ts); nothing writes into it.
    entries.set(ticket.key, { body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload), headers, removed, probes: ticket.probes, checkedSecond: -1 })
    stats.stores++
  })
  // The cache's onRequest hook runs after CORS, security headers and the rate limit (their headers are the request's
  // own, not the entry's), and its onSend hook after the discovery headers and the ETag (the entry holds the final
  // headers): Fastify runs hooks in registration order, and these dependencies make that order a fact it checks.
}, { name: 'response-cache', dependencies: ['publishing', 'cors', 'helmet', 'rate-limit', 'discovery-headers', 'etag'] })
