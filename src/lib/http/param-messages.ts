// What a parameter accepts, in words, for the reasons of rest_invalid_param (`data.params.<name>`, SPEC §3.3): "what
// was wrong and what is accepted", such as `start_date: expected a date such as 2025-04-12 14:00:00, … ; got "soon"`.
//
// This is the one place that says it. The words are derived from the parameter's TypeBox schema — its `format`
// (the table below), `enum`, `minimum`/`maximum`, `minLength`/`maxLength`/`maxBytes`, `maxItems`, the `x-flag` and
// `x-list` markers of src/schemas/common.ts, union branches — so a new field gets a fitting reason without extra
// work; only a new `format` needs a line in FORMAT_ACCEPTS. Echoed values are cut short: a reason never grows with
// the input.
import type { TSchema } from '@sinclair/typebox'

/** What each custom string format of src/schemas/formats.ts accepts (SPEC §3.5, §4.1). */
export const FORMAT_ACCEPTS: Record<string, string> = {
  'calendar-date': 'a date such as 2025-04-12 14:00:00, 2025-04-12T14:00:00+02:00, 2025-04-12, 1744459200 or tomorrow 9am',
  'calendar-timezone': 'a time zone such as Europe/Amsterdam, America/New_York or UTC+2 ("" = the site time zone)',
  'calendar-url': 'an http(s) URL such as https://example.org/tickets ("" clears it)',
  email: 'an email address such as info@example.org',
  uri: 'a URL such as https://example.org/',
}

/** Booleans (SPEC §3.2). */
export const BOOLEAN_ACCEPTS = 'true or false (also "1"/"0", 1/0; any case)'
/** Truthy flags (SPEC §3.2): never invalid, except "" where a flag must not be empty. */
export const TRUTHY_ACCEPTS = 'a flag: 1, true, yes, y, on, enable or enabled (any case) for true, anything else for false'

const MAX_SHOWN_CHARS = 40
const MAX_ENUM_SHOWN = 12

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const n = (x: number) => x.toLocaleString('en-US')

/** A value as the reason quotes it: strings JSON-quoted and cut to MAX_SHOWN_CHARS code points, containers by size. */
export function shown (value: unknown): string {
  if (typeof value === 'string') {
    const chars = Array.from(value)
    if (chars.length <= MAX_SHOWN_CHARS) return JSON.stringify(value)
    return `${JSON.stringify(chars.slice(0, MAX_SHOWN_CHARS).join(''))}… (${n(chars.length)} characters)`
  }
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `a list of ${n(value.length)} item${value.length === 1 ? '' : 's'}`
  if (isObject(value)) {
    const keys = Object.keys(value)
    if (keys.length === 0) return '{}'
    return `an object with ${keys.slice(0, 3).map((k) => shown(k)).join(', ')}${keys.length > 3 ? `, … (${n(keys.length)} keys)` : ''}`
  }
  if (value === undefined) return 'nothing'
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value)
  return JSON.stringify(value) ?? String(value)
}

const orList = (items: string[]): string => items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`

function integerRange (s: TSchema): string {
  const min = typeof s.minimum === 'number' ? s.minimum : undefined
  const max = typeof s.maximum === 'number' ? s.maximum : undefined
  // ±2147483647 is the storage limit of ids (src/schemas/common.ts MAX_ID), not a rule worth reading first.
  const storage = max === 2147483647
  if (min === 1 && (max === undefined || storage)) return 'a positive integer such as 12'
  if (min === 0 && (max === undefined || storage)) return '0 or a positive integer'
  if ((min === undefined || min === -2147483647) && (max === undefined || storage)) return 'an integer'
  if (min !== undefined && max !== undefined) return `an integer from ${n(min)} to ${n(max)}`
  return min !== undefined ? `an integer of at least ${n(min)}` : `an integer of at most ${n(max!)}`
}

function numberRange (s: TSchema): string {
  const parts: string[] = []
  if (typeof s.minimum === 'number' && typeof s.maximum === 'number') return `a number from ${s.minimum} to ${s.maximum}`
  if (typeof s.exclusiveMinimum === 'number') parts.push(`above ${s.exclusiveMinimum}`)
  if (typeof s.minimum === 'number') parts.push(`at least ${s.minimum}`)
  if (typeof s.maximum === 'number') parts.push(`at most ${s.maximum}`)
  return parts.length ? `a number ${parts.join(' and ')}` : 'a number'
}

function stringLimits (s: TSchema): string {
  const limits: string[] = []
  if (typeof s.maxBytes === 'number') limits.push(`at most ${n(s.maxBytes)} bytes of UTF-8`)
  else if (typeof s.maxLength === 'number') limits.push(`at most ${n(s.maxLength)} characters`)
  return limits.length ? ` of ${limits.join(' and ')}` : ''
}

const plain = (text: string) => text.replace(/`/g, '').replace(/\.$/, '')

