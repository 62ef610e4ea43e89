// The account and users views of the workspace (SPEC §9.8, issue 41 items 1 and 5) in headless Chromium: every role
// changes its own password (this session goes on, another browser of the same user is signed out, the new password
// signs in); a token is shown once, works, and stops working when revoked; the administrator adds a user, changes its
// role, deletes it with its records given to another; an editor never reaches the users; the API's reasons appear
// beside their fields; hostile text stays text; axe-core in en/nl/de/fr at phone width, and one flow by keyboard only.
import t from 'tap'
import type { Page } from 'playwright-core'
import { axeViolations, chromiumMissing, launch, screenshot } from './browser.js'
import { manageUrl, PASSWORD, ROLES, serveWorkspace, signIn, unexpected, type Workspace } from './workspace.js'
import { ACCOUNT_WORDS } from '../../src/manage/account/words.js'

t.setTimeout(900_000)

const en = ACCOUNT_WORDS.en
const NEW_PASSWORD = 'a brand new password 42'

/** The text of the live region once it says `text`. */
async function status (page: Page, text: string): Promise<void> {
  await page.locator('#manage-status', { hasText: text }).waitFor()
}

async function noSidewaysScroll (page: Page): Promise<number> {
  return await page.evaluate('document.documentElement.scrollWidth') as number
}

const bearer = async (ws: Workspace, token: string): Promise<number> =>
  (await fetch(`${ws.api}/users/me`, { headers: { authorization: `Bearer ${token}` } })).status

