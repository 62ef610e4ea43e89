// The workspace lists' DOM-free rules (src/manage/lists/model.ts): the tabs and row actions of each role match what
// the API allows (src/domain/access.ts canEdit, checked here against it for every role and record), the state in the
// address goes to the API query and back, invalid address values are dropped, event dates show the event's wall
// clock whatever the browser's zone, and the category tree puts parents before children (cycles included).
import t from 'tap'
import { canEdit, canPublish, ROLES, type Role } from '../../src/domain/access.js'
import {
  apiQuery, canCreate, categoryTree, formatEventDates, isOccurrence, readState, rowActions, stateHash, tabsFor,
} from '../../src/manage/lists/model.js'
import { LIST_WORDS } from '../../src/manage/lists/words.js'

const STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash']

t.test('row actions offer what canEdit allows, for every role, owner and status', async (t) => {
  for (const role of ROLES) {
    for (const own of [true, false]) {
      for (const status of STATUSES) {
        const caller = { userId: 7, role: role as Role }
        const record = { id: 1, status, author: String(own ? 7 : 8) }
        const a = rowActions({ id: 7, role }, 'events', record)
        const allowed = canEdit(caller, { authorId: own ? 7 : 8, status })
        const label = `${role} ${own ? 'own' : 'other'} ${status}`
        t.equal(a.edit || a.restore, allowed, `${label}: some action exactly when the API allows`)
        t.equal(a.trash, allowed && status !== 'trash', `${label}: trash`)
        t.equal(a.restore && a.deleteForever, allowed && status === 'trash', `${label}: restore and delete in the trash`)
        t.equal(a.publish, allowed && status === 'pending' && (role === 'editor' || role === 'administrator'), `${label}: moderation`)
        if (a.publish) t.ok(canPublish(caller), 'only a role that may publish moderates')
        t.equal(rowActions({ id: 7, role }, 'venues', record).publish, false, 'no moderation of venues')
      }
    }
  }
})

t.test('tabs and New per role; terms have no statuses', async (t) => {
  t.same(tabsFor('subscriber', 'events'), [], 'a subscriber may list only published records: no tabs')
  t.same(tabsFor('contributor', 'events'), ['all', 'publish', 'future', 'draft', 'pending', 'private', 'trash'])
  t.same(tabsFor('administrator', 'categories'), [])
  t.same(['administrator', 'editor', 'author', 'contributor', 'subscriber'].map((r) => canCreate(r, 'events')), [true, true, true, true, false])
  t.same(['administrator', 'editor', 'author', 'contributor', 'subscriber'].map((r) => canCreate(r, 'categories')), [true, true, true, false, false])
  t.same(['administrator', 'editor', 'author', 'contributor', 'subscriber'].map((r) => canCreate(r, 'tags')), [true, true, false, false, false])
  t.same(rowActions({ id: 1, role: 'author' }, 'tags', { id: 3 }), { edit: false, trash: false, restore: false, deleteForever: false, publish: false, reject: false, delete: false })
  t.equal(rowActions({ id: 1, role: 'author' }, 'categories', { id: 3 }).delete, true)
  t.equal(rowActions({ id: 1, role: 'nobody' }, 'events', { id: 3, status: 'draft', author: '1' }).edit, false, 'an unknown role gets nothing')
})

