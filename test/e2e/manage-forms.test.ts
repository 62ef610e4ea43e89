// The workspace's forms (SPEC §9.8, issue 41 items 2, 3, 5) in headless Chromium: forms made from /manage/schema.json
// for every kind; administrators and editors create an event with a new venue from the picker, a category and a tag;
// an author edits its own event; a contributor's "Submit for review" stores pending; a subscriber gets a clear
// refusal; hostile text in every field is refused beside its field or stored as text and never runs; keyboard only;
// axe-core in en/nl/de/fr; a phone's width. Every result is checked through the API.
import t from 'tap'
import type { Page } from 'playwright-core'
import { axeViolations, chromiumMissing, launch, screenshot } from './browser.js'
import { manageUrl, serveWorkspace, signIn, unexpected, type Workspace } from './workspace.js'

t.setTimeout(900_000)

const WAIT = { timeout: 30_000 }

async function openNew (page: Page, ws: Workspace, login: string, kind = 'events', lang = 'en'): Promise<void> {
  await signIn(page, ws.origin, login, { lang, hash: `#/${kind}/new` })
  await page.locator('#record-form').waitFor(WAIT)
}

/** Waits until the page shows a saved record (`#/events/<id>`) and answers its id. */
async function savedId (page: Page, kind = 'events'): Promise<number> {
  await page.waitForURL(new RegExp(`#/${kind}/\\d+$`), WAIT)
  await page.locator('#record-form').waitFor(WAIT)
  return Number(/(\d+)$/.exec(page.url())![1])
}

t.test('administrator and editor: an event with a new venue from the picker, a category and a tag', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const cat = await ws.admin('POST', '/categories', { name: 'Concerts' })
  const child = await ws.admin('POST', '/categories', { name: 'Jazz nights', parent: cat.body.id })
  t.equal(child.status, 201)
  const { page, errors } = await launch(t)
  for (const role of ['administrator', 'editor'] as const) {
    await openNew(page, ws, ws.users[role].login)
    t.equal(await page.locator('h1').textContent(), 'New event')
    await page.locator('#field-title').fill(`Fair by the ${role}`)
    await page.locator('#field-description').fill('Three bands.')
    // the venue picker: type, see suggestions, choose "Create", fill in the new venue's city
    await page.locator('#field-venue').fill(`Hall ${role}`)
    await page.locator('#field-venue-list [role="option"]').last().waitFor(WAIT)
    t.equal(await page.locator('#field-venue').getAttribute('aria-expanded'), 'true', 'the listbox is open')
    await page.locator('#field-venue').press('ArrowUp')
    await page.locator('#field-venue').press('Enter')
    const city = page.locator('.form-inline-new input[name$="-city"]')
    await city.waitFor(WAIT)
    await city.fill('Utrecht')
    // the category tree shows the child indented under its parent
    await page.locator(`#field-categories-${child.body.id}`).check()
    t.match(await page.locator(`#field-categories-${child.body.id}`).locator('..').getAttribute('class'), /form-depth-1/, 'the child is indented')
    await page.locator('#field-tags').fill('Outdoor')
    await page.locator('#field-tags-list [role="option"]').last().waitFor(WAIT)
    await page.locator('#field-tags').press('ArrowUp')
    await page.locator('#field-tags').press('Enter')
    await page.locator('#field-featured').check()
    await page.locator('#record-save').click()
    const id = await savedId(page)
    const event = await ws.admin('GET', `/events/${id}?context=edit`)
    t.equal(event.body.title, `Fair by the ${role}`)
    t.equal(event.body.status, 'publish', `${role}: published`)
    t.equal(event.body.venue.venue, `Hall ${role}`, 'the new venue')
    t.equal(event.body.venue.city, 'Utrecht', 'with its city')
    t.same(event.body.categories.map((c: { id: number }) => c.id), [child.body.id])
    t.same(event.body.tags.map((c: { name: string }) => c.name), ['Outdoor'])
    t.equal(event.body.featured, true)
    // the form shows the saved record
    t.equal(await page.locator('#field-title').inputValue(), `Fair by the ${role}`)
    t.match(await page.locator('#field-venue').locator('..').textContent(), `Hall ${role}`)
    await screenshot(t, page, `manage-forms-event-${role}.png`)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.locator('#signin-login').waitFor()
  }
  t.same(unexpected(errors, [401]), [], 'no console or CSP error')
})

