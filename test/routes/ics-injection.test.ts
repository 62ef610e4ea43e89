// Issue 37 (item 2): no record text can steer the iCalendar feeds. Events, venues, organizers and categories with
// hostile texts — CRLF with `END:VEVENT`/`BEGIN:VEVENT`, `METHOD:CANCEL`, `"` in names, `;` `,` `\`, every C0
// control, DEL, a lone CR — are read back through every feed answer (GET /events/<id>.ics, GET /events.ics, with
// expand=true, and `Accept: text/calendar`) by ical.js and node-ical: exactly the VEVENTs expected, one ORGANIZER each,
// the calendar's own METHOD:PUBLISH alone, and SUMMARY, CN, LOCATION, CATEGORIES and the calendar name the stored text
// minus what RFC 5545 forbids. Then a property over random strings (fast-check, pinned seed).
import t, { type Test } from 'tap'
import fc from 'fast-check'
import ICAL from 'ical.js'
import nodeIcal from 'node-ical'
import { auth, BASE, build, req } from '../helper.js'
import { SEED } from '../property/checker.js'

type Json = Record<string, any>

// NUL is refused on every write (SPEC §7), the others are stored.
const CONTROLS = Array.from({ length: 0x1f }, (_, i) => String.fromCharCode(i + 1)).join('') + '\u007f'
const HOSTILE = [
  'Fair\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil@x\r\nSUMMARY:Injected\r\nDTSTART:20300101T000000Z\r\nEND:VEVENT\r\nBEGIN:VEVENT',
  'Cancelled?\r\nMETHOD:CANCEL\nMETHOD:CANCEL\rMETHOD:CANCEL',
  'Club "the" organisers";CN="Mallory":mailto:mallory@evil.example',
  'semi;colon, comma\\ backslash: colon',
  `controls${CONTROLS}end`,
  'lone\rCR and LF\nand ESC\u001b',
]

/** What RFC 5545 lets a TEXT value carry of `s`: controls but HTAB gone, line breaks one LF (the test's own reading of
 *  §3.3.11, not the service's function). */
// eslint-disable-next-line no-control-regex -- controls are what this takes out
const asText = (s: string): string => s.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
/** ... and a parameter value (§3.2): no line break, no DQUOTE either. */
const asParam = (s: string): string => asText(s).replace(/\n/g, ' ').replace(/"/g, "'")
/** ... compared without backslashes: ical.js takes some of them in a parameter as escapes (RFC 5545 has none there). */
const cnOf = (s: string): string => asParam(s).replace(/\\/g, '')
/** ical.js leaves an x-property (X-WR-CALNAME) as written: its TEXT escapes undone here. */
const unescapeText = (v: string): string => v.replace(/\\([\\;,nN])/g, (_m, c: string) => c === 'n' || c === 'N' ? '\n' : c)

const app = await build(t)
const get = (url: string, headers: Record<string, string> = {}) => req(app, { method: 'GET', url, headers })

async function hostileEvent (s: string, n: number): Promise<Json | null> {
  const term = await req(app, { method: 'POST', url: `${BASE}/categories`, headers: auth, payload: { name: `${s} ${n}` } })
  const res = await req(app, {
    method: 'POST',
    url: `${BASE}/events`,
    headers: auth,
    payload: {
      title: s,
      description: s,
      start_date: '2030-04-12 14:00:00',
      end_date: '2030-04-12 18:00:00',
      venue: { venue: `${s} ${n}`, address: s, city: s, geo_lat: 52.1, geo_lng: 5.1 },
      organizer: [{ organizer: `${s} ${n}`, email: s }],
      ...(term.statusCode === 201 ? { categories: [term.body.id] } : {}),
    },
  })
  if (res.statusCode === 400) return null // a text the service refuses (NUL) never reaches a feed
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.raw}`)
  return res.body as Json
}

interface Seen { summary: string; cn: string[]; location: string | null; categories: string[] }

/** Parses `text` with both parsers; fails `t` unless it is one calendar of exactly the VEVENTs of `events` (by UID). */
function parse (t: Test, text: string, events: Json[], what: string): { name: string; events: Map<string, Seen> } {
  const cal = new ICAL.Component(ICAL.parse(text))
  t.same(cal.getAllProperties('method').map((p) => p.getFirstValue()), ['PUBLISH'], `${what}: the calendar's METHOD:PUBLISH alone`)
  const vevents = cal.getAllSubcomponents('vevent')
  const uids = events.map((e) => `${e.id}@example.org`).sort()
  t.same(vevents.map((v) => String(v.getFirstPropertyValue('uid'))).sort(), uids, `${what}: ical.js reads exactly the events`)
  const node = Object.values(nodeIcal.sync.parseICS(text)).filter((v) => v?.type === 'VEVENT') as nodeIcal.VEvent[]
  t.same(node.map((v) => v.uid).sort(), uids, `${what}: node-ical reads exactly the events`)
  const seen = new Map<string, Seen>()
  for (const ve of vevents) {
    const organizers = ve.getAllProperties('organizer')
    t.equal(organizers.length, 1, `${what}: one ORGANIZER`)
    seen.set(String(ve.getFirstPropertyValue('uid')), {
      summary: String(ve.getFirstPropertyValue('summary')),
      cn: organizers.map((o) => String(o.getParameter('cn')).replace(/\\/g, '')),
      location: (ve.getFirstPropertyValue('location') as string | null) ?? null,
      categories: ve.getAllProperties('categories').flatMap((p) => p.getValues().map(String)),
    })
  }
  for (const v of node) t.equal(String(v.summary), seen.get(v.uid)?.summary, `${what}: node-ical reads the SUMMARY ical.js reads`)
  return { name: unescapeText(String(cal.getFirstPropertyValue('x-wr-calname'))), events: seen }
}

