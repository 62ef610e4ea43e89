// The recurrence field of the event form: the rule, edited by parts, and a preview of the next dates that the API
// computes (so the preview is the series the API will make: GET {base}/events/recurrence/preview, one rule of
// expansion). Rules the simple controls cannot show open in the advanced text, unchanged.
import { ApiError } from '../api.js'
import { h, replace } from '../dom.js'
import type { Ctx } from '../types.js'
import { RECURRENCE_WORDS } from './recurrence-words.js'
import { FREQS, MAX_COUNT, MAX_INTERVAL, NO_RULE, WEEKDAYS, buildSimple, linesOf, parseSimple, sameLines, weekdayOf, type Freq, type SimpleRule } from './rrule.js'
import './recurrence.css'

export interface RecurrenceField {
  element: HTMLElement
  /** the `recurrence` value to send: the RFC 5545 lines (`RRULE:…`), `[]` to end a series' recurrence (or a single
   *  event), undefined to leave it unchanged */
  value (): string[] | undefined
}

interface PreviewAnswer {
  occurrences: Array<{ start_date: string; end_date: string }>
  more: boolean
}

/** How long the preview waits after the last change before it asks the API (typing a count should not ask per digit). */
const DEBOUNCE_MS = 300
const PREVIEW_COUNT = 5

