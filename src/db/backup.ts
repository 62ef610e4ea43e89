// A consistent copy of the SQLite file while the service runs (`npm run cli -- backup <file>`), through SQLite's
// online backup API. The copy holds every draft, password and token digest: it is created readable by its owner only
// (0600) whatever the umask, before a byte is written.
import { closeSync, mkdirSync, openSync, unlinkSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { databaseKind, postgresConnection, sqliteFilePath } from './client.js'

export class BackupError extends Error {
  override name = 'BackupError'
}

/** Copies the SQLite database of `databaseUrl` to `target` (a new file, mode 0600). Returns the pages copied. */
export async function backupSqlite (databaseUrl: string, target: string): Promise<number> {
  if (databaseKind(databaseUrl) === 'postgresql') {
    const { config, schema } = postgresConnection(databaseUrl)
    throw new BackupError(`DATABASE_URL is PostgreSQL: back it up with pg_dump -h ${config.host ?? 'localhost'} -p ${config.port ?? 5432} -n ${schema} -Fc ${config.database ?? ''} -f <file> (docs/operating.md "Backups")`)
  }
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 })
  try {
    closeSync(openSync(target, 'wx', 0o600))
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${target} exists: a backup never overwrites a file`)
    throw err
  }
  const source = new Database(sqliteFilePath(databaseUrl), { readonly: true, fileMustExist: true })
  try {
    // Into the empty file made above, which keeps its mode: SQLite writes a database into a 0-byte file.
    const { totalPages } = await source.backup(target)
    return totalPages
  } catch (err) {
    unlinkSync(target)
    throw err
  } finally {
    source.close()
  }
}
