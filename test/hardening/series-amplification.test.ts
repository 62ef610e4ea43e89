// Issue 37 item 1 (writes): the two requests that killed the process ("JavaScript heap out of memory" on both
// databases), sent to a server process whose heap is fixed at 192 MB (npm start gives it 256): one POST /events with
// a 120 KiB description and a daily rule of 1,000 occurrences, by a contributor and by an author, and 64 KiB series
// one after the other. Each one copied its description into every occurrence: the statements of 50 rows × 2 copies
// (description, search text) were 13 MB, turned into JSON and back by Prisma, whose debug log keeps the parameters of
// the last 100 statements, and the SQLite file grew by 150 MB. Now a write copies at most SERIES_TEXT_BUDGET (8 MiB)
// of text into occurrences (400 otherwise) and long rows go a few per statement: the process lives, and what one
// request stored is bounded.
import t from 'tap'
import { addUser, build, TOKEN } from '../helper.js'
import { startServer } from '../processes.js'

const BASE = '/wp-json/calendar/events/v1'
const KIB = 1024
const text = (bytes: number) => `<p>${'amplified words '.repeat(Math.ceil(bytes / 16)).slice(0, bytes - 7)}</p>`
// A start 200 days ago: a new series is written whole, past dates included, so COUNT=1000 gives ~930 occurrences
// within the 24 months' horizon.
const start = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10)

t.test('one 120 KiB × COUNT=1000 series and 64 KiB series in a row, in a 192 MB heap', async (t) => {
  const app = await build(t)
  const contributor = (await addUser(app, 'contrib', 'contributor')).headers
  const author = (await addUser(app, 'auth', 'author')).headers
  const server = startServer({
    DATABASE_URL: app.config.databaseUrl,
    API_TOKEN: TOKEN,
    SITE_URL: 'https://example.org',
    RATE_LIMIT_MAX: '0',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=192`,
  })
  t.teardown(() => server.stop())
  const url = await server.ready
  const post = async (headers: Record<string, string>, title: string, bytes: number, count: number) => {
    const res = await fetch(`${url}${BASE}/events`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title, start_date: `${start} 10:00:00`, end_date: `${start} 11:00:00`, description: text(bytes), recurrence: [`RRULE:FREQ=DAILY;COUNT=${count}`] }),
    })
    return { status: res.status, body: await res.json() as any }
  }
  const storedBytes = async () => {
    const [row] = await app.db.$queryRaw<Array<{ n: bigint | number; bytes: bigint | number | null }>>`SELECT COUNT(*) AS n, SUM(LENGTH("description")) AS bytes FROM "Event"`
    return { events: Number(row!.n), bytes: Number(row!.bytes ?? 0) }
  }

  for (const [who, headers] of [['contributor', contributor], ['author', author]] as const) {
    const res = await post(headers, `Big ${who}`, 120 * KIB, 1000)
    t.equal(res.status, 400, `${who}: 120 KiB × 1000 is refused`)
    t.equal(res.body.code, 'rest_invalid_param')
    t.match(res.body.data?.params?.recurrence, /into \d{3} occurrences/, `${who}: the reason names recurrence: ${res.body.data?.params?.recurrence}`)
  }
  t.same(await storedBytes(), { events: 0, bytes: 0 }, 'the refused writes stored nothing')

  for (const i of [1, 2]) {
    const res = await post(contributor, `Long ${i}`, 64 * KIB, 1000)
    t.equal(res.status, 400, `64 KiB × 1000, #${i}: refused`)
  }
  // What fits the budget is written: 120 occurrences × 64 KiB, twice.
  for (const i of [1, 2]) {
    const res = await post(author, `Fits ${i}`, 64 * KIB, 120)
    t.equal(res.status, 201, `64 KiB × 120, #${i}: written`)
  }
  const after = await storedBytes()
  t.equal(after.events, 240)
  t.ok(after.bytes <= 2 * (8 * 1024 * KIB + 64 * KIB), `two writes stored ${(after.bytes / 2 ** 20).toFixed(1)} MiB of description: each at most the budget and its master`)

  const live = await fetch(`${url}/health/live`)
  t.equal(live.status, 200, 'the process lives')
  t.equal(server.child.exitCode, null)
  t.notMatch(server.output(), /heap out of memory/)
})
