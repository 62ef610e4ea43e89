// User and token management (SPEC §2.1): `npm run cli -- <command>`. This module parses arguments and prints;
// the work is done by the functions of services/users.ts. Exit codes: 0 success, 1 failure, 2 usage error.
import { realpathSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { Config } from './config.js'
import type { Db } from './db/client.js'
import type { CopyProgress } from './db/copy/copy.js'
import type { Repositories } from './repositories/index.js'
import {
  UserError, addUser, assertRole, ensureAdminUser, issueToken, listTokens, listUsers, revokeToken, setPassword, setRole,
} from './services/users.js'
import { ROLES } from './domain/access.js'

// Start-up time (docs/performance.md, "The CLI"): the modules above are light (Node's own, the users service, the
// roles). Everything else — the configuration's validator, Prisma and the database drivers, the importers — is
// imported by the commands that need it, so `--help` and usage errors load no database code at all, and the user
// and token commands do not load the importers. A module's expected errors (their message is the whole story, no
// stack) are registered as it loads: an error of a module never loaded cannot have been thrown.
const EXPECTED_ERRORS = new Set<abstract new (...args: never[]) => Error>()
const lazy = {
  config: async () => { const m = await import('./config.js'); EXPECTED_ERRORS.add(m.ConfigError); return m },
  client: () => import('./db/client.js'),
  migrate: async () => { const m = await import('./db/migrate.js'); EXPECTED_ERRORS.add(m.DatabaseSetupError); return m },
  repositories: () => import('./repositories/index.js'),
  backup: async () => { const m = await import('./db/backup.js'); EXPECTED_ERRORS.add(m.BackupError); return m },
  copy: async () => { const m = await import('./db/copy/copy.js'); EXPECTED_ERRORS.add(m.CopyError); return m },
  importer: async () => {
    const [importer, source, report] = await Promise.all([import('./import/importer.js'), import('./import/source.js'), import('./import/report.js')])
    EXPECTED_ERRORS.add(importer.ImportError).add(source.SourceError)
    return { ...importer, ...report }
  },
  ics: async () => {
    const [ics, source, report] = await Promise.all([import('./import/ics.js'), import('./import/source.js'), import('./import/report.js')])
    EXPECTED_ERRORS.add(source.SourceError)
    return { ...ics, ...report }
  },
  languages: async () => (await import('./schemas/common.js')).LANGUAGES,
}

export interface CliIo {
  env: NodeJS.ProcessEnv
  /** the `.env` file to read; tests read none */
  dotenv?: string | false
  /** read the `.env` file the server reads (dotenvFile() of `env`), when `dotenv` is not given */
  serverDotenv?: boolean
  stdout: (s: string) => void
  stderr: (s: string) => void
  /** stderr is a terminal: progress is drawn in place (import) */
  isTTY?: boolean
  /** reads a secret (`user set-password`): from the terminal without echo, or the first line of a pipe; never argv */
  readSecret?: (prompt: string) => Promise<string>
}

export const USAGE = `Usage: npm run cli -- <command> [options]

Users:
  user add <login> --role <role> [--name "Display Name"]
  user set-role <login> <role>
  user list [--json]
  user set-password <login>                        reads the password from the terminal (not shown, asked twice)
                                                   or from the first line of stdin; ends the user's sessions

Tokens:
  token issue <login> [--label <text>] [--json]   prints the new token once (only its hash is stored)
  token list [--user <login>] [--json]
  token revoke <token-id>

Import (SPEC §9.5):
  import <site REST root> [--user <login> --app-password <password>] [--dry-run] [--prune] [--language <xx>] [--page-size <1-50>] [--json]
                                                   copies categories, tags, venues, organizers and events of a site
                                                   running The Events Calendar (e.g. https://example.org/wp-json/),
                                                   ids kept, page by page as read (a failed run keeps what it
                                                   wrote: run it again to continue); again: applies what changed;
                                                   --prune trashes what is gone
  import --ics <file or URL> [--dry-run] [--language <xx>] [--json]
                                                   the events of an iCalendar file (e.g. a Google Calendar export),
                                                   by UID: again, updates what changed; RRULE, RDATE and EXDATE
                                                   make a recurring series, RECURRENCE-ID overrides one occurrence

Backups:
  backup <file>                                    a consistent copy of the SQLite database while the service runs,
                                                   created readable by its owner only (0600); never overwrites

Moving between databases (SPEC §9.9):
  copy --from <DATABASE_URL> --to <DATABASE_URL> [--force]
                                                   the whole calendar (ids, users and token digests, drafts, media,
                                                   translations, series, change log, webhooks, import bookkeeping)
                                                   from SQLite to PostgreSQL or back; both are migrated first; a --to
                                                   holding records is refused unless --force (which replaces them);
                                                   one transaction, verified (counts, fingerprints) before commit:
                                                   an interrupted copy leaves --to as it was

  help, --help, -h                                 this text

Roles: ${ROLES.join(', ')}
Configuration: DATABASE_URL (default file:./data/calendar.db), API_TOKEN; from the environment or .env (DOTENV=0: none).
Exit codes: 0 success, 1 failure, 2 usage error.
`

class UsageError extends Error {}

const OPTIONS = {
  role: { type: 'string' },
  name: { type: 'string' },
  label: { type: 'string' },
  user: { type: 'string' },
  'app-password': { type: 'string' },
  'dry-run': { type: 'boolean' },
  prune: { type: 'boolean' },
  language: { type: 'string' },
  'page-size': { type: 'string' },
  json: { type: 'boolean' },
  ics: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const
type OptionName = keyof typeof OPTIONS
type Values = { [K in OptionName]?: (typeof OPTIONS)[K]['type'] extends 'string' ? string : boolean }

/** One parsed command, ready to run against the database. */
type Command = (repos: Repositories, config: Config, io: CliIo) => Promise<void>

/** Commands that must not migrate or open the database first: a backup taken before an upgrade is of the database
 *  as the previous version left it. */
const WITHOUT_DATABASE = new WeakMap<Command, (config: Config, io: CliIo) => Promise<void>>()
function withoutDatabase (run: (config: Config, io: CliIo) => Promise<void>): Command {
  const command: Command = async (_repos, config, io) => { await run(config, io) }
  WITHOUT_DATABASE.set(command, run)
  return command
}

/** `run` checks the arguments (a UsageError) and returns the command; it may load what its checks need. */
interface Spec { positionals: readonly string[]; options: OptionName[]; run: (args: string[], v: Values) => Command | Promise<Command> }

/** One string per positional a command declares. */
type Positionals<P extends readonly string[]> = { [K in keyof P]: string }

/** A command whose `run` sees its positionals by position: parse() runs it only with exactly as many as declared. */
function commandSpec<const P extends readonly string[]> (s: { positionals: P; options: OptionName[]; run: (args: Positionals<P>, v: Values) => Command | Promise<Command> }): Spec {
  return { positionals: s.positionals, options: s.options, run: (args, v) => s.run(args as Positionals<P>, v) }
}

const COMMANDS: Record<string, Spec> = {
  'user add': commandSpec({
    positionals: ['login'],
    options: ['role', 'name'],
    run: ([login], v) => {
      if (v.role === undefined) throw new UsageError(`missing --role <role> (one of: ${ROLES.join(', ')})`)
      const role = v.role
      return async (repos, _config, io) => {
        const user = await addUser(repos, { login, role, name: v.name })
        io.stdout(`Added user ${user.id} "${user.login}" (${user.role}).\n`)
      }
    },
  }),
  'user set-role': commandSpec({
    positionals: ['login', 'role'],
    options: [],
    run: ([login, role]) => async (repos, _config, io) => {
      const r = await setRole(repos, login, role)
      io.stdout(r.previous === r.role
        ? `User "${r.login}" already has role ${r.role}.\n`
        : `User "${r.login}": role ${r.previous} → ${r.role}.\n`)
    },
  }),
  'user list': commandSpec({
    positionals: [],
    options: ['json'],
    run: (_args, v) => async (repos, _config, io) => {
      const users = await listUsers(repos)
      if (v.json) {
        io.stdout(JSON.stringify(users.map((u) => ({ id: u.id, login: u.login, name: u.name, role: u.role, created: u.createdAt.toISOString(), active_tokens: u.activeTokens })), null, 2) + '\n')
        return
      }
      io.stdout(table(['ID', 'LOGIN', 'ROLE', 'NAME', 'CREATED', 'TOKENS'],
        users.map((u) => [String(u.id), u.login, u.role, u.name, date(u.createdAt), String(u.activeTokens)])))
    },
  }),
  'user set-password': commandSpec({
    positionals: ['login'],
    options: [],
    run: ([login]) => async (repos, _config, io) => {
      if (io.readSecret === undefined) throw new UserError('invalid_password', 'no way to read a password here')
      const password = await io.readSecret(`Password for "${login}": `)
      const r = await setPassword(repos, login, password)
      io.stdout(`Password of "${r.login}" set${r.sessionsEnded > 0 ? `; ${r.sessionsEnded} session(s) ended` : ''}.\n`)
    },
  }),
  'token issue': commandSpec({
    positionals: ['login'],
    options: ['label', 'json'],
    run: ([login], v) => async (repos, _config, io) => {
      const t = await issueToken(repos, login, v.label ?? '')
      if (v.json) {
        io.stdout(JSON.stringify({ id: t.id, login: t.login, label: t.label, token: t.token }, null, 2) + '\n')
        return
      }
      io.stdout(`Issued token ${t.id} for "${t.login}"${t.label ? ` (label "${t.label}")` : ''}. It is shown only this once; store it now:\n\n    ${t.token}\n\n`)
    },
  }),
  'token list': commandSpec({
    positionals: [],
    options: ['user', 'json'],
    run: (_args, v) => async (repos, _config, io) => {
      const tokens = await listTokens(repos, { login: v.user })
      if (v.json) {
        io.stdout(JSON.stringify(tokens.map((t) => ({ id: t.id, login: t.login, label: t.label, created: t.createdAt.toISOString(), revoked: t.revokedAt?.toISOString() ?? null })), null, 2) + '\n')
        return
      }
      io.stdout(table(['ID', 'LOGIN', 'LABEL', 'CREATED', 'REVOKED'],
        tokens.map((t) => [String(t.id), t.login, t.label, date(t.createdAt), t.revokedAt ? date(t.revokedAt) : '-'])))
    },
  }),
  'token revoke': commandSpec({
    positionals: ['token-id'],
    options: [],
    run: ([idText]) => {
      if (!/^[1-9][0-9]{0,15}$/.test(idText)) throw new UsageError(`invalid token id "${idText}": expected a positive integer (see \`token list\`)`)
      const id = Number(idText)
      return async (repos, config, io) => {
        const r = await revokeToken(repos, id, { apiToken: config.apiToken })
        io.stdout(`Revoked token ${r.id} of "${r.login}"${r.label ? ` (label "${r.label}")` : ''}.\n`)
        if (r.apiToken) io.stdout('Note: this is the token configured by API_TOKEN; the next start of the service with that API_TOKEN re-activates it. Change API_TOKEN to retire it for good.\n')
        else if (r.generated) io.stdout('Note: this is the administrator token created at first start; if user 1 has no other active token, the next start without API_TOKEN creates and prints a new one.\n')
      }
    },
  }),
}

COMMANDS.backup = commandSpec({
  positionals: ['file'],
  options: [],
  run: ([file]) => withoutDatabase(async (config, io) => {
    const { backupSqlite } = await lazy.backup()
    const pages = await backupSqlite(config.databaseUrl, resolve(file))
    io.stdout(`Backed up ${pages} pages to ${resolve(file)} (mode 0600).\n`)
  }),
})

COMMANDS.copy = commandSpec({
  positionals: [],
  options: ['from', 'to', 'force'],
  run: (_args, v) => {
    if (!v.from || !v.to) throw new UsageError(`missing --${v.from ? 'to' : 'from'} <DATABASE_URL>; usage: ${synopsis('copy')}`)
    const [from, to] = [v.from, v.to]
    // Neither the configured DATABASE_URL nor its migrations: the two databases are the command's arguments.
    return withoutDatabase(async (_config, io) => {
      const { copyCalendar, describeDatabase } = await lazy.copy()
      const started = Date.now()
      const result = await copyCalendar({ from, to, force: v.force, progress: copyProgress(io), log: (line) => io.stderr(`${line}\n`) })
      io.stdout(table(['TABLE', 'ROWS', 'FINGERPRINT (SHA-256)'], result.tables.map((t) => [t.table, String(t.rows), t.fingerprint])))
      io.stdout(`Copied ${describeDatabase(from)} to ${describeDatabase(to)} in ${((Date.now() - started) / 1000).toFixed(1)} s: rows and fingerprints of ${result.tables.length} tables match.\n`)
    })
  },
})

/** Progress of `copy` on stderr: a line per table and phase at 0, every tenth and the end. */
function copyProgress (io: CliIo): (p: CopyProgress) => void {
  const shown = new Map<string, number>()
  return (p) => {
    const id = `${p.phase} ${p.table}`
    const step = p.total === 0 ? 10 : Math.floor(p.done * 10 / p.total)
    if (shown.get(id) === step) return
    shown.set(id, step)
    if (p.done === 0 && p.total > 0) return
    io.stderr(`${p.phase === 'copy' ? 'copy  ' : 'verify'} ${p.table.padEnd(16)} ${p.done}/${p.total}\n`)
  }
}

COMMANDS.import = commandSpec({
  positionals: ['site REST root'],
  options: ['user', 'app-password', 'dry-run', 'prune', 'language', 'page-size', 'json', 'ics'],
  run: async ([root], v) => {
    if (v.ics !== undefined) return await importIcs(v)
    if ((v.user === undefined) !== (v['app-password'] === undefined)) throw new UsageError('--user and --app-password go together')
    const language = v.language ?? 'en'
    const LANGUAGES = await lazy.languages()
    if (!(LANGUAGES as readonly string[]).includes(language)) throw new UsageError(`invalid --language "${language}" (one of: ${LANGUAGES.join(', ')})`)
    const pageSize = Number(v['page-size'] ?? 50)
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50) throw new UsageError(`invalid --page-size "${v['page-size']}" (1 to 50)`)
    if (!/^https?:\/\//i.test(root)) throw new UsageError(`expected the http(s) URL of the site's REST root (e.g. https://example.org/wp-json/); got "${root}"`)
    return async (repos, _config, io) => {
      const { progressPrinter, runImport, jsonReport, summaryTable } = await lazy.importer()
      const progress = progressPrinter({ stdout: io.stdout, stderr: io.stderr, isTTY: io.isTTY ?? false, json: v.json ?? false })
      let result
      try {
        result = await runImport(repos, {
          root,
          user: v.user,
          appPassword: v['app-password'],
          dryRun: v['dry-run'],
          prune: v.prune,
          language,
          fallbackAuthor: 1,
          pageSize,
          progress: progress.onEvent,
        })
      } finally {
        progress.done()
      }
      io.stdout(v.json ? jsonReport(result) : summaryTable(result))
    }
  },
})

/** `import --ics <file or URL>`: the events of an iCalendar file (src/import/ics.ts). */
async function importIcs (v: Values): Promise<Command> {
  const input = v.ics!
  if (input === '') throw new UsageError('--ics needs a file or an http(s) URL')
  for (const o of ['user', 'app-password', 'prune', 'page-size'] as const) if (v[o] !== undefined) throw new UsageError(`option --${o} does not apply to "import --ics"`)
  const language = v.language ?? 'en'
  const LANGUAGES = await lazy.languages()
  if (!(LANGUAGES as readonly string[]).includes(language)) throw new UsageError(`invalid --language "${language}" (one of: ${LANGUAGES.join(', ')})`)
  return async (repos, config, io) => {
    const { progressPrinter, runIcsImport, jsonReport, summaryTable } = await lazy.ics()
    const progress = progressPrinter({ stdout: io.stdout, stderr: io.stderr, isTTY: io.isTTY ?? false, json: v.json ?? false })
    let result
    try {
      result = await runIcsImport(repos, { input, dryRun: v['dry-run'], language: language as (typeof LANGUAGES)[number], config, progress: progress.onEvent })
    } finally {
      progress.done()
    }
    io.stdout(v.json ? jsonReport(result) : summaryTable(result))
  }
}

const GROUPS = new Set(Object.keys(COMMANDS).map((k) => k.split(' ')[0]))
const subcommandsOf = (group: string): string[] => Object.keys(COMMANDS).filter((k) => k.startsWith(group + ' ')).map((k) => k.slice(group.length + 1))

/** The USAGE line of one command, without its comment. */
const synopsis = (name: string): string =>
  USAGE.split('\n').map((l) => l.trim()).find((l) => l.startsWith(name + ' ') || l === name)?.split(/\s{2,}/)[0] ?? name

/** Turns argv into a runnable command, 'help', or a UsageError. Touches no database. */
async function parse (argv: string[]): Promise<Command | 'help'> {
  let parsed: { values: Values; positionals: string[] }
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true }) as typeof parsed
  } catch (err) {
    // ERR_PARSE_ARGS_UNKNOWN_OPTION, ERR_PARSE_ARGS_INVALID_OPTION_VALUE (e.g. `--role` without a value), …
    throw new UsageError((err as Error).message.replace(/\. To specify a positional argument.*$/s, ''))
  }
  const { values, positionals } = parsed
  const [group, sub, ...rest] = positionals
  if (values.help || group === undefined || (group === 'help' && positionals.length === 1)) return 'help'
  if (!GROUPS.has(group)) throw new UsageError(`unknown command "${group}"`)
  // A command of one word (import) takes every other positional as its arguments.
  const single = COMMANDS[group] !== undefined
  if (single) rest.unshift(...(sub === undefined ? [] : [sub]))
  if (!single && sub === undefined) throw new UsageError(`missing subcommand: ${group} ${subcommandsOf(group).join(' | ')}`)
  const name = single ? group : `${group} ${sub}`
  const spec = COMMANDS[name]
  if (!spec) throw new UsageError(`unknown command "${name}" (${group} commands: ${subcommandsOf(group).join(', ')})`)
  const stray = (Object.keys(values) as OptionName[]).filter((o) => !spec.options.includes(o))
  if (stray.length) throw new UsageError(`option --${stray[0]} does not apply to "${name}"`)
  // `import --ics <file>` takes no site root.
  const wanted = name === 'import' && values.ics !== undefined ? 0 : spec.positionals.length
  if (rest.length < wanted) throw new UsageError(`missing <${spec.positionals[rest.length]}>; usage: ${synopsis(name)}`)
  if (rest.length > wanted) throw new UsageError(`unexpected argument "${rest[wanted]}" for "${name}"`)
  // Roles are checked before the database is opened: a typo is a usage error, whatever the database holds.
  try {
    if (name === 'user set-role') assertRole(rest[1] ?? '') // present: the count was checked above
    if (name === 'user add' && values.role !== undefined) assertRole(values.role)
  } catch (err) {
    throw new UsageError((err as Error).message)
  }
  return await spec.run(rest, values)
}

