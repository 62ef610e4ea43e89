// Shared by the importer's tests: a fixture server replaying the recorded plugin, a database of this run's kind, the
// app on it, and the comparison rules of SPEC §8.
import type { Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { testConfig } from '../../src/config.js'
import { createDb, prepareDb, type Db } from '../../src/db/client.js'
import { runImport, type ImportOptions, type ImportResult } from '../../src/import/importer.js'
import { Repositories } from '../../src/repositories/index.js'
import { ensureAdminUser } from '../../src/services/users.js'
import { TOKEN, freshDatabaseUrl } from '../helper.js'
import { FIXTURE_PAGE_SIZE, loadFixture, startFixtureServer, type FixtureServer } from './fixture-server.js'

export interface Setup { server: FixtureServer; repos: Repositories; db: Db; databaseUrl: string; app: () => Promise<FastifyInstance>; run: (o?: Partial<ImportOptions>) => Promise<ImportResult> }

export async function setup (t: Test, fixture: 'site' | 'unicode' = 'site'): Promise<Setup> {
  const server = await startFixtureServer(loadFixture(fixture))
  const databaseUrl = await freshDatabaseUrl(t)
  const db = await createDb(databaseUrl)
  await prepareDb(db, databaseUrl)
  const repos = Repositories.of(db)
  await ensureAdminUser(repos)
  let app: FastifyInstance | undefined
  t.teardown(async () => {
    await app?.close()
    await db.$disconnect()
    await server.close()
  })
  return {
    server,
    repos,
    db,
    databaseUrl,
    app: async () => {
      // The site URL of the recorded site: `url` fields then equal the plugin's.
      app ??= await buildApp(testConfig({ databaseUrl, apiToken: TOKEN, siteUrl: server.fixture.origin, timezone: 'UTC' }), { logger: false, print: () => {} })
      return app
    },
    run: (o = {}) => runImport(repos, {
      root: server.root,
      user: 'admin',
      appPassword: 'x',
      language: 'en',
      fallbackAuthor: 1,
      pageSize: FIXTURE_PAGE_SIZE,
      source: { baseDelayMs: 1, maxDelayMs: 50, timeoutMs: 2000 },
      ...o,
    }),
  }
}

export const count = (r: ImportResult, field: 'created' | 'updated' | 'unchanged' | 'skipped' | 'trashed'): Record<string, number> =>
  Object.fromEntries(r.resources.map((s) => [s.resource, s[field]]))

/** A body with what SPEC §8 documents as different (and what names the site) made equal. */
export function normalize (v: unknown): unknown {
  if (typeof v === 'string') {
    return v.replaceAll('/tribe/events/v1', '/NS').replaceAll('/calendar/events/v1', '/NS').replace(/^tribe_events_cat$/, 'calendar_events_cat')
      // SPEC §3.7 names a category's page by its own slug; the plugin by the path of its ancestors' slugs
      .replace(/\/events\/category\/(?:[^/]+\/)*([^/]+)\/$/, '/events/category/$1/')
  }
  if (Array.isArray(v)) return v.map(normalize)
  if (v === null || typeof v !== 'object') return v
  const out: Record<string, unknown> = {}
  for (const [k, x] of Object.entries(v)) {
    // §1.5 languages; §9.3 series fields and §9.6 event status fields (the plugin's v1 objects have none); global ids name the host; list rest_urls echo filters differently (§8.9); json_ld only on singles
    if (['global_id', 'global_id_lineage', 'language', 'translations', 'series_id', 'recurrence', 'detached', 'event_status', 'event_status_reason', 'rest_url', 'next_rest_url', 'previous_rest_url', 'json_ld', 'latitude', 'longitude'].includes(k)) continue
    out[k] = normalize(x)
  }
  return out
}

/** What differs on unpublished events, documented in the README ("Moving from WordPress"): drafts have dates and a
 *  slug here; WordPress names unpublished events (draft, scheduled, trashed) by `?post_type=tribe_events&p=<id>`, we
 *  by their slug. */
export function withoutUnpublishedUrls (list: Array<Record<string, unknown>>): Array<Record<string, unknown>> {
  const unpublished = new Set(['draft', 'future', 'trash'])
  return list.map((e) => unpublished.has(String(e.status))
    ? { ...e, url: '', website: '', ...(e.status === 'draft' ? { date_utc: '', modified_utc: '', slug: '' } : {}) }
    : e)
}
