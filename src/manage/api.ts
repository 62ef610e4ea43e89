// The workspace's only way to read or write: the public REST API of the same origin, signed in by the session cookie
// (sent by the browser, HttpOnly) and the session's nonce in `X-WP-Nonce` (SPEC §9.8). Types come from the client
// types generated from the interface description (openapi/api.d.ts, `npm run openapi`), so a field the API drops or
// renames fails `npm run typecheck` here. DOM-free apart from `fetch`.
import type { components } from '../../openapi/api.js'

type Schemas = components['schemas']
export type ApiEvent = Schemas['Event']
export type ApiVenue = Schemas['Venue']
export type ApiOrganizer = Schemas['Organizer']
export type ApiTerm = Schemas['Term']
export type ApiUser = Schemas['User']
export type ApiToken = Schemas['Token']
export type ApiErrorBody = Schemas['Error']

/** The five kinds of record the workspace edits, as the API names their collections. */
export const KINDS = ['events', 'venues', 'organizers', 'categories', 'tags'] as const
export type Kind = typeof KINDS[number]

/** What `{base}/session` answers. */
export interface Session { user: ApiUser; nonce: string; expires_utc: string }

/** An answer of the API that is not 2xx: its contract-shaped body, with `data.params` (field → reason) when the
 *  API named the fields it refused. */
export class ApiError extends Error {
  constructor (
    readonly status: number,
    readonly code: string,
    message: string,
    /** `data.params` of a 400: the field (`venue[venue]` for nested ones) → the reason, as the API wrote it */
    readonly params: Record<string, string>,
    readonly body: unknown,
    /** seconds, from `Retry-After` (429, 503) */
    readonly retryAfter: number | null
  ) { super(message) }
}

export type Query = Record<string, string | number | boolean | Array<string | number> | undefined | null>

/** `?a=1&b[]=x&b[]=y` the way the API reads lists; undefined, null and '' are left out. */
export function queryString (query: Query | undefined): string {
  const parts = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) { for (const v of value) parts.append(`${key}[]`, String(v)) } else parts.append(key, String(value))
  }
  const text = parts.toString()
  return text ? `?${text}` : ''
}

export interface Page<T> { items: T[]; total: number; totalPages: number }

export interface Api {
  /** `{lang}{REST_PREFIX}/calendar/events/v1`, e.g. `/nl/wp-json/calendar/events/v1` */
  readonly base: string
  /** the session's nonce (null: not signed in); set by `signIn`/`session`, cleared by `signOut` */
  nonce: string | null
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, opts?: { query?: Query; body?: unknown; signal?: AbortSignal }): Promise<T>
  /** GET of a list: its records (under `key`, e.g. `events`) and its `total` and `total_pages` */
  list<T>(path: string, key: string, query?: Query, signal?: AbortSignal): Promise<Page<T>>
  /** the session of the cookie the browser holds, or null without one */
  session(): Promise<Session | null>
  signIn(login: string, password: string): Promise<Session>
  signOut(): Promise<void>
}

export function createApi (base: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Api {
  const api: Api = {
    base,
    nonce: null,
    async request<T> (method: string, path: string, opts: { query?: Query; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
      const response = await send(method, path, opts)
      return await response.json() as T
    },
    async list<T> (path: string, key: string, query?: Query, signal?: AbortSignal): Promise<Page<T>> {
      const response = await send('GET', path, { query, signal })
      const body = await response.json() as Record<string, unknown>
      const items = Array.isArray(body[key]) ? body[key] as T[] : []
      return { items, total: Number(body.total ?? items.length), totalPages: Number(body.total_pages ?? 1) }
    },
    async session (): Promise<Session | null> {
      try {
        const session = await api.request<Session>('GET', '/session')
        api.nonce = session.nonce
        return session
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) { api.nonce = null; return null }
        throw err
      }
    },
    async signIn (login: string, password: string): Promise<Session> {
      api.nonce = null
      const session = await api.request<Session>('POST', '/session', { body: { login, password } })
      api.nonce = session.nonce
      return session
    },
    async signOut (): Promise<void> {
      const ending = api.nonce
      // a sign-in that finished meanwhile keeps its own nonce
      try { await api.request('DELETE', '/session') } finally { if (api.nonce === ending) api.nonce = null }
    },
  }

  async function send (method: string, path: string, opts: { query?: Query; body?: unknown; signal?: AbortSignal }): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (api.nonce) headers['x-wp-nonce'] = api.nonce
    if (opts.body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await fetchImpl(`${base}${path}${queryString(opts.query)}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        credentials: 'same-origin',
        cache: 'no-store',
        signal: opts.signal,
      })
    } catch (err) {
      if ((err as { name?: string }).name === 'AbortError') throw err
      throw new ApiError(0, 'network_error', 'The service could not be reached.', {}, null, null)
    }
    if (response.ok) return response
    let body: unknown = null
    try { body = await response.json() } catch { /* not JSON: the status says enough */ }
    const error = (body ?? {}) as Partial<ApiErrorBody>
    const data = (error.data ?? {}) as { params?: unknown }
    const params = data.params && typeof data.params === 'object' && !Array.isArray(data.params)
      ? Object.fromEntries(Object.entries(data.params as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
      : Array.isArray(data.params) ? Object.fromEntries((data.params as unknown[]).map((k) => [String(k), ''])) : {}
    const retry = Number(response.headers.get('retry-after'))
    throw new ApiError(response.status, typeof error.code === 'string' ? error.code : `http_${response.status}`,
      typeof error.message === 'string' ? error.message : response.statusText, params, body, Number.isFinite(retry) && retry > 0 ? retry : null)
  }

  return api
}
