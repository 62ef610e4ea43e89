// The memory budget of `npm start` (issue 20, SPEC §7): the largest answer the limits allow is GET /events?per_page=50
// where every event has a 128 KiB description (which the answer carries twice: `description` and `json_ld`). This
// starts the built service with the Node flags of `npm start`, creates 50 such events through the API, then sends
// rounds of concurrent such requests, with the response cache on (default size) and off, and reports the statuses,
// the answer's size and the process's peak RSS (VmRSS sampled every 50 ms, VmHWM). It fails (exit code 1) on a 5xx,
// a connection error or a crash.
//
//   npx tsx bench/memory.ts [--concurrency 8] [--rounds 10] [--no-build]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { mb, PREFIX, procKb as kb, run, START_FLAGS, startService, stop, TOKEN } from './service.js'

const { values: args } = parseArgs({ options: { concurrency: { type: 'string', default: '8' }, rounds: { type: 'string', default: '10' }, 'no-build': { type: 'boolean' } } })
const concurrency = Number(args.concurrency)
const rounds = Number(args.rounds)

/** A description of exactly 128 KiB of UTF-8 that survives sanitizing: paragraphs of text with quotes and accents
 *  (a quote costs two bytes in JSON). */
function description (n: number): string {
  const para = `<p>Event ${n}: "Ça va?" — the café's "special" evening, with music & dancing; bring friends. </p>`
  let text = ''
  while (Buffer.byteLength(text + para) <= 128 * 1024) text += para
  return text + 'x'.repeat(128 * 1024 - Buffer.byteLength(text))
}

async function main (): Promise<void> {
  if (!args['no-build']) await run('npm', ['run', 'build'])
  const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'))
  let failed = false
  try {
    for (const cacheMb of ['32', '0']) {
      const log = join(dir, `service-${cacheMb}.log`)
      // A new, empty calendar (the service creates and migrates it); no rate limit: the rounds are one client.
      const service = await startService(join(dir, 'calendar.db'), log, { RATE_LIMIT_MAX: '0', RESPONSE_CACHE_MB: cacheMb })
      const pid = service.child.pid!
      try {
        const idleMb = mb(kb(pid, 'VmRSS'))
        if (cacheMb === '32') {
          for (let i = 0; i < 50; i++) {
            const res = await fetch(`${service.base}${PREFIX}/events`, {
              method: 'POST',
              headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
              body: JSON.stringify({ title: `Large ${i}`, start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 12:00:00', description: description(i) }),
            })
            if (res.status !== 201) throw new Error(`seeding: ${res.status} ${await res.text()}`)
          }
        }
        let peak = kb(pid, 'VmRSS')
        const sampler = setInterval(() => { peak = Math.max(peak, kb(pid, 'VmRSS')) }, 50)
        const statuses = new Map<string, number>()
        let bytes = 0
        const started = Date.now()
        for (let r = 0; r < rounds; r++) {
          await Promise.all(Array.from({ length: concurrency }, async () => {
            let status: string
            try {
              const res = await fetch(`${service.base}${PREFIX}/events?per_page=50&start_date=2030-01-01&end_date=2030-01-02`)
              bytes = Math.max(bytes, (await res.arrayBuffer()).byteLength)
              status = String(res.status)
            } catch (err) {
              status = `error: ${(err as Error).message}`
            }
            statuses.set(status, (statuses.get(status) ?? 0) + 1)
          }))
        }
        clearInterval(sampler)
        const alive = service.child.exitCode === null && !Number.isNaN(kb(pid, 'VmRSS'))
        const bad = [...statuses.keys()].filter((s) => !/^2\d\d$/.test(s))
        if (!alive || bad.length) failed = true
        console.log(JSON.stringify({
          responseCacheMb: Number(cacheMb),
          flags: START_FLAGS.join(' '),
          concurrency,
          rounds,
          seconds: (Date.now() - started) / 1000,
          answerMb: Math.round(bytes / 1024 / 102.4) / 10,
          statuses: Object.fromEntries(statuses),
          alive,
          rssIdleMb: idleMb,
          rssPeakMb: mb(peak),
          vmHwmMb: mb(kb(pid, 'VmHWM')),
        }))
        if (!alive) console.log(readFileSync(log, 'utf8').slice(-3000))
      } finally {
        await stop(service.child)
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  if (failed) process.exit(1)
}

await main()