t.test('every role changes its own password: this session goes on, another browser is signed out, the new one signs in', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const { page, errors } = await launch(t)
  const other = await page.context().browser()!.newPage()
  for (const role of ROLES) {
    const login = ws.users[role].login
    await signIn(other, ws.origin, login)
    await signIn(page, ws.origin, login, { hash: '#/account' })
    await page.getByLabel(en.currentPassword).waitFor()

    if (role === 'administrator') {
      // The checks said before the round trip, then the API's own reason beside the field it names.
      await page.getByLabel(en.currentPassword).fill(PASSWORD)
      await page.getByLabel(en.newPassword, { exact: true }).fill(NEW_PASSWORD)
      await page.getByLabel(en.repeatPassword).fill(`${NEW_PASSWORD}!`)
      await page.getByRole('button', { name: en.changePassword }).click()
      await page.locator('.manage-field-error', { hasText: en.mismatch }).waitFor()
      t.equal(await page.getByLabel(en.repeatPassword).getAttribute('aria-invalid'), 'true', 'the repeat is marked invalid')
      t.equal(await page.evaluate('document.activeElement.name'), 'password_repeat', 'the focus is on it')
      await page.getByLabel(en.currentPassword).fill('not my password at all')
      await page.getByLabel(en.repeatPassword).fill(NEW_PASSWORD)
      await page.getByRole('button', { name: en.changePassword }).click()
      await page.locator('.manage-field-error', { hasText: 'is not your current password' }).waitFor()
      t.equal(await page.getByLabel(en.currentPassword).getAttribute('aria-invalid'), 'true', 'the API\'s reason is beside current_password')
      t.equal(await page.evaluate('document.activeElement.name'), 'current_password')
      const described = await page.getByLabel(en.currentPassword).getAttribute('aria-describedby') ?? ''
      t.match(await page.locator(`[id="${described.split(' ').pop()}"]`).textContent(), /not your current password/, 'and describes it')
      await screenshot(t, page, 'manage-account-password-errors.png')
    }

    await page.getByLabel(en.currentPassword).fill(PASSWORD)
    await page.getByLabel(en.newPassword, { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel(en.repeatPassword).fill(NEW_PASSWORD)
    await page.getByLabel(en.repeatPassword).press('Enter')
    await status(page, en.passwordChanged)
    t.equal(await page.getByLabel(en.newPassword, { exact: true }).inputValue(), '', `${role}: the fields are emptied`)

    // This session goes on: a write right after the change (it needs the renewed nonce) succeeds.
    await page.getByLabel(en.name).fill(`${role} renamed`)
    await page.getByRole('button', { name: en.save }).click()
    await status(page, en.saved)
    t.equal((await ws.admin('GET', `/users/${ws.users[role].id}`)).body.name, `${role} renamed`, `${role}: renamed after the change`)

    // The other browser's session ended: its next action shows the sign-in form.
    await other.locator('#manage-nav a[href="#/account"]').click()
    await other.locator('#signin-login').waitFor()
    t.pass(`${role}: the other browser is signed out`)

    // Out, and in with the new password; the old one no longer works.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.locator('#signin-login').waitFor()
    await page.locator('#signin-login').fill(login)
    await page.locator('#signin-password').fill(PASSWORD)
    await page.locator('#signin-password').press('Enter')
    await page.locator('#signin-error:not(:empty)').waitFor()
    await signIn(page, ws.origin, login, { password: NEW_PASSWORD })
    t.pass(`${role}: signs in with the new password`)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.locator('#signin-login').waitFor()
  }
  t.same(unexpected(errors, [400, 401, 403]), [], 'no console or CSP error')
})

t.test('a token: shown once, works, gone after a reload, revoked after the confirm dialog → 401; hostile labels', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const { page, errors } = await launch(t)
  await signIn(page, ws.origin, ws.users.contributor.login, { hash: '#/account' })
  const label = page.getByLabel(en.label, { exact: true })
  await label.waitFor()

  // Markup in a label is the API's 400, shown beside the field; nothing is issued.
  await label.fill('<img src=x onerror=alert(1)>')
  await page.getByRole('button', { name: en.createToken }).click()
  await page.locator('.account-field .manage-field-error:not(:empty)').waitFor()
  t.equal(await label.getAttribute('aria-invalid'), 'true')
  t.equal(await page.evaluate('document.activeElement.name'), 'label', 'the focus is on the field the API named')
  t.equal((await ws.admin('GET', `/users/${ws.users.contributor.id}/tokens`)).body.length, 0, 'nothing issued')

  const hostile = 'Feed "export" & \'quotes\' \u202Eevil\u202C ' + 'x'.repeat(60)
  await label.fill(hostile)
  await page.getByRole('button', { name: en.createToken }).click()
  const box = page.locator('.account-token-once')
  await box.waitFor()
  t.equal(await label.getAttribute('aria-invalid'), null, 'the error is gone')
  const token = await box.locator('input').inputValue()
  t.match(token, /^cal_/, 'the token is shown')
  t.equal(await page.evaluate('document.activeElement.className'), 'account-token-value', 'the focus is on it')
  t.ok(await box.getByRole('heading', { name: en.tokenOnceTitle }).isVisible(), 'in a clearly titled box')
  t.equal(await page.locator('.account-table td', { hasText: 'Feed "export"' }).first().textContent(), hostile, 'the label is shown as text, exactly')
  await screenshot(t, page, 'manage-account-token-once.png')
  t.equal(await bearer(ws, token), 200, 'the token works for the API')

  await page.reload()
  await label.waitFor()
  t.equal(await box.count(), 0, 'after a reload the box is gone')
  t.notOk((await page.content()).includes(token), 'and the token is nowhere on the page')

  await page.getByRole('button', { name: en.revokeToken(hostile) }).click()
  const dialog = page.locator('dialog[open]')
  await dialog.waitFor()
  t.equal(await page.evaluate('document.activeElement.textContent'), en.cancel, 'the dialog focuses the safe choice')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  t.equal(await bearer(ws, token), 200, 'Escape revokes nothing')
  t.equal(await page.evaluate('document.activeElement.textContent'), en.revoke, 'the focus is back on the button')
  await page.getByRole('button', { name: en.revokeToken(hostile) }).click()
  await dialog.getByRole('button', { name: en.revoke }).click()
  await status(page, en.revoked)
  t.equal(await bearer(ws, token), 401, 'the revoked token gets 401')
  t.match(await page.locator('.account-token-revoked').textContent(), /revoked/, 'the list says revoked')
  t.same(unexpected(errors, [400, 401]), [], 'no console or CSP error')
})

