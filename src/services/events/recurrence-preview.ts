// The recurrence preview (issue 41): what a series of these lines from this start would be, by the series' own rules
// (checkRecurrence, expandRecurrence, timesAt), so that the dates a form shows are the events a save makes.
import type { ServiceContext } from '../../context.js'
import { ParamProblems, forbidden } from '../../errors.js'
import { canWrite } from '../../domain/access.js'
import { endAfterGap, endOfDay, luxonZone, parseDateInput, sqlOfDate, startOfDay, wallClockToNaive } from '../../domain/dates.js'
import { RecurrenceError, expandRecurrence, parseRecurrence } from '../../domain/recurrence.js'
import { formatReason } from '../../lib/http/param-messages.js'
import { DEFAULT_PREVIEW_COUNT, type PreviewAnswer, type PreviewQuery } from '../../schemas/recurrence-preview.js'
import { checkRecurrence, horizonEnd, recurrenceLines, timesAt, type RecurrenceInput } from './series.js'

/** How far past the horizon the preview looks for a sparse rule (a yearly one has two dates in 24 months), in
 *  doublings of the horizon: 2 → 4 → 8 → 16 → 32 → 64 years. Each step is one expansion bounded like the series'. */
const MAX_WIDENINGS = 5
/** The last wall clock a date can name (SPEC §3.5: years up to 9999). */
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59)

/**
 * The first `count` occurrences of a series of `recurrence` starting at `start_date` (SPEC §9.3). Writers only
 * (contributor and up): it is the preview of a write, and the expansion it runs is a write's cost. The lines are
 * checked as an event write checks them, RECURRENCE_MAX within RECURRENCE_HORIZON included, so a preview that answers
 * is a series a save accepts (but for the write's own budgets: texts and links copied).
 */
export function previewRecurrence (sc: ServiceContext, q: PreviewQuery): PreviewAnswer {
  if (!canWrite(sc.caller)) throw forbidden(sc.caller !== null, 'Only writers (contributor and up) may preview a series.')
  const problems = new ParamProblems()
  const zone = q.timezone === undefined || q.timezone === '' ? sc.config.timezone : q.timezone
  const now = sc.now.setZone(luxonZone(zone))
  let start = parseDateInput(q.start_date, zone, now)
  if (!start) problems.add('start_date', formatReason('calendar-date', q.start_date))
  let end = q.end_date === undefined ? start : parseDateInput(q.end_date, zone, now)
  if (!end) problems.add('end_date', formatReason('calendar-date', q.end_date))
  const lines = recurrenceLines(q.recurrence as RecurrenceInput)
  if (lines.length === 0) problems.add('recurrence', 'no lines: send at least one RRULE, RDATE or EXDATE line')
  problems.throwIfAny()
  if (q.end_date !== undefined) end = endAfterGap(q.start_date, q.end_date, end!, zone, now)
  if (end! < start!) end = start
  if (q.all_day === true) { start = startOfDay(start!); end = endOfDay(end!) }
  const startLocal = wallClockToNaive(start!)
  const stored = checkRecurrence(sc, lines, zone, startLocal, problems)
  problems.throwIfAny()

  const r = parseRecurrence(stored!, zone)
  const horizon = horizonEnd(sc, zone)
  let expansion = expandRecurrence(r, startLocal, horizon, sc.config.recurrenceMax, zone)
  const withinHorizon = expansion.starts.length
  const count = q.count ?? DEFAULT_PREVIEW_COUNT
  // A sparse rule: look further, the window doubling, each time bounded as the series is (RECURRENCE_MAX, the
  // library's 10,000 periods); a rule that cannot go further answers what it has.
  // A start beyond the horizon has none within it: the window is then counted from the start.
  let span = Math.max(horizon.getTime() - startLocal.getTime(), horizon.getTime() - wallClockToNaive(now).getTime())
  for (let i = 0; i < MAX_WIDENINGS && expansion.starts.length < count && expansion.more; i++) {
    span *= 2
    const through = new Date(Math.min(startLocal.getTime() + span, LAST_INSTANT))
    try {
      expansion = expandRecurrence(r, startLocal, through, sc.config.recurrenceMax, zone)
    } catch (err) {
      if (!(err instanceof RecurrenceError)) throw err
      break
    }
  }
  const master = { allDay: q.all_day === true, timezone: zone, startLocal, endLocal: wallClockToNaive(end!), startUtc: start!.toUTC().toJSDate(), endUtc: end!.toUTC().toJSDate() }
  const occurrences = expansion.starts.slice(0, count).map((at) => {
    const t = timesAt(master, at)
    return { start_date: sqlOfDate(t.startLocal), end_date: sqlOfDate(t.endLocal), utc_start_date: sqlOfDate(t.startUtc), utc_end_date: sqlOfDate(t.endUtc) }
  })
  return { timezone: zone, recurrence: stored!, occurrences, more: expansion.starts.length > count || expansion.more, within_horizon: withinHorizon }
}
