// Dates of the contract (SPEC §3.5 inputs, §5.1 outputs): the one module the rest of the code imports. Each job has
// a module of its own under dates/; which years each path handles is decided once, in dates/years.ts.
export { endAfterGap, parseDateInput } from './dates/parse.js'
export { dateDetails, detailsOfDate, formatSql, isoInZone, isoOfWallClock, sqlInZone, sqlOfDate } from './dates/format.js'
export { DAY_MS, isValidTimezone, luxonZone } from './dates/zones.js'
export { timezoneAbbr } from './dates/abbreviations.js'
export { endOfDay, existingWallClock, naiveToWallClock, startOfDay, wallClockIn, wallClockKind, wallClockToNaive, type WallClockKind } from './dates/wall-clock.js'
