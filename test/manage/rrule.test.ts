// The workspace's simple recurrence rule (src/manage/forms/rrule.ts): what the controls show, to lines and back, and
// what they leave to the advanced text unchanged.
import t from 'tap'
import { NO_RULE, buildSimple, linesOf, parseSimple, sameLines, weekdayOf, type SimpleRule } from '../../src/manage/forms/rrule.js'

const rule = (r: Partial<SimpleRule>): SimpleRule => ({ ...NO_RULE, byday: [], ...r })

t.test('simple rules round-trip: rule → lines → rule, and lines → rule → the same lines', async (t) => {
  const rules: SimpleRule[] = [
    rule({ freq: null }),
    rule({ freq: 'DAILY' }),
    rule({ freq: 'DAILY', interval: 3, end: { kind: 'count', count: 10 } }),
    rule({ freq: 'WEEKLY', byday: ['TU', 'TH'] }),
    rule({ freq: 'WEEKLY', interval: 2, byday: ['MO', 'WE', 'FR'], end: { kind: 'until', date: '2031-12-31' } }),
    rule({ freq: 'WEEKLY' }),
    rule({ freq: 'MONTHLY', end: { kind: 'count', count: 100000 } }),
    rule({ freq: 'YEARLY', interval: 1000, end: { kind: 'until', date: '2032-02-29' } }),
  ]
  for (const r of rules) {
    const lines = buildSimple(r)
    t.same(parseSimple(lines), r, `${lines.join(' ') || '(none)'}`)
    t.same(buildSimple(parseSimple(lines)!), lines, `${lines.join(' ') || '(none)'}: the same lines again`)
  }
  t.same(buildSimple(rule({ freq: 'WEEKLY', byday: ['FR', 'MO'] })), ['RRULE:FREQ=WEEKLY;BYDAY=MO,FR'], 'weekdays in week order')
  t.same(buildSimple(rule({ freq: 'DAILY', byday: ['MO'] })), ['RRULE:FREQ=DAILY'], 'weekdays only with WEEKLY')
  t.same(buildSimple(rule({ freq: 'DAILY', end: { kind: 'until', date: '2030-06-10' } })), ['RRULE:FREQ=DAILY;UNTIL=20300610T235959'], 'until: the end of that day')
})

t.test('the API\'s spellings read as simple: any part order, lower case, a DATE UNTIL, blank lines', async (t) => {
  t.same(parseSimple(['rrule:count=5;freq=weekly;byday=th,tu']), rule({ freq: 'WEEKLY', byday: ['TU', 'TH'], end: { kind: 'count', count: 5 } }))
  t.same(parseSimple(['', 'RRULE:FREQ=MONTHLY;UNTIL=20301231', ' ']), rule({ freq: 'MONTHLY', end: { kind: 'until', date: '2030-12-31' } }))
  t.same(parseSimple([]), rule({ freq: null }))
  t.same(parseSimple(['RRULE:FREQ=DAILY;INTERVAL=1']), rule({ freq: 'DAILY' }), 'INTERVAL=1 is the default')
})

t.test('what the controls cannot show is null (advanced), never a wrong simple rule', async (t) => {
  for (const lines of [
    ['RRULE:FREQ=WEEKLY', 'EXDATE;TZID=Europe/Amsterdam:20300610T100000'],
    ['RDATE;VALUE=DATE:20300601'],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=15'],
    ['RRULE:FREQ=MONTHLY;BYDAY=1MO'],
    ['RRULE:FREQ=WEEKLY;BYDAY=1MO'],
    ['RRULE:FREQ=DAILY;BYDAY=MO'],
    ['RRULE:FREQ=WEEKLY;UNTIL=20300610T075959Z'],
    ['RRULE:FREQ=WEEKLY;UNTIL=20300610T100000'],
    ['RRULE:FREQ=WEEKLY;UNTIL=20300230'],
    ['RRULE:FREQ=WEEKLY;WKST=SU'],
    ['RRULE:FREQ=HOURLY'],
    ['RRULE:FREQ=SECONDLY'],
    ['RRULE:FREQ=DAILY;INTERVAL=0'],
    ['RRULE:FREQ=DAILY;INTERVAL=1001'],
    ['RRULE:FREQ=DAILY;COUNT=0'],
    ['RRULE:FREQ=DAILY;COUNT=2;UNTIL=20300101'],
    ['RRULE:FREQ=DAILY;FREQ=WEEKLY'],
    ['RRULE:FREQ=WEEKLY;BYDAY=MO,MO'],
    ['RRULE:FREQ=DAILY', 'RRULE:FREQ=WEEKLY'],
    ['RRULE:FREQ'],
    ['<script>alert(1)</script>'],
    ['RRULE:FREQ=DAILY;X-"><img src=x onerror=alert(1)>=1'],
    ['RRULE:FREQ=DAILY\u202e;COUNT=2'],
  ]) t.equal(parseSimple(lines), null, lines.join(' | '))
})

t.test('lines of a text, comparing lines, the weekday of a start', async (t) => {
  t.same(linesOf('RRULE:FREQ=DAILY\r\n\n  EXDATE:20300101T100000  \n'), ['RRULE:FREQ=DAILY', 'EXDATE:20300101T100000'])
  t.ok(sameLines(['rrule:freq=daily', ''], ['RRULE:FREQ=DAILY']))
  t.notOk(sameLines(['RRULE:FREQ=DAILY'], ['RRULE:FREQ=DAILY', 'RDATE:20300101T100000']))
  t.equal(weekdayOf('2030-06-04 19:30:00'), 'TU')
  t.equal(weekdayOf('2030-06-09'), 'SU')
  t.equal(weekdayOf('+7 days'), null)
  t.equal(weekdayOf('2030-02-30'), null)
})