t.test('by keyboard only: create a token, dismiss the box, revoke it', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const { page, errors } = await launch(t)
  await signIn(page, ws.origin, ws.users.subscriber.login, { hash: '#/account' })
  await page.getByLabel(en.label, { exact: true }).waitFor()
  const active = async (): Promise<string> => await page.evaluate('(document.activeElement.name || document.activeElement.textContent || "").trim()') as string
  const tabTo = async (what: string): Promise<void> => {
    for (let i = 0; i < 30 && await active() !== what; i++) await page.keyboard.press('Tab')
    t.equal(await active(), what, `Tab reaches ${what}`)
  }
  await tabTo('label')
  await page.keyboard.type('Keyboard token')
  await page.keyboard.press('Enter')
  await page.locator('.account-token-once').waitFor()
  const token = await page.locator('.account-token-value').inputValue()
  await tabTo(en.hide)
  await page.keyboard.press('Enter')
  await page.locator('.account-token-once').waitFor({ state: 'detached' })
  await tabTo(en.revoke)
  await page.keyboard.press('Enter')
  await page.locator('dialog[open]').waitFor()
  await page.keyboard.press('Shift+Tab')
  t.equal(await active(), en.revoke, 'Shift+Tab from cancel reaches the confirm button')
  await page.keyboard.press('Enter')
  await status(page, en.revoked)
  t.equal(await bearer(ws, token), 401, 'revoked by keyboard')
  t.same(unexpected(errors), [], 'no console or CSP error')
})

t.test('the administrator adds a user, changes its role, deletes it with its records given to another', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const { page, errors } = await launch(t)
  await signIn(page, ws.origin, ws.users.administrator.login, { hash: '#/users' })
  await page.getByRole('link', { name: en.addUser }).click()
  await page.getByLabel(en.login, { exact: true }).waitFor()
  // Markup in a name: the API's 400 beside the name.
  await page.getByLabel(en.login, { exact: true }).fill('newcomer')
  await page.getByLabel(en.role).selectOption('contributor')
  await page.getByLabel(en.name).fill('<script>alert(1)</script>')
  await page.getByRole('button', { name: en.addUser }).click()
  await page.locator('.manage-field-error:not(:empty)').waitFor()
  t.equal(await page.getByLabel(en.name).getAttribute('aria-invalid'), 'true', 'the name is refused beside it')
  t.equal((await ws.admin('GET', '/users')).body.some((u: { login: string }) => u.login === 'newcomer'), false, 'nothing stored')
  // A login that exists: said beside the login.
  await page.getByLabel(en.name).fill('New "comer" & \u202Eco')
  await page.getByLabel(en.login, { exact: true }).fill(ws.users.editor.login)
  await page.getByRole('button', { name: en.addUser }).click()
  await page.locator('.manage-field-error:not(:empty)').waitFor()
  t.equal(await page.getByLabel(en.login, { exact: true }).getAttribute('aria-invalid'), 'true', 'an existing login is refused beside it')

  await page.getByLabel(en.login, { exact: true }).fill('newcomer')
  await page.getByLabel(en.password).fill(PASSWORD)
  await page.getByRole('button', { name: en.addUser }).click()
  await page.locator('h1', { hasText: 'newcomer' }).waitFor()
  const id = Number(/#\/users\/(\d+)/.exec(page.url())?.[1])
  t.ok(id > 0, 'the new user\'s page')
  const created = (await ws.admin('GET', `/users/${id}`)).body
  t.match(created, { login: 'newcomer', role: 'contributor', name: 'New "comer" & \u202Eco', has_password: true })

  // A record of theirs, which the deletion must hand over.
  const event = await ws.admin('POST', '/events', { title: 'Theirs', start_date: '2031-01-01 10:00:00', end_date: '2031-01-01 11:00:00', author: id })
  t.equal(event.status, 201)

  await page.getByLabel(en.role).selectOption('author')
  await page.getByRole('button', { name: en.save }).click()
  await status(page, en.userSaved)
  t.equal((await ws.admin('GET', `/users/${id}`)).body.role, 'author', 'the role changed')

  await page.getByRole('link', { name: en.back }).click()
  await page.locator('h1', { hasText: en.users }).waitFor()
  t.equal(await page.locator('.account-users td', { hasText: 'New "comer"' }).textContent(), 'New "comer" & \u202Eco', 'the name is text in the list')
  await screenshot(t, page, 'manage-account-users.png')
  await page.getByRole('link', { name: 'newcomer' }).click()
  await page.locator('h1', { hasText: 'newcomer' }).waitFor()

  await page.getByRole('button', { name: en.deleteUser }).click()
  const dialog = page.locator('dialog[open]')
  await dialog.waitFor()
  t.equal(await page.evaluate('document.activeElement.name'), 'reassign', 'the dialog focuses the choice')
  const options = await dialog.locator('option').allTextContents()
  t.notOk(options.some((o) => o.startsWith('newcomer')), 'the user deleted is not offered')
  await dialog.getByLabel(en.reassign).selectOption(String(ws.users.editor.id))
  await screenshot(t, page, 'manage-account-delete-dialog.png')
  await dialog.getByRole('button', { name: en.deleteUser }).click()
  await status(page, en.deleted('newcomer'))
  await page.locator('h1', { hasText: en.users }).waitFor()
  t.equal((await ws.admin('GET', `/users/${id}`)).status, 404, 'deleted')
  t.equal((await ws.admin('GET', `/events/${event.body.id}`)).body.author, String(ws.users.editor.id), 'the record went to the editor')
  t.equal(await page.getByRole('link', { name: 'newcomer' }).count(), 0, 'not in the list any more')

  // Their own account: no role change, no delete offered (the API would refuse both).
  await page.goto(manageUrl(ws.origin, 'en', `#/users/${ws.users.administrator.id}`))
  await page.getByLabel(en.role).waitFor()
  t.ok(await page.getByLabel(en.role).isDisabled(), 'one\'s own role is not offered')
  t.equal(await page.getByRole('button', { name: en.deleteUser }).count(), 0, 'nor deleting oneself')
  t.same(unexpected(errors, [400, 401]), [], 'no console or CSP error')
})

