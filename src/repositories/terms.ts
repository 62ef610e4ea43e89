// Categories and tags (SPEC §4.4, §5.3): one table, `kind` tells them apart. Term counts are a column kept by triggers
// (Term.eventCount), so no query here counts events.
import type { Tx } from '../db/client.js'
import type { Term } from '../generated/prisma/client.js'
import { containsIgnoringCase, type Dialect } from './dialect.js'
import { isRecordId } from './posts.js'

export type TermKind = 'category' | 'tag'
export type TermRow = Term
type Json = Record<string, unknown>

/** A term list, as the service resolved it (searching, ordering and paging are the service's: term tables are small,
 *  and text is compared by the rule of SPEC §3.10, src/domain/text.ts `foldForComparison`). */
export interface TermListFilter {
  kind: TermKind
  language: string
  include?: number[]
  exclude?: number[]
  parentId?: number
  /** carried by this event */
  eventId?: number
  slug?: string
  /** only terms with published events */
  nonEmpty: boolean
}

export class TermRepository {
  constructor (private readonly db: Tx, private readonly dialect: Dialect) {}

  find (id: number): Promise<Term | null> {
    return isRecordId(id) ? this.db.term.findUnique({ where: { id } }) : Promise.resolve(null)
  }

  findBySlug (kind: TermKind, language: string, slug: string): Promise<Term | null> {
    return this.db.term.findUnique({ where: { kind_language_slug: { kind, language, slug } } })
  }

  /** The ancestors of term `id`, nearest first (one query: term tables are small). A cycle stored by an older
   *  version ends the walk. */
  async ancestors (kind: TermKind, id: number): Promise<number[]> {
    const rows = await this.db.term.findMany({ where: { kind, parentId: { not: null } }, select: { id: true, parentId: true } })
    const parents = new Map(rows.map((r) => [r.id, r.parentId]))
    const out: number[] = []
    for (let p = parents.get(id); p != null && !out.includes(p); p = parents.get(p)) out.push(p)
    return out
  }

  /** Which of `ids` are terms of the kind. */
  async idsOfKind (kind: TermKind, ids: number[]): Promise<number[]> {
    return (await this.db.term.findMany({ where: { kind, id: { in: ids } }, select: { id: true } })).map((t) => t.id)
  }

  /** The kind's terms of the language with these slugs. */
  bySlugs (kind: TermKind, language: string, slugs: string[]): Promise<Array<{ id: number; slug: string }>> {
    return this.db.term.findMany({ where: { kind, language, slug: { in: slugs } }, select: { id: true, slug: true } })
  }

  /** Terms of the kind and language whose name contains `name` ignoring case (as far as the database can: the caller
   *  compares exactly); with `parentId` (null: top level) only that parent's children. */
  namedLike (kind: TermKind, language: string, name: string, parentId?: number | null): Promise<Term[]> {
    return this.db.term.findMany({ where: { kind, language, ...(parentId !== undefined ? { parentId } : {}), name: containsIgnoringCase(this.dialect, name) } })
  }

  /** Terms of the kind and language whose name contains one of `names` ignoring case, in one query (the caller
   *  compares exactly). */
  namedLikeAny (kind: TermKind, language: string, names: string[]): Promise<Term[]> {
    return this.db.term.findMany({ where: { kind, language, OR: names.map((name) => ({ name: containsIgnoringCase(this.dialect, name) })) } })
  }

  /** Slugs of the kind + language that begin with `prefix`, the term `exceptId` left out. */
  async slugsStartingWith (kind: TermKind, language: string, prefix: string, exceptId?: number): Promise<string[]> {
    const rows = await this.db.term.findMany({ where: { kind, language, slug: { startsWith: prefix }, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { slug: true } })
    return rows.map((r) => r.slug)
  }

  /** How many terms of the translation group (a group is named by its first term's id) are in `language`. */
  countInGroup (group: number, language: string): Promise<number> {
    return this.db.term.count({ where: { OR: [{ translationGroup: group }, { id: group }], language } })
  }

  create (data: { id?: number; kind: TermKind; language: string; name: string; slug: string; parentId: number | null; description: string; translationGroup: number }): Promise<Term> {
    return this.db.term.create({ data })
  }

  update (id: number, data: Json): Promise<Term> {
    return this.db.term.update({ where: { id }, data })
  }

  /** Deletes a term: its children move up to `newParentId`, its events lose it. Run inside a transaction. */
  async delete (id: number, newParentId: number | null): Promise<void> {
    await this.db.term.updateMany({ where: { parentId: id }, data: { parentId: newParentId } })
    await this.db.eventTerm.deleteMany({ where: { termId: id } })
    await this.db.term.delete({ where: { id } })
  }

  /** The terms `ids` (import: what is stored of the records of a page). */
  findMany (ids: number[]): Promise<Term[]> {
    const valid = ids.filter(isRecordId)
    return valid.length ? this.db.term.findMany({ where: { id: { in: valid } } }) : Promise.resolve([])
  }

  /** Ids of every term of the kind in `language` (import --prune). */
  idsOfLanguage (kind: TermKind, language: string): Promise<Array<{ id: number }>> {
    return this.db.term.findMany({ where: { kind, language }, select: { id: true } })
  }

  /** Every term id and its kind among `ids` (import: ids taken by the other term kind). */
  kindsOf (ids: number[]): Promise<Array<{ id: number; kind: string; language: string }>> {
    const valid = ids.filter(isRecordId)
    return valid.length ? this.db.term.findMany({ where: { id: { in: valid } }, select: { id: true, kind: true, language: true } }) : Promise.resolve([])
  }

  /** Every term of a list, unordered. */
  list (f: TermListFilter): Promise<Term[]> {
    const where: Json = { kind: f.kind, language: f.language }
    const and: Json[] = []
    if (f.include?.length) and.push({ id: { in: f.include } })
    if (f.exclude?.length) and.push({ id: { notIn: f.exclude } })
    if (f.parentId !== undefined) and.push({ parentId: f.parentId })
    if (f.eventId !== undefined) and.push({ events: { some: { eventId: f.eventId } } })
    if (f.slug !== undefined) and.push({ slug: f.slug })
    if (f.nonEmpty) and.push({ eventCount: { gt: 0 } })
    if (and.length) where.AND = and
    return this.db.term.findMany({ where })
  }
}
