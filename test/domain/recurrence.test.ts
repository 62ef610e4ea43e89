import t from 'tap'
import { DateTime } from 'luxon'
import { continueAt, endBefore, exdateLine, expandRecurrence, parseRecurrence, RecurrenceError, ruleStartsBefore } from '../../src/domain/recurrence.js'

const AMS = 'Europe/Amsterdam'
/** a naive wall clock from `YYYY-MM-DDTHH:MM:SS` */
const n = (s: string): Date => new Date(`${s}Z`)
const iso = (d: Date): string => d.toISOString().slice(0, 19)
const expand = (lines: string[], start: string, through: string, zone = 'UTC', max = 1000) => {
  const r = expandRecurrence(parseRecurrence(lines, zone), n(start), n(through), max, zone)
  return { starts: r.starts.map(iso), more: r.more }
}
const starts = (lines: string[], start: string, through: string, zone = 'UTC') => expand(lines, start, through, zone).starts
/** the message of the RecurrenceError `f` throws ('no error' when none; another error is rethrown) */
const thrown = (f: () => unknown): string => {
  try { f() } catch (e) { if (e instanceof RecurrenceError) return e.message; throw e }
  return 'no error'
}
const refused = (lines: string[], zone = 'UTC'): string => {
  try { parseRecurrence(lines, zone) } catch (e) { if (e instanceof RecurrenceError) return e.message; throw e }
  return 'accepted'
}

t.test('refused lines give RecurrenceError naming the line and why', async (t) => {
  const cases: [string[], RegExp][] = [
    [['RRULE:FREQ=SECONDLY'], /line 1: FREQ=SECONDLY is not supported/],
    [['RRULE:FREQ=MINUTELY'], /FREQ=MINUTELY is not supported/],
    [['RRULE:FREQ=HOURLY'], /FREQ=HOURLY is not supported/],
    [['RRULE:FREQ=FORTNIGHTLY'], /no frequency/],
    [['RRULE:INTERVAL=2'], /FREQ is missing/],
    [['RRULE:FREQ=WEEKLY;FOO=1'], /unknown rule part "FOO"/],
    [['RRULE:FREQ=WEEKLY;COUNT=1;COUNT=2'], /COUNT is given twice/],
    [['RRULE:FREQ=WEEKLY;COUNT='], /COUNT has no value/],
    [['RRULE:FREQ=WEEKLY;COUNT=2;UNTIL=20270101'], /COUNT and UNTIL exclude each other/],
    [['RRULE:FREQ=WEEKLY;COUNT=0'], /COUNT must be an integer/],
    [['RRULE:FREQ=WEEKLY;INTERVAL=0'], /INTERVAL must be an integer/],
    [['RRULE:FREQ=WEEKLY;UNTIL=2027'], /UNTIL must be a date/],
    [['RRULE:FREQ=MONTHLY;BYMONTHDAY=32'], /BYMONTHDAY values must be ±1…31; got "32"/],
    [['RRULE:FREQ=MONTHLY;BYMONTHDAY=0'], /BYMONTHDAY values/],
    [['RRULE:FREQ=YEARLY;BYMONTH=13'], /BYMONTH values must be 1…12/],
    [['RRULE:FREQ=YEARLY;BYMONTH=-1'], /BYMONTH values/],
    [['RRULE:FREQ=DAILY;BYHOUR=24'], /BYHOUR values/],
    [['RRULE:FREQ=YEARLY;BYYEARDAY=367'], /BYYEARDAY values/],
    [['RRULE:FREQ=YEARLY;BYWEEKNO=54'], /BYWEEKNO values/],
    [['RRULE:FREQ=MONTHLY;BYDAY=1MO;BYSETPOS=0'], /BYSETPOS values/],
    [['RRULE:FREQ=WEEKLY;BYDAY=XX'], /BYDAY values are weekdays/],
    [['RRULE:FREQ=WEEKLY;BYDAY=1MO'], /ordinals .* go with FREQ=MONTHLY or YEARLY only/],
    [['RRULE:FREQ=YEARLY;BYWEEKNO=1;BYDAY=1MO'], /ordinals do not go with BYWEEKNO/],
    [['RRULE:FREQ=MONTHLY;BYWEEKNO=1'], /BYWEEKNO goes with FREQ=YEARLY only/],
    [['RRULE:FREQ=MONTHLY;BYYEARDAY=1'], /BYYEARDAY goes with FREQ=YEARLY only/],
    [['RRULE:FREQ=WEEKLY;BYMONTHDAY=1'], /BYMONTHDAY does not go with FREQ=WEEKLY/],
    [['RRULE:FREQ=DAILY;BYSETPOS=1'], /BYSETPOS needs another BY… part/],
    [['RRULE:FREQ=WEEKLY;WKST=XX'], /WKST must be a weekday/],
    [['RRULE;X=1:FREQ=WEEKLY'], /RRULE takes no parameters/],
    [['RRULE:FREQ=DAILY', 'RRULE:FREQ=WEEKLY'], /line 2: only one RRULE is allowed/],
    [['RDATE;VALUE=DATE:20270230'], /expected dates YYYYMMDD; got "20270230"/],
    [['RDATE:20270230T100000'], /expected date-times/],
    [['EXDATE:20270101T250000'], /expected date-times/],
    [['RDATE;TZID=UTC:20270101T100000Z'], /expected date-times/],
    [['RDATE;VALUE=PERIOD:20270101T100000Z/PT1H'], /VALUE=PERIOD is not supported/],
    [['EXDATE;TZID=Mars/Base:20270101T100000'], /unknown TZID "Mars\/Base"/],
    [['RDATE;VALUE=DATE;TZID=UTC:20270101'], /a DATE value takes no TZID/],
    [['RDATE;FOO=1:20270101T100000'], /takes the parameters TZID= or VALUE=DATE/],
    [['DTSTART:20270101T100000'], /expected RRULE, RDATE or EXDATE/],
    [['RRULE FREQ=DAILY'], /line 1: expected NAME\[;PARAM=VALUE…\]:VALUE/],
    [[`RDATE:${'20270101T100000,'.repeat(150)}20270101T100000`], /longer than 2000 characters/],
  ]
  for (const [lines, message] of cases) t.match(refused(lines), message, lines.join(' ').slice(0, 60))
  t.same(parseRecurrence([], 'UTC'), { lines: [], rdates: [], rdays: [], exdates: [], exdays: new Set() }, '[] is no recurrence')
  t.same(parseRecurrence(['rrule:freq=weekly;byday=mo'], 'UTC').lines, ['RRULE:FREQ=WEEKLY;BYDAY=MO'], 'names upper-cased')
})

