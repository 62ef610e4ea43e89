// Limits of SPEC §7 that more than one part of the service enforces.

/** Largest request body, whatever its content type (413 above). */
export const BODY_LIMIT = 1024 * 1024

// ---- inputs (SPEC §7): each limit defined once, used by the schemas (src/schemas) and the services alike ----

/** Items of one list parameter: filters (`include`, `categories`, `status`, …) and event writes (`organizer`, terms). */
export const MAX_LIST_ITEMS = 100
/** Terms one event write may create (names that match no existing term). */
export const MAX_NEW_TERMS = 20
/** Event `description`, in bytes of UTF-8. */
export const MAX_EVENT_DESCRIPTION_BYTES = 128 * 1024
/** Event `excerpt`, venue/organizer/term `description`, in bytes of UTF-8. */
export const MAX_TEXT_BYTES = 16 * 1024
/** Event title, venue/organizer name, in bytes of UTF-8 (the original's TEXT columns). */
export const MAX_NAME_BYTES = 65535
/** Slugs of every kind and term names, in characters (the original's varchar(200) columns). */
export const MAX_SLUG_CHARS = 200
export const MAX_TERM_NAME_CHARS = 200
/** `password` of events, venues, organizers, in characters. */
export const MAX_PASSWORD_CHARS = 255
/** `geoloc_radius`, in km (half the Earth's circumference: every point is within it). */
export const MAX_GEOLOC_RADIUS_KM = 20000
/** Years a date input may name, in its own timezone and in UTC (SPEC §3.5, §7). */
export const FIRST_INPUT_YEAR = 1
export const LAST_INPUT_YEAR = 9999
