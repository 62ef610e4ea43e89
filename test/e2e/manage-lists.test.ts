// The workspace's lists (SPEC §9.8, issue 41 items 2 and 5) in headless Chromium, each role through its own eyes:
// an editor opens the events on the pending ones and publishes and rejects one each in one click (one by keyboard
// only), an author trashes and restores its own event and gets no action on another's, a permanent delete asks
// first and a cancelled question deletes nothing, a contributor gets no Publish and a subscriber no New or Trash;
// search as one types and the filters narrow the list and live in the address (reload, Back); hostile titles are
// text; axe-core in en/nl/de/fr, no sideways scroll at 390 px, screenshots manage-lists-*.png. Every outcome is
// checked at the API as well as on the page.
import t from 'tap'
import type { Page } from 'playwright-core'
import { axeViolations, chromiumMissing, launch, screenshot, WAIT } from './browser.js'
import { manageUrl, serveWorkspace, signIn, unexpected, type Role, type Workspace } from './workspace.js'

t.setTimeout(900_000)

type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>

/** A request to the API with a token of the user of `role` (POST /users/<id>/tokens, shown once). */
async function as (ws: Workspace, role: Role): Promise<Call> {
  const issued = await ws.admin('POST', `/users/${ws.users[role].id}/tokens`, { label: 'lists test' })
  if (issued.status !== 201) throw new Error(`token for ${role}: ${issued.status}`)
  const token = issued.body.token as string
  return async (method, path, body) => {
    const res = await fetch(`${ws.api}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : null }
  }
}

let day = 0
/** An event a few days ahead (each on its own day, so the list's order is the order of creation). */
async function event (call: Call, title: string, extra: Record<string, unknown> = {}): Promise<number> {
  day++
  const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10)
  const { translation_language: lang, ...fields } = extra
  const res = await call('POST', `/events${lang ? `?translation_language=${String(lang)}` : ''}`,
    { title, start_date: `${date} 19:00:00`, end_date: `${date} 21:00:00`, ...fields })
  if (res.status !== 201) throw new Error(`POST /events ${title}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.id as number
}

/** The stored status of an event as the administrator reads it ('gone' once deleted for good). */
async function statusOf (ws: Workspace, id: number): Promise<string> {
  const res = await ws.admin('GET', `/events?include=${id}&status=publish,future,draft,pending,private,trash`)
  if (res.status !== 200) throw new Error(`GET /events: ${res.status}`)
  return res.body.events[0]?.status ?? 'gone'
}

const row = (page: Page, title: string) => page.locator('.lists-table tbody tr', { has: page.locator('.lists-title', { hasText: title }) })
const titles = async (page: Page): Promise<string[]> => (await page.locator('.lists-table tbody .lists-title > :first-child').allTextContents())
const status = (page: Page) => page.locator('#manage-status')
/** Waits until the expression is true. (waitForFunction evaluates its predicate with eval, which the workspace's CSP
 *  refuses; page.evaluate is not subject to the page's policy.) */
async function until (page: Page, expression: string): Promise<void> {
  const end = Date.now() + WAIT
  while (!(await page.evaluate(expression) as boolean)) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression} (${String(await page.evaluate('document.body.innerText'))})`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Waits for the list to have shown its answer (the summary says a count or "Nothing found"). */
async function listed (page: Page): Promise<void> {
  await until(page, `(() => { const s = document.querySelector('.lists-summary')
    return !!s && !document.querySelector('.lists-results[aria-busy]') && s.textContent !== '' && !s.textContent.endsWith('…') })()`)
}

/** The titles once the list shows `expected` (or, after 10 s, whatever it shows): a change of the address renders the
 *  new list after its answer, and the old one stays until then. */
async function settled (page: Page, expected: string[]): Promise<string[]> {
  const end = Date.now() + 10_000
  let got = await titles(page)
  while (JSON.stringify(got) !== JSON.stringify(expected) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    got = await titles(page)
  }
  return got
}

t.test('editor: pending first, publish and reject in one click each, one of them by keyboard only', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const contributor = await as(ws, 'contributor')
  const jazz = await event(contributor, 'Jazz night', { status: 'publish' })
  const gig = await event(contributor, 'Unwanted gig', { status: 'publish' })
  const keys = await event(contributor, 'Keyboard gig', { status: 'publish' })
  await event(ws.admin, 'Published fair')
  t.equal(await statusOf(ws, jazz), 'pending', 'a contributor\'s publish is stored pending')
  const { page, errors } = await launch(t)
  await signIn(page, ws.origin, ws.users.editor.login, { hash: '#/events' })
  await listed(page)
  t.match(page.url(), /#\/events\?status=pending$/, 'the events open on Pending, in the address too')
  t.equal(await page.locator('.lists-tab[aria-current="page"]').getAttribute('data-tab'), 'pending')
  t.same(await titles(page), ['Jazz night', 'Unwanted gig', 'Keyboard gig'], 'only the pending events')
  await page.locator('.lists-tab-pending .lists-count').waitFor()
  t.match(await page.locator('.lists-tab-pending').textContent(), /\(3\)/, 'the Pending tab counts them')
  await screenshot(t, page, 'manage-lists-editor-pending.png')

  await row(page, 'Jazz night').getByRole('button', { name: /^Publish/ }).click()
  await t.resolveMatch(status(page).filter({ hasText: 'published' }).textContent(), /Jazz night/, 'says what happened')
  await listed(page)
  t.equal(await statusOf(ws, jazz), 'publish', 'the API has it published')
  t.same(await titles(page), ['Unwanted gig', 'Keyboard gig'], 'the row left the pending list')

  await row(page, 'Unwanted gig').getByRole('button', { name: /^Reject/ }).click()
  await t.resolveMatch(status(page).filter({ hasText: 'rejected' }).textContent(), /Unwanted gig/)
  await listed(page)
  t.equal(await statusOf(ws, gig), 'trash', 'rejected = in the trash')
  t.same(await titles(page), ['Keyboard gig'])

  // Keyboard only: from the heading, Tab until the Publish button of the row has the focus, then Enter.
  await page.locator('h1').focus()
  let reached = false
  for (let i = 0; i < 60 && !reached; i++) {
    await page.keyboard.press('Tab')
    reached = await page.evaluate(`(() => { const a = document.activeElement; return !!a && a.classList.contains('lists-publish') &&
      a.closest('tr').textContent.includes('Keyboard gig') })()`) as boolean
  }
  t.ok(reached, 'the Publish button is reached by Tab')
  await page.keyboard.press('Enter')
  await status(page).filter({ hasText: 'Keyboard gig' }).waitFor()
  await listed(page)
  t.equal(await statusOf(ws, keys), 'publish', 'published by keyboard')
  t.equal(await page.locator('.lists-summary').textContent(), 'Nothing found.', 'no pending event left')
  t.ok(await page.evaluate('document.activeElement && document.activeElement.classList.contains("lists-summary")'), 'focus stays in the list, not lost on the body')

  // With nothing pending, the events open on All.
  await page.goto(manageUrl(ws.origin, 'en', '#/events'))
  await listed(page)
  t.equal(await page.locator('.lists-tab[aria-current="page"]').getAttribute('data-tab'), 'all', 'no pending: All')
  t.same(unexpected(errors), [], 'no console or CSP error')
})

t.test('author: trashes its own event, finds it in Trash, restores it; no action on another\'s', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const author = await as(ws, 'author')
  const editor = await as(ws, 'editor')
  const own = await event(author, 'My own concert')
  await event(editor, 'Editor fair')
  await event(editor, 'Editor secret draft', { status: 'draft' })
  const { page, errors } = await launch(t)
  await signIn(page, ws.origin, ws.users.author.login, { hash: '#/events' })
  await listed(page)
  t.same(await titles(page), ['My own concert', 'Editor fair'], 'another\'s draft is not listed (the API does not list it)')
  t.equal(await row(page, 'Editor fair').locator('button, a.lists-edit').count(), 0, 'no edit, trash or publish on another\'s event')
  t.equal(await row(page, 'Editor fair').locator('.lists-title a').count(), 0, 'its title is not a link to the form')
  t.equal(await row(page, 'Editor fair').locator('a.lists-view').count(), 1, 'but its public page is linked')
  t.equal(await row(page, 'My own concert').locator('.lists-title a').getAttribute('href'), `#/events/${own}`, 'own title links to the form')
  t.equal(await page.locator('a.lists-new').count(), 1, 'an author may create')

  await row(page, 'My own concert').getByRole('button', { name: /^Move to trash/ }).click()
  await status(page).filter({ hasText: 'trash' }).waitFor()
  await listed(page)
  t.equal(await statusOf(ws, own), 'trash')
  t.same(await titles(page), ['Editor fair'])

  await page.locator('.lists-tab-trash').click()
  await page.waitForURL(/status=trash/)
  await listed(page)
  t.same(await titles(page), ['My own concert'], 'found in the Trash')
  await screenshot(t, page, 'manage-lists-author-trash.png')
  await row(page, 'My own concert').getByRole('button', { name: /^Restore/ }).click()
  await status(page).filter({ hasText: 'restored' }).waitFor()
  await listed(page)
  t.equal(await statusOf(ws, own), 'draft', 'restored as a draft')
  t.equal(await page.locator('.lists-summary').textContent(), 'Nothing found.', 'the trash is empty')
  t.same(unexpected(errors), [], 'no console or CSP error')
})

