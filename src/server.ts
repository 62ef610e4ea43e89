// Process entry point (`npm start`): read the configuration once (the environment, then a `.env` file of the working
// directory, or the file DOTENV names; none when DOTENV=0), migrate the database, build the app, listen, and close gracefully on SIGINT/SIGTERM;
// with WORKERS > 1, fork that many server processes instead (src/workers.ts).
import cluster from 'node:cluster'
import closeWithGrace from 'close-with-grace'
import { pino, type LoggerOptions } from 'pino'
import { buildApp } from './app.js'
import { ConfigError, dotenvFile, loadConfig } from './config.js'
import { applyMigrations } from './db/migrate.js'
import { serverLogger } from './transport.js'
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
const applied = cluster.isPrimary ? await applyMigrations({ databaseUrl: config.databaseUrl }) : []

if (cluster.isPrimary && config.workers > 1) {
  const primaryLog = pino(serverLogger(config) as LoggerOptions)
  if (applied.length) primaryLog.info({ migrations: applied }, 'database migrated')
  await superviseWorkers(config.workers, primaryLog)
} else {
  // The connection limits (SPEC §7: headers 15 s, whole request 30 s, keep-alive) are the app's server options, from
  // src/domain/limits.ts.
  const app = await buildApp(config, { logger: serverLogger(config) })
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated')

  // SIGINT/SIGTERM: stop accepting connections, let in-flight requests finish, close the database (onClose hooks).
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })

  await app.listen({ port: config.port, host: config.host })
}
