// Users and their bearer tokens (SPEC §2.1). Tokens are stored as digests only (src/services/users.ts makes them).
import type { Tx } from '../db/client.js'
import { Prisma, type ApiToken, type Session, type User } from '../generated/prisma/client.js'
import { isUniqueViolation, type Dialect } from './dialect.js'

export interface TokenRow { id: number; userId: number; login: string; label: string; createdAt: Date; revokedAt: Date | null; tokenHash: string }
export interface UserRow { id: number; login: string; displayName: string; role: string; createdAt: Date; activeTokens: number; hasPassword: boolean }
/** A live session with its user, as the auth hook needs it. */
export interface SessionRow { id: string; userId: number; nonce: string; lastSeenAt: Date; expiresAt: Date; login: string; role: string }

export class UserRepository {
  constructor (private readonly db: Tx, private readonly dialect: Dialect) {}

  /** The user, login and role of an active token's digest; one query (every authenticated request makes it). */
  async callerOfToken (tokenHash: string): Promise<{ userId: number; login: string; role: string } | null> {
    const [row] = await this.db.$queryRaw<Array<{ userId: number | bigint; login: string; role: string }>>(Prisma.sql`
      SELECT t."userId" AS "userId", u."login" AS "login", u."role" AS "role" FROM "ApiToken" t JOIN "User" u ON u."id" = t."userId"
      WHERE t."tokenHash" = ${tokenHash} AND t."revokedAt" IS NULL`)
    return row ? { userId: Number(row.userId), login: row.login, role: row.role } : null
  }

  async exists (id: number): Promise<boolean> {
    return (await this.db.user.count({ where: { id } })) > 0
  }

  byLogin (login: string): Promise<User | null> {
    return this.db.user.findUnique({ where: { login } })
  }

  /** A new user; null when the login is taken (also by a concurrent insert). */
  async create (data: { login: string; role: string; displayName: string }): Promise<User | null> {
    try {
      return await this.db.user.create({ data })
    } catch (err) {
      if (isUniqueViolation(err)) return null
      throw err
    }
  }

  /** Creates user `id` when missing (several instances starting at once may race: the loser finds it created). */
  async ensure (user: { id: number; login: string; displayName: string; role: string }): Promise<void> {
    try {
      await this.db.user.upsert({ where: { id: user.id }, update: {}, create: user, select: { id: true } })
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
    }
    // Rows inserted with explicit ids: PostgreSQL's sequence does not see them (SQLite's does), so move it past the
    // largest id, or the next generated id collides.
    if (this.dialect === 'postgresql') {
      await this.db.$executeRawUnsafe('SELECT setval(pg_get_serial_sequence(\'"User"\', \'id\'), GREATEST((SELECT max("id") FROM "User"), 1))')
    }
  }

  async setRole (id: number, role: string): Promise<void> {
    await this.db.user.update({ where: { id }, data: { role } })
  }

  /** Every user (or one) with the number of their active tokens. */
  async list (id?: number): Promise<UserRow[]> {
    const users = await this.db.user.findMany({ where: id === undefined ? {} : { id }, orderBy: { id: 'asc' }, include: { _count: { select: { tokens: { where: { revokedAt: null } } } } } })
    return users.map((u) => ({ id: u.id, login: u.login, displayName: u.displayName, role: u.role, createdAt: u.createdAt, activeTokens: u._count.tokens, hasPassword: u.passwordHash !== null }))
  }

  byId (id: number): Promise<User | null> {
    return this.db.user.findUnique({ where: { id } })
  }

  async setDisplayName (id: number, displayName: string): Promise<void> {
    await this.db.user.update({ where: { id }, data: { displayName } })
  }

  async setPasswordHash (id: number, passwordHash: string | null): Promise<void> {
    await this.db.user.update({ where: { id }, data: { passwordHash } })
  }

  /** Records of every post kind whose author is `userId`. */
  async authoredCount (userId: number): Promise<number> {
    const [events, venues, organizers] = await Promise.all([
      this.db.event.count({ where: { authorId: userId } }),
      this.db.venue.count({ where: { authorId: userId } }),
      this.db.organizer.count({ where: { authorId: userId } }),
    ])
    return events + venues + organizers
  }

  /** Gives every record of `from` to `to` (call inside a transaction, with the deletion of `from`). */
  async reassignRecords (from: number, to: number): Promise<void> {
    await this.db.event.updateMany({ where: { authorId: from }, data: { authorId: to } })
    await this.db.venue.updateMany({ where: { authorId: from }, data: { authorId: to } })
    await this.db.organizer.updateMany({ where: { authorId: from }, data: { authorId: to } })
  }

  /** Deletes a user; its tokens and sessions go with it (cascade). */
  async remove (id: number): Promise<boolean> {
    const { count } = await this.db.user.deleteMany({ where: { id } })
    return count > 0
  }

  // -- sessions (SPEC §9.8): stored by the digest of the cookie's value

  async createSession (data: { id: string; userId: number; nonce: string; expiresAt: Date; address: string; createdAt: Date }): Promise<void> {
    await this.db.session.create({ data: { ...data, lastSeenAt: data.createdAt } })
  }

