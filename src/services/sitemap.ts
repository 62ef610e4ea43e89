// The sitemap (SPEC §9.7): every page of an event, venue or organizer that anyone may read whole, at the `url` the API
// gives it, with its last modification and the alternates of its translations. Which records: those an anonymous list
// shows (the anonymous caller's list scope of domain/access.ts: published, not scheduled, drafts, pending, private or
// trashed), not password-protected (their page shows a form) and, for events, not hidden from listings. Every language
// is in the one sitemap (records of other languages carry their prefix in their `url`).
//
// Up to `config.sitemapMaxUrls` pages it is one `urlset`; past it, an index of files of at most that many pages, per
// kind, each cut by count in id order. The rows are read a chunk at a time, a few columns each: the cost of a file is
// its rows' bytes, never presented records.
import type { ServiceContext } from '../context.js'
import { listScope, type StatusScope } from '../domain/access.js'
import { sitemapIndex, urlEntry, URLSET_CLOSE, URLSET_OPEN, type SitemapKind } from '../presenters/sitemap.js'
import type { SitemapFile } from '../repositories/sitemap.js'

export type { SitemapKind }
export const SITEMAP_KINDS: readonly SitemapKind[] = ['event', 'venue', 'organizer']

/** Rows read per statement while a file is written. */
const READ_CHUNK = 2000

/** A sitemap answer: the XML and the newest modification of what it lists (null when it lists nothing). */
export interface SitemapAnswer { body: string; lastModified: Date | null }

/** The records anyone may read, as an anonymous list shows them. */
const publicScope = (): StatusScope => listScope(null, ['publish'])

const newer = (a: Date | null, b: Date | null): Date | null => a === null ? b : b === null || a >= b ? a : b

/** Writes the `<url>` entries of at most `limit` records of `kind` after id `after` into `out`. */
async function writeEntries (sc: ServiceContext, kind: SitemapKind, scope: StatusScope, after: number, limit: number, out: string[]): Promise<void> {
  let left = limit
  while (left > 0) {
    const rows = await sc.repos.sitemap.rows(kind, scope, after, Math.min(READ_CHUNK, left))
    if (rows.length === 0) break
    for (const row of rows) out.push(urlEntry(sc, kind, row))
    left -= rows.length
    after = rows[rows.length - 1]!.id
    if (rows.length < READ_CHUNK) break
  }
}

/** The files of each kind's sitemap (how its records are cut into files of at most `config.sitemapMaxUrls`): what
 *  both answers below are made from. They depend on the data only (not on the addresses), so a caller may keep them
 *  for as long as the data does not change. */
export type SitemapFiles = Record<SitemapKind, SitemapFile[]>

export async function sitemapFiles (sc: ServiceContext): Promise<SitemapFiles> {
  const scope = publicScope()
  const max = sc.config.sitemapMaxUrls
  return {
    event: await sc.repos.sitemap.files('event', scope, max),
    venue: await sc.repos.sitemap.files('venue', scope, max),
    organizer: await sc.repos.sitemap.files('organizer', scope, max),
  }
}

/**
 * `/sitemap.xml`: every page in one `urlset` while they fit in a file, else the index of the files, each named by
 * `fileUrl(kind, n)` (n from 1; the route layer owns the addresses).
 */
export async function sitemap (sc: ServiceContext, files: SitemapFiles, fileUrl: (kind: SitemapKind, n: number) => string): Promise<SitemapAnswer> {
  const all = SITEMAP_KINDS.flatMap((kind) => files[kind])
  const lastModified = all.reduce<Date | null>((n, f) => newer(n, f.lastmod), null)
  if (all.reduce((n, f) => n + f.count, 0) <= sc.config.sitemapMaxUrls) {
    const scope = publicScope()
    const out = [URLSET_OPEN]
    for (const kind of SITEMAP_KINDS) await writeEntries(sc, kind, scope, 0, sc.config.sitemapMaxUrls, out)
    out.push(URLSET_CLOSE)
    return { body: out.join(''), lastModified }
  }
  const entries = SITEMAP_KINDS.flatMap((kind) => files[kind].map((f, i) => ({ loc: fileUrl(kind, i + 1), lastmod: f.lastmod })))
  return { body: sitemapIndex(entries), lastModified }
}

/** File `n` (from 1) of the kind's sitemap, or null when the kind has fewer files. */
export async function sitemapFile (sc: ServiceContext, files: SitemapFiles, kind: SitemapKind, n: number): Promise<SitemapAnswer | null> {
  const file = files[kind][n - 1]
  if (file === undefined) return null
  const out = [URLSET_OPEN]
  await writeEntries(sc, kind, publicScope(), file.after, file.count, out)
  out.push(URLSET_CLOSE)
  return { body: out.join(''), lastModified: file.lastmod }
}
