// Recurring events (SPEC §9.3): a master with RFC 5545 lines, its occurrences materialized as events of their own
// (post_parent = master), edits of the master and of occurrences with recurrence_scope, the horizon and its extension,
// the limits, and hide_subsequent_recurrences.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { auth, BASE, build, createTerm, req } from '../helper.js'

/** A fixed "now" (Tuesday 24 November 2026, 12:00 UTC) that tests may move. */
function clock (start = '2026-11-24T12:00:00Z') {
  let now = new Date(start)
  return { now: () => now, set: (iso: string) => { now = new Date(iso) } }
}

async function createSeries (app: FastifyInstance, fields: Record<string, unknown>, headers = auth): Promise<any> {
  const res = await req(app, { method: 'POST', url: `${BASE}/events`, headers, payload: { title: 'Weekly market', start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 12:00:00', timezone: 'Europe/Amsterdam', ...fields } })
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.raw}`)
  return res.body
}

/** Every event of the series (master first), as an editor lists them, by start. */
async function seriesOf (app: FastifyInstance, masterId: number, extra = ''): Promise<any[]> {
  const out: any[] = []
  for (let page = 1; ; page++) {
    const res = await req(app, { url: `${BASE}/events?post_parent=${masterId}&start_date=2000-01-01&end_date=2100-01-01&per_page=50&page=${page}&status=publish,draft,pending,private,future${extra}`, headers: auth })
    if (res.statusCode === 404) break
    if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.raw}`)
    out.push(...res.body.events)
    if (page >= res.body.total_pages) break
  }
  const master = await req(app, { url: `${BASE}/events/${masterId}`, headers: auth })
  return [master.body, ...out]
}

const starts = (events: any[]) => events.map((e) => e.start_date)

t.test('§9.3 a weekly series: master, occurrences, fields', async (t) => {
  const c = clock()
  const app = await build(t, {}, { clock: c.now })
  const category = await createTerm(app, 'categories', { name: 'Markets' })
  const master = await createSeries(app, { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=5'], categories: [category.id], organizer: [{ organizer: 'Market Club' }], venue: { venue: 'Square' } })
  t.same(master.recurrence, ['RRULE:FREQ=WEEKLY;COUNT=5'])
  t.equal(master.series_id, master.id)
  t.equal(master.detached, false)
  const all = await seriesOf(app, master.id)
  t.same(starts(all), ['2026-12-01 10:00:00', '2026-12-08 10:00:00', '2026-12-15 10:00:00', '2026-12-22 10:00:00', '2026-12-29 10:00:00'])
  for (const o of all.slice(1)) {
    t.equal(o.series_id, master.id)
    t.same(o.recurrence, [])
    t.equal(o.detached, false)
    t.equal(o.title, 'Weekly market')
    t.equal(o.slug, `weekly-market-${o.start_date.slice(0, 10)}`)
    t.equal(o.end_date.slice(11), '12:00:00')
    t.equal(o.venue.id, master.venue.id)
    t.same(o.organizer.map((x: any) => x.id), master.organizer.map((x: any) => x.id))
    t.same(o.categories.map((x: any) => x.id), [category.id])
  }
  const cat = await req(app, { url: `${BASE}/categories/${category.id}` })
  t.equal(cat.body.count, 5, 'term counts include the occurrences')
})