/** What `schema` accepts, as a phrase that follows "expected". */
export function accepts (schema: TSchema): string {
  const s = schema
  if (s['x-flag'] === 'boolean') return BOOLEAN_ACCEPTS
  if (s['x-flag'] === 'truthy') return s['x-non-empty'] === true ? `${TRUTHY_ACCEPTS}; not empty` : TRUTHY_ACCEPTS
  if (Array.isArray(s.enum)) {
    const values = s.enum.map((v: unknown) => JSON.stringify(v) === `"${String(v)}"` && v !== '' ? String(v) : JSON.stringify(v))
    return `one of ${values.slice(0, MAX_ENUM_SHOWN).join(', ')}${values.length > MAX_ENUM_SHOWN ? ', …' : ''}`
  }
  if ('const' in s) return shown(s.const)
  if (typeof s.format === 'string' && s.format in FORMAT_ACCEPTS) return FORMAT_ACCEPTS[s.format]!
  if (Array.isArray(s.anyOf)) return orList(s.anyOf.map((b: TSchema) => accepts(b)))
  if (s['x-list'] === true) {
    const items = s.items ? accepts(s.items as TSchema) : 'a value'
    const max = typeof s.maxItems === 'number' ? ` of at most ${n(s.maxItems)} items` : ''
    return `a list${max} (a JSON array, a comma list such as 1,2 or repeated name[]= keys), each item ${items}`
  }
  switch (s.type) {
    case 'boolean': return BOOLEAN_ACCEPTS
    case 'integer': return integerRange(s)
    case 'number': return numberRange(s)
    case 'string':
      if (s.maxLength === 0) return '""'
      if (typeof s.pattern === 'string') return typeof s.description === 'string' ? plain(s.description) : `a text matching /${s.pattern}/`
      return `${s.minLength === 1 ? 'a non-empty text' : 'a text'}${stringLimits(s)}`
    case 'array':
      if (s.maxItems === 0) return '[]'
      return `a JSON array${typeof s.maxItems === 'number' ? ` of at most ${n(s.maxItems)} items` : ''}${s.items ? `, each item ${accepts(s.items as TSchema)}` : ''}`
    case 'object': {
      const props = Object.keys(isObject(s.properties) ? s.properties : {})
      if (s.additionalProperties === true && props.length === 1 && props[0] === 'id') return 'an object ({"id": 12} for an existing record, or the fields of a new one)'
      return props.length ? `an object with the fields ${props.slice(0, 6).join(', ')}${props.length > 6 ? ', …' : ''}` : 'an object'
    }
    case 'null': return 'null'
  }
  return 'a valid value'
}

/** What was wrong with `value` under `schema`, in a few words ("got …"): the measure that broke a limit, else the
 *  value itself, cut short. */
export function got (schema: TSchema, value: unknown, keyword?: string): string {
  if (typeof value === 'string') {
    if (keyword === 'maxBytes' || (keyword === undefined && typeof schema.maxBytes === 'number' && Buffer.byteLength(value, 'utf8') > schema.maxBytes)) return `got ${n(Buffer.byteLength(value, 'utf8'))} bytes`
    if (keyword === 'maxLength') return `got ${n(Array.from(value).length)} characters`
    if (value === '') return 'got ""'
    if (value.trim() === '') return 'got only white space'
  }
  if (Array.isArray(value) && keyword === 'maxItems') return `got ${n(value.length)} items`
  return `got ${shown(value)}`
}

/** The reason of one invalid value: "expected …; got …". */
export const reasonFor = (schema: TSchema, value: unknown, keyword?: string): string => `expected ${accepts(schema)}; ${got(schema, value, keyword)}`

/** "a venue", "an organizer". */
export const aOrAn = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`

/** The reason of a value that the format `format` (FORMAT_ACCEPTS) does not accept, for checks outside the schema. */
export const formatReason = (format: string, value: unknown): string => `expected ${FORMAT_ACCEPTS[format] ?? 'a valid value'}; got ${shown(value)}`

/** `data.params` reasons begin with the parameter's name (the issue 21 style: "start_date: expected …"): a reason
 *  shown on its own still says which parameter it is about. Reasons that already name their path (`venue.latitude: …`)
 *  are kept. */
export function prefixed (name: string, reason: string): string {
  if (reason.startsWith(`${name}:`) || reason.startsWith(`${name}.`) || reason.startsWith(`${name}[`)) return reason
  const first = reason.charAt(0)
  const rest = reason.slice(1)
  // "No such user." → "no such user."; acronyms such as "NUL" stay.
  const lowered = /^[A-Z][a-z]/.test(reason) ? first.toLowerCase() + rest : reason
  return `${name}: ${lowered}`
}

/** Dotted path of a nested value for reasons (`venue.latitude`, `organizer[1].email`), from a JSON pointer. */
export function dotted (name: string, pointer: string[]): string {
  return pointer.reduce((p, key) => /^\d+$/.test(key) ? `${p}[${key}]` : `${p}.${key}`, name)
}
