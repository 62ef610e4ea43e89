// The editors' workspace in the browser (SPEC §9.8): sign-in, then the lists (lists/), the forms (forms/), the account
// and the users (account/), routed by the address after `#` (`#/events?status=pending`, `#/events/12`, `#/account`).
// Everything it shows or changes goes through the public API (api.ts) with the session cookie and its nonce: the
// workspace can never do what the API refuses the same user.
import './manage.css'
import { accountView, usersView } from './account/index.js'
import { ApiError, createApi, KINDS, type Kind, type Session } from './api.js'
import { h, replace } from './dom.js'
import { editView } from './forms/index.js'
import { isManageLanguage, MANAGE_LANGUAGES, SHELL_WORDS } from './i18n.js'
import { listView } from './lists/index.js'
import type { Ctx, ManageConfig, Route, View } from './types.js'

function element<T extends HTMLElement> (id: string, type: new () => T): T {
  const el = document.getElementById(id)
  if (!(el instanceof type)) throw new Error(`workspace: #${id} is missing`)
  return el
}

const config = JSON.parse(element('manage-config', HTMLScriptElement).textContent ?? '') as ManageConfig
const lang = isManageLanguage(config.lang) ? config.lang : 'en'
const words = SHELL_WORDS[lang]
const api = createApi(config.base)
const main = element('manage-main', HTMLElement)
const nav = element('manage-nav', HTMLElement)
const status = element('manage-status', HTMLElement)

let session: Session | null = null
let current: AbortController | null = null

export function parseRoute (hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?', 2)
  return { path: path.split('/').filter(Boolean).map(decodeURIComponent), query: new URLSearchParams(query) }
}

function announce (message: string, kind: 'info' | 'error' = 'info'): void {
  status.textContent = message
  status.className = `manage-status manage-status-${kind}`
}

function sessionEnded (err: unknown): boolean {
  return err instanceof ApiError && ((err.status === 401 && err.code === 'rest_not_logged_in') || err.code === 'rest_cookie_invalid_nonce')
}

function fail (err: unknown): void {
  if ((err as { name?: string }).name === 'AbortError') return
  if (sessionEnded(err)) {
    session = null
    api.nonce = null
    announce(words.expired, 'error')
    showSignIn()
    return
  }
  if (err instanceof ApiError) {
    if (err.status === 429) announce(words.tooMany(err.retryAfter), 'error')
    else if (err.status === 0) announce(words.network, 'error')
    else announce(err.message, 'error')
    return
  }
  announce(String((err as Error)?.message ?? err), 'error')
  console.error(err)
}

/** Which view an address shows, for this user (null: not a page of the workspace). */
function viewOf (route: Route): View | null {
  const [first, second, more] = route.path
  if (more !== undefined) return null
  if (first === undefined) return null
  if (first === 'account' && second === undefined) return accountView
  if (first === 'users') return session?.user.role === 'administrator' ? usersView : null
  if (!(KINDS as readonly string[]).includes(first)) return null
  const kind = first as Kind
  if (second === undefined) return (root, ctx, r) => listView(root, ctx, kind, r)
  if (second === 'new' || /^\d+$/.test(second)) return (root, ctx, r) => editView(root, ctx, kind, second === 'new' ? null : Number(second), r)
  return null
}

async function render (): Promise<void> {
  current?.abort()
  if (!session) { showSignIn(); return }
  const controller = current = new AbortController()
  const route = parseRoute(location.hash)
  if (route.path.length === 0) { location.replace('#/events'); return }
  renderNav(route)
  replace(main)
  const view = viewOf(route)
  if (!view) {
    replace(main, h('h1', { tabIndex: -1 }, words.notFound))
    return
  }
  const ctx: Ctx = {
    api,
    config,
    lang,
    user: session.user,
    navigate: (hash) => { location.hash = hash },
    announce,
    fail,
    signal: controller.signal,
  }
  try {
    await view(main, ctx, route)
  } catch (err) {
    fail(err)
  }
  // Keyboard and screen-reader users land on the new view's heading, not at the top of the document.
  if (!controller.signal.aborted) main.querySelector<HTMLElement>('h1')?.focus({ preventScroll: false })
}

