// Input normalization that runs before schema validation (SPEC §3.1, §3.2). The wire accepts several spellings
// of the same value (booleans as "1"/"TRUE", integers as "12", lists as arrays, bracket keys or comma strings,
// JSON null as "absent"); this module turns each into the one canonical form the TypeBox schema describes, so
// that validation, services and the OpenAPI document all speak about one type. What to do is read from the
// schema itself: a property's `type`, and the `x-list` / `x-flag` annotations set by the helpers in
// src/schemas/common.ts.
import type { TSchema } from '@sinclair/typebox'
import qs from 'qs'
import { canonicalName, isStorableText } from '../../domain/text.js'

type Json = Record<string, unknown>

const TRUTHY = new Set(['1', 'true', 'yes', 'y', 'on', 'enable', 'enabled'])
const INT_RE = /^[+-]?\d+$/
const NUM_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

function isPlainObject (v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** `{0: a, 1: b}` (indexed bracket keys) → `[a, b]`; anything else unchanged. */
function indexedToArray (v: unknown): unknown {
  if (!isPlainObject(v)) return v
  const keys = Object.keys(v)
  if (keys.length === 0 || !keys.every((k) => /^\d+$/.test(k))) return v
  return keys.sort((a, b) => Number(a) - Number(b)).map((k) => v[k])
}

function typesOf (schema: TSchema): string[] {
  if (Array.isArray(schema.anyOf)) return schema.anyOf.flatMap((s: TSchema) => typesOf(s))
  if (Array.isArray(schema.type)) return schema.type
  if (typeof schema.type === 'string') return [schema.type]
  if ('const' in schema) return [typeof schema.const === 'number' ? 'number' : typeof schema.const]
  return []
}

/** Strict booleans (SPEC §3.2): true/false in any case, "1"/"0", 1/0. Other values are left for the validator to reject. */
export function toBoolean (v: unknown): unknown {
  if (typeof v === 'boolean') return v
  if (v === 1 || v === '1') return true
  if (v === 0 || v === '0') return false
  if (typeof v === 'string') {
    const l = v.trim().toLowerCase()
    if (l === 'true') return true
    if (l === 'false') return false
  }
  return v
}

/** Truthy flags (SPEC §3.2): a fixed set of spellings is true, every other value false. `nonEmpty` flags
 *  (`strict_dates`, SPEC §5.1) keep '' so that validation rejects it. */
export function toTruthy (v: unknown, nonEmpty = false): unknown {
  if (v === '') return nonEmpty ? v : false
  if (typeof v === 'boolean') return v
  if (typeof v === 'number') return v === 1
  if (typeof v === 'string') return TRUTHY.has(v.trim().toLowerCase())
  return false
}

/** Lists (SPEC §3.2): arrays, indexed objects or comma strings; items trimmed, empty items dropped. */
export function toList (v: unknown): unknown {
  v = indexedToArray(v)
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter((s) => s !== '')
  if (typeof v === 'number' || typeof v === 'boolean') return [v]
  if (Array.isArray(v)) return v.filter((x) => x !== null && !(typeof x === 'string' && x.trim() === '')).map((x) => typeof x === 'string' ? x.trim() : x)
  return v
}

function coerceScalar (schema: TSchema, v: unknown): unknown {
  const types = typesOf(schema)
  if (typeof v === 'string') {
    const s = v.trim()
    if (types.includes('integer') && INT_RE.test(s)) return Number(s)
    if (types.includes('number') && NUM_RE.test(s)) return Number(s)
  }
  return v
}

/** Whether a string value of this schema is a name (`x-name`, src/schemas/common.ts), directly or in a union branch. */
const isName = (schema: TSchema): boolean =>
  schema['x-name'] === true || (Array.isArray(schema.anyOf) && schema.anyOf.some((b: TSchema) => b.type === 'string' && b['x-name'] === true))

/** Normalizes one value against its property schema. */
export function normalizeValue (schema: TSchema, v: unknown): unknown {
  if (v === null) return schema['x-null-clears'] === true ? '' : undefined
  if (typeof v === 'string' && isName(schema)) v = canonicalName(v)
  if (schema['x-flag'] === 'boolean') return toBoolean(v)
  if (schema['x-flag'] === 'truthy') return toTruthy(v, schema['x-non-empty'] === true)
  if (schema['x-list'] === true) {
    const list = toList(v)
    const items = schema.items as TSchema | undefined
    return Array.isArray(list) && items ? list.map((x) => normalizeValue(items, x)) : list
  }
  if (schema.type === 'array' && schema.items) {
    const arr = indexedToArray(v)
    return Array.isArray(arr) ? arr.filter((x) => x !== null).map((x) => normalizeValue(schema.items as TSchema, x)) : arr
  }
  if (schema.type === 'object' && isPlainObject(v)) return normalizeObject(schema, v)
  if (Array.isArray(schema.anyOf)) {
    // A union such as "venue id | venue object": normalize objects against the object branch, scalars as scalars.
    if (isPlainObject(v)) {
      const branch = (schema.anyOf as TSchema[]).find((b) => b.type === 'object')
      if (branch) return normalizeObject(branch, v)
    }
    if (Array.isArray(v) || isPlainObject(indexedToArray(v))) {
      const branch = (schema.anyOf as TSchema[]).find((b) => b.type === 'array')
      if (branch) return normalizeValue(branch, v)
    }
  }
  return coerceScalar(schema, v)
}

/** Normalizes every known property of `input` (unknown parameters pass through untouched and are ignored later). */
export function normalizeObject (schema: TSchema, input: Json): Json {
  const props = (schema.properties ?? {}) as Record<string, TSchema>
  const out: Json = {}
  for (const [key, value] of Object.entries(input)) {
    const prop = props[key]
    const v = prop ? normalizeValue(prop, value) : value
    if (v !== undefined) out[key] = v
  }
  return out
}

/** Whether a value holds a string that cannot be stored (NUL, unpaired surrogate: SPEC §7), at any depth. */
function holdsUnstorable (v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return !isStorableText(v)
  if (depth > 8 || typeof v !== 'object' || v === null) return false
  return Object.entries(v).some(([k, x]) => !isStorableText(k) || holdsUnstorable(x, depth + 1))
}

/** The parameters of `input` the schema knows whose value holds a string that cannot be stored. Unknown parameters
 *  are ignored (SPEC §3.1), those included. */
export function unstorableParams (schema: TSchema, input: Json): string[] {
  const props = (schema.properties ?? {}) as Record<string, TSchema>
  return Object.keys(input).filter((k) => k in props && holdsUnstorable(input[k]))
}

/** Bracket notation (`categories[]=1`, `venue[venue]=Hall`) as PHP parses it (SPEC §3.1, §3.2): query strings, form
 *  bodies and multipart field names alike. */
export const parseBrackets = (s: string): Json => qs.parse(s, { depth: 5, arrayLimit: 1000, parameterLimit: 2000 })
