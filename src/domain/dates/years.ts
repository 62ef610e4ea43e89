import { FIRST_INPUT_YEAR, LAST_INPUT_YEAR } from '../limits.js'

// The one rule on which years each path handles. Dates are stored and written as YYYY (SPEC §3.5), so the contract
// can write the years 0–9999: date inputs name years 1–9999 (inputYear, SPEC §7), and the fast paths of presenting a page are
// taken within them only; any other year keeps the general path's form.

export const FIRST_YEAR = 0
export const LAST_YEAR = 9999

/** A year the contract can write as YYYY. */
export function writableYear (year: number): boolean {
  return year >= FIRST_YEAR && year <= LAST_YEAR
}

/**
 * A UTC year whose instants stay in writable years in every zone. Zone offsets lie within ±14 h, so an instant can
 * fall in the year before or after in some zone: the paths that read the UTC year but write a zone's year (or look
 * ±15 h around a wall clock) keep one year away from either end of the range.
 */
export function writableInEveryZone (utcYear: number): boolean {
  return writableYear(utcYear - 1) && writableYear(utcYear + 1)
}

/** A year a date input may name (SPEC §7: 1–9999); the output paths still write year 0, which an instant of year 1
 *  can be in a zone west of UTC. */
export function inputYear (year: number): boolean {
  return year >= FIRST_INPUT_YEAR && year <= LAST_INPUT_YEAR
}