export async function runCli (argv: string[], io: CliIo): Promise<number> {
  let command: Command | 'help'
  try {
    command = await parse(argv)
  } catch (err) {
    if (!(err instanceof UsageError)) throw err
    io.stderr(`error: ${err.message}\nRun "npm run cli -- help" for usage.\n`)
    return 2
  }
  if (command === 'help') {
    io.stdout(USAGE)
    return 0
  }

  let db: Db | undefined
  try {
    const { loadConfig, dotenvFile } = await lazy.config()
    const dotenv = io.dotenv ?? (io.serverDotenv ? dotenvFile(io.env) : false)
    const config = loadConfig(io.env, { dotenv: dotenv || undefined })
    const alone = WITHOUT_DATABASE.get(command)
    if (alone) {
      await alone(config, io)
      return 0
    }
    // Same start-up as the app: pending migrations (a no-op without opening the engine when up to date, so it works
    // while the server has the file open), then the per-connection settings (WAL, busy timeout, foreign keys).
    // Migrating takes seconds where a command takes a fraction of one: it is announced first, on stderr.
    const [{ applyMigrations }, { createDb, prepareDb }, { Repositories }] = await Promise.all([lazy.migrate(), lazy.client(), lazy.repositories()])
    await applyMigrations({
      databaseUrl: config.databaseUrl,
      pending: (names) => { io.stderr(`Applying ${names.length} pending migration${names.length === 1 ? '' : 's'} to the database first (a new database, or a new version; a few seconds)…\n`) },
    })
    db = await createDb(config.databaseUrl, { poolSize: config.databasePoolSize })
    await prepareDb(db, config.databaseUrl)
    const repos = Repositories.of(db)
    await ensureAdminUser(repos)
    await command(repos, config, io)
    return 0
  } catch (err) {
    if (err instanceof UserError) {
      io.stderr(`error: ${err.message}\n`)
      return err.usage ? 2 : 1
    }
    if (err instanceof Error && [...EXPECTED_ERRORS].some((kind) => err instanceof kind)) {
      io.stderr(`error: ${err.message}\n`)
      return 1
    }
    // Unexpected (database unreachable, locked, …): the message, and the stack only when asked for.
    io.stderr(`error: ${err instanceof Error ? err.message : String(err)}\n`)
    if (io.env.DEBUG && err instanceof Error && err.stack) io.stderr(err.stack + '\n')
    return 1
  } finally {
    await db?.$disconnect()
  }
}