t.test('an author edits its own event; trash and restore with a confirm dialog', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const made = await ws.admin('POST', '/events', { title: 'Author fair', start_date: '+3 days 10am', end_date: '+3 days 12pm', author: ws.users.author.id, status: 'publish' })
  t.equal(made.status, 201)
  const { page, errors } = await launch(t)
  await signIn(page, ws.origin, ws.users.author.login, { hash: `#/events/${made.body.id}` })
  await page.locator('#record-form').waitFor(WAIT)
  t.equal(await page.locator('#field-title').inputValue(), 'Author fair')
  t.same(await page.locator('#field-status option').evaluateAll((o) => o.map((x) => (x as unknown as { value: string }).value)), ['draft', 'pending', 'publish', 'private'], 'an author may ask these')
  await page.locator('#field-title').fill('Author fair, renamed')
  await page.locator('#field-cost').fill('12')
  await page.locator('#record-save').click()
  await page.locator('#manage-status', { hasText: 'Saved.' }).waitFor(WAIT)
  const event = await ws.admin('GET', `/events/${made.body.id}`)
  t.equal(event.body.title, 'Author fair, renamed', 'the new title is stored')
  t.match(event.body.cost, /12/)
  t.equal(event.body.status, 'publish', 'the status is kept')
  // trash: a modal dialog, focus on Cancel; Escape cancels and focus returns to the button
  await page.locator('#record-trash').click()
  await page.locator('dialog[open]').waitFor(WAIT)
  t.equal(await page.evaluate('document.activeElement?.id'), 'confirm-cancel', 'focus starts on Cancel')
  await page.keyboard.press('Escape')
  await page.locator('dialog').waitFor({ state: 'detached', ...WAIT })
  t.equal(await page.evaluate('document.activeElement?.id'), 'record-trash', 'focus is back on the button')
  t.equal((await ws.admin('GET', `/events/${made.body.id}`)).body.status, 'publish', 'cancel trashes nothing')
  await page.locator('#record-trash').click()
  await page.locator('#confirm-ok').click()
  await page.locator('#record-restore').waitFor(WAIT)

  t.equal((await ws.admin('GET', `/events?status=trash&include=${made.body.id}`)).body.events[0]?.status, 'trash', 'in the trash')
  await page.locator('#record-restore').click()
  await page.locator('#record-trash').waitFor(WAIT)
  t.equal((await ws.admin('GET', `/events/${made.body.id}?context=edit`)).body.status, 'draft', 'restored as a draft')
  await screenshot(t, page, 'manage-forms-author-edit.png')
  // a trashed event answers 403 by id (event-no-longer-available); the form then reads it from the trash list
  t.same(unexpected(errors, [401, 403]), [], 'no console or CSP error')
})

t.test('a contributor submits for review: stored pending', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const { page, errors } = await launch(t)
  await openNew(page, ws, ws.users.contributor.login)
  const options = await page.locator('#field-status option').allTextContents()
  t.same(options, ['Draft', 'Submit for review'], 'a contributor is offered a draft or review, never publishing')
  t.equal(await page.locator('#field-status').inputValue(), 'draft', 'a draft by default')
  await page.locator('#field-title').fill('Neighbourhood picnic')
  await page.locator('#field-status').selectOption({ label: 'Submit for review' })
  await page.locator('#record-save').click()
  const id = await savedId(page)
  const event = await ws.admin('GET', `/events/${id}?context=edit`)
  t.equal(event.body.status, 'pending', 'pending, not published')
  t.equal(event.body.author, String(ws.users.contributor.id))
  t.equal(await page.locator('#field-status').inputValue(), 'pending', 'the form says pending review')
  t.same(unexpected(errors, [401]), [], 'no console or CSP error')
})

