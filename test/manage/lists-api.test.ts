// The API answers the exact queries and writes of the workspace's lists (src/manage/lists/model.ts), on both
// databases (the browser tests run on SQLite only): every tab of every role is a 200 listing what the role may see;
// the lists span all dates (a trashed event of years ago is in Trash, which the API's default window would hide);
// explicit dates still narrow; unused terms are listed; restore (an update to draft) brings a trashed event back with
// its slug; permanent delete and an occurrence's trash with its scope do what the rows say.
import t from 'tap'
import { addUser, auth, BASE, build, createEvent, createTerm, req } from '../helper.js'
import { apiQuery, readState, tabsFor, type Tab } from '../../src/manage/lists/model.js'

const empty = (kind: 'events' | 'venues' | 'tags' | 'categories') => readState(kind, new URLSearchParams())
const qs = (query: Record<string, unknown>): string => {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') p.append(k, String(v))
  return `?${p.toString()}`
}

t.test('the lists\' queries and writes', async (t) => {
  const app = await build(t)
  const contributor = await addUser(app, 'contrib', 'contributor')
  const subscriber = await addUser(app, 'sub', 'subscriber')
  const old = await createEvent(app, { title: 'Old fair', start_date: '2001-05-01 10:00:00', end_date: '2001-05-01 12:00:00' })
  const next = await createEvent(app, { title: 'Next fair', start_date: '2035-05-01 10:00:00', end_date: '2035-05-01 12:00:00' })
  const own = await req(app, { method: 'POST', url: `${BASE}/events`, headers: contributor.headers, payload: { title: 'Own draft', start_date: '2002-01-01 10:00:00', end_date: '2002-01-01 11:00:00' } })
  t.equal(own.statusCode, 201)
  t.equal((await req(app, { method: 'DELETE', url: `${BASE}/events/${old.id}`, headers: auth })).statusCode, 200)

  const list = async (headers: Record<string, string>, tab: Tab, state = empty('events')) => {
    const res = await req(app, { method: 'GET', url: `${BASE}/events${qs(apiQuery('events', state, tab))}`, headers })
    t.equal(res.statusCode, 200, `${tab}: 200 ${res.statusCode === 200 ? '' : res.raw}`)
    return (res.body.events as Array<{ title: string }>).map((e) => e.title)
  }
  for (const tab of tabsFor('administrator', 'events')) await list(auth, tab)
  t.same(await list(auth, 'all'), ['Next fair'], 'All: from yesterday on (the 2002 draft is under Drafts), no trash')
  t.same(await list(auth, 'draft'), ['Own draft'], 'Drafts: every date')
  t.same(await list(auth, 'trash'), ['Old fair'], 'Trash: an event of 2001 too')
  t.same(await list(auth, 'draft'), ['Own draft'])
  t.same(await list(auth, 'all', { ...empty('events'), start_date: '2030-01-01' }), ['Next fair'], 'an explicit From still narrows')
  t.same(await list(auth, 'all', { ...empty('events'), end_date: '2010-01-01' }), ['Own draft'], 'an explicit Until still narrows')
  for (const tab of tabsFor('contributor', 'events')) await list(contributor.headers, tab)
  t.same(await list(contributor.headers, 'trash'), [], 'a contributor\'s Trash: its own only')
  t.same(tabsFor('subscriber', 'events'), [])
  t.same(await list(subscriber.headers, 'all'), ['Next fair'], 'a subscriber: published only')

  await createTerm(app, 'tags', { name: 'Unused' })
  const parent = await createTerm(app, 'categories', { name: 'Music' })
  await createTerm(app, 'categories', { name: 'Blues', parent: parent.id })
  const tags = await req(app, { method: 'GET', url: `${BASE}/tags${qs(apiQuery('tags', empty('tags'), 'all'))}`, headers: subscriber.headers })
  t.same(tags.body.tags.map((x: { name: string }) => x.name), ['Unused'], 'unused terms are listed')
  const cats = await req(app, { method: 'GET', url: `${BASE}/categories${qs({ per_page: 50, page: 1, hide_empty: false, orderby: 'name' })}`, headers: auth })
  t.same(cats.body.categories.map((x: { name: string; parent: number }) => [x.name, x.parent]), [['Blues', parent.id], ['Music', 0]], 'the tree\'s read')

  // Restore: an update to draft.
  const restored = await req(app, { method: 'PATCH', url: `${BASE}/events/${old.id}`, headers: auth, payload: { status: 'draft' } })
  t.equal(restored.statusCode, 200)
  t.equal(restored.body.status, 'draft')
  t.equal(restored.body.slug, old.slug, 'the slug is back without __trashed')
  // Permanent delete of a trashed event.
  await req(app, { method: 'DELETE', url: `${BASE}/events/${next.id}`, headers: auth })
  const gone = await req(app, { method: 'DELETE', url: `${BASE}/events/${next.id}?force=true`, headers: auth })
  t.equal(gone.statusCode, 200)
  t.equal(gone.body.deleted, true)
  t.same(await list(auth, 'trash'), [], 'nothing left in the trash')
  // Moderation: publish a pending event.
  const pending = await req(app, { method: 'POST', url: `${BASE}/events`, headers: contributor.headers, payload: { title: 'Submitted', status: 'publish', start_date: '2036-01-01 10:00:00', end_date: '2036-01-01 11:00:00' } })
  t.equal(pending.body.status, 'pending')
  t.same(await list(auth, 'pending'), ['Submitted'])
  const published = await req(app, { method: 'PATCH', url: `${BASE}/events/${pending.body.id}`, headers: auth, payload: { status: 'publish' } })
  t.equal(published.body.status, 'publish')
  const refused = await req(app, { method: 'DELETE', url: `${BASE}/events/${pending.body.id}`, headers: contributor.headers })
  t.equal(refused.statusCode, 403, 'a stale Trash button of a contributor: the API refuses')
})

t.test('an occurrence\'s trash with recurrence_scope=this trashes it alone', async (t) => {
  const app = await build(t)
  // within the horizon that occurrences are made for (RECURRENCE_HORIZON)
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const master = await createEvent(app, { title: 'Weekly', start_date: `${day} 10:00:00`, end_date: `${day} 11:00:00`, recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] })
  const series = (await req(app, { method: 'GET', url: `${BASE}/events?post_parent=${master.id}&starts_after=1900-01-01`, headers: auth })).body.events as Array<{ id: number }>
  t.equal(series.length, 2)
  const res = await req(app, { method: 'DELETE', url: `${BASE}/events/${series[0]!.id}?recurrence_scope=this`, headers: auth })
  t.equal(res.statusCode, 200)
  t.equal(res.body.status, 'trash')
  const left = (await req(app, { method: 'GET', url: `${BASE}/events${qs(apiQuery('events', { ...empty('events'), search: 'Weekly' }, 'all'))}`, headers: auth })).body.events
  t.same(left.map((e: { id: number }) => e.id), [master.id, series[1]!.id], 'the master and the other occurrence stay')
})
