// Create / read / update / trash of a post kind (events, venues, organizers), once for all three. A kind
// supplies its rules (fields, links, duplicate detection, how a missing id is reported); the order of checks
// of SPEC §2.4 lives here.
import { ApiError, forbidden } from '../errors.js'
import { passwordMatches } from '../lib/password.js'
import type { ImageRef } from './media.js'
import { materializeImage } from './media.js'
import { canEdit, canManageOthers, canWrite } from './access.js'
import type { ServiceContext } from './context.js'
import { assertReadable, isPostId, kindOfId, postTable, uniqueSlug, type PostKind } from './posts.js'
import { writeTransaction, type Db, type Tx } from '../db/client.js'

export type { Tx }

export interface PostRow { id: number; slug: string; status: string; authorId: number; password: string; language: string }

export interface PreparedWrite {
  /** column values (absent keys keep stored values on updates) */
  data: Record<string, unknown>
  image?: ImageRef
  /** slug to make unique; undefined keeps the stored slug */
  slugBase?: string
  translationGroup?: number
  /** kind-specific relations to write inside the transaction */
  links?: unknown
}

export interface PostRules<Row extends PostRow> {
  kind: PostKind
  /** gives rows of the kind's table what the presenter needs besides their own columns (./relations.ts) */
  hydrate (db: Db, rows: object[]): Promise<Row[]>
  /** true: an unknown id/slug is a parameter error for everyone (venues, organizers: SPEC §4.2); false: a
   *  handler check after permission (events: 404, SPEC §2.4) */
  existenceIsValidation: boolean
  /** the error for an id that is unknown (`otherKind` null) or belongs to another kind */
  missing (id: number, otherKind: string | null): ApiError
  /** parameter checks + column values; `existing` is known on updates once loaded */
  prepare (sc: ServiceContext, input: Record<string, unknown>, mode: { update: boolean; existing?: Row }): Promise<PreparedWrite>
  /** after the permission check, before the transaction: create records the write refers to (nested venues…) */
  beforeWrite? (sc: ServiceContext, prepared: PreparedWrite): Promise<void>
  link? (tx: Tx, id: number, prepared: PreparedWrite, sc: ServiceContext): Promise<void>
  afterTrash? (tx: Tx, id: number): Promise<void>
  /** an existing record that a create should reuse (SPEC §4.2 duplicate detection) */
  duplicateOf? (sc: ServiceContext, input: Record<string, unknown>, prepared: PreparedWrite): Promise<number | null>
  /** single reads of trashed records (SPEC §2.3) */
  trashedRead (sc: ServiceContext, row: Row): void
  /** single reads of password-protected records: events refuse (403), venues/organizers blank (SPEC §3.9) */
  refusesLockedRead: boolean
}

/** Runs `fn` again when a concurrent write took the slug between our check and our insert. */
async function retryOnSlugConflict<T> (fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn()
    } catch (err) {
      if ((err as { code?: string }).code !== 'P2002' || attempt >= 5) throw err
    }
  }
}

export class PostService<Row extends PostRow> {
  constructor (readonly rules: PostRules<Row>) {}

  private table (sc: ServiceContext) { return postTable(sc.db, this.rules.kind) }

  /** The record `id` of this kind. Ids are unique across kinds (PostKey), so the kind's own table is asked first and
   *  PostKey only when it has no such row, to tell "unknown" from "another kind" (one query less per read). */
  async load (sc: ServiceContext, id: number): Promise<Row> {
    const row = isPostId(id) ? await this.table(sc).findUnique({ where: { id } }) : null
    if (!row) {
      const kind = await kindOfId(sc.db, id)
      throw this.rules.missing(id, kind === this.rules.kind ? null : kind)
    }
    return this.present(sc, row)
  }

  /** A row just written (as the write returned it) with what the presenter needs. */
  private async present (sc: ServiceContext, row: object): Promise<Row> {
    return (await this.rules.hydrate(sc.db, [row]))[0]
  }

  /** by-slug: resolved in the effective language; unknown → 400 (SPEC §4.1, §4.2). */
  async idBySlug (sc: ServiceContext, slug: string): Promise<number> {
    const row = await this.table(sc).findUnique({ where: { language_slug: { language: sc.req.lang, slug } }, select: { id: true } })
    if (!row) throw new ApiError('rest_invalid_param', 400, 'Some parameters are not valid: slug', { params: { slug: `No ${this.rules.kind} has this slug.` }, details: {} })
    return row.id
  }

  async read (sc: ServiceContext, id: number, q: { password?: string; context?: string }): Promise<Row> {
    const row = await this.load(sc, id)
    if (row.status === 'trash') this.rules.trashedRead(sc, row)
    else assertReadable(this.rules.kind, sc.caller, row)
    if (this.rules.refusesLockedRead && row.password !== '' &&
      !(passwordMatches(q.password, row.password) || (q.context === 'edit' && canEdit(sc.caller, row)))) {
      throw new ApiError(`${this.rules.kind}-password-protected`, 403, `The ${this.rules.kind} is password protected.`)
    }
    return row
  }