function table (head: string[], rows: string[][]): string {
  if (rows.length === 0) return '(none)\n'
  const all = [head, ...rows]
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)))
  return all.map((r) => r.map((cell, i) => i === r.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd()).join('\n') + '\n'
}

/** UTC, to the second: 2030-01-01 10:00:00Z */
const date = (d: Date): string => d.toISOString().replace('T', ' ').replace(/\.\d+Z$/, 'Z')

/** Runs the CLI on this process's arguments, streams and environment, and sets its exit code (scripts/cli.mjs). */
export async function main (argv = process.argv.slice(2)): Promise<void> {
  try {
    process.exitCode = await runCli(argv, {
      env: process.env,
      serverDotenv: true,
      stdout: (s) => { process.stdout.write(s) },
      stderr: (s) => { process.stderr.write(s) },
      isTTY: process.stderr.isTTY,
      readSecret: readSecretFromStdin,
    })
  } catch (err) {
    process.stderr.write(`error: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`)
    process.exitCode = 1
  }
}

/** A secret from stdin: typed at a terminal without echo, twice (a typo would lock its owner out); else the first
 *  line of what is piped in (`printf '%s\n' "$PW" | calendar-cli user set-password ann`), so it is never in argv,
 *  where `ps` and the shell's history would show it. */
