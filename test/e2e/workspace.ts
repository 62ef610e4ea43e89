// What the workspace's browser tests (manage-*.test.ts) share: a service with one user of each role, each with a
// password, and signing in through the workspace's own form.
import type { Test } from 'tap'
import type { Page } from 'playwright-core'
import type { Config } from '../../src/config.js'
import { TOKEN } from '../helper.js'
import { serve } from './browser.js'

export const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const
export type Role = typeof ROLES[number]
export const PASSWORD = 'correct horse battery staple'

export interface Workspace {
  origin: string
  /** the REST base (`http://127.0.0.1:N/wp-json/calendar/events/v1`) */
  api: string
  /** the login and id of the user of each role (`editor` → login `editor1`) */
  users: Record<Role, { login: string; id: number }>
  /** a request to the API with the administrator token of the tests */
  admin: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>
}

/** The service on a fresh database, with a user of every role who signs in with PASSWORD. */
export async function serveWorkspace (t: Test, overrides: Partial<Config> = {}): Promise<Workspace> {
  const { origin, api } = await serve(t, overrides)
  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${api}${path}`, {
      method,
      headers: { authorization: `Bearer ${TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : null }
  }
  const users = {} as Workspace['users']
  for (const role of ROLES) {
    const login = `${role}1`
    const res = await admin('POST', '/users', { login, role, name: `${role[0]!.toUpperCase()}${role.slice(1)} One`, password: PASSWORD })
    if (res.status !== 201) throw new Error(`POST /users ${login}: ${res.status} ${JSON.stringify(res.body)}`)
    users[role] = { login, id: res.body.id }
  }
  return { origin, api, users, admin }
}

/** The workspace's address in `lang` ('en' without a prefix). */
export const manageUrl = (origin: string, lang = 'en', hash = ''): string => `${origin}${lang === 'en' ? '' : `/${lang}`}/manage/${hash}`

/** Opens the workspace and signs in as `login` through its form (by keyboard: type, Enter), then waits for its menu. */
export async function signIn (page: Page, origin: string, login: string, opts: { lang?: string; hash?: string; password?: string } = {}): Promise<void> {
  await page.goto(manageUrl(origin, opts.lang, opts.hash))
  await page.locator('#signin-login').fill(login)
  await page.locator('#signin-password').fill(opts.password ?? PASSWORD)
  await page.locator('#signin-password').press('Enter')
  await page.locator('#manage-nav .manage-menu').waitFor()
}

/** The console errors that say something is wrong. Chromium logs every 4xx answer to fetch as an error; the
 *  workspace asks GET /session (401 before sign-in) and shows the API's 4xx refusals beside the fields on purpose. */
export const unexpected = (errors: string[], expectedStatuses: number[] = [401]): string[] =>
  errors.filter((e) => !expectedStatuses.some((s) => e.includes(`Failed to load resource: the server responded with a status of ${s} `)))
