// Recurring series (issue 25): the time to create a weekly series of two years (104 occurrences) next to a single
// event's create, and the uncached event list of a calendar made of series next to one made of as many single events
// on the same dates. In-process (buildApp + inject), one request at a time, alternating the two kinds in one run;
// each in a fresh temporary SQLite file, response cache off.
//
//   npx tsx bench/series.ts [--runs 15] [--series 40]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { DateTime } from 'luxon'
import { buildApp } from '../src/app.js'
import { testConfig } from '../src/config.js'
import { applyMigrations } from '../src/db/migrate.js'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' }, series: { type: 'string', default: '40' } } })
const runs = Math.max(3, Number(values.runs))
const seriesCount = Math.max(1, Number(values.series))
const TOKEN = 'bench-series-token-0123456789abcdef'
const BASE = '/wp-json/calendar/events/v1'
const headers = { authorization: `Bearer ${TOKEN}` }
const dir = mkdtempSync(join(tmpdir(), 'calendar-series-bench-'))
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const fmt = (ms: number) => `${ms.toFixed(1)} ms`
const monday = DateTime.utc().plus({ days: 7 }).startOf('week')

async function open (name: string) {
  const databaseUrl = `file:${join(dir, `${name}.db`)}`
  await applyMigrations({ databaseUrl })
  return buildApp(testConfig({ databaseUrl, apiToken: TOKEN, siteUrl: 'https://example.org', responseCacheMb: 0 }), { logger: false, print: () => {} })
}

async function timed (fn: () => Promise<{ statusCode: number; body: string }>, expect: number): Promise<number> {
  const started = performance.now()
  const res = await fn()
  const ms = performance.now() - started
  if (res.statusCode !== expect) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`)
  return ms
}

const event = (i: number, day: DateTime, extra: Record<string, unknown> = {}) => ({
  title: `Bench event ${i}`,
  start_date: day.set({ hour: 10 + (i % 8) }).toFormat('yyyy-MM-dd HH:mm:ss'),
  end_date: day.set({ hour: 12 + (i % 8) }).toFormat('yyyy-MM-dd HH:mm:ss'),
  timezone: 'Europe/Amsterdam',
  categories: [`Category ${i % 5}`],
  organizer: [{ organizer: `Organizer ${i % 7}` }],
  venue: { venue: `Venue ${i % 9}` },
  ...extra,
})

try {
  // 1. Creates: a single event and a weekly series of two years, alternating.
  const app = await open('creates')
  const post = (payload: object) => app.inject({ method: 'POST', url: `${BASE}/events`, headers, payload })
  await post(event(0, monday)) // warm-up: first-use compilation of schemas and statements
  await post(event(0, monday, { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=104'] }))
  const single: number[] = []
  const series: number[] = []
  for (let i = 1; i <= runs; i++) {
    single.push(await timed(() => post(event(i, monday)), 201))
    series.push(await timed(() => post(event(i, monday, { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=104'] })), 201))
  }
  console.log(`POST /events, one event:                 median ${fmt(median(single))} (min ${fmt(Math.min(...single))})`)
  console.log(`POST /events, weekly series of 2 years:  median ${fmt(median(series))} (min ${fmt(Math.min(...series))}), 104 events each`)
  await app.close()

  // 2. Lists: a calendar of `seriesCount` weekly series against one of as many single events on the same dates.
  const made = await open('series')
  const plain = await open('plain')
  for (let i = 0; i < seriesCount; i++) {
    const day = monday.plus({ days: i % 7 })
    const r = await made.inject({ method: 'POST', url: `${BASE}/events`, headers, payload: event(i, day, { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=104'] }) })
    if (r.statusCode !== 201) throw new Error(r.body)
    for (let w = 0; w < 104; w++) {
      const p = await plain.inject({ method: 'POST', url: `${BASE}/events`, headers, payload: event(i, day.plus({ weeks: w })) })
      if (p.statusCode !== 201) throw new Error(p.body)
    }
  }
  const lists = ['/events', '/events?per_page=50', `/events?start_date=${monday.plus({ months: 6 }).toISODate()}&end_date=${monday.plus({ months: 7 }).toISODate()}`, '/events?categories=category-1', '/events?hide_subsequent_recurrences=true']
  console.log(`\nGET, uncached, ${seriesCount * 104} events each (${seriesCount} weekly series of 104 vs single events):`)
  for (const url of lists) {
    const a: number[] = []
    const b: number[] = []
    for (let i = 0; i < runs + 1; i++) {
      const ta = await timed(() => made.inject({ url: `${BASE}${url}` }), 200)
      const tb = await timed(() => plain.inject({ url: `${BASE}${url}` }), 200)
      if (i > 0) { a.push(ta); b.push(tb) }
    }
    console.log(`  ${url.padEnd(60)} series ${fmt(median(a)).padStart(9)}   single events ${fmt(median(b)).padStart(9)}   ratio ${(median(a) / median(b)).toFixed(2)}`)
  }
  await made.close()
  await plain.close()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
