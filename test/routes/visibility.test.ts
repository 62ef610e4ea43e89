// SPEC §2.5 "Visibility holds on every path": what a caller may not read (§2.2, §2.3, §3.9) reaches it by no other
// route — list totals, filters on protected events, `?event=`/`?post=` lists, the response cache and ETags,
// `translations`, linking and embedding, duplicate detection. One app per group; each group builds its own records.
import t from 'tap'
import { BASE, addUser, auth, build, createTerm, req, type Res } from '../helper.js'

type Json = Record<string, any>
type Headers = Record<string, string>

const sqlDate = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ')
/** Inside the default list window (§5.1). */
const START = sqlDate(new Date(Date.now() + 5 * 86400_000))
const END = sqlDate(new Date(Date.now() + 5 * 86400_000 + 2 * 3600_000))
const ids = (list: Json[] | undefined): number[] => (list ?? []).map((r) => r.id).sort((a, b) => a - b)

async function post (app: Parameters<typeof req>[0], path: string, payload: Json, headers: Headers = auth): Promise<Json> {
  const res = await req(app, { method: 'POST', url: `${BASE}${path}`, headers, payload })
  if (res.statusCode !== 201) throw new Error(`POST ${path}: ${res.statusCode} ${res.raw}`)
  return res.body
}
const get = (app: Parameters<typeof req>[0], path: string, headers: Headers = {}): Promise<Res> =>
  req(app, { method: 'GET', url: `${BASE}${path}`, headers })

t.test('§2.3 totals of a contributor\'s list count published records and their own, also when the page cannot tell', async (t) => {
  const app = await build(t)
  const contrib = await addUser(app, 'contrib', 'contributor')
  const other = await addUser(app, 'other', 'author')
  const kinds = [
    { plural: 'events', fields: (n: string) => ({ title: n, start_date: START, end_date: END }) },
    { plural: 'venues', fields: (n: string) => ({ venue: n }) },
    { plural: 'organizers', fields: (n: string) => ({ organizer: n }) },
  ]
  for (const k of kinds) {
    const pub = await post(app, `/${k.plural}`, { ...k.fields(`${k.plural} pub`), status: 'publish', author: other.id })
    const othersDraft = await post(app, `/${k.plural}`, { ...k.fields(`${k.plural} other draft`), status: 'draft', author: other.id })
    const ownDraft = await post(app, `/${k.plural}`, { ...k.fields(`${k.plural} own draft`), status: 'draft', author: contrib.id })
    const ownPending = await post(app, `/${k.plural}`, { ...k.fields(`${k.plural} own pending`), status: 'pending', author: contrib.id })
    // per_page=1: a full first page, so the total is counted, not read off the page
    const first = await get(app, `/${k.plural}?per_page=1`, contrib.headers)
    t.equal(first.body.total, 3, `${k.plural}: total = published + own`)
    t.equal(first.headers['x-calendar-total'], '3', `${k.plural}: X-Calendar-Total`)
    const all = await get(app, `/${k.plural}?per_page=50`, contrib.headers)
    t.same(ids(all.body[k.plural]), [pub.id, ownDraft.id, ownPending.id].sort((a, b) => a - b), `${k.plural}: someone else's draft is not listed`)
    const drafts = await get(app, `/${k.plural}?status=draft,pending&per_page=1`, contrib.headers)
    t.equal(drafts.body.total, 2, `${k.plural} status=draft,pending: own only`)
    t.notOk(ids((await get(app, `/${k.plural}?status=draft&per_page=50`, contrib.headers)).body[k.plural]).includes(othersDraft.id), `${k.plural}: status=draft leaves others' out`)
    const editor = await addUser(app, `ed-${k.plural}`, 'editor')
    t.equal((await get(app, `/${k.plural}?per_page=1`, editor.headers)).body.total, 4, `${k.plural}: an editor counts everyone's`)
    t.equal((await get(app, `/${k.plural}?per_page=1`)).body.total, 1, `${k.plural}: anonymous counts published only`)
  }
})

