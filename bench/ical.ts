// iCalendar feed of ICAL_MAX_EVENTS events (issue 23): time, size and the longest event-loop block of
// `GET /events.ics`, without and with the response cache, over a calendar of ./seed.ts (2,600 events, six zones) in a
// temporary SQLite file.
//
//   npx tsx bench/ical.ts [--runs 6]
//
// In-process (buildApp + inject, no network), one request at a time; the first run of each kind warms up.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { DateTime } from 'luxon'
import { buildApp } from '../src/app.js'
import { testConfig } from '../src/config.js'
import { seed } from './seed.js'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '6' } } })
const runs = Math.max(2, Number(values.runs))
const dir = mkdtempSync(join(tmpdir(), 'calendar-ical-bench-'))
const databaseUrl = `file:${join(dir, 'calendar.db')}`
const URL = '/wp-json/calendar/events/v1/events.ics?start_date=2000-01-01&end_date=2100-01-01'

try {
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
      const res = await app.inject({ url: URL })
      times.push(performance.now() - started)
      bytes = res.rawPayload.length
      events = String(res.headers['x-calendar-total'])
    }
    loop.disable()
    const steady = times.slice(1).sort((a, b) => a - b)
    console.log(`${cacheMb ? 'response cache on ' : 'response cache off'}: ${bytes} bytes (${events} matching, ${(bytes / 2000).toFixed(0)} B/event); ` +
      `first ${times[0]!.toFixed(0)} ms, then median ${steady[Math.floor(steady.length / 2)]!.toFixed(0)} ms (${steady.map((t) => t.toFixed(0)).join(', ')}); ` +
      `longest event-loop block ${(loop.max / 1e6).toFixed(0)} ms`)
    await app.close()
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
