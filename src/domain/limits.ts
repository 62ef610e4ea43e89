// Limits of SPEC §7 that bound the memory and time one request may take, in one place: the server options
// (src/app.ts serverOptions), the body parsers and hooks (src/plugins) read them from here. README "Limits" lists them.

/** Largest request body, whatever its content type and transfer encoding, multipart files included: 413 above. Bytes
 *  are counted as they arrive (src/plugins/app/body-limit.ts), so a chunked body is cut off at this size. */
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
/** Event `event_status_reason` (SPEC §9.6), in characters. */
export const MAX_EVENT_STATUS_REASON_CHARS = 500
/** `geoloc_radius`, in km (half the Earth's circumference: every point is within it). */
export const MAX_GEOLOC_RADIUS_KM = 20000
/** Years a date input may name, in its own timezone and in UTC (SPEC §3.5, §7). */
export const FIRST_INPUT_YEAR = 1
export const LAST_INPUT_YEAR = 9999

// ---- transport: bodies, headers and connections ----

/** Fields of one multipart body: 413 above (each field is an object and a string; the byte limit alone would allow
 *  tens of thousands of empty ones). */
export const MULTIPART_FIELDS = 200

/** Files of one multipart body that are read (and dropped); further files are skipped. Their bytes count to
 *  BODY_LIMIT either way. */
export const MULTIPART_FILES = 10

/** Longest path parameter (decoded characters) the router matches; longer ones are unknown routes (404). */
export const MAX_PARAM_LENGTH = 2000

/** Request line + headers, in bytes (Node's `maxHeaderSize`): 431 above. */
export const MAX_HEADER_SIZE = 16 * 1024

/** How long a connection may take: the process's defence against slow senders (slowloris) and idle sockets. */
export interface ConnectionLimits {
  /** ms to receive the request line and headers; then 408 and the connection is closed */
  headersTimeout: number
  /** ms to receive the whole request, body included; then 408 (if no answer was started) and the connection is closed */
  requestTimeout: number
  /** ms an idle keep-alive connection stays open (longer than common load balancers' idle timeouts) */
  keepAliveTimeout: number
  /** ms between Node's checks of the two timeouts above: a timeout fires up to this late */
  checkInterval: number
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 72_000,
  // Node's default (30 s) would let a 15 s timeout run to 45 s. One check walks the list of open connections.
  checkInterval: 1_000,
}

/** Sign-in passwords (SPEC §9.8): long enough that the sign-in limits make guessing hopeless, short enough that a
 *  hash of one is a bounded cost. */
export const MIN_PASSWORD_LENGTH = 10
export const MAX_PASSWORD_LENGTH = 256
