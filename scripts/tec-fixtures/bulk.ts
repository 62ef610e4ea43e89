// Adds N plain events to a site running The Events Calendar, for measuring an import of a large calendar
// (docs/performance.md, "Import"): titles `Bulk event <n>`, one a day from 2027-01-01, 4 requests at a time.
//
//   TEC_URL=http://127.0.0.1:8088/wp-json/ TEC_AUTH="Basic …" npx tsx scripts/tec-fixtures/bulk.ts 2000
const root = (process.env.TEC_URL ?? 'http://127.0.0.1:8088/wp-json/').replace(/\/?$/, '/')
const authorization = process.env.TEC_AUTH ?? ''
if (authorization === '') throw new Error('TEC_AUTH: the Authorization header value of an administrator (./setup.sh auth)')
const count = Number(process.argv[2] ?? 2000)
const CONCURRENCY = 4
let next = 0
const started = performance.now()
async function worker (): Promise<void> {
  while (next < count) {
    const n = next++
    const day = new Date(Date.UTC(2027, 0, 1) + (n % 700) * 86_400_000).toISOString().slice(0, 10)
    const res = await fetch(`${root}tribe/events/v1/events`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Bulk event ${n}`, description: `<p>Bulk event number ${n}.</p>`, start_date: `${day} 19:00:00`, end_date: `${day} 21:00:00` }),
    })
    if (res.status !== 201) throw new Error(`event ${n}: ${res.status} ${(await res.text()).slice(0, 200)}`)
    if ((n + 1) % 100 === 0) console.log(`${n + 1} events, ${((performance.now() - started) / 1000).toFixed(0)} s`)
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker))
console.log(`${count} events in ${((performance.now() - started) / 1000).toFixed(1)} s`)
