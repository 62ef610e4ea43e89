// Response cache for anonymous reads, and ETags on every response (issue 8).
//
// A calendar is read far more than it is written, and most reads are the same few lists. An answer is stored as the
// bytes that went out (body and the headers the route set) and replayed before validation, the service and
// serialization run. It is served only while all of these hold:
// - the database's write counter (model DataVersion, bumped by triggers in every writing transaction) is the one
//   the answer was computed at. The counter is read before each cacheable request, so a write committed by any
//   process — another instance on PostgreSQL, the CLI, Prisma Studio — is seen by the next request, never later;
// - no scheduled record has become due since (SPEC §3.6: the normal path publishes it first);
// - every way the answer depended on the clock still gives the same result: routes report that through
//   ServiceContext (`nowFor` for a result summarized by a probe, such as the default date window; reading `now`
//   directly makes an answer uncacheable).
// Only GET routes marked `cacheable`, without an Authorization header (what a caller may see depends on who they
// are) and without `password` (an unlocked protected event is not for everyone) are cached; only 200 answers.
// Entries live in an LRU bounded in bytes (RESPONSE_CACHE_MB; 0 turns the cache off, ETags stay).
import etag from '@fastify/etag'
import type { FastifyInstance } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { DateTime } from 'luxon'
import type { DataState, Freshness } from '../services/freshness.js'
import { siteNow } from '../services/posts.js'

/** A part of an answer that depends on the clock only through `probe(now)`, which gave `value`. */
export interface TimeProbe { probe: (now: DateTime) => string; value: string }

/** What a cacheable request collects while it is answered. */
export interface CacheTicket {
  key: string
  state: DataState
  /** headers set before the handler (CORS, security, rate limit): per request, not part of the entry */
  baseline: Set<string>
  probes: TimeProbe[]
  /** the answer used the clock in a way no probe summarizes */
  timeDependent: boolean
}

interface Entry {
  body: Buffer
  headers: Record<string, string | string[] | number>
  probes: TimeProbe[]
  /** the second (epoch) in which the probes last gave their values; they are whole-second functions of the clock */
  checkedSecond: number
}

export interface CacheStats { hits: number; misses: number; stores: number; entries: () => number }

declare module 'fastify' {
  interface FastifyRequest {
    cacheTicket: CacheTicket | null
    /** the data state read for this request, if the cache read it (scheduled publishing reuses it) */
    dataState: DataState | null
  }
  interface FastifyInstance { responseCache: CacheStats }
  interface FastifyContextConfig { cacheable?: boolean }
}

const PASSWORD_PARAM = /[?&]password(=|&|$|%5B|\[)/i

export async function registerResponseCache (app: FastifyInstance, freshness: Freshness, maxBytes: number): Promise<void> {
  // Strong ETags (SHA-1 of the body) on every response; If-None-Match with the current one answers 304. A cached
  // entry keeps its ETag header, so the plugin does not hash it again.
  await app.register(etag)
  app.decorateRequest('cacheTicket', null)
  app.decorateRequest('dataState', null)
  const entries = new LRUCache<string, Entry>({ maxSize: Math.max(1, maxBytes), sizeCalculation: (e, key) => e.body.length + key.length + 256 })
  const stats: CacheStats = { hits: 0, misses: 0, stores: 0, entries: () => entries.size }
  app.decorate('responseCache', stats)
  if (maxBytes <= 0) return
  /** the version every entry was computed at; a newer one empties the cache */
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
    if (request.method !== 'GET' || request.routeOptions.config.cacheable !== true || request.headers.authorization !== undefined || PASSWORD_PARAM.test(request.url)) return
    let state: DataState | null
    try {
      state = await freshness.current()
    } catch (err) {
      request.log.warn({ err }, 'data version unreadable: answering without the cache')
      return
    }
    if (state === null) return
    request.dataState = state
    if (version !== state.version) {
      entries.clear()
      version = state.version
    }
    const key = `${request.protocol}://${request.host}${request.url}`
    const entry = entries.get(key)
    if (entry !== undefined && fresh(entry, state, app.clock())) {
      stats.hits++
      return reply.headers(entry.headers).send(entry.body)
    }
    stats.misses++
    request.cacheTicket = { key, state, baseline: new Set(Object.keys(reply.getHeaders())), probes: [], timeDependent: false }
  })

  // Registered after every other onSend hook (discovery headers, ETag), so the entry holds the final headers.
  app.addHook('onSend', async (request, reply, payload) => {
    const ticket = request.cacheTicket
    if (ticket === null || reply.statusCode !== 200 || ticket.timeDependent || ticket.state.version !== version) return
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return
    const headers: Entry['headers'] = {}
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !ticket.baseline.has(name) && name !== 'content-length') headers[name] = value
    }
    entries.set(ticket.key, { body: Buffer.from(payload), headers, probes: ticket.probes, checkedSecond: -1 })
    stats.stores++
  })
}
