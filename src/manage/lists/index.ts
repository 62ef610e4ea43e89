// The lists of the workspace (SPEC §9.8): one per kind, with the status tabs, filters and search the caller's role
// allows, a table that turns into cards on a phone, row actions (edit, trash, restore, delete permanently, and for
// editors the moderation of pending events: publish and reject in one click each), and pagination. The list's state
// lives in the address (`#/events?status=pending&search=jazz&page=2`): Back goes to the previous state, a reload
// or a bookmark shows the same list. Changes of the tabs, the filters and the pages are navigations (main.ts renders
// the view again); the search is typed in place and only replaces the address, so the field keeps its focus.
// Every record's text is set as text (dom.ts), never parsed as HTML.
import './lists.css'
import { ApiError, type ApiEvent, type ApiOrganizer, type ApiTerm, type ApiVenue, type Kind, type Page } from '../api.js'
import { h, replace, uid } from '../dom.js'
import { askScope } from '../forms/series.js'
import type { Ctx, Route } from '../types.js'
import {
  apiQuery, canCreate, canManageOthers, categoryTree, formatEventDates, isOccurrence, isTermKind, PER_PAGE, readState,
  rowActions, stateHash, tabsFor, type ListState, type RowRecord, type Tab,
} from './model.js'
import { LIST_WORDS, type ListWords } from './words.js'

type Row = ApiEvent | ApiVenue | ApiOrganizer | ApiTerm
const SEARCH_DELAY_MS = 300
/** categories are shown as a tree: all of them are read (pages of the API's maximum), up to this many */
const TREE_PAGES = 40