t.test('a weekly 10:00 Europe/Amsterdam series stays at 10:00 across both DST changes', async (t) => {
  const got = starts(['RRULE:FREQ=WEEKLY;COUNT=33'], '2027-03-20T10:00:00', '2027-12-31T00:00:00', AMS)
  t.equal(got.length, 33)
  t.ok(got.every((s) => s.endsWith('T10:00:00')), 'every start at 10:00 wall clock')
  const utc = (s: string) => DateTime.fromISO(s, { zone: AMS }).toUTC().toISO({ suppressMilliseconds: true })
  t.equal(utc(got[0]!), '2027-03-20T09:00:00Z', 'before March 28: CET')
  t.equal(utc(got[1]!), '2027-03-27T09:00:00Z')
  t.equal(utc(got[2]!), '2027-04-03T08:00:00Z', 'after March 28: CEST, one hour earlier in UTC')
  t.equal(utc(got[31]!), '2027-10-23T08:00:00Z')
  t.equal(utc(got[32]!), '2027-10-30T08:00:00Z', 'October 30 still CEST')
  t.same(starts(['RRULE:FREQ=WEEKLY;COUNT=2'], '2027-10-30T10:00:00', '2027-12-31T00:00:00', AMS).map(utc),
    ['2027-10-30T08:00:00Z', '2027-11-06T09:00:00Z'], 'after October 31: CET again')
})

t.test('all-day (00:00) series', async (t) => {
  t.same(starts(['RRULE:FREQ=DAILY;COUNT=3', 'EXDATE;VALUE=DATE:20270329'], '2027-03-27T00:00:00', '2027-12-31T00:00:00', AMS),
    ['2027-03-27T00:00:00', '2027-03-28T00:00:00'])
  t.same(starts(['RRULE:FREQ=YEARLY;UNTIL=20300101'], '2027-12-25T00:00:00', '2040-01-01T00:00:00'),
    ['2027-12-25T00:00:00', '2028-12-25T00:00:00', '2029-12-25T00:00:00'])
})

