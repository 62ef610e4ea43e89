// The change log's retention (SPEC §9.4): entries older than CHANGES_RETENTION_DAYS are pruned at start and every
// hour. Pruning is idempotent, so several instances on one database may all do it.
import fp from 'fastify-plugin'
import { pruneChanges } from '../../services/changes.js'

const EVERY_MS = 60 * 60_000

export default fp(async (app) => {
  const prune = () => {
    pruneChanges(app, app.clock()).then((removed) => {
      if (removed > 0) app.log.info({ removed }, 'change log pruned')
    }).catch((err: unknown) => { app.log.error({ err }, 'change log pruning failed') })
  }
  app.addHook('onReady', async () => { prune() })
  const timer = setInterval(prune, EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}, { name: 'change-log', dependencies: ['db'] })