t.test('§2.5 a protected event matches no filter on its blanked fields without access; ?event= lists are empty', async (t) => {
  const app = await build(t)
  const PW = 'open sesame'
  const cat = await createTerm(app, 'categories', { name: 'Secret Cat' })
  const tag = await createTerm(app, 'tags', { name: 'Secret Tag' })
  const venue = await post(app, '/venues', { venue: 'Hidden Hall', latitude: 52.09, longitude: 5.12 })
  const organizer = await post(app, '/organizers', { organizer: 'Hidden Club' })
  const event = await post(app, '/events', {
    title: 'Quiet gathering',
    description: 'Walrus conspiracy',
    start_date: START,
    end_date: END,
    password: PW,
    categories: [cat.id],
    tags: [tag.id],
    venue: venue.id,
    organizer: [organizer.id],
    featured: true,
  })
  const pw = `password=${encodeURIComponent(PW)}`
  const filters: Array<[string, string]> = [
    ['search', 'search=walrus'],
    ['search in the title', 'search=quiet'],
    ['categories', `categories=${cat.id}`],
    ['tags', `tags=${tag.id}`],
    ['venue', `venue=${venue.id}`],
    ['organizer', `organizer=${organizer.id}`],
    ['featured=true', 'featured=true'],
    ['featured=false', 'featured=false'],
    ['geoloc', 'geoloc=true'],
    ['geoloc near', 'geoloc=true&geoloc_lat=52.09&geoloc_lng=5.12'],
  ]
  for (const [name, q] of filters) {
    const anon = await get(app, `/events?${q}`)
    t.same([anon.statusCode, ids(anon.body.events), anon.body.total], [200, [], 0], `${name}: no match without the password`)
    t.same(ids((await get(app, `/events?${q}&password=wrong`)).body.events), [], `${name}: no match with a wrong password`)
    t.same(ids((await get(app, `/events?${q}&per_page=1`, auth)).body.events), [], `${name}: no match for an admin without context=edit`)
    if (name === 'featured=false') continue // the event is featured
    t.same(ids((await get(app, `/events?${q}&${pw}`)).body.events), [event.id], `${name}: matches with the password`)
    t.same(ids((await get(app, `/events?${q}&context=edit`, auth)).body.events), [event.id], `${name}: matches for an admin with context=edit`)
  }
  for (const q of ['', `include=${event.id}`, 'status=publish', `start_date=${encodeURIComponent(START.slice(0, 10))}`]) {
    t.same(ids((await get(app, `/events?${q}`)).body.events), [event.id], `listed (blanked) when filtered by "${q}"`)
  }
  // the venue, organizer and terms of a protected event are not listed for it
  for (const path of [`/venues?event=${event.id}`, `/organizers?event=${event.id}`, `/categories?post=${event.id}`, `/categories?event=${event.id}`, `/tags?post=${event.id}`, `/tags?event=${event.id}`]) {
    const res = await get(app, path)
    const plural = path.slice(1, path.indexOf('?'))
    t.same([res.statusCode, res.body[plural], res.body.total], [200, [], 0], `${path}: empty`)
  }
  t.same(ids((await get(app, `/venues?event=${event.id}&${pw}`)).body.venues), [venue.id], '/venues?event= with the password lists it')
  t.same(ids((await get(app, `/organizers?event=${event.id}&context=edit`, auth)).body.organizers), [organizer.id], '/organizers?event= with context=edit lists it')
})

t.test('§2.5 venue/organizer search does not match the blanked fields of a protected record', async (t) => {
  const app = await build(t)
  const venue = await post(app, '/venues', { venue: 'Walrus Hall', city: 'Narwhal', state: 'Oregon', password: 'pw' })
  const organizer = await post(app, '/organizers', { organizer: 'Walrus Club', email: 'x@walrus.example', password: 'pw' })
  for (const [plural, rec] of [['venues', venue], ['organizers', organizer]] as const) {
    t.same(ids((await get(app, `/${plural}?search=walrus`)).body[plural]), [], `${plural}: the name does not match without the password`)
    t.same(ids((await get(app, `/${plural}?search=walrus&password=pw`)).body[plural]), [rec.id], `${plural}: matches with the password`)
    t.same(ids((await get(app, `/${plural}?search=walrus&context=edit`, auth)).body[plural]), [rec.id], `${plural}: matches with context=edit`)
  }
  t.same(ids((await get(app, '/venues?search=narwhal')).body.venues), [], 'venue city (blanked) does not match')
  t.same(ids((await get(app, '/venues?search=oregon')).body.venues), [venue.id], 'venue state (not blanked, §3.9) still matches')
})

