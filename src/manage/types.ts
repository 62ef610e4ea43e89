// What the workspace's views share: the context a view gets and the route it shows.
import type { Api, ApiUser, Kind } from './api.js'
import type { ManageConfig } from './config.js'
import type { ManageLanguage } from './i18n.js'

/** The address after `#`: `#/events/12?scope=all` → path ['events', '12'], query scope=all. */
export interface Route { path: string[]; query: URLSearchParams }

export interface Ctx {
  api: Api
  config: ManageConfig
  lang: ManageLanguage
  /** the signed-in user (role decides which tabs, buttons and fields a view offers; the API decides what is allowed) */
  user: ApiUser
  /** goes to `#/…` (pushes history) */
  navigate (hash: string): void
  /** a message in the page's live region (screen readers hear it) */
  announce (message: string, kind?: 'info' | 'error'): void
  /** the one handling of an error a view does not handle itself: a session that ended → the sign-in form; 429 →
   *  when to try again; no network; else the API's message, announced */
  fail (err: unknown): void
  /** aborted when the view is left: pass it to requests and timers */
  signal: AbortSignal
}

/** A view renders into `root` (already empty, the page's <main>) and may keep updating it until `ctx.signal` aborts. */
export type View = (root: HTMLElement, ctx: Ctx, route: Route) => Promise<void> | void

export type { Kind, ManageConfig }