export async function readSecretFromStdin (prompt: string): Promise<string> {
  const stdin = process.stdin
  if (!stdin.isTTY) {
    let text = ''
    for await (const chunk of stdin) {
      text += String(chunk)
      if (text.includes('\n') || text.length > 4096) break
    }
    return text.split(/\r?\n/)[0] ?? ''
  }
  const ask = (question: string): Promise<string> => new Promise((resolve, reject) => {
    process.stderr.write(question)
    stdin.setRawMode(true)
    stdin.resume()
    stdin.setEncoding('utf8')
    let typed = ''
    const done = (err?: Error) => {
      stdin.setRawMode(false)
      stdin.pause()
      stdin.off('data', onData)
      process.stderr.write('\n')
      if (err) reject(err)
      else resolve(typed)
    }
    const onData = (data: string) => {
      for (const ch of data) {
        if (ch === '\r' || ch === '\n') return done()
        if (ch === '\u0003') return done(new UserError('invalid_password', 'interrupted'))
        if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('')
        else if (ch >= ' ') typed += ch
      }
    }
    stdin.on('data', onData)
  })
  const first = await ask(prompt)
  const again = await ask('Again: ')
  if (first !== again) throw new UserError('invalid_password', 'the two passwords differ')
  return first
}

function isMain (): boolean {
  if (!process.argv[1]) return false
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href
  } catch {
    return false
  }
}

if (isMain()) await main()
