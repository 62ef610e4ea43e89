// Process entry point (`npm start`): read the configuration once, migrate the database, build the server with the
// app, listen, and close gracefully on SIGINT/SIGTERM.
import closeWithGrace from 'close-with-grace'
import Fastify from 'fastify'
import app, { serverOptions } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { applyMigrations } from './db/migrate.js'

let config
try {
  config = loadConfig()
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`)
    process.exit(1)
  }
  throw err
}

// Time limits of connections are the process's concern (tests build servers without them). The values are the
// effective ones of Fastify 5 on Node 20, written out so that this is the one place to change them.
const server = Fastify({
  ...serverOptions(config),
  /** idle keep-alive connections close after this (longer than common load balancers' idle timeouts) */
  keepAliveTimeout: 72_000,
  /** 0: no limit on a whole request */
  requestTimeout: 0,
})
/** headers of a request must arrive within this */
server.server.headersTimeout = 60_000

// Before the app opens the database: a new deployment brings its schema up to date first (README "Scaling out": several
// instances may start at once, the migration table makes it happen once).
const applied = await applyMigrations({ databaseUrl: config.databaseUrl })
if (applied.length) server.log.info({ migrations: applied }, 'database migrated')

await server.register(app, { config })

// SIGINT/SIGTERM: stop accepting connections, let in-flight requests finish, close the database (onClose hooks).
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) server.log.error({ err }, 'closing after an error')
  else server.log.info({ signal }, 'shutting down')
  await server.close()
})

await server.listen({ port: config.port, host: config.host })
