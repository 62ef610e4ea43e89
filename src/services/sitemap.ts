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

export type { SitemapKind }
export const SITEMAP_KINDS: readonly SitemapKind[] = ['event', 'venue', 'organizer']

/** Rows read per statement while a file is written. */
const READ_CHUNK = 2000

/** A sitemap answer: the XML and the newest modification of what it lists (null when it lists nothing). */
export interface SitemapAnswer { body: string; lastModified: Date | null }

/** The records anyone may read, as an anonymous list shows them. */
const publicScope = (): StatusScope => listScope(null, ['publish'])

const newer = (a: Date | null, b: Date | null): Date | null => a === null ? b : b === null || a >= b ? a : b

/** Writes the `<url>` entries of at most `limit` records of `kind` after id `after` into `out`; answers their newest
 *  modification. */
async function writeEntries (sc: ServiceContext, kind: SitemapKind, scope: StatusScope, after: number, limit: number, out: string[]): Promise<Date | null> {
  let newest: Date | null = null
  let left = limit
  while (left > 0) {
    const rows = await sc.repos.sitemap.rows(kind, scope, after, Math.min(READ_CHUNK, left))
    if (rows.length === 0) break
    for (const row of rows) {
      out.push(urlEntry(sc, kind, row))
      newest = newer(newest, row.modifiedAt)
    }
    left -= rows.length
    after = rows[rows.length - 1]!.id
    if (rows.length < READ_CHUNK) break
  }
  return newest
}

/**
 * `/sitemap.xml`: every page in one `urlset` while they fit in a file, else the index of the files, each named by
 * `fileUrl(kind, n)` (n from 1; the route layer owns the addresses).
 */
export async function sitemap (sc: ServiceContext, fileUrl: (kind: SitemapKind, n: number) => string): Promise<SitemapAnswer> {
  const scope = publicScope()
  const max = sc.config.sitemapMaxUrls
  let total = 0
  for (const kind of SITEMAP_KINDS) total += await sc.repos.sitemap.count(kind, scope)
  if (total <= max) {
    const out = [URLSET_OPEN]
    let newest: Date | null = null
    for (const kind of SITEMAP_KINDS) newest = newer(newest, await writeEntries(sc, kind, scope, 0, max, out))
    out.push(URLSET_CLOSE)
    return { body: out.join(''), lastModified: newest }
  }
  const files: Array<{ loc: string; lastmod: Date }> = []
  for (const kind of SITEMAP_KINDS) {
    const ofKind = await sc.repos.sitemap.files(kind, scope, max)
    ofKind.forEach((f, i) => files.push({ loc: fileUrl(kind, i + 1), lastmod: f.lastmod }))
  }
  return { body: sitemapIndex(files), lastModified: files.reduce<Date | null>((n, f) => newer(n, f.lastmod), null) }
}

/** File `n` (from 1) of the kind's sitemap, or null when the kind has fewer files. */
export async function sitemapFile (sc: ServiceContext, kind: SitemapKind, n: number): Promise<SitemapAnswer | null> {
  const scope = publicScope()
  const max = sc.config.sitemapMaxUrls
  const files = await sc.repos.sitemap.files(kind, scope, max, n)
  const file = files[n - 1]
  if (file === undefined) return null
  const out = [URLSET_OPEN]
  await writeEntries(sc, kind, scope, file.after, max, out)
  out.push(URLSET_CLOSE)
  return { body: out.join(''), lastModified: file.lastmod }
}
