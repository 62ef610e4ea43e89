// TypeScript types of the API generated from its OpenAPI document by openapi-typescript: what a front-end developer
// gets (openapi/api.d.ts, written by `npm run openapi`) and what test/openapi/client.test.ts type-checks against.
import openapiTS, { astToString } from 'openapi-typescript'

/** The clock `npm run openapi` runs the service at: the document carries it (the terms' create examples are stamped
 *  with the time of the request), so whoever regenerates the committed files takes the same. */
export const DOCUMENT_CLOCK = new Date('2027-03-01T09:00:00Z')

export async function clientTypes (document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0])
  return astToString(ast)
}
