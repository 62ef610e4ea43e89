// The question an edit of a series' occurrence asks (SPEC §9.3): this one, this and the following, or all.
import { h } from '../dom.js'
import type { Ctx } from '../types.js'
import { RECURRENCE_WORDS } from './recurrence-words.js'
import './recurrence.css'

export type Scope = 'this' | 'following' | 'all'
const SCOPES: Scope[] = ['this', 'following', 'all']

/** Asks which occurrences an edit (or a trash) applies to; null when the person cancels. A modal <dialog>: focus on
 *  the first choice, Escape cancels, focus goes back to what had it. */
export async function askScope (ctx: Ctx, action: 'edit' | 'trash'): Promise<Scope | null> {
  const w = RECURRENCE_WORDS[ctx.lang].scope
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  document.getElementById('scope-dialog')?.remove()
  const radios = SCOPES.map((scope, i) => h('input', { type: 'radio', name: 'recurrence_scope', id: `scope-${scope}`, value: scope, checked: i === 0 }))
  const ok = h('button', { type: 'submit', id: 'scope-ok' }, w.ok)
  const cancel = h('button', { type: 'button', id: 'scope-cancel', className: 'manage-secondary' }, w.cancel)
  const form = h('form', { method: 'dialog' },
    h('fieldset', {}, h('legend', {}, w.legend),
      ...radios.map((radio, i) => h('p', { className: 'recurrence-choice' }, radio, h('label', { htmlFor: radio.id }, w[SCOPES[i]!])))),
    h('p', { className: 'scope-buttons' }, ok, ' ', cancel))
  const dialog = h('dialog', { id: 'scope-dialog', className: 'scope-dialog', attrs: { 'aria-labelledby': 'scope-dialog-title' } },
    h('h2', { id: 'scope-dialog-title' }, action === 'trash' ? w.titleTrash : w.titleEdit), form)
  document.body.append(dialog)

  return await new Promise<Scope | null>((resolve) => {
    let answer: Scope | null = null
    const finish = () => {
      dialog.remove()
      if (opener?.isConnected) opener.focus()
      resolve(answer)
    }
    form.addEventListener('submit', (e) => {
      e.preventDefault()
      answer = (radios.find((r) => r.checked)?.value as Scope | undefined) ?? 'this'
      dialog.close()
    })
    cancel.addEventListener('click', () => { answer = null; dialog.close() })
    // Escape fires `cancel`, then `close`: the answer stays null.
    dialog.addEventListener('cancel', () => { answer = null })
    dialog.addEventListener('close', finish, { once: true })
    // Leaving the view (navigation) ends the question as a cancel.
    ctx.signal.addEventListener('abort', () => { if (dialog.open) { answer = null; dialog.close() } }, { once: true })
    dialog.showModal()
    radios[0]!.focus()
  })
}