t.test('a subscriber: no New button, a clear refusal instead of a form', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const { page, errors } = await launch(t)
  await signIn(page, ws.origin, ws.users.subscriber.login, { hash: '#/events' })
  await page.locator('h1').waitFor(WAIT)
  t.equal(await page.locator('a[href="#/events/new"]').count(), 0, 'no New button')
  await page.goto(manageUrl(ws.origin, 'en', '#/events/new'))
  await page.locator('#form-refused').waitFor(WAIT)
  t.match(await page.locator('#form-refused').textContent(), /cannot create/)
  t.equal(await page.locator('#record-form').count(), 0, 'no form to fill in for nothing')
  t.equal(await page.locator('h1').textContent(), 'New event', 'the page still has its heading')
  t.same(unexpected(errors, [401]), [], 'no console or CSP error')
})

const HOSTILE = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>']

t.test('hostile input: too long, HTML and scripts are refused beside the field or stored as text; nothing runs', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const { page, errors } = await launch(t)
  let dialogs = 0
  page.on('dialog', (d) => { dialogs++; void d.dismiss() })
  await openNew(page, ws, ws.users.editor.login)
  // too long: the schema's limit, checked before the request, beside the field, focused
  await page.locator('#field-title').fill('x'.repeat(70_000))
  await page.locator('#field-event_status_reason').fill('r'.repeat(501))
  await page.locator('#record-save').click()
  await page.locator('#error-title:not(:empty)').waitFor(WAIT)
  t.match(await page.locator('#error-title').textContent(), /At most 65535/)
  t.match(await page.locator('#error-event_status_reason').textContent(), /At most 500/)
  t.equal(await page.locator('#field-title').getAttribute('aria-invalid'), 'true')
  t.match(await page.locator('#field-title').getAttribute('aria-describedby'), /error-title/)
  t.equal(await page.evaluate('document.activeElement?.id'), 'field-title', 'focus on the first invalid field')
  t.equal((await page.locator('#field-title').inputValue()).length, 70_000, 'the typed value stays')
  // the API's own refusal (a URL the API does not take): its data.params reason beside the field
  await page.locator('#field-title').fill(HOSTILE[1]!)
  await page.locator('#field-event_status_reason').fill(HOSTILE[0]!)
  await page.locator('#field-website').fill('javascript:alert(1)')
  await page.locator('#record-save').click()
  await page.locator('#error-website:not(:empty)').waitFor(WAIT)
  t.equal(await page.locator('#field-website').getAttribute('aria-invalid'), 'true', 'the API\'s reason is beside the website')
  t.equal(await page.evaluate('document.activeElement?.id'), 'field-website', 'and the website has the focus')
  t.equal(await page.locator('#error-title').textContent(), '', 'the title is fine now')
  t.equal(await page.locator('#field-title').inputValue(), HOSTILE[1], 'typed values stay')
  t.equal((await ws.admin('GET', '/events?status=draft,publish,pending&start_date=2000-01-01')).body.total, 0, 'nothing stored')
  // every text field with hostile text: stored as the text it is, shown as text
  await page.locator('#field-website').fill('')
  for (const [i, name] of ['description', 'excerpt', 'cost', 'password'].entries()) await page.locator(`#field-${name}`).fill(HOSTILE[i % 2]!)
  await page.locator('#field-tags').fill(HOSTILE[1]!.slice(0, 40))
  await page.locator('#field-tags-list [role="option"]').last().waitFor(WAIT)
  await page.locator('#field-tags').press('ArrowUp')
  await page.locator('#field-tags').press('Enter')
  await page.locator('#field-venue').fill(HOSTILE[0]!)
  await page.locator('#field-venue-list [role="option"]').last().waitFor(WAIT)
  await page.locator('#field-venue').press('ArrowUp')
  await page.locator('#field-venue').press('Enter')
  await page.locator('.form-inline-new input[name$="-address"]').fill(HOSTILE[1]!)
  await page.locator('#record-save').click()
  const id = await savedId(page)
  const event = await ws.admin('GET', `/events/${id}?context=edit`)
  t.equal(event.body.title, HOSTILE[1], 'the title is stored as the text it is')
  t.equal(event.body.event_status_reason, HOSTILE[0])
  t.equal(event.body.venue.venue, HOSTILE[0], 'the new venue\'s name too')
  t.equal(await page.locator('#field-title').inputValue(), HOSTILE[1], 'shown back as text')
  t.match(await page.locator('h1').textContent(), HOSTILE[1]!, 'the heading shows it as text')
  t.equal(await page.locator('main img, main script').count(), 0, 'no element was made of it')
  t.equal(dialogs, 0, 'nothing ran')
  t.equal(await page.evaluate('typeof window.__pwned'), 'undefined')
  await screenshot(t, page, 'manage-forms-hostile.png')
  t.same(unexpected(errors, [401, 400]), [], 'no console or CSP error but the API\'s 400')
})

