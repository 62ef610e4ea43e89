// WORKERS > 1: the primary process of `npm start` serves nothing itself; it forks that many server processes
// (node:cluster), which share the listening port, and looks after them.
//
// Why processes: one Node process answers on one core, and an uncached read is CPU work (SQL in the synchronous
// SQLite driver, presenting, serializing). The workers are instances in the sense of README "Scaling out": nothing
// is kept per process that another could contradict (the response cache checks the database's write counter before
// every read, scheduled publishing and series extension claim their rows, webhook deliveries are claimed), so two
// workers on one SQLite file are as safe as two instances (test/e2e/instances.test.ts, test/e2e/workers.test.ts).
// Per process: the rate limit's counters and MAX_CONCURRENT_REQUESTS (README "Configuration").
import cluster, { type Worker } from 'node:cluster'
import { once } from 'node:events'
import closeWithGrace from 'close-with-grace'
import type { FastifyBaseLogger } from 'fastify'

/** A worker that dies after it served is replaced after this long, so that workers that cannot run any more (their
 *  database gone, say) are not forked in a tight loop. */
const RESTART_DELAY_MS = 1000
const SHUTDOWN_GRACE_MS = 15_000

export async function superviseWorkers (count: number, log: FastifyBaseLogger): Promise<void> {
  let stopping = false
  const listening = new WeakSet<Worker>()

  const fork = (): Worker => {
    const worker = cluster.fork()
    worker.once('listening', () => listening.add(worker))
    worker.once('exit', (code, signal) => {
      if (stopping) return
      if (!listening.has(worker)) {
        // It never served: a configuration or start-up error that every new worker would meet again.
        log.fatal({ worker: worker.process.pid, code, signal }, 'a worker exited before it listened: stopping')
        void stop(1)
        return
      }
      log.error({ worker: worker.process.pid, code, signal }, 'worker exited: starting another')
      setTimeout(() => { if (!stopping) fork() }, RESTART_DELAY_MS).unref()
    })
    return worker
  }

  const stop = async (exitCode: number): Promise<void> => {
    if (stopping) return
    stopping = true
    // Each worker drains on SIGTERM (its own close-with-grace: no new connections, requests in flight answered).
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead())
    await Promise.all(alive.map(async (w) => {
      const exited = once(w, 'exit')
      w.process.kill('SIGTERM')
      await exited
    }))
    process.exitCode = exitCode
  }

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'closing after an error')
    else log.info({ signal, workers: count }, 'shutting down the workers')
    await stop(err ? 1 : 0)
  })

  // The first worker alone, then the others: the first start on a new database bootstraps the administrator and
  // its generated token (src/services/users.ts), which several processes at once would each do.
  const first = fork()
  await Promise.race([once(first, 'listening'), once(first, 'exit')])
  if (stopping) return
  for (let i = 1; i < count; i++) fork()
  log.info({ workers: count }, 'workers started')
}
