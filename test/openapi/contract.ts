// The response side of an OpenAPI 3.1 document as a checker, for test/openapi/contract.test.ts: maps a concrete
// request (method + URL, under any language prefix) to its documented operation and says whether a real response
// is what the document promises — a declared status, a declared Content-Type, a JSON body valid against the
// declared schema. Everything is read from the document handed in (fetched from the service at test time), so
// the checker follows the document as it grows; it knows nothing of this API beyond OpenAPI itself.
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { ErrorObject, ValidateFunction } from 'ajv'

type Json = Record<string, any>

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
/** The id the whole document is registered under: its own `#/components/schemas/…` refs resolve inside it. */
const DOC_ID = 'openapi.json'
/** ajv errors spelled out in a message; the rest are counted (one missing object can mean dozens of errors). */
const MAX_LISTED = 6

/** One thing a response does that the document does not declare. */
export type Problem =
  | { kind: 'undocumented-operation'; message: string }
  | { kind: 'undeclared-status'; message: string; declared: string[] }
  | { kind: 'undeclared-content-type'; message: string; contentType: string; declared: string[] }
  | { kind: 'body-mismatch'; message: string; schema: string; errors: ErrorObject[]; excerpt: string }
  | { kind: 'unusable-schema'; message: string }

export interface Verdict {
  /** `GET /events/{id}`, or null when no documented operation matches the request */
  operation: string | null
  status: number
  /** the key of `responses` that applies (`200`, `4XX`, `default`), or null when none does */
  statusKey: string | null
  problems: Problem[]
}

export interface ResponseLike { statusCode: number; headers: Record<string, unknown>; raw: string }

interface Operation { key: string; template: string; method: string; op: Json; pointer: string[] }

