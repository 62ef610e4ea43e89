// src/services/submissions.ts without HTTP: the form → the event body, the signed start time, the limit per address,
// and the access rule that lets the submitter (author id 0) own nothing (src/domain/access.ts NO_AUTHOR).
import t from 'tap'
import { canEdit, canRead, editScope, listScope, readScope } from '../../src/domain/access.js'
import { TEST_DATABASE, build } from '../helper.js'
import {
  SUBMITTER, countSubmission, eventBody, fieldOfParam, formKey, plainToHtml, readForm, signStart, startOf,
} from '../../src/services/submissions.js'

t.test('the form becomes the body of POST /events, always pending', async (t) => {
  const built = eventBody({ title: ' Fair ', start_date: '2027-03-01', start_time: '14:00', end_time: '18:00', description: 'a <b>\n\nb', venue: '12', organizer: 'new', organizer_name: 'Club', category: '3' }, 'Europe/Amsterdam')
  t.same(built, {
    body: {
      title: 'Fair',
      status: 'pending',
      start_date: '2027-03-01 14:00:00',
      end_date: '2027-03-01 18:00:00',
      all_day: false,
      timezone: 'Europe/Amsterdam',
      description: '<p>a &lt;b&gt;</p>\n<p>b</p>',
      venue: 12,
      organizer: [{ organizer: 'Club', status: 'pending', email: '', website: '' }],
      categories: [3],
    },
  })
  t.match(eventBody({ title: 'x', start_date: '2027-03-01', all_day: '1', end_date: '2027-03-02' }, 'UTC'), { body: { start_date: '2027-03-01', end_date: '2027-03-02', all_day: true } }, 'all day: dates only')
  t.same(eventBody({ start_date: 'soon', start_time: '25', venue: 'x', organizer: '-1', category: 'Jazz', cost: 'c'.repeat(101) }, 'UTC'),
    { problems: { cost: 'long', start_date: 'date', start_time: 'time', title: 'required', venue: 'choice', organizer: 'choice', category: 'choice' } },
    'problems of the fields the API has no parameter of; a category is an id, never a name that would create a term')
})

t.test('plain text is stored as text', async (t) => {
  t.equal(plainToHtml('<script>alert(1)</script>\r\nline two\n\n\n& more'), '<p>&lt;script&gt;alert(1)&lt;/script&gt;<br>line two</p>\n<p>&amp; more</p>')
  t.equal(plainToHtml('  \n\n '), '')
})

t.test('readForm keeps strings of known fields only', async (t) => {
  t.same(readForm({ title: ['a', 'b'], status: 'publish', author: '1', venue: { id: 3 }, cost: 5 }), { title: 'a' })
  t.same(readForm('nonsense'), {})
})

t.test('the API\'s reasons go to the field they came from', async (t) => {
  t.equal(fieldOfParam('venue', 'venue.venue: expected a name'), 'venue_name')
  t.equal(fieldOfParam('venue', 'venue.city: expected text'), 'venue_city')
  t.equal(fieldOfParam('organizer', 'organizer.website: expected an http(s) URL'), 'organizer_website')
  t.equal(fieldOfParam('organizer', 'organizer.phone: x'), 'organizer', 'a nested field the form has not: the choice')
  t.equal(fieldOfParam('categories', 'categories: x'), 'category')
  t.equal(fieldOfParam('slug', 'slug: x'), null)
})

t.test('the start time is signed: forged, altered or malformed stamps are refused', async (t) => {
  const key = 'k'.repeat(43)
  const stamp = signStart(key, 1_800_000_000_000)
  t.equal(startOf(key, stamp), 1_800_000_000_000)
  t.equal(startOf('other'.repeat(9), stamp), null, 'another key')
  t.equal(startOf(key, stamp.replace(/^1/, '2')), null, 'another moment')
  for (const bad of [undefined, '', '123', `${'9'.repeat(16)}.${'a'.repeat(43)}`, `${stamp}x`]) t.equal(startOf(key, bad), null, JSON.stringify(bad))
})

t.test('the submitter owns nothing: author-less records are not its own', async (t) => {
  const authorless = { authorId: 0, status: 'pending' }
  t.notOk(canRead(SUBMITTER, authorless))
  t.notOk(canEdit(SUBMITTER, authorless))
  t.notOk(canEdit(SUBMITTER, { authorId: 0, status: 'draft' }))
  t.same(editScope(SUBMITTER), { everyone: [] }, 'duplicate detection has no candidates')
  t.same(readScope(SUBMITTER), { everyone: ['publish'] }, 'it reads published records only')
  t.same(listScope(SUBMITTER, ['publish', 'pending']), { everyone: ['publish'] })
  t.ok(canRead(SUBMITTER, { authorId: 0, status: 'publish' }))
  t.ok(canEdit({ userId: 5, role: 'contributor' }, { authorId: 5, status: 'pending' }), 'a real contributor still owns its records')
})

t.test(`the key is stored once and shared; the count per address (${TEST_DATABASE})`, async (t) => {
  const app = await build(t, { submissionsPerHour: 2 })
  const [a, b] = await Promise.all([formKey(app.repos), formKey(app.repos)])
  t.equal(a, b, 'two instances starting together agree')
  t.equal(await formKey(app.repos), a)
  const now = new Date('2027-01-01T10:00:00Z')
  const first = await countSubmission(app.repos, app.config, '192.0.2.1', now)
  t.ok('ids' in first)
  t.ok('ids' in await countSubmission(app.repos, app.config, '192.0.2.1', now))
  t.same(await countSubmission(app.repos, app.config, '192.0.2.1', new Date(now.getTime() + 60_000)), { retryAfter: 3540 }, 'until the first leaves the hour')
  t.ok('ids' in await countSubmission(app.repos, app.config, '192.0.2.2', now), 'per address')
  t.ok('ids' in await countSubmission(app.repos, app.config, '192.0.2.1', new Date(now.getTime() + 3_600_001)), 'an hour later')
})
