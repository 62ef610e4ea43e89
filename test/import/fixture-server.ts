// A stand-in for a site running The Events Calendar: replays the answers recorded from the real plugin
// (test/fixtures/tec/site.json, made by scripts/tec-fixtures/record.ts) from node:http on 127.0.0.1, port 0. Tests
// change what it answers: `fixture` is a copy of their own (edit a record, drop one), and `script` queues answers
// (errors, delays, bodies) that a URL gets before its recorded one.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Recorded { status: number; headers: Record<string, string>; body: unknown }
export interface Fixture {
  /** origin of the recorded site (its URLs in the bodies are rewritten to the server's) */
  origin: string
  /** path of its REST root, e.g. /wp-json/ */
  root: string
  /** path + query → answer, for the requests of `import` (with credentials) */
  import: Record<string, Recorded>
  /** path + query → answer, for the anonymous lists compared with ours */
  compare: Record<string, Recorded>
}

/** Records per page of the recorded import (small, so that the fixtures hold several pages of events). */
export const FIXTURE_PAGE_SIZE = 10

/** The lists (relative to the namespace) compared between the plugin and us after an import. */
export const COMPARE_LISTS = [
  ...[1, 2, 3, 4].map((page) => `events?per_page=10&page=${page}&start_date=1000-01-01%2000%3A00%3A00&end_date=9999-12-31%2023%3A59%3A59`),
  'venues?per_page=50', 'organizers?per_page=50', 'categories?per_page=50', 'tags?per_page=50',
]

/** Lists compared as the administrator on both sides (every status). */
export const COMPARE_AUTHED_LISTS = [
  'events?per_page=50&start_date=1000-01-01%2000%3A00%3A00&end_date=9999-12-31%2023%3A59%3A59&status=publish,future,draft,pending,private,trash',
]

export type Scripted =
  | { status: number; headers?: Record<string, string>; body?: string }
  | { delayMs: number }
  /** the connection is closed without an answer */
  | { hangUp: true }

export interface FixtureServer {
  root: string
  origin: string
  fixture: Fixture
  /** answers to give, in order, to the next requests of a path + query (key as in the fixture) or of any URL ('*') */
  script: Map<string, Scripted[]>
  /** path + query of every request received, in order */
  requests: string[]
  /** the Authorization header of each of those requests */
  authorizations: Array<string | undefined>
  close (): Promise<void>
}

/** A recorded site: `site` (scripts/tec-fixtures/seed.ts), `unicode` (seed-unicode.ts: emoji, CJK, RTL slugs). */
export function loadFixture (name: 'site' | 'unicode' = 'site'): Fixture {
  return JSON.parse(readFileSync(new URL(`../fixtures/tec/${name}.json`, import.meta.url), 'utf8')) as Fixture
}

export async function startFixtureServer (fixture: Fixture = loadFixture()): Promise<FixtureServer> {
  const script = new Map<string, Scripted[]>()
  const requests: string[] = []
  const authorizations: Array<string | undefined> = []
  let origin = ''
  const server: Server = createServer((req, res) => {
    const key = req.url ?? '/'
    requests.push(key)
    authorizations.push(req.headers.authorization)
    const next = script.get(key)?.shift() ?? script.get('*')?.shift()
    const answer = (): void => {
      const rec = fixture.import[key] ?? fixture.compare[key]
      if (!rec) {
        res.writeHead(404, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ code: 'rest_no_route', message: `not recorded: ${key}`, data: { status: 404 } }))
        return
      }
      const body = typeof rec.body === 'string' ? rec.body : JSON.stringify(rec.body).replaceAll(fixture.origin, origin)
      res.writeHead(rec.status, rec.headers)
      res.end(body)
    }
    if (!next) return answer()
    if ('hangUp' in next) { req.socket.destroy(); return }
    if ('delayMs' in next) { setTimeout(answer, next.delayMs).unref(); return }
    res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers })
    res.end(next.body ?? JSON.stringify({ code: 'scripted', message: 'scripted answer', data: { status: next.status } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    root: origin + fixture.root,
    origin,
    fixture,
    script,
    requests,
    authorizations,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}

export interface GeneratedSite {
  /** pages of the event list */
  pages: number
  /** events per page */
  perPage: number
  /** bytes of each event's description */
  descriptionBytes: number
  /** also one hostile event per page (NUL in its title): reported and skipped */
  hostile?: boolean
}

/** A site whose event list is made up as it is asked for (issue 37: a hostile site of 50,000 pages, or of pages of
 *  megabytes): nothing is held but the page being answered, so the server's memory does not depend on its size.
 *  Categories, tags, venues and organizers are empty; anonymous imports only (no core API). Events are the recorded
 *  event 9 under new ids. */
export async function startGeneratedSite (site: GeneratedSite): Promise<{ root: string; requests: () => number; close: () => Promise<void> }> {
  const template = Object.entries(loadFixture().import)
    .filter(([k]) => k.includes('/tribe/events/v1/events?'))
    .flatMap(([, r]) => (r.body as { events: Array<Record<string, unknown>> }).events)
    .find((e) => e.id === 9)!
  const base = { ...template, venue: [], organizer: [], categories: [], tags: [], image: false, description: '' }
  const description = `<p>${'x'.repeat(Math.max(0, site.descriptionBytes - 7))}</p>`
  const total = site.pages * site.perPage
  let requests = 0
  const server = createServer((req, res) => {
    requests++
    const url = new URL(req.url ?? '/', 'http://x')
    const json = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers })
      res.end(JSON.stringify(body))
    }
    const list = /^\/wp-json\/tribe\/events\/v1\/(categories|tags|venues|organizers|events)$/.exec(url.pathname)?.[1]
    if (url.pathname === '/wp-json/') return json(200, { timezone_string: 'UTC' })
    if (list !== 'events') return list ? json(200, { [list]: [], total: 0, total_pages: 0 }) : json(404, { code: 'rest_no_route' })
    const page = Number(url.searchParams.get('page') ?? 1)
    if (page > site.pages) return json(404, { code: 'rest_invalid_page' })
    const events: unknown[] = []
    for (let i = 0; i < site.perPage; i++) {
      const id = 1000 + (page - 1) * site.perPage + i
      events.push({ ...base, id, slug: `event-${id}`, title: `Event ${id}`, description })
    }
    if (site.hostile) events.push({ ...base, id: 1000 + total + page, slug: `hostile-${page}`, title: 'NUL\u0000' })
    json(200, { events, total, total_pages: site.pages }, { 'x-tec-total': String(total), 'x-tec-totalpages': String(site.pages) })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    root: `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-json/`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}
