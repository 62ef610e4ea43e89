// TypeScript types of the API generated from its OpenAPI document by openapi-typescript: what a front-end developer
// gets (openapi/api.d.ts, written by `npm run openapi`) and what test/openapi/client.test.ts type-checks against.
import openapiTS, { astToString } from 'openapi-typescript'

export async function clientTypes (document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0])
  return astToString(ast)
}
