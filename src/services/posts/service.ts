// Create / read / update / trash of a post kind (events, venues, organizers), once for all three. A kind supplies its
// rules (fields, links, duplicate detection, how a missing id is reported); the order of checks of SPEC §2.4 lives
// here. Every write is one transaction, with whatever the kind's rules write along (nested venues and organizers,
// terms, links, the media record of an image URL): a write that fails stores nothing.
import type { ServiceContext } from '../../context.js'
import { ApiError, forbidden } from '../../errors.js'
import { passwordMatches } from '../../lib/infra/password.js'
import type { Repositories } from '../../repositories/index.js'
import { isRecordId } from '../../repositories/posts.js'
import { canEdit, canManageOthers, canWrite } from '../../domain/access.js'
import type { ImageRef } from '../media.js'
import { materializeImage } from '../media.js'
import { assertReadable, uniqueSlug, type PostKind } from './rules.js'

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
  /** gives rows of the kind's table what the presenter needs besides their own columns */
  hydrate (sc: ServiceContext, rows: object[]): Promise<Row[]>
  /** reads records `ids` with what the presenter needs at once, where the kind can do that cheaper than reading its
   *  rows and hydrating them (events: one statement) */
  read? (sc: ServiceContext, ids: number[]): Promise<Row[]>
  /** true: an unknown id/slug is a parameter error for everyone (venues, organizers: SPEC §4.2); false: a
   *  handler check after permission (events: 404, SPEC §2.4) */
  existenceIsValidation: boolean
  /** the error for an id that is unknown (`otherKind` null) or belongs to another kind */
  missing (id: number, otherKind: string | null): ApiError
  /** parameter checks + column values; `existing` is known on updates once loaded */
  prepare (sc: ServiceContext, input: Record<string, unknown>, mode: { update: boolean; existing?: Row }): Promise<PreparedWrite>
  /** inside the write's transaction, before the record is written: create what the write refers to (nested venues…) */
  beforeWrite? (sc: ServiceContext, prepared: PreparedWrite): Promise<PreparedWrite>
  /** inside the write's transaction, after the record is written: its relations (`created`: the record is new in this
   *  transaction, so it has none yet) */
  link? (sc: ServiceContext, id: number, prepared: PreparedWrite, created: boolean): Promise<void>
  /** inside the write's transaction, last: `row` is the record as written (events: their series, SPEC §9.3) */
  afterSave? (sc: ServiceContext, row: object, prepared: PreparedWrite): Promise<void>
  /** inside the trash's transaction */
  afterTrash? (repos: Repositories, id: number): Promise<void>
  /** an existing record that a create should reuse (SPEC §4.2 duplicate detection) */
  duplicateOf? (sc: ServiceContext, input: Record<string, unknown>, prepared: PreparedWrite): Promise<number | null>
  /** single reads of trashed records (SPEC §2.3) */
  trashedRead (sc: ServiceContext, row: Row): void
  /** single reads of password-protected records: events refuse (403), venues/organizers blank (SPEC §3.9) */
  refusesLockedRead: boolean
}

export class PostService<Row extends PostRow> {
  constructor (readonly rules: PostRules<Row>) {}

  /** The record `id` of this kind. Ids are unique across kinds (PostKey), so the kind's own table is asked first and
   *  PostKey only when it has no such row, to tell "unknown" from "another kind" (one query less per read). */
  async load (sc: ServiceContext, id: number): Promise<Row> {
    const row = await this.find(sc, id)
    if (!row) {
      const kind = await sc.repos.posts.kindOfId(id)
      throw this.rules.missing(id, kind === this.rules.kind ? null : kind)
    }
    return row
  }

  private async find (sc: ServiceContext, id: number): Promise<Row | undefined> {
    if (!this.rules.read) {
      const row = await sc.repos.posts.find(this.rules.kind, id)
      return row ? this.hydrate(sc, row) : undefined
    }
    return isRecordId(id) ? (await this.rules.read(sc, [id]))[0] : undefined
  }

  /** A row (as a write returned it) with what the presenter needs. */
  private async hydrate (sc: ServiceContext, row: object): Promise<Row> {
    const [hydrated] = await this.rules.hydrate(sc, [row])
    if (hydrated === undefined) throw new Error(`hydrating a ${this.rules.kind} row gave none back`) // one out per row in
    return hydrated
  }

  /** by-slug: resolved in the effective language; unknown → 400 (SPEC §4.1, §4.2). */
  async idBySlug (sc: ServiceContext, slug: string): Promise<number> {
    const id = await sc.repos.posts.idBySlug(this.rules.kind, sc.lang, slug)
    if (id === null) throw new ApiError('rest_invalid_param', 400, 'Some parameters are not valid: slug', { params: { slug: `No ${this.rules.kind} has this slug.` }, details: {} })
    return id
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
    const checked = await this.rules.prepare(sc, input, { update: false })
    if (!canWrite(sc.caller)) throw forbidden(sc.caller !== null)
    const row = await this.inTransaction(sc, async (tx) => {
      const duplicate = await this.rules.duplicateOf?.(tx, input, checked)
      const prepared = await this.rules.beforeWrite?.(tx, checked) ?? checked
      if (duplicate) return this.save(tx, duplicate, { ...prepared, slugBase: undefined, translationGroup: undefined })
      const slug = { language: tx.lang, base: prepared.slugBase ?? this.rules.kind }
      const created = await tx.repos.posts.insert(this.rules.kind, slug, async (id) => ({
        ...prepared.data,
        translationGroup: prepared.translationGroup ?? id,
        imageId: prepared.image === undefined ? null : await materializeImage(tx.repos, prepared.image, tx.caller?.userId ?? 0),
      }))
      await this.rules.link?.(tx, created.id, prepared, true)
      await this.rules.afterSave?.(tx, created, prepared)
      return created
    })
    return this.hydrate(sc, row)
  }

