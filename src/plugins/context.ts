// Per-request context shared by every route: effective language (SPEC §1.5) and the addresses built from the
// request (SPEC §1.2, §3.7). Computed lazily: most of it is needed only by routes that build URLs.
import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../schemas/common.js'

export const NAMESPACE = 'calendar/events/v1'

export interface RequestContext {
  /** effective language */
  lang: Language
  /** public origin + optional path of SITE_URL, no trailing slash */
  site: string
  /** `{base}` of SPEC §1.2 */
  base: string
  /** host + path of the site, for global_id */
  siteId: string
}

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
  const body = BODY_METHODS.has(request.method) ? request.body as Record<string, unknown> | undefined : undefined
  const query = request.query as Record<string, unknown> | undefined
  const sent = (body && typeof body === 'object' ? body.translation_language : undefined) ?? query?.translation_language
  return (LANGUAGES as readonly unknown[]).includes(sent) ? sent as Language : pathLanguage ?? DEFAULT_LANGUAGE
}

export function buildContext (config: Config, request: FastifyRequest, pathLanguage: Language | null): RequestContext {
  const site = siteOf(config, request)
  const prefix = pathLanguage ? `/${pathLanguage}` : ''
  return {
    lang: effectiveLanguage(request, pathLanguage),
    site,
    base: `${site}${prefix}${config.restPrefix}/${NAMESPACE}`,
    siteId: site.replace(/^https?:\/\//, ''),
  }
}
