// Adds to a site running The Events Calendar (the one of /work/shared/tec, or any test site) the records the importer's
// fixtures need beyond its seed: nested categories three levels deep, all-day and multi-day events, several time
// zones, a cost with a postfix currency, two organizers in a given order, a private event, a scheduled one, flags,
// HTML in a title. Idempotent: records whose slug exists are left alone.
//
//   TEC_URL=http://127.0.0.1:8088/wp-json/ TEC_AUTH="Basic …" npx tsx scripts/tec-fixtures/seed.ts
const root = (process.env.TEC_URL ?? 'http://127.0.0.1:8088/wp-json/').replace(/\/?$/, '/')
const authorization = process.env.TEC_AUTH ?? ''
if (authorization === '') throw new Error('TEC_AUTH: the Authorization header value of an administrator (./setup.sh auth)')
const api = `${root}tribe/events/v1/`

async function call (method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(api + path, { method, headers: { authorization, 'content-type': 'application/json', accept: 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
  const json = await res.json() as any
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`)
  return json
}

async function term (kind: 'categories' | 'tags', name: string, slug: string, extra: Record<string, unknown> = {}): Promise<number> {
  const found = await call('GET', `${kind}?slug=${slug}&hide_empty=false`)
  if (found[kind]?.length) return found[kind][0].id
  return (await call('POST', kind, { name, slug, ...extra })).id
}

async function post (kind: 'venues' | 'organizers', name: string, fields: Record<string, unknown>): Promise<number> {
  const found = await call('GET', `${kind}?search=${encodeURIComponent(name)}&status=publish,draft,private`)
  const hit = (found[kind] ?? []).find((r: any) => r[kind === 'venues' ? 'venue' : 'organizer'] === name)
  if (hit) return hit.id
  return (await call('POST', kind, { [kind === 'venues' ? 'venue' : 'organizer']: name, ...fields })).id
}

async function event (slug: string, fields: Record<string, unknown>): Promise<void> {
  const found = await call('GET', `events?start_date=1900-01-01&end_date=2200-01-01&status=publish,future,draft,pending,private&per_page=50&search=${encodeURIComponent(String(fields.title).split(' ')[0]!)}`)
  if ((found.events ?? []).some((e: any) => e.slug === slug)) return
  await call('POST', 'events', { slug, ...fields })
}

const music = await term('categories', 'Music', 'music')
const jazz = await term('categories', 'Jazz', 'jazz', { parent: music })
const bebop = await term('categories', 'Bebop', 'bebop', { parent: jazz, description: 'Fast tempo, third level' })
const outdoor = await term('tags', 'outdoor', 'outdoor')
const berlin = await post('venues', 'Kulturbrauerei', { address: 'Schönhauser Allee 36', city: 'Berlin', country: 'Germany', zip: '10435', website: 'https://example.com/kb?a=1&b=2' })
const tokyo = await post('venues', 'Blue Note Tokyo', { address: '6-3-16 Minami-Aoyama', city: 'Tokyo', country: 'Japan', show_map: 'false' })
const ann = await post('organizers', 'Ann Arbor Arts', { email: 'ann@example.com', phone: '+1 734 555 0199' })
const zed = await post('organizers', 'Zed Productions', { website: 'https://zed.example.com' })

await event('fixture-berlin-festival', {
  title: 'Fixture: Berlin Festival (multi-day)',
  description: 'Three days.\n\nSecond paragraph with <strong>bold</strong>.',
  start_date: '2027-03-05 18:00:00',
  end_date: '2027-03-07 23:00:00',
  timezone: 'Europe/Berlin',
  venue: berlin,
  organizer: [zed, ann],
  categories: [bebop, jazz],
  tags: [outdoor],
  cost: '15€',
  featured: true,
  sticky: true,
  website: 'https://example.com/festival?x=1&y=2',
  show_map: true,
  show_map_link: true,
})
await event('fixture-tokyo-allday', {
  title: 'Fixture: Tokyo All Day',
  start_date: '2027-04-01 00:00:00',
  end_date: '2027-04-02 23:59:59',
  all_day: true,
  timezone: 'Asia/Tokyo',
  venue: tokyo,
  organizer: [ann],
  categories: [music],
  cost: ['0', '20', '35'],
})
await event('fixture-new-york-night', {
  title: 'Fixture: New York &amp; "Night"',
  start_date: '2027-02-10 21:00:00',
  end_date: '2027-02-11 01:30:00',
  timezone: 'America/New_York',
  hide_from_listings: true,
  cost: 'Donation',
  organizer: [ann, zed],
})
await event('fixture-kolkata-offset', {
  // (no image: the plugin downloads image URLs, and the site has no network access)
  title: 'Fixture: Kolkata Offset', start_date: '2027-05-05 09:30:00', end_date: '2027-05-05 11:00:00', timezone: 'Asia/Kolkata',
})
await event('fixture-private', {
  title: 'Fixture: Private Rehearsal', status: 'private', start_date: '2027-06-01 10:00:00', end_date: '2027-06-01 12:00:00', timezone: 'UTC',
})
await event('fixture-scheduled', {
  title: 'Fixture: Scheduled Announcement', status: 'future', date: '2030-01-01 09:00:00', start_date: '2030-02-01 10:00:00', end_date: '2030-02-01 11:00:00',
})
console.log('seeded')
