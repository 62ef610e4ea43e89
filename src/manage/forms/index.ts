// The forms of the workspace: create and edit every kind from the form description of /manage/schema.json (built by
// src/schemas/forms.ts from the bodies the API validates with), so a field added to a body appears here without a
// second definition. The event form adds what a generic field cannot be: dates with a time and a zone, the venue and
// organizer pickers, the category tree, tags, the recurrence and the question this / following / all. Saving sends
// what changed; the API's `data.params` reasons appear beside their fields, typed values stay.
import './forms.css'
import { ApiError, createApi, type ApiEvent, type Kind } from '../api.js'
import { h, replace } from '../dom.js'
import { MANAGE_LANGUAGES, SHELL_WORDS } from '../i18n.js'
import type { Ctx, Route } from '../types.js'
import { fieldControl, loadDescriptions, wrap, type Control, type FormField } from './fields.js'
import { picker, type PickerOption } from './picker.js'
import { recurrenceField } from './recurrence.js'
import { askScope } from './series.js'
import { FORM_WORDS, labelOf, type FormWords } from './words.js'

type Rec = Record<string, unknown> & { id: number }
type Role = 'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber'
const RANK: Record<Role, number> = { subscriber: 0, contributor: 1, author: 2, editor: 3, administrator: 4 }
const atLeast = (ctx: Ctx, role: Role): boolean => (RANK[ctx.user.role as Role] ?? 0) >= RANK[role]

/** The role a kind's writes need (src/domain/access.ts: terms by author/editor, the rest by contributor). */
const WRITER: Record<Kind, Role> = { events: 'contributor', venues: 'contributor', organizers: 'contributor', categories: 'author', tags: 'editor' }
const NAME_FIELD: Record<Kind, string> = { events: 'title', venues: 'venue', organizers: 'organizer', categories: 'name', tags: 'name' }
const POST_KINDS = new Set<Kind>(['events', 'venues', 'organizers'])

/** Where each event field goes; a field not named here goes to "More fields", so a new one still shows. */
const EVENT_GROUPS: Record<string, keyof FormWords['groups']> = {
  title: 'main',
  description: 'main',
  excerpt: 'main',
  start_date: 'when',
  end_date: 'when',
  all_day: 'when',
  timezone: 'when',
  recurrence: 'when',
  venue: 'where',
  organizer: 'where',
  categories: 'terms',
  tags: 'terms',
  cost: 'details',
  website: 'details',
  image: 'details',
  featured: 'details',
  sticky: 'details',
  hide_from_listings: 'details',
  show_map: 'details',
  show_map_link: 'details',
  status: 'publishing',
  password: 'publishing',
  event_status: 'publishing',
  event_status_reason: 'publishing',
}
const PLACE_PUBLISHING = new Set(['status', 'password', 'author', 'date', 'date_utc', 'slug'])

const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '' || v === 0 || v === false || (Array.isArray(v) && v.length === 0)
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

export async function editView (root: HTMLElement, ctx: Ctx, kind: Kind, id: number | null, route: Route): Promise<void> {
  const w = FORM_WORDS[ctx.lang]
  const kindWord = w.kinds[kind] ?? kind
  const heading = h('h1', { tabIndex: -1 }, id === null ? w.newTitle(kindWord) : w.editTitle(kindWord))
  replace(root, heading)
  if (!atLeast(ctx, WRITER[kind])) {
    root.append(h('p', { id: 'form-refused', className: 'form-refused' }, w.cannotWrite))
    return
  }
  const [descriptions, record] = await Promise.all([
    loadDescriptions(ctx.config.schemaUrl),
    id === null ? Promise.resolve(null) : loadRecord(ctx, kind, id, route.query.get('status') === 'trash'),
  ])
  if (ctx.signal.aborted) return
  if (id !== null && record === null) return
  // An event without a website answers its own page's address there (the plugin's way): the form shows it empty, so
  // that saving the form never stores the page's address as the website.
  if (record && kind === 'events' && record.website === record.url) record.website = ''
  const description = descriptions[kind]
  if (!description) throw new Error(`no form description of ${kind}`)
  if (record) {
    const name = record[NAME_FIELD[kind]]
    if (typeof name === 'string' && name) heading.append(': ', name)
  }

  const form = new RecordForm(root, ctx, w, kind, record, description.fields, descriptions, route)
  form.render()
}

