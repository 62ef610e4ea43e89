// Timezone abbreviations (SPEC §4.1 `timezone_abbr`): tzdata letters where Intl knows them, else the numeric offset.
import { DateTime } from 'luxon'
import { pad } from './format.js'
import { dayMemo, utcOffsetMinutes } from './zones.js'

// en-US only names North-American zones; other English locales know their own region's letters.
function localesFor (tz: string): string[] {
  if (/^(Europe\/|GB|Eire|WET|CET|MET|EET)/.test(tz)) return ['en-US', 'en-GB', 'en-IE']
  if (/^Africa\//.test(tz)) return ['en-US', 'en-ZA', 'en-GB']
  if (/^Australia\//.test(tz)) return ['en-US', 'en-AU']
  if (/^(Pacific\/(Auckland|Chatham)|NZ)/.test(tz)) return ['en-US', 'en-NZ']
  if (/^Asia\/(Kolkata|Calcutta)$/.test(tz)) return ['en-US', 'en-IN']
  if (/^(America|Canada)\//.test(tz)) return ['en-US', 'en-CA']
  return ['en-US']
}

// tzdata letters that no English ICU locale produces; keyed by offset so historical
// instants with a different offset fall back to the numeric form.
const EXTRA_ABBR: Record<string, Record<number, string>> = {
  'Asia/Tokyo': { 540: 'JST' },
  'Asia/Seoul': { 540: 'KST' },
  'Asia/Shanghai': { 480: 'CST' },
  'Asia/Taipei': { 480: 'CST' },
  'Asia/Hong_Kong': { 480: 'HKT' },
  'Asia/Manila': { 480: 'PST' },
  'Asia/Karachi': { 300: 'PKT' },
  'Asia/Jakarta': { 420: 'WIB' },
  'Europe/Moscow': { 180: 'MSK' },
  'Asia/Jerusalem': { 120: 'IST', 180: 'IDT' },
  'Asia/Tel_Aviv': { 120: 'IST', 180: 'IDT' },
}

const formatterCache = new Map<string, Intl.DateTimeFormat[]>()

function formattersFor (tz: string): Intl.DateTimeFormat[] {
  let list = formatterCache.get(tz)
  if (!list) {
    list = localesFor(tz).map((l) => new Intl.DateTimeFormat(l, { timeZone: tz, timeZoneName: 'short' }))
    formatterCache.set(tz, list)
  }
  return list
}

function numericAbbr (offsetMinutes: number): string {
  const abs = Math.abs(offsetMinutes)
  const mm = abs % 60
  return `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${mm ? pad(mm) : ''}`
}

/** Abbreviation of a zone at an instant (SPEC §4.1 `timezone_abbr`): a UTC±H name is its own. */
export function timezoneAbbr (tz: string, instant: Date): string {
  if (utcOffsetMinutes(tz) !== null) return tz
  return abbrAt(tz, instant.getTime())
}

const abbrAt = dayMemo((tz: string, ms: number): string => {
  const instant = new Date(ms)
  try {
    for (const f of formattersFor(tz)) {
      const name = f.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? ''
      if (/^[A-Z]{2,5}$/.test(name)) return name
    }
    const offset = DateTime.fromJSDate(instant, { zone: tz }).offset
    return EXTRA_ABBR[tz]?.[offset] ?? numericAbbr(offset)
  } catch {
    return tz
  }
})