  /** The session of this digest with its user, if it has not expired at `now`; one query. */
  async liveSession (id: string, now: Date): Promise<SessionRow | null> {
    const row = await this.db.session.findFirst({ where: { id, expiresAt: { gt: now } }, include: { user: { select: { login: true, role: true } } } })
    return row ? { id: row.id, userId: row.userId, nonce: row.nonce, lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt, login: row.user.login, role: row.user.role } : null
  }

  async touchSession (id: string, at: Date): Promise<void> {
    await this.db.session.updateMany({ where: { id }, data: { lastSeenAt: at } })
  }

  async deleteSession (id: string): Promise<void> {
    await this.db.session.deleteMany({ where: { id } })
  }

  /** Ends every session of a user (a password change, a role change by an administrator). */
  async deleteSessionsOf (userId: number): Promise<number> {
    return (await this.db.session.deleteMany({ where: { userId } })).count
  }

  async sessionsOf (userId: number): Promise<Session[]> {
    return this.db.session.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } })
  }

  async pruneSessions (now: Date): Promise<number> {
    return (await this.db.session.deleteMany({ where: { expiresAt: { lte: now } } })).count
  }

  // -- failed sign-ins, per key (`login:…`, `address:…`)

  /** One failure per key; their ids. */
  async recordFailures (keys: string[], at: Date): Promise<number[]> {
    const ids: number[] = []
    for (const key of keys) ids.push((await this.db.signInFailure.create({ data: { key, at }, select: { id: true } })).id)
    return ids
  }

  async forgetFailures (ids: number[]): Promise<void> {
    await this.db.signInFailure.deleteMany({ where: { id: { in: ids } } })
  }

  /** How many failures `key` has since `since`, and the oldest of them (when the first of them leaves the window). */
  async failures (key: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const agg = await this.db.signInFailure.aggregate({ where: { key, at: { gt: since } }, _count: { _all: true }, _min: { at: true } })
    return { count: agg._count._all, oldest: agg._min.at }
  }

  async pruneFailures (before: Date): Promise<number> {
    return (await this.db.signInFailure.deleteMany({ where: { at: { lte: before } } })).count
  }

  // -- secrets every instance shares (SiteSecret)

  /** The secret named `name`: the stored one, or `fresh` stored now. Instances that start together may both try to
   *  store theirs: the first write wins and every instance reads the same value back. */
  async siteSecret (name: string, fresh: string): Promise<string> {
    const found = await this.db.siteSecret.findUnique({ where: { name } })
    if (found) return found.value
    try {
      await this.db.siteSecret.create({ data: { name, value: fresh } })
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
    }
    return (await this.db.siteSecret.findUniqueOrThrow({ where: { name } })).value
  }

  createToken (data: { userId: number; tokenHash: string; label: string }): Promise<ApiToken> {
    return this.db.apiToken.create({ data })
  }

  findToken (tokenHash: string): Promise<ApiToken | null> {
    return this.db.apiToken.findUnique({ where: { tokenHash } })
  }

  /** Gives the token back to `userId`, active. */
  async reactivateToken (tokenHash: string, userId: number): Promise<void> {
    await this.db.apiToken.update({ where: { tokenHash }, data: { revokedAt: null, userId } })
  }

  /** Revokes the user's active tokens of this label, except the one with digest `keep`. */
  async revokeLabelledExcept (userId: number, label: string, keep: string, at: Date): Promise<void> {
    await this.db.apiToken.updateMany({ where: { userId, label, tokenHash: { not: keep }, revokedAt: null }, data: { revokedAt: at } })
  }

  countActiveTokens (userId: number): Promise<number> {
    return this.db.apiToken.count({ where: { userId, revokedAt: null } })
  }

  /** Tokens (of one user, or all), oldest first. */
  async tokens (userId?: number): Promise<TokenRow[]> {
    const rows = await this.db.apiToken.findMany({ where: userId === undefined ? {} : { userId }, orderBy: { id: 'asc' }, include: { user: { select: { login: true } } } })
    return rows.map(tokenRow)
  }

  /** The token `id` when it belongs to `userId`. */
  async tokenOf (userId: number, id: number): Promise<TokenRow | null> {
    const row = await this.db.apiToken.findFirst({ where: { id, userId }, include: { user: { select: { login: true } } } })
    return row ? tokenRow(row) : null
  }

  async token (id: number): Promise<TokenRow | null> {
    const row = await this.db.apiToken.findUnique({ where: { id }, include: { user: { select: { login: true } } } })
    return row ? tokenRow(row) : null
  }

  /** Revokes an active token; false when it was revoked already (conditional: two concurrent revocations cannot both
   *  succeed). */
  async revokeToken (id: number, at: Date): Promise<boolean> {
    const { count } = await this.db.apiToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } })
    return count > 0
  }
}

const tokenRow = (r: ApiToken & { user: { login: string } }): TokenRow =>
  ({ id: r.id, userId: r.userId, login: r.user.login, label: r.label, createdAt: r.createdAt, revokedAt: r.revokedAt, tokenHash: r.tokenHash })
