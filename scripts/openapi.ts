// `npm run openapi`: write the interface description of SPEC §6.2 to openapi/ — the document the service serves at
// {base}/doc (openapi.json, and openapi.yaml), the examples it shows for its main objects (examples.json), recorded
// from real responses of the service, and TypeScript types of the API for front-end code (api.d.ts, by
// openapi-typescript; use them with openapi-fetch, see test/openapi/client-usage.ts; the types come from ./openapi-types.ts).
// `npm run openapi:check`: regenerate all four in memory and fail when a committed file differs (CI runs it), so
// the committed description never drifts from the route schemas.
//
// Both run the service on a throw-away SQLite file with a pinned clock, so the output is the same on every machine.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { stringify } from 'yaml'
import { DOCUMENT_CLOCK, clientTypes } from './openapi-types.js'
import { buildApp } from '../src/app.js'
import { applyMigrations, repoRoot } from '../src/db/migrate.js'
import { testConfig } from '../src/config.js'
import { EXAMPLES_FILE } from '../src/plugins/external/swagger.js'
import { VENUE_EXAMPLE } from '../src/schemas/venue.js'

const SITE = 'http://127.0.0.1:3000' // the quick start's address: the servers URL and the examples' links
const BASE = '/wp-json/calendar/events/v1'
const TOKEN = 'openapi-examples-token-0123456789abcdef'
const NOW = DOCUMENT_CLOCK
const OUT = join(repoRoot, 'openapi')

type Json = Record<string, any>

/** Runs `fn` against a fresh service; its database is removed afterwards. */
async function withService<T> (fn: (call: (method: string, url: string, payload?: Json) => Promise<Json>) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'calendar-openapi-'))
  const databaseUrl = `file:${join(dir, 'openapi.db')}`
  await applyMigrations({ databaseUrl })
  const app = await buildApp(testConfig({ databaseUrl, apiToken: TOKEN, siteUrl: SITE }), {
    logger: false, print: () => {}, clock: () => new Date(NOW),
  })
  try {
    return await fn(async (method, url, payload) => {
      const res = await app.inject({ method: method as 'GET', url: `${BASE}${url}`, payload, headers: { authorization: `Bearer ${TOKEN}` } })
      return JSON.parse(res.body) as Json
    })
  } finally {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A small calendar written through the API; its responses are the examples. */
function recordExamples (): Promise<Json> {
  return withService(async (call) => {
    const music = await call('POST', '/categories', { name: 'Music', description: 'Concerts and club nights.' })
    const jazz = await call('POST', '/categories', { name: 'Jazz', parent: music.id })
    await call('POST', '/tags', { name: 'Outdoor' })
    const venue = await call('POST', '/venues', VENUE_EXAMPLE) // the request example of POST /venues
    const organizer = await call('POST', '/organizers', { organizer: 'Fair Club', email: 'info@fairclub.example.org', website: 'https://fairclub.example.org' })
    const created = await call('POST', '/events', {
      title: 'Spring Jazz Fair',
      start_date: '2027-04-12 14:00:00',
      end_date: '2027-04-12 18:00:00',
      timezone: 'Europe/Amsterdam',
      excerpt: 'An afternoon of jazz on the square.',
      description: '<p>Three bands, food stalls and games for children.</p>',
      cost: ['5', '12'],
      website: 'https://fair.example.org',
      featured: true,
      venue: venue.id,
      organizer: [organizer.id],
      categories: [jazz.id],
      tags: ['Outdoor'],
    })
    const event = await call('GET', `/events/${created.id}`)
    return {
      Event: event,
      Venue: await call('GET', `/venues/${venue.id}`),
      Organizer: await call('GET', `/organizers/${organizer.id}`),
      Term: await call('GET', `/categories/${jazz.id}`),
      EmbeddedTerm: event.categories[0],
      CostDetails: event.cost_details,
      DateDetails: event.start_date_details,
      Error: await call('GET', '/events/999999'),
    }
  })
}

/** The document as {base}/doc serves it (the examples come from the committed examples file). */
function serveDocument (): Promise<Json> {
  return withService((call) => call('GET', '/doc'))
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

const check = process.argv.includes('--check')
const examples = json(await recordExamples())
const files = new Map<string, string>([[EXAMPLES_FILE, examples]])
// The document below reads the examples from this file.
if (!check) {
  mkdirSync(OUT, { recursive: true })
  writeFileSync(EXAMPLES_FILE, examples)
}
const document = await serveDocument()
files.set(join(OUT, 'openapi.json'), json(document))
files.set(join(OUT, 'openapi.yaml'), stringify(document, { lineWidth: 0 }))
files.set(join(OUT, 'api.d.ts'), await clientTypes(document))

if (check) {
  const stale = [...files].filter(([file, content]) => {
    try { return readFileSync(file, 'utf8') !== content } catch { return true }
  }).map(([file]) => relative(repoRoot, file))
  if (stale.length > 0) {
    console.error(`openapi:check: ${stale.join(', ')} ${stale.length === 1 ? 'is' : 'are'} stale; run \`npm run openapi\` and commit the result.`)
    process.exit(1)
  }
  console.log(`openapi:check: ${[...files.keys()].map((f) => relative(repoRoot, f)).join(', ')} up to date`)
} else {
  for (const [file, content] of files) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, content)
    console.log(`wrote ${relative(repoRoot, file)}`)
  }
}