t.test('the state in the address, the API query, and back', async (t) => {
  const q = new URLSearchParams('status=pending&search=jazz&page=2&start_date=2026-01-01&end_date=2026-02-01&category=4&tag=5&venue=6&organizer=7')
  const state = readState('events', q)
  t.same(state, { status: 'pending', search: 'jazz', page: 2, start_date: '2026-01-01', end_date: '2026-02-01', category: '4', tag: '5', venue: '6', organizer: '7' })
  t.equal(stateHash('events', state), '#/events?status=pending&search=jazz&start_date=2026-01-01&end_date=2026-02-01&category=4&tag=5&venue=6&organizer=7&page=2')
  t.same(readState('events', new URLSearchParams(stateHash('events', state).split('?')[1])), state, 'round trip')
  const want = { per_page: 20, page: 2, search: 'jazz', status: 'pending', starts_after: '1900-01-01', start_date: '2026-01-01', end_date: '2026-02-01', categories: '4', tags: '5', venue: '6', organizer: '7' }
  t.same(apiQuery('events', state, 'pending'), want)
  t.equal(apiQuery('events', state, 'all').status, undefined, 'All: the API\'s default scope')
  const undated = { ...state, start_date: '', end_date: '' }
  const now = new Date(2026, 2, 1, 12)
  t.equal(apiQuery('events', undated, 'all', 20, now).starts_after, '2026-02-28', 'All without dates: from yesterday on, the soonest first')
  t.equal(apiQuery('events', undated, 'future', 20, now).starts_after, '2026-02-28', 'Scheduled: the same')
  for (const tab of ['draft', 'pending', 'private', 'trash'] as const) t.equal(apiQuery('events', undated, tab, 20, now).starts_after, '1900-01-01', `${tab}: every date`)
  t.equal(apiQuery('events', state, 'all', 20, now).starts_after, '1900-01-01', 'dates chosen: they decide')
  const hostile = readState('events', new URLSearchParams('status=any&page=-3&start_date=tomorrow&category=1,2&venue=<x>&search=' + 'x'.repeat(500)))
  t.same({ ...hostile, search: hostile.search.length }, { status: null, search: 200, page: 1, start_date: '', end_date: '', category: '', tag: '', venue: '', organizer: '' }, 'invalid values are dropped')
  t.same(readState('venues', q), { ...state, start_date: '', end_date: '', category: '', tag: '', venue: '', organizer: '' }, 'venues have no event filters')
  t.same(apiQuery('tags', readState('tags', new URLSearchParams('status=trash&search=a')), 'trash'), { per_page: 20, page: undefined, search: 'a', hide_empty: false }, 'terms: no status, unused ones too')
  t.equal(stateHash('venues', readState('venues', new URLSearchParams())), '#/venues', 'defaults leave the address short')
})

t.test('event dates: the event\'s wall clock in the page\'s language, whatever the browser\'s zone', async (t) => {
  const d = (day: string, hour: string) => ({ year: '2026', month: '03', day, hour, minutes: '30', seconds: '00' })
  const e = { start_date_details: d('29', '01'), end_date_details: d('29', '04'), all_day: false, timezone_abbr: 'CEST' }
  t.equal(formatEventDates(e, 'en', 'all day'), 'Sun, Mar 29, 2026 01:30 AM – 04:30 AM CEST', 'across a DST change: as stored')
  t.match(formatEventDates(e, 'de', 'ganztägig'), /^So\., 29\. März 2026 01:30 – 04:30 CEST$/)
  t.match(formatEventDates({ ...e, end_date_details: d('30', '23'), all_day: true }, 'fr', 'toute la journée'), /29 mars 2026 – .*30 mars 2026 \(toute la journée\)$/)
})

t.test('category tree and occurrences', async (t) => {
  const terms = [{ id: 3, name: 'Blues', parent: 1 }, { id: 1, name: 'Music', parent: 0 }, { id: 2, name: 'Art' }, { id: 4, name: 'Orphan', parent: 99 },
    { id: 5, name: 'Loop A', parent: 6 }, { id: 6, name: 'Loop B', parent: 5 }]
  t.same(categoryTree(terms).map(({ term, depth }) => `${depth}:${term.name}`), ['0:Art', '0:Music', '1:Blues', '0:Orphan', '0:Loop A', '0:Loop B'],
    'parents first, unknown parent = root, a cycle still lists each once')
  t.equal(isOccurrence({ id: 5, series_id: 3 }), true)
  t.equal(isOccurrence({ id: 3, series_id: 3 }), false, 'the master')
  t.equal(isOccurrence({ id: 3, series_id: null }), false)
})

t.test('every list word exists in en, nl, de, fr', async (t) => {
  const keys = (o: object): string[] => Object.entries(o).flatMap(([k, v]) => typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]).sort()
  for (const lang of ['nl', 'de', 'fr'] as const) t.same(keys(LIST_WORDS[lang]), keys(LIST_WORDS.en), lang)
  t.not(LIST_WORDS.nl.trash, LIST_WORDS.en.trash, 'translated, not copied')
})
