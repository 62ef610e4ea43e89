// Unknown parameters (issue 21, issue 39 item 5): ignored, as WordPress ignores them (SPEC §3.1), but named in the
// answer, so that a typo (`titel`, `start-date`, `?categorie=`, `?serch=`) does not pass in silence:
// - every answer to a request whose query string or body holds parameters the route does not know carries
//   `X-Calendar-Unknown-Params: titel, foo` (exposed to browsers by CORS, src/plugins/external/cors.ts);
// - inside a nested venue or organizer (an event write's `venue`, `organizer`), a field neither `id` nor one of the
//   kind's write fields is named by its path in bracket notation, as a form would send it: `venue[foo]`,
//   `organizer[0][bar]` (`organizer[bar]` for a single object), whether it came as JSON, a form or the query string;
// - a rest_invalid_param answer lists them in `data.details` too (code `rest_unknown_param`), and the message of a
//   rest_missing_callback_param answer names them, with the known parameter each one most likely meant.
// Names are the caller's text: cut short, at most MAX_LISTED of them, and percent-encoded in the header.
import type { ErrorDetail } from '../../errors.js'

export const UNKNOWN_PARAMS_HEADER = 'X-Calendar-Unknown-Params'
export const UNKNOWN_PARAM_CODE = 'rest_unknown_param'

const MAX_LISTED = 20
const MAX_NAME_CHARS = 64

export interface UnknownParam {
  /** the name as sent, cut to MAX_NAME_CHARS code points */
  name: string
  /** the known parameter it most likely meant */
  suggestion?: string
}

const cut = (s: string) => Array.from(s).slice(0, MAX_NAME_CHARS).join('')
const loose = (s: string) => s.toLowerCase().replace(/[-\s.]/g, '_')

/** Edit distance of two short strings (names are cut to MAX_NAME_CHARS first). */
function distance (a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    prev = row
  }
  return prev[b.length]!
}

/** The known name `name` most likely meant: the same but for case, `-` or spaces, else at most two edits away. */
function suggest (name: string, known: string[]): string | undefined {
  const l = loose(name)
  const same = known.find((k) => loose(k) === l)
  if (same) return same
  if (l.length < 4) return undefined
  let best: { k: string; d: number } | undefined
  for (const k of known) {
    const lk = loose(k)
    if (Math.abs(l.length - lk.length) > 2) continue // at least that many edits: no need to count them
    const d = distance(l, lk)
    if (d <= 2 && (!best || d < best.d)) best = { k, d }
  }
  return best?.k
}

/** Marks an object schema whose value may also hold the fields of another object schema (the marked one's own
 *  properties and `additionalProperties: true` let them through validation, which the nested kind's service does
 *  later): an event write's `{id}` reference, which may instead be the fields of a new venue or organizer. */
export const NESTED_FIELDS = Symbol.for('calendar.nestedFields')

type Schema = { [key: string | symbol]: unknown }
type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const branches = (schema: Schema): Schema[] => Array.isArray(schema.anyOf) ? (schema.anyOf as Schema[]).flatMap(branches) : [schema]

/** The fields an object value may have under `schema`; 'any' for a free-form object, null when no object fits. */
function objectFields (schema: Schema): Record<string, Schema> | 'any' | null {
  let fields: Record<string, Schema> | null = null
  for (const b of branches(schema)) {
    if (b.type !== 'object') continue
    const nested = b[NESTED_FIELDS] as Schema | undefined
    if (b.additionalProperties === true && nested === undefined) return 'any'
    fields = { ...(fields ?? {}), ...(b.properties as Record<string, Schema> | undefined), ...(nested?.properties as Record<string, Schema> | undefined) }
  }
  return fields
}

const itemsOf = (schema: Schema): Schema | undefined => branches(schema).find((b) => b.type === 'array' && isObject(b.items))?.items as Schema | undefined

/** Unknown fields inside `value`, a known parameter of schema `schema` at `path`; only where the value has the
 *  shape the schema allows (any other shape is validation's to refuse, not a name to list). */
function walk (schema: Schema, value: unknown, path: string, out: UnknownParam[]): void {
  if (Array.isArray(value)) {
    const items = itemsOf(schema)
    if (items) for (let i = 0; i < value.length && out.length < MAX_LISTED; i++) walk(items, value[i], `${path}[${i}]`, out)
    return
  }
  if (!isObject(value)) return
  const fields = objectFields(schema)
  if (fields === null || fields === 'any') return
  for (const [key, v] of Object.entries(value)) {
    if (out.length === MAX_LISTED) return
    if (Object.hasOwn(fields, key)) { walk(fields[key]!, v, `${path}[${cut(key)}]`, out); continue }
    const suggestion = suggest(cut(key), Object.keys(fields))
    out.push({ name: `${path}[${cut(key)}]`, ...(suggestion ? { suggestion: `${path}[${suggestion}]` } : {}) })
  }
}

/**
 * The parameters of `input` (a query string or a body, parsed) that the route does not know, in the order sent (at
 * most MAX_LISTED): top-level names not among `known` (name → its schema) nor `alsoKnown`, and the unknown fields of
 * nested venues and organizers, by path.
 */
export function unknownParams (known: Record<string, unknown>, input: Record<string, unknown>, alsoKnown: readonly string[] = []): UnknownParam[] {
  const out: UnknownParam[] = []
  const names = Object.keys(known)
  for (const [key, value] of Object.entries(input)) {
    if (out.length === MAX_LISTED) break
    if (Object.hasOwn(known, key)) { walk(known[key] as Schema, value, cut(key), out); continue }
    if (alsoKnown.includes(key)) continue
    const name = cut(key)
    const suggestion = suggest(name, names)
    out.push(suggestion ? { name, suggestion } : { name })
  }
  return out
}

/** `a` and then the names of `b` that `a` does not have, at most MAX_LISTED. */
export const mergeUnknown = (a: UnknownParam[], b: UnknownParam[]): UnknownParam[] =>
  [...a, ...b.filter((u) => !a.some((x) => x.name === u.name))].slice(0, MAX_LISTED)

/** Header-safe: printable ASCII but `%` and `,` as is, everything else as percent-encoded UTF-8. */
const headerSafe = (name: string) => Array.from(name).map((c) => /^[\x21-\x7e]$/.test(c) && c !== '%' && c !== ',' ? c : [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')).join('')

export const headerValue = (list: UnknownParam[]): string => list.map((u) => headerSafe(u.name)).join(', ')

const hint = (u: UnknownParam) => u.suggestion ? ` Did you mean ${u.suggestion}?` : ''

/** `data.details` entries of a rest_invalid_param answer. */
export const unknownDetails = (list: UnknownParam[]): Record<string, ErrorDetail> => Object.fromEntries(list.map((u) => [u.name, {
  code: UNKNOWN_PARAM_CODE,
  message: `Not a parameter of this route: ignored.${hint(u)}`,
  data: { ignored: true },
}]))

/** A sentence for error messages: "Unknown parameters were ignored: titel (did you mean title?)." */
export const unknownSentence = (list: UnknownParam[]): string =>
  `Unknown parameters were ignored: ${list.map((u) => `${JSON.stringify(u.name)}${u.suggestion ? ` (did you mean ${u.suggestion}?)` : ''}`).join(', ')}.`
