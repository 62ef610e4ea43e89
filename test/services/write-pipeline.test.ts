// The write pipeline of events, venues and organizers (src/services/posts/service.ts) called without HTTP: the order of
// its checks (SPEC §2.4), one transaction per write, and each input checked once.
import t from 'tap'
import { build, serviceContext } from '../helper.js'
import { PostRepository } from '../../src/repositories/posts.js'
import { events } from '../../src/services/events/service.js'
import { organizers, venues } from '../../src/services/linked-posts.js'

const ADMIN = { userId: 1, role: 'administrator' } as const
/** Tuesday 24 November 2026, 12:00 UTC: the series below lie within the recurrence horizon. */
const NOW = () => new Date('2026-11-24T12:00:00Z')

t.test('a `following` update checks the venue and organizer it names once', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const sc = serviceContext(app, ADMIN)
  const venue = await venues.create(sc, { venue: 'Hall' })
  const organizer = await organizers.create(sc, { organizer: 'Ann' })
  const master = await events.create(sc, { title: 'Weekly', start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 12:00:00', recurrence: 'RRULE:FREQ=WEEKLY;COUNT=4' })
  const occurrences = await app.repos.series.occurrences(master.id)
  t.equal(occurrences.length, 3)

  // The query that tells whether linked venues and organizers exist and may be read (PostRepository.idsInScope).
  let lookups = 0
  const idsInScope = PostRepository.prototype.idsInScope
  PostRepository.prototype.idsInScope = function (...args) { lookups++; return idsInScope.apply(this, args) }
  t.teardown(() => { PostRepository.prototype.idsInScope = idsInScope })

  const second = occurrences[1]!
  const updated = await events.update(sc, second.id, { recurrence_scope: 'following', venue: venue.id, organizer: [organizer.id], start_date: '2026-12-08 11:00:00' })
  t.equal(updated.venueId, venue.id, 'the update linked the venue')
  // Before the pipeline (issue 36) this update asked 3 times: the parameter check of the update, then the update of the
  // occurrence checked the same input again twice (without the stored event, and with it); the scope's move of the
  // master's dates checked them a fourth time (without links: no lookup).
  t.equal(lookups, 1, 'the venue and organizer were looked up once')
})