t.test('§2.5 the response cache and ETags never reveal protected content', async (t) => {
  const app = await build(t)
  const event = await post(app, '/events', { title: 'Locked', description: 'Secret words', start_date: START, end_date: END, password: 'right' })
  const stores = () => app.responseCache.stores
  for (const spelling of ['%70assword', 'pass%77ord', 'PASSWORD', 'password%5B%5D']) {
    const before = stores()
    const url = `/events/${event.id}?${spelling}=right`
    const unlocked = await get(app, url)
    if (spelling === 'password%5B%5D' || spelling === 'PASSWORD') {
      t.not(unlocked.statusCode, 500, `${spelling}: answered`)
    } else {
      t.equal(unlocked.statusCode, 200, `${spelling}: read as the password`)
      t.match(unlocked.body.description, /Secret words/)
    }
    t.equal(stores(), before, `${spelling}: the answer is not stored`)
  }
  // a list with the password is not stored; without it, blanked and with another ETag
  const before = stores()
  const withPw = await get(app, '/events?%70assword=right')
  t.match(withPw.body.events[0].description, /Secret words/, 'encoded password unlocks the list item')
  t.equal(stores(), before, 'the unlocked list is not stored')
  const plain = await get(app, '/events')
  t.equal(plain.body.events[0].description, '', 'without the password: blanked')
  t.not(plain.headers.etag, withPw.headers.etag, 'the blanked answer has its own ETag')
  const again = await get(app, '/events?%70assword=right')
  t.match(again.body.events[0].description, /Secret words/, 'a cached blanked answer is not served to a request with the password')
  const revalidate = await req(app, { method: 'GET', url: `${BASE}/events`, headers: { 'if-none-match': String(withPw.headers.etag) } })
  t.equal(revalidate.statusCode, 200, 'the unlocked ETag does not validate the blanked answer')
  const single = await req(app, { method: 'GET', url: `${BASE}/events/${event.id}`, headers: { 'if-none-match': String(again.headers.etag) } })
  t.equal(single.statusCode, 403, 'no password: refused, whatever ETag is sent')
})

t.test('§2.5 translations list only readable records', async (t) => {
  const app = await build(t)
  const contrib = await addUser(app, 'contrib', 'contributor')
  const pub = await post(app, '/events', { title: 'Fair', start_date: START, end_date: END })
  const draft = await post(app, '/events', { title: 'Kermis', start_date: START, end_date: END, status: 'draft', translation_of: pub.id, translation_language: 'nl' })
  t.same((await get(app, `/events/${pub.id}`)).body.translations, { en: pub.id }, 'anonymous: the draft translation is left out')
  t.same((await get(app, `/events/${pub.id}`, contrib.headers)).body.translations, { en: pub.id }, 'contributor: someone else\'s draft is left out')
  t.same((await get(app, `/events/${pub.id}`, auth)).body.translations, { en: pub.id, nl: draft.id }, 'admin: both')
  const venue = await post(app, '/venues', { venue: 'Hall' })
  const venueNl = await post(app, '/venues', { venue: 'Zaal', status: 'private', translation_of: venue.id, translation_language: 'nl' })
  t.same((await get(app, `/venues/${venue.id}`)).body.translations, { en: venue.id }, 'venue: private translation left out')
  t.same((await get(app, '/venues')).body.venues[0].translations, { en: venue.id }, 'venue list: private translation left out')
  t.same((await get(app, `/venues/${venue.id}`, auth)).body.translations, { en: venue.id, nl: venueNl.id }, 'venue: admin sees both')
  const own = await post(app, '/organizers', { organizer: 'Own', author: contrib.id, status: 'draft' })
  const ownNl = await post(app, '/organizers', { organizer: 'Eigen', author: contrib.id, status: 'draft', translation_of: own.id, translation_language: 'nl' })
  t.same((await get(app, `/organizers/${own.id}`, contrib.headers)).body.translations, { en: own.id, nl: ownNl.id }, 'own drafts: both')
})

