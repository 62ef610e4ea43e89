// What the account and users views build their forms from: a labelled field with its help and its error (the API's
// `data.params` reason lands beside the field it names), and a confirm dialog that gives the focus back.
import { ApiError } from '../api.js'
import { h, uid } from '../dom.js'
import type { Ctx } from '../types.js'
import { ACCOUNT_WORDS } from './words.js'

export interface Field {
  /** the API's name of the field, as `data.params` names it */
  name: string
  input: HTMLInputElement | HTMLSelectElement
  error: HTMLElement
  wrap: HTMLElement
}

export function field (name: string, label: string, input: HTMLInputElement | HTMLSelectElement, help?: string): Field {
  input.id ||= uid(`account-${name}`)
  input.name = name
  const error = h('p', { id: uid(`account-${name}-error`), className: 'manage-field-error' })
  const helpEl = help === undefined ? null : h('p', { id: uid(`account-${name}-help`), className: 'account-help' }, help)
  input.setAttribute('aria-describedby', [helpEl?.id, error.id].filter(Boolean).join(' '))
  const wrap = h('div', { className: 'account-field' }, h('label', { htmlFor: input.id }, label), input, helpEl, error)
  return { name, input, error, wrap }
}

export function setError (f: Field, message: string): void {
  f.error.textContent = message
  if (message) f.input.setAttribute('aria-invalid', 'true')
  else f.input.removeAttribute('aria-invalid')
}

export const clearErrors = (fields: Field[]): void => { for (const f of fields) setError(f, '') }

/** Focuses the first field with an error (in the form's order); whether there was one. */
export function focusFirstInvalid (fields: Field[]): boolean {
  const first = fields.find((f) => f.error.textContent)
  first?.input.focus()
  return first !== undefined
}

/** Puts a 400's reasons beside the fields they name and focuses the first; whether the error was such a 400 (else the
 *  caller hands it to ctx.fail). A missing parameter has no reason of its own: the API's message says it. */
export function showApiErrors (ctx: Ctx, err: unknown, fields: Field[]): boolean {
  if (!(err instanceof ApiError) || err.status !== 400) return false
  let named = false
  for (const f of fields) {
    if (!(f.name in err.params)) continue
    setError(f, err.params[f.name] || err.message)
    named = true
  }
  if (!named) return false
  focusFirstInvalid(fields)
  ctx.announce(ACCOUNT_WORDS[ctx.lang].fixFields, 'error')
  return true
}

/** Runs a submit with its button disabled, so a double click sends once. */
export async function busy (button: HTMLButtonElement, work: () => Promise<void>): Promise<void> {
  button.disabled = true
  try { await work() } finally { button.disabled = false }
}

export interface DialogOptions {
  title: string
  body: Array<Node | string>
  confirm: string
  /** the confirmed action: true closes the dialog, false keeps it open (it showed why) */
  action: () => Promise<boolean>
  /** the element that gets the focus when the dialog opens (else the cancel button: the safe choice) */
  focus?: HTMLElement
}

/** A modal <dialog> asking to confirm a destructive action. Escape and cancel close it; the focus goes back to
 *  `opener` when it is still on the page, else to the view's heading. */
export function confirmDialog (ctx: Ctx, root: HTMLElement, opener: HTMLElement, opts: DialogOptions): void {
  const w = ACCOUNT_WORDS[ctx.lang]
  const titleId = uid('account-dialog-title')
  const cancel = h('button', { type: 'button', className: 'manage-secondary' }, w.cancel)
  const ok = h('button', { type: 'submit', className: 'manage-danger' }, opts.confirm)
  const form = h('form', { method: 'dialog', className: 'account-dialog-form' }, ...opts.body, h('p', { className: 'account-actions' }, ok, ' ', cancel))
  const dialog = h('dialog', { className: 'account-dialog', attrs: { 'aria-labelledby': titleId } }, h('h2', { id: titleId }, opts.title), form)
  const close = (): void => { if (dialog.open) dialog.close() }
  cancel.addEventListener('click', close)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void busy(ok, async () => {
      try {
        if (await opts.action()) close()
      } catch (err) {
        close()
        ctx.fail(err)
      }
    })
  })
  dialog.addEventListener('close', () => {
    dialog.remove()
    const target = opener.isConnected ? opener : root.querySelector<HTMLElement>('h1')
    target?.focus()
  })
  ctx.signal.addEventListener('abort', close)
  root.append(dialog)
  dialog.showModal()
  ;(opts.focus ?? cancel).focus()
}

/** A date of the API (ISO 8601, UTC) in the reader's language and zone. */
export const when = (ctx: Ctx, iso: string): string => {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(ctx.lang, { dateStyle: 'medium', timeStyle: 'short' })
}
