// Process entry point: read the configuration once, build the app, listen, and close gracefully.
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'

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

const app = await buildApp(config)

// SIGINT/SIGTERM: stop accepting connections, let in-flight requests finish, close the database (onClose).
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error')
  else app.log.info({ signal }, 'shutting down')
  await app.close()
})

await app.listen({ port: config.port, host: config.host })