export async function listView (root: HTMLElement, ctx: Ctx, kind: Kind, route: Route): Promise<void> {
  const words = LIST_WORDS[ctx.lang]
  const user = ctx.user
  const state = readState(kind, route.query)
  const tabs = tabsFor(user.role, kind)

  const heading = h('h1', { tabIndex: -1 }, words.titles[kind])
  const header = h('div', { className: 'lists-header' }, heading,
    canCreate(user.role, kind) ? h('a', { className: 'manage-button lists-new', href: `#/${kind}/new` }, words.create[kind]) : null)
  const tabList = h('ul', { className: 'lists-tabs' })
  const tabNav = tabs.length > 0 ? h('nav', { className: 'lists-tabs-nav', attrs: { 'aria-label': words.tabsLabel } }, tabList) : null
  const summary = h('p', { className: 'lists-summary', tabIndex: -1, attrs: { 'aria-live': 'polite' } }, words.loading)
  const results = h('div', { className: 'lists-results' })
  const pagination = h('nav', { className: 'lists-pagination', attrs: { 'aria-label': words.pagination } })
  replace(root, header, tabNav ?? '', filterForm(), summary, results, pagination)

  // Moderation (SPEC §9.8): editors and administrators open the events on the pending ones when there are any.
  let tab: Tab = state.status ?? 'all'
  if (state.status === null && tabs.length > 0 && kind === 'events' && canManageOthers(user.role)) {
    const pending = await count('pending')
    if (pending !== null && pending > 0) {
      tab = 'pending'
      state.status = 'pending'
      history.replaceState(history.state, '', stateHash(kind, state))
    }
  }
  const counts = new Map<Tab, number | null>()
  /** the request of the list now shown (a newer one aborts it) */
  let loading: AbortController | null = null
  /** categories: each one's depth in the tree */
  let depths = new Map<number, number>()
  renderTabs()
  void refreshCounts()
  await load()

  // ---------------------------------------------------------------- tabs

  async function count (status: Tab): Promise<number | null> {
    try {
      const empty = readState(kind, new URLSearchParams())
      const page = await ctx.api.list(`/${kind}`, kind, apiQuery(kind, empty, status, 1), ctx.signal)
      return page.total
    } catch (err) {
      if ((err as { name?: string }).name !== 'AbortError') console.warn('lists: count', status, err)
      return null
    }
  }

  async function refreshCounts (): Promise<void> {
    if (tabs.length === 0) return
    const totals = await Promise.all(tabs.map(async (t) => [t, await count(t)] as const))
    if (ctx.signal.aborted) return
    for (const [t, n] of totals) counts.set(t, n)
    renderTabs()
  }

  function renderTabs (): void {
    if (!tabNav) return
    replace(tabList, ...tabs.map((t) => {
      const n = counts.get(t)
      // "All" is explicit in the address: a moderator's list without a status opens on Pending when there are any
      const href = stateHash(kind, { ...state, status: t, page: 1 })
      return h('li', {}, h('a', {
        href,
        className: `lists-tab lists-tab-${t}`,
        attrs: { 'aria-current': t === tab ? 'page' : null, 'data-tab': t },
      }, words.tabs[t], n === undefined || n === null ? '' : h('span', { className: 'lists-count' }, ` (${n})`)))
    }))
  }

  // ---------------------------------------------------------------- filters

  function filterForm (): HTMLFormElement {
    const search = h('input', { type: 'search', id: uid('lists-search'), name: 'search', value: state.search, maxLength: 200, autocomplete: 'off', className: 'lists-search' })
    let timer: ReturnType<typeof setTimeout> | undefined
    search.addEventListener('input', () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (ctx.signal.aborted || search.value.trim() === state.search.trim()) return
        state.search = search.value
        state.page = 1
        history.replaceState(history.state, '', stateHash(kind, state))
        renderTabs()
        void load()
      }, SEARCH_DELAY_MS)
    })
    ctx.signal.addEventListener('abort', () => clearTimeout(timer))
    const field = (label: string, input: HTMLInputElement | HTMLSelectElement) =>
      h('p', { className: 'lists-field' }, h('label', { htmlFor: input.id }, label), input)
    const fields: HTMLElement[] = [field(words.search, search)]
    const inputs: Partial<Record<keyof ListState, HTMLInputElement | HTMLSelectElement>> = { search }
    if (kind === 'events') {
      // the dates and pickers fold away (a phone's screen is short), open when one of them is in use
      const more: HTMLElement[] = []
      const from = h('input', { type: 'date', id: uid('lists-from'), name: 'start_date', value: state.start_date })
      const to = h('input', { type: 'date', id: uid('lists-to'), name: 'end_date', value: state.end_date })
      more.push(field(words.from, from), field(words.to, to))
      Object.assign(inputs, { start_date: from, end_date: to })
      const pickers: Array<[keyof ListState, string, string, string]> = [
        ['category', words.category, 'categories', 'categories'],
        ['tag', words.tag, 'tags', 'tags'],
        ['venue', words.venue, 'venues', 'venues'],
        ['organizer', words.organizer, 'organizers', 'organizers'],
      ]
      for (const [key, label, path, listKey] of pickers) {
        const select = h('select', { id: uid(`lists-${key}`), name: key }, h('option', { value: '' }, words.any))
        const chosen = String(state[key])
        if (chosen) select.append(h('option', { value: chosen, selected: true }, `#${chosen}`))
        more.push(field(label, select))
        inputs[key] = select
        void fillPicker(select, path, listKey, chosen)
      }
      const used = Boolean(state.start_date || state.end_date || state.category || state.tag || state.venue || state.organizer)
      fields.push(h('details', { className: 'lists-more', open: used },
        h('summary', {}, words.moreFilters), h('div', { className: 'lists-more-fields' }, ...more)))
    }
    const form = h('form', {
      className: 'lists-filters',
      attrs: { role: 'search', 'aria-label': words.filters },
      on: {
        submit: (event: SubmitEvent) => {
          event.preventDefault()
          const next: ListState = { ...state, page: 1 }
          for (const [key, input] of Object.entries(inputs)) (next as unknown as Record<string, string>)[key] = input.value
          const hash = stateHash(kind, next)
          if (hash === location.hash) { Object.assign(state, next); void load() } else ctx.navigate(hash)
        },
      },
    }, ...fields, h('p', { className: 'lists-field lists-buttons' },
      h('button', { type: 'submit' }, words.apply), ' ',
      h('a', { href: stateHash(kind, { ...readState(kind, new URLSearchParams()), status: state.status }), className: 'lists-clear' }, words.clear)))
    return form
  }

  async function fillPicker (select: HTMLSelectElement, path: string, key: string, chosen: string): Promise<void> {
    try {
      const terms = path === 'categories' || path === 'tags'
      const page = await ctx.api.list<Row>(`/${path}`, key, terms ? { per_page: 50, hide_empty: false, orderby: 'name' } : { per_page: 50 }, ctx.signal)
      const options = path === 'categories'
        ? categoryTree(page.items as ApiTerm[]).map(({ term, depth }) => ({ id: term.id, text: `${'— '.repeat(depth)}${term.name}` }))
        : page.items.map((r) => ({ id: r.id, text: titleOf(r, words) })).sort((a, b) => a.text.localeCompare(b.text))
      const placeholder = select.querySelector<HTMLOptionElement>(`option[value="${CSS.escape(chosen)}"]`)
      for (const o of options) {
        if (String(o.id) === chosen && placeholder) { placeholder.textContent = o.text; continue }
        select.append(h('option', { value: String(o.id) }, o.text))
      }
    } catch (err) {
      if ((err as { name?: string }).name !== 'AbortError') console.warn('lists: picker', path, err)
    }
  }

  // ---------------------------------------------------------------- the list

  async function load (focusIndex: number | null = null): Promise<void> {
    loading?.abort()
    const controller = loading = new AbortController()
    const onLeave = () => controller.abort()
    ctx.signal.addEventListener('abort', onLeave)
    results.setAttribute('aria-busy', 'true')
    try {
      const page = await fetchPage(controller.signal)
      if (controller.signal.aborted) return
      renderRows(page)
      renderPagination(page)
      if (focusIndex !== null) {
        const rows = results.querySelectorAll<HTMLElement>('tbody tr')
        const target = rows[Math.min(focusIndex, rows.length - 1)]?.querySelector<HTMLElement>('.lists-actions button, .lists-actions a')
        ;(target ?? summary).focus()
      }
    } catch (err) {
      if ((err as { name?: string }).name === 'AbortError') return
      replace(summary, '')
      replace(results)
      replace(pagination)
      ctx.fail(err)
    } finally {
      results.removeAttribute('aria-busy')
      ctx.signal.removeEventListener('abort', onLeave)
      if (loading === controller) loading = null
    }
  }

  async function fetchPage (signal: AbortSignal): Promise<Page<Row>> {
    if (kind === 'categories' && !state.search.trim()) {
      // the tree needs every category: read them all, then show PER_PAGE of the tree per page
      const all: ApiTerm[] = []
      for (let p = 1; p <= TREE_PAGES; p++) {
        const part = await ctx.api.list<ApiTerm>('/categories', 'categories', { per_page: 50, page: p, hide_empty: false, orderby: 'name' }, signal)
        all.push(...part.items)
        if (p >= part.totalPages) break
      }
      const tree = categoryTree(all)
      const start = (state.page - 1) * PER_PAGE
      depths = new Map(tree.map(({ term, depth }) => [term.id, depth]))
      return { items: tree.slice(start, start + PER_PAGE).map(({ term }) => term), total: tree.length, totalPages: Math.ceil(tree.length / PER_PAGE) }
    }
    depths = new Map()
    try {
      return await ctx.api.list<Row>(`/${kind}`, kind, apiQuery(kind, state, tab), signal)
    } catch (err) {
      // a page past the end (the list shrank, or an old bookmark): the lists of posts answer 404 for it
      if (err instanceof ApiError && err.status === 404 && state.page > 1 && err.code.endsWith('-archive-page-not-found')) {
        return { items: [], total: 0, totalPages: 0 }
      }
      throw err
    }
  }

  function columns (): string[] {
    const c = words.columns
    if (kind === 'events') return [c.title, c.dates, c.venue, c.status, c.actions]
    if (isTermKind(kind)) return [c.name, c.slug, c.count, c.actions]
    return [c.name, c.status, c.actions]
  }

  function renderRows (page: Page<Row>): void {
    replace(summary, page.items.length === 0 ? words.empty : words.results(page.total))
    if (page.items.length === 0) { replace(results); return }
    const heads = columns()
    const table = h('table', { className: `lists-table lists-${kind}` },
      h('caption', { className: 'lists-vh' }, tabs.length > 0 ? `${words.titles[kind]}: ${words.tabs[tab]}` : words.titles[kind]),
      h('thead', {}, h('tr', {}, ...heads.map((text) => h('th', { scope: 'col' }, text)))),
      h('tbody', {}, ...page.items.map((record, index) => renderRow(record, heads, index))))
    replace(results, table)
  }

  function renderRow (record: Row, heads: string[], index: number): HTMLTableRowElement {
    const title = titleOf(record, words)
    const actions = rowActions(user, kind, record as RowRecord)
    const status = 'status' in record && typeof record.status === 'string' ? record.status : null
    // a trashed record's form reads it from the trash (forms/index.ts): no 403 of a read by id first
    const editHref = `#/${kind}/${record.id}${status === 'trash' ? '?status=trash' : ''}`
    const titleCell = h('th', { scope: 'row', className: 'lists-title' },
      actions.edit ? h('a', { href: editHref }, title) : h('span', {}, title))
    const cells: Array<HTMLElement | string> = [titleCell]
    if (kind === 'events') {
      const e = record as ApiEvent
      if (isOccurrence(e) || (e.series_id !== null && e.series_id === e.id)) titleCell.append(h('span', { className: 'lists-note' }, words.series))
      if (e.event_status !== 'scheduled') titleCell.append(h('span', { className: 'lists-note lists-note-warn' }, words.eventStatuses[e.event_status]))
      cells.push(formatEventDates(e, ctx.lang, words.allDay))
      const venue = Array.isArray(e.venue) ? null : e.venue
      cells.push(venue ? titleOf(venue, words) : '')
    }
    if (isTermKind(kind)) {
      const term = record as ApiTerm
      titleCell.classList.add(`lists-depth-${Math.min(depths.get(term.id) ?? 0, 5)}`)
      cells.push(term.slug, String(term.count))
    } else {
      cells.push(status ? (words.statuses[status] ?? status) : '')
    }
    const buttons = h('div', { className: 'lists-actions', attrs: { role: 'group', 'aria-label': words.actionsFor(title) } })
    const hidden = (text: string) => h('span', { className: 'lists-vh' }, ` “${text}”`)
    // A second click while the first is under way does nothing. Not `disabled`: a disabled button loses the focus,
    // which the confirmation dialog gives back to it.
    let busy = false
    const button = (text: string, cls: string, act: () => Promise<void>) => h('button', {
      type: 'button',
      className: cls,
      on: {
        click: () => {
          if (busy) return
          busy = true
          void act().finally(() => { busy = false })
        },
      },
    }, text, hidden(title))
    if (actions.publish) buttons.append(button(words.publish, 'lists-publish', () => publish(record, title, index)))
    if (actions.reject) buttons.append(button(words.reject, 'manage-danger lists-reject', () => trash(record, title, index, true)))
    if (actions.edit) buttons.append(h('a', { href: editHref, className: 'manage-button manage-secondary lists-edit' }, words.edit, hidden(title)))
    if (actions.trash) buttons.append(button(words.trash, 'manage-secondary lists-trash', () => trash(record, title, index, false)))
    if (actions.restore) buttons.append(button(words.restore, 'lists-restore', () => restore(record, title, index)))
    if (actions.deleteForever) buttons.append(button(words.deleteForever, 'manage-danger lists-delete-forever', () => remove(record, title, index, words.confirmDelete(title))))
    if (actions.delete) buttons.append(button(words.delete, 'manage-danger lists-delete', () => remove(record, title, index, words.confirmDeleteTerm(title))))
    const url = 'url' in record ? record.url : ''
    if (url && (status === 'publish' || isTermKind(kind))) buttons.append(h('a', { href: url, className: 'lists-view' }, words.view, hidden(title)))
    const row = h('tr', { attrs: { 'data-id': record.id } })
    cells.push(buttons)
    cells.forEach((cell, i) => {
      if (i === 0) { row.append(cell); return }
      row.append(h('td', { attrs: { 'data-label': heads[i] } }, cell))
    })
    return row
  }

  function renderPagination (page: Page<Row>): void {
    if (page.totalPages <= 1 && state.page <= 1) { replace(pagination); return }
    const link = (n: number, text: string, rel: string) => h('a', { href: stateHash(kind, { ...state, page: n }), attrs: { rel } }, text)
    replace(pagination, h('ul', {},
      h('li', {}, state.page > 1 ? link(state.page - 1, words.previous, 'prev') : ''),
      h('li', { attrs: { 'aria-current': 'page' } }, words.pages(state.page, Math.max(page.totalPages, 1))),
      h('li', {}, state.page < page.totalPages ? link(state.page + 1, words.next, 'next') : '')))
  }

  // ---------------------------------------------------------------- actions (each through the API, which decides)

  /** Runs one action; `work` answers what to announce. The list and the counts are read again either way (the row
   *  changed, or the API refused and the row shows what is stored), and focus goes to the row now at `index`. */
  async function act (index: number, work: () => Promise<string>): Promise<void> {
    try {
      ctx.announce(await work())
    } catch (err) {
      ctx.fail(err)
    }
    if (ctx.signal.aborted) return
    void refreshCounts()
    await load(index)
  }

  async function publish (record: Row, title: string, index: number): Promise<void> {
    await act(index, async () => {
      const answer = await ctx.api.request<ApiEvent>('PATCH', `/events/${record.id}`, { body: { status: 'publish' } })
      // the API stores a publication date in the future as scheduled (SPEC §3.6): say what it did
      return answer.status === 'future' ? words.scheduled(title) : answer.status === 'pending' ? words.submittedForReview(title) : words.published(title)
    })
  }

  async function trash (record: Row, title: string, index: number, reject: boolean): Promise<void> {
    let scope: string | undefined
    if (kind === 'events' && isOccurrence(record as ApiEvent)) {
      const chosen = await askScope(ctx, 'trash')
      if (chosen === null) return
      scope = chosen
    }
    await act(index, async () => {
      await ctx.api.request('DELETE', `/${kind}/${record.id}`, { query: { recurrence_scope: scope } })
      return reject ? words.rejected(title) : words.trashed(title)
    })
  }

  async function restore (record: Row, title: string, index: number): Promise<void> {
    // the API restores a trashed record by an update to another status (SPEC §3.6); like WordPress, as a draft
    await act(index, async () => {
      await ctx.api.request('PATCH', `/${kind}/${record.id}`, { body: { status: 'draft' } })
      return words.restored(title)
    })
  }

  async function remove (record: Row, title: string, index: number, question: string): Promise<void> {
    if (!await confirmDialog(question)) return
    await act(index, async () => {
      await ctx.api.request('DELETE', `/${kind}/${record.id}`, { query: { force: isTermKind(kind) ? undefined : true } })
      return words.deleted(title)
    })
  }

  /** A modal question; true when the person confirms. Escape and Cancel say no; focus returns where it was. */
  async function confirmDialog (question: string): Promise<boolean> {
    const opener = document.activeElement as HTMLElement | null
    const titleId = uid('lists-confirm')
    const cancel = h('button', { type: 'button', className: 'manage-secondary lists-cancel', autofocus: true }, words.cancel)
    const ok = h('button', { type: 'button', className: 'manage-danger lists-confirm' }, words.deleteForever)
    const dialog = h('dialog', { className: 'lists-dialog', attrs: { 'aria-labelledby': titleId } },
      h('h2', { id: titleId }, question), h('p', {}, words.cannotUndo), h('p', { className: 'lists-buttons' }, cancel, ' ', ok))
    root.append(dialog)
    return await new Promise<boolean>((resolve) => {
      let answer = false
      cancel.addEventListener('click', () => dialog.close())
      ok.addEventListener('click', () => { answer = true; dialog.close() })
      dialog.addEventListener('close', () => {
        dialog.remove()
        if (opener?.isConnected) opener.focus()
        resolve(answer)
      })
      ctx.signal.addEventListener('abort', () => dialog.close())
      dialog.showModal()
      cancel.focus()
    })
  }
}

/** The name a record is shown by: events have a title, venues and organizers a name under their kind, terms a name. */
function titleOf (record: Row, words: ListWords): string {
  const r = record as Record<string, unknown>
  const text = [r.title, r.venue, r.organizer, r.name].find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined
  return text ?? words.untitled
}
