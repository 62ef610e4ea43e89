// The webhook worker (src/services/webhooks.ts): a turn every second, and right after each write this instance
// answers while endpoints exist; writes of other instances or processes are found by the next timed turn.
import fp from 'fastify-plugin'
import { systemContext } from '../../context.js'
import { publicRecord } from '../../services/public-record.js'
import { WebhookWorker } from '../../services/webhooks.js'

declare module 'fastify' {
  interface FastifyInstance { webhookWorker: WebhookWorker }
}

const EVERY_MS = 1000

export default fp(async (app) => {
  const { repos, config, clock, log } = app
  // The object of a delivery is what an anonymous GET answers at the moment it is sent.
  const worker = new WebhookWorker({ repos, config, clock, log, present: (kind, id) => publicRecord(systemContext(repos, config, clock), kind, id) })
  app.decorate('webhookWorker', worker)
  const kick = () => { worker.kick().catch((err: unknown) => { app.log.error({ err }, 'webhook delivery failed') }) }
  let closing = false
  app.addHook('onResponse', async (request) => {
    if (!closing && (worker.hasEndpoints || request.url.includes('/webhooks')) && request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') setImmediate(kick)
  })
  const timer = setInterval(() => { if (!closing) kick() }, EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => {
    closing = true
    clearInterval(timer)
    await worker.kick().catch(() => {})
  })
}, { name: 'webhook-delivery', dependencies: ['db'] })
