// The access matrix (./access-matrix.test.ts, SPEC §2.3, §2.5, §3.9) carried to the iCalendar answers (issue 37): for
// every role — anonymous, subscriber, contributor, the author of the records, another author, editor, administrator —
// nothing any .ics answer shows may be something the caller's JSON answers do not show. Every record has a title and
// a description marker of its own; the records are series whose occurrences are password-protected, draft, pending,
// private or trashed, a password-protected master with a plain override, and events alone in each of those states,
// owned by two authors. The JSON answers (the list, every record read alone) give the markers a caller may see; every
// iCalendar answer — GET /events/<id>.ics of every record, `Accept: text/calendar` on GET /events/<id> of the masters,
// GET /events.ics with and without `expand=true`, with and without `status` — may show no other.
import t from 'tap'
import { addUser, auth, BASE, build, req } from '../helper.js'

const ALL = 'start_date=2000-01-01&end_date=2100-01-01'
const PW = 'open sesame'
const day = (n: number): string => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10)
let seq = 0
/** A title and a description marker of their own; the description's is what a blanked answer must not show. */
const marked = () => { const n = ++seq; return { title: `Tmark${n}x`, description: `<p>Dmark${n}x secret notes</p>` } }
const MARKERS = /[TD]mark\d+x/g
const markers = (text: string): Set<string> => new Set(text.replace(/\r\n[ \t]/g, '').match(MARKERS) ?? [])

type Headers = Record<string, string>

t.test('iCalendar answers show nothing the JSON answers do not, per role × record state', async (t) => {
  const app = await build(t)
  const authorA = await addUser(app, 'author-a', 'author')
  const authorB = await addUser(app, 'author-b', 'author')
  const callers: Record<string, Headers> = {
    anonymous: {},
    subscriber: (await addUser(app, 'sub', 'subscriber')).headers,
    contributor: (await addUser(app, 'contrib', 'contributor')).headers,
    'author (own)': authorA.headers,
    'author (other)': authorB.headers,
    editor: (await addUser(app, 'ed', 'editor')).headers,
    administrator: auth,
  }

  async function write (headers: Headers, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<any> {
    const res = await req(app, { method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) })
    if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`${method} ${url}: ${res.statusCode} ${res.raw}`)
    return res.body
  }

  /** The records of one owner; returns the ids of every event made (occurrences included) and of the masters. */
  async function records (owner: Headers, offset: number): Promise<{ ids: number[]; masters: number[] }> {
    const when = (n: number) => ({ start_date: `${day(offset + n)} 10:00:00`, end_date: `${day(offset + n)} 12:00:00` })
    const series = await write(owner, 'POST', '/events', { ...marked(), ...when(1), status: 'publish', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=7'] })
    const occ = await req(app, { url: `${BASE}/events?post_parent=${series.id}&${ALL}&per_page=50&status=publish`, headers: auth })
    const [protectedOcc, draftOcc, pendingOcc, privateOcc, trashedOcc] = (occ.body.events as Array<{ id: number }>).map((e) => e.id)
    await write(owner, 'PUT', `/events/${protectedOcc}?recurrence_scope=this`, { ...marked(), password: PW })
    await write(owner, 'PUT', `/events/${draftOcc}?recurrence_scope=this`, { ...marked(), status: 'draft' })
    await write(owner, 'PUT', `/events/${pendingOcc}?recurrence_scope=this`, { ...marked(), status: 'pending' })
    await write(owner, 'PUT', `/events/${privateOcc}?recurrence_scope=this`, { ...marked(), status: 'private' })
    await write(owner, 'PUT', `/events/${trashedOcc}?recurrence_scope=this`, marked())
    await write(owner, 'DELETE', `/events/${trashedOcc}?recurrence_scope=this`)
    const locked = await write(owner, 'POST', '/events', { ...marked(), ...when(2), status: 'publish', password: PW, recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] })
    const lockedOcc = await req(app, { url: `${BASE}/events?post_parent=${locked.id}&${ALL}&per_page=50`, headers: auth })
    const [plainOverride] = (lockedOcc.body.events as Array<{ id: number }>).map((e) => e.id)
    await write(owner, 'PUT', `/events/${plainOverride}?recurrence_scope=this`, { ...marked(), password: '' })
    const alone: number[] = []
    for (const extra of [{ status: 'draft' }, { status: 'pending' }, { status: 'private' }, { status: 'publish', password: PW }, { status: 'publish' }]) {
      alone.push((await write(owner, 'POST', '/events', { ...marked(), ...when(3), ...extra })).id)
    }
    await write(owner, 'DELETE', `/events/${alone[4]}`)
    const everyone = await req(app, { url: `${BASE}/events?${ALL}&per_page=50&status=publish,draft,pending,private,trash`, headers: auth })
    const ids = (everyone.body.events as Array<{ id: number; series_id: number | null }>)
      .filter((e) => [series.id, locked.id].includes(e.series_id ?? -1) || alone.includes(e.id)).map((e) => e.id)
    return { ids: [...new Set([series.id, locked.id, ...ids, ...alone])], masters: [series.id, locked.id] }
  }

  const a = await records(authorA.headers, 0)
  const b = await records(authorB.headers, 1)
  const ids = [...a.ids, ...b.ids]
  const masters = [...a.masters, ...b.masters]
  t.ok(ids.length >= 30, `${ids.length} records`)

  let leaks = 0
  let icsAnswers = 0
  for (const [name, headers] of Object.entries(callers)) {
    // What the JSON answers show this caller: the list (each status it may ask for) and every record read alone.
    const shown = new Set<string>()
    const get = (url: string, extra: Headers = {}) => req(app, { url: `${BASE}${url}`, headers: { ...headers, ...extra } })
    for (const status of ['', '&status=publish,draft,pending,private,future', '&status=trash']) {
      for (let page = 1; ; page++) {
        const res = await get(`/events?${ALL}&per_page=50&page=${page}${status}`)
        if (res.statusCode !== 200) break
        for (const m of markers(res.raw)) shown.add(m)
        if (page >= res.body.total_pages) break
      }
    }
    for (const id of ids) {
      const res = await get(`/events/${id}`)
      if (res.statusCode === 200) for (const m of markers(res.raw)) shown.add(m)
    }

    const check = (label: string, status: number, raw: string) => {
      if (status !== 200) return
      icsAnswers++
      const extra = [...markers(raw)].filter((m) => !shown.has(m))
      if (extra.length > 0) leaks++
      t.same(extra, [], `${name}: ${label} shows only what the JSON shows`)
    }
    for (const id of ids) {
      for (const q of ['', '?expand=true']) {
        const res = await get(`/events/${id}.ics${q}`)
        check(`GET /events/${id}.ics${q}`, res.statusCode, res.raw)
      }
    }
    for (const id of masters) {
      const res = await get(`/events/${id}`, { accept: 'text/calendar' })
      t.equal(res.statusCode === 200 ? String(res.headers['content-type']).split(';')[0] : 'text/calendar', 'text/calendar', `${name}: Accept: text/calendar on a master answers iCalendar`)
      check(`Accept: text/calendar on GET /events/${id}`, res.statusCode, res.raw)
    }
    for (const q of ['', '&expand=true', '&status=publish,draft,pending,private,future', '&status=publish,draft,pending,private,future&expand=true', '&status=trash']) {
      const res = await get(`/events.ics?${ALL}${q}`)
      check(`GET /events.ics?${ALL}${q}`, res.statusCode, res.raw)
      const neg = await get(`/events?${ALL}${q}`, { accept: 'text/calendar' })
      check(`Accept: text/calendar on GET /events?${ALL}${q}`, neg.statusCode, neg.raw)
    }
  }
  t.equal(leaks, 0, `no iCalendar answer of ${icsAnswers} shows more than its caller's JSON`)
  t.ok(icsAnswers > 200, `the answers were iCalendar ones (${icsAnswers} of 200)`)

  // The case of the issue: an anonymous master .ics with a password-protected detached occurrence. The override is
  // there (its title and times, as the JSON list shows them), its description is not.
  const master = a.masters[0]!
  const anon = await req(app, { url: `${BASE}/events/${master}.ics` })
  t.equal(anon.statusCode, 200)
  const text = anon.raw.replace(/\r\n[ \t]/g, '')
  t.equal((text.match(/RECURRENCE-ID/g) ?? []).length, 1, 'one override an anonymous caller may read: the protected occurrence')
  t.notMatch(text, /X-ALT-DESC[^\r]*secret notes[^\r]*\r\n(?:(?!END:VEVENT)[\s\S])*RECURRENCE-ID/, 'the override carries no X-ALT-DESC of its text')
  const unlocked = await req(app, { url: `${BASE}/events/${master}.ics?password=${encodeURIComponent(PW)}` })
  t.ok(markers(unlocked.raw).size > markers(anon.raw).size, 'the password unlocks the occurrence in the master\'s .ics, as in the list')
})

