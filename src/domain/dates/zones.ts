// Timezones: which names are valid, how luxon is told about them, and a per-day memo of a zone's answers.
import { IANAZone } from 'luxon'

// WordPress-style manual offsets; ±14:00 is the widest real-world offset.
const UTC_OFFSET_RE = /^UTC([+-])(\d{1,2})(?::(\d{2}))?$/

/** Minutes east of UTC of a 'UTC±H[:MM]' name; null for any other name (IANA zones among them). */
export function utcOffsetMinutes (tz: string): number | null {
  const m = UTC_OFFSET_RE.exec(tz)
  if (!m) return null
  const h = Number(m[2])
  const min = m[3] === undefined ? 0 : Number(m[3])
  if (min > 59 || h * 60 + min > 14 * 60) return null
  return (m[1] === '-' ? -1 : 1) * (h * 60 + min)
}

// luxon's isValidZone builds an Intl.DateTimeFormat on every call, and every list request checks the site zone
// a few times (date filters, validation): valid names are remembered (a few hundred exist, so the set stays small).
const validZones = new Set<string>()

export function isValidTimezone (tz: string): boolean {
  if (typeof tz !== 'string' || tz === '') return false
  if (tz.startsWith('UTC') && tz.length > 3) return utcOffsetMinutes(tz) !== null
  if (validZones.has(tz)) return true
  if (!IANAZone.isValidZone(tz)) return false
  validZones.add(tz)
  return true
}

export function luxonZone (tz: string): string {
  const off = utcOffsetMinutes(tz)
  if (off === null) return tz
  // 'UTC+H:MM' is a specifier luxon's FixedOffsetZone.parseSpecifier understands.
  const abs = Math.abs(off)
  const mm = abs % 60
  return `UTC${off < 0 ? '-' : '+'}${Math.floor(abs / 60)}${mm ? `:${String(mm).padStart(2, '0')}` : ''}`
}

export const DAY_MS = 86_400_000

/**
 * Per-day memo of a zone's answer. A page of records asks for a few zone-dependent strings per record (publication
 * dates, abbreviations), each an Intl call of several microseconds; records of the same days share them. A day is
 * memoized only when its first and last millisecond give the same answer (no transition that day), so the memo
 * never changes a result; days with a transition, and zones' rare historical oddities, always take `compute`.
 * The map is cleared when it grows past `limit` days: a bound, not a cache policy.
 */
export function dayMemo<T> (compute: (tz: string, ms: number) => T, limit = 20_000): (tz: string, ms: number) => T {
  const memo = new Map<string, T | null>()
  return (tz, ms) => {
    const day = Math.floor(ms / DAY_MS)
    const key = `${tz}\u0000${day}`
    let v = memo.get(key)
    if (v === undefined) {
      const first = compute(tz, day * DAY_MS)
      v = first === compute(tz, day * DAY_MS + DAY_MS - 1) ? first : null
      if (memo.size >= limit) memo.clear()
      memo.set(key, v)
    }
    return v === null ? compute(tz, ms) : v
  }
}
