// Property tests of the input limits of SPEC §7 with exact expectations, on whichever database the run uses
// (TEST_DATABASE): a list parameter of more than 100 items, a NUL or an unpaired surrogate in any string
// parameter (at any depth of a body), a year outside 1–9999 in any date parameter and form, a description over
// its byte limit, more than 20 new terms in one event write — each is 400 rest_invalid_param naming the
// parameter, and its in-range neighbour is not refused. Every response also passes the checks of
// hostile-input.test.ts (no 5xx, the SPEC §3.3 error shape), and every rejected write leaves the database as it
// was (checker.ts fingerprint: records, links, terms, media, the id sequence).
//
// FUZZ_RUNS, FUZZ_SEED, FUZZ_ONLY, FUZZ_COLLECT as in hostile-input.test.ts; each property here runs FUZZ_RUNS / 4.
import t, { type Test } from 'tap'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { BASE } from '../helper.js'
import { EVENT_STATUSES } from '../../src/domain/event-status.js'
import { PLURAL, PREFIXES, RUNS, SEED, property, startApp, summarize, type Inject, type Pools, type Res } from './checker.js'
import {
  BOUNDARY, CHARS, IN_RANGE_DATES, LIST_FILTERS, OUT_OF_RANGE_DATES, WRITE_FIELDS, buildQuery, formEncode, listQuery, multipartEncode,
  textOfBytes, unstorableDeepOf, UNSTORABLE, withUnstorable, type Json, type Kind, type ListEncoding,
} from './hostile.js'

// SPEC §7's numbers, written out (not imported from src/domain/limits.ts): a change there must fail here.
const MAX_LIST_ITEMS = 100
const MAX_NEW_TERMS = 20
const MAX_EVENT_DESCRIPTION_BYTES = 128 * 1024
const MAX_TEXT_BYTES = 16 * 1024
const LIMIT_RUNS = Math.max(1, Math.ceil(RUNS / 4))
// Five properties of FUZZ_RUNS / 4 runs: ~25 s on SQLite on a loaded 2-core machine.
t.setTimeout(Math.ceil(RUNS / 200) * 120_000)

const KINDS: Kind[] = ['event', 'venue', 'organizer', 'category', 'tag']
const STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash']
const DATE_FILTERS = ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after']
/** A term name never used before in this run (fresh names are new terms). */
let fresh = 0
const freshName = () => `fresh term ${SEED} ${++fresh}`

const base: Record<Kind, () => Json> = {
  event: () => ({ title: 'Limits Fair', start_date: '2030-06-01 10:00:00', end_date: '2030-06-01 12:00:00' }),
  venue: () => ({ venue: 'Limits Hall' }),
  organizer: () => ({ organizer: 'Limits Org' }),
  category: () => ({ name: freshName() }),
  tag: () => ({ name: freshName() }),
}

type Encoding = 'json' | 'form' | 'multipart'
/** One write as inject options: POST to the collection or PATCH/PUT to a seeded record, as the admin. */
function write (pools: Pools, kind: Kind, target: 'create' | 'update', body: Json | string, how: Encoding, headers: Record<string, string>): Inject {
  const url = `${BASE}/${PLURAL[kind]}${target === 'create' ? '' : `/${pools.ids[kind][0]}`}`
  const method: InjectOptions['method'] = target === 'create' ? 'POST' : 'PATCH'
  if (typeof body === 'string') return { method, url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: body }
  if (how === 'form') return { method, url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: formEncode(body) }
  if (how === 'multipart') return { method, url, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: multipartEncode(body) }
  return { method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) }
}

const codeOf = (res: Res) => (res.body as { code?: string } | undefined)?.code
const paramsOf = (res: Res) => ((res.body as { data?: { params?: unknown } } | undefined)?.data?.params ?? {}) as Record<string, unknown>

/** 400 rest_invalid_param with `names` among data.params (any of them when `any`). */
const refused = (names: string[], any = false) => (res: Res): string[] => {
  const params = paramsOf(res)
  const named = names.filter((n) => n in params)
  if (res.statusCode === 400 && codeOf(res) === 'rest_invalid_param' && (any ? named.length > 0 : named.length === names.length)) return []
  return [`expected 400 rest_invalid_param naming ${names.join(any ? ' or ' : ' and ')}, got ${res.statusCode} ${codeOf(res)} ${JSON.stringify(params)}`]
}
/** A success (2xx). */
const accepted = (why: string) => (res: Res): string[] =>
  res.statusCode < 300 ? [] : [`expected a success (${why}), got ${res.statusCode} ${codeOf(res)} ${JSON.stringify(paramsOf(res))}`]

