// Request validation (ajv) and response serialization (fast-json-stringify), both compiled from the route schemas.
//
// Compiling is most of the cost of starting an app (the route table is registered under five language prefixes, and
// the test suite starts an app per test), and every schema is a module constant: so each schema is compiled once per
// process, by one ajv and one serializer cache shared by every app the process builds.
import type { TSchema } from '@sinclair/typebox'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import fastJsonStringify, { type Schema } from 'fast-json-stringify'
import fp from 'fastify-plugin'
import { formats } from '../../schemas/formats.js'
import { componentSchemas } from './schemas.js'
import { schemaErrorFormatter } from './errors.js'

// allErrors: every parameter problem of a request is reported together (SPEC §3.3). No coercion or defaults:
// ./normalize.ts already turned inputs into their canonical types, and `rest_url` must echo only what the caller
// sent (SPEC §3.4).
const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: false, removeAdditional: false, strict: false })
addFormats.default(ajv)
for (const [name, check] of Object.entries(formats)) ajv.addFormat(name, check)
// SPEC §7 limits some texts in bytes of UTF-8 (the original's database columns), which maxLength (characters) cannot
// say: 65,535 characters of `é` are twice too many.
ajv.addKeyword({ keyword: 'maxBytes', type: 'string', schemaType: 'number', errors: false, validate: (max: number, data: string) => Buffer.byteLength(data, 'utf8') <= max })
for (const schema of componentSchemas) ajv.addSchema(schema)
const validators = new WeakMap<object, ValidateFunction>()

/**
 * fast-json-stringify writes `required` properties before optional ones, which would move optional keys such as
 * `json_ld` or `next_rest_url` out of the order SPEC §3.4/§4.1 prescribes. The serializer therefore compiles a copy of
 * each schema without `required`; the schemas themselves (validation, /doc) keep it.
 */
function withoutRequired (schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequired)
  if (typeof schema !== 'object' || schema === null) return schema
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'required' && Array.isArray(v)) continue
    out[k] = withoutRequired(v)
  }
  return out
}
const components = Object.fromEntries(componentSchemas.map((s) => [s.$id, withoutRequired(s) as Schema]))
const serializers = new WeakMap<object, (data: unknown) => string>()

/** `data` checked against `schema` by the validator the routes use: null when it fits, else the same 400
 *  rest_invalid_param a route would answer (for a body: the /submit/ form writes events through the API's checks). */
export function validateBody (schema: TSchema, data: unknown): Error | null {
  let validate = validators.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    validators.set(schema, validate)
  }
  return validate(data) ? null : schemaErrorFormatter(validate.errors ?? [], 'body', schema, data)
}

export default fp(async (app) => {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    let validate = validators.get(schema)
    if (!validate) {
      validate = ajv.compile(schema)
      validators.set(schema, validate)
    }
    const check = validate
    // A failure is answered here, where the schema and the value are at hand, so that each reason says what was
    // wrong and what is accepted (src/lib/http/param-messages.ts); Fastify takes `{ error }` as the validation error.
    return (data: unknown) => check(data) || { error: schemaErrorFormatter(check.errors ?? [], httpPart ?? 'body', schema as TSchema, data) }
  })
  app.setSerializerCompiler(({ schema }) => {
    let serialize = serializers.get(schema)
    if (!serialize) {
      serialize = fastJsonStringify(withoutRequired(schema) as Schema, { schema: components })
      serializers.set(schema, serialize)
    }
    return serialize
  })
}, { name: 'validation', dependencies: ['schemas'] })
