// What the browser tests (./*.test.ts) share: Debian's Chromium driven by playwright-core, the service listening on a
// free port, screenshots under test-results/.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Test } from 'tap'
import { chromium, type Page } from 'playwright-core'
import { buildApp } from '../../src/app.js'
import { testConfig, type Config } from '../../src/config.js'
import { BASE, migratedSqliteUrl, TOKEN } from '../helper.js'

export const CHROMIUM = '/usr/bin/chromium'
const root = new URL('../..', import.meta.url).pathname
export const RESULTS = join(root, 'test-results')
/** A shared, slow 2-core machine: booting Chromium and loading a page's bundle can take many seconds. */
export const WAIT = 60_000

/** True when Chromium is missing: the file then plans no test, except under CI, which installs it (.ci/run) and where a
 *  missing browser must not pass silently as a skip. */
export function chromiumMissing (t: Test): boolean {
  if (existsSync(CHROMIUM)) return false
  if (process.env.CI === 'true') t.fail(`${CHROMIUM} is missing: CI must install Debian's chromium package`)
  else t.plan(0, `${CHROMIUM} is missing (apt-get install chromium to run this test)`)
  return true
}

/** Headless Chromium, closed at the end of `t` (before the app: teardowns run last-registered first, and its
 *  keep-alive connections would hold the server open). `errors` collects console errors and page errors: CSP
 *  violations are reported as console errors only, so that is how these tests see the policy. */
export async function launch (t: Test): Promise<{ page: Page; errors: string[] }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    timeout: WAIT,
  })
  t.teardown(() => browser.close())
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(WAIT)
  page.setDefaultNavigationTimeout(WAIT)
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    if (/favicon/.test(msg.location().url)) return // a missing favicon is no fault of the page
    errors.push(`console: ${msg.text()} (${msg.location().url})`)
  })
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`))
  return { page, errors }
}

/** The service on a fresh, migrated database, listening on a free port; closed at the end of `t`. */
export async function serve (t: Test, overrides: Partial<Config> = {}): Promise<{ origin: string; api: string }> {
  const databaseUrl = await migratedSqliteUrl(t) // in a temporary directory, removed after the app closes
  const app = await buildApp(testConfig({ databaseUrl, apiToken: TOKEN, ...overrides }), { logger: false, print: () => {} })
  t.teardown(async () => {
    await app.close()
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  return { origin, api: `${origin}${BASE}` }
}

/** A full-page screenshot under test-results/, also on a failure (the picture says more than a timeout message). */
export async function screenshot (t: Test, page: Page, name: string): Promise<void> {
  mkdirSync(RESULTS, { recursive: true })
  await page.screenshot({ path: join(RESULTS, name), fullPage: true }).catch((err: Error) => t.comment(`no screenshot: ${err.message}`))
}

const AXE = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8')

/** Serious and critical axe-core violations of the page as it is (rule id and the first offending node). */
export async function axeViolations (page: Page): Promise<string[]> {
  // The pages' policies allow no foreign script; playwright's evaluate is not subject to them.
  await page.evaluate(AXE)
  // Expressions as strings: the tests are type-checked without the DOM's types.
  const found = await page.evaluate(`axe.run(document, { resultTypes: ['violations'] })
    .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, node: v.nodes[0] ? v.nodes[0].target.join(' ') : '' })))`) as Array<{ id: string; impact: string; node: string }>
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id} at ${v.node}`)
}