t.test('SPEC §7 limits: exact answers, and a rejected write changes nothing', async (t: Test) => {
  const started = Date.now()
  const { pools, callers, checker } = await startApp(t)
  const admin = callers.admin!
  t.comment(`FUZZ_RUNS=${RUNS} FUZZ_SEED=${SEED}`)
  // Item counts 50–300, and often right at the limit.
  const count = fc.oneof(fc.integer({ min: 50, max: 300 }), fc.integer({ min: MAX_LIST_ITEMS - 2, max: MAX_LIST_ITEMS + 2 }))

  // ---- list filters: > 100 items → 400 naming the parameter; ≤ 100 valid items → 200
  // Ids and slugs that exist (a filter naming a missing one is refused for that), in the default language (terms and
  // places are looked up in the request's language).
  const filterItem = (kind: Kind, param: string): fc.Arbitrary<string> => {
    if (param === 'status') return fc.constantFrom(...STATUSES)
    if (param === 'event_status') return fc.constantFrom(...EVENT_STATUSES)
    if (param === 'categories') return fc.oneof(fc.constantFrom(...pools.ids.category).map(String), fc.constantFrom('music', 'kids'))
    if (param === 'tags') return fc.oneof(fc.constantFrom(...pools.ids.tag).map(String), fc.constant('free'))
    const of: Kind = param === 'venue' ? 'venue' : param === 'organizer' ? 'organizer' : kind
    return fc.constantFrom(...pools.ids[of]).map(String)
  }
  const listFilter = fc.constantFrom(...KINDS.flatMap((kind) => LIST_FILTERS[kind].map((param) => [kind, param] as const))).chain(([kind, param]) => fc.record({
    kind: fc.constant(kind),
    param: fc.constant(param),
    items: count.chain((n) => fc.array(filterItem(kind, param), { minLength: n, maxLength: n })),
    how: fc.constantFrom<ListEncoding>('brackets', 'indexed', 'comma'),
  }))
  await t.test('list filters', async (t) => {
    await property(t, 'list filters', 0, listFilter, (r) => {
      const o: Inject = { method: 'GET', url: `${BASE}/${PLURAL[r.kind]}?${buildQuery(listQuery(r.param, r.items, r.how))}`, headers: admin }
      return checker.send(o, 'GET', r.items.length > MAX_LIST_ITEMS ? refused([r.param]) : accepted(`${r.items.length} items`))
    }, LIMIT_RUNS)
  })

  // ---- event write lists (organizer, categories, tags): the same rule, JSON arrays, comma lists and form bodies
  const linkItem: Record<string, fc.Arbitrary<unknown>> = {
    organizer: fc.constantFrom(...pools.ids.organizer),
    categories: fc.oneof(fc.constantFrom(...pools.ids.category), fc.constantFrom('Music', 'Kids')),
    tags: fc.oneof(fc.constantFrom(...pools.ids.tag), fc.constant('free')),
  }
  const writeList = fc.constantFrom('organizer', 'categories', 'tags').chain((param) => fc.record({
    param: fc.constant(param),
    target: fc.constantFrom<'create' | 'update'>('create', 'update'),
    items: count.chain((n) => fc.array(linkItem[param]!, { minLength: n, maxLength: n })),
    // a comma list is a list parameter's form only (not organizer's: SPEC §3.2 lists, §4.1 organizer)
    how: fc.constantFrom<ListEncoding | 'json-array'>('json-array', 'json-array', 'brackets', 'indexed', ...(param === 'organizer' ? [] : ['comma' as const])),
  }))
  await t.test('event write lists', async (t) => {
    await property(t, 'event write lists', 1, writeList, (r) => {
      const items = r.items.map(String)
      const o = r.how === 'json-array'
        ? write(pools, 'event', r.target, { ...base.event(), [r.param]: r.items }, 'json', admin)
        : r.how === 'comma'
          ? write(pools, 'event', r.target, { ...base.event(), [r.param]: items.join(',') }, 'json', admin)
          : write(pools, 'event', r.target, `${formEncode(base.event())}&${buildQuery(listQuery(r.param, items, r.how))}`, 'form', admin)
      return checker.send(o, String(o.method), r.items.length > MAX_LIST_ITEMS ? refused([r.param]) : accepted(`${r.items.length} items`))
    }, LIMIT_RUNS)
  })

  // ---- NUL / unpaired surrogates: query parameters (NUL: a surrogate cannot be percent-encoded), path slugs, and
  // write bodies at any depth (JSON: both; form and multipart: NUL, multipart not in field names)
  const nul = ['\u0000']
  const unstorableRead = fc.record({
    kind: fc.constantFrom(...KINDS),
    prefix: fc.constantFrom(...PREFIXES),
    value: withUnstorable(fc.constantFrom('', '1', 'music', 'publish', '2030-01-01', 'Café 🎉')).map((s) => s.replace(/[\uD800-\uDFFF]/g, '\u0000')),
  }).chain((r) => fc.record({ r: fc.constant(r), param: fc.constantFrom(...['search', 'page', 'per_page', ...LIST_FILTERS[r.kind], ...(r.kind === 'event' ? DATE_FILTERS : []), ...(r.kind === 'category' || r.kind === 'tag' ? [] : ['by-slug'])]) }))
  await t.test('NUL in query parameters and slugs', async (t) => {
    await property(t, 'NUL in query parameters and slugs', 2, unstorableRead, ({ r, param }) => {
      const url = param === 'by-slug'
        ? `${r.prefix}${BASE}/${PLURAL[r.kind]}/by-slug/${encodeURIComponent(`a${r.value}`)}`
        : `${r.prefix}${BASE}/${PLURAL[r.kind]}?${buildQuery([{ name: param, shape: 'plain', value: r.value, how: 'pct' }])}`
      return checker.send({ method: 'GET', url, headers: admin }, 'GET', refused([param === 'by-slug' ? 'slug' : param]))
    }, LIMIT_RUNS)
  })
  const unstorableWrite = fc.record({
    kind: fc.constantFrom(...KINDS),
    target: fc.constantFrom<'create' | 'update'>('create', 'update'),
    how: fc.constantFrom<Encoding>('json', 'json', 'form', 'multipart'),
  }).chain((r) => fc.record({
    r: fc.constant(r),
    field: fc.constantFrom(...WRITE_FIELDS[r.kind]),
    value: r.how === 'json' ? unstorableDeepOf(UNSTORABLE) : unstorableDeepOf(nul, r.how === 'form'),
  }))
  await t.test('NUL and unpaired surrogates in write bodies', async (t) => {
    await property(t, 'NUL and unpaired surrogates in write bodies', 3, unstorableWrite, ({ r, field, value }) => {
      const o = write(pools, r.kind, r.target, { ...base[r.kind](), [field]: value }, r.how, admin)
      return checker.send(o, String(o.method), refused([field]))
    }, LIMIT_RUNS)
  })

  // ---- years outside 1–9999: every date parameter, every form; an event's start/end also once converted to UTC
  const ZONED: Array<[string, string, boolean]> = [
    ['0001-01-01 10:00', 'UTC+14', false], ['0001-01-01 10:00', 'UTC-10', true], ['9999-12-31 20:00', 'UTC-10', false],
    ['9999-12-31 20:00', 'UTC+14', true], ['0001-01-01 00:30', 'Asia/Tokyo', false], ['9999-12-31 23:30', 'America/New_York', false],
  ]
  const dateCase = fc.oneof(
    fc.record({ kind: fc.constant<Kind>('event'), field: fc.constantFrom(...DATE_FILTERS), read: fc.constant(true) }),
    fc.record({ kind: fc.constant<Kind>('event'), field: fc.constantFrom('start_date', 'end_date', 'date', 'date_utc'), read: fc.constant(false) }),
    fc.record({ kind: fc.constantFrom<Kind>('venue', 'organizer'), field: fc.constantFrom('date', 'date_utc'), read: fc.constant(false) })
  ).chain((c) => fc.record({
    c: fc.constant(c),
    value: fc.oneof(
      fc.constantFrom(...OUT_OF_RANGE_DATES).map((v) => ({ v, ok: false, zone: undefined as string | undefined })),
      fc.constantFrom(...IN_RANGE_DATES).map((v) => ({ v, ok: true, zone: undefined as string | undefined })),
      ...(c.kind === 'event' && (c.field === 'start_date' || c.field === 'end_date') && !c.read ? [fc.constantFrom(...ZONED).map(([v, zone, ok]) => ({ v, ok, zone }))] : [])
    ),
    target: fc.constantFrom<'create' | 'update'>('create', 'update'),
    prefix: fc.constantFrom(...PREFIXES),
  }))
  await t.test('years outside 1–9999', async (t) => {
    await property(t, 'years outside 1–9999', 4, dateCase, ({ c, value, target, prefix }) => {
      const expect = value.ok ? accepted(`year in range: ${value.v}`) : refused(c.field === 'start_date' || c.field === 'end_date' ? ['start_date', 'end_date'] : [c.field], true)
      if (c.read) {
        const url = `${prefix}${BASE}/events?${buildQuery([{ name: c.field, shape: 'plain', value: value.v, how: 'pct' }])}`
        return checker.send({ method: 'GET', url, headers: admin }, 'GET', value.ok ? accepted(`year in range: ${value.v}`) : refused([c.field]))
      }
      // start and end alike, so that an in-range value is not refused for ending before it starts
      const dates = c.field === 'start_date' || c.field === 'end_date' ? { start_date: value.v, end_date: value.v } : { [c.field]: value.v }
      const o = write(pools, c.kind, target, { ...base[c.kind](), ...dates, ...(value.zone ? { timezone: value.zone } : {}) }, 'json', admin)
      return checker.send(o, String(o.method), expect)
    }, LIMIT_RUNS)
  })

  // ---- descriptions around their byte limits, in characters of 1–4 bytes
  const LIMITS: Array<[Kind, string, number]> = [
    ['event', 'description', MAX_EVENT_DESCRIPTION_BYTES], ['event', 'excerpt', MAX_TEXT_BYTES],
    ...(['venue', 'organizer', 'category', 'tag'] as const).map((k): [Kind, string, number] => [k, 'description', MAX_TEXT_BYTES]),
  ]
  const sized = fc.record({
    limit: fc.constantFrom(...LIMITS),
    char: fc.constantFrom(...CHARS),
    delta: fc.oneof(fc.integer({ min: -4, max: 4 }), fc.constantFrom(-4096, 4096)),
    target: fc.constantFrom<'create' | 'update'>('create', 'update', 'update'),
    how: fc.constantFrom<Encoding>('json', 'json', 'form', 'multipart'),
  })
  await t.test('descriptions around their byte limits', async (t) => {
    await property(t, 'descriptions around their byte limits', 5, sized, ({ limit: [kind, field, max], char, delta, target, how }) => {
      const bytes = max + delta
      const o = write(pools, kind, target, { ...base[kind](), [field]: textOfBytes(bytes, char) }, how, admin)
      return checker.send(o, String(o.method), bytes > max ? refused([field]) : accepted(`${bytes} bytes ≤ ${max}`))
    }, LIMIT_RUNS)
  })

  // ---- new terms per event write: > 20 (categories and tags together) → 400, nothing created
  const newTerms = fc.record({
    categories: fc.integer({ min: 0, max: 30 }),
    tags: fc.integer({ min: 0, max: 30 }),
    known: fc.array(fc.constantFrom<unknown>(...pools.ids.category, 'Music'), { maxLength: 3 }),
    target: fc.constantFrom<'create' | 'update'>('create', 'update'),
    comma: fc.boolean(),
  }).filter((r) => Math.abs(r.categories + r.tags - MAX_NEW_TERMS) <= 6 || r.categories + r.tags > 40)
  await t.test('new terms per event write', async (t) => {
    await property(t, 'new terms per event write', 6, newTerms, (r) => {
      const categories = [...r.known, ...Array.from({ length: r.categories }, freshName)]
      const tags = Array.from({ length: r.tags }, freshName)
      const list = (a: unknown[]) => (r.comma ? a.map(String).join(',') : a)
      const o = write(pools, 'event', r.target, { ...base.event(), categories: list(categories), tags: list(tags) }, 'json', admin)
      const named = [...(r.categories ? ['categories'] : []), ...(r.tags ? ['tags'] : [])]
      return checker.send(o, String(o.method), r.categories + r.tags > MAX_NEW_TERMS ? refused(named, true) : accepted(`${r.categories + r.tags} new terms`))
    }, LIMIT_RUNS)
  })

  summarize(t, checker, started)
})