t.test('keyboard only: a new event by typing and Enter; the venue picker by arrow keys', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  await ws.admin('POST', '/venues', { venue: 'Keyboard Hall', status: 'publish' })
  const { page, errors } = await launch(t)
  await openNew(page, ws, ws.users.editor.login)
  t.equal(await page.evaluate('document.activeElement?.tagName'), 'H1', 'the heading has the focus')
  await page.keyboard.press('Tab')
  t.equal(await page.evaluate('document.activeElement?.id'), 'field-title', 'Tab reaches the title')
  await page.keyboard.type('Typed by keyboard')
  // Tab on to the venue picker
  for (let i = 0; i < 40 && await page.evaluate('document.activeElement?.id') !== 'field-venue'; i++) await page.keyboard.press('Tab')
  t.equal(await page.evaluate('document.activeElement?.id'), 'field-venue', 'Tab reaches the venue picker')
  await page.keyboard.type('Keyboard')
  await page.locator('#field-venue-list .picker-option').first().waitFor(WAIT)
  await page.keyboard.press('ArrowDown')
  t.equal(await page.locator('#field-venue').getAttribute('aria-activedescendant'), 'field-venue-list-0')
  await page.keyboard.press('Enter')
  t.match(await page.locator('.picker-chosen').first().textContent(), /Keyboard Hall/, 'chosen by Enter')
  // Escape closes the suggestions without choosing
  await page.keyboard.type('Key')
  await page.locator('#field-venue-list .picker-option').first().waitFor(WAIT)
  await page.keyboard.press('Escape')
  t.equal(await page.locator('#field-venue').getAttribute('aria-expanded'), 'false', 'Escape closes')
  await page.keyboard.press('Shift+Tab')
  for (let i = 0; i < 40 && await page.evaluate('document.activeElement?.id') !== 'field-title'; i++) await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  const id = await savedId(page)
  const event = await ws.admin('GET', `/events/${id}?context=edit`)
  t.equal(event.body.title, 'Typed by keyboard')
  t.equal(event.body.venue.venue, 'Keyboard Hall')
  t.same(unexpected(errors, [401]), [], 'no console or CSP error')
})

