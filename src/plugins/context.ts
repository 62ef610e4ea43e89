// Per-request context shared by every route: effective language (SPEC §1.5) and the addresses built from the
// request (SPEC §1.2, §3.7). Computed lazily: most of it is needed only by routes that build URLs.
import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import { DEFAULT_LANGUAGE, type Language } from '../schemas/common.js'

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

/** Effective language: translation_language (body wins over query), else the path prefix, else `en`. */
export function effectiveLanguage (request: FastifyRequest, pathLanguage: Language | null): Language {
  const body = request.body as Record<string, unknown> | undefined
  const query = request.query as Record<string, unknown> | undefined
  const sent = (body && typeof body === 'object' ? body.translation_language : undefined) ?? query?.translation_language
  return (sent as Language | undefined) ?? pathLanguage ?? DEFAULT_LANGUAGE
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
