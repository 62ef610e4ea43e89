// Form controls made from the form description (GET /manage/schema.json, built by src/schemas/forms.ts from the API's
// TypeBox bodies): a label from forms/words.ts, the /doc description as help text, and the schema's checks (required,
// lengths, pattern, URL, e-mail, number ranges, enums) run before a request. Stable ids: `#field-<name>` for the
// control, `#error-<name>` for its error, `#help-<name>` for its help.
import { h } from '../dom.js'
import { labelOf, type FormWords } from './words.js'
import type { FormDescription, FormField, FormFieldType as FieldType } from '../form-description.js'

export type { FieldType, FormDescription, FormField }

/** A control of the form: where it is, what it sends, what the schema says of it, and where its error goes. */
export interface Control {
  name: string
  element: HTMLElement
  /** what gets focus when the field is invalid */
  focusTarget (): HTMLElement
  /** the value as the API takes it (undefined: nothing to send) */
  read (): unknown
  /** shows a record's value (as the API answers it) */
  write (value: unknown): void
  /** the schema's checks: null when fine, else the reason */
  check (): string | null
  setError (message: string | null): void
}

let descriptions: Promise<Record<string, FormDescription>> | null = null
/** The form description of every kind, fetched once per page (it is cacheable; the server builds it at start). */
export function loadDescriptions (url: string): Promise<Record<string, FormDescription>> {
  descriptions ??= fetch(url, { credentials: 'same-origin' }).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    return await response.json() as Record<string, FormDescription>
  })
  descriptions.catch(() => { descriptions = null })
  return descriptions
}