t.test('venue, organizer, category and tag forms from the same description', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const { page, errors } = await launch(t)
  await openNew(page, ws, ws.users.administrator.login, 'venues')
  for (const name of ['venue', 'address', 'city', 'zip', 'latitude', 'show_map']) t.equal(await page.locator(`#field-${name}`).count(), 1, `venue: #field-${name}`)
  await page.locator('#field-venue').fill('Form Hall')
  await page.locator('#field-city').fill('Gouda')
  await page.locator('#field-latitude').fill('95')
  await page.locator('#record-save').click()
  await page.locator('#error-latitude:not(:empty)').waitFor(WAIT)
  t.match(await page.locator('#error-latitude').textContent(), /-90 to 90/, 'the schema\'s range, before the request')
  await page.locator('#field-latitude').fill('52.01')
  await page.locator('#record-save').click()
  const venue = await savedId(page, 'venues')
  t.match((await ws.admin('GET', `/venues/${venue}`)).body, { venue: 'Form Hall', city: 'Gouda', latitude: 52.01 })
  await page.goto(manageUrl(ws.origin, 'en', '#/organizers/new'))
  await page.locator('#field-organizer').waitFor(WAIT)
  await page.locator('#field-organizer').fill('Form Club')
  await page.locator('#field-email').fill('club@example.org')
  await page.locator('#record-save').click()
  const organizer = await savedId(page, 'organizers')
  t.match((await ws.admin('GET', `/organizers/${organizer}`)).body, { organizer: 'Form Club', email: 'club@example.org' })
  await page.goto(manageUrl(ws.origin, 'en', '#/categories/new'))
  await page.locator('#field-name').waitFor(WAIT)
  await page.locator('#field-name').fill('Theatre')
  await page.locator('#record-save').click()
  const category = await savedId(page, 'categories')
  await page.goto(manageUrl(ws.origin, 'en', '#/categories/new'))
  await page.locator('#field-name').waitFor(WAIT)
  await page.locator('#field-name').fill('Opera')
  await page.locator(`#field-parent option[value="${category}"]`).waitFor({ state: 'attached', ...WAIT })
  await page.locator('#field-parent').selectOption(String(category))
  await page.locator('#record-save').click()
  const opera = await savedId(page, 'categories')
  t.equal((await ws.admin('GET', `/categories/${opera}`)).body.parent, category, 'a child category')
  await page.goto(manageUrl(ws.origin, 'en', '#/tags/new'))
  await page.locator('#field-name').waitFor(WAIT)
  t.equal(await page.locator('#field-parent').count(), 0, 'tags have no parent')
  await page.locator('#field-name').fill('Free entry')
  await page.locator('#record-save').click()
  const tag = await savedId(page, 'tags')
  t.equal((await ws.admin('GET', `/tags/${tag}`)).body.name, 'Free entry')
  // a tag is deleted for good, after a confirmation
  await page.locator('#record-delete').click()
  await page.locator('#confirm-ok').click()
  await page.waitForURL(/#\/tags$/, WAIT)
  t.equal((await ws.admin('GET', `/tags/${tag}`)).status, 400, 'deleted: the id names no tag any more')
  t.same(unexpected(errors, [401]), [], 'no console or CSP error')
})

t.test('axe-core in en/nl/de/fr at phone width, no sideways scroll; the translation links', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const made = await ws.admin('POST', '/events', { title: 'Translated fair', start_date: '+3 days 10am', end_date: '+3 days 12pm', status: 'publish' })
  const { page, errors } = await launch(t)
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, ws.origin, ws.users.editor.login, { hash: '#/events/new' })
  for (const lang of ['en', 'nl', 'de', 'fr']) {
    for (const hash of ['#/events/new', `#/events/${made.body.id}`]) {
      await page.goto(manageUrl(ws.origin, lang, hash))
      await page.locator('#record-form').waitFor(WAIT)
      t.equal(await page.getAttribute('html', 'lang'), lang)
      t.same(await axeViolations(page), [], `${lang} ${hash}: no serious or critical violation`)
      const width = await page.evaluate('document.documentElement.scrollWidth') as number
      t.ok(width <= 390, `${lang} ${hash}: no sideways scroll (${width})`)
    }
    await screenshot(t, page, `manage-forms-edit-${lang}-phone.png`)
  }
  t.equal(await page.locator('#field-title').locator('xpath=preceding-sibling::label').textContent(), 'Titre', 'labels in the page\'s language')
  // Add a translation: created through /nl's REST base with translation_of, opened in the Dutch workspace
  await page.goto(manageUrl(ws.origin, 'en', `#/events/${made.body.id}`))
  await page.locator('#record-form').waitFor(WAIT)
  await page.getByRole('button', { name: 'Add a translation in Nederlands' }).click()
  await page.waitForURL(/\/nl\/manage\/#\/events\/\d+$/, WAIT)
  await page.locator('#record-form').waitFor(WAIT)
  const nl = Number(/(\d+)$/.exec(page.url())![1])
  const original = await ws.admin('GET', `/events/${made.body.id}`)
  t.equal(original.body.translations.nl, nl, 'linked as the Dutch translation')
  t.equal((await ws.admin('GET', `/events/${nl}?context=edit`)).body.language, 'nl')
  t.equal(await page.locator(`.form-translations a[href="/en/manage/#/events/${made.body.id}"]`).count(), 1, 'links back to the English one')
  t.same(unexpected(errors, [401]), [], 'no console or CSP error')
})

