// The context of a request as every layer sees it: who asks, in which language, at which addresses, at what time,
// with which configuration and data access. The route layer builds it once per request (`contextOf`); work no request
// makes (CLI, jobs, importers, webhook deliveries) builds it with `systemContext`. Services take it as their first
// argument and presenters read its addresses. It holds values only: a service that makes its answer depend on the
// clock says so in what it returns (see `ClockUse` in ./plugins/app/response-cache.ts), so that the response cache
// never has to guess.
import type { FastifyRequest } from 'fastify'
import { DateTime } from 'luxon'
import type { Config } from './config.js'
import { luxonZone } from './domain/dates.js'
import type { Repositories } from './repositories/index.js'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './schemas/common.js'
import type { Caller } from './domain/access.js'

export const NAMESPACE = 'calendar/events/v1'

/** Where a request was addressed and in which language it is answered (SPEC §1.2, §1.5, §3.7). */
export interface RequestAddresses {
  /** effective language */
  lang: Language
  /** public origin + optional path of SITE_URL, no trailing slash: where the service itself answers */
  site: string
  /** origin + optional path of the record pages, no trailing slash: PUBLIC_URL, else `site` (SPEC §9.7). Only a
   *  record's `url` is built on it (presenters/common.ts `recordUrl`); every address of the service stays on `site` */
  publicSite: string
  /** `{base}` of SPEC §1.2: site, language prefix, REST prefix, namespace */
  base: string
  /** host + path of the site, for global_id */
  siteId: string
}

export interface ServiceContext extends RequestAddresses {
  /** the data layer; inside a write, bound to its transaction */
  repos: Repositories
  config: Config
  caller: Caller | null
  /** the site's "now", read once per request from the app's clock */
  now: DateTime
  /** the same moment in ms since the epoch */
  nowMs: number
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the language prefix a route was registered under (null: none) */
    pathLanguage?: Language | null
  }
}

/** Site "now" as a luxon DateTime in the site timezone. */
export const siteNow = (config: Config, now: Date = new Date()): DateTime => DateTime.fromJSDate(now).setZone(luxonZone(config.timezone))

export function siteOf (config: Config, request: FastifyRequest): string {
  return config.siteUrl ?? `${request.protocol}://${request.host}`
}

/** Methods whose body is a parameter source (SPEC §1.5, §3.1); their body schemas validate `translation_language`. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])

/**
 * Effective language: translation_language (body wins over query on POST/PUT/PATCH; GET, HEAD and DELETE read the
 * query only, SPEC §1.5), else the path prefix, else `en`. A DELETE body is validated by no schema: its
 * `{"translation_language": 1}` once reached Prisma as the language (500, found by the hostile-input test).
 */
export function effectiveLanguage (request: FastifyRequest, pathLanguage: Language | null): Language {
  const body: unknown = BODY_METHODS.has(request.method) ? request.body : undefined
  const query: unknown = request.query
  const fromBody = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).translation_language : undefined
  const fromQuery = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).translation_language : undefined
  const sent = fromBody ?? fromQuery
  return (LANGUAGES as readonly unknown[]).includes(sent) ? sent as Language : pathLanguage ?? DEFAULT_LANGUAGE
}

/** The addresses of a request under the language prefix `pathLanguage` (defaults to the route's own). */
export function addressesOf (request: FastifyRequest, pathLanguage: Language | null = request.routeOptions.config.pathLanguage ?? null): RequestAddresses {
  const { config } = request.server
  return addresses(config, siteOf(config, request), pathLanguage, effectiveLanguage(request, pathLanguage))
}

function addresses (config: Config, site: string, pathLanguage: Language | null, lang: Language): RequestAddresses {
  const prefix = pathLanguage ? `/${pathLanguage}` : ''
  return {
    lang,
    site,
    publicSite: config.publicUrl ?? site,
    base: `${site}${prefix}${config.restPrefix}/${NAMESPACE}`,
    siteId: site.replace(/^https?:\/\//, ''),
  }
}

/** The ServiceContext of a request. The clock is read here; its reading becomes a DateTime in the site's zone only
 *  when a service asks for it (a spread of the context asks too): most reads use no more than the instant, and the
 *  zone conversion was ~3 % of a single read's CPU time. */
export function contextOf (request: FastifyRequest): ServiceContext {
  const app = request.server
  const { lang, site, publicSite, base, siteId } = addressesOf(request)
  const clock = app.clock()
  let now: DateTime | undefined
  return {
    lang,
    site,
    publicSite,
    base,
    siteId,
    repos: app.repos,
    config: app.config,
    caller: request.caller,
    nowMs: clock.getTime(),
    get now () { return (now ??= siteNow(app.config, clock)) },
  }
}

/** The site of work no request makes when SITE_URL is unset: where a request without a Host header is addressed (as
 *  an injected one is), so that a webhook's `object` keeps the addresses it had when it was read through the route. */
const NO_REQUEST_SITE = 'http://localhost:80'

/** Who work no request makes acts as (default: anonymous), and in which language (default: the default one). */
export interface SystemActor { caller?: Caller | null; lang?: Language }

/** The ServiceContext of work no request makes — the CLI, periodic jobs, importers, webhook deliveries — with "now"
 *  read from `clock` once, here: build one per run of the work. */
export function systemContext (repos: Repositories, config: Config, clock: () => Date, actor: SystemActor = {}): ServiceContext {
  const at = clock()
  return {
    ...addresses(config, config.siteUrl ?? NO_REQUEST_SITE, null, actor.lang ?? DEFAULT_LANGUAGE),
    repos,
    config,
    caller: actor.caller ?? null,
    nowMs: at.getTime(),
    now: siteNow(config, at),
  }
}

/** A part of an answer that depends on the clock only through `probe(now)`, which gave `value` (probes are
 *  whole-second functions of the clock). */
export interface TimeProbe { probe: (now: DateTime) => string; value: string }

/** How an answer depends on the clock, as a service reports it with its result: only through a probe, or with every
 *  moment ('live'); undefined when it does not. The response cache decides from it whether and how long an answer
 *  stays valid. */
export type ClockUse = TimeProbe | 'live'