  async create (sc: ServiceContext, input: Record<string, unknown>): Promise<Row> {
    const prepared = await this.rules.prepare(sc, input, { update: false })
    if (!canWrite(sc.caller)) throw forbidden(sc.caller !== null)
    const duplicate = await this.rules.duplicateOf?.(sc, input, prepared)
    await this.rules.beforeWrite?.(sc, prepared)
    if (duplicate) return this.write(sc, duplicate, { ...prepared, slugBase: undefined, translationGroup: undefined })
    const row = await retryOnSlugConflict(() => writeTransaction(sc.db, async (tx) => {
      const key = await tx.postKey.create({ data: { kind: this.rules.kind } })
      const table = postTable(tx as unknown as Db, this.rules.kind)
      const created = await table.create({
        data: {
          ...prepared.data,
          id: key.id,
          slug: await uniqueSlug(table, sc.config.databaseUrl, sc.req.lang, prepared.slugBase ?? this.rules.kind),
          language: sc.req.lang,
          translationGroup: prepared.translationGroup ?? key.id,
          imageId: prepared.image === undefined ? null : await materializeImage(tx, prepared.image, sc.caller?.userId ?? 0),
        },
      })
      await this.rules.link?.(tx, key.id, prepared, sc)
      return created
    }))
    return this.present(sc, row)
  }

  /** Partial update (SPEC §4.1): parameters, then permission, then existence and ownership (SPEC §2.4). */
  async update (sc: ServiceContext, id: number, input: Record<string, unknown>): Promise<Row> {
    let existing = this.rules.existenceIsValidation ? await this.load(sc, id) : undefined
    if (!existing) await this.rules.prepare(sc, input, { update: true }) // parameter checks come first
    if (!canWrite(sc.caller)) throw forbidden(sc.caller !== null)
    existing ??= await this.load(sc, id)
    if (!canEdit(sc.caller, existing)) throw forbidden(true)
    const prepared = await this.rules.prepare(sc, input, { update: true, existing })
    await this.rules.beforeWrite?.(sc, prepared)
    return this.write(sc, id, prepared, existing)
  }

  private async write (sc: ServiceContext, id: number, prepared: PreparedWrite, existing?: Row): Promise<Row> {
    const row = await retryOnSlugConflict(() => writeTransaction(sc.db, async (tx) => {
      const table = postTable(tx as unknown as Db, this.rules.kind)
      const data = { ...prepared.data }
      if (prepared.slugBase !== undefined && prepared.slugBase !== existing?.slug) {
        data.slug = await uniqueSlug(table, sc.config.databaseUrl, existing?.language ?? sc.req.lang, prepared.slugBase, id)
      }
      if (prepared.image !== undefined) data.imageId = await materializeImage(tx, prepared.image, sc.caller?.userId ?? 0)
      const updated = await table.update({ where: { id }, data })
      await this.rules.link?.(tx, id, prepared, sc)
      return updated
    }))
    return this.present(sc, row)
  }

  /** DELETE = trash (SPEC §3.6): `__trashed` slug suffix frees the slug; a second DELETE is 410. */
  async trash (sc: ServiceContext, id: number): Promise<Row> {
    let existing = this.rules.existenceIsValidation ? await this.load(sc, id) : undefined
    if (!canWrite(sc.caller)) throw forbidden(sc.caller !== null)
    existing ??= await this.load(sc, id)
    if (!canEdit(sc.caller, existing)) throw forbidden(true)
    const kind = this.rules.kind
    if (existing.status === 'trash') throw new ApiError(`${kind}-is-in-trash`, 410, `The ${kind} is already in the trash.`)
    let row: object
    try {
      row = await writeTransaction(sc.db, async (tx) => {
        const table = postTable(tx as unknown as Db, kind)
        const slug = await uniqueSlug(table, sc.config.databaseUrl, existing!.language, `${existing!.slug}__trashed`, id)
        const trashed = await table.update({ where: { id }, data: { status: 'trash', slug, modifiedAt: sc.now.toJSDate() } })
        await this.rules.afterTrash?.(tx, id)
        return trashed
      })
    } catch (err) {
      throw Object.assign(new ApiError(`could-not-delete-${kind}`, 500, `The ${kind} could not be deleted.`), { cause: err })
    }
    return this.present(sc, row)
  }
}

/** Venues/organizers: a trashed record reads like a private one — own (contributor+) or editors (SPEC §2.3). */
export function trashedReadableByOwnerOrEditor (kind: PostKind) {
  return (sc: ServiceContext, row: PostRow): void => {
    const own = sc.caller !== null && sc.caller.userId === row.authorId && canWrite(sc.caller)
    if (!(own || canManageOthers(sc.caller))) throw new ApiError(`${kind}-not-accessible`, 403, `You do not have access to this ${kind}.`)
  }
}