/** /doc writes code in backticks; help text shows it plain. */
export const helpText = (text: string): string => text.replace(/`/g, '')

const encoder = new TextEncoder()

/** The schema's checks of a text value; `wasSet`: the record had a value, so a minLength ≥ 1 field may not be emptied. */
export function checkText (field: FormField, value: string, words: FormWords, wasSet = false): string | null {
  if (value === '') return field.required || (wasSet && (field.minLength ?? 0) > 0) ? words.required : null
  if (field.maxLength !== undefined && [...value].length > field.maxLength) return words.tooLong(field.maxLength)
  if (field.maxBytes !== undefined && encoder.encode(value).length > field.maxBytes) return words.tooLong(field.maxBytes)
  if (field.minLength !== undefined && [...value].length < field.minLength) return words.tooShort(field.minLength)
  if (field.pattern) {
    try { if (!new RegExp(field.pattern, 'u').test(value)) return words.badPattern } catch { /* a pattern the browser cannot read: the API checks */ }
  }
  if (field.enum && !field.enum.includes(value)) return words.badChoice
  return null
}

/** The wrapper of a control: label, control, help and error, wired with aria-describedby. */
export function wrap (name: string, label: string, control: HTMLElement, help: string | undefined, words: FormWords, opts: { inline?: boolean; id?: string } = {}): { element: HTMLElement; error: HTMLElement } {
  const id = opts.id ?? `field-${name}`
  const error = h('p', { id: `error-${name}`, className: 'manage-field-error form-error' })
  const helpEl = help ? h('p', { id: `help-${name}`, className: 'form-help' }, helpText(help)) : null
  control.setAttribute('aria-describedby', [helpEl ? `help-${name}` : null, `error-${name}`].filter(Boolean).join(' '))
  const labelEl = h('label', { htmlFor: id }, label)
  const element = opts.inline
    ? h('div', { className: 'form-field form-check' }, control, labelEl, helpEl, error)
    : h('div', { className: 'form-field' }, labelEl, control, helpEl, error)
  return { element, error }
}

function errorSetter (control: HTMLElement, error: HTMLElement) {
  return (message: string | null): void => {
    error.textContent = message ?? ''
    if (message) control.setAttribute('aria-invalid', 'true')
    else control.removeAttribute('aria-invalid')
  }
}

const TEXTAREAS = new Set(['description', 'excerpt', 'event_status_reason'])

/** The control of one field, as its schema describes it. `prefix` makes ids unique for nested forms (a new venue). */
export function fieldControl (field: FormField, words: FormWords, opts: { prefix?: string; options?: Array<[string, string]>; label?: string } = {}): Control {
  const name = `${opts.prefix ?? ''}${field.name}`
  const id = `field-${name}`
  const label = opts.label ?? labelOf(words, field.name)
  let wasSet = false
  if (field.type === 'boolean') {
    const input = h('input', { id, type: 'checkbox', name })
    if (field.default === true) input.checked = true
    const { element, error } = wrap(name, label, input, field.description, words, { inline: true })
    return {
      name: field.name,
      element,
      focusTarget: () => input,
      read: () => input.checked,
      write: (value) => { input.checked = value === true || (value === null && field.default === true) },
      check: () => null,
      setError: errorSetter(input, error),
    }
  }
  const choices = opts.options ?? field.enum?.map((v): [string, string] => [v, v])
  if (choices) {
    const select = h('select', { id, name }, ...(field.required ? [] : [h('option', { value: '' }, words.none)]),
      ...choices.map(([value, text]) => h('option', { value }, text)))
    if (field.required || field.default !== undefined) select.value = String(field.default ?? choices[0]?.[0] ?? '')
    const { element, error } = wrap(name, label, select, field.description, words)
    if (field.required) select.required = true
    return {
      name: field.name,
      element,
      focusTarget: () => select,
      read: () => select.value === '' ? undefined : field.type === 'integer' ? Number(select.value) : select.value,
      write: (value) => {
        const text = value === null || value === undefined || value === false ? '' : String(value)
        if (text && ![...select.options].some((o) => o.value === text)) select.append(h('option', { value: text }, text))
        select.value = text
      },
      check: () => field.required && select.value === '' ? words.required : null,
      setError: errorSetter(select, error),
    }
  }
  if (field.type === 'integer' || field.type === 'number') {
    const input = h('input', { id, name, type: 'number', step: field.type === 'integer' ? '1' : 'any', attrs: { inputmode: field.type === 'integer' ? 'numeric' : 'decimal' } })
    if (field.minimum !== undefined) input.min = String(field.minimum)
    if (field.maximum !== undefined) input.max = String(field.maximum)
    if (field.required) input.required = true
    const { element, error } = wrap(name, label, input, field.description, words)
    return {
      name: field.name,
      element,
      focusTarget: () => input,
      // a cleared coordinate is `""` (the schema's "empty clears" member); a cleared id is not sent
      read: () => input.value === '' ? (field.types.includes('string') ? '' : undefined) : Number(input.value),
      write: (value) => { input.value = typeof value === 'number' ? String(value) : '' },
      check: () => {
        if (input.validity.badInput) return words.notNumber
        if (input.value === '') return field.required ? words.required : null
        const n = Number(input.value)
        if (!Number.isFinite(n) || (field.type === 'integer' && !Number.isInteger(n))) return words.notNumber
        if ((field.minimum !== undefined && n < field.minimum) || (field.maximum !== undefined && n > field.maximum)) return words.range(field.minimum, field.maximum)
        return null
      },
      setError: errorSetter(input, error),
    }
  }
  const url = field.format === 'calendar-url' || field.name === 'image'
  const email = field.name === 'email'
  const input = TEXTAREAS.has(field.name)
    ? h('textarea', { id, name, rows: field.name === 'description' ? 8 : 3 })
    : h('input', {
      id,
      name,
      type: url ? 'url' : email ? 'email' : field.name === 'password' ? 'password' : 'text',
      autocomplete: field.name === 'password' ? 'new-password' : 'off',
    })
  if (field.required) input.required = true
  const { element, error } = wrap(name, label, input, field.description, words)
  return {
    name: field.name,
    element,
    focusTarget: () => input,
    read: () => input.value,
    write: (value) => {
      wasSet = typeof value === 'string' && value !== ''
      input.value = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
    },
    check: () => {
      const problem = checkText(field, input.value, words, wasSet)
      if (problem) return problem
      if (input instanceof HTMLInputElement && input.validity.typeMismatch) return url ? words.badUrl : words.badPattern
      return null
    },
    setError: errorSetter(input, error),
  }
}
