// List envelope and headers shared by the five list routes (SPEC §3.4).
import type { FastifyReply } from 'fastify'
import type { ClockUse } from '../../context.js'

/** `per_page` maximum of every list route (SPEC §7); larger values are clamped. */
export const MAX_PER_PAGE = 50

export interface ListResult<T> {
  rows: T[]
  total: number
  page: number
  perPage: number
  echo: Record<string, string>
  /** how the answer depends on the clock (src/context.ts); undefined: not at all */
  clock?: ClockUse
}

export interface Page { total: number; page: number; perPage: number; echo: Record<string, string> }

export interface PageLinks { rest_url: string; next_rest_url?: string; previous_rest_url?: string; total: number; total_pages: number }

const encode = (s: string) => encodeURIComponent(s).replace(/%2C/gi, ',').replace(/%3A/gi, ':')

/** `{base}/<kind>/?` + the echoed list parameters (never `page`). */
export function restUrl (collection: string, echo: Record<string, string>): string {
  const qs = Object.entries(echo).map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')
  return `${collection}/${qs ? `?${qs}` : ''}`
}

/**
 * Links and totals of one page. `prevNeedsItems`: events/venues/organizers show `previous_rest_url` only when
 * page N-1 has items; categories/tags whenever N > 1.
 */
export function pageLinks (collection: string, p: Page, prevNeedsItems: boolean): PageLinks {
  const totalPages = p.total === 0 ? 0 : Math.ceil(p.total / p.perPage)
  const base = restUrl(collection, p.echo)
  const withPage = (n: number) => n === 1 ? base : `${base}${base.includes('?') ? '&' : '?'}page=${n}`
  const out: PageLinks = { rest_url: base, total: p.total, total_pages: totalPages }
  if (p.page + 1 <= totalPages) out.next_rest_url = withPage(p.page + 1)
  if (p.page > 1 && (!prevNeedsItems || p.page - 1 <= totalPages)) out.previous_rest_url = withPage(p.page - 1)
  return out
}

export function setPageHeaders (reply: FastifyReply, links: PageLinks): void {
  reply.header('X-Calendar-Total', String(links.total))
  reply.header('X-Calendar-TotalPages', String(links.total_pages))
  const link: string[] = []
  if (links.next_rest_url) link.push(`<${links.next_rest_url}>; rel="next"`)
  if (links.previous_rest_url) link.push(`<${links.previous_rest_url}>; rel="prev"`)
  if (link.length) reply.header('Link', link.join(', '))
}

/** The parameters `rest_url` echoes (SPEC §3.4): what the caller sent except `page`, lists as comma lists,
 *  `per_page` with its effective value; `normalized` replaces sent values (e.g. normalized dates). */
export function echoParams (query: Record<string, unknown>, perPage: number, normalized: Record<string, string> = {}): Record<string, string> {
  const echo: Record<string, string> = {}
  for (const [k, v] of Object.entries(query)) {
    if (k === 'page' || k === 'per_page' || v === undefined) continue
    echo[k] = normalized[k] ?? (Array.isArray(v) ? v.join(',') : String(v))
  }
  echo.per_page = String(perPage)
  return echo
}