/** The feed's view of event `e` against its JSON. */
function checkEvent (t: Test, seen: Map<string, Seen>, e: Json, what: string): void {
  const s = seen.get(`${e.id}@example.org`)
  if (!s) return
  t.equal(s.summary, asText(e.title), `${what}: SUMMARY`)
  t.same(s.cn, [cnOf(e.organizer[0].organizer)], `${what}: CN`)
  t.equal(s.location?.split('\n')[0], asText(e.venue.venue).split('\n')[0], `${what}: LOCATION`)
  t.same(s.categories, e.categories.map((c: Json) => asText(c.name)), `${what}: CATEGORIES`)
}

const created: Json[] = []
for (const [i, s] of HOSTILE.entries()) {
  const e = await hostileEvent(s, i)
  if (e) created.push(e)
}

t.test('hostile texts through every feed answer', async (t) => {
  t.equal(created.length, HOSTILE.length, 'every hostile event was stored')
  for (const e of created) {
    for (const [url, headers] of [[`${BASE}/events/${e.id}.ics`, {}], [`${BASE}/events/${e.id}.ics?expand=true`, {}], [`${BASE}/events/${e.id}`, { accept: 'text/calendar' }]] as const) {
      const res = await get(url, headers)
      t.equal(res.statusCode, 200, url)
      const { name, events } = parse(t, res.raw, [e], url)
      t.equal(name, asText(e.title), `${url}: X-WR-CALNAME is the title`)
      checkEvent(t, events, e, url)
    }
  }
  const include = `include=${created.map((e) => e.id).join(',')}&start_date=2030-01-01&end_date=2030-12-31`
  for (const [url, headers] of [[`${BASE}/events.ics?${include}`, {}], [`${BASE}/events.ics?${include}&expand=true`, {}], [`${BASE}/events?${include}`, { accept: 'text/calendar' }]] as const) {
    const res = await get(url, headers)
    t.equal(res.statusCode, 200, url)
    const { events } = parse(t, res.raw, created, url)
    for (const e of created) checkEvent(t, events, e, `${url} ${e.id}`)
  }
})

t.test('hostile URLs: ORGANIZER from a website, one URI with nothing a URI may not hold', async (t) => {
  for (const website of ['https://example.org/a b"c;d,e\\f<g>?q=1,2;3', 'https://example.org/x\r\nMETHOD:CANCEL', 'https://example.org/ü%zz']) {
    const res = await req(app, {
      method: 'POST',
      url: `${BASE}/events`,
      headers: auth,
      payload: { title: 'Web', start_date: '2030-05-01 10:00:00', end_date: '2030-05-01 11:00:00', organizer: [{ organizer: `Web "only" ${website}`, website }] },
    })
    if (res.statusCode === 400) { t.pass(`refused: ${JSON.stringify(website)}`); continue }
    t.equal(res.statusCode, 201, JSON.stringify(website))
    const ics = await get(`${BASE}/events/${res.body.id}.ics`)
    const { events } = parse(t, ics.raw, [res.body], JSON.stringify(website))
    t.ok(events.size === 1, 'one VEVENT')
    const cal = new ICAL.Component(ICAL.parse(ics.raw))
    const uri = String(cal.getFirstSubcomponent('vevent')!.getFirstPropertyValue('organizer'))
    t.match(uri, /^https:\/\/example\.org\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/, `ORGANIZER ${uri}: a URI, no escapes`)
  }
})

t.test('property: random texts never steer the feed', async (t) => {
  const unit = fc.oneof(
    fc.constantFrom('\r', '\n', '\r\n', '"', ';', ',', ':', '\\', '\u0001', '\u001f', '\u007f', '\t', 'END:VEVENT', 'BEGIN:VEVENT', 'METHOD:CANCEL', 'Ü', '🎉'),
    fc.string({ unit: 'binary', maxLength: 3 })
  )
  let n = 100
  await fc.assert(fc.asyncProperty(fc.string({ unit, minLength: 1, maxLength: 30 }), async (s) => {
    const e = await hostileEvent(s, n++)
    if (!e) return
    const res = await get(`${BASE}/events/${e.id}.ics`)
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} for ${JSON.stringify(s)}`)
    const cal = new ICAL.Component(ICAL.parse(res.raw))
    const vevents = cal.getAllSubcomponents('vevent')
    const problems: string[] = []
    if (cal.getAllProperties('method').length !== 1) problems.push('METHOD')
    if (vevents.length !== 1) problems.push(`${vevents.length} VEVENTs`)
    const ve = vevents[0]
    if (ve) {
      if (ve.getFirstPropertyValue('summary') !== asText(e.title)) problems.push(`SUMMARY ${JSON.stringify(ve.getFirstPropertyValue('summary'))}`)
      const cn = ve.getAllProperties('organizer').map((o) => String(o.getParameter('cn')).replace(/\\/g, ''))
      if (cn.length !== 1 || cn[0] !== cnOf(e.organizer[0].organizer)) problems.push(`CN ${JSON.stringify(cn)}`)
    }
    if (Object.values(nodeIcal.sync.parseICS(res.raw)).filter((v) => v?.type === 'VEVENT').length !== 1) problems.push('node-ical VEVENTs')
    if (problems.length) throw new Error(`${problems.join('; ')} for ${JSON.stringify(s)}`)
  }), { numRuns: 40, seed: SEED })
  t.pass('40 runs')
})
