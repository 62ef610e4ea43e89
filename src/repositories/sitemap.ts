// What the sitemap (SPEC §9.7, src/services/sitemap.ts) reads: the pages of the post kinds that a caller of the given
// scope may read whole and that lists show, a few columns at a time, in id order. Pages of the sitemap are cut by
// count (the protocol's 50,000 URLs a file), so a page is found by the id it begins after, never by an OFFSET over the
// rows before it in one statement.
import type { Tx } from '../db/client.js'
import { Prisma } from '../generated/prisma/client.js'
import type { StatusScope } from '../domain/access.js'
import type { PostKind } from './posts.js'
import { scopeSql, scopeWhere } from './visibility.js'

/** The columns of a record that its sitemap entry needs, and the other listed records of its translation group. */
export interface SitemapRow { id: number; slug: string; language: string; modifiedAt: Date; translations: Array<{ slug: string; language: string }> }

/** One file of a kind's sitemap: its records are those after `after` (an id; 0 for the first), `count` of them (at
 *  most the file's size); `lastmod` is the newest modification among them. */
export interface SitemapFile { after: number; count: number; lastmod: Date }

const TABLES: Record<PostKind, Prisma.Sql> = { event: Prisma.raw('"Event"'), venue: Prisma.raw('"Venue"'), organizer: Prisma.raw('"Organizer"') }

// Prisma's three delegates have the same methods for the columns used here, but no common type.

type PostDelegate = any
type Json = Record<string, unknown>

export class SitemapRepository {
  constructor (private readonly db: Tx) {}

  private table (kind: PostKind): PostDelegate {
    return kind === 'event' ? this.db.event : kind === 'venue' ? this.db.venue : this.db.organizer
  }

  /** Records of `scope` that are not password-protected (their page shows a form, not the record) and, for events,
   *  not hidden from listings (a sitemap is a listing). */
  private where (kind: PostKind, scope: StatusScope): Json {
    return { AND: [scopeWhere(scope), { password: '' }, ...(kind === 'event' ? [{ hideFromListings: false }] : [])] }
  }

  /** The files of the kind's sitemap of at most `size` records each, in id order. Each file costs two statements: the
   *  id that ends it (the `size`-th record after the previous end) and its count and newest modification. */
  async files (kind: PostKind, scope: StatusScope, size: number): Promise<SitemapFile[]> {
    const table = this.table(kind)
    const where = this.where(kind, scope)
    const files: SitemapFile[] = []
    let after = 0
    for (;;) {
      const range = { id: { gt: after } }
      const end: { id: number } | null = await table.findFirst({ where: { AND: [where, range] }, orderBy: { id: 'asc' }, skip: size - 1, select: { id: true } })
      const within = end === null ? range : { id: { gt: after, lte: end.id } }
      const found: { _count: { _all: number }, _max: { modifiedAt: Date | null } } = await table.aggregate({ where: { AND: [where, within] }, _count: { _all: true }, _max: { modifiedAt: true } })
      if (found._max.modifiedAt === null) break
      files.push({ after, count: found._count._all, lastmod: found._max.modifiedAt })
      if (end === null) break
      after = end.id
    }
    return files
  }

  /** The same rule as `where`, in SQL, for the rows of `alias`. */
  private whereSql (kind: PostKind, scope: StatusScope, alias: string): Prisma.Sql {
    const parts = [scopeSql(scope, alias), Prisma.sql`${Prisma.raw(alias)}."password" = ''`]
    if (kind === 'event') parts.push(Prisma.sql`NOT ${Prisma.raw(alias)}."hideFromListings"`)
    return Prisma.join(parts, ' AND ')
  }

  /**
   * At most `take` records of the kind after id `after`, in id order, each with the other listed records of its
   * translation group. One statement: the page of records, joined with their group by the translationGroup index
   * (asking for the groups of a page in a second statement took longer than the page: 2000 ids in an IN list).
   */
  async rows (kind: PostKind, scope: StatusScope, after: number, take: number): Promise<SitemapRow[]> {
    const table = TABLES[kind]
    const found = await this.db.$queryRaw<Array<{ id: number; slug: string; language: string; modifiedAt: Date; tSlug: string | null; tLanguage: string | null }>>`
      SELECT e."id", e."slug", e."language", e."modifiedAt", t."slug" AS "tSlug", t."language" AS "tLanguage"
      FROM (SELECT "id", "slug", "language", "modifiedAt", "translationGroup" FROM ${table} e
            WHERE ${this.whereSql(kind, scope, 'e')} AND e."id" > ${after} ORDER BY e."id" LIMIT ${take}) e
      LEFT JOIN ${table} t ON t."translationGroup" = e."translationGroup" AND t."id" <> e."id" AND ${this.whereSql(kind, scope, 't')}
      ORDER BY e."id", t."language"`
    const rows: SitemapRow[] = []
    for (const f of found) {
      let row = rows[rows.length - 1]
      if (row?.id !== Number(f.id)) rows.push(row = { id: Number(f.id), slug: f.slug, language: f.language, modifiedAt: new Date(f.modifiedAt), translations: [] })
      if (f.tSlug !== null && f.tLanguage !== null) row.translations.push({ slug: f.tSlug, language: f.tLanguage })
    }
    return rows
  }
}
