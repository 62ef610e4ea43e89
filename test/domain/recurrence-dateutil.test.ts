// Cross-check of src/domain/recurrence.ts (rrule-temporal underneath) against an independent implementation of RFC 5545
// rules: python-dateutil's rrule. A few hundred random rules, generated from a fixed seed, are expanded by both; one
// python3 process reads them all as JSON on stdin. Skips itself when python3 or dateutil is missing.
import { spawnSync } from 'node:child_process'
import t from 'tap'
import { expandRecurrence, parseRecurrence, RecurrenceError } from '../../src/domain/recurrence.js'
import { mulberry32 } from '../prng.js'

const RULES = 200
const SEED = 20270320
const DAY = 86_400_000

const python = spawnSync('python3', ['-c', 'import dateutil.rrule'], { encoding: 'utf8' })
const skip = python.error || python.status !== 0 ? 'python3 with dateutil is not available' : false

const random = mulberry32(SEED)
const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1))
const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!
const chance = (p: number): boolean => random() < p
/** 1–`most` distinct values from `make`, in the order made. */
const list = (most: number, make: () => string): string => {
  const out = new Set<string>()
  for (let i = int(1, most); i > 0; i--) out.add(make())
  return [...out].join(',')
}
const signed = (max: number): string => `${chance(0.25) ? '-' : ''}${int(1, max)}`

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
/** `YYYY-MM-DDTHH:MM:SS` of a naive wall clock. */
const iso = (d: Date): string => d.toISOString().slice(0, 19)
const ical = (d: Date): string => iso(d).replace(/[-:]/g, '')

/** A DTSTART wall clock in 2025–2030; a third of them in the week of a European DST change (last Sunday of March or
 *  October), at times that include the skipped and repeated hours 02:00–03:00. */
function randomStart (): Date {
  const year = int(2025, 2030)
  const minute = pick([0, 0, 15, 30, 45])
  if (chance(1 / 3)) {
    const month = pick([2, 9]) // March, October (0-based)
    const lastSunday = 31 - new Date(Date.UTC(year, month, 31)).getUTCDay()
    return new Date(Date.UTC(year, month, lastSunday + int(-3, 3), pick([0, 1, 2, 2, 3, 10, 23]), minute))
  }
  return new Date(Date.UTC(year, 0, 1) + int(0, 364) * DAY + int(0, 23) * 3_600_000 + minute * 60_000)
}

