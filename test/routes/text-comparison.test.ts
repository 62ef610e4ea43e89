// HTTP tests of SPEC §3.10 (issue 39 item 1): `search` on the five list routes and ordering by name or slug ignore case,
// accents and compatibility forms (the Unicode Collation Algorithm at primary strength, as the plugin's MySQL
// utf8mb4_unicode_ci does), in every script, with the same answers on both databases; stored text does not change;
// protected records still match nothing by their blanked fields (SPEC §2.5).
// One app with a pinned clock serves the whole file; every test starts from an empty record set.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { auth, BASE, build, clearRecords, createEvent, createTerm, req, type Res } from '../helper.js'

type Json = Record<string, any>

const NOW = new Date('2030-03-01T12:00:00Z')
const DAY = { start_date: '2030-03-02 10:00:00', end_date: '2030-03-02 11:00:00' }

const shared = await build(t, {}, { clock: () => NOW })
async function fresh (): Promise<FastifyInstance> {
  await clearRecords(shared)
  return shared
}

const get = (app: FastifyInstance, path: string, query: Record<string, string>): Promise<Res> =>
  req(app, { method: 'GET', url: `${BASE}/${path}?${new URLSearchParams(query).toString()}` })
const idsOf = (res: Res, key: string): number[] => ((res.body?.[key] ?? []) as Json[]).map((r) => r.id)
const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b)

/** Texts in many scripts, each with searches that must find it and searches that must not. */
const CASES: Array<{ text: string; finds: string[]; misses?: string[]; what: string }> = [
  { what: 'French accents', text: 'Fête de la musique', finds: ['fete', 'FETE', 'fête', 'FÊTE', 'fe\u0302te'], misses: ['feet'] },
  { what: 'German umlaut', text: 'Zürich Jazz', finds: ['zurich', 'ZURICH', 'zürich', 'ZÜRICH'], misses: ['zuerich'] },
  { what: 'German ß', text: 'Hauptstraße 5', finds: ['strasse', 'STRASSE', 'straße', 'STRAẞE', 'hauptstrasse'] },
  { what: 'upper-case accents', text: 'CAFÉ CRÈME', finds: ['cafe', 'café', 'creme', 'Crème'] },
  { what: 'ligatures (compatibility forms)', text: 'Oﬃce ﬁesta', finds: ['office', 'OFFICE', 'fiesta'] },
  { what: 'full-width letters', text: 'ＴＯＫＹＯ Ｎｉｇｈｔ', finds: ['tokyo', 'TOKYO', 'night'] },
  { what: 'Nordic and Polish letters', text: 'Ærøskøbing Łódź', finds: ['aeroskobing', 'AERØSKØBING', 'lodz'] },
  { what: 'Cyrillic (case; ё is е, й is not и)', text: 'Новогодняя Ёлка Йога', finds: ['ёлка', 'ЕЛКА', 'елка', 'новогодняя', 'ЙОГА'], misses: ['иога'] },
  { what: 'Greek (case, tonos, final sigma)', text: 'Φεστιβάλ Αθήνας', finds: ['φεστιβαλ', 'ΦΕΣΤΙΒΆΛ', 'αθηνας', 'ΑΘΗΝΑΣ'] },
  { what: 'CJK', text: '東京 ジャズ祭', finds: ['東京', 'ジャズ祭'], misses: ['京都'] },
  { what: 'Arabic (vowel marks ignored)', text: 'مَهرجان الموسيقى', finds: ['مهرجان', 'مَهرجان', 'الموسيقى'] },
  { what: 'emoji', text: 'Party 🎉 evening', finds: ['🎉', 'party 🎉'], misses: ['🎈'] },
  { what: 'Turkish dotted capital I', text: 'İstanbul Konseri', finds: ['istanbul', 'İSTANBUL', 'konseri'] },
]