  /** Partial update (SPEC §4.1): parameters, then permission, then existence and ownership (SPEC §2.4). */
  async update (sc: ServiceContext, id: number, input: Record<string, unknown>): Promise<Row> {
    let existing = this.rules.existenceIsValidation ? await this.load(sc, id) : undefined
    if (!existing) await this.rules.prepare(sc, input, { update: true }) // parameter checks come first
    if (!canWrite(sc.caller)) throw forbidden(sc.caller !== null)
    existing ??= await this.load(sc, id)
    if (!canEdit(sc.caller, existing)) throw forbidden(true)
    const checked = await this.rules.prepare(sc, input, { update: true, existing })
    const row = await this.inTransaction(sc, async (tx) => this.save(tx, id, await this.rules.beforeWrite?.(tx, checked) ?? checked, existing))
    return this.hydrate(sc, row)
  }

  /**
   * Runs `fn` in the write's transaction (joining the caller's, for a record created inside another write), with a
   * context whose repositories are bound to it. A concurrent write that took the slug in between runs it again.
   */
  private inTransaction<T> (sc: ServiceContext, fn: (tx: ServiceContext) => Promise<T>): Promise<T> {
    return sc.repos.transaction((repos) => fn({ ...sc, repos }), { retryOnConflict: true })
  }

  /** Writes the prepared columns and relations of record `id` (inside the write's transaction). */
  private async save (tx: ServiceContext, id: number, prepared: PreparedWrite, existing?: Row): Promise<object> {
    const data = { ...prepared.data }
    // A status other than trash restores a trashed record: its slug gets back the part before `__trashed`, made
    // unique if another record took it meanwhile (SPEC §3.6). An explicit slug of the same write wins.
    const restored = existing?.status === 'trash' && data.status !== undefined && data.status !== 'trash'
    const slugBase = prepared.slugBase ?? (restored ? existing.slug.replace(TRASHED_SUFFIX, '') : undefined)
    if (slugBase !== undefined && slugBase !== existing?.slug) {
      data.slug = await uniqueSlug(tx.repos, this.rules.kind, existing?.language ?? tx.lang, slugBase, id)
    }
    if (prepared.image !== undefined) data.imageId = await materializeImage(tx.repos, prepared.image, tx.caller?.userId ?? 0)
    const updated = await tx.repos.posts.update(this.rules.kind, id, data)
    await this.rules.link?.(tx, id, prepared, false)
    await this.rules.afterSave?.(tx, updated, prepared)
    return updated
  }

  /**
   * DELETE (SPEC §3.6): to the trash (`__trashed` slug suffix frees the slug; a second DELETE is 410), or with `force`
   * removed for good (its links go with it: the database cascades). Returns the record as it now is (trash) or as it
   * was (force). The record is read again inside the transaction, so that of parallel DELETEs one trashes it and the
   * others answer 410 (or, once it is gone, as for an unknown id). `loaded`: the record as the caller has just read it
   * (a subclass that looked before), not read again for the checks.
   */
  async trash (sc: ServiceContext, id: number, opts: { force?: boolean; loaded?: Row } = {}): Promise<Row> {
    let existing = opts.loaded ?? (this.rules.existenceIsValidation ? await this.load(sc, id) : undefined)
    if (!canWrite(sc.caller)) throw forbidden(sc.caller !== null)
    existing ??= await this.load(sc, id)
    if (!canEdit(sc.caller, existing)) throw forbidden(true)
    const kind = this.rules.kind
    const inTrash = () => new ApiError(`${kind}-is-in-trash`, 410, `The ${kind} is already in the trash.`)
    if (existing.status === 'trash' && !opts.force) throw inTrash()
    try {
      return await sc.repos.transaction(async (repos) => {
        const current = await this.load({ ...sc, repos }, id)
        if (opts.force) {
          await repos.posts.remove(kind, id)
          return current
        }
        if (current.status === 'trash') throw inTrash()
        const trashedSlug = await uniqueSlug(repos, kind, current.language, `${current.slug}${TRASHED}`, id)
        const trashed = await repos.posts.update(kind, id, { status: 'trash', slug: trashedSlug, modifiedAt: sc.now.toJSDate() })
        await this.rules.afterTrash?.(repos, id)
        return this.hydrate({ ...sc, repos }, trashed)
      }, { retryOnConflict: true })
    } catch (err) {
      if (err instanceof ApiError) throw err
      throw Object.assign(new ApiError(`could-not-delete-${kind}`, 500, `The ${kind} could not be deleted.`), { cause: err })
    }
  }
}

/** The slug suffix of a trashed record (SPEC §3.6), possibly followed by `-N` when the trashed slug was taken. */
const TRASHED = '__trashed'
const TRASHED_SUFFIX = /__trashed(?:-\d+)?$/

/** Venues/organizers: a trashed record reads like a private one — own (contributor+) or editors (SPEC §2.3). */
export function trashedReadableByOwnerOrEditor (kind: PostKind) {
  return (sc: ServiceContext, row: PostRow): void => {
    const own = sc.caller !== null && sc.caller.userId === row.authorId && canWrite(sc.caller)
    if (!(own || canManageOthers(sc.caller))) throw new ApiError(`${kind}-not-accessible`, 403, `You do not have access to this ${kind}.`)
  }
}
