// Adds to a site running The Events Calendar the records of the importer's Unicode fixture (issue 39 item 4): tags,
// categories, venues, organizers and events whose names and slugs hold emoji (4-byte UTF-8), CJK (one of them beyond
// the BMP), Arabic and Hebrew; most events, two venues and two organizers password-protected (WordPress core's
// endpoint sets a password: the plugin's own writes ignore it), in every status the importer reads with credentials.
// WordPress keeps such slugs percent-encoded in lowercase (`%f0%9f%8e%89`), which is what the fixture is about.
// Idempotent: records whose title/name exists are left alone.
//
//   TEC_URL=http://127.0.0.1:8088/wp-json/ TEC_AUTH="Basic …" npx tsx scripts/tec-fixtures/seed-unicode.ts
// then record with TEC_FIXTURE=unicode (scripts/tec-fixtures/record.ts).
const root = (process.env.TEC_URL ?? 'http://127.0.0.1:8088/wp-json/').replace(/\/?$/, '/')
const authorization = process.env.TEC_AUTH ?? ''
if (authorization === '') throw new Error('TEC_AUTH: the Authorization header value of an administrator (./setup.sh auth)')

async function call (method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(root + path, { method, headers: { authorization, 'content-type': 'application/json', accept: 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
  const json = await res.json() as any
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`)
  return json
}
const tec = (method: string, path: string, body?: unknown): Promise<any> => call(method, `tribe/events/v1/${path}`, body)

async function term (kind: 'categories' | 'tags', name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const found = await tec('GET', `${kind}?hide_empty=false&per_page=50&search=${encodeURIComponent(name)}`)
  const hit = (found[kind] ?? []).find((t: any) => t.name === name)
  if (hit) return hit.id
  return (await tec('POST', kind, { name, ...extra })).id
}

const CORE_TYPE = { venues: 'tribe_venue', organizers: 'tribe_organizer', events: 'tribe_events' } as const

async function protect (kind: keyof typeof CORE_TYPE, id: number, password: string): Promise<void> {
  await call('POST', `wp/v2/${CORE_TYPE[kind]}/${id}`, { password })
}

async function post (kind: 'venues' | 'organizers', name: string, fields: Record<string, unknown>, password?: string): Promise<number> {
  const key = kind === 'venues' ? 'venue' : 'organizer'
  const found = await call('GET', `wp/v2/${CORE_TYPE[kind]}?context=edit&per_page=100&status=publish,draft,private&_fields=id,title`)
  const hit = found.find((r: any) => r.title?.raw === name)
  if (hit) return hit.id
  const id = (await tec('POST', kind, { [key]: name, ...fields })).id as number
  if (password) await protect(kind, id, password)
  return id
}

async function event (title: string, fields: Record<string, unknown>, password?: string): Promise<number> {
  const found = await call('GET', 'wp/v2/tribe_events?context=edit&per_page=100&status=publish,future,draft,pending,private&_fields=id,title')
  const hit = found.find((r: any) => r.title?.raw === title)
  if (hit) return hit.id
  const id = (await tec('POST', 'events', { title, ...fields })).id as number
  if (password) await protect('events', id, password)
  return id
}

const day = (d: string, from: string, to: string) => ({ start_date: `${d} ${from}:00`, end_date: `${d} ${to}:00`, timezone: 'UTC' })

const party = await term('tags', '🎉 Fiesta')
const music = await term('tags', '音楽')
const arabic = await term('tags', 'موسيقى')
const hebrew = await term('tags', 'מוזיקה')
const yoshi = await term('categories', '𠮷 Food')
const notes = await term('categories', '🎵 Notes', { parent: yoshi, description: 'emoji child of a category beyond the BMP' })

const guitar = await post('venues', '🎸 Club', { address: 'Rua 1', city: 'Lisboa', country: 'Portugal' }, 'v-🎸')
const hall = await post('venues', '東京ホール', { city: '東京', country: 'Japan' }, 'hall')
const qaa = await post('venues', 'قاعة الموسيقى', { city: 'القاهرة', country: 'Egypt' })
const olam = await post('venues', 'אולם התזמורת', { city: 'תל אביב', country: 'Israel' }, 'olam')
const crew = await post('organizers', '🎤 Crew', { email: 'crew@example.com' }, 'o-🎤')
const artists = await post('organizers', 'אמנים', { phone: '+972 3 555 0101' }, 'artists')
const band = await post('organizers', '楽団', { website: 'https://example.com/band' })

await event('Party 🎉 night', { ...day('2027-07-01', '19:00', '22:00'), tags: [party, music], categories: [notes], venue: guitar, organizer: [crew] }, 's3cret')
await event('🎉🎊', { ...day('2027-07-02', '19:00', '22:00'), tags: [party], categories: [yoshi], organizer: [crew, band] }, 'emoji-only')
await event('𠮷野家 dinner', { ...day('2027-07-03', '18:00', '20:00'), tags: [music], categories: [yoshi], venue: hall }, '𠮷')
await event('حفلة موسيقية', { ...day('2027-07-04', '20:00', '23:00'), tags: [arabic], venue: qaa, organizer: [artists] }, 'عربي')
await event('מסיבה בגן', { ...day('2027-07-05', '17:00', '19:00'), tags: [hebrew, party], venue: olam, status: 'draft' }, 'gan')
await event('コンサート 🎶', { ...day('2027-07-06', '18:30', '21:00'), tags: [music, party], categories: [notes], status: 'private' }, 'konsāto')
await event('🎉'.repeat(30), { ...day('2027-07-07', '10:00', '11:00'), tags: [party] }, 'long')
await event('Launch', { ...day('2027-07-08', '09:00', '10:00'), slug: '🚀-launch', tags: [party], hide_from_listings: true }, 'rocket')
await event('音楽祭', { ...day('2027-07-09', '12:00', '18:00'), tags: [music], categories: [yoshi], venue: hall, organizer: [band] })
await event('Emoji 😀 open', { ...day('2027-07-10', '12:00', '13:00'), tags: [party, arabic, hebrew], venue: qaa })
console.log('seeded')