/** The record to edit. A trashed event is not readable by id (403 event-no-longer-available), only from the trash
 *  list: `#/events/<id>?status=trash` (the trash tab's links, a reload after trashing) reads it there first. */
async function loadRecord (ctx: Ctx, kind: Kind, id: number, trashed = false): Promise<Rec | null> {
  const fromTrash = async (): Promise<Rec | null> =>
    (await ctx.api.list<Rec>(`/${kind}`, kind, { include: [id], status: ['trash'], context: 'edit' }, ctx.signal).catch(() => null))?.items[0] ?? null
  if (trashed && POST_KINDS.has(kind)) {
    const record = await fromTrash()
    if (record) return record
  }
  try {
    return await ctx.api.request<Rec>('GET', `/${kind}/${id}`, { query: POST_KINDS.has(kind) ? { context: 'edit' } : {}, signal: ctx.signal })
  } catch (err) {
    if (err instanceof ApiError && err.code === 'event-no-longer-available') {
      const record = await fromTrash()
      if (record) return record
    }
    if (err instanceof ApiError && err.status !== 401 && err.status !== 429 && err.status !== 0 && err.code !== 'rest_cookie_invalid_nonce') {
      document.querySelector('main')?.append(h('p', { id: 'form-refused', className: 'form-refused', attrs: { role: 'alert' } }, err.message))
      ctx.announce(err.message, 'error')
      return null
    }
    throw err
  }
}

class RecordForm {
  private controls: Control[] = []
  private initial = new Map<string, unknown>()
  private readonly formError = h('p', { id: 'form-error', className: 'manage-field-error', attrs: { role: 'alert' } })
  private readonly save = h('button', { id: 'record-save', type: 'submit' })
  private readonly occurrence: boolean

  constructor (
    private readonly root: HTMLElement,
    private readonly ctx: Ctx,
    private readonly w: FormWords,
    private readonly kind: Kind,
    private readonly record: Rec | null,
    private readonly fields: FormField[],
    private readonly descriptions: Record<string, { fields: FormField[] }>,
    private readonly route: Route
  ) {
    const series = record?.series_id
    this.occurrence = typeof series === 'number' && series !== record?.id
  }

  render (): void {
    const { w, kind, record } = this
    const groups = new Map<string, HTMLElement>()
    const group = (key: keyof FormWords['groups']): HTMLElement => {
      let fs = groups.get(key)
      if (!fs) groups.set(key, fs = h('fieldset', { className: `form-group form-group-${key}` }, h('legend', {}, w.groups[key])))
      return fs
    }
    for (const field of this.fields) {
      if (field.updateOnly && !record) continue
      const control = this.controlOf(field)
      if (!control) continue
      this.controls.push(control)
      const key = kind === 'events' ? EVENT_GROUPS[field.name] ?? 'more' : PLACE_PUBLISHING.has(field.name) ? 'publishing' : 'main'
      group(key).append(control.element)
    }
    if (record) for (const control of this.controls) control.write(this.readShape(control.name, record))
    for (const control of this.controls) this.initial.set(control.name, control.read())
    // an all-day event has dates without times
    const allDay = this.controls.find((c) => c.name === 'all_day')?.focusTarget()
    if (allDay instanceof HTMLInputElement) {
      const times = this.controls.flatMap((c) => [...c.element.querySelectorAll<HTMLElement>('.form-time')])
      const sync = () => { for (const el of times) el.hidden = allDay.checked }
      allDay.addEventListener('change', sync)
      sync()
    }

    this.save.textContent = w.save
    const order: Array<keyof FormWords['groups']> = ['main', 'when', 'where', 'terms', 'details', 'publishing', 'more']
    const form = h('form', {
      id: 'record-form',
      className: 'record-form',
      noValidate: true,
      on: { submit: (event: SubmitEvent) => { event.preventDefault(); void this.submit() } },
    }, ...order.map((key) => groups.get(key) ?? null), this.formError, h('div', { className: 'form-actions' }, this.save, ...this.recordButtons()))
    if (record?.status === 'trash') this.root.append(h('p', { className: 'form-note' }, w.inTrash))
    this.root.append(form)
    if (record) this.root.append(this.translations(record))
  }

