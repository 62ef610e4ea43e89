// The signed-in user's account (name, password, tokens) and, for administrators, the users (list, add, edit, delete
// with reassignment, tokens). Everything goes through /users/me and /users/<id>: a role the API refuses gets the API's
// refusal, shown; the menu and main.ts only keep others from landing here.
import './account.css'
import { ApiError, type ApiUser } from '../api.js'
import { h, replace, uid } from '../dom.js'
import { SHELL_WORDS } from '../i18n.js'
import type { Ctx, Route } from '../types.js'
import { MIN_PASSWORD_LENGTH } from '../../domain/limits.js'
import { busy, clearErrors, confirmDialog, field, focusFirstInvalid, setError, showApiErrors, when, type Field } from './parts.js'
import { tokensSection } from './tokens.js'
import { ACCOUNT_WORDS } from './words.js'

const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const
/** The built-in administrator (API_TOKEN's user): the API never demotes or deletes it. */
const ADMIN_ID = 1

function section (title: string, ...children: Array<Node | null>): HTMLElement {
  const id = uid('account-section')
  return h('section', { className: 'account-section', attrs: { 'aria-labelledby': id } }, h('h2', { id }, title), ...children)
}

const nameInput = (value = ''): HTMLInputElement => h('input', { value, maxLength: 100, autocomplete: 'name' })
const passwordInput = (autocomplete: AutoFill): HTMLInputElement => h('input', { type: 'password', autocomplete, maxLength: 256 })

function roleSelect (ctx: Ctx, value: string): HTMLSelectElement {
  const roles = SHELL_WORDS[ctx.lang].roles
  return h('select', {}, ...ROLES.map((r) => h('option', { value: r, selected: r === value }, roles[r] ?? r)))
}

/** The checks the API makes too, said before the round trip: the length the schema asks, and the two typings equal. */
function checkNewPassword (ctx: Ctx, password: Field, repeat: Field | null): void {
  const w = ACCOUNT_WORDS[ctx.lang]
  const value = password.input.value
  if (value.length < MIN_PASSWORD_LENGTH) setError(password, w.tooShort(MIN_PASSWORD_LENGTH))
  else if (repeat && repeat.input.value !== value) setError(repeat, w.mismatch)
}

export async function accountView (root: HTMLElement, ctx: Ctx, _route: Route): Promise<void> {
  const w = ACCOUNT_WORDS[ctx.lang]
  replace(root, h('h1', { tabIndex: -1 }, w.title))
  const me = await ctx.api.request<ApiUser>('GET', '/users/me', { signal: ctx.signal })
  root.append(h('p', { className: 'account-who' }, `${me.login} · ${SHELL_WORDS[ctx.lang].roles[me.role] ?? me.role}`))

  // Name
  const name = field('name', w.name, nameInput(me.name), w.nameHelp)
  const saveName = h('button', { type: 'submit' }, w.save)
  const nameForm = h('form', { className: 'account-form', noValidate: true }, name.wrap, h('p', {}, saveName))
  nameForm.addEventListener('submit', (event) => {
    event.preventDefault()
    void busy(saveName, async () => {
      clearErrors([name])
      try {
        const res = await ctx.api.request<{ user: ApiUser }>('PATCH', '/users/me', { body: { name: name.input.value } })
        Object.assign(ctx.user, res.user)
        name.input.value = res.user.name
        ctx.announce(w.saved)
      } catch (err) {
        if (!showApiErrors(ctx, err, [name])) ctx.fail(err)
      }
    })
  })

  // Password: the API ends every session of the user and answers this one's renewed nonce (the renewed cookie comes
  // with the answer), so the workspace goes on and every other browser is signed out.
  const current = me.has_password ? field('current_password', w.currentPassword, passwordInput('current-password')) : null
  const password = field('password', w.newPassword, passwordInput('new-password'), w.newPasswordHelp(MIN_PASSWORD_LENGTH))
  const repeat = field('password_repeat', w.repeatPassword, passwordInput('new-password'))
  const passwordFields = [current, password, repeat].filter((f) => f !== null)
  const change = h('button', { type: 'submit' }, w.changePassword)
  const username = h('input', { type: 'text', value: me.login, autocomplete: 'username', hidden: true, readOnly: true, tabIndex: -1, attrs: { 'aria-hidden': 'true' } })
  const passwordForm = h('form', { className: 'account-form', noValidate: true }, username, ...passwordFields.map((f) => f.wrap), h('p', {}, change))
  passwordForm.addEventListener('submit', (event) => {
    event.preventDefault()
    void busy(change, async () => {
      clearErrors(passwordFields)
      checkNewPassword(ctx, password, repeat)
      if (focusFirstInvalid(passwordFields)) { ctx.announce(w.fixFields, 'error'); return }
      try {
        const body: Record<string, string> = { password: password.input.value }
        if (current) body.current_password = current.input.value
        const res = await ctx.api.request<{ user: ApiUser; nonce?: string }>('PATCH', '/users/me', { body })
        if (res.nonce) ctx.api.nonce = res.nonce
        for (const f of passwordFields) f.input.value = ''
        ctx.announce(w.passwordChanged)
      } catch (err) {
        if (!showApiErrors(ctx, err, passwordFields)) ctx.fail(err)
      }
    })
  })

  const tokens = await tokensSection(root, ctx, '/users/me/tokens')
  if (ctx.signal.aborted) return
  root.append(section(w.nameSection, nameForm), section(w.passwordSection, passwordForm), tokens)
}

