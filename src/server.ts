// Process entry point (`npm start`): read the configuration once (the environment, then a `.env` file of the working
// directory, or the file DOTENV names; none when DOTENV=0), migrate the database, build the app, listen, and close gracefully on SIGINT/SIGTERM;
// with WORKERS > 1, fork that many server processes instead (src/workers.ts).
import cluster from 'node:cluster'
import closeWithGrace from 'close-with-grace'
import { pino, type LoggerOptions } from 'pino'
import { buildApp } from './app.js'
import { ConfigError, dotenvFile, loadConfig } from './config.js'
import { applyMigrations, DatabaseSetupError } from './db/migrate.js'
import { createDb, prepareDb } from './db/client.js'
import { Repositories } from './repositories/index.js'
import { refillSearchTextAtStart } from './services/events/service.js'
import { logOptions, serverLogger } from './transport.js'
import { superviseWorkers } from './workers.js'

let config
try {
  config = loadConfig(process.env, { dotenv: dotenvFile() })
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`)
    process.exit(1)
  }
  throw err
}

// Before the app opens the database: a new deployment brings its schema up to date first (README "Scaling out":
// several instances may start at once, the migration table makes it happen once). With WORKERS > 1 the primary does
// it, before it forks.
// A database its operator must set up (no server there, a database the role may not create) is one line on stderr,
// not a stack trace.
async function migrate (databaseUrl: string): Promise<string[]> {
  try {
    return await applyMigrations({ databaseUrl })
  } catch (err) {
    if (!(err instanceof DatabaseSetupError)) throw err
    process.stderr.write(`${err.message}\n`)
    process.exit(1)
  }
}
const applied = cluster.isPrimary ? await migrate(config.databaseUrl) : []

/** Gives stale search text its value before the app starts (src/services/events/service.ts refillSearchTextAtStart): a migration
 *  that changes how search text is folded marks every event's stale (text_collation), and refilling 100k events takes
 *  longer than a plugin may take to start (Fastify's pluginTimeout, 10 s), so the db plugin, which refills too, finds
 *  nothing left. Returns the number of events refilled. */
async function refillSearchText (databaseUrl: string): Promise<number> {
  const db = await createDb(databaseUrl, { poolSize: 1 })
  try {
    await prepareDb(db, databaseUrl)
    return await refillSearchTextAtStart(Repositories.of(db))
  } finally {
    await db.$disconnect()
  }
}
const refilled = cluster.isPrimary ? await refillSearchText(config.databaseUrl) : 0

if (cluster.isPrimary && config.workers > 1) {
  const primaryLog = pino(logOptions(serverLogger(config)) as LoggerOptions)
  if (applied.length) primaryLog.info({ migrations: applied }, 'database migrated')
  if (refilled) primaryLog.info({ events: refilled }, 'search text refilled')
  await superviseWorkers(config.workers, primaryLog)
} else {
  // The connection limits (SPEC §7: headers 15 s, whole request 30 s, keep-alive) are the app's server options, from
  // src/domain/limits.ts.
  const app = await buildApp(config, { logger: serverLogger(config) })
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated')
  if (refilled) app.log.info({ events: refilled }, 'search text refilled')

  // SIGINT/SIGTERM: stop accepting connections, let in-flight requests finish, close the database (onClose hooks).
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })

  await app.listen({ port: config.port, host: config.host })
}