  /** The API answers a record in its read shape; the form shows what a write takes. */
  private readShape (name: string, record: Rec): unknown {
    const value = record[name]
    if (this.kind === 'events') {
      if (name === 'venue') return value
      if (name === 'image') return value && typeof value === 'object' ? (value as { url?: string }).url ?? '' : ''
    }
    if (name === 'status' && this.ctx.user.role === 'contributor' && value === 'pending') return 'pending'
    if (this.kind !== 'events' && name === 'image') return value && typeof value === 'object' ? (value as { url?: string }).url ?? '' : ''
    return value
  }

  private controlOf (field: FormField): Control | null {
    const { w, kind } = this
    if (field.name === 'status') return this.statusControl(field)
    if (kind === 'events') {
      switch (field.name) {
        case 'start_date': case 'end_date': return this.dateControl(field)
        case 'timezone': return this.zoneControl(field)
        case 'venue': return this.placePicker(field, 'venues', false)
        case 'organizer': return this.placePicker(field, 'organizers', true)
        case 'categories': return this.categoryTree(field)
        case 'tags': return this.tagPicker(field)
        case 'recurrence': return this.occurrence ? null : this.recurrenceControl(field)
        case 'event_status': return fieldControl({ ...field, required: true, default: field.enum?.[0] }, w, { options: (field.enum ?? []).map((v) => [v, w.eventStatuses[v] ?? v]) })
        // the author of a record is kept as it is: editors change it through the API
        case 'author': case 'date_utc': return null
      }
    }
    if (field.name === 'author' || field.name === 'date_utc') return null
    if (field.name === 'parent' && kind === 'categories') return this.parentControl(field)
    return fieldControl(field, w)
  }

  private statusControl (field: FormField): Control {
    const { w, ctx, record } = this
    const current = typeof record?.status === 'string' ? record.status : null
    const values: Array<[string, string]> = atLeast(ctx, 'author')
      ? ['draft', 'pending', 'publish', 'private'].map((v) => [v, w.statuses[v] ?? v])
      // a contributor asking `publish` gets `pending` (src/domain/access.ts scaleBackStatus)
      : [['draft', w.statuses.draft ?? 'draft'], ['publish', w.submitForReview]]
    if (current && current !== 'trash' && !values.some(([v]) => v === current)) values.push([current, w.statuses[current] ?? current])
    const control = fieldControl({ ...field, required: true, default: atLeast(ctx, 'author') ? 'publish' : 'draft' }, w, { options: values })
    return { ...control, write: (value) => { if (value !== 'trash') control.write(value) } }
  }

