// The form description of the workspace (SPEC §9.8, issue 41 "schema-first"): for each kind the workspace edits, the
// fields of the SAME TypeBox bodies the API's create and update routes validate with, as a browser form needs them —
// type, required, limits, enum, default and the /doc description. A field added to a body schema appears in the
// workspace's form without a second definition (src/manage/forms/ renders from this; test/schemas/forms.test.ts).
import type { TSchema } from '@sinclair/typebox'
import { FLAG_FORMAT, TRUTHY_FORMAT } from './common.js'
import { EventCreateBody, EventUpdateBody } from './event.js'
import { OrganizerCreateBody, OrganizerUpdateBody } from './organizer.js'
import { termBodies } from './term.js'
import { VenueCreateBody, VenueUpdateBody } from './venue.js'
import type { FormDescription, FormField, FormFieldType } from '../manage/form-description.js'

export type { FormDescription, FormField, FormFieldType }

export const FORM_KINDS = ['events', 'venues', 'organizers', 'categories', 'tags'] as const
export type FormKind = typeof FORM_KINDS[number]

/** Parameters of the bodies that are no field of a record: the request's language, which occurrences an update
 *  changes (asked by its own dialog), the translation link a new translation sets (its own button). */
export const NOT_FORM_FIELDS: readonly string[] = ['translation_language', 'recurrence_scope', 'translation_of', '_fields', 'context', 'force']

interface JsonSchema {
  type?: string | string[]
  anyOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  maxLength?: number
  minLength?: number
  maxBytes?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  default?: unknown
  description?: string
  items?: JsonSchema
  maxItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
}

const TYPES = new Set<string>(['string', 'integer', 'number', 'boolean', 'array', 'object'])

/** The members of a union (nested unions flattened), or the schema itself. */
function members (schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ? schema.anyOf.flatMap(members) : [schema]
}

function typeOf (schema: JsonSchema): FormFieldType | null {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  if (type && TYPES.has(type)) return type as FormFieldType
  if (typeof schema.const === 'string') return 'string'
  if (typeof schema.const === 'boolean') return 'boolean'
  return null
}

/** A string member that only says "empty clears" (`maxLength: 0`) is not the field's text. */
const freeText = (m: JsonSchema): boolean => typeOf(m) === 'string' && m.maxLength !== 0

function stripFlagText (text: string | undefined): string | undefined {
  if (text === undefined) return undefined
  const stripped = text.replace(FLAG_FORMAT, '').replace(TRUTHY_FORMAT, '').trim()
  return stripped || undefined
}

function describe (name: string, schema: JsonSchema, required: boolean): FormField | null {
  const all = members(schema)
  const types = [...new Set(all.map(typeOf).filter((t): t is FormFieldType => t !== null))]
  // `Type.Unknown` (tags' `parent`, accepted only to be refused): nothing a form can send.
  if (types.length === 0) return null
  const main = all.find(freeText) ?? all.find((m) => typeOf(m) !== null)!
  const field: FormField = { name, type: typeOf(main)!, types, required }
  const enumValues = main.enum ?? (all.every((m) => m.const !== undefined) ? all.map((m) => m.const) : undefined)
  if (enumValues) field.enum = enumValues.map(String)
  for (const key of ['maxLength', 'minLength', 'maxBytes', 'pattern', 'format', 'minimum', 'maximum', 'maxItems'] as const) {
    if (main[key] !== undefined) (field as unknown as Record<string, unknown>)[key] = main[key]
  }
  const fallback = schema.default ?? main.default
  if (fallback !== undefined) field.default = fallback
  const description = stripFlagText(schema.description ?? main.description)
  if (description) field.description = description
  if (main.items) {
    const items = members(main.items)
    const itemText = items.find(freeText)
    field.items = { types: [...new Set(items.map(typeOf).filter((t): t is FormFieldType => t !== null))] }
    if (itemText?.maxLength !== undefined) field.items.maxLength = itemText.maxLength
    if (itemText?.minLength !== undefined) field.items.minLength = itemText.minLength
    if (itemText?.enum) field.items.enum = itemText.enum.map(String)
  }
  return field
}

/** The form of one kind from its create and update bodies: the create body's fields in its order (required as it
 *  says), then the fields only an update takes. */
export function formOf (kind: FormKind, create: TSchema, update: TSchema): FormDescription {
  const c = create as JsonSchema
  const u = update as JsonSchema
  const required = new Set(c.required ?? [])
  const fields: FormField[] = []
  for (const [name, schema] of Object.entries(c.properties ?? {})) {
    if (NOT_FORM_FIELDS.includes(name)) continue
    const field = describe(name, schema, required.has(name))
    if (field) fields.push(field)
  }
  for (const [name, schema] of Object.entries(u.properties ?? {})) {
    if (NOT_FORM_FIELDS.includes(name) || c.properties?.[name]) continue
    const field = describe(name, schema, false)
    if (field) fields.push({ ...field, updateOnly: true })
  }
  return { kind, fields }
}

/** The bodies each kind's create and update routes validate with (src/routes/events.ts, venues.ts, organizers.ts,
 *  term-routes.ts). */
export function formBodies (): Record<FormKind, { create: TSchema; update: TSchema }> {
  return {
    events: { create: EventCreateBody, update: EventUpdateBody },
    venues: { create: VenueCreateBody, update: VenueUpdateBody },
    organizers: { create: OrganizerCreateBody, update: OrganizerUpdateBody },
    categories: termBodies('category'),
    tags: termBodies('tag'),
  }
}

/** What `GET /manage/schema.json` answers. */
export function formDescriptions (): Record<FormKind, FormDescription> {
  const bodies = formBodies()
  return Object.fromEntries(FORM_KINDS.map((kind) => [kind, formOf(kind, bodies[kind].create, bodies[kind].update)])) as Record<FormKind, FormDescription>
}
