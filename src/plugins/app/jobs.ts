// Every periodic job of the service, in one place: what it runs, how often, whether once at start too. A job runs
// once at a time (a tick that finds it still running is skipped), and closing the app stops the timers and waits for
// the jobs under way, so that none outlives the database. The work a request sets off (scheduled publishing before a
// read, a webhook turn after a write) belongs to the hooks of ./publishing.ts and ./webhook-delivery.ts.
import fp from 'fastify-plugin'
import { systemContext } from '../../context.js'
import { pruneChanges } from '../../services/changes.js'
import { extendSeries } from '../../services/events/series.js'
import { pruneSessions } from '../../services/sessions.js'
import { pruneDeliveries } from '../../services/webhooks.js'
import { publishDue } from './publishing.js'

interface Job {
  /** what the log says failed */
  name: string
  everyMs: number
  /** also once when the app is ready (the start does not wait for it) */
  atStart: boolean
  run (): Promise<unknown>
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

export default fp(async (app) => {
  const jobs: Job[] = [
    // Records whose publication date passed become public even when nobody reads (SPEC §3.6).
    { name: 'scheduled publishing', everyMs: MINUTE, atStart: false, run: () => publishDue(app) },
    // Recurring series get the occurrences that come within the horizon as time passes (SPEC §9.3).
    {
      name: 'extending recurring series',
      everyMs: MINUTE,
      atStart: true,
      run: async () => {
        const added = await extendSeries(systemContext(app.repos, app.config, app.clock))
        if (added > 0) app.log.info({ occurrences: added }, 'recurring series extended')
      },
    },
    // The change log and the webhooks' delivery log keep CHANGES_RETENTION_DAYS (SPEC §9.4); pruning is idempotent,
    // so several instances on one database may all do it.
    {
      name: 'change and delivery log pruning',
      everyMs: HOUR,
      atStart: true,
      run: async () => {
        const now = app.clock()
        const removed = await pruneChanges(app, now)
        if (removed > 0) app.log.info({ removed }, 'change log pruned')
        const attempts = await pruneDeliveries(app, now)
        if (attempts > 0) app.log.info({ removed: attempts }, 'webhook delivery log pruned')
      },
    },
    // Expired sessions and failed sign-ins past SIGN_IN_WINDOW (SPEC §9.8): neither counts any more, this only
    // keeps the tables small.
    {
      name: 'session pruning',
      everyMs: HOUR,
      atStart: true,
      run: async () => {
        const removed = await pruneSessions(app.repos, app.config, app.clock())
        if (removed.sessions + removed.failures > 0) app.log.info(removed, 'expired sessions and old sign-in failures pruned')
      },
    },
    // Writes of other instances or processes, and retries that come due, are found by this scan. It starts each due
    // endpoint's deliveries without waiting for them, so a slow endpoint does not hold up the next scan.
    { name: 'webhook delivery', everyMs: SECOND, atStart: false, run: () => app.webhookWorker.poll() },
  ]

  const running = new Map<Job, Promise<void>>()
  let stopping = false
  const start = (job: Job): void => {
    if (stopping || running.has(job)) return
    running.set(job, job.run()
      .then(() => {}, (err: unknown) => { app.log.error({ err }, `${job.name} failed`) })
      .finally(() => running.delete(job)))
  }
  const timers = jobs.map((job) => setInterval(() => start(job), job.everyMs).unref())
  app.addHook('onReady', async () => { for (const job of jobs) if (job.atStart) start(job) })
  app.addHook('onClose', async () => {
    stopping = true
    for (const timer of timers) clearInterval(timer)
    await Promise.all(running.values())
  })
}, { name: 'jobs', dependencies: ['db', 'publishing', 'webhook-delivery'] })
