// End to end in a real browser (headless Debian Chromium through playwright-core): Swagger UI at /doc renders the
// event routes of the OpenAPI document, and its "Try it out" reaches this same server (the page's document names
// the request's base as its first server) and shows the live answer; after "Authorize" with a token, the create
// operations' pre-filled examples, executed unchanged, answer 201 on an empty database. Unit tests of the document cannot catch either:
// the page runs under its own Content-Security-Policy, so a wrong policy only shows up as a browser console error,
// and a wrong `servers` entry only as a request to the wrong place.
import t from 'tap'
import type { Page } from 'playwright-core'
import { DateTime } from 'luxon'
import { join } from 'node:path'
import { TOKEN } from '../helper.js'
import { chromiumMissing, launch, RESULTS, screenshot, serve } from './browser.js'

const SCREENSHOT_NAME = 'swagger-ui.png'
// One browser run, well beyond the runner's configured 120 s per file when the machine is busy.
t.setTimeout(180_000)

const fmt = (dt: DateTime): string => dt.toFormat('yyyy-MM-dd HH:mm:ss')

/** The operation block of `method path` (path as the document writes it, relative to the server). Located by the
 *  path Swagger UI prints rather than by the element id, which embeds the tag and operationId. */
const operation = (page: Page, method: string, path: string) =>
  page.locator(`.opblock.opblock-${method}`).filter({ has: page.locator(`.opblock-summary-path[data-path="${path}"]`) })

if (!chromiumMissing(t)) {
  t.test('Swagger UI at /doc lists the event routes and "Try it out" on GET /events shows the live list', async (t) => {
    const { origin, api } = await serve(t)

    // Inside the default list window (yesterday … 24 months ahead), whatever the time of day.
    const titles = ['Swagger Spring Fair', 'Harbour Lantern Walk', 'Rooftop Jazz Night']
    const day = DateTime.now().setZone('UTC').startOf('day').plus({ days: 2, hours: 10 })
    for (const [i, title] of titles.entries()) {
      const start = day.plus({ days: i })
      const res = await fetch(`${api}/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title, start_date: fmt(start), end_date: fmt(start.plus({ hours: 2 })) }),
      })
      t.equal(res.status, 201, `created "${title}"`)
    }

    // The browser is launched after the app, so that it closes first.
    const { page, errors } = await launch(t)

    try {
      await page.goto(`${origin}/doc`, { waitUntil: 'load' })
      const listOp = operation(page, 'get', '/events')
      await listOp.waitFor({ state: 'visible' })
      for (const path of ['/events', '/events/{id}', '/events/by-slug/{slug}']) {
        t.equal(await operation(page, 'get', path).count(), 1, `GET ${path} has one operation block`)
        t.ok(await operation(page, 'get', path).isVisible(), `GET ${path} is visible`)
      }
      t.ok(await operation(page, 'post', '/events').isVisible(), 'POST /events is visible')

      await listOp.locator('.opblock-summary-control').click()
      await listOp.locator('.try-out__btn').click()
      // Register before the click: the answer may arrive before a later listener would.
      const answer = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().startsWith(`${api}/events`))
      await listOp.locator('button.execute').click()
      const response = await answer
      t.equal(response.status(), 200, 'the browser got 200 from the API')
      t.ok(response.url().startsWith(`${api}/events`), `the browser called ${api}/events (${response.url()})`)

      // The live answer as Swagger UI shows it (the other .responses-table lists the documented responses).
      const live = listOp.locator('.live-responses-table tbody tr.response')
      await live.waitFor({ state: 'visible' })
      t.equal((await live.locator('.response-col_status').innerText()).trim(), '200', 'shown status is 200')
      const body = await live.locator('.highlight-code pre').first().innerText()
      for (const title of titles) t.match(body, title, `shown body lists "${title}"`)
      const requestUrl = (await listOp.locator('.request-url pre').innerText()).trim()
      t.ok(requestUrl.startsWith(`${api}/events`), `shown request URL starts with ${api}/events (${requestUrl})`)

      t.same(errors, [], 'no console errors (CSP violations included) and no page errors')
    } finally {
      await screenshot(t, page, SCREENSHOT_NAME)
    }
  })

  t.test('after "Authorize", the pre-filled create examples of POST /events, /venues and /categories answer 201 unchanged', async (t) => {
    const { origin, api } = await serve(t) // an empty database: the examples must work on it
    const { page, errors } = await launch(t)
    try {
      await page.goto(`${origin}/doc`, { waitUntil: 'load' })
      await operation(page, 'post', '/events').waitFor({ state: 'visible' })

      // "Authorize": the bearer scheme's dialog takes the token.
      await page.locator('.auth-wrapper button.authorize').click()
      const dialog = page.locator('.modal-ux')
      // The dialog offers both schemes (bearerAuth, basicAuth: SPEC §2.1); the token goes to the bearer one.
      const bearer = dialog.locator('form').filter({ hasText: 'bearerAuth' })
      await bearer.locator('input').first().fill(TOKEN)
      await bearer.locator('button.authorize').click()
      await dialog.locator('button.btn-done').first().click()
      await dialog.waitFor({ state: 'hidden' })
      t.ok(await page.locator('.auth-wrapper button.authorize.locked').isVisible(), 'the page shows itself authorized')

      for (const path of ['/events', '/venues', '/categories']) {
        const op = operation(page, 'post', path)
        await op.locator('.opblock-summary-control').click()
        await op.locator('.try-out__btn').click()
        const body = op.locator('textarea.body-param__text')
        await body.waitFor({ state: 'visible' })
        const sent = await body.inputValue()
        const example = (await (await fetch(`${origin}/doc/json`)).json() as { paths: Record<string, any> }).paths[path].post.requestBody.content['application/json'].example
        // The terms' example name carries the time the page loaded (src/plugins/external/swagger.ts): compared without it.
        const unstamped = (body: Record<string, unknown>) => ({ ...body, ...(typeof body.name === 'string' ? { name: body.name.replace(/ \d{4}-.*$/, '') } : {}) })
        t.same(unstamped(JSON.parse(sent)), unstamped(example), `POST ${path}: the body is pre-filled with the document's example`)
        // Register before the click: the answer may arrive before a later listener would.
        const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().startsWith(`${api}${path}`))
        await op.locator('button.execute').click()
        const response = await answer
        t.equal(response.status(), 201, `POST ${path}: the browser got 201 from the API`)
        t.equal(response.request().headers().authorization, `Bearer ${TOKEN}`, `POST ${path}: with the token of "Authorize"`)
        t.equal(response.request().postData(), sent, `POST ${path}: the pre-filled body, unchanged`)
        const live = op.locator('.live-responses-table tbody tr.response')
        await live.waitFor({ state: 'visible' })
        t.equal((await live.locator('.response-col_status').innerText()).trim(), '201', `POST ${path}: shown status is 201`)
        // The operation block alone: the example sent and the live 201 answer.
        await op.screenshot({ path: join(RESULTS, `swagger-ui-post${path.replace(/\//g, '-')}.png`) }).catch((err: Error) => t.comment(`no screenshot: ${err.message}`))
      }
      t.same(errors, [], 'no console errors (CSP violations included) and no page errors')
    } finally {
      await screenshot(t, page, 'swagger-ui-authorized.png')
    }
  })
}
