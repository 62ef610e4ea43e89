// iCalendar feeds (issues 23 and 37): time, size and the longest event-loop block of `GET /events.ics`, in-process
// (buildApp + inject, no network) over temporary SQLite files.
//
//   npx tsx bench/ical.ts [--runs 6] [--case seed|series|all] [--only /events.ics?expand=true]
//
// - seed: the ICAL_MAX_EVENTS feed over a calendar of ./seed.ts (2,600 events, six zones), without and with the
//   response cache, one request at a time; the first run of each kind warms up.
// - series: the costly-series case of issue 37: SERIES published daily series with DESCRIPTION_KIB KiB descriptions
//   (occurrences up to RECURRENCE_MAX or the horizon), a few detached occurrences each; uncached anonymous feeds (the
//   response cache off), as RRULE series and with `expand=true`, one at a time and three at once.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { DateTime } from 'luxon'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { testConfig } from '../src/config.js'
import { applyMigrations } from '../src/db/migrate.js'
import { seed } from './seed.js'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '6' }, case: { type: 'string', default: 'all' }, only: { type: 'string' } } })
const runs = Math.max(2, Number(values.runs))
const dir = mkdtempSync(join(tmpdir(), 'calendar-ical-bench-'))
const PREFIX = '/wp-json/calendar/events/v1'
const TOKEN = 'bench-admin-token-0123456789abcdef'
const SERIES = 3
const DESCRIPTION_KIB = 32

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const ms = (x: number): string => x.toFixed(0)

async function seedCase (): Promise<void> {
  const databaseUrl = `file:${join(dir, 'seed.db')}`
  const url = `${PREFIX}/events.ics?start_date=2000-01-01&end_date=2100-01-01`
  await seed(databaseUrl, { events: 2600, venues: 100, organizers: 50, categories: 20, tags: 20, anchor: DateTime.utc().toISODate()! })
  for (const cacheMb of [0, 32]) {
    const app = await buildApp(testConfig({ databaseUrl, siteUrl: 'https://example.org', responseCacheMb: cacheMb }), { logger: false, print: () => {} })
    const times: number[] = []
    let bytes = 0
    let events = ''
    const loop = monitorEventLoopDelay({ resolution: 10 })
    for (let i = 0; i < runs; i++) {
      if (i === 1) loop.enable()
      const started = performance.now()
      const res = await app.inject({ url })
      times.push(performance.now() - started)
      bytes = res.rawPayload.length
      events = String(res.headers['x-calendar-total'])
    }
    loop.disable()
    const steady = times.slice(1)
    console.log(`seed, ${cacheMb ? 'response cache on ' : 'response cache off'}: ${bytes} bytes (${events} matching, ${(bytes / 2000).toFixed(0)} B/event); ` +
      `first ${ms(times[0]!)} ms, then median ${ms(median(steady))} ms (${steady.map(ms).join(', ')}); ` +
      `longest event-loop block ${ms(loop.max / 1e6)} ms`)
    await app.close()
  }
}

/** The series of the costly case, written through the API as an administrator would. */
async function seedSeries (app: FastifyInstance): Promise<void> {
  const description = `<p>${'Long programme notes. '.repeat(Math.ceil(DESCRIPTION_KIB * 1024 / 22))}</p>`.slice(0, DESCRIPTION_KIB * 1024)
  const headers = { authorization: `Bearer ${TOKEN}` }
  const start = DateTime.utc().plus({ days: 1 }).toISODate()!
  for (let s = 0; s < SERIES; s++) {
    const res = await app.inject({
      method: 'POST',
      url: `${PREFIX}/events`,
      headers,
      payload: { title: `Costly series ${s}`, description, status: 'publish', start_date: `${start} 1${s}:00:00`, end_date: `${start} 1${s}:30:00`, timezone: 'Europe/Amsterdam', recurrence: ['RRULE:FREQ=DAILY;COUNT=1000'] },
    })
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`)
    const occ = await app.inject({ url: `${PREFIX}/events?post_parent=${res.json().id}&per_page=50`, headers })
    // A few detached occurrences (edited alone): overrides in the RRULE feed.
    for (const o of (occ.json().events as Array<{ id: number }>).slice(1, 6)) {
      const r = await app.inject({ method: 'PUT', url: `${PREFIX}/events/${o.id}?recurrence_scope=this`, headers, payload: { title: `Costly series ${s}, moved` } })
      if (r.statusCode !== 200) throw new Error(`edit: ${r.statusCode} ${r.body}`)
    }
  }
}

async function seriesCase (): Promise<void> {
  const databaseUrl = `file:${join(dir, 'series.db')}`
  await applyMigrations({ databaseUrl })
  // The series are over SERIES_TEXT_BUDGET: raised, to measure the feed over rows that exist anyway.
  const app = await buildApp(testConfig({ databaseUrl, siteUrl: 'https://example.org', apiToken: TOKEN, responseCacheMb: 0, seriesTextBudget: 256 * 1024 * 1024 }), { logger: false, print: () => {} })
  try {
    await seedSeries(app)
    const urls = [`${PREFIX}/events.ics`, `${PREFIX}/events.ics?expand=true`, `${PREFIX}/events.ics?search=Costly&expand=true`]
    for (const url of urls.filter((u) => values.only === undefined || u.slice(PREFIX.length) === values.only)) {
      for (const at of [1, 3]) {
        const times: number[] = []
        let bytes = 0
        let status = 0
        const loop = monitorEventLoopDelay({ resolution: 10 })
        for (let i = 0; i < runs; i++) {
          if (i === 1) loop.enable()
          const started = performance.now()
          const all = await Promise.all(Array.from({ length: at }, () => app.inject({ url })))
          times.push(performance.now() - started)
          bytes = all[0]!.rawPayload.length
          status = all[0]!.statusCode
        }
        loop.disable()
        const steady = times.slice(1)
        console.log(`series ${url.slice(PREFIX.length)}, ${at} at once: ${status}, ${bytes} bytes; first ${ms(times[0]!)} ms, then median ${ms(median(steady))} ms ` +
          `(${steady.map(ms).join(', ')}); longest event-loop block ${ms(loop.max / 1e6)} ms; heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`)
      }
    }
  } finally {
    await app.close()
  }
}

try {
  if (values.case === 'seed' || values.case === 'all') await seedCase()
  if (values.case === 'series' || values.case === 'all') await seriesCase()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
