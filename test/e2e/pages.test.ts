// The record pages (SPEC §9.7, issue 40) in headless Debian Chromium on a real listening server: each page kind (event,
// venue, organizer, category, tag, the password form, the 404 page) in en/nl/de/fr, at phone (390×844) and desktop
// width: axe-core finds no serious or critical violation, nothing reports a console or CSP error, and a screenshot of
// each goes to test-results/. By keyboard alone: Tab reaches the skip link, the record links and "Add to calendar";
// the password form is filled and sent with the keyboard. With JavaScript off the pages work the same (they have no
// script). Hostile record text runs nothing. The calendar page's event opens its page.
import t, { type Test } from 'tap'
import { TOKEN } from '../helper.js'
import { axeViolations, chromiumMissing, launch, screenshot, serve } from './browser.js'

t.setTimeout(600_000)

const LANGS = ['en', 'nl', 'de', 'fr'] as const
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const

type Json = Record<string, any>

const sql = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ')
const at = (days: number, hour: number): string => sql(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + days, hour)))

async function post (t: Test, api: string, lang: string, path: string, body: Json): Promise<Json> {
  const res = await fetch(`${api.replace('/wp-json', lang === 'en' ? '/wp-json' : `/${lang}/wp-json`)}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  t.equal(res.status, 201, `${lang} ${path}: created`)
  return await res.json() as Json
}

t.test('every page kind, in every language, at phone and desktop width: axe-core, no console error, a screenshot', async (t) => {
  if (chromiumMissing(t)) return
  const { origin, api } = await serve(t)
  const pages: Array<{ name: string; url: string; status: number }> = []
  for (const lang of LANGS) {
    const e = await post(t, api, lang, '/events', {
      title: `Festival ${lang} </script><script>alert(1)</script>`,
      status: 'publish',
      start_date: at(2, 14),
      end_date: at(2, 18),
      venue: { venue: `Hall ${lang} "><img src=x onerror=alert(2)>`, address: 'Main 1', city: 'Utrecht', latitude: 52.09, longitude: 5.12 },
      organizer: [{ organizer: `Club ${lang}`, email: 'club@example.org' }],
      categories: [`Music ${lang}`],
      tags: [`jazz-${lang}`],
      cost: '12',
      description: '<p>A <strong>long</strong> day of music.</p><img src=x onerror="document.title=\'pwned\'">',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    })
    const locked = await post(t, api, lang, '/events', { title: `Members ${lang}`, status: 'publish', start_date: at(3, 19), end_date: at(3, 21), password: 'sesame' })
    const prefix = lang === 'en' ? '' : `/${lang}`
    pages.push(
      { name: `${lang}-event`, url: e.url as string, status: 200 },
      { name: `${lang}-venue`, url: e.venue.url as string, status: 200 },
      { name: `${lang}-organizer`, url: e.organizer[0].url as string, status: 200 },
      { name: `${lang}-category`, url: `${origin}${prefix}/events/category/${e.categories[0].slug as string}/`, status: 200 },
      { name: `${lang}-tag`, url: `${origin}${prefix}/tag/${e.tags[0].slug as string}/`, status: 200 },
      { name: `${lang}-password`, url: locked.url as string, status: 200 },
      { name: `${lang}-404`, url: `${origin}${prefix}/event/no-such-event/`, status: 404 }
    )
  }
  const { page, errors } = await launch(t)
  let alerted = false
  page.on('dialog', (d) => { alerted = true; void d.dismiss() })
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport)
    for (const p of pages) {
      const res = await page.goto(p.url, { waitUntil: 'load' })
      t.equal(res?.status(), p.status, `${p.name}: ${p.status}`)
      const lang = p.name.slice(0, 2)
      t.equal(await page.getAttribute('html', 'lang'), lang, `${p.name}: <html lang>`)
      t.same(await axeViolations(page), [], `${p.name} at ${width} width: no serious or critical axe-core violation`)
      // Nothing wider than the viewport on a phone: no sideways scrolling.
      t.ok(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), `${p.name} at ${width} width: no horizontal scroll`)
      await screenshot(t, page, `pages-${p.name}-${width}.png`)
    }
  }
  t.notOk(alerted, 'no record text ran a script')
  t.not(await page.title(), 'pwned', 'no handler of the description ran')
  // The 404 pages' own status is logged by Chromium, and so is the hostile description's broken image.
  t.same(errors.filter((e) => !e.includes('/x)') && !/status of 404 .*\/no-such-event\/\)$/.test(e)), [], 'no console or CSP error')
})