t.test('a permanent delete asks first; Escape and Cancel delete nothing; a term is deleted after confirming', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const id = await event(ws.admin, 'Old festival')
  t.equal((await ws.admin('DELETE', `/events/${id}`)).status, 200)
  const tag = await ws.admin('POST', '/tags', { name: 'Obsolete' })
  t.equal(tag.status, 201)
  const { page, errors } = await launch(t)
  await signIn(page, ws.origin, ws.users.editor.login, { hash: '#/events?status=trash' })
  await listed(page)
  const remove = row(page, 'Old festival').getByRole('button', { name: /^Delete permanently/ })
  await remove.click()
  const dialog = page.locator('dialog.lists-dialog[open]')
  await dialog.waitFor()
  t.match(await dialog.locator('h2').textContent(), /Old festival/, 'the question names the record')
  t.ok(await page.evaluate('document.activeElement.classList.contains("lists-cancel")'), 'focus is on Cancel')
  await screenshot(t, page, 'manage-lists-confirm.png')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  t.ok(await page.evaluate('document.activeElement.classList.contains("lists-delete-forever")'), 'focus is back on the button')
  t.equal(await statusOf(ws, id), 'trash', 'Escape deleted nothing')
  await remove.click()
  await dialog.locator('.lists-cancel').click()
  await dialog.waitFor({ state: 'detached' })
  t.equal(await statusOf(ws, id), 'trash', 'Cancel deleted nothing')
  await remove.click()
  await dialog.locator('.lists-confirm').click()
  await status(page).filter({ hasText: 'deleted permanently' }).waitFor()
  t.equal(await statusOf(ws, id), 'gone', 'deleted for good after confirming')
  t.equal((await ws.admin('GET', `/events/${id}`)).status, 404)

  // An occurrence of a series: the trash asks the scope (forms/series.ts askScope); "this occurrence" trashes it alone.
  const master = await event(ws.admin, 'Weekly choir', { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] })
  const series = (await ws.admin('GET', `/events?post_parent=${master}&status=publish,trash`)).body.events as Array<{ id: number }>
  t.equal(series.length, 2, 'two occurrences besides the master')
  await page.goto(manageUrl(ws.origin, 'en', '#/events?status=all&search=choir'))
  await listed(page)
  t.same(await titles(page), ['Weekly choir', 'Weekly choir', 'Weekly choir'])
  t.equal(await page.locator('.lists-note', { hasText: 'part of a series' }).count(), 3, 'each says it is part of a series')
  await page.locator('.lists-table tbody tr').nth(1).getByRole('button', { name: /^Move to trash/ }).click()
  await page.locator('#scope-dialog[open]').waitFor()
  await page.locator('#scope-this').check()
  await page.keyboard.press('Enter')
  await status(page).filter({ hasText: 'trash' }).waitFor()
  await listed(page)
  t.same([await statusOf(ws, master), await statusOf(ws, series[0]!.id), await statusOf(ws, series[1]!.id)], ['publish', 'trash', 'publish'],
    'only that occurrence is in the trash')

  // Venues: trash and restore go through the same API rules.
  const hall = await ws.admin('POST', '/venues', { venue: 'Old hall' })
  t.equal(hall.status, 201)
  await page.goto(manageUrl(ws.origin, 'en', '#/venues'))
  await listed(page)
  await row(page, 'Old hall').getByRole('button', { name: /^Move to trash/ }).click()
  await status(page).filter({ hasText: 'trash' }).waitFor()
  t.equal((await ws.admin('GET', '/venues?status=trash')).body.venues[0]?.id, hall.body.id, 'the venue is in the trash')
  await page.goto(manageUrl(ws.origin, 'en', '#/venues?status=trash'))
  await listed(page)
  await row(page, 'Old hall').getByRole('button', { name: /^Restore/ }).click()
  await status(page).filter({ hasText: 'restored' }).waitFor()
  t.equal((await ws.admin('GET', `/venues/${hall.body.id}`)).body.status, 'draft', 'the venue is back, as a draft')

  await page.goto(manageUrl(ws.origin, 'en', '#/tags'))
  await listed(page)
  t.same(await titles(page), ['Obsolete'], 'an unused tag is listed (hide_empty=false)')
  await row(page, 'Obsolete').getByRole('button', { name: /^Delete/ }).click()
  await dialog.locator('.lists-confirm').click()
  await status(page).filter({ hasText: 'Obsolete' }).waitFor()
  t.equal((await ws.admin('GET', `/tags/${tag.body.id}`)).status, 400, 'the tag is gone (an unknown term id is a 400)')
  t.same(unexpected(errors), [], 'no console or CSP error')
})

