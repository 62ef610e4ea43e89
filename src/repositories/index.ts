// The data layer: every query of the service lives in a repository of this folder, which alone knows the SQL dialect
// and opens transactions. Services receive `Repositories` (through their ServiceContext) and call methods named in
// the contract's words; they never see Prisma, SQL or which database they run on.
//
// A write that spans several repositories runs in `transaction(fn)`: `fn` receives repositories bound to that one
// transaction, and a transaction begun inside it joins it, so that a service called from another service's write
// (a venue created inside an event's write) is part of the same unit: all of it is stored, or none.
//
// What leaves this folder is the domain's: a database conflict with a concurrent write comes out as ConflictError
// (src/errors.ts), from a transaction once its retries are spent and from any repository method called outside one.
import { kindOf, type Db, type Tx } from '../db/client.js'
import { ChangeRepository } from './changes.js'
import { domainError, isTransientConflict, isUniqueViolation, type Dialect } from './dialect.js'
import { EventRepository } from './events.js'
import { HealthRepository } from './health.js'
import { IcsImportRepository } from './ics-imports.js'
import { MediaRepository } from './media.js'
import { PlaceRepository } from './places.js'
import { PostRepository } from './posts.js'
import { PublishingRepository } from './publishing.js'
import { SeriesRepository } from './series.js'
import { SitemapRepository } from './sitemap.js'
import { TermRepository } from './terms.js'
import { UserRepository } from './users.js'
import { WebhookRepository } from './webhooks.js'

/** Key of the advisory lock every write transaction takes on PostgreSQL (any constant; "cal" in ASCII). */
const WRITE_LOCK = 0x63616c

/**
 * Time limits of a write transaction (Prisma interactive transactions). Writes run one at a time, so a write waits for
 * the ones before it: `maxWait` bounds that wait, `timeout` the transaction itself, after which Prisma rolls it back
 * and the request fails (500): no write holds the database longer. The longest write the limits of SPEC §7 allow is
 * an event write creating a venue and 100 organizers (each with its duplicate detection) and naming 100 categories
 * and 100 tags of which 20 are new, with an image URL: ~1.0 s on SQLite and ~1.5 s on PostgreSQL on a loaded 2-core
 * machine (test/routes/integrity.test.ts "the longest write"); 10 s leaves room for a slow disk. A typical write
 * takes a few milliseconds. (SQLite's busy timeout, src/db/client.ts, is how long a statement waits for a lock held by
 * another process: 5 s.)
 */
export const WRITE_TIMEOUT_MS = 10_000
/** How long a write waits for the writes before it to finish (a burst of parallel writes queues up here). */
export const WRITE_MAX_WAIT_MS = 15_000

export class Repositories {
  readonly posts: PostRepository
  readonly events: EventRepository
  readonly places: PlaceRepository
  readonly terms: TermRepository
  readonly media: MediaRepository
  readonly users: UserRepository
  readonly publishing: PublishingRepository
  readonly health: HealthRepository
  readonly changes: ChangeRepository
  readonly webhooks: WebhookRepository
  readonly icsImports: IcsImportRepository
  readonly series: SeriesRepository
  readonly sitemap: SitemapRepository

  private constructor (private readonly db: Db, private readonly client: Tx, private readonly dialect: Dialect, private readonly inTransaction: boolean) {
    // Inside a transaction the database's errors stay as they are until `transaction` has decided on a retry.
    const boundary = inTransaction ? <T>(repo: T) => repo : withDomainErrors
    const media = new MediaRepository(client)
    this.media = boundary(media)
    this.posts = boundary(new PostRepository(client, dialect))
    this.events = boundary(new EventRepository(client, dialect))
    this.places = boundary(new PlaceRepository(client, media))
    this.terms = boundary(new TermRepository(client, dialect))
    this.users = boundary(new UserRepository(client, dialect))
    this.publishing = boundary(new PublishingRepository(client))
    this.health = boundary(new HealthRepository(client))
    this.changes = boundary(new ChangeRepository(client, dialect))
    this.webhooks = boundary(new WebhookRepository(client))
    this.icsImports = boundary(new IcsImportRepository(client))
    this.series = boundary(new SeriesRepository(client, dialect))
    this.sitemap = boundary(new SitemapRepository(client))
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
   * insert), or the database refused the transaction for a concurrent writer (isTransientConflict), the whole
   * transaction runs again, up to 5 times. A joined transaction leaves that to the outer one.
   */
  async transaction<T> (fn: (repos: Repositories) => Promise<T>, opts: { retryOnConflict?: boolean } = {}): Promise<T> {
    if (this.inTransaction) return fn(this)
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.transactionOnce(fn)
      } catch (err) {
        if (!opts.retryOnConflict || !(isUniqueViolation(err) || isTransientConflict(err)) || attempt >= 5) throw domainError(err)
      }
    }
  }

  private transactionOnce<T> (fn: (repos: Repositories) => Promise<T>): Promise<T> {
    const inside = (tx: Tx) => fn(new Repositories(this.db, tx, this.dialect, true))
    return this.db.$transaction(async (tx) => {
      // executeRaw: the function returns `void`, a column type the adapter cannot read. SQLite's write lock is taken
      // by the transaction's BEGIN IMMEDIATE (src/db/client.ts): a transaction that read before it wrote could not
      // write once another connection to the file had committed (SQLITE_BUSY, no waiting), which a second instance
      // of the service on the file met as a 500; taken first, it is waited for like the lock of PostgreSQL.
      if (this.dialect === 'postgresql') await tx.$executeRaw`SELECT pg_advisory_xact_lock(${WRITE_LOCK})`
      return inside(tx)
    }, { maxWait: WRITE_MAX_WAIT_MS, timeout: WRITE_TIMEOUT_MS })
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function'

/**
 * `repo` whose methods throw domainError(err) for what they would throw: the repositories' boundary for the calls made
 * outside a transaction. A proxy, so that every method of every repository passes through it, those written later too;
 * the methods run on `repo` itself, so that they call each other unwrapped.
 */
function withDomainErrors<T extends object> (repo: T): T {
  const translate = (err: unknown) => { throw domainError(err) }
  return new Proxy(repo, {
    get (target, key) {
      const value: unknown = Reflect.get(target, key)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        let out: unknown
        try {
          out = Reflect.apply(value, target, args)
        } catch (err) {
          translate(err)
        }
        // Prisma's own promises (what many methods return as they are) are thenables, not Promises.
        return isThenable(out) ? Promise.resolve(out).catch(translate) : out
      }
    },
  })
}

export type { Dialect }