t.test('§2.5 linking needs read access; unreadable venues/organizers are left out of events', async (t) => {
  const app = await build(t)
  const contrib = await addUser(app, 'contrib', 'contributor')
  const draftVenue = await post(app, '/venues', { venue: 'Draft Hall', status: 'draft' })
  const privateOrganizer = await post(app, '/organizers', { organizer: 'Private Club', status: 'private' })
  const base = { title: 'Mine', start_date: START, end_date: END }
  for (const [param, value] of [['venue', draftVenue.id], ['venue', { id: draftVenue.id }], ['organizer', [privateOrganizer.id]], ['organizer', [{ id: privateOrganizer.id }]]] as const) {
    const res = await req(app, { method: 'POST', url: `${BASE}/events`, headers: contrib.headers, payload: { ...base, [param]: value } })
    t.same([res.statusCode, res.body.code, Object.keys(res.body.data?.params ?? {})], [400, 'rest_invalid_param', [param]], `contributor linking ${JSON.stringify(value)}: unknown ${param}`)
  }
  const ownVenue = await post(app, '/venues', { venue: 'Own Hall', author: contrib.id, status: 'draft' })
  const linked = await req(app, { method: 'POST', url: `${BASE}/events`, headers: contrib.headers, payload: { ...base, venue: ownVenue.id } })
  t.equal(linked.statusCode, 201, 'an own draft venue may be linked')

  const pubVenue = await post(app, '/venues', { venue: 'Open Hall' })
  const pubOrganizer = await post(app, '/organizers', { organizer: 'Open Club' })
  const event = await post(app, '/events', { ...base, title: 'Public', venue: draftVenue.id, organizer: [privateOrganizer.id, pubOrganizer.id] })
  const check = (e: Json, who: string) => {
    t.same(e.venue, [], `${who}: the draft venue is left out`)
    t.same(e.organizer.map((o: Json) => o.id), [pubOrganizer.id], `${who}: the private organizer is left out`)
  }
  check((await get(app, `/events/${event.id}`)).body, 'anonymous single')
  check((await get(app, '/events')).body.events.find((e: Json) => e.id === event.id), 'anonymous list')
  check((await get(app, `/events/${event.id}`, contrib.headers)).body, 'contributor single')
  const admin = (await get(app, `/events/${event.id}`, auth)).body
  t.equal(admin.venue.id, draftVenue.id, 'admin: the venue is shown')
  t.equal(admin.organizer.length, 2, 'admin: both organizers')
  const other = await post(app, '/events', { ...base, title: 'Theirs', author: contrib.id, status: 'draft', venue: draftVenue.id, organizer: [privateOrganizer.id] })
  const updated = await req(app, { method: 'PUT', url: `${BASE}/events/${other.id}`, headers: contrib.headers, payload: { description: 'x' } })
  t.equal(updated.statusCode, 200)
  t.same([updated.body.venue, updated.body.organizer], [[], []], 'write response: unreadable venue/organizers left out')
  void pubVenue
})

t.test('§2.5 duplicate detection only takes records the caller may edit, and never changes author, status or date', async (t) => {
  const app = await build(t)
  const contrib = await addUser(app, 'contrib', 'contributor')
  const author = await addUser(app, 'writer', 'author')
  const adminVenue = await post(app, '/venues', { venue: 'Town Hall', city: 'Utrecht', date: '2024-01-02 10:00:00' })
  const mine = await post(app, '/venues', { venue: 'Town Hall', city: 'Utrecht' }, contrib.headers)
  t.not(mine.id, adminVenue.id, 'a contributor copying an admin\'s published venue gets a new venue')
  t.equal(mine.author, String(contrib.id))
  const kept = (await get(app, `/venues/${adminVenue.id}`)).body
  t.same([kept.author, kept.status, kept.date], [adminVenue.author, 'publish', adminVenue.date], 'the admin\'s venue keeps its author, status and date')

  // nested in an event write: the same rule
  const event = await req(app, { method: 'POST', url: `${BASE}/events`, headers: author.headers, payload: { title: 'E', start_date: START, end_date: END, venue: { venue: 'Town Hall', city: 'Utrecht' }, organizer: [{ organizer: 'Fair Club' }] } })
  t.equal(event.statusCode, 201)
  t.not(event.body.venue.id, adminVenue.id, 'nested: an admin\'s venue is not taken over by an author')
  t.equal(event.body.venue.author, String(author.id))

  // a protected record of someone else is never a candidate
  const locked = await post(app, '/organizers', { organizer: 'Secret Club', password: 'pw' })
  const copy = await post(app, '/organizers', { organizer: 'Secret Club' }, author.headers)
  t.not(copy.id, locked.id, 'someone else\'s protected organizer is not a candidate')

  // an own record is found, but keeps its status and date
  const ownDraft = await post(app, '/venues', { venue: 'Own Hall', status: 'draft', date: '2024-03-04 10:00:00' }, author.headers)
  const again = await post(app, '/venues', { venue: 'own hall', country: 'Netherlands' }, author.headers)
  t.equal(again.id, ownDraft.id, 'the author\'s own venue is a candidate')
  t.same([again.status, again.date, again.country], ['draft', ownDraft.date, 'Netherlands'], 'status and date kept, other fields applied')
  // an editor may edit the admin's venue: it is found, and its author stays
  const editor = await addUser(app, 'ed', 'editor')
  const byEditor = await post(app, '/venues', { venue: 'Town Hall', city: 'Utrecht', author: editor.id, status: 'draft' }, editor.headers)
  t.equal(byEditor.id, adminVenue.id, 'an editor\'s create matches the admin\'s venue')
  t.same([byEditor.author, byEditor.status, byEditor.date], [adminVenue.author, 'publish', adminVenue.date], 'author, status and date unchanged')
})
