// Example error bodies for /doc: one per error code an operation can answer with, under the status it comes with, so
// that Swagger UI shows for each status what the service really sends. The codes and statuses are the route's
// documented ones (./table.ts), the messages the catalog's (src/error-codes.ts): the service's own, which the contract
// leaves free, and may differ in wording from what a given version answers.
import { ERROR_CATALOG, type ErrorCode } from '../error-codes.js'

type Json = Record<string, unknown>

/** What an example says beyond the catalog's message and `status`: the parameter errors name a parameter of the
 *  operation (`param`), and some codes carry more `data`. */
const EXAMPLES: Partial<Record<ErrorCode, (param: string) => { message?: string; data: Json }>> = {
  rest_invalid_param: (param) => ({ message: `Some parameters are not valid: ${param}`, data: { params: { [param]: 'The value is not valid.' }, details: {} } }),
  rest_missing_callback_param: (param) => ({ message: `Required parameters are missing: ${param}`, data: { params: [param] } }),
  rest_invalid_json: () => ({ data: { json_error_message: 'Unexpected end of JSON input' } }),
  rest_too_many_requests: () => ({ data: { retry_after: 12 } }),
  term_exists: () => ({ data: { term_id: 1 } }),
}

/** The Example Objects (OpenAPI `examples` of a media type) of one error status: one per code, keyed by the code. */
export function errorExamples (status: number, codes: ErrorCode[], param: string): Record<string, { summary: string; value: Json }> {
  return Object.fromEntries(codes.map((code) => {
    const { message = ERROR_CATALOG[code].message, data = {} } = EXAMPLES[code]?.(param) ?? {}
    return [code, { summary: `${status} ${code}`, value: { code, message, data: { status, ...data } } }]
  }))
}
