// The catalog of the service's error codes (SPEC §3.3 and the error tables of §4): every `code` an answer can carry,
// with the status(es) it comes with and the message /doc shows in its example. `ErrorCode` is the key union, so a code
// that is not here is a compiler error at its throw site (src/errors.ts) and in a route's documented `errors`
// (src/routes/table.ts); the test apps check at run time that a route answers only the codes it documents
// (src/plugins/app/errors.ts, test/helper.ts).

/** The post kinds, whose codes are built from the kind's name (`venue-not-accessible`). */
const POST_KINDS = ['event', 'venue', 'organizer'] as const
type PostKind = typeof POST_KINDS[number]

export interface ErrorEntry {
  /** the statuses the code comes with */
  status: readonly number[]
  /** the message of /doc's example; a throw site may say more (which parameter, how long to wait) */
  message: string
}

/** One entry per kind of `kinds`, each under the code `code(kind)`. */
function perKind<K extends PostKind, C extends string> (kinds: readonly K[], code: (kind: K) => C, entry: (kind: K) => ErrorEntry): Record<C, ErrorEntry> {
  return Object.fromEntries(kinds.map((kind) => [code(kind), entry(kind)])) as Record<C, ErrorEntry>
}

export const ERROR_CATALOG = {
  // What any request may meet, before or beside its route's own rules.
  rest_no_route: { status: [404], message: 'No route was found matching the URL and request method.' },
  rest_invalid_param: { status: [400], message: 'Some parameters are not valid: id' },
  rest_missing_callback_param: { status: [400], message: 'Required parameters are missing: id' },
  rest_invalid_json: { status: [400], message: 'Invalid JSON body passed.' },
  rest_invalid_body: { status: [400], message: 'The multipart/form-data body cannot be read: Unexpected end of form' },
  // Fastify's own refusals of a request that none of the codes above describes.
  rest_bad_request: { status: [400], message: 'The request is not valid HTTP.' },
  rest_request_too_large: { status: [413, 431], message: 'The request body is larger than the limit.' },
  rest_request_timeout: { status: [408], message: 'The request was not received in time.' },
  rest_unsupported_media_type: { status: [415], message: 'Use application/json, application/x-www-form-urlencoded or multipart/form-data.' },
  rest_invalid_token: { status: [401], message: 'The Authorization header is malformed, or its token is unknown or revoked (or not the login\'s).' },
  rest_forbidden: { status: [401, 403], message: 'Sorry, you are not allowed to do that.' },
  // Browser sessions and users (SPEC §9.8).
  rest_cookie_invalid_nonce: { status: [403], message: 'Cookie check failed: a request signed in by the session cookie must send the session\'s nonce in X-WP-Nonce.' },
  rest_invalid_login: { status: [401], message: 'The login or the password is not right.' },
  rest_cross_site_sign_in: { status: [403], message: 'A sign-in from a page of another origin is refused: sign in on the service\'s own pages (or from an origin in CORS_ORIGINS).' },
  rest_not_logged_in: { status: [401], message: 'You are not currently logged in.' },
  'user-not-found': { status: [404], message: 'No user has this id.' },
  'user-login-exists': { status: [400], message: 'A user with this login already exists.' },
  'user-protected': { status: [403], message: 'User 1 stays an administrator and is never deleted, and no administrator demotes or deletes their own account (so one administrator always remains).' },
  'token-not-found': { status: [404], message: 'No token of this user has this id.' },
  rest_too_many_requests: { status: [429], message: 'Too many requests: at most 600 per minute. Try again in 12 s.' },
  service_unavailable: { status: [503], message: 'The request collided with a concurrent write. Send it again.' },
  internal_server_error: { status: [500], message: 'The server could not handle this request.' },
  // Post kinds (SPEC §4.1–§4.3).
  'rest-invalid-event-id': { status: [400], message: 'Record 1 is not an event.' },
  'rest-event-not-found': { status: [404], message: 'The requested event was not found.' },
  'event-no-longer-available': { status: [403], message: 'The event is no longer available.' },
  ...perKind(POST_KINDS, (kind) => `${kind}-password-protected` as const, (kind) => ({ status: [403], message: `The ${kind} is password protected.` })),
  ...perKind(POST_KINDS, (kind) => `${kind}-not-accessible` as const, (kind) => ({ status: [403], message: `You do not have access to this ${kind}.` })),
  ...perKind(POST_KINDS, (kind) => `${kind}-archive-page-not-found` as const, () => ({ status: [404], message: 'The requested page was not found.' })),
  ...perKind(POST_KINDS, (kind) => `${kind}-is-in-trash` as const, (kind) => ({ status: [410], message: `The ${kind} is already in the trash.` })),
  ...perKind(POST_KINDS, (kind) => `could-not-delete-${kind}` as const, (kind) => ({ status: [500], message: `The ${kind} could not be deleted.` })),
  // Only venues and organizers are created inside another record's write (an event's).
  ...perKind(['venue', 'organizer'], (kind) => `could-not-create-${kind}` as const, (kind) => ({ status: [400], message: `The ${kind} could not be created.` })),
  // Terms (SPEC §4.4).
  term_exists: { status: [400], message: 'A term with the name provided already exists with this parent.' },
  duplicate_term_slug: { status: [400], message: 'The slug "jazz" is already in use by another term.' },
  rest_taxonomy_not_hierarchical: { status: [400], message: 'Tags cannot have a parent.' },
  // The change feed and webhooks (SPEC §9.4).
  'changes-cursor-expired': { status: [410], message: 'Changes after this cursor are older than the log keeps (30 days): read the records again, then follow the feed from a request without `after`.' },
  'webhook-not-found': { status: [404], message: 'No webhook has this id.' },
} satisfies Record<string, ErrorEntry>

export type ErrorCode = keyof typeof ERROR_CATALOG

/** Error codes by status, as a route documents them: status → the codes it can answer with. */
export type ErrorCodes = Partial<Record<number, ErrorCode[]>>
