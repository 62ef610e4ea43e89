// The workspace's shell (SPEC §9.8, issue 41) in headless Chromium: every role signs in through the form by keyboard
// and sees the menu its role gives (users for administrators only), signs out, and the sign-in form is back; a wrong
// password is said in the form, the same for an unknown login; the sign-in form in en/nl/de/fr at phone width has no
// serious or critical axe-core violation, no console or CSP error, and a screenshot.
import t from 'tap'
import { axeViolations, chromiumMissing, launch, screenshot } from './browser.js'
import { manageUrl, ROLES, serveWorkspace, signIn, unexpected } from './workspace.js'

t.setTimeout(600_000)

t.test('each role signs in, sees its menu, signs out', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const { page, errors } = await launch(t)
  for (const role of ROLES) {
    await signIn(page, ws.origin, ws.users[role].login)
    const menu = await page.locator('#manage-nav .manage-menu a').allTextContents()
    t.ok(menu.includes('Events') && menu.includes('My account'), `${role}: events and the account in the menu`)
    t.equal(menu.includes('Users'), role === 'administrator', `${role}: users only for administrators`)
    t.match(await page.locator('.manage-user').textContent(), new RegExp(`${role}\\)`), `${role}: says who is signed in`)
    await screenshot(t, page, `manage-shell-${role}.png`)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.locator('#signin-login').waitFor()
    // The cookie is gone with the session: a reload shows the form again, not the workspace.
    await page.reload()
    await page.locator('#signin-login').waitFor()
  }
  t.same(unexpected(errors), [], 'no console or CSP error')
})

t.test('a wrong password and an unknown login get the same message, in the form', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const { page } = await launch(t)
  const messages: string[] = []
  for (const login of [ws.users.editor.login, 'nobody-here']) {
    await page.goto(manageUrl(ws.origin))
    await page.locator('#signin-login').fill(login)
    await page.locator('#signin-password').fill('wrong password!')
    await page.locator('#signin-password').press('Enter')
    await page.locator('#signin-error:not(:empty)').waitFor()
    messages.push(await page.locator('#signin-error').textContent() ?? '')
  }
  t.equal(messages[0], messages[1], 'the same words for both')
  t.ok(messages[0], 'and there are words')
})

t.test('the sign-in form in every language at phone width: axe-core, keyboard, no console error', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const { page, errors } = await launch(t)
  await page.setViewportSize({ width: 390, height: 844 })
  for (const lang of ['en', 'nl', 'de', 'fr']) {
    await page.goto(manageUrl(ws.origin, lang))
    await page.locator('#signin-login').waitFor()
    t.equal(await page.getAttribute('html', 'lang'), lang)
    t.same(await axeViolations(page), [], `${lang}: no serious or critical violation`)
    const width = await page.evaluate('document.documentElement.scrollWidth') as number
    t.ok(width <= 390, `${lang}: no sideways scroll (${width})`)
    await screenshot(t, page, `manage-signin-${lang}-phone.png`)
  }
  // By keyboard: the login field has the focus; type, Tab, type, Enter.
  await page.goto(manageUrl(ws.origin))
  await page.locator('#signin-login').waitFor()
  await page.keyboard.type(ws.users.author.login)
  await page.keyboard.press('Tab')
  await page.keyboard.type('correct horse battery staple')
  await page.keyboard.press('Enter')
  await page.locator('#manage-nav .manage-menu').waitFor()
  t.same(await axeViolations(page), [], 'signed in: no serious or critical violation')
  t.same(unexpected(errors), [], 'no console or CSP error')
})