function randomRule (start: Date): string {
  const freq = pick(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const)
  const parts = [`FREQ=${freq}`]
  if (chance(0.5)) parts.push(`INTERVAL=${int(1, 4)}`)
  if (chance(0.6)) parts.push(`COUNT=${int(1, 60)}`)
  else if (chance(0.8)) {
    // floating (no Z): the event's wall clock, so the same in every zone
    const until = new Date(start.getTime() + int(0, 3 * 365) * DAY + int(-12, 12) * 3_600_000)
    parts.push(`UNTIL=${ical(until)}`)
  }
  // Left out, where the two implementations read a rule differently:
  // - BYDAY mixing ordinals and plain weekdays (MONTHLY;BYDAY=2TU,WE): dateutil keeps only the days that are both (its
  //   byweekday and bynweekday filters are ANDed); RFC 5545 and rrule-temporal take either;
  // - BYWEEKNO without BYDAY: dateutil gives the whole week, rrule-temporal the DTSTART's weekday (RFC 5545 derives
  //   what the rule leaves out from DTSTART);
  // - BYSETPOS with FREQ=WEEKLY: dateutil's first week starts at DTSTART (BYSETPOS=1 of TU,SA from a Friday DTSTART is
  //   that Saturday); RFC 5545 and rrule-temporal take the whole week, then leave out what is before DTSTART;
  // - FREQ=YEARLY with two of BYYEARDAY, BYMONTHDAY and BYWEEKNO, with BYDAY and BYYEARDAY, or with an ordinal BYDAY and
  //   BYMONTHDAY: rrule-temporal 2.2.8 does not limit one by the other (BYYEARDAY=164;BYDAY=SA gives day 164 also when
  //   it is a Monday; BYDAY=11TU;BYMONTHDAY=15 gives the 11th Tuesday whatever its date), where RFC 5545 (BYDAY limits
  //   when BYYEARDAY or BYMONTHDAY is present) and dateutil keep only the days that fit all parts.
  const yearDays = freq === 'YEARLY' ? pick(['', '', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO'] as const) : ''
  const ordinals = (freq === 'MONTHLY' || freq === 'YEARLY') && yearDays !== 'BYWEEKNO' && yearDays !== 'BYMONTHDAY' && chance(0.4)
  let byday = false
  if (yearDays === 'BYWEEKNO' || (yearDays !== 'BYYEARDAY' && chance(0.5))) {
    byday = true
    parts.push(`BYDAY=${list(3, () => `${ordinals ? signed(freq === 'MONTHLY' ? 5 : 20) : ''}${pick(WEEKDAYS)}`)}`)
  }
  if ((freq === 'DAILY' || freq === 'MONTHLY') ? chance(0.3) : yearDays === 'BYMONTHDAY') parts.push(`BYMONTHDAY=${list(3, () => signed(31))}`)
  if (chance(0.3)) parts.push(`BYMONTH=${list(4, () => String(int(1, 12)))}`)
  if (yearDays === 'BYYEARDAY') parts.push(`BYYEARDAY=${list(3, () => signed(366))}`)
  if (yearDays === 'BYWEEKNO') parts.push(`BYWEEKNO=${list(3, () => signed(53))}`)
  // BYSETPOS with DAILY selects from a one-day set: mostly a rule that never matches
  if (byday && (freq === 'MONTHLY' || freq === 'YEARLY') && chance(0.3)) parts.push(`BYSETPOS=${list(2, () => signed(4))}`)
  if (chance(0.4)) parts.push(`WKST=${pick(WEEKDAYS)}`)
  return parts.join(';')
}

interface Case { dtstart: string, rule: string, through: string }

const cases: Case[] = []
for (let i = 0; i < RULES; i++) {
  const start = randomStart()
  cases.push({ dtstart: iso(start), rule: randomRule(start), through: iso(new Date(start.getTime() + 3 * 365 * DAY)) })
}

// dateutil with naive datetimes: the rule is read on the wall clock, as RFC 5545 reads a DTSTART with a TZID; in
// Amsterdam a date of the rule that the zone skips moves forward by the gap (RFC 5545 §3.3.5, by zoneinfo). The
// horizon is handed to dateutil as an UNTIL (beside a COUNT too: then the rule ends at whichever comes first). dateutil
// checks UNTIL only on the dates it generates, so a rule that stops matching runs on to the year 9999: a timer ends it
// after 0.2 s with what it gave so far (dateutil passes the 3-year horizon in milliseconds).
const PYTHON = `
import json, signal, sys, warnings
from datetime import datetime, timezone
from zoneinfo import ZoneInfo
from dateutil.rrule import rrulestr
AMS = ZoneInfo('Europe/Amsterdam')
def placed(s):
    # RFC 5545 section 3.3.5 (PEP 495 fold=0): a wall clock Amsterdam skips takes the offset before the gap
    d = datetime.fromisoformat(s).replace(tzinfo=AMS, fold=0)
    return d.astimezone(timezone.utc).astimezone(AMS).replace(tzinfo=None).isoformat()
warnings.simplefilter('ignore')
class Late(Exception):
    pass
def late(signum, frame):
    raise Late()
signal.signal(signal.SIGALRM, late)
out = []
for case in json.load(sys.stdin):
    found = []
    try:
        start = datetime.fromisoformat(case['dtstart'])
        through = datetime.fromisoformat(case['through'])
        rule = rrulestr(case['rule'], dtstart=start)
        until = rule._until if rule._until is not None and rule._until < through else through
        signal.setitimer(signal.ITIMER_REAL, 0.2)
        for d in rule.replace(until=until):
            found.append(d.isoformat())
        signal.setitimer(signal.ITIMER_REAL, 0)
        out.append(found)
    except Late:
        out.append(found)
    except Exception as e:
        signal.setitimer(signal.ITIMER_REAL, 0)
        out.append({'error': repr(e)})
moved = {d: placed(d) for found in out if isinstance(found, list) for d in found if placed(d) != d}
json.dump({'dates': out, 'amsterdam': moved}, sys.stdout)
`

t.test(`${RULES} random rules expand as python-dateutil's rrule expands them`, { skip }, async (t) => {
  // ours first: in UTC and in Europe/Amsterdam (the same wall clocks, as the rule is expanded on the wall clock)
  let refused = 0
  let gaveUp = 0
  const ours: { c: Case, utc: string[], amsterdam: string[] }[] = []
  for (const c of cases) {
    const expand = (zone: string): string[] => expandRecurrence(parseRecurrence([`RRULE:${c.rule}`], zone),
      new Date(`${c.dtstart}Z`), new Date(`${c.through}Z`), 100_000, zone).starts.map(iso)
    try {
      parseRecurrence([`RRULE:${c.rule}`], 'UTC')
    } catch (e) {
      if (!(e instanceof RecurrenceError)) throw e
      refused++
      continue
    }
    try {
      ours.push({ c, utc: expand('UTC'), amsterdam: expand('Europe/Amsterdam') })
    } catch (e) {
      // a rule that (almost) never matches: rrule-temporal gives up after 10,000 periods (not compared)
      if (!(e instanceof RecurrenceError)) throw e
      gaveUp++
    }
  }

  const run = spawnSync('python3', ['-c', PYTHON], { input: JSON.stringify(ours.map((o) => o.c)), encoding: 'utf8', maxBuffer: 64 << 20 })
  t.equal(run.status, 0, run.stderr)
  // `amsterdam`: the wall clocks Amsterdam skips, each moved forward by the gap (RFC 5545 §3.3.5, by Python's zoneinfo)
  const { dates: expected, amsterdam: moved } = JSON.parse(run.stdout) as { dates: (string[] | { error: string })[], amsterdam: Record<string, string> }
  t.equal(expected.length, ours.length)

  const mismatches: string[] = []
  ours.forEach(({ c, utc, amsterdam }, i) => {
    const want = expected[i]!
    if (!Array.isArray(want)) { mismatches.push(`DTSTART=${c.dtstart} ${c.rule}: dateutil ${want.error}`); return }
    // dateutil leaves out a DTSTART the rule does not produce; expandRecurrence always has the master's start first,
    // and counts it in COUNT as RFC 5545 says (dateutil counts only the dates the rule gives)
    const count = /COUNT=(\d+)/.exec(c.rule)?.[1]
    const ruleDates = count !== undefined && !want.includes(c.dtstart) ? want.slice(0, Number(count) - 1) : want
    const wantedUtc = [...new Set([c.dtstart, ...ruleDates])].sort()
    const wantedAmsterdam = [...new Set([c.dtstart, ...ruleDates.map((d) => moved[d] ?? d)])].sort()
    for (const [zone, got, wanted] of [['UTC', utc, wantedUtc], ['Europe/Amsterdam', amsterdam, wantedAmsterdam]] as const) {
      if (got.join() === wanted.join()) continue
      const extra = got.filter((d) => !wanted.includes(d))
      const missing = wanted.filter((d) => !got.includes(d))
      mismatches.push(`${zone} DTSTART=${c.dtstart} ${c.rule}: extra ${extra.slice(0, 4).join(' ')} missing ${missing.slice(0, 4).join(' ')}`)
    }
  })
  t.comment(`${ours.length} of ${RULES} rules compared, in UTC and in Europe/Amsterdam; ${refused} refused by parseRecurrence, ${gaveUp} never match (rrule-temporal gives up)`)
  t.same(mismatches, [], 'no rule expands differently')
  t.ok(ours.length >= RULES * 0.8, `most rules are accepted and compared (${ours.length})`)
})
