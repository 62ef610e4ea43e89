// The checks of src/import/records.ts on hostile and odd records (the source is untrusted): bad records are a
// RecordError naming the field, never a crash; plugin spellings of empty values, costs, images and dates map to the
// columns that answer the same.
import t from 'tap'
import { RecordError, costEntries, parseEvent, parseTerm, parseVenue } from '../../src/import/records.js'
import { formatCost } from '../../src/domain/cost.js'
import { loadFixture } from './fixture-server.js'

const recorded = Object.entries(loadFixture().import)
  .filter(([k]) => k.includes('/tribe/events/v1/events?'))
  .flatMap(([, r]) => (r.body as { events: Array<Record<string, unknown>> }).events)
const event = (id: number): Record<string, unknown> => structuredClone(recorded.find((e) => e.id === id)!)

t.test('costs come back as the plugin formats them', async (t) => {
  for (const e of recorded.filter((x) => x.all_day !== null)) {
    const entries = costEntries(e)
    const details = e.cost_details as Record<string, unknown>
    const ours = formatCost(entries, '$')
    t.equal(ours.cost, e.cost, `event ${String(e.id)}: cost ${JSON.stringify(e.cost)}`)
    t.same(ours.cost_details, details, `event ${String(e.id)}: cost_details`)
  }
})

t.test('hostile and broken records are RecordErrors naming the field', async (t) => {
  const cases: Array<[string, (e: Record<string, unknown>) => void, RegExp]> = [
    ['not an object', () => {}, /expected an object/],
    ['absurd date', (e) => { e.utc_start_date = '99999-01-01 00:00:00' }, /utc_start_date/],
    ['February 31', (e) => { e.start_date = '2027-02-31 10:00:00' }, /start_date: not a valid date/],
    ['unknown zone', (e) => { e.timezone = 'Mars/Olympus' }, /timezone/],
    ['status', (e) => { e.status = 'any' }, /status/],
    ['huge title', (e) => { e.title = 'x'.repeat(70_000) }, /title: longer than/],
    ['negative id', (e) => { e.id = -4 }, /id: expected a positive integer/],
    ['id as float', (e) => { e.id = 1.5 }, /id: expected a positive integer/],
    ['organizer ids', (e) => { e.organizer = [{ id: 'x' }] }, /organizer\[0\]\.id/],
    ['javascript website', (e) => { e.website = 'javascript:alert(1)' }, /website: not an http\(s\) URL/],
    ['image not an image', (e) => { e.image = { id: 5, url: 'https://example.org/file.exe' } }, /image\.url: not an image URL/],
    ['offset beyond a day', (e) => { e.utc_start_date = '2020-01-01 00:00:00' }, /more than 26 hours apart/],
    ['title an object', (e) => { e.title = { rendered: 'x' } }, /title: expected a text/],
  ]
  for (const [name, mutate, re] of cases) {
    const e = event(9)
    mutate(e)
    t.throws(() => parseEvent(name === 'not an object' ? 'x' : e), re, name)
    try { parseEvent(name === 'not an object' ? 'x' : e) } catch (err) { t.ok(err instanceof RecordError, `${name}: a RecordError`) }
  }
})

t.test('scripts in descriptions are cleaned; controls dropped; drafts get a slug', async (t) => {
  const e = event(9)
  e.description = '<p>Hi<script>alert(1)</script><img src="x.png" onerror="alert(2)"></p>\u0000'
  e.slug = ''
  e.title = 'Été à Paris'
  const r = parseEvent(e)
  t.equal(r.columns.description, '<p>Hi<img src="x.png" /></p>')
  t.equal(r.columns.slug, 'ete-a-paris')
})

t.test('images, venues and terms', async (t) => {
  const e = event(9)
  e.image = { id: 77, url: 'https://cdn.example.org/a/fair.JPG', extension: 'jpg', width: 1200, height: 800, filesize: 120334, sizes: { thumbnail: { width: 150, height: 150, 'mime-type': 'image/jpeg', url: 'https://cdn.example.org/a/fair-150x150.jpg' } } }
  const r = parseEvent(e)
  t.same(r.image, { id: 77, url: 'https://cdn.example.org/a/fair.JPG', mimeType: 'image/jpeg', extension: 'jpg', width: 1200, height: 800, filesize: 120334, sizes: JSON.stringify((e.image as { sizes: unknown }).sizes) })
  t.equal(r.columns.imageId, 77)
  const venue = parseVenue({ id: 4, venue: 'Hall', status: 'publish', date_utc: '2026-01-01 00:00:00', modified_utc: '2026-01-01 00:00:00', geo_lat: '52.1', geo_lng: 5.12, website: 'https://x.example/?a=1&amp;b=2' })
  t.same([venue.columns.latitude, venue.columns.longitude, venue.columns.website, venue.columns.showMap], [52.1, 5.12, 'https://x.example/?a=1&b=2', true])
  t.throws(() => parseVenue({ id: 4, venue: 'Hall', status: 'publish', date_utc: '2026-01-01 00:00:00', modified_utc: '2026-01-01 00:00:00', geo_lat: 91, geo_lng: 0 }), /geo_lat/)
  t.same(parseTerm({ id: 3, name: ' Jazz ', slug: 'jazz', parent: '2', description: 'd' }, 'category'), { kind: 'category', id: 3, name: 'Jazz', slug: 'jazz', description: 'd', parentId: 2 })
  t.throws(() => parseTerm({ id: 3, name: 'Loop', parent: 3 }, 'category'), /own parent/)
  t.throws(() => parseTerm({ id: 3, name: '' }, 'tag'), /name/)
})
