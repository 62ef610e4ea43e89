// The write pipeline of the post kinds (events, venues, organizers), once for all three, with their reads. A write
// runs check, authorize, load, prepare, then save: the parameters are checked once (every lookup they need made once),
// in the order of SPEC §2.4, except that the costly ones (prepare: an event's recurrence expanded and counted) wait
// for the permission, so that a caller who may not write costs no more than a few lookups. The record, what the
// kind's rules write along (nested venues and organizers, terms, links, the media record of an image URL) and the
// series of an event are written in one transaction: a write that fails stores nothing. A kind supplies its rules (fields, links, duplicate detection, how a missing id is reported)
// and, for writes that reach beyond the record (events: recurrence_scope), a strategy of scopes.
import type { ServiceContext } from '../../context.js'
import { ApiError, forbidden } from '../../errors.js'
import { passwordMatches } from '../../lib/infra/password.js'
import { isRecordId } from '../../repositories/posts.js'
import { canEdit, canManageOthers, canWrite } from '../../domain/access.js'
import { leavesTrash, restoredSlug } from '../../domain/trash.js'
import type { ImageRef } from '../media.js'
import { materializeImage } from '../media.js'
import { assertReadable, uniqueSlug, type PostKind } from './rules.js'
import { trashPost } from './trash.js'

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

/** A write's parameters once checked (SPEC §2.4 step 5), with what their checks looked up (image, translation group,
 *  links…), which the write's later steps take from here instead of looking it up again. */
export interface CheckedWrite extends PreparedWrite {
  /** the parameters as sent */
  input: Record<string, unknown>
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
  /** the parameter checks, with every lookup they need; all problems are reported together */
  check (sc: ServiceContext, input: Record<string, unknown>, mode: { update: boolean }): Promise<CheckedWrite>
  /** the column values of a checked write, `existing` on updates; no lookups. Throws the parameter problems that only
   *  the stored record shows (events: a recurrence on an occurrence, too many occurrences from a new start). Runs
   *  after the permission check: a check that costs more than a lookup belongs here rather than in `check`. */
  prepare (sc: ServiceContext, checked: CheckedWrite, existing?: Row): PreparedWrite
  /** inside the write's transaction, before the record is written: create what the write refers to (nested venues…) */
  beforeWrite? (sc: ServiceContext, prepared: PreparedWrite): Promise<PreparedWrite>
  /** inside the write's transaction, after the record is written: its relations (`created`: the record is new in this
   *  transaction, so it has none yet) */
  link? (sc: ServiceContext, id: number, prepared: PreparedWrite, created: boolean): Promise<void>
  /** inside the write's transaction, last: `row` is the record as written, `existing` as it was on updates (events:
   *  their series, SPEC §9.3) */
  afterSave? (sc: ServiceContext, row: object, prepared: PreparedWrite, existing?: Row): Promise<void>
  /** inside the transaction of an update or DELETE of record `id` (`loaded`: as read before it), first: takes the locks
   *  that serialize it with the writes it reaches into (events: those of its series). True when the record may have
   *  changed since it was loaded: the write then reads it again and works from that. */
  lockFor? (sc: ServiceContext, id: number, loaded?: Row): Promise<boolean>
  /** an existing record that a create should reuse (SPEC §4.2 duplicate detection) */
  duplicateOf? (sc: ServiceContext, input: Record<string, unknown>, prepared: PreparedWrite): Promise<number | null>
  /** single reads of trashed records (SPEC §2.3) */
  trashedRead (sc: ServiceContext, row: Row): void
  /** single reads of password-protected records: events refuse (403), venues/organizers blank (SPEC §3.9) */
  refusesLockedRead: boolean
}

export interface TrashOptions {
  /** removed for good instead of moved to the trash */
  force?: boolean
  /** how far the DELETE reaches, read by the kind's WriteScopes (events: recurrence_scope) */
  scope?: string
}

/** The steps of the pipeline for one record, loaded and authorized, that a WriteScopes strategy builds on. Each joins
 *  the transaction of `sc` when there is one. */
export interface RecordSteps<Row extends PostRow> {
  load (sc: ServiceContext, id: number): Promise<Row>
  /** the columns of a checked write of `existing` (the kind's prepare: no lookups) */
  prepare (sc: ServiceContext, checked: CheckedWrite, existing: Row): PreparedWrite
  /** prepares and saves a checked update of `existing` */
  update (sc: ServiceContext, existing: Row, checked: CheckedWrite): Promise<Row>
  /** moves record `id` to the trash (410 when it is there already), or with `force` removes it */
  trash (sc: ServiceContext, id: number, force: boolean): Promise<Row>
}