t.test('the master\'s JSON list and its .ics blank a protected occurrence alike (node-ical reads it)', async (t) => {
  const app = await build(t)
  const nodeIcal = (await import('node-ical')).default
  const master = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'Weekly', description: 'Open to all', start_date: `${day(2)} 10:00:00`, end_date: `${day(2)} 11:00:00`, status: 'publish', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] } })).body
  const occ = await req(app, { url: `${BASE}/events?post_parent=${master.id}&${ALL}`, headers: auth })
  const target = occ.body.events[0].id
  await req(app, { method: 'PUT', url: `${BASE}/events/${target}?recurrence_scope=this`, headers: auth, payload: { description: '<p>Door code 4711</p>', password: PW } })
  const list = await req(app, { url: `${BASE}/events?post_parent=${master.id}&${ALL}` })
  const json = list.body.events.find((e: any) => e.id === target)
  t.equal(json.description, '', 'the JSON list blanks the protected occurrence')
  for (const [label, res] of [
    ['.ics', await req(app, { url: `${BASE}/events/${master.id}.ics` })],
    ['Accept', await req(app, { url: `${BASE}/events/${master.id}`, headers: { accept: 'text/calendar' } })],
  ] as const) {
    t.equal(res.statusCode, 200, label)
    t.notMatch(res.raw, /4711/, `${label}: the protected occurrence's text is not there`)
    const parsed = Object.values(nodeIcal.sync.parseICS(res.raw)).filter((c: any) => c.type === 'VEVENT') as any[]
    // node-ical keys each override twice (by date and by date-time): the same object.
    const recurrences = [...new Set(Object.values(parsed[0]?.recurrences ?? {}))] as any[]
    t.equal(recurrences.length, 1, `${label}: node-ical relates the override to its master`)
    t.notOk(recurrences[0]?.description, `${label}: the override has no description`)
  }
  const own = await req(app, { url: `${BASE}/events/${target}.ics` })
  t.equal(own.statusCode, 403, 'the occurrence\'s own .ics answers 403, as its JSON does')
})
