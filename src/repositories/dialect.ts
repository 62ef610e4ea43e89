// The few places where SQLite and PostgreSQL need different queries or say the same thing in different errors. Only
// repositories use this: services never ask which database they run on.
import type { DatabaseKind } from '../db/client.js'
import { ConflictError } from '../errors.js'

export type Dialect = DatabaseKind

/**
 * Prisma filter "contains `value`, ignoring case", the same on both databases as far as each can: SQLite's LIKE (what
 * Prisma's `contains` is there) ignores the case of ASCII letters; PostgreSQL needs `mode: 'insensitive'` (ILIKE), which
 * SQLite's client does not accept.
 */
export function containsIgnoringCase (dialect: Dialect, value: string): { contains: string } {
  return dialect === 'postgresql' ? { contains: value, mode: 'insensitive' } as { contains: string } : { contains: value }
}

/** A row that a unique index refused (the same on both databases): Prisma's P2002 from a model write, or a raw
 *  statement's P2010 whose driver error says so. */
export function isUniqueViolation (err: unknown): boolean {
  const e = err as { code?: string; meta?: { driverAdapterError?: { cause?: { kind?: string } } } } | null
  return e?.code === 'P2002' || (e?.code === 'P2010' && e.meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation')
}

/**
 * A write that lost a race with another writer and may simply run again: SQLite's busy or stale-snapshot answer (a
 * second connection to the file: another instance, the CLI), which Prisma reports as a timeout (P1008) or in the
 * driver's words; PostgreSQL's serialization failure or deadlock (Prisma's P2034, or the SQLSTATE).
 */
export function isTransientConflict (err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: { code?: string } } | null
  if (!e) return false
  if (e.code === 'P2034' || e.code === 'P1008' || e.code === '40001' || e.code === '40P01') return true
  return /SQLITE_BUSY|database is locked/i.test(`${e.message ?? ''} ${e.cause?.code ?? ''}`)
}

/** A conflict with a concurrent write: a transient one (isTransientConflict), or a unique / foreign-key constraint
 *  (Prisma P2002 / P2003, PostgreSQL 23505 / 23503, SQLite's constraint errors) that the checks before the write
 *  could not foresee. */
export function isConstraintRace (err: unknown): boolean {
  if (isTransientConflict(err)) return true
  const e = err as { code?: string; message?: string; cause?: { code?: string }; meta?: { driverAdapterError?: { cause?: { originalCode?: string; kind?: string } } } } | null
  if (!e) return false
  // The SQLite adapter reports a trigger's RAISE(ABORT) as a foreign-key violation: the driver's own code tells.
  const driverCode = e.meta?.driverAdapterError?.cause?.originalCode
  if (driverCode !== undefined && /^SQLITE_CONSTRAINT/.test(driverCode) && !/_(UNIQUE|PRIMARYKEY|FOREIGNKEY)$/.test(driverCode)) return false
  if (e.code === 'P2002' || e.code === 'P2003' || e.code === '23505' || e.code === '23503') return true
  // A raw statement's violation (P2010) names its kind in the driver error.
  const kind = e.meta?.driverAdapterError?.cause?.kind
  if (e.code === 'P2010' && (kind === 'UniqueConstraintViolation' || kind === 'ForeignKeyConstraintViolation')) return true
  return /SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY|FOREIGNKEY)|UNIQUE constraint failed|FOREIGN KEY constraint failed/i.test(`${e.message ?? ''} ${e.cause?.code ?? ''}`)
}

/** The error the layers above the repositories see: a conflict with a concurrent write (isConstraintRace) as the
 *  domain's ConflictError, anything else as it is. */
export const domainError = (err: unknown): unknown => isConstraintRace(err) ? new ConflictError(err) : err