/** Writes that reach beyond their record (events: the recurrence_scope of SPEC §9.3). The pipeline has checked the
 *  parameters, the permission, the record's existence and its ownership; undefined leaves the record to the pipeline
 *  alone. */
export interface WriteScopes<Row extends PostRow> {
  update (sc: ServiceContext, existing: Row, checked: CheckedWrite, steps: RecordSteps<Row>): Promise<Row> | undefined
  trash (sc: ServiceContext, existing: Row, opts: TrashOptions, steps: RecordSteps<Row>): Promise<Row> | undefined
}

export class PostService<Row extends PostRow> {
  constructor (readonly rules: PostRules<Row>, private readonly scopes?: WriteScopes<Row>) {}

  private readonly steps: RecordSteps<Row> = {
    load: (sc, id) => this.load(sc, id),
    prepare: (sc, checked, existing) => this.rules.prepare(sc, checked, existing),
    update: (sc, existing, checked) => this.saveUpdate(sc, existing, checked),
    trash: (sc, id, force) => this.trashOne(sc, id, force),
  }

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

  /** by-slug: resolved in the effective language, by the first of `slugs` that names a record (the service's own
   *  form first, then the one imported records keep: src/domain/text.ts slugLookups); unknown → 400 (SPEC §4.1, §4.2). */
  async idBySlug (sc: ServiceContext, slugs: string[]): Promise<number> {
    let id: number | null = null
    for (const slug of slugs) {
      id = await sc.repos.posts.idBySlug(this.rules.kind, sc.lang, slug)
      if (id !== null) break
    }
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

  /** The parameter checks of a write alone (what a request whose schema refused some parameters adds to them). */
  check (sc: ServiceContext, input: Record<string, unknown>, mode: { update: boolean }): Promise<CheckedWrite> {
    return this.rules.check(sc, input, mode)
  }

  async create (sc: ServiceContext, input: Record<string, unknown>): Promise<Row> {
    const checked = await this.rules.check(sc, input, { update: false })
    // The permission before prepare, as updates have it (`authorized`): prepare does the costly checks (an event's
    // recurrence expanded to count its occurrences, HTML cleaned), which a caller who may not write must not cause.
    if (!canWrite(sc.caller)) throw forbidden(sc.caller !== null)
    const prepared = this.rules.prepare(sc, checked)
    const row = await this.inTransaction(sc, async (tx) => {
      const duplicate = await this.rules.duplicateOf?.(tx, input, prepared)
      const written = await this.rules.beforeWrite?.(tx, prepared) ?? prepared
      if (duplicate) return this.save(tx, duplicate, { ...written, slugBase: undefined, translationGroup: undefined })
      const slug = { language: tx.lang, base: written.slugBase ?? this.rules.kind }
      const created = await tx.repos.posts.insert(this.rules.kind, slug, async (id) => ({
        ...written.data,
        translationGroup: written.translationGroup ?? id,
        imageId: written.image === undefined ? null : await materializeImage(tx.repos, written.image, tx.caller?.userId ?? 0),
      }))
      await this.rules.link?.(tx, created.id, written, true)
      await this.rules.afterSave?.(tx, created, written)
      return created
    })
    return this.hydrate(sc, row)
  }

  /** Partial update (SPEC §4.1): parameters, then permission, then existence and ownership (SPEC §2.4). */
  async update (sc: ServiceContext, id: number, input: Record<string, unknown>): Promise<Row> {
    const { existing, checked } = await this.authorized(sc, id, () => this.rules.check(sc, input, { update: true }))
    return await this.scopes?.update(sc, existing, checked, this.steps) ?? this.saveUpdate(sc, existing, checked)
  }

  /**
   * DELETE (SPEC §3.6): to the trash (`__trashed` slug suffix frees the slug; a second DELETE is 410), or with `force`
   * removed for good (its links go with it: the database cascades). Returns the record as it now is (trash) or as it
   * was (force).
   */
  async trash (sc: ServiceContext, id: number, opts: TrashOptions = {}): Promise<Row> {
    const { existing } = await this.authorized(sc, id, async () => undefined)
    const scoped = this.scopes?.trash(sc, existing, opts, this.steps)
    if (scoped) return scoped
    if (existing.status === 'trash' && !opts.force) throw this.inTrash()
    return this.trashOne(sc, id, opts.force === true)
  }

  /**
   * The checks of a write of record `id` in the order of SPEC §2.4: `check` (the parameters), the permission, the
   * record's existence and ownership. Venues and organizers: an unknown id is a parameter problem (step 5), reported
   * before the permission, and their other parameters are checked once the record is known.
   */
  private async authorized<T> (sc: ServiceContext, id: number, check: () => Promise<T>): Promise<{ existing: Row; checked: T }> {
    const known = this.rules.existenceIsValidation ? await this.load(sc, id) : undefined
    const early = known ? undefined : { checked: await check() }
    if (!canWrite(sc.caller)) throw forbidden(sc.caller !== null)
    const existing = known ?? await this.load(sc, id)
    if (!canEdit(sc.caller, existing)) throw forbidden(true)
    return { existing, checked: early ? early.checked : await check() }
  }

  /** Prepares a checked update of `loaded` and saves it in one transaction. Prepared first outside it, so that a
   *  refused write opens none; again from the record as it is inside, when the kind's lock says it may have changed. */
  private async saveUpdate (sc: ServiceContext, loaded: Row, checked: CheckedWrite): Promise<Row> {
    const early = this.rules.prepare(sc, checked, loaded)
    try {
      const row = await this.inTransaction(sc, async (tx) => {
        const fresh = await this.rules.lockFor?.(tx, loaded.id, loaded) === true
        const existing = fresh ? await this.load(tx, loaded.id) : loaded
        const prepared = fresh ? this.rules.prepare(tx, checked, existing) : early
        const saved = await this.save(tx, existing.id, await this.rules.beforeWrite?.(tx, prepared) ?? prepared, existing)
        // An update that changes no stored value is none (issue 42): rolled back, so that `modified`, the change log,
        // the webhooks and the response cache see nothing. Compared on the record as read back, relations included,
        // which is what every path of the write (nested venues, links, the series) ends in.
        if (storedState(await this.load(tx, existing.id)) === storedState(existing)) throw new Unchanged(existing)
        return saved
      })
      return await this.hydrate(sc, row)
    } catch (err) {
      if (err instanceof Unchanged) return err.row as Row
      throw err
    }
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
    // A record that leaves the trash gets its slug back, made unique if another record took it meanwhile (SPEC §3.6).
    // An explicit slug of the same write wins.
    const slugBase = prepared.slugBase ?? (existing && leavesTrash(existing, data.status) ? restoredSlug(existing.slug) : undefined)
    if (slugBase !== undefined && slugBase !== existing?.slug) {
      data.slug = await uniqueSlug(tx.repos, this.rules.kind, existing?.language ?? tx.lang, slugBase, id)
    }
    if (prepared.image !== undefined) data.imageId = await materializeImage(tx.repos, prepared.image, tx.caller?.userId ?? 0)
    const updated = await tx.repos.posts.update(this.rules.kind, id, data)
    await this.rules.link?.(tx, id, prepared, false)
    await this.rules.afterSave?.(tx, updated, prepared, existing)
    return updated
  }

  private inTrash (): ApiError {
    const kind = this.rules.kind
    return new ApiError(`${kind}-is-in-trash`, 410, `The ${kind} is already in the trash.`)
  }

  /** Trashes (or with `force` removes) record `id`. It is read again inside the transaction, so that of parallel
   *  DELETEs one trashes it and the others answer 410 (or, once it is gone, as for an unknown id). */
  private async trashOne (sc: ServiceContext, id: number, force: boolean): Promise<Row> {
    const kind = this.rules.kind
    try {
      return await this.inTransaction(sc, async (tx) => {
        await this.rules.lockFor?.(tx, id)
        const current = await this.load(tx, id)
        if (force) {
          await tx.repos.posts.remove(kind, id)
          return current
        }
        if (current.status === 'trash') throw this.inTrash()
        return this.hydrate(tx, await trashPost(tx.repos, kind, current, sc.now.toJSDate()))
      })
    } catch (err) {
      if (err instanceof ApiError) throw err
      throw Object.assign(new ApiError(`could-not-delete-${kind}`, 500, `The ${kind} could not be deleted.`), { cause: err })
    }
  }
}

/** Thrown inside an update's transaction to roll back a write that changed nothing; carries the record as it is. */
class Unchanged extends Error {
  constructor (readonly row: unknown) { super('unchanged') }
}

/** A record as stored, for "did this write change anything": every column and relation but the modification times,
 *  which the write itself sets. */
function storedState (row: object): string {
  return JSON.stringify(row, (key, value: unknown) => key === 'modifiedAt' ? undefined : value)
}

/** Venues/organizers: a trashed record reads like a private one — own (contributor+) or editors (SPEC §2.3). */
export function trashedReadableByOwnerOrEditor (kind: PostKind) {
  return (sc: ServiceContext, row: PostRow): void => {
    const own = sc.caller !== null && sc.caller.userId === row.authorId && canWrite(sc.caller)
    if (!(own || canManageOthers(sc.caller))) throw new ApiError(`${kind}-not-accessible`, 403, `You do not have access to this ${kind}.`)
  }
}
