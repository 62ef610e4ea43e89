// Request validation with one ajv instance for the whole app. The route table is registered under five
// language prefixes with the same schema objects, so each schema is compiled once and reused (app start-up and
// every test's app boot are dominated by schema compilation otherwise).
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import { formats } from '../schemas/formats.js'

export function registerValidator (app: FastifyInstance): void {
  // allErrors: every parameter problem of a request is reported together (SPEC §3.3). No coercion or defaults:
  // src/plugins/normalize.ts already turned inputs into their canonical types, and `rest_url` must echo only
  // what the caller sent (SPEC §3.4).
  const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: false, removeAdditional: false, strict: false })
  addFormats.default(ajv)
  for (const [name, check] of Object.entries(formats)) ajv.addFormat(name, check)
  // SPEC §7 limits some texts in bytes of UTF-8 (the original's database columns), which maxLength (characters)
  // cannot say: 65,535 characters of `é` are twice too many.
  ajv.addKeyword({ keyword: 'maxBytes', type: 'string', schemaType: 'number', errors: false, validate: (max: number, data: string) => Buffer.byteLength(data, 'utf8') <= max })
  for (const schema of Object.values(app.getSchemas())) ajv.addSchema(schema as object)
  const cache = new WeakMap<object, ReturnType<typeof ajv.compile>>()
  app.setValidatorCompiler(({ schema }) => {
    let validate = cache.get(schema)
    if (!validate) {
      validate = ajv.compile(schema)
      cache.set(schema, validate)
    }
    return validate
  })
}
