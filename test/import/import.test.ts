// `import` (SPEC §9.5) against answers recorded from the real plugin (test/fixtures/tec/site.json), replayed by a
// local server: the imported data read back through our own API equals the plugin's answers (modulo host,
// namespace and the differences of SPEC §8), and a second run changes nothing; on both databases.
import t from 'tap'
import { TOKEN } from '../helper.js'
import { COMPARE_AUTHED_LISTS, COMPARE_LISTS } from './fixture-server.js'
import { count, normalize, setup, withoutUnpublishedUrls } from './setup.js'

t.test('an import from the recorded plugin site answers the same lists as the plugin', async (t) => {
  const s = await setup(t)
  const first = await s.run()
  t.same(first.problems, [], 'no problem with the real plugin\'s answers')
  t.same(count(first, 'created'), { categories: 4, tags: 3, venues: 5, organizers: 4, events: 37 })
  const app = await s.app()
  for (const path of COMPARE_LISTS) {
    const theirs = s.server.fixture.compare[`${s.server.fixture.root}tribe/events/v1/${path}`]!
    const ours = await app.inject({ method: 'GET', url: `/wp-json/calendar/events/v1/${path}` })
    t.equal(ours.statusCode, theirs.status, `${path}: status`)
    if (theirs.status !== 200) continue
    t.equal(ours.headers['x-calendar-total'], theirs.headers['x-tec-total'], `${path}: total`)
    t.equal(ours.headers['x-calendar-totalpages'], theirs.headers['x-tec-totalpages'], `${path}: pages`)
    t.same(normalize(ours.json()), normalize(theirs.body), `${path}: body`)
  }

  for (const path of COMPARE_AUTHED_LISTS) {
    const theirs = s.server.fixture.compare[`${s.server.fixture.root}tribe/events/v1/${path}`]!
    const ours = (await app.inject({ url: `/wp-json/calendar/events/v1/${path}`, headers: { authorization: `Bearer ${TOKEN}` } })).json() as { events: Array<Record<string, unknown>> }
    const their = (theirs.body as { events: Array<Record<string, unknown>> }).events
    t.same(ours.events.map((e) => e.id), their.map((e) => e.id), 'as the administrator: the same events of every status, in the same order')
    t.same(normalize(withoutUnpublishedUrls(ours.events)), normalize(withoutUnpublishedUrls(their)), 'as the administrator: the same bodies')
  }

  const second = await s.run()
  t.equal(second.changed, false, 'a second run changes nothing')
  t.same(count(second, 'unchanged'), { categories: 4, tags: 3, venues: 5, organizers: 4, events: 37 })
})
