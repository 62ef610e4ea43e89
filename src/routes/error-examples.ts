// Example error bodies for /doc: one per error code an operation can answer with, under the status it comes with, so
// that Swagger UI shows for each status what the service really sends. The codes and statuses are the contract
// (SPEC §3.3 and the error tables of §4); the messages are the service's own (src/errors.ts, src/services/*), which
// the contract leaves free, and may differ in wording from what a given version answers.

type Json = Record<string, unknown>

/** What a post kind's code is about: `venue-is-in-trash` → `venue`. */
const kindOf = (code: string): string => code.replace(/^(could-not-\w+-)?(event|venue|organizer).*$/, '$2')

/** code → message and extra `data` of its example; `param` is a parameter of the operation, for the parameter errors. */
const EXAMPLES: Array<[RegExp, (code: string, param: string) => { message: string; data?: Json }]> = [
  [/^rest_invalid_param$/, (_c, param) => ({ message: `Some parameters are not valid: ${param}`, data: { params: { [param]: 'The value is not valid.' }, details: {} } })],
  [/^rest_missing_callback_param$/, (_c, param) => ({ message: `Required parameters are missing: ${param}`, data: { params: [param] } })],
  [/^rest_invalid_json$/, () => ({ message: 'Invalid JSON body passed.', data: { json_error_message: 'Unexpected end of JSON input' } })],
  [/^rest_invalid_body$/, () => ({ message: 'The multipart/form-data body cannot be read: Unexpected end of form' })],
  [/^rest_request_too_large$/, () => ({ message: 'The request body is larger than the limit.' })],
  [/^rest_unsupported_media_type$/, () => ({ message: 'Use application/json, application/x-www-form-urlencoded or multipart/form-data.' })],
  [/^rest_invalid_token$/, () => ({ message: 'The bearer token is malformed, unknown or revoked.' })],
  [/^rest_forbidden$/, () => ({ message: 'Sorry, you are not allowed to do that.' })],
  [/^rest_too_many_requests$/, () => ({ message: 'Too many requests: at most 600 per minute. Try again in 12 s.', data: { retry_after: 12 } })],
  [/^rest-invalid-event-id$/, () => ({ message: 'Record 1 is not an event.' })],
  [/^rest-event-not-found$/, () => ({ message: 'The requested event was not found.' })],
  [/^event-no-longer-available$/, () => ({ message: 'The event is no longer available.' })],
  [/^event-password-protected$/, () => ({ message: 'The event is password protected.' })],
  [/-not-accessible$/, (code) => ({ message: `You do not have access to this ${kindOf(code)}.` })],
  [/-archive-page-not-found$/, () => ({ message: 'The requested page was not found.' })],
  [/-is-in-trash$/, (code) => ({ message: `The ${kindOf(code)} is already in the trash.` })],
  [/^could-not-(create|delete|update)-/, (code) => ({ message: `The ${kindOf(code)} could not be ${code.split('-')[2]}d.` })],
  [/^term_exists$/, () => ({ message: 'A term with the name provided already exists with this parent.', data: { term_id: 1 } })],
  [/^duplicate_term_slug$/, () => ({ message: 'The slug "jazz" is already in use by another term.' })],
  [/^rest_taxonomy_not_hierarchical$/, () => ({ message: 'Tags cannot have a parent.' })],
]

/** The Example Objects (OpenAPI `examples` of a media type) of one error status: one per code, keyed by the code. */
export function errorExamples (status: number, codes: string[], param: string, fallback: string): Record<string, { summary: string; value: Json }> {
  return Object.fromEntries(codes.map((code) => {
    const found = EXAMPLES.find(([pattern]) => pattern.test(code))
    const { message, data = {} } = found ? found[1](code, param) : { message: fallback }
    return [code, { summary: `${status} ${code}`, value: { code, message, data: { status, ...data } } }]
  }))
}
