// A calendar as RFC 5545 clients read it: every VEVENT of a feed expanded by independent parsers, ical.js, node-ical
// (its own RRULE engine, rrule-temporal) and Python's recurring_ical_events (python-dateutil's), into the instances a subscriber sees. The series tests compare
// them with what the JSON lists (SPEC §9.2, §9.3: the feed holds exactly the events the JSON lists).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import ICAL from 'ical.js'
import nodeIcal from 'node-ical'

/** One instance as a client shows it: timed instances by their UTC instants, all-day ones by their dates (the end
 *  exclusive, as DTEND). */
export interface Instance { uid: string; start: string; end: string; summary: string; status: string }

/** `start`/`end` of an event of the JSON in the form of Instance. */
export function jsonInstance (e: Record<string, any>): Pick<Instance, 'start' | 'end'> {
  if (e.all_day === true) {
    const end = new Date(`${String(e.end_date).slice(0, 10)}T00:00:00Z`)
    end.setUTCDate(end.getUTCDate() + 1)
    return { start: String(e.start_date).slice(0, 10), end: end.toISOString().slice(0, 10) }
  }
  return { start: `${String(e.utc_start_date).replace(' ', 'T')}.000Z`, end: `${String(e.utc_end_date).replace(' ', 'T')}.000Z` }
}

/** How far a client expands a rule that goes on: far past anything the tests write. */
const FROM = new Date('1990-01-01T00:00:00Z')
const TO = new Date('2110-01-01T00:00:00Z')
const LIMIT = 5000

const key = (i: Pick<Instance, 'start' | 'end'>): string => `${i.start}/${i.end}`

/** The start/end keys of instances, sorted: what two lists are compared by. */
export const keys = (list: Array<Pick<Instance, 'start' | 'end'>>): string[] => list.map(key).sort()

/** An instance as ical.js gives it, with whether it is all-day and whether an override (RECURRENCE-ID) made it. */
export interface IcalJsInstance extends Instance { allDay: boolean; override: boolean }

/** ical.js: the VEVENTs of `text` by UID (its own VTIMEZONEs registered), and `expand(uid)`: that UID's VEVENT without
 *  RECURRENCE-ID (the series, or a single event) with the others as its exceptions, expanded. */
export function icalJsCalendar (text: string): { byUid: Map<string, ICAL.Component[]>; expand: (uid: string) => IcalJsInstance[] } {
  ICAL.TimezoneService.reset()
  const cal = new ICAL.Component(ICAL.parse(text))
  for (const vt of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vt)
  const byUid = new Map<string, ICAL.Component[]>()
  for (const ve of cal.getAllSubcomponents('vevent')) {
    const uid = String(ve.getFirstPropertyValue('uid'))
    byUid.set(uid, [...byUid.get(uid) ?? [], ve])
  }
  const form = (t: ICAL.Time): string => t.isDate ? t.toString() : t.toJSDate().toISOString()
  const status = (c: ICAL.Component): string => String(c.getFirstPropertyValue('status') ?? '')
  const expand = (uid: string): IcalJsInstance[] => {
    const list = byUid.get(uid) ?? []
    const masterComp = list.find((c) => !c.hasProperty('recurrence-id'))
    if (!masterComp) throw new Error(`ical.js: no VEVENT without RECURRENCE-ID for ${uid}`)
    const master = new ICAL.Event(masterComp)
    for (const c of list) if (c !== masterComp) master.relateException(new ICAL.Event(c))
    if (!master.isRecurring()) {
      return [{ uid, start: form(master.startDate), end: form(master.endDate), summary: master.summary, status: status(masterComp), allDay: master.startDate.isDate, override: false }]
    }
    const out: IcalJsInstance[] = []
    const it = master.iterator()
    for (let next = it.next(); next; next = it.next()) {
      if (out.length >= LIMIT) throw new Error(`ical.js: runaway expansion of ${uid}`)
      const d = master.getOccurrenceDetails(next)
      out.push({ uid, start: form(d.startDate), end: form(d.endDate), summary: d.item.summary, status: status(d.item.component), allDay: d.startDate.isDate, override: d.item !== master })
    }
    return out
  }
  return { byUid, expand }
}

/** Every instance of `text` as ical.js expands it. */
export function icalJsInstances (text: string): Instance[] {
  const { byUid, expand } = icalJsCalendar(text)
  return [...byUid.keys()].flatMap(expand)
}

/** node-ical: its parse keys VEVENTs by UID, with overrides in `recurrences`; expandRecurringEvent applies EXDATEs
 *  and overrides. node-ical reads no RDATE: a feed that needs one is not exact for its users. */
export function nodeIcalInstances (text: string): Instance[] {
  const out: Instance[] = []
  const dateOf = (d: Date): string =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  for (const v of Object.values(nodeIcal.sync.parseICS(text))) {
    if (v?.type !== 'VEVENT') continue
    const ev = v as nodeIcal.VEvent
    const uid = String(ev.uid)
    for (const i of nodeIcal.expandRecurringEvent(ev, { from: FROM, to: TO })) {
      const summary = typeof i.summary === 'string' ? i.summary : String((i.summary as { val?: string })?.val ?? '')
      const status = String((i.event as nodeIcal.VEvent).status ?? '')
      out.push(i.isFullDay
        ? { uid, start: dateOf(i.start), end: dateOf(i.end), summary, status }
        : { uid, start: i.start.toISOString(), end: i.end.toISOString(), summary, status })
    }
  }
  return out
}

const PYTHON = '/usr/bin/python3'
let pythonReady: boolean | undefined

/** Python's icalendar + recurring_ical_events (test/tools/expand-ics.py), a third client; null where Debian's
 *  python3-recurring-ical-events is not installed (.ci/run installs it, so CI always runs it). */
export function pythonInstances (text: string): Instance[] | null {
  pythonReady ??= spawnSync(PYTHON, ['-c', 'import icalendar, recurring_ical_events']).status === 0
  if (!pythonReady) return null
  const run = spawnSync(PYTHON, [fileURLToPath(new URL('./tools/expand-ics.py', import.meta.url))], { input: text, maxBuffer: 64 << 20 })
  if (run.status !== 0) throw new Error(`expand-ics.py: ${run.stderr.toString()}`)
  return (JSON.parse(run.stdout.toString()) as Array<Omit<Instance, 'status'>>).map((i) => ({ ...i, status: '' }))
}
