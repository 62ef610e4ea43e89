// The webhook worker (src/services/webhooks.ts): a scan for due endpoints right after each write this instance answers
// while endpoints exist, and a last one when the app closes, which waits for the deliveries under way; the timed scans
// (./jobs.ts) find the writes of other instances or processes, and the retries that come due.
import fp from 'fastify-plugin'
import { systemContext } from '../../context.js'
import { publicRecord } from '../../services/public-record.js'
import { WebhookWorker } from '../../services/webhooks.js'

declare module 'fastify' {
  interface FastifyInstance { webhookWorker: WebhookWorker }
}

export default fp(async (app) => {
  const { repos, config, clock, log } = app
  // The object of a delivery is what an anonymous GET answers at the moment it is sent.
  const worker = new WebhookWorker({ repos, config, clock, log, present: (kind, id) => publicRecord(systemContext(repos, config, clock), kind, id) })
  app.decorate('webhookWorker', worker)
  const kick = () => { worker.poll().catch((err: unknown) => { app.log.error({ err }, 'webhook delivery failed') }) }
  let closing = false
  app.addHook('onResponse', async (request) => {
    if (!closing && (worker.hasEndpoints || request.url.includes('/webhooks')) && request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') setImmediate(kick)
  })
  app.addHook('onClose', async () => {
    closing = true
    await worker.kick().catch(() => {})
    await worker.close()
  })
}, { name: 'webhook-delivery', dependencies: ['db'] })
