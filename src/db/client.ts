// The Prisma client on a driver adapter chosen by DATABASE_URL (SQLite by default).
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3'
import { PrismaClient } from '../generated/prisma/client.js'

export type Db = PrismaClient

/** Path of the SQLite file of a `file:` URL, resolved the way the adapter resolves it (against the cwd). */
export function sqliteFilePath (databaseUrl: string): string {
  return resolve(databaseUrl.replace(/^file:(\/\/)?/, ''))
}

/** Which database a DATABASE_URL selects; the few SQL differences (search index) key on it. */
export const databaseKind = (databaseUrl: string): 'sqlite' | 'postgresql' => databaseUrl.startsWith('file:') ? 'sqlite' : 'postgresql'

export function createDb (databaseUrl: string): Db {
  if (!databaseUrl.startsWith('file:')) {
    throw new Error(`Unsupported DATABASE_URL "${databaseUrl}": only SQLite (file:...) is available in this build`)
  }
  const file = sqliteFilePath(databaseUrl)
  mkdirSync(dirname(file), { recursive: true })
  // busy timeout: readers and writers of other processes (CLI, Studio) wait instead of failing with SQLITE_BUSY.
  const adapter = new PrismaBetterSqlite3({ url: file, timeout: 5000 })
  return new PrismaClient({ adapter })
}

/** Per-connection settings. WAL lets readers run while a write commits; it is stored in the file once set. */
export async function prepareDb (db: Db): Promise<void> {
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL')
  await db.$executeRawUnsafe('PRAGMA synchronous = NORMAL')
  await db.$executeRawUnsafe('PRAGMA foreign_keys = ON')
  // Planner statistics for the list queries, refreshed when SQLite thinks they are stale (cheap: limited
  // analysis); what SQLite recommends for long-lived connections.
  await db.$queryRawUnsafe('PRAGMA optimize = 0x10002')
}