t.test('rule parts', async (t) => {
  const through = '2028-12-31T00:00:00'
  t.same(starts(['RRULE:FREQ=WEEKLY;COUNT=4;BYDAY=TU,TH'], '2027-03-02T09:00:00', through),
    ['2027-03-02T09:00:00', '2027-03-04T09:00:00', '2027-03-09T09:00:00', '2027-03-11T09:00:00'], 'BYDAY')
  t.same(starts(['RRULE:FREQ=MONTHLY;COUNT=3;BYMONTHDAY=-1'], '2027-01-31T09:00:00', through),
    ['2027-01-31T09:00:00', '2027-02-28T09:00:00', '2027-03-31T09:00:00'], 'BYMONTHDAY=-1')
  t.same(starts(['RRULE:FREQ=MONTHLY;COUNT=3;BYMONTHDAY=31'], '2027-01-31T09:00:00', through),
    ['2027-01-31T09:00:00', '2027-03-31T09:00:00', '2027-05-31T09:00:00'], 'BYMONTHDAY=31 skips short months')
  t.same(starts(['RRULE:FREQ=MONTHLY;COUNT=3;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'], '2027-01-29T17:00:00', through),
    ['2027-01-29T17:00:00', '2027-02-26T17:00:00', '2027-03-31T17:00:00'], 'BYSETPOS=-1: last workday')
  t.same(starts(['RRULE:FREQ=MONTHLY;COUNT=3;BYDAY=-1FR'], '2027-01-29T17:00:00', through),
    ['2027-01-29T17:00:00', '2027-02-26T17:00:00', '2027-03-26T17:00:00'], 'BYDAY=-1FR')
  t.same(starts(['RRULE:FREQ=DAILY;INTERVAL=10;COUNT=3'], '2027-01-25T08:00:00', through),
    ['2027-01-25T08:00:00', '2027-02-04T08:00:00', '2027-02-14T08:00:00'], 'INTERVAL')
  t.same(starts(['RRULE:FREQ=WEEKLY;COUNT=2;BYDAY=MO'], '2027-01-01T08:00:00', through),
    ['2027-01-01T08:00:00', '2027-01-04T08:00:00'], 'a DTSTART off the rule counts in COUNT (RFC 5545: it always is the first occurrence)')
  t.same(starts(['RRULE:FREQ=DAILY;UNTIL=20270103T080000'], '2027-01-01T08:00:00', through),
    ['2027-01-01T08:00:00', '2027-01-02T08:00:00', '2027-01-03T08:00:00'], 'UNTIL floating is inclusive')
  t.same(starts(['RRULE:FREQ=DAILY;UNTIL=20270103'], '2027-01-01T08:00:00', through),
    ['2027-01-01T08:00:00', '2027-01-02T08:00:00', '2027-01-03T08:00:00'], 'UNTIL as a date takes in that whole day')
  // 2027-01-03T07:00:00Z is 08:00 in Amsterdam: that start is still in
  t.same(starts(['RRULE:FREQ=DAILY;UNTIL=20270103T070000Z'], '2027-01-01T08:00:00', through, AMS),
    ['2027-01-01T08:00:00', '2027-01-02T08:00:00', '2027-01-03T08:00:00'], 'UNTIL with Z is an instant')
  t.same(starts(['RRULE:FREQ=DAILY;UNTIL=20270103T065959Z'], '2027-01-01T08:00:00', through, AMS),
    ['2027-01-01T08:00:00', '2027-01-02T08:00:00'], 'UNTIL with Z one second earlier')
  // RFC 5545 §3.8.5.3: WKST changes which Sunday goes with which Tuesday
  const rfc = 'RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST='
  t.same(starts([`${rfc}MO`], '1997-08-05T09:00:00', '1998-12-31T00:00:00'),
    ['1997-08-05T09:00:00', '1997-08-10T09:00:00', '1997-08-19T09:00:00', '1997-08-24T09:00:00'], 'WKST=MO')
  t.same(starts([`${rfc}SU`], '1997-08-05T09:00:00', '1998-12-31T00:00:00'),
    ['1997-08-05T09:00:00', '1997-08-17T09:00:00', '1997-08-19T09:00:00', '1997-08-31T09:00:00'], 'WKST=SU')
})