t.test('contributor: no Publish, only what the API lists it; subscriber: no New, no tabs, no Trash', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const contributor = await as(ws, 'contributor')
  const author = await as(ws, 'author')
  const pending = await event(contributor, 'Contributor pending', { status: 'publish' })
  await event(contributor, 'Contributor draft', { status: 'draft' })
  await event(author, 'Author pending', { status: 'pending' })
  await event(author, 'Author published')
  const { page, errors } = await launch(t)
  await signIn(page, ws.origin, ws.users.contributor.login, { hash: '#/events' })
  await listed(page)
  t.same(await titles(page), ['Contributor pending', 'Contributor draft', 'Author published'], 'own records and published ones')
  t.equal(await page.locator('.lists-publish, .lists-reject').count(), 0, 'no Publish or Reject')
  t.equal(await row(page, 'Contributor pending').locator('.lists-trash').count(), 1, 'may trash its own pending event')
  t.equal(await row(page, 'Author published').locator('button').count(), 0, 'nothing on another\'s event')
  await page.locator('.lists-tab-pending').click()
  await page.waitForURL(/status=pending/)
  await listed(page)
  t.same(await titles(page), ['Contributor pending'], 'Pending: its own only, as the API lists it')
  await screenshot(t, page, 'manage-lists-contributor.png')

  // The list is older than the record: an editor published it meanwhile, so the API refuses the contributor's trash.
  t.equal((await ws.admin('PATCH', `/events/${pending}`, { status: 'publish' })).status, 200)
  await row(page, 'Contributor pending').getByRole('button', { name: /^Move to trash/ }).click()
  await page.locator('#manage-status.manage-status-error').waitFor()
  await listed(page)
  t.not(await status(page).textContent(), '', 'the API\'s refusal is said')
  t.equal(await statusOf(ws, pending), 'publish', 'nothing trashed')
  t.equal(await page.locator('.lists-summary').textContent(), 'Nothing found.', 'the list shows what is stored: no longer pending')

  await page.getByRole('button', { name: 'Sign out' }).click()
  await signIn(page, ws.origin, ws.users.subscriber.login, { hash: '#/events' })
  await listed(page)
  t.same(await titles(page), ['Contributor pending', 'Author published'], 'a subscriber sees the published events')
  t.equal(await page.locator('a.lists-new').count(), 0, 'no New button')
  t.equal(await page.locator('.lists-tabs-nav').count(), 0, 'no status tabs')
  t.equal(await page.locator('.lists-actions button').count(), 0, 'no Trash or any button')
  for (const kind of ['venues', 'organizers', 'categories', 'tags']) {
    await page.goto(manageUrl(ws.origin, 'en', `#/${kind}`))
    await listed(page)
    t.equal(await page.locator('a.lists-new, .lists-actions button').count(), 0, `${kind}: nothing to write`)
  }
  await screenshot(t, page, 'manage-lists-subscriber.png')
  t.same(unexpected(errors, [401, 403]), [], 'no console or CSP error but the refusal')
})