/** JSON Pointer of `parts` as a URI fragment (RFC 6901 escaping, then percent-encoding for `{`, `}`, …). */
const fragment = (parts: string[]): string => parts.map((p) => '/' + encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('')

/** `application/json; charset=UTF-8` → `application/json`. */
export const mediaType = (header: unknown): string => String(header ?? '').split(';')[0]!.trim().toLowerCase()

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function valueAt (data: unknown, instancePath: string): unknown {
  let v: any = data
  for (const part of instancePath.split('/').slice(1)) {
    if (v === null || typeof v !== 'object') return undefined
    v = v[part.replace(/~1/g, '/').replace(/~0/g, '~')]
  }
  return v
}

/** A short excerpt of the body where ajv's first error points (what a failure message can show). */
export function excerpt (data: unknown, errors: ErrorObject[], max = 240): string {
  const path = errors[0]?.instancePath ?? ''
  const text = JSON.stringify(valueAt(data, path)) ?? 'undefined'
  return `${path || '(body)'} = ${text.length > max ? `${text.slice(0, max)}…` : text}`
}

export class Contract {
  readonly doc: Json
  /** path part of `servers[0].url` without the trailing slash, e.g. `/wp-json/calendar/events/v1` */
  readonly basePath: string
  readonly operations: Operation[]
  private readonly ajv: Ajv2020
  private readonly matchers: Array<{ template: string; re: RegExp; literal: number }>
  private readonly validators = new Map<string, ValidateFunction | Error>()

  constructor (doc: Json) {
    this.doc = doc
    this.basePath = new URL(String(doc.servers?.[0]?.url ?? '/'), 'http://server.invalid').pathname.replace(/\/+$/, '')
    this.operations = []
    for (const [template, item] of Object.entries<Json>(doc.paths ?? {})) {
      for (const method of METHODS) {
        if (item?.[method]) this.operations.push({ key: `${method.toUpperCase()} ${template}`, template, method, op: item[method], pointer: ['paths', template, method] })
      }
    }
    // OpenAPI: a concrete path wins over a templated one of the same shape, so the most literal template is tried first.
    this.matchers = Object.keys(doc.paths ?? {}).map((template) => {
      const parts = template.split(/(\{[^}]+\})/)
      const re = new RegExp('^' + parts.map((p) => /^\{[^}]+\}$/.test(p) ? '([^/]+)' : escapeRegExp(p)).join('') + '$')
      return { template, re, literal: parts.filter((p) => !p.startsWith('{')).join('').length }
    }).sort((a, b) => b.literal - a.literal)

    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false })
    addFormats.default(this.ajv as never)
    // Formats of the API's own (request parameters such as `calendar-date`) are not ajv's to check: accept them.
    for (const name of this.formatsUsed()) if (!this.ajv.formats[name]) this.ajv.addFormat(name, true)
    this.ajv.addSchema(structuredClone(doc), DOC_ID)
  }

  /** The documented path template of a concrete URL: query dropped, an optional language prefix segment and
   *  the server's base path stripped, a trailing slash ignored; null when it is not under the base path. */
  template (url: string): string | null {
    const path = new URL(url, 'http://server.invalid').pathname
    const m = new RegExp(`^(?:/[^/]+)?${escapeRegExp(this.basePath)}(/.*)?$`).exec(path)
    if (!m) return null
    const rest = (m[1] ?? '/').replace(/(.)\/+$/, '$1')
    return this.matchers.find((x) => x.re.test(rest))?.template ?? null
  }

  /** The operation of a request: the one of its method, or the one that names the method in `x-method-aliases` (an
   *  operation documented once for several methods that do the same). */
  operation (method: string, url: string): Operation | null {
    const template = this.template(url)
    const here = this.operations.filter((o) => o.template === template)
    return here.find((o) => o.method === method.toLowerCase()) ??
      here.find((o) => (o.op['x-method-aliases'] as string[] | undefined)?.includes(method.toUpperCase())) ?? null
  }

  /** Whether the operation declares a request body of this media type (null: the operation has no body). */
  requestTypeDeclared (method: string, url: string, contentType: string): { declared: boolean; types: string[] } | null {
    const op = this.operation(method, url)
    const content = op?.op.requestBody?.content as Json | undefined
    if (!content) return null
    const types = Object.keys(content)
    return { declared: pickMedia(types, mediaType(contentType)) !== null, types }
  }

  check (method: string, url: string, res: ResponseLike): Verdict {
    const status = res.statusCode
    const op = this.operation(method, url)
    if (!op) {
      const path = new URL(url, 'http://server.invalid').pathname
      return { operation: null, status, statusKey: null, problems: [{ kind: 'undocumented-operation', message: `${method} ${path} matches no operation of the document` }] }
    }
    const responses = (op.op.responses ?? {}) as Json
    const declared = Object.keys(responses)
    const statusKey = [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'].find((k) => k in responses) ?? null
    const verdict: Verdict = { operation: op.key, status, statusKey, problems: [] }
    if (statusKey === null) {
      verdict.problems.push({ kind: 'undeclared-status', declared, message: `${op.key}: status ${status} is not declared (declared: ${declared.join(', ')})` })
      return verdict
    }
    const response = this.deref(responses[statusKey]) as Json
    const contentType = mediaType(res.headers['content-type'])
    const content = (response?.content ?? {}) as Json
    const types = Object.keys(content)
    if (res.raw === '' && contentType === '') return verdict
    const media = pickMedia(types, contentType)
    if (media === null) {
      verdict.problems.push({
        kind: 'undeclared-content-type',
        contentType,
        declared: types,
        message: `${op.key} → ${statusKey}: Content-Type ${String(res.headers['content-type'])} is not declared (declared: ${types.join(', ') || 'no content at all'})`,
      })
      return verdict
    }
    if (!content[media]?.schema || res.raw === '') return verdict
    let body: unknown
    // A body of another type than JSON (text/calendar) is checked as the string it is.
    if (!/[/+]json$/.test(mediaType(media))) body = res.raw
    else {
      try { body = JSON.parse(res.raw) } catch {
        verdict.problems.push({ kind: 'body-mismatch', schema: media, errors: [], excerpt: res.raw.slice(0, 240), message: `${op.key} → ${statusKey}: body is not JSON` })
        return verdict
      }
    }
    const pointer = [...op.pointer, 'responses', statusKey, 'content', media, 'schema']
    const validate = this.validator(pointer)
    if (validate instanceof Error) {
      verdict.problems.push({ kind: 'unusable-schema', message: `${op.key} → ${statusKey}: the declared schema cannot be compiled: ${validate.message}` })
      return verdict
    }
    if (!validate(body)) {
      const errors = validate.errors ?? []
      const name = schemaName(content[media].schema)
      verdict.problems.push({
        kind: 'body-mismatch',
        schema: name,
        errors,
        excerpt: excerpt(body, errors),
        message: `${op.key} → ${statusKey}: body does not match ${name}: ${this.ajv.errorsText(errors.slice(0, MAX_LISTED), { dataVar: 'body' })}` +
          (errors.length > MAX_LISTED ? ` (and ${errors.length - MAX_LISTED} more)` : ''),
      })
    }
    return verdict
  }

  private validator (pointer: string[]): ValidateFunction | Error {
    const key = fragment(pointer)
    let v = this.validators.get(key)
    if (!v) {
      try { v = this.ajv.compile({ $ref: `${DOC_ID}#${key}` }) } catch (err) { v = err as Error }
      this.validators.set(key, v)
    }
    return v
  }

  /** A response object may itself be a `$ref` into `components.responses`. */
  private deref (node: unknown): unknown {
    let n = node as Json | undefined
    for (let i = 0; i < 10 && typeof n?.$ref === 'string' && n.$ref.startsWith('#/'); i++) {
      n = n.$ref.slice(2).split('/').reduce<any>((acc, p) => acc?.[p.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc)
    }
    return n
  }

  private formatsUsed (): Set<string> {
    const found = new Set<string>()
    const walk = (x: unknown): void => {
      if (Array.isArray(x)) { x.forEach(walk); return }
      if (x === null || typeof x !== 'object') return
      for (const [k, v] of Object.entries(x)) {
        if (k === 'format' && typeof v === 'string') found.add(v)
        walk(v)
      }
    }
    walk(this.doc)
    return found
  }
}

/** The declared media type a response/request type falls under: exact, then `type/*`, then `*\/*` (OpenAPI). */
function pickMedia (declared: string[], actual: string): string | null {
  const essence = declared.map((d) => [d, mediaType(d)] as const)
  return essence.find(([, e]) => e === actual)?.[0] ??
    essence.find(([, e]) => e.endsWith('/*') && actual.startsWith(e.slice(0, -1)))?.[0] ??
    essence.find(([, e]) => e === '*/*')?.[0] ?? null
}

function schemaName (schema: Json): string {
  const ref = typeof schema?.$ref === 'string' ? schema.$ref : null
  return ref ? ref.split('/').pop()! : 'the inline schema'
}