t.test('RDATE and EXDATE', async (t) => {
  const rule = 'RRULE:FREQ=DAILY;COUNT=5'
  const start = '2027-06-01T10:00:00'
  const through = '2027-12-31T00:00:00'
  t.same(starts([rule, 'EXDATE;TZID=Europe/Amsterdam:20270602T100000,20270603T100000'], start, through, AMS),
    ['2027-06-01T10:00:00', '2027-06-04T10:00:00', '2027-06-05T10:00:00'], 'EXDATE;TZID=')
  t.same(starts([rule, 'EXDATE:20270602T080000Z'], start, through, AMS),
    ['2027-06-01T10:00:00', '2027-06-03T10:00:00', '2027-06-04T10:00:00', '2027-06-05T10:00:00'], 'EXDATE with Z is an instant')
  t.same(starts([rule, 'EXDATE:20270602T100000'], start, through, AMS).length, 4, 'EXDATE floating')
  t.same(starts([rule, 'EXDATE;TZID=UTC:20270602T080000'], start, through, AMS).length, 4, 'EXDATE in another zone')
  t.same(starts([rule, 'EXDATE:20270602T090000'], start, through, AMS).length, 5, 'an EXDATE that is no start removes nothing')
  t.same(starts([rule, 'EXDATE;VALUE=DATE:20270601,20270603'], start, through, AMS),
    ['2027-06-01T10:00:00', '2027-06-02T10:00:00', '2027-06-04T10:00:00', '2027-06-05T10:00:00'], 'EXDATE;VALUE=DATE, never the master')
  t.same(starts(['RRULE:FREQ=DAILY;COUNT=2;BYHOUR=9,15', 'EXDATE;VALUE=DATE:20270602'], '2027-06-01T09:00:00', through),
    ['2027-06-01T09:00:00', '2027-06-01T15:00:00'], 'EXDATE;VALUE=DATE removes every start of that day')
  t.same(starts(['RDATE;TZID=Europe/Amsterdam:20270610T120000', 'RDATE:20270611T100000Z', 'RDATE:20270612T080000'], start, through, AMS),
    ['2027-06-01T10:00:00', '2027-06-10T12:00:00', '2027-06-11T12:00:00', '2027-06-12T08:00:00'], 'RDATE: TZID, Z, floating (no RRULE)')
  t.same(starts([rule, 'RDATE;VALUE=DATE:20270620'], start, through, AMS).at(-1), '2027-06-20T10:00:00', 'RDATE;VALUE=DATE at the master\'s time of day')
  t.same(starts(['RDATE:20270501T100000,20270601T100000'], start, through), ['2027-06-01T10:00:00'], 'RDATEs before the master or on it add nothing')
})

t.test('max, more and hostile rules', async (t) => {
  t.same(expand(['RRULE:FREQ=WEEKLY'], '2027-01-04T10:00:00', '2027-01-18T10:00:00'),
    { starts: ['2027-01-04T10:00:00', '2027-01-11T10:00:00', '2027-01-18T10:00:00'], more: true }, 'more: the rule goes on')
  t.equal(expand(['RRULE:FREQ=WEEKLY;COUNT=3'], '2027-01-04T10:00:00', '2027-01-18T10:00:00').more, false, 'COUNT used up')
  t.equal(expand(['RRULE:FREQ=WEEKLY;COUNT=3', 'RDATE:20270201T100000'], '2027-01-04T10:00:00', '2027-01-18T10:00:00').more, true, 'an RDATE after through')
  t.equal(expand(['RRULE:FREQ=DAILY'], '2027-01-01T10:00:00', '2027-01-10T10:00:00', 'UTC', 10).starts.length, 10, 'max occurrences are fine')
  t.match(thrown(() => expand(['RRULE:FREQ=DAILY'], '2027-01-01T10:00:00', '2027-01-11T10:00:00', 'UTC', 10)), /more than 10 occurrences/, 'max + 1 throw')
  t.match(thrown(() => expand(['RDATE:20270102T100000,20270103T100000'], '2027-01-01T10:00:00', '2027-01-11T10:00:00', 'UTC', 2)), /more than 2 occurrences/, 'RDATEs count too')
  const all = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).join(',')
  const t0 = performance.now()
  t.match(thrown(() => expand([`RRULE:FREQ=DAILY;BYHOUR=${all(0, 23)};BYMINUTE=${all(0, 59)}`], '2027-01-01T00:00:00', '2029-01-01T00:00:00', 'UTC', 1000)),
    /more than 1000 occurrences/, 'a dense rule stops at max')
  const dense = performance.now() - t0
  // a rule that never matches: a RecurrenceError (a 400), quickly; never a plain Error from the library
  const t1 = performance.now()
  for (const rule of ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30']) {
    t.match(thrown(() => expand([`RRULE:${rule}`], '2027-01-01T10:00:00', '2029-01-01T00:00:00')), /more than 10000 periods/, rule)
  }
  const never = performance.now() - t1
  const t2 = performance.now()
  for (let i = 0; i < 10; i++) expand(['RRULE:FREQ=WEEKLY'], '2027-01-01T10:00:00', '2029-01-01T00:00:00')
  const weekly = (performance.now() - t2) / 10
  t.ok(never < 200 * weekly + 1000 && dense < 200 * weekly + 1000, `never-matching ${never.toFixed(0)} ms, dense ${dense.toFixed(0)} ms, weekly ${weekly.toFixed(1)} ms`)
})