t.test('search as one types and filters narrow the list, in the address: reload and Back; hostile titles are text', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const music = await ws.admin('POST', '/categories', { name: 'Music' })
  const child = await ws.admin('POST', '/categories', { name: 'Blues', parent: music.body.id })
  await event(ws.admin, 'Jazz in the park', { categories: [music.body.id] })
  await event(ws.admin, 'Jazz brunch')
  await event(ws.admin, 'Poetry evening', { categories: [child.body.id] })
  const hostile = '"><img src=x onerror=alert(1)> <script>alert(2)</script> \u202Eevil'
  await event(ws.admin, hostile)
  const { page, errors } = await launch(t)
  let dialogs = 0
  page.on('dialog', (d) => { dialogs++; void d.dismiss() })
  await signIn(page, ws.origin, ws.users.administrator.login, { hash: '#/events?status=all' })
  await listed(page)
  t.equal((await titles(page)).length, 4)
  t.ok((await titles(page)).includes(hostile), 'the hostile title is shown as its text')
  t.equal(await page.locator('.lists-results img, .lists-results script').count(), 0, 'and builds no element')

  // Search as one types: the list narrows without a button, the address keeps it, the field keeps the focus. Typing
  // fast asks once (debounced); a newer search aborts the one still under way (its answer, held back here, is late).
  const searches: string[] = []
  const aborted: string[] = []
  const searchOf = (url: string) => /\/events\?/.test(url) ? new URL(url).searchParams.get('search') : null
  page.on('request', (r) => { const s = searchOf(r.url()); if (s) searches.push(s) })
  page.on('requestfailed', (r) => { const s = searchOf(r.url()); if (s) aborted.push(s) })
  await page.route((url) => searchOf(url.href) === 'jaz', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.continue().catch(() => {})
  })
  const search = page.getByLabel('Search')
  await search.click()
  await page.keyboard.type('jaz', { delay: 30 })
  await until(page, 'location.hash.includes("search=jaz")')
  await page.keyboard.type('z')
  await until(page, 'location.hash.includes("search=jazz")')
  await listed(page)
  t.same(await settled(page, ['Jazz in the park', 'Jazz brunch']), ['Jazz in the park', 'Jazz brunch'], 'search narrows the list')
  t.same(searches, ['jaz', 'jazz'], 'one request per pause in typing, not one per key')
  t.same(aborted, ['jaz'], 'the slower, older search was aborted')
  t.ok(await page.evaluate('document.activeElement.name === "search"'), 'the field keeps the focus')
  await page.reload()
  await listed(page)
  t.equal(await page.getByLabel('Search').inputValue(), 'jazz', 'reload: the search is back in its field')
  t.same(await titles(page), ['Jazz in the park', 'Jazz brunch'], 'reload: the same list')

  // A filter (the category select, filled from the API) narrows further; Back goes to the search alone.
  const category = page.getByLabel('Category')
  await page.locator(`select[name="category"] option[value="${music.body.id}"]`).waitFor({ state: 'attached' })
  t.same(await category.locator('option').allTextContents(), ['Any', 'Music', '— Blues'], 'the category tree in the select')
  await page.locator('.lists-more > summary').click()
  await category.selectOption(String(music.body.id))
  await page.getByRole('button', { name: 'Filter' }).click()
  await until(page, `location.hash.includes("category=${music.body.id}")`)
  await listed(page)
  t.same(await settled(page, ['Jazz in the park']), ['Jazz in the park'], 'search and category together')
  t.ok(await page.locator('.lists-more').evaluate((d) => (d as any).open), 'the used filters are shown unfolded')
  await page.goBack()
  await until(page, '!location.hash.includes("category=")')
  await listed(page)
  t.same(await settled(page, ['Jazz in the park', 'Jazz brunch']), ['Jazz in the park', 'Jazz brunch'], 'Back: the search alone')

  // The categories list shows the tree, the child indented under its parent.
  await page.goto(manageUrl(ws.origin, 'en', '#/categories'))
  await listed(page)
  t.same(await titles(page), ['Music', 'Blues'], 'parent before child')
  t.equal(await row(page, 'Blues').locator('th').getAttribute('class'), 'lists-title lists-depth-1', 'the child is indented')
  t.equal(dialogs, 0, 'no dialog or alert fired')
  t.same(unexpected(errors), [], 'no console or CSP error')
})

