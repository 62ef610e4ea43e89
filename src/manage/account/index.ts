// The signed-in user's account (password, tokens) and, for administrators, the users.
import { h, replace } from '../dom.js'
import type { Ctx, Route } from '../types.js'

export async function accountView (root: HTMLElement, ctx: Ctx, _route: Route): Promise<void> {
  replace(root, h('h1', { tabIndex: -1 }, ctx.user.login))
  await Promise.resolve()
}

export async function usersView (root: HTMLElement, _ctx: Ctx, _route: Route): Promise<void> {
  replace(root, h('h1', { tabIndex: -1 }, 'users'))
  await Promise.resolve()
}