t.test('endBefore and exdateLine', async (t) => {
  const r = parseRecurrence(['RRULE:FREQ=WEEKLY;COUNT=10', 'RDATE:20270301T100000,20270401T100000', 'EXDATE:20270115T100000'], AMS)
  t.same(endBefore(r, n('2027-03-01T10:00:00'), AMS, false),
    ['RRULE:FREQ=WEEKLY;UNTIL=20270301T085959Z', 'RDATE:', 'EXDATE:20270115T100000'].filter((l) => l !== 'RDATE:'), 'UNTIL replaces COUNT; RDATEs at/after dropped')
  const day = parseRecurrence(['RRULE:FREQ=DAILY;UNTIL=20271231', 'RDATE;VALUE=DATE:20270105,20270120'], AMS)
  t.same(endBefore(day, n('2027-01-10T00:00:00'), AMS, true), ['RRULE:FREQ=DAILY;UNTIL=20270109', 'RDATE;VALUE=DATE:20270105'])
  const ended = parseRecurrence(endBefore(r, n('2027-03-01T10:00:00'), AMS, false), AMS)
  t.equal(starts(ended.lines, '2027-01-01T10:00:00', '2027-12-31T00:00:00', AMS).at(-1), '2027-02-26T10:00:00', 'the split series ends before')
  t.equal(exdateLine(n('2027-03-01T10:00:00'), AMS, false), 'EXDATE;TZID=Europe/Amsterdam:20270301T100000')
  t.equal(exdateLine(n('2027-03-01T00:00:00'), AMS, true), 'EXDATE;VALUE=DATE:20270301')
  const removed = parseRecurrence(['RRULE:FREQ=DAILY;COUNT=3', exdateLine(n('2027-03-02T10:00:00'), AMS, false)], AMS)
  t.equal(expandRecurrence(removed, n('2027-03-01T10:00:00'), n('2027-12-31T00:00:00'), 100, AMS).starts.length, 2, 'the EXDATE line removes that start')
})

t.test('continueAt: the second half of a split keeps what is left of COUNT and the RDATEs from the split on', (t) => {
  t.plan(5)
  const r = parseRecurrence(['RRULE:FREQ=WEEKLY;COUNT=6', 'RDATE;TZID=Europe/Amsterdam:20270105T100000,20270301T100000', 'EXDATE;TZID=Europe/Amsterdam:20270315T100000'], AMS)
  const start = n('2027-01-04T10:00:00')
  t.equal(ruleStartsBefore(r, start, n('2027-01-25T10:00:00'), AMS), 3, 'three weeks before the fourth')
  t.same(continueAt(r, start, n('2027-01-25T10:00:00'), AMS), ['RRULE:FREQ=WEEKLY;COUNT=3', 'RDATE;TZID=Europe/Amsterdam:20270301T100000', 'EXDATE;TZID=Europe/Amsterdam:20270315T100000'])
  // A Monday start of a Tuesday rule is an occurrence of its own, and it used one of the COUNT (RFC 5545).
  const off = parseRecurrence(['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4'], AMS)
  const both = expandRecurrence(off, start, n('2027-12-31T00:00:00'), 100, AMS).starts.map((d) => d.toISOString().slice(0, 10))
  t.same(both, ['2027-01-04', '2027-01-05', '2027-01-12', '2027-01-19'])
  const rest = continueAt(off, start, n('2027-01-12T10:00:00'), AMS)
  t.same(rest, ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=2'])
  const second = expandRecurrence(parseRecurrence(rest, AMS), n('2027-01-12T10:00:00'), n('2027-12-31T00:00:00'), 100, AMS).starts.map((d) => d.toISOString().slice(0, 10))
  t.same(second, ['2027-01-12', '2027-01-19'], 'the two halves together are the series')
})

t.test('at most 1000 RDATE and EXDATE values in all', (t) => {
  const day = (i: number) => new Date(Date.UTC(2027, 0, 1) + i * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '')
  // Lines of 100 values (a line holds at most 2,000 characters).
  const lines = (name: string, n: number) => Array.from({ length: Math.ceil(n / 100) }, (_, l) =>
    `${name}:${Array.from({ length: Math.min(100, n - l * 100) }, (_, i) => `${day(l * 100 + i)}T100000`).join(',')}`)
  t.doesNotThrow(() => parseRecurrence([...lines('RDATE', 600), ...lines('EXDATE', 400)], 'UTC'))
  t.throws(() => parseRecurrence([...lines('RDATE', 600), ...lines('EXDATE', 401)], 'UTC'), /line 11: more than 1000 RDATE and EXDATE values/)
  t.end()
})