export async function usersView (root: HTMLElement, ctx: Ctx, route: Route): Promise<void> {
  const id = route.path[1]
  if (id === undefined) return await usersList(root, ctx)
  if (id === 'new') { newUser(root, ctx); return }
  if (/^\d+$/.test(id)) return await editUser(root, ctx, Number(id))
  replace(root, h('h1', { tabIndex: -1 }, SHELL_WORDS[ctx.lang].notFound))
}

async function usersList (root: HTMLElement, ctx: Ctx): Promise<void> {
  const w = ACCOUNT_WORDS[ctx.lang]
  const roles = SHELL_WORDS[ctx.lang].roles
  replace(root, h('h1', { tabIndex: -1 }, w.users))
  const users = await ctx.api.request<ApiUser[]>('GET', '/users', { signal: ctx.signal })
  root.append(
    h('p', {}, h('a', { href: '#/users/new', className: 'manage-button' }, w.addUser)),
    h('table', { className: 'account-table account-users' },
      h('thead', {}, h('tr', {}, ...[w.login, w.name, w.role, w.hasPassword, w.activeTokens, w.created1].map((t) => h('th', { scope: 'col' }, t)))),
      h('tbody', {}, ...users.map((u) => h('tr', {},
        h('th', { scope: 'row', attrs: { 'data-label': w.login } }, h('a', { href: `#/users/${u.id}` }, u.login)),
        h('td', { attrs: { 'data-label': w.name } }, u.name),
        h('td', { attrs: { 'data-label': w.role } }, roles[u.role] ?? u.role),
        h('td', { attrs: { 'data-label': w.hasPassword } }, u.has_password ? w.yes : w.no),
        h('td', { attrs: { 'data-label': w.activeTokens } }, u.active_tokens),
        h('td', { attrs: { 'data-label': w.created1 } }, when(ctx, u.created_utc)))))))
}

function newUser (root: HTMLElement, ctx: Ctx): void {
  const w = ACCOUNT_WORDS[ctx.lang]
  const login = field('login', w.login, h('input', { maxLength: 60, autocomplete: 'off', spellcheck: false, required: true, attrs: { autocapitalize: 'none' } }), w.loginHelp)
  const role = field('role', w.role, roleSelect(ctx, 'contributor'))
  const name = field('name', w.name, nameInput(), w.nameHelp)
  const password = field('password', w.password, passwordInput('new-password'), `${w.passwordOptional} ${w.tooShort(MIN_PASSWORD_LENGTH)}`)
  const fields: Field[] = [login, role, name, password]
  const add = h('button', { type: 'submit' }, w.addUser)
  const form = h('form', { className: 'account-form', noValidate: true }, ...fields.map((f) => f.wrap), h('p', {}, add))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void busy(add, async () => {
      clearErrors(fields)
      if (password.input.value) checkNewPassword(ctx, password, null)
      if (focusFirstInvalid(fields)) { ctx.announce(w.fixFields, 'error'); return }
      const body: Record<string, string> = { login: login.input.value.trim(), role: role.input.value }
      if (name.input.value) body.name = name.input.value
      if (password.input.value) body.password = password.input.value
      try {
        const user = await ctx.api.request<ApiUser>('POST', '/users', { body })
        ctx.announce(w.userCreated)
        ctx.navigate(`#/users/${user.id}`)
      } catch (err) {
        if (err instanceof ApiError && err.code === 'user-login-exists') {
          setError(login, err.message)
          login.input.focus()
        } else if (!showApiErrors(ctx, err, fields)) ctx.fail(err)
      }
    })
  })
  replace(root, h('h1', { tabIndex: -1 }, w.newUser), h('p', {}, h('a', { href: '#/users' }, w.back)), form)
}

