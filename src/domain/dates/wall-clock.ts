// Naive wall-clock storage: an event's start and end are stored as their wall clock in the event's zone, written as
// if UTC, so that lists compare them with the wall-clock date filters directly (SPEC §5.1). Also those filters' day bounds.
import { DateTime } from 'luxon'
import { luxonZone } from './zones.js'

export function wallClockToNaive (dt: DateTime): Date {
  return dt.setZone('UTC', { keepLocalTime: true }).toJSDate()
}

export function naiveToWallClock (d: Date, zone: string): DateTime {
  return DateTime.fromJSDate(d, { zone: 'UTC' }).setZone(luxonZone(zone), { keepLocalTime: true })
}

export function startOfDay (dt: DateTime): DateTime {
  return dt.startOf('day')
}

export function endOfDay (dt: DateTime): DateTime {
  return dt.set({ hour: 23, minute: 59, second: 59, millisecond: 0 })
}
