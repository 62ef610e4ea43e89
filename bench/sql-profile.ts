// Where one event-list request spends its SQL time: every statement the SQLite driver runs, with its mean time per
// request, over the seeded 100k-event file (see ./queries.ts for the clock and data).
//
//   npx tsx bench/sql-profile.ts 'search=concert&per_page=50'     (SQLW=2000 prints statements up to 2000 characters)
//   npx tsx bench/sql-profile.ts /events/1234                       (a path below the namespace: any other route)
import Database from 'better-sqlite3'
import { buildApp } from '../src/app.js'
import { testConfig } from '../src/config.js'
import { BENCH_NOON_MS, BENCH_TIMEZONE } from './seed.js'
const stats = new Map<string, { n: number; t: number }>()
let on = false
const proto = (Database as any).prototype
const origPrepare = proto.prepare
proto.prepare = function (src: string, ...rest: unknown[]) {
  const st = origPrepare.call(this, src, ...rest)
  for (const m of ['all', 'get', 'run', 'iterate']) {
    const f = st[m]; if (!f) continue
    st[m] = function (...a: unknown[]) { const t0 = performance.now(); const r = f.apply(this, a); if (on) { const k = src.replace(/\s+/g, ' ').slice(0, Number(process.env.SQLW ?? 160)); const s = stats.get(k) ?? { n: 0, t: 0 }; s.n++; s.t += performance.now() - t0; stats.set(k, s) } return r }
  }
  return st
}
const app = await buildApp(testConfig({ databaseUrl: `file:${process.cwd()}/bench/data/calendar-100k.db`, timezone: BENCH_TIMEZONE, siteUrl: 'https://example.org', responseCacheMb: 0 }), { logger: false, print: () => {}, clock: () => new Date(BENCH_NOON_MS) })
const arg = process.argv[2] ?? ''
const url = '/wp-json/calendar/events/v1' + (arg.startsWith('/') ? arg : `/events?${arg}`)
for (let i = 0; i < 20; i++) await app.inject(url)
on = true
const N = 100; const t0 = performance.now()
for (let i = 0; i < N; i++) await app.inject(url)
const total = (performance.now() - t0) / N
on = false
let sqlT = 0
for (const [k, s] of [...stats].sort((a, b) => b[1].t - a[1].t)) { sqlT += s.t; console.log(`${(s.t / N).toFixed(2)} ms  x${(s.n / N).toFixed(1)}  ${k}`) }
console.log(`request ${total.toFixed(2)} ms, sql ${(sqlT / N).toFixed(2)} ms`)
await app.close()
