// The tokens of one user (yours at /users/me/tokens, anyone's for an administrator at /users/<id>/tokens): the list,
// a new token shown once, and revoking one after a confirm dialog. The token exists in this page only: it is kept in
// no variable beyond the box that shows it, so leaving the page (or pressing "I have copied it") loses it, as the API
// will never show it again.
import type { ApiToken } from '../api.js'
import { h, replace, uid } from '../dom.js'
import type { Ctx } from '../types.js'
import { busy, clearErrors, confirmDialog, field, showApiErrors, when } from './parts.js'
import { ACCOUNT_WORDS } from './words.js'

export async function tokensSection (root: HTMLElement, ctx: Ctx, path: string): Promise<HTMLElement> {
  const w = ACCOUNT_WORDS[ctx.lang]
  const headingId = uid('account-tokens')
  const heading = h('h2', { id: headingId, tabIndex: -1 }, w.tokensSection)
  const list = h('div', { className: 'account-token-list' })
  const once = h('div', { className: 'account-token-once-slot' })
  const label = field('label', w.label, h('input', { maxLength: 100, autocomplete: 'off' }), w.labelHelp)
  const create = h('button', { type: 'submit' }, w.createToken)
  const form = h('form', { className: 'account-form', noValidate: true }, label.wrap, h('p', {}, create))

  const load = async (): Promise<void> => {
    const tokens = await ctx.api.request<ApiToken[]>('GET', path, { signal: ctx.signal })
    if (tokens.length === 0) { replace(list, h('p', {}, w.noTokens)); return }
    replace(list, h('table', { className: 'account-table' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, w.label), h('th', { scope: 'col' }, w.created), h('th', { scope: 'col' }, w.state), h('th', { scope: 'col' }, h('span', { className: 'account-visually-hidden' }, w.revoke)))),
      h('tbody', {}, ...tokens.map((token) => row(token)))))
  }

  const row = (token: ApiToken): HTMLTableRowElement => {
    const name = token.label || w.unnamed
    const revoke = token.revoked_utc === null
      ? h('button', { type: 'button', className: 'manage-secondary', attrs: { 'aria-label': w.revokeToken(name) } }, w.revoke)
      : null
    revoke?.addEventListener('click', () => {
      confirmDialog(ctx, root, revoke, {
        title: w.revokeToken(name),
        body: [h('p', {}, w.revokeQuestion(name))],
        confirm: w.revoke,
        action: async () => {
          await ctx.api.request('DELETE', `${path}/${token.id}`)
          ctx.announce(w.revoked)
          await load()
          heading.focus()
          return true
        },
      })
    })
    return h('tr', { className: token.revoked_utc === null ? 'account-token-active' : 'account-token-revoked' },
      h('td', { attrs: { 'data-label': w.label } }, name),
      h('td', { attrs: { 'data-label': w.created } }, when(ctx, token.created_utc)),
      h('td', { attrs: { 'data-label': w.state } }, token.revoked_utc === null ? w.active : w.revokedAt(when(ctx, token.revoked_utc))),
      h('td', {}, revoke))
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void busy(create, async () => {
      clearErrors([label])
      try {
        const issued = await ctx.api.request<ApiToken>('POST', path, { body: label.input.value ? { label: label.input.value } : {} })
        label.input.value = ''
        showOnce(issued)
        await load()
      } catch (err) {
        if (!showApiErrors(ctx, err, [label])) ctx.fail(err)
      }
    })
  })

  const showOnce = (issued: ApiToken): void => {
    const titleId = uid('account-once')
    const value = h('input', { id: uid('account-token-value'), readOnly: true, value: issued.token ?? '', className: 'account-token-value', spellcheck: false, autocomplete: 'off' })
    const copy = h('button', { type: 'button' }, w.copy)
    const done = h('button', { type: 'button', className: 'manage-secondary' }, w.hide)
    copy.addEventListener('click', () => {
      value.select()
      navigator.clipboard.writeText(value.value).then(() => ctx.announce(w.copied), () => ctx.announce(w.copyFailed, 'error'))
    })
    done.addEventListener('click', () => { replace(once); heading.focus() })
    replace(once, h('section', { className: 'account-token-once', attrs: { 'aria-labelledby': titleId } },
      h('h3', { id: titleId }, w.tokenOnceTitle),
      h('p', {}, w.tokenOnceHelp),
      h('label', { htmlFor: value.id }, `${w.tokenValue} (${issued.label || w.unnamed})`),
      value,
      h('p', { className: 'account-actions' }, copy, ' ', done)))
    value.focus()
    value.select()
  }

  await load()
  return h('section', { className: 'account-section', attrs: { 'aria-labelledby': headingId } }, heading, h('p', { className: 'account-help' }, w.tokensHelp), once, list, form)
}