t.test('by keyboard, without JavaScript, and from the calendar page', async (t) => {
  if (chromiumMissing(t)) return
  const { origin, api } = await serve(t)
  const e = await post(t, api, 'en', '/events', {
    title: 'Open day',
    status: 'publish',
    start_date: at(0, 12),
    end_date: at(0, 13),
    venue: { venue: 'Town Hall', city: 'Utrecht' },
    organizer: [{ organizer: 'City' }],
    categories: ['Civic'],
  })
  const locked = await post(t, api, 'en', '/events', { title: 'Members night', status: 'publish', start_date: at(1, 19), end_date: at(1, 21), password: 'sesame', description: 'Secret programme' })
  const { page, errors } = await launch(t)

  await page.goto(e.url as string, { waitUntil: 'load' })
  const focused: string[] = []
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    focused.push(await page.evaluate('[document.activeElement.tagName, document.activeElement.textContent.trim(), document.activeElement.getAttribute("href") || ""].join(" ")') as string)
  }
  t.match(focused[0], /^A Skip to content #content/, 'the skip link first')
  for (const [what, re] of [['the venue', /Town Hall/], ['the organizer', /City/], ['the category', /Civic/], ['the .ics', /\.ics$/], ['Google Calendar', /calendar\.google\.com/]] as const) {
    t.ok(focused.some((f) => re.test(f)), `Tab reaches ${what}`)
  }

  // The password form by keyboard: Tab to the field, type, Enter.
  await page.goto(locked.url as string, { waitUntil: 'load' })
  for (let i = 0; i < 10 && await page.evaluate('document.activeElement.id') !== 'password'; i++) await page.keyboard.press('Tab')
  t.equal(await page.evaluate('document.activeElement.id'), 'password', 'Tab reaches the password field')
  await page.keyboard.type('wrong')
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')])
  t.match(await page.locator('#password-error').innerText(), 'not right', 'a wrong password is said so')
  t.equal(await page.evaluate('document.activeElement.tagName'), 'BODY')
  await page.locator('#password').fill('sesame')
  await page.locator('#password').focus()
  await page.keyboard.press('Tab')
  t.equal(await page.evaluate('document.activeElement.tagName'), 'BUTTON', 'Tab reaches the button')
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')])
  t.equal(await page.locator('h1').innerText(), 'Members night', 'the event after the right password')
  t.notMatch(page.url(), 'sesame', 'the password is not in the address')
  await screenshot(t, page, 'pages-keyboard-unlocked.png')

  // Without JavaScript: the same pages, the same form.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  t.teardown(() => context.close())
  const noScript = await context.newPage()
  await noScript.goto(e.url as string, { waitUntil: 'load' })
  t.equal(await noScript.locator('h1').innerText(), 'Open day', 'the event page without JavaScript')
  t.equal(await noScript.locator('a[href$=".ics"]').count(), 1)
  await noScript.goto(locked.url as string, { waitUntil: 'load' })
  await noScript.locator('#password').fill('sesame')
  await Promise.all([noScript.waitForNavigation({ waitUntil: 'load' }), noScript.locator('button[type=submit]').click()])
  t.equal(await noScript.locator('h1').innerText(), 'Members night', 'the form works without JavaScript')
  await screenshot(t, noScript, 'pages-no-javascript.png')

  // The calendar page's event opens its page.
  await page.goto(`${origin}/`, { waitUntil: 'load' })
  const link = page.locator('a.fc-event', { hasText: 'Open day' }).first()
  await link.waitFor()
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link.click()])
  t.equal(page.url(), e.url, 'clicking the event opens its page')
  t.equal(await page.locator('h1').innerText(), 'Open day')
  // The wrong password's 403 is logged by Chromium as a failed load; nothing else may be.
  t.same(errors.filter((e) => !/status of 403 \(Forbidden\) \(http:\/\/[^)]*\/event\/members-night\/\)$/.test(e)), [], 'no console or CSP error')
})
