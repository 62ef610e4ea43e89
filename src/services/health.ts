// The readiness check of GET /health/ready (SPEC §9.1): the database answers, in time, and every migration this code
// ships is applied. The route (src/routes/health.ts) turns a problem into its 503.
import type { Config } from '../config.js'
import { databaseKind } from '../db/client.js'
import { migrationsDirFor, shippedMigrations } from '../db/migrate.js'
import type { Repositories } from '../repositories/index.js'

/** How long the readiness probe waits for the database before it answers 503. */
export const READY_TIMEOUT_MS = 2000

/** What the check needs of the app: its data access, configuration and log. */
export interface ReadinessSource {
  repos: Repositories
  config: Config
  log: { warn (obj: object, msg: string): void }
}

/** The app's readiness check: resolves to null when ready, else the reason it is not. */
export function readinessCheck (app: ReadinessSource): () => Promise<string | null> {
  // The migrations this code ships, read once: the folder does not change under a running process.
  const shipped = shippedMigrations(migrationsDirFor(databaseKind(app.config.databaseUrl)))

  const query = async (): Promise<string | null> => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS) })
    try {
      const applied = new Set(await Promise.race([app.repos.health.appliedMigrations(), timeout]))
      const pending = shipped.filter((name) => !applied.has(name))
      return pending.length ? `${pending.length} migration(s) not applied (${pending.join(', ')})` : null
    } catch (err) {
      app.log.warn({ err }, 'readiness check: database unavailable')
      return 'the database does not answer'
    } finally {
      clearTimeout(timer)
    }
  }

  // Probes are not rate limited, so a flood of them must not become a flood of queries: requests that arrive while a
  // check is running share its answer (at most one readiness query in flight, each answer fresh when it starts).
  let running: Promise<string | null> | undefined
  return () => (running ??= query().finally(() => { running = undefined }))
}
