// Names and keys of the migrated template databases the tests clone (test/helper.ts), shared with scripts/test.mjs,
// which removes the templates of other keys and the leftovers of interrupted runs before a pass.
//
// A template is keyed by a hash of everything that decides what the migrations build: both migration folders, the
// schema they are derived from, the code that applies them and the schema engine's version. A changed migration
// makes a new template; an old one is never reused.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const INPUTS = ['prisma/migrations', 'prisma/postgresql/migrations', 'prisma/schema.prisma', 'prisma/dialects.mjs', 'src/db/migrate.ts', 'src/db/schema-engine.ts']
const ENGINE = 'node_modules/@prisma/schema-engine-wasm/package.json'

/** Every file under `path` (or `path` itself), as absolute paths. */
function files (path) {
  let entries
  try {
    entries = readdirSync(path, { withFileTypes: true })
  } catch (err) {
    if (err.code === 'ENOTDIR') return [path]
    if (err.code === 'ENOENT') return []
    throw err
  }
  return entries.flatMap((e) => (e.isDirectory() ? files(join(path, e.name)) : [join(path, e.name)]))
}

/** 16 hex digits of a SHA-256 over the relative path and contents of every file of INPUTS and the engine's
 *  version. */
export function templateKey () {
  const hash = createHash('sha256')
  hash.update(`engine ${JSON.parse(readFileSync(join(root, ENGINE), 'utf8')).version}\0`)
  const all = INPUTS.flatMap((p) => files(join(root, p))).map((f) => relative(root, f).split('\\').join('/')).sort()
  for (const path of all) {
    hash.update(`${path}\0`)
    hash.update(readFileSync(join(root, path)))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/** Where SQLite templates are kept: outside the repository, shared by every checkout of this machine (the key
 *  tells their migrations apart). */
export const SQLITE_TEMPLATE_DIR = join(tmpdir(), 'calendar-test-templates')
/** The SQLite template file of `key`. */
export const sqliteTemplatePath = (key) => join(SQLITE_TEMPLATE_DIR, `sqlite-${key}.db`)
/** A directory a process migrates a new SQLite template in, before renaming the file into place. */
export const sqliteBuildDir = (pid) => join(SQLITE_TEMPLATE_DIR, `build-${pid}-${Math.random().toString(16).slice(2, 10)}`)

/** The PostgreSQL template database of `key`. */
export const postgresTemplateName = (key) => `calendar_template_${key}`
/** A database a process migrates a new PostgreSQL template in, before renaming it to the template's name. */
export const postgresBuildName = (pid) => `calendar_build_${pid}_${Math.random().toString(16).slice(2, 10)}`
/** The database (or, for the empty ones, schema) of one test. */
export const postgresTestName = (pid) => `calendar_test_${pid}_${Math.random().toString(16).slice(2, 10)}`

/** The process id a test database, schema or template build was named after (see above), or undefined. */
export function ownerPid (name) {
  const m = /^(?:calendar_test|calendar_build|build)[_-](\d+)[_-]/.exec(name)
  return m ? Number(m[1]) : undefined
}

/** Whether process `pid` of this machine still runs (then its databases are in use, maybe by another checkout's
 *  run, and are not leftovers). */
export function processAlive (pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return err.code === 'EPERM'
  }
}