t.test('an editor opening #/users gets "not found" and no users data is requested', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const { page } = await launch(t)
  const asked: string[] = []
  page.on('request', (r) => { if (/\/users(\/|\?|$)/.test(new URL(r.url()).pathname)) asked.push(r.url()) })
  for (const hash of ['#/users', '#/users/new', `#/users/${ws.users.administrator.id}`]) {
    await signIn(page, ws.origin, ws.users.editor.login, { hash })
    await page.locator('h1', { hasText: 'This page does not exist.' }).waitFor()
    t.pass(`${hash}: not found`)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.locator('#signin-login').waitFor()
  }
  t.same(asked, [], 'no request for users was sent')
})

t.test('every language at phone width: axe-core, no sideways scroll, screenshots', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  await ws.admin('POST', `/users/${ws.users.author.id}/tokens`, { label: 'A long label without spaces ' + 'x'.repeat(60) })
  const { page, errors } = await launch(t)
  await page.setViewportSize({ width: 390, height: 844 })
  for (const lang of ['en', 'nl', 'de', 'fr'] as const) {
    const w = ACCOUNT_WORDS[lang]
    await signIn(page, ws.origin, ws.users.administrator.login, { lang, hash: '#/account' })
    await page.getByLabel(w.label, { exact: true }).fill('Phone')
    await page.getByRole('button', { name: w.createToken }).click()
    await page.locator('.account-token-once').waitFor()
    t.same(await axeViolations(page), [], `${lang} account: no serious or critical violation`)
    t.ok(await noSidewaysScroll(page) <= 390, `${lang} account: no sideways scroll`)
    await screenshot(t, page, `manage-account-${lang}-phone.png`)

    await page.goto(manageUrl(ws.origin, lang, '#/users'))
    await page.locator('.account-users').waitFor()
    t.same(await axeViolations(page), [], `${lang} users: no serious or critical violation`)
    t.ok(await noSidewaysScroll(page) <= 390, `${lang} users: no sideways scroll`)
    await screenshot(t, page, `manage-account-users-${lang}-phone.png`)

    await page.goto(manageUrl(ws.origin, lang, `#/users/${ws.users.author.id}`))
    await page.getByRole('button', { name: w.deleteUser }).click()
    await page.locator('dialog[open]').waitFor()
    t.same(await axeViolations(page), [], `${lang} user with the delete dialog: no serious or critical violation`)
    t.ok(await noSidewaysScroll(page) <= 390, `${lang} user: no sideways scroll`)
    await screenshot(t, page, `manage-account-user-${lang}-phone.png`)
    await page.keyboard.press('Escape')

    await page.goto(manageUrl(ws.origin, lang, '#/users/new'))
    await page.getByLabel(w.login, { exact: true }).waitFor()
    t.same(await axeViolations(page), [], `${lang} new user: no serious or critical violation`)
    await page.getByRole('button', { name: SIGN_OUT[lang] }).click()
    await page.locator('#signin-login').waitFor()
  }
  t.same(unexpected(errors), [], 'no console or CSP error')
})

const SIGN_OUT = { en: 'Sign out', nl: 'Uitloggen', de: 'Abmelden', fr: 'Se déconnecter' }
