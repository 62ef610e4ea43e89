// Unknown body parameters (issue 21): ignored, as WordPress ignores them (SPEC §3.1), but named in the answer, so that
// a typo (`titel`, `start-date`) does not pass in silence:
// - every answer to a write whose body holds parameters the route does not know carries
//   `X-Calendar-Unknown-Params: titel, foo` (exposed to browsers by CORS, src/plugins/external/cors.ts);
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

/** The keys of `input` that are not among `known`, in the order sent (at most MAX_LISTED). */
export function unknownParams (known: string[], input: Record<string, unknown>): UnknownParam[] {
  const knownSet = new Set(known)
  const out: UnknownParam[] = []
  for (const key of Object.keys(input)) {
    if (knownSet.has(key)) continue
    if (out.length === MAX_LISTED) break
    const name = cut(key)
    const suggestion = suggest(name, known)
    out.push(suggestion ? { name, suggestion } : { name })
  }
  return out
}

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