  private dateControl (field: FormField): Control {
    const { w } = this
    const name = field.name
    const date = h('input', { id: `field-${name}`, name, type: 'date', required: true })
    const time = h('input', { id: `field-${name}-time`, name: `${name}-time`, type: 'time', step: '60' })
    const timeLabel = h('label', { htmlFor: `field-${name}-time` }, `${labelOf(w, name)} – ${w.time}`)
    const timeBox = h('div', { className: 'form-time' }, timeLabel, time)
    const { element, error } = wrap(name, `${labelOf(w, name)} – ${w.date}`, date, undefined, w)
    element.classList.add('form-datetime')
    element.insertBefore(timeBox, error)
    time.setAttribute('aria-describedby', `error-${name}`)
    // a new event starts tomorrow at 10:00 and ends at 12:00, so that a title is all a quick entry needs
    const tomorrow = new Date(Date.now() + 86_400_000)
    date.value = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`
    time.value = name === 'start_date' ? '10:00' : '12:00'
    const allDay = (): boolean => (document.getElementById('field-all_day') as HTMLInputElement | null)?.checked === true
    return {
      name,
      element,
      focusTarget: () => date,
      read: () => date.value === '' ? '' : allDay() ? date.value : `${date.value} ${time.value || '00:00'}:00`,
      write: (value) => {
        const m = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value) : null
        if (m) { date.value = m[1]!; time.value = m[2]! }
      },
      check: () => date.validity.badInput || date.value === '' ? w.required : null,
      setError: (message) => {
        error.textContent = message ?? ''
        for (const el of [date, time]) { if (message) el.setAttribute('aria-invalid', 'true'); else el.removeAttribute('aria-invalid') }
      },
    }
  }

  private zoneControl (field: FormField): Control {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    const list = [...new Set([this.ctx.config.timezone, 'UTC', ...zones])].sort()
    const control = fieldControl({ ...field, required: true, default: this.ctx.config.timezone }, this.w, { options: list.map((z) => [z, z.replace(/_/g, ' ')]) })
    return control
  }

  private recurrenceControl (field: FormField): Control {
    const record = this.record as (ApiEvent & Rec) | null
    const start = this.controls.find((c) => c.name === 'start_date')
    const zone = this.controls.find((c) => c.name === 'timezone')
    const rec = recurrenceField(this.ctx, record?.recurrence ?? [], () => ({ start_date: String(start?.read() ?? ''), timezone: String(zone?.read() ?? this.ctx.config.timezone) }))
    // The recurrence field is a fieldset of its own (#field-recurrence, forms/recurrence.ts) with its legend and the
    // line where it says the API's reasons (#recurrence-error): a refused save writes there too.
    const element = rec.element
    const error = element.querySelector<HTMLElement>('#recurrence-error') ?? element.appendChild(h('p', { id: 'recurrence-error', className: 'manage-field-error form-error' }))
    return {
      name: field.name,
      element,
      focusTarget: () => element.querySelector<HTMLElement>('input, select, textarea, button') ?? element,
      read: () => rec.value(),
      write: () => undefined,
      check: () => null,
      setError: (message) => { error.textContent = message ?? '' },
    }
  }

  private pickerControl (field: FormField, opts: Parameters<typeof picker>[0] & { initial: PickerOption[]; read: (chosen: PickerOption[]) => unknown }): Control {
    const { w } = this
    const name = field.name
    const p = picker(opts)
    const label = h('label', { id: `${opts.id}-label`, htmlFor: opts.id }, labelOf(w, name))
    const help = field.description ? h('p', { id: `help-${name}`, className: 'form-help' }, w.search(labelOf(w, name).toLowerCase())) : null
    const error = h('p', { id: `error-${name}`, className: 'manage-field-error form-error' })
    const element = h('div', { className: 'form-field form-picker' }, label, p.element, help, error)
    p.set(opts.initial)
    return {
      name,
      element,
      focusTarget: () => p.input,
      read: () => opts.read(p.chosen()),
      write: () => undefined,
      check: () => null,
      setError: (message) => {
        error.textContent = message ?? ''
        if (message) p.input.setAttribute('aria-invalid', 'true'); else p.input.removeAttribute('aria-invalid')
      },
    }
  }

  /** The venue (one) or organizers (any) of an event: existing ones by id, new ones as objects of their own fields. */
  private placePicker (field: FormField, collection: 'venues' | 'organizers', multiple: boolean): Control {
    const { ctx, w, record } = this
    const nameField = collection === 'venues' ? 'venue' : 'organizer'
    const existing = (r: Rec): PickerOption => {
      const name = typeof r[nameField] === 'string' && r[nameField] ? String(r[nameField]) : `#${r.id}`
      return { key: `id:${r.id}`, label: name, value: () => r.id }
    }
    const initial = !record
      ? []
      : multiple
        ? (Array.isArray(record.organizer) ? record.organizer as Rec[] : []).map(existing)
        : record.venue && !Array.isArray(record.venue) ? [existing(record.venue as Rec)] : []
    let made = 0
    const create = (text: string): PickerOption => {
      const n = ++made
      const prefix = `new-${nameField}-${n}-`
      const fields = (this.descriptions[collection]?.fields ?? []).filter((f) => !['status', 'author', 'date', 'date_utc', 'password', 'slug', 'image'].includes(f.name))
      const controls = fields.map((f) => fieldControl(f, w, { prefix }))
      controls.find((c) => c.name === nameField)?.write(text)
      const extra = h('fieldset', { className: 'form-inline-new' }, h('legend', {}, `${collection === 'venues' ? w.newVenue : w.newOrganizer}: ${text}`), ...controls.map((c) => c.element))
      return {
        key: `new:${n}`,
        label: text,
        extra,
        focus: () => controls[1]?.focusTarget().focus(),
        value: () => Object.fromEntries(controls.map((c) => [c.name, c.read()]).filter(([name, v]) => name === nameField || !isEmpty(v) || v === false)),
      }
    }
    return this.pickerControl(field, {
      id: `field-${field.name}`,
      words: w,
      multiple,
      describedBy: `help-${field.name} error-${field.name}`,
      signal: ctx.signal,
      search: async (text, signal) => {
        const page = await ctx.api.list<Rec>(`/${collection}`, collection, { search: text || undefined, per_page: 8 }, signal)
        return page.items.map(existing)
      },
      create: (text) => ({ ...create(text), optionLabel: w.createNamed(text) }),
      initial,
      read: (chosen) => multiple ? chosen.map((o) => o.value()) : chosen[0] ? chosen[0].value() : 0,
    })
  }

  private tagPicker (field: FormField): Control {
    const { ctx, w, record } = this
    const initial = (Array.isArray(record?.tags) ? record.tags as Array<{ id: number; name: string }> : [])
      .map((t): PickerOption => ({ key: `id:${t.id}`, label: t.name, value: () => t.id }))
    return this.pickerControl(field, {
      id: `field-${field.name}`,
      words: w,
      multiple: true,
      describedBy: `help-${field.name} error-${field.name}`,
      signal: ctx.signal,
      search: async (text, signal) => {
        const page = await ctx.api.list<{ id: number; name: string }>('/tags', 'tags', { search: text || undefined, per_page: 8, hide_empty: false }, signal)
        return page.items.map((t) => ({ key: `id:${t.id}`, label: t.name, value: () => t.id }))
      },
      // a name the API does not know creates the tag with the event (the API checks who may)
      create: (text) => ({ key: `name:${text}`, label: text, optionLabel: w.createNamed(text), value: () => text }),
      initial,
      read: (chosen) => chosen.map((o) => o.value()),
    })
  }

  /** Categories as a tree of checkboxes, indented by their parents. */
  private categoryTree (field: FormField): Control {
    const { ctx, w, record } = this
    const error = h('p', { id: `error-${field.name}`, className: 'manage-field-error form-error' })
    const boxes = h('div', { className: 'form-tree' })
    const element = h('fieldset', { id: `field-${field.name}`, className: 'form-categories', attrs: { 'aria-describedby': `error-${field.name}` } },
      h('legend', {}, labelOf(w, field.name)), boxes, error)
    let checked = new Set<number>((Array.isArray(record?.categories) ? record.categories as Array<{ id: number }> : []).map((c) => c.id))
    const load = async (): Promise<void> => {
      const all: Array<{ id: number; name: string; parent?: number }> = []
      for (let page = 1; page <= 5; page++) {
        const got = await ctx.api.list<{ id: number; name: string; parent?: number }>('/categories', 'categories', { per_page: 50, page, hide_empty: false, orderby: 'name' }, ctx.signal)
        all.push(...got.items)
        if (page >= got.totalPages) break
      }
      const children = new Map<number, typeof all>()
      for (const c of all) {
        const parent = c.parent && all.some((p) => p.id === c.parent) ? c.parent : 0
        children.set(parent, [...children.get(parent) ?? [], c])
      }
      const items: HTMLElement[] = []
      const walk = (parent: number, depth: number): void => {
        for (const c of children.get(parent) ?? []) {
          const box = h('input', { type: 'checkbox', id: `field-categories-${c.id}`, value: String(c.id), checked: checked.has(c.id) })
          box.addEventListener('change', () => { if (box.checked) checked.add(c.id); else checked.delete(c.id) })
          items.push(h('div', { className: `form-check form-depth-${Math.min(depth, 5)}` }, box, h('label', { htmlFor: box.id }, c.name)))
          if (depth < 20) walk(c.id, depth + 1)
        }
      }
      walk(0, 0)
      replace(boxes, ...(items.length ? items : [h('p', { className: 'form-help' }, w.noResults)]))
    }
    load().catch((err) => { this.ctx.fail(err) })
    return {
      name: field.name,
      element,
      focusTarget: () => boxes.querySelector('input') ?? element,
      read: () => [...checked].sort((a, b) => a - b),
      write: (value) => { if (Array.isArray(value)) checked = new Set(value.map((c) => Number((c as { id?: number }).id ?? c))) },
      check: () => null,
      setError: (message) => { error.textContent = message ?? '' },
    }
  }

  private parentControl (field: FormField): Control {
    const control = fieldControl({ ...field, type: 'integer' }, this.w, { options: [] })
    const select = control.element.querySelector('select')!
    this.ctx.api.list<{ id: number; name: string }>('/categories', 'categories', { per_page: 50, hide_empty: false }, this.ctx.signal).then((page) => {
      const current = select.value
      for (const c of page.items) if (c.id !== this.record?.id && ![...select.options].some((o) => o.value === String(c.id))) select.append(h('option', { value: String(c.id) }, c.name))
      select.value = current
    }).catch((err) => { this.ctx.fail(err) })
    return { ...control, write: (value) => control.write(value === 0 ? '' : value) }
  }

  private recordButtons (): HTMLElement[] {
    const { ctx, w, kind, record } = this
    if (!record) return []
    const own = String(record.author ?? '') === String(ctx.user.id)
    if (POST_KINDS.has(kind) && !(atLeast(ctx, 'editor') || own)) return []
    const buttons: HTMLElement[] = []
    if (POST_KINDS.has(kind) && record.status !== 'trash') {
      buttons.push(h('button', { id: 'record-trash', type: 'button', className: 'manage-secondary', on: { click: (e: MouseEvent) => { void this.trash(e.currentTarget as HTMLElement, false) } } }, w.trash))
    }
    if (POST_KINDS.has(kind) && record.status === 'trash') {
      buttons.push(h('button', { id: 'record-restore', type: 'button', className: 'manage-secondary', on: { click: () => { void this.restore() } } }, w.restore))
    }
    if (!POST_KINDS.has(kind) || record.status === 'trash') {
      buttons.push(h('button', { id: 'record-delete', type: 'button', className: 'manage-danger', on: { click: (e: MouseEvent) => { void this.trash(e.currentTarget as HTMLElement, true) } } }, w.deleteForever))
    }
    return buttons
  }

  private async trash (opener: HTMLElement, force: boolean): Promise<void> {
    const { ctx, w, kind, record } = this
    if (!record) return
    // The trash of an occurrence asks one question, which occurrences (it has its Cancel); anything else is confirmed.
    const asksScope = this.occurrence && !force
    if (!asksScope && !await confirmDialog(force ? w.confirmDelete : w.confirmTrash, w, opener)) return
    const query: Record<string, string | boolean> = {}
    if (force && POST_KINDS.has(kind)) query.force = true
    if (this.occurrence) {
      const scope = await askScope(ctx, 'trash')
      if (scope === null) return
      query.recurrence_scope = scope
    }
    try {
      await ctx.api.request('DELETE', `/${kind}/${record.id}`, { query, signal: ctx.signal })
      ctx.announce(force ? w.deleted : w.trashed)
      if (force) ctx.navigate(`#/${kind}`)
      else ctx.navigate(`#/${kind}/${record.id}?status=trash`)
    } catch (err) { this.refused(err) }
  }

  private async restore (): Promise<void> {
    const { ctx, w, kind, record } = this
    if (!record) return
    try {
      await ctx.api.request('POST', `/${kind}/${record.id}`, { body: { status: 'draft' }, signal: ctx.signal })
      ctx.announce(w.restored)
      await this.reload()
    } catch (err) { this.refused(err) }
  }

  private async reload (): Promise<void> {
    if (!this.record) return
    await editView(this.root, this.ctx, this.kind, this.record.id, this.route)
    this.root.querySelector('h1')?.focus()
  }

  /** The translations of the record, with a link to each in its language's workspace and a way to add the others. */
  private translations (record: Rec): HTMLElement {
    const { ctx, w, kind } = this
    const names = SHELL_WORDS[ctx.lang].languageNames
    const translations = (record.translations ?? {}) as Record<string, number>
    const language = typeof record.language === 'string' ? record.language : ctx.lang
    const items: HTMLElement[] = []
    for (const lang of MANAGE_LANGUAGES) {
      if (lang === language) continue
      const other = translations[lang]
      items.push(h('li', {}, other !== undefined
        ? h('a', { href: `${ctx.config.pages[lang]}#/${kind}/${other}`, lang, attrs: { hreflang: lang } }, w.translationIn(names[lang]))
        : h('button', { type: 'button', className: 'manage-secondary', on: { click: () => { void this.addTranslation(lang) } } }, w.addTranslation(names[lang]))))
    }
    return h('section', { className: 'form-translations', attrs: { 'aria-labelledby': 'form-translations-title' } },
      h('h2', { id: 'form-translations-title' }, w.translations), h('ul', {}, ...items))
  }

  /** A translation is created through that language's REST base (`/nl{REST_PREFIX}/…`) with `translation_of`, as a
   *  draft copy of the required fields, then opened in that language's workspace. */
  private async addTranslation (lang: string): Promise<void> {
    const { ctx, kind, record } = this
    if (!record) return
    const rest = ctx.config.base.replace(/^\/(en|nl|de|fr)(?=\/)/, '')
    const api = createApi(`/${lang}${rest}`)
    api.nonce = ctx.api.nonce
    const body: Record<string, unknown> = { translation_of: record.id }
    for (const field of this.fields) {
      if (!field.required) continue
      const control = this.controls.find((c) => c.name === field.name)
      body[field.name] = control ? control.read() : record[field.name]
    }
    if (kind === 'events' || kind === 'venues' || kind === 'organizers') body.status = 'draft'
    try {
      const created = await api.request<Rec>('POST', `/${kind}`, { body, signal: ctx.signal })
      location.assign(`${ctx.config.pages[lang as keyof typeof ctx.config.pages]}#/${kind}/${created.id}`)
    } catch (err) { this.refused(err) }
  }

  /** The body of the save: on create what is filled in, on update what changed. */
  private body (): Record<string, unknown> {
    const body: Record<string, unknown> = {}
    for (const control of this.controls) {
      const value = control.read()
      if (value === undefined) continue
      if (this.record) {
        if (!same(value, this.initial.get(control.name))) body[control.name] = value
      } else {
        const field = this.fields.find((f) => f.name === control.name)
        if (field?.required || control.name === 'status' || control.name === 'timezone' || !isEmpty(value) || (value === false && field?.default === true)) body[control.name] = value
      }
    }
    return body
  }

  private clearErrors (): void {
    for (const control of this.controls) control.setError(null)
    this.formError.textContent = ''
  }

  private showErrors (errors: Map<string, string>): void {
    let first: Control | null = null
    for (const control of this.controls) {
      const message = errors.get(control.name)
      if (message === undefined) continue
      control.setError(message)
      first ??= control
    }
    const unplaced = [...errors].filter(([name]) => !this.controls.some((c) => c.name === name))
    if (unplaced.length) this.formError.textContent = unplaced.map(([name, message]) => `${labelOf(this.w, name)}: ${message}`).join(' ')
    this.ctx.announce(this.w.fixErrors(errors.size), 'error')
    if (first) first.focusTarget().focus()
    else this.formError.focus()
  }

  private async submit (): Promise<void> {
    const { ctx, w, kind, record } = this
    this.clearErrors()
    const problems = new Map<string, string>()
    for (const control of this.controls) {
      const problem = control.check()
      if (problem) problems.set(control.name, problem)
    }
    if (problems.size) { this.showErrors(problems); return }
    const body = this.body()
    if (record && this.occurrence) {
      const scope = await askScope(ctx, 'edit')
      if (scope === null) return
      body.recurrence_scope = scope
    }
    this.save.disabled = true
    this.save.textContent = w.saving
    try {
      const saved = await ctx.api.request<Rec>('POST', record ? `/${kind}/${record.id}` : `/${kind}`, { body, signal: ctx.signal })
      ctx.announce(record ? w.saved : w.created)
      if (record && saved.id === record.id) await this.reload()
      else ctx.navigate(`#/${kind}/${saved.id}`)
    } catch (err) {
      this.refused(err)
    } finally {
      this.save.disabled = false
      this.save.textContent = w.save
    }
  }

  /** The API refused: reasons beside their fields (`venue[venue]` → the venue picker), else the message above the
   *  buttons; a session that ended or a flood goes to the workspace's one handling. */
  private refused (err: unknown): void {
    if ((err as { name?: string }).name === 'AbortError') return
    if (!(err instanceof ApiError) || err.status === 401 || err.status === 429 || err.status === 0 || err.code === 'rest_cookie_invalid_nonce') {
      this.ctx.fail(err)
      return
    }
    const errors = new Map<string, string>()
    for (const [key, reason] of Object.entries(err.params)) {
      const name = key.split('[')[0]!
      const text = reason || err.message
      errors.set(name, errors.has(name) ? `${errors.get(name)!} ${text}` : text)
    }
    if (errors.size) { this.showErrors(errors); return }
    this.formError.textContent = err.message
    this.ctx.announce(err.message, 'error')
  }
}

/** Asks to confirm in a modal <dialog>; focus starts on Cancel and returns to the button that asked. */
export function confirmDialog (text: string, w: FormWords, opener: HTMLElement): Promise<boolean> {
  return new Promise((resolve) => {
    const message = h('p', { id: 'confirm-text' }, text)
    const cancel = h('button', { type: 'button', className: 'manage-secondary', id: 'confirm-cancel' }, w.cancel)
    const ok = h('button', { type: 'button', className: 'manage-danger', id: 'confirm-ok' }, w.confirm)
    const dialog = h('dialog', { className: 'form-dialog', attrs: { 'aria-labelledby': 'confirm-text' } }, message, h('div', { className: 'form-actions' }, cancel, ok))
    let answer = false
    const done = (value: boolean) => { answer = value; dialog.close() }
    cancel.addEventListener('click', () => done(false))
    ok.addEventListener('click', () => done(true))
    dialog.addEventListener('close', () => { dialog.remove(); opener.focus(); resolve(answer) })
    document.body.append(dialog)
    dialog.showModal()
    cancel.focus()
  })
}
