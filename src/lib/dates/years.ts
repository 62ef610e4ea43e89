// The one rule on which years each path handles. Dates are stored and written as YYYY (SPEC §3.5), so the contract
// can write the years 0–9999: date inputs outside them are rejected, and the fast paths of presenting a page are
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
