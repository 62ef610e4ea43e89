// A picker that searches as one types (venues, organizers, tags): an ARIA 1.2 combobox — arrow keys move through the
// suggestions, Enter chooses, Escape closes — that asks the API after a pause in typing, aborting the question before,
// and can offer to create a record of the typed name. The chosen ones are listed with a button to remove each.
import { h, replace } from '../dom.js'
import type { FormWords } from './words.js'

export interface PickerOption {
  /** what the API takes: an id, a name, or an object of fields (read when the form is saved) */
  value: () => unknown
  label: string
  /** how the suggestion reads when it differs from the choice (`Create “Hall”` → chosen as `Hall`) */
  optionLabel?: string
  /** identity, so that a record is not chosen twice */
  key: string
  /** shown under the choice: the fields of a record to create */
  extra?: HTMLElement
  /** focus for an error of the choice */
  focus?: () => void
}

export interface Picker {
  element: HTMLElement
  input: HTMLInputElement
  chosen (): PickerOption[]
  set (options: PickerOption[]): void
  close (): void
}

const PAUSE_MS = 250

export function picker (opts: {
  id: string
  words: FormWords
  multiple: boolean
  describedBy: string
  signal: AbortSignal
  search: (text: string, signal: AbortSignal) => Promise<PickerOption[]>
  /** the option that creates a record named `text` (null: none) */
  create?: (text: string) => PickerOption | null
  onChange?: () => void
}): Picker {
  const { words } = opts
  const listId = `${opts.id}-list`
  const input = h('input', {
    id: opts.id,
    type: 'text',
    autocomplete: 'off',
    attrs: { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', 'aria-controls': listId, 'aria-describedby': opts.describedBy },
  })
  const list = h('ul', { id: listId, className: 'picker-list', hidden: true, attrs: { role: 'listbox', 'aria-labelledby': `${opts.id}-label` } })
  const chosenList = h('ul', { className: 'picker-chosen', attrs: { 'aria-label': words.selected } })
  const extras = h('div', { className: 'picker-extras' })
  let options: PickerOption[] = []
  let active = -1
  let chosen: PickerOption[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let inflight: AbortController | null = null

  function close (): void {
    list.hidden = true
    input.setAttribute('aria-expanded', 'false')
    input.removeAttribute('aria-activedescendant')
    active = -1
  }

  function show (found: PickerOption[]): void {
    options = found
    active = -1
    replace(list, ...(found.length === 0
      ? [h('li', { className: 'picker-empty', attrs: { role: 'option', 'aria-disabled': 'true', 'aria-selected': 'false' } }, words.noResults)]
      : found.map((option, i) => h('li', {
        id: `${listId}-${i}`,
        className: 'picker-option',
        attrs: { role: 'option', 'aria-selected': 'false' },
        // mousedown, not click: the input keeps focus
        on: { mousedown: (event: MouseEvent) => { event.preventDefault(); choose(i) } },
      }, option.optionLabel ?? option.label))))
    list.hidden = false
    input.setAttribute('aria-expanded', 'true')
  }

  function highlight (i: number): void {
    const items = [...list.querySelectorAll<HTMLElement>('.picker-option')]
    if (items.length === 0) return
    active = (i + items.length) % items.length
    items.forEach((item, n) => item.setAttribute('aria-selected', n === active ? 'true' : 'false'))
    input.setAttribute('aria-activedescendant', items[active]!.id)
    items[active]!.scrollIntoView({ block: 'nearest' })
  }

  function render (): void {
    replace(chosenList, ...chosen.map((option) => h('li', {},
      h('span', {}, option.label), ' ',
      h('button', {
        type: 'button',
        className: 'manage-secondary picker-remove',
        attrs: { 'aria-label': words.remove(option.label) },
        on: { click: () => { chosen = chosen.filter((o) => o !== option); render(); opts.onChange?.(); input.focus() } },
      }, '×'))))
    replace(extras, ...chosen.map((o) => o.extra ?? null))
  }

  function choose (i: number): void {
    const option = options[i]
    if (!option) return
    if (!chosen.some((o) => o.key === option.key)) chosen = opts.multiple ? [...chosen, option] : [option]
    input.value = ''
    close()
    render()
    opts.onChange?.()
    if (option.extra) option.focus?.()
    else input.focus()
  }

  async function lookup (): Promise<void> {
    inflight?.abort()
    const controller = inflight = new AbortController()
    const text = input.value.trim()
    const onLeave = () => controller.abort()
    opts.signal.addEventListener('abort', onLeave, { once: true })
    try {
      const found = await opts.search(text, controller.signal)
      if (controller.signal.aborted) return
      const created = text && opts.create ? opts.create(text) : null
      show(created ? [...found, created] : found)
    } catch (err) {
      if ((err as { name?: string }).name !== 'AbortError') show([])
    } finally {
      opts.signal.removeEventListener('abort', onLeave)
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer)
    if (input.value.trim() === '') { inflight?.abort(); close(); return }
    timer = setTimeout(() => { void lookup() }, PAUSE_MS)
  })
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (list.hidden) { void lookup().then(() => highlight(event.key === 'ArrowDown' ? 0 : -1)); return }
      highlight(active + (event.key === 'ArrowDown' ? 1 : -1))
    } else if (event.key === 'Enter') {
      // Enter in the picker chooses; it never submits the form
      event.preventDefault()
      if (!list.hidden && active >= 0) choose(active)
    } else if (event.key === 'Escape') {
      if (!list.hidden) { event.preventDefault(); event.stopPropagation(); close() }
    }
  })
  input.addEventListener('blur', () => { setTimeout(close, 150) })
  opts.signal.addEventListener('abort', () => { clearTimeout(timer); inflight?.abort() }, { once: true })

  const element = h('div', { className: 'picker' }, input, list, chosenList, extras)
  return {
    element,
    input,
    chosen: () => chosen,
    set: (next) => { chosen = next; render() },
    close,
  }
}