t.test('§3.10 GET /events?search= ignores case, accents and compatibility forms, in every script', async (t) => {
  const app = await fresh()
  const made = new Map<string, number>()
  for (const c of CASES) made.set(c.text, (await createEvent(app, { ...DAY, title: c.text, description: `<p>${c.what}</p>` })).id)
  // The excerpt and description are searched too.
  const inExcerpt = (await createEvent(app, { ...DAY, title: 'Untitled', excerpt: 'Tarte Tatin à la pâtissière' })).id
  for (const c of CASES) {
    for (const q of c.finds) {
      const res = await get(app, 'events', { search: q })
      t.equal(res.statusCode, 200)
      t.same(idsOf(res, 'events'), [made.get(c.text)], `${c.what}: ${JSON.stringify(q)} finds ${JSON.stringify(c.text)}`)
      // One per page: the total is counted in SQL (on SQLite through the trigram index or LIKE).
      t.equal((await get(app, 'events', { search: q, per_page: '1' })).body.total, 1, `${c.what}: ${JSON.stringify(q)}: total`)
    }
    for (const q of c.misses ?? []) t.same(idsOf(await get(app, 'events', { search: q }), 'events'), [], `${c.what}: ${JSON.stringify(q)} finds nothing`)
  }
  t.same(idsOf(await get(app, 'events', { search: 'TARTE patissiere' }), 'events'), [inExcerpt], 'excerpt, two words')
  t.same(idsOf(await get(app, 'events', { search: '"A LA PATISSIERE"' }), 'events'), [inExcerpt], 'a phrase')
  t.same(sorted(idsOf(await get(app, 'events', { search: '-fete', per_page: '50' }), 'events')), sorted([...made.values(), inExcerpt].filter((id) => id !== made.get('Fête de la musique'))), 'an exclusion is folded too')
  // Two-letter words go through LIKE on both databases, longer ones through the trigram index on SQLite.
  t.same(idsOf(await get(app, 'events', { search: 'ZÜ' }), 'events'), [made.get('Zürich Jazz')], 'a two-letter word')
  // Stored text is returned as written.
  const stored = await req(app, { method: 'GET', url: `${BASE}/events/${made.get('Oﬃce ﬁesta')}` })
  t.equal(stored.body.title, 'Oﬃce ﬁesta', 'the title keeps its ligatures')
})

t.test('§3.10 Turkish dotless ı, lone marks and ignorable characters do not break a search', async (t) => {
  const app = await fresh()
  const isparta = (await createEvent(app, { ...DAY, title: 'Isparta ısırgan' })).id
  for (const q of ['ISPARTA', 'ısırgan', 'İ', 'ı', '\u0301', '\u0301\u0301\u0301', 'a\u00adb', '\u200d', 'ﷺ']) {
    const res = await get(app, 'events', { search: q })
    t.equal(res.statusCode, 200, `search ${JSON.stringify(q)}: 200`)
  }
  t.same(idsOf(await get(app, 'events', { search: 'isparta' }), 'events'), [isparta])
  t.same(idsOf(await get(app, 'events', { search: 'ısırgan' }), 'events'), [isparta], 'dotless ı finds itself')
  t.same(idsOf(await get(app, 'events', { search: 'Is\u00adparta' }), 'events'), [isparta], 'a soft hyphen is ignored')
})

t.test('§3.10/§2.5 a protected event matches nothing by its fields until unlocked, folded or not', async (t) => {
  const app = await fresh()
  const open = (await createEvent(app, { ...DAY, title: 'Crème open' })).id
  const locked = (await createEvent(app, { ...DAY, title: 'Secret', description: 'Crème brûlée tasting', password: 'pw' })).id
  t.same(idsOf(await get(app, 'events', { search: 'creme' }), 'events'), [open], 'the blanked description does not match')
  t.same(sorted(idsOf(await get(app, 'events', { search: 'creme', password: 'pw' }), 'events')), sorted([open, locked]), 'unlocked: it matches')
  t.same(idsOf(await get(app, 'events', { search: 'BRULEE', password: 'pw' }), 'events'), [locked])
})

t.test('§3.10 GET /venues and /organizers?search= ignore case, accents and compatibility forms', async (t) => {
  const app = await fresh()
  const post = async (kind: 'venues' | 'organizers', body: Json): Promise<number> => {
    const res = await req(app, { method: 'POST', url: `${BASE}/${kind}`, headers: auth, payload: body })
    if (res.statusCode !== 201) throw new Error(res.raw)
    return res.body.id
  }
  const zurich = await post('venues', { venue: 'Tonhalle', city: 'Zürich', address: 'Claridenstraße 7' })
  const tokyo = await post('venues', { venue: 'ＢＬＵＥ ＮＯＴＥ 東京' })
  const moscow = await post('venues', { venue: 'Большой театр', city: 'Москва' })
  const athens = await post('venues', { venue: 'Ωδείο Ηρώδου Αττικού' })
  const hidden = await post('venues', { venue: 'Café Secret', city: 'Zürich', state: 'Zürich', password: 'pw' })
  const venues = async (q: string, extra: Record<string, string> = {}) => sorted(idsOf(await get(app, 'venues', { search: q, ...extra }), 'venues'))
  t.same(await venues('zurich'), sorted([zurich, hidden]), 'city; the protected venue by its state, a field it shows')
  t.same(await venues('CLARIDENSTRASSE 7'), [zurich], 'every fragment in one field, ß = ss')
  t.same(await venues('zurich claridenstrasse'), [], 'fragments of two fields do not match together')
  t.same(await venues('blue note'), [tokyo], 'full-width letters')
  t.same(await venues('東京'), [tokyo])
  t.same(await venues('МОСКВА'), [moscow], 'Cyrillic case')
  t.same(await venues('ωδειο'), [athens], 'Greek without tonos')
  t.same(await venues('cafe'), [], 'the protected venue does not match by its blanked name')
  t.same(await venues('cafe', { password: 'pw' }), [hidden], 'unlocked: it does')

  const fest = await post('organizers', { organizer: 'Fête Org', description: 'Été culturel' })
  const plain = await post('organizers', { organizer: 'Oﬃce of Culture' })
  const organizers = async (q: string) => sorted(idsOf(await get(app, 'organizers', { search: q }), 'organizers'))
  t.same(await organizers('fete'), [fest])
  t.same(await organizers('ETE culturel'), [fest], 'description')
  t.same(await organizers('OFFICE'), [plain], 'ligature')
  t.same(await organizers('cafe\u0301'), [], 'a decomposed search is one fragment')
})

