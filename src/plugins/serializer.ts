// Response serialization with fast-json-stringify from the response schemas, keeping the contract's key order.
// fast-json-stringify writes `required` properties before optional ones, which would move optional keys such as
// `json_ld` or `next_rest_url` out of the order SPEC §3.4/§4.1 prescribes. The serializer therefore compiles a
// copy of each schema without `required`; the schemas themselves (validation, /doc) keep it.
import fastJsonStringify, { type Schema } from 'fast-json-stringify'
import type { FastifyInstance } from 'fastify'

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

export function registerSerializer (app: FastifyInstance): void {
  // The same route table is registered under five language prefixes: compile each response schema once.
  const cache = new WeakMap<object, (data: unknown) => string>()
  let external: Record<string, Schema> | undefined
  app.setSerializerCompiler(({ schema }) => {
    let fn = cache.get(schema)
    if (!fn) {
      external ??= Object.fromEntries(Object.entries(app.getSchemas()).map(([id, s]) => [id, withoutRequired(s) as Schema]))
      fn = fastJsonStringify(withoutRequired(schema) as Schema, { schema: external })
      cache.set(schema, fn)
    }
    return fn
  })
}
