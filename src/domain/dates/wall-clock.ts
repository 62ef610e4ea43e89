// Naive wall-clock storage: an event's start and end are stored as their wall clock in the event's zone, written as
// if UTC, so that lists compare them with the wall-clock date filters directly (SPEC §5.1). Also those filters' day bounds.
//
// The one rule for a wall clock a zone's transitions make nonexistent or ambiguous (RFC 5545 §3.3.5, which every
// iCalendar client follows and which Temporal calls "compatible"): a time in a gap is read with the offset before the
// gap, so it moves forward by the gap (02:30 in a one-hour spring gap is 03:30); a time in a fold is the first of the
// two (the earlier instant, the offset before the fold). luxon's own answer in a fold depends on its offset guess — the
// zone's offset "now" or at the naive value read as UTC — so Amsterdam and New York took different ones.
import { DateTime, Info, type Zone } from 'luxon'
import { DAY_MS, dayMemo, luxonZone } from './zones.js'

export function wallClockToNaive (dt: DateTime): Date {
  return dt.setZone('UTC', { keepLocalTime: true }).toJSDate()
}

const MINUTE_MS = 60_000

// A series of a thousand occurrences asks for a few offsets each: days without a transition answer from a memo.
const offsetOf = dayMemo((tz, ms) => Info.normalizeZone(tz).offset(ms))

/** How a zone shows wall clock `local` (ms of a naive wall clock): once, never (a gap) or twice (a fold). */
export type WallClockKind = 'once' | 'gap' | 'fold'

/** The instant (ms) that wall clock `local` names in `zone`, by the rule above, and how the zone shows it. */
function placed (local: number, zone: Zone): { at: number; kind: WallClockKind } {
  if (zone.isUniversal) return { at: local - zone.offset(local) * MINUTE_MS, kind: 'once' }
  const offset = (ms: number) => offsetOf(zone.name, ms)
  // Offsets lie within ±14 h, so a day either side brackets the instant; a day apart, the offsets on both sides of
  // any transition near it (no zone has two transitions within two days).
  const before = offset(local - DAY_MS)
  const after = offset(local + DAY_MS)
  const candidates = new Set([before, after, offset(local - before * MINUTE_MS), offset(local - after * MINUTE_MS)])
  const shown = [...candidates].map((o) => local - o * MINUTE_MS).filter((at) => offset(at) * MINUTE_MS === local - at)
  if (shown.length > 0) return { at: Math.min(...shown), kind: shown.length > 1 ? 'fold' : 'once' }
  // A gap: the offset before it, the smaller one (a gap is the offset growing).
  return { at: local - Math.min(...candidates) * MINUTE_MS, kind: 'gap' }
}

/** Whether `zone` shows naive wall clock `d` once, never or twice. */
export function wallClockKind (d: Date, zone: string): WallClockKind {
  const z = Info.normalizeZone(luxonZone(zone))
  return z.isValid && !Number.isNaN(d.getTime()) ? placed(d.getTime(), z).kind : 'once'
}

/** The DateTime in `zone` of a naive wall clock (a Date read in UTC), by the rule above. */
export function naiveToWallClock (d: Date, zone: string): DateTime {
  const z = Info.normalizeZone(luxonZone(zone))
  if (!z.isValid || Number.isNaN(d.getTime())) return DateTime.fromJSDate(d, { zone: 'UTC' }).setZone(luxonZone(zone), { keepLocalTime: true })
  return DateTime.fromMillis(placed(d.getTime(), z).at, { zone: z })
}

/** The same for the fields of a wall clock (year … millisecond; missing ones are 0, month and day 1). */
export function wallClockIn (fields: { year: number; month?: number; day?: number; hour?: number; minute?: number; second?: number; millisecond?: number }, zone: string): DateTime {
  const naive = new Date(Date.UTC(fields.year, (fields.month ?? 1) - 1, fields.day ?? 1, fields.hour ?? 0, fields.minute ?? 0, fields.second ?? 0, fields.millisecond ?? 0))
  naive.setUTCFullYear(fields.year) // years 0–99 are not 1900–1999
  return naiveToWallClock(naive, zone)
}

/** A naive wall clock as the rule above places it: unchanged unless it is in a gap, then moved forward by the gap. */
export function existingWallClock (d: Date, zone: string): Date {
  const z = Info.normalizeZone(luxonZone(zone))
  if (!z.isValid || z.isUniversal || Number.isNaN(d.getTime())) return d
  // Without a DateTime: a rule's every start asks this (the memoized offsets answer).
  const { at, kind } = placed(d.getTime(), z)
  return kind === 'gap' ? new Date(at + offsetOf(z.name, at) * MINUTE_MS) : d
}

export function startOfDay (dt: DateTime): DateTime {
  return dt.startOf('day')
}

export function endOfDay (dt: DateTime): DateTime {
  return dt.set({ hour: 23, minute: 59, second: 59, millisecond: 0 })
}