function renderNav (route: Route): void {
  if (!session) { replace(nav); return }
  const user = session.user
  const here = route.path[0]
  const link = (hash: string, text: string, name: string) =>
    h('li', {}, h('a', { href: `#/${hash}`, attrs: { 'aria-current': here === name ? 'page' : null } }, text))
  const items = KINDS.map((kind) => link(kind, words.kinds[kind], kind))
  items.push(link('account', words.account, 'account'))
  if (user.role === 'administrator') items.push(link('users', words.users, 'users'))
  const languages = h('ul', { className: 'manage-languages', attrs: { 'aria-label': words.language } },
    ...MANAGE_LANGUAGES.map((l) => h('li', {}, h('a', {
      href: `${config.pages[l]}${location.hash}`,
      lang: l,
      attrs: { hreflang: l, 'aria-current': l === lang ? 'true' : null },
    }, words.languageNames[l]))))
  replace(nav,
    h('ul', { className: 'manage-menu' }, ...items),
    h('p', { className: 'manage-user' }, words.signedInAs(user.name || user.login, words.roles[user.role] ?? user.role), ' ',
      h('button', { type: 'button', className: 'manage-link-button', on: { click: () => { void signOut() } } }, words.signOut)),
    languages)
}

async function signOut (): Promise<void> {
  // The session is over for the page at once: a navigation while DELETE /session is under way renders the sign-in
  // form, not a view whose requests would go out without the nonce the sign-out clears.
  current?.abort()
  session = null
  showSignIn()
  signingOut = api.signOut().catch((err: unknown) => { if (!sessionEnded(err)) fail(err) }).finally(() => { signingOut = null })
  await signingOut
}

/** The sign-out under way: a sign-in waits for it, or its answer (which clears the cookie) could land after the
 *  sign-in's and end the new session. */
let signingOut: Promise<void> | null = null

function showSignIn (): void {
  replace(nav)
  const login = h('input', { id: 'signin-login', name: 'login', autocomplete: 'username', required: true, maxLength: 60, spellcheck: false, attrs: { autocapitalize: 'none' } })
  const password = h('input', { id: 'signin-password', name: 'password', type: 'password', autocomplete: 'current-password', required: true, maxLength: 1024 })
  const error = h('p', { id: 'signin-error', className: 'manage-field-error', attrs: { role: 'alert' } })
  const button = h('button', { type: 'submit' }, words.signIn)
  const form = h('form', {
    className: 'manage-signin',
    noValidate: false,
    on: {
      submit: (event: SubmitEvent) => {
        event.preventDefault()
        button.disabled = true
        error.textContent = ''
        Promise.resolve(signingOut).then(() => api.signIn(login.value.trim(), password.value)).then((s) => {
          session = s
          password.value = ''
          announce('')
          if (!location.hash || location.hash === '#' || location.hash === '#/') location.replace('#/events')
          void render()
        }, (err: unknown) => {
          if (err instanceof ApiError && err.status === 429) error.textContent = words.tooMany(err.retryAfter)
          else if (err instanceof ApiError && err.status === 0) error.textContent = words.network
          else error.textContent = err instanceof ApiError ? err.message : String(err)
          password.focus()
        }).finally(() => { button.disabled = false })
      },
    },
  },
  h('h1', { tabIndex: -1 }, words.signInTitle),
  h('p', {}, h('label', { htmlFor: login.id }, words.login), login),
  h('p', {}, h('label', { htmlFor: password.id }, words.password), password),
  error,
  h('p', {}, button))
  replace(main, form)
  login.focus()
}

window.addEventListener('hashchange', () => { void render() })

void (async () => {
  replace(main, h('p', {}, words.loading))
  try {
    session = await api.session()
  } catch (err) {
    fail(err)
    return
  }
  await render()
})()
