// The simple recurrence rule the workspace's controls edit (repeats, every N, weekdays, ends), to and from the RFC 5545
// lines the API takes (SPEC §9.3). DOM-free: the event form's recurrence field uses it, and tap tests it.
// Only what the controls can show both ways is "simple"; every other set of lines (RDATE, EXDATE, BYMONTHDAY, an UNTIL
// in UTC after a split, …) is left to the advanced text, unchanged.

export const FREQS = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const
export type Freq = typeof FREQS[number]
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
export type Weekday = typeof WEEKDAYS[number]

export type RuleEnd = { kind: 'never' } | { kind: 'until'; date: string } | { kind: 'count'; count: number }

export interface SimpleRule {
  /** null: no recurrence */
  freq: Freq | null
  /** every N periods, from 1 */
  interval: number
  /** WEEKLY only; [] = the start's weekday */
  byday: Weekday[]
  end: RuleEnd
}

export const NO_RULE: SimpleRule = { freq: null, interval: 1, byday: [], end: { kind: 'never' } }

/** The API's bounds (src/domain/recurrence.ts): the controls keep within them, the API checks them again. */
export const MAX_INTERVAL = 1000
export const MAX_COUNT = 100_000

const DAY = /^(\d{4})(\d{2})(\d{2})$/
/** An UNTIL the controls write: the end of that day on the event's wall clock (inclusive, whatever the start's time). */
const DAY_END = /^(\d{4})(\d{2})(\d{2})T235959$/

const isDate = (y: string, m: string, d: string): boolean => {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d)
}

/** The lines as the controls show them, or null when they cannot (then the advanced text shows them as they are). */
export function parseSimple (lines: readonly string[]): SimpleRule | null {
  const list = lines.map((l) => l.trim()).filter((l) => l !== '')
  if (list.length === 0) return { ...NO_RULE, byday: [] }
  if (list.length !== 1) return null
  const m = /^RRULE:(.+)$/i.exec(list[0]!)
  if (!m) return null
  const parts = new Map<string, string>()
  for (const part of m[1]!.split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) return null
    const name = part.slice(0, eq).toUpperCase()
    if (parts.has(name)) return null
    parts.set(name, part.slice(eq + 1).toUpperCase())
  }
  const freq = parts.get('FREQ') as Freq | undefined
  if (!freq || !FREQS.includes(freq)) return null
  const rule: SimpleRule = { freq, interval: 1, byday: [], end: { kind: 'never' } }
  for (const [name, value] of parts) {
    if (name === 'FREQ') continue
    if (name === 'INTERVAL') {
      if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > MAX_INTERVAL) return null
      rule.interval = Number(value)
    } else if (name === 'BYDAY' && freq === 'WEEKLY') {
      const days = value.split(',')
      if (!days.every((d): d is Weekday => (WEEKDAYS as readonly string[]).includes(d)) || new Set(days).size !== days.length) return null
      rule.byday = WEEKDAYS.filter((d) => days.includes(d))
    } else if (name === 'COUNT') {
      if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > MAX_COUNT) return null
      rule.end = { kind: 'count', count: Number(value) }
    } else if (name === 'UNTIL') {
      const d = DAY.exec(value) ?? DAY_END.exec(value)
      if (!d || !isDate(d[1]!, d[2]!, d[3]!)) return null
      rule.end = { kind: 'until', date: `${d[1]}-${d[2]}-${d[3]}` }
    } else return null
  }
  if (parts.has('COUNT') && parts.has('UNTIL')) return null
  return rule
}

/** The lines of a simple rule ([] for none). An invalid part (an interval of 0, a date that is none) is written as it
 *  is: the API's 400 names it, beside the field. */
export function buildSimple (rule: SimpleRule): string[] {
  if (rule.freq === null) return []
  const parts = [`FREQ=${rule.freq}`]
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`)
  if (rule.freq === 'WEEKLY' && rule.byday.length > 0) parts.push(`BYDAY=${WEEKDAYS.filter((d) => rule.byday.includes(d)).join(',')}`)
  if (rule.end.kind === 'count') parts.push(`COUNT=${rule.end.count}`)
  if (rule.end.kind === 'until') parts.push(`UNTIL=${rule.end.date.replace(/-/g, '')}T235959`)
  return [`RRULE:${parts.join(';')}`]
}

/** The lines of a text (one a line), as the API reads a text value. */
export const linesOf = (text: string): string[] => text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '')

/** Whether two sets of lines are the same rule text (case of the names and blank lines aside). */
export function sameLines (a: readonly string[], b: readonly string[]): boolean {
  const norm = (l: readonly string[]) => l.map((x) => x.trim()).filter((x) => x !== '').map((x) => x.toUpperCase())
  const x = norm(a)
  const y = norm(b)
  return x.length === y.length && x.every((v, i) => v === y[i])
}

/** The weekday of a `YYYY-MM-DD…` start (the API's start_date), or null. */
export function weekdayOf (startDate: string): Weekday | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(startDate.trim())
  if (!m || !isDate(m[1]!, m[2]!, m[3]!)) return null
  return WEEKDAYS[(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay() + 6) % 7]!
}