async function editUser (root: HTMLElement, ctx: Ctx, id: number): Promise<void> {
  const w = ACCOUNT_WORDS[ctx.lang]
  const [user, users] = await Promise.all([
    ctx.api.request<ApiUser>('GET', `/users/${id}`, { signal: ctx.signal }),
    ctx.api.request<ApiUser[]>('GET', '/users', { signal: ctx.signal }),
  ])
  const heading = h('h1', { tabIndex: -1 }, user.login)
  replace(root, heading, h('p', {}, h('a', { href: '#/users' }, w.back)))
  const self = id === ctx.user.id
  const locked = self || id === ADMIN_ID

  const name = field('name', w.name, nameInput(user.name), w.nameHelp)
  const role = field('role', w.role, roleSelect(ctx, user.role), locked ? w.protectedRole : undefined)
  role.input.disabled = locked
  const password = self ? null : field('password', w.setPassword, passwordInput('new-password'), w.setPasswordHelp)
  const fields = [name, role, password].filter((f) => f !== null)
  const save = h('button', { type: 'submit' }, w.save)
  const form = h('form', { className: 'account-form', noValidate: true }, ...fields.map((f) => f.wrap),
    self ? h('p', { className: 'account-help' }, h('a', { href: '#/account' }, w.ownPassword)) : null,
    h('p', {}, save))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void busy(save, async () => {
      clearErrors(fields)
      if (password?.input.value) checkNewPassword(ctx, password, null)
      if (focusFirstInvalid(fields)) { ctx.announce(w.fixFields, 'error'); return }
      const body: Record<string, string> = { name: name.input.value }
      if (!locked && role.input.value !== user.role) body.role = role.input.value
      if (password?.input.value) body.password = password.input.value
      try {
        const saved = await ctx.api.request<ApiUser>('PATCH', `/users/${id}`, { body })
        Object.assign(user, saved)
        if (password) password.input.value = ''
        ctx.announce(w.userSaved)
      } catch (err) {
        if (!showApiErrors(ctx, err, fields)) ctx.fail(err)
      }
    })
  })
  root.append(section(SHELL_WORDS[ctx.lang].users, form))

  root.append(await tokensSection(root, ctx, `/users/${id}/tokens`))

  if (!locked) {
    const remove = h('button', { type: 'button', className: 'manage-danger' }, w.deleteUser)
    remove.addEventListener('click', () => {
      const others = users.filter((u) => u.id !== id)
      const reassign = field('reassign', w.reassign, h('select', {}, ...others.map((u) => h('option', { value: String(u.id), selected: u.id === ctx.user.id }, `${u.login}${u.name ? ` (${u.name})` : ''}`))), w.reassignHelp)
      confirmDialog(ctx, root, remove, {
        title: w.deleteUser,
        body: [h('p', {}, w.deleteQuestion(user.login)), reassign.wrap],
        confirm: w.deleteUser,
        focus: reassign.input,
        action: async () => {
          clearErrors([reassign])
          try {
            await ctx.api.request('DELETE', `/users/${id}`, { query: { reassign: reassign.input.value } })
          } catch (err) {
            if (err instanceof ApiError && err.status === 400 && 'reassign' in err.params) {
              setError(reassign, err.params.reassign || err.message)
              reassign.input.focus()
              return false
            }
            throw err
          }
          ctx.announce(w.deleted(user.login))
          ctx.navigate('#/users')
          return true
        },
      })
    })
    root.append(section(w.deleteSection, h('p', {}, remove)))
  }
}