t.test('every language at phone width: axe-core, no sideways scroll, screenshots', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const contributor = await as(ws, 'contributor')
  // the lists keep to the language of the prefix: records in each
  for (const lang of ['en', 'nl', 'de', 'fr']) {
    await event(contributor, `${lang}: a very long title of a pending event that must wrap on a phone rather than scroll sideways `.repeat(3),
      { status: 'publish', translation_language: lang })
    await event(ws.admin, `${lang}: Published market`, { translation_language: lang })
  }
  await ws.admin('POST', '/categories', { name: 'Markets' })
  const { page, errors } = await launch(t)
  await page.setViewportSize({ width: 390, height: 844 })
  for (const lang of ['en', 'nl', 'de', 'fr']) {
    await signIn(page, ws.origin, ws.users.editor.login, { lang, hash: '#/events' })
    await listed(page)
    await page.locator('.lists-tab-pending .lists-count').waitFor()
    t.equal(await page.getAttribute('html', 'lang'), lang)
    t.match(await titles(page), [new RegExp(`^${lang}: a very long`)], `${lang}: opens on its pending event`)
    t.equal(await page.locator('.lists-publish').count(), 1, `${lang}: with Publish`)
    t.same(await axeViolations(page), [], `${lang}: events, no serious or critical violation`)
    const width = await page.evaluate('document.documentElement.scrollWidth') as number
    t.ok(width <= 390, `${lang}: no sideways scroll (${width})`)
    await screenshot(t, page, `manage-lists-events-${lang}-phone.png`)
    await page.locator('#manage-nav .manage-link-button').click() // Sign out, in the page's language
    await page.locator('#signin-login').waitFor()
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, ws.origin, ws.users.editor.login, { hash: '#/categories' })
  await listed(page)
  t.same(await axeViolations(page), [], 'categories: no serious or critical violation')
  await page.goto(manageUrl(ws.origin, 'en', '#/events?status=all'))
  await listed(page)
  t.same(await axeViolations(page), [], 'events on a wide screen: no serious or critical violation')
  await screenshot(t, page, 'manage-lists-events-wide.png')
  t.same(unexpected(errors), [], 'no console or CSP error')
})
