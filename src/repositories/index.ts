// The data layer: every query of the service lives in a repository of this folder, which alone knows the SQL dialect
// and opens transactions. Services receive `Repositories` (through their ServiceContext) and call methods named in
// the contract's words; they never see Prisma, SQL or which database they run on.
//
// A write that spans several repositories runs in `transaction(fn)`: `fn` receives repositories bound to that one
// transaction, and a transaction begun inside it joins it, so that a service called from another service's write
// (a venue created inside an event's write) is part of the same unit: all of it is stored, or none.
import { kindOf, type Db, type Tx } from '../db/client.js'
import { isUniqueViolation, type Dialect } from './dialect.js'
import { EventRepository } from './events.js'
import { MediaRepository } from './media.js'
import { PlaceRepository } from './places.js'
import { PostRepository } from './posts.js'
import { PublishingRepository } from './publishing.js'
import { TermRepository } from './terms.js'
import { UserRepository } from './users.js'

/** Key of the advisory lock every write transaction takes on PostgreSQL (any constant; "cal" in ASCII). */
const WRITE_LOCK = 0x63616c

export class Repositories {
  readonly posts: PostRepository
  readonly events: EventRepository
  readonly places: PlaceRepository
  readonly terms: TermRepository
  readonly media: MediaRepository
  readonly users: UserRepository
  readonly publishing: PublishingRepository

  private constructor (private readonly db: Db, private readonly client: Tx, private readonly dialect: Dialect, private readonly inTransaction: boolean) {
    this.media = new MediaRepository(client)
    this.posts = new PostRepository(client, dialect)
    this.events = new EventRepository(client, dialect, this.media)
    this.places = new PlaceRepository(client, this.media)
    this.terms = new TermRepository(client, dialect)
    this.users = new UserRepository(client, dialect)
    this.publishing = new PublishingRepository(client)
  }

  static of (db: Db): Repositories {
    return new Repositories(db, db, kindOf(db), false)
  }

  /**
   * Runs `fn` as one write transaction; inside one already, joins it. SQLite has one writer at a time; on PostgreSQL
   * the transaction first takes one transaction-scoped advisory lock, so writes (of every instance on the database) run
   * one at a time there too. That keeps the read-then-write steps of a write (the first free slug, find-or-create of a
   * term) exact under concurrency on both databases; reads are never blocked. Writes wait for each other in the pool:
   * the waits are generous.
   *
   * `retryOnConflict`: when a unique index refuses a row (another process took the slug between our check and our
   * insert), the whole transaction runs again, up to 5 times. A joined transaction leaves that to the outer one.
   */
  async transaction<T> (fn: (repos: Repositories) => Promise<T>, opts: { retryOnConflict?: boolean } = {}): Promise<T> {
    if (this.inTransaction) return fn(this)
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.transactionOnce(fn)
      } catch (err) {
        if (!opts.retryOnConflict || !isUniqueViolation(err) || attempt >= 5) throw err
      }
    }
  }

  private transactionOnce<T> (fn: (repos: Repositories) => Promise<T>): Promise<T> {
    const inside = (tx: Tx) => fn(new Repositories(this.db, tx, this.dialect, true))
    if (this.dialect !== 'postgresql') return this.db.$transaction(inside)
    return this.db.$transaction(async (tx) => {
      // executeRaw: the function returns `void`, a column type the adapter cannot read.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${WRITE_LOCK})`
      return inside(tx)
    }, { maxWait: 15_000, timeout: 30_000 })
  }
}

export type { Dialect }