t.test('a series: the master shows its recurrence; an occurrence asks the scope and sends it; a new venue\'s refusal lands on the venue picker', async (t) => {
  if (chromiumMissing(t)) return
  const ws = await serveWorkspace(t)
  const master = await ws.admin('POST', '/events', { title: 'Weekly choir', start_date: '+2 days 7pm', end_date: '+2 days 9pm', status: 'publish', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] })
  t.equal(master.status, 201)
  const occurrences = await ws.admin('GET', `/events?post_parent=${master.body.id}`)
  const occurrence = occurrences.body.events[0].id as number
  const { page, errors } = await launch(t)
  const sent: unknown[] = []
  page.on('request', (request) => { if (request.method() === 'POST' && /\/events\/\d+$/.test(request.url())) sent.push(request.postDataJSON()) })
  await signIn(page, ws.origin, ws.users.editor.login, { hash: `#/events/${master.body.id}` })
  await page.locator('#record-form').waitFor(WAIT)
  t.match(await page.locator('#field-recurrence').textContent() + await page.locator('#field-recurrence input, #field-recurrence textarea').first().inputValue(), /FREQ=WEEKLY/, 'the master\'s rule is shown')
  await page.goto(manageUrl(ws.origin, 'en', `#/events/${occurrence}`))
  await page.locator('#record-form').waitFor(WAIT)
  t.equal(await page.locator('#field-recurrence').count(), 0, 'an occurrence has no rule of its own')
  await page.locator('#field-title').fill('Weekly choir, this week in the chapel')
  await page.locator('#record-save').click()
  // askScope (forms/series.ts) asks this / following / all; Enter takes its first answer, "this"
  const asked = await page.locator('dialog[open]').waitFor({ timeout: 2000 }).then(() => true, () => false)
  if (asked) await page.keyboard.press('Enter')
  await page.locator('#manage-status', { hasText: 'Saved.' }).waitFor(WAIT)
  t.match(sent.at(-1), { title: 'Weekly choir, this week in the chapel', recurrence_scope: 'this' }, 'the scope is sent with the change')
  t.same(Object.keys(sent.at(-1) as object).sort(), ['recurrence_scope', 'title'], 'only what changed is sent')
  t.equal((await ws.admin('GET', `/events/${occurrence}`)).body.detached, true, 'this occurrence alone')
  t.equal((await ws.admin('GET', `/events/${master.body.id}`)).body.title, 'Weekly choir', 'the series keeps its title')
  // a new venue the API refuses: its reason (venue[…]) beside the venue picker, focus there
  await page.goto(manageUrl(ws.origin, 'en', '#/events/new'))
  await page.locator('#record-form').waitFor(WAIT)
  await page.locator('#field-title').fill('Refused venue')
  await page.locator('#field-venue').fill('Nowhere Hall')
  await page.locator('#field-venue-list [role="option"]').last().waitFor(WAIT)
  await page.locator('#field-venue').press('ArrowUp')
  await page.locator('#field-venue').press('Enter')
  await page.locator('.form-inline-new input[name$="-website"]').fill('javascript:alert(1)')
  await page.locator('#record-save').click()
  await page.locator('#error-venue:not(:empty)').waitFor(WAIT)
  t.equal(await page.locator('#field-venue').getAttribute('aria-invalid'), 'true')
  t.equal(await page.evaluate('document.activeElement?.id'), 'field-venue', 'focus on the venue picker')
  t.equal(await page.locator('.form-inline-new input[name$="-website"]').inputValue(), 'javascript:alert(1)', 'typed values stay')
  t.equal((await ws.admin('GET', '/venues?search=Nowhere')).body.total, 0, 'no venue stored')
  await screenshot(t, page, 'manage-forms-venue-refused.png')
  t.same(unexpected(errors, [401, 400]), [], 'no console or CSP error but the API\'s 400')
})