t.test('§3.10 GET /categories and /tags: search and order by name or slug ignore case and accents; ties by id', async (t) => {
  for (const plural of ['categories', 'tags'] as const) {
    const app = await fresh()
    const make = async (name: string, slug?: string): Promise<number> => (await createTerm(app, plural, slug ? { name, slug } : { name })).id
    const names = ['Zebra', 'wheelchair', 'Ünïcode', 'apple', 'Vienna', 'Tango', 'Äpfel', 'Ωmega', 'Ёлка', 'елка', '東京', '🎉 Party', 'ábc', 'ABD']
    const ids = new Map<string, number>()
    for (const name of names) ids.set(name, await make(name))
    const list = async (query: Record<string, string>) => ((await get(app, plural, { hide_empty: 'false', per_page: '50', ...query })).body[plural] as Json[]).map((r) => r.name as string)
    // Latin by letter, whatever the case or accent; then Greek, Cyrillic, CJK (Unicode's order of scripts); an emoji
    // sorts before letters. Ёлка and елка fold alike: their ids decide.
    const byName = ['ábc', 'ABD', 'Äpfel', 'apple', 'Tango', 'Ünïcode', 'Vienna', 'wheelchair', 'Zebra', 'Ωmega', 'Ёлка', 'елка', '東京', '🎉 Party'] // emoji last, as MySQL orders them (the plugin)
    t.same(await list({}), byName, `${plural}: orderby=name (the default)`)
    t.same(await list({ order: 'desc' }), [...byName].reverse(), `${plural}: order=desc`)
    const bySlug = (await list({ orderby: 'slug' }))
    t.ok(bySlug.indexOf('Ünïcode') > bySlug.indexOf('Tango') && bySlug.indexOf('Ünïcode') < bySlug.indexOf('Vienna'), `${plural}: orderby=slug puts unicode between tango and vienna`)
    t.same(await list({ search: 'UNICODE' }), ['Ünïcode'], `${plural}: search by name, accents ignored`)
    t.same(await list({ search: 'apfel' }), ['Äpfel'])
    t.same(await list({ search: 'ЕЛКА' }), ['Ёлка', 'елка'], `${plural}: Cyrillic, ё = е`)
    t.same(await list({ search: 'ΩMEGA' }), ['Ωmega'])
    t.same(await list({ search: '東' }), ['東京'])
    t.same(await list({ search: '🎉' }), ['🎉 Party'])
    const slugOnly = await make('Concert', 'live-musik')
    t.same(await list({ search: 'LIVE-MUSIK' }), ['Concert'], `${plural}: search by slug`)
    t.ok(slugOnly > 0)
    // A term's stored name is returned as written.
    t.ok((await list({})).includes('Ünïcode'))
  }
})

t.test('§3.10/§4.1 an event\'s embedded categories and tags are ordered by name, accents ignored; ties by id', async (t) => {
  const app = await fresh()
  const names = ['Zebra', 'Ünïcode', 'Tango', 'Vienna', 'éclair', 'Eclair']
  const cats: number[] = []
  for (const name of names) cats.push((await createTerm(app, 'categories', { name })).id)
  const ev = await createEvent(app, { ...DAY, title: 'With terms', categories: cats })
  const res = await req(app, { method: 'GET', url: `${BASE}/events/${ev.id}` })
  t.same((res.body.categories as Json[]).map((c) => c.name), ['éclair', 'Eclair', 'Tango', 'Ünïcode', 'Vienna', 'Zebra'])
})