/** `initial`: the event's `recurrence` lines (`[]`: none). `start` reads the form's current start (`start_date` as the API takes it) and zone, for the preview. */
export function recurrenceField (ctx: Ctx, initial: string[], start: () => { start_date: string; timezone: string }): RecurrenceField {
  const w = RECURRENCE_WORDS[ctx.lang]
  const parsed = parseSimple(initial)
  const state: SimpleRule = parsed ? { ...parsed, byday: [...parsed.byday] } : { ...NO_RULE, byday: [] }
  // What "unchanged" means: the lines the event has, or the same rule as the controls write it.
  const initialBuilt = parsed ? buildSimple(parsed) : initial

  const errorId = 'recurrence-error'
  const describedBy = (...ids: string[]) => [...ids, errorId].join(' ')

  // ---- repeats ----
  const freq = h('select', { id: 'recurrence-freq', name: 'recurrence_freq', attrs: { 'aria-describedby': describedBy() } },
    h('option', { value: '' }, w.never),
    ...FREQS.map((f) => h('option', { value: f }, w.freqs[f])))
  freq.value = state.freq ?? ''

  // ---- every N ----
  const unit = h('span', { id: 'recurrence-unit' })
  const interval = h('input', { id: 'recurrence-interval', name: 'recurrence_interval', type: 'number', min: '1', max: String(MAX_INTERVAL), step: '1', value: String(state.interval), inputMode: 'numeric', attrs: { 'aria-describedby': describedBy('recurrence-unit') } })
  const intervalRow = h('p', { className: 'recurrence-row' }, h('label', { htmlFor: interval.id }, w.every), ' ', interval, ' ', unit)

  // ---- weekdays (weekly) ----
  const dayBoxes = WEEKDAYS.map((d) => {
    const box = h('input', { type: 'checkbox', id: `recurrence-byday-${d}`, name: 'recurrence_byday', value: d, checked: state.byday.includes(d) })
    return { d, box, el: h('span', { className: 'recurrence-day' }, box, h('label', { htmlFor: box.id }, w.weekdays[d])) }
  })
  const days = h('fieldset', { className: 'recurrence-days' }, h('legend', {}, w.onDays), ...dayBoxes.map((x) => x.el))

  // ---- ends ----
  const endRadio = (kind: SimpleRule['end']['kind'], label: string) => {
    const radio = h('input', { type: 'radio', id: `recurrence-end-${kind}`, name: 'recurrence_end', value: kind, checked: state.end.kind === kind })
    return { radio, el: h('span', { className: 'recurrence-choice' }, radio, h('label', { htmlFor: radio.id }, label)) }
  }
  const endNever = endRadio('never', w.endNever)
  const endUntil = endRadio('until', w.endUntil)
  const endCount = endRadio('count', w.endCount)
  const until = h('input', { id: 'recurrence-until', name: 'recurrence_until', type: 'date', value: state.end.kind === 'until' ? state.end.date : '' })
  const count = h('input', { id: 'recurrence-count', name: 'recurrence_count', type: 'number', min: '1', max: String(MAX_COUNT), step: '1', inputMode: 'numeric', value: state.end.kind === 'count' ? String(state.end.count) : '10' })
  const ends = h('fieldset', { className: 'recurrence-ends' }, h('legend', {}, w.ends),
    endNever.el,
    h('span', { className: 'recurrence-choice' }, endUntil.radio, h('label', { htmlFor: endUntil.radio.id }, w.endUntil), ' ', h('label', { htmlFor: until.id, className: 'recurrence-sub' }, w.untilDate), ' ', until),
    h('span', { className: 'recurrence-choice' }, endCount.radio, h('label', { htmlFor: endCount.radio.id }, w.endCount), ' ', h('label', { htmlFor: count.id, className: 'recurrence-sub' }, w.times), ' ', count))

  const simple = h('div', { className: 'recurrence-simple' },
    h('p', { className: 'recurrence-row' }, h('label', { htmlFor: freq.id }, w.repeats), ' ', freq),
    intervalRow, days, ends)

  // ---- advanced ----
  const advanced = h('input', { type: 'checkbox', id: 'recurrence-advanced', name: 'recurrence_advanced', checked: parsed === null })
  const lines = h('textarea', { id: 'recurrence-lines', name: 'recurrence', rows: 4, spellcheck: false, value: initial.join('\n'), attrs: { 'aria-describedby': describedBy('recurrence-lines-help'), autocapitalize: 'off', autocomplete: 'off' } })
  const linesBox = h('div', { className: 'recurrence-lines' },
    h('label', { htmlFor: lines.id }, w.lines),
    h('p', { id: 'recurrence-lines-help', className: 'recurrence-help' }, w.linesHelp),
    lines)
  const note = h('p', { id: 'recurrence-note', className: 'recurrence-help', hidden: true }, w.notSimple)

  // ---- the API's reason, and the preview ----
  const error = h('p', { id: errorId, className: 'manage-field-error', hidden: true })
  const status = h('p', { id: 'recurrence-preview-status', className: 'recurrence-help' })
  const list = h('ol', { id: 'recurrence-preview', className: 'recurrence-preview', attrs: { 'aria-live': 'polite', 'aria-labelledby': 'recurrence-preview-heading', 'aria-describedby': status.id } })
  const preview = h('div', { className: 'recurrence-preview-box' },
    h('h3', { id: 'recurrence-preview-heading' }, w.previewHeading), list, status)

  const element = h('fieldset', { id: 'field-recurrence', className: 'recurrence-field' },
    h('legend', {}, w.legend),
    simple,
    h('p', { className: 'recurrence-row' }, advanced, ' ', h('label', { htmlFor: advanced.id }, w.advanced)),
    note, linesBox, error, preview)

  const isAdvanced = () => advanced.checked

  /** The controls' rule as the person set it. */
  function readControls (): SimpleRule {
    const f = freq.value === '' ? null : freq.value as Freq
    // An interval the API refuses (0, 5000) is sent as it is, so that its reason shows; an empty one is the default.
    const n = interval.value.trim() === '' ? 1 : Number(interval.value)
    const end: SimpleRule['end'] = endUntil.radio.checked
      ? { kind: 'until', date: until.value }
      : endCount.radio.checked ? { kind: 'count', count: Number(count.value) } : { kind: 'never' }
    return { freq: f, interval: n, byday: dayBoxes.filter((x) => x.box.checked).map((x) => x.d), end }
  }

  /** The lines the field holds now. */
  const current = (): string[] => isAdvanced() ? linesOf(lines.value) : buildSimple(readControls())

  function layout (): void {
    const f = freq.value === '' ? null : freq.value as Freq
    simple.hidden = isAdvanced()
    for (const el of [freq, interval, until, count, endNever.radio, endUntil.radio, endCount.radio, ...dayBoxes.map((x) => x.box)]) el.disabled = isAdvanced()
    linesBox.hidden = !isAdvanced()
    intervalRow.hidden = f === null
    ends.hidden = f === null
    days.hidden = f !== 'WEEKLY'
    replace(unit, f ? w.units[f] : '')
    until.disabled ||= !endUntil.radio.checked
    count.disabled ||= !endCount.radio.checked
  }

  function showError (reason: string | null): void {
    error.hidden = reason === null
    replace(error, reason ?? '')
    for (const el of [freq, lines]) {
      if (reason === null) el.removeAttribute('aria-invalid')
      else el.setAttribute('aria-invalid', 'true')
    }
  }

  // ---- preview: debounced, the previous request aborted, only the latest answer shown ----
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | undefined
  let shownKey = ''
  const dateFormat = new Intl.DateTimeFormat(ctx.lang, { dateStyle: 'full', timeZone: 'UTC' })
  const dateTimeFormat = new Intl.DateTimeFormat(ctx.lang, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })
  /** A wall clock of the event's zone, `YYYY-MM-DD HH:MM:SS`, in the page's language: formatted as UTC, so that any
   *  zone the API accepts (`UTC+5:30` too) shows its own wall clock. */
  const formatted = (wall: string): string => {
    const at = new Date(`${wall.replace(' ', 'T')}Z`)
    if (Number.isNaN(at.getTime())) return wall
    return (wall.endsWith(' 00:00:00') ? dateFormat : dateTimeFormat).format(at)
  }

  function schedule (): void {
    clearTimeout(timer)
    timer = setTimeout(() => { void refresh() }, DEBOUNCE_MS)
  }

  async function refresh (): Promise<void> {
    const recurrence = current()
    const { start_date: startDate, timezone } = start()
    const key = JSON.stringify([recurrence, startDate, timezone])
    if (key === shownKey) return
    shownKey = key
    inFlight?.abort()
    inFlight = undefined
    if (recurrence.length === 0) {
      showError(null)
      replace(status, '')
      replace(list)
      preview.hidden = true
      return
    }
    preview.hidden = false
    if (startDate.trim() === '') {
      showError(null)
      replace(status, w.previewNeedsStart)
      replace(list)
      return
    }
    const controller = new AbortController()
    inFlight = controller
    replace(status, w.previewLoading)
    list.setAttribute('aria-busy', 'true')
    try {
      const answer = await ctx.api.request<PreviewAnswer>('GET', '/events/recurrence/preview', {
        query: { recurrence, start_date: startDate, timezone: timezone || undefined, count: PREVIEW_COUNT },
        signal: controller.signal,
      })
      if (controller.signal.aborted) return
      showError(null)
      replace(list, ...answer.occurrences.map((o) => h('li', {}, h('time', { dateTime: o.start_date.replace(' ', 'T') }, formatted(o.start_date)))))
      replace(status, answer.occurrences.length === 0 ? w.previewNone : answer.more ? w.previewMore : '')
    } catch (err) {
      if (controller.signal.aborted || (err instanceof DOMException && err.name === 'AbortError')) return
      replace(list)
      if (err instanceof ApiError && err.status === 400) {
        // The API names the parameter it refused: the rule's reason goes under the field; a start it cannot read is
        // the start field's, which the form's save reports.
        showError(err.params.recurrence ?? null)
        replace(status, err.params.recurrence ? '' : (Object.values(err.params)[0] ?? err.message))
      } else {
        showError(null)
        replace(status, w.previewUnavailable)
      }
      shownKey = '' // try again at the next change
    } finally {
      if (inFlight === controller) list.removeAttribute('aria-busy')
    }
  }

  // ---- wiring ----
  freq.addEventListener('change', () => {
    // A weekly rule starts from the start's weekday, checked, so that what the box shows is what the rule does.
    if (freq.value === 'WEEKLY' && !dayBoxes.some((x) => x.box.checked)) {
      const day = weekdayOf(start().start_date)
      for (const x of dayBoxes) x.box.checked = x.d === day
    }
  })
  advanced.addEventListener('change', () => {
    if (isAdvanced()) {
      lines.value = buildSimple(readControls()).join('\n')
      note.hidden = true
    } else {
      const rule = parseSimple(linesOf(lines.value))
      if (rule === null) {
        // The lines hold more than the controls show: they stay text, rather than be cut down silently.
        advanced.checked = true
        note.hidden = false
        ctx.announce(w.notSimple)
      } else {
        freq.value = rule.freq ?? ''
        interval.value = String(rule.interval)
        for (const x of dayBoxes) x.box.checked = rule.byday.includes(x.d)
        endNever.radio.checked = rule.end.kind === 'never'
        endUntil.radio.checked = rule.end.kind === 'until'
        endCount.radio.checked = rule.end.kind === 'count'
        if (rule.end.kind === 'until') until.value = rule.end.date
        if (rule.end.kind === 'count') count.value = String(rule.end.count)
      }
    }
  })
  const changed = () => { layout(); schedule() }
  element.addEventListener('input', changed)
  element.addEventListener('change', changed)
  // The start is the form's field, outside this one: any edit of the page may be it; refresh() asks only when the
  // lines, the start or the zone differ from what is shown.
  document.addEventListener('input', (e) => { if (!element.contains(e.target as Node)) schedule() }, { signal: ctx.signal })
  document.addEventListener('change', (e) => { if (!element.contains(e.target as Node)) schedule() }, { signal: ctx.signal })
  ctx.signal.addEventListener('abort', () => { clearTimeout(timer); inFlight?.abort() }, { once: true })

  note.hidden = parsed !== null || initial.length === 0
  layout()
  schedule()

  return {
    element,
    value () {
      const lines = current()
      return sameLines(lines, initial) || sameLines(lines, initialBuilt) ? undefined : lines
    },
  }
}
