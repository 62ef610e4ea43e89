// The recurrence preview (issue 41): the first occurrences a series would have, computed by the series' own expansion.
import { Type, type Static } from '@sinclair/typebox'
import { DateInput, Flag, LanguageParams } from './common.js'
import { EventWriteFields } from './event.js'

export const MAX_PREVIEW_COUNT = 20
export const DEFAULT_PREVIEW_COUNT = 5

export const RecurrencePreviewQuery = Type.Object({
  recurrence: { ...EventWriteFields.recurrence, description: 'The lines to preview, as the event write field `recurrence` takes them: `recurrence[]=RRULE:…` once per line (strings of at most 2000 characters), or one string of lines.', examples: [['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8']] },
  start_date: DateInput('The start of the series (its first occurrence), in `timezone` when it has no offset.', '2030-06-04 19:30:00'),
  end_date: Type.Optional(DateInput('The end of the first occurrence; every occurrence lasts as long. Default: the start.', '2030-06-04 21:00:00')),
  timezone: Type.Optional(Type.String({ ...EventWriteFields.timezone, description: 'The zone of the series, a string: an IANA name or `UTC±H[:MM]`; absent or `""`: the site timezone.', examples: ['Europe/Amsterdam'] })),
  all_day: Type.Optional(Flag({ description: '`true`: all-day occurrences (whole days, as an all-day event).', examples: [false] })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PREVIEW_COUNT, description: `How many occurrences to answer, an integer from 1 to ${MAX_PREVIEW_COUNT}, default ${DEFAULT_PREVIEW_COUNT}.`, examples: [DEFAULT_PREVIEW_COUNT] })),
  ...LanguageParams,
})
export type PreviewQuery = Static<typeof RecurrencePreviewQuery>

const PreviewOccurrence = Type.Object({
  start_date: Type.String({ description: 'Local wall clock in `timezone`, `YYYY-MM-DD HH:MM:SS`.' }),
  end_date: Type.String({ description: 'Local wall clock in `timezone`, `YYYY-MM-DD HH:MM:SS`.' }),
  utc_start_date: Type.String({ description: 'UTC, `YYYY-MM-DD HH:MM:SS`.' }),
  utc_end_date: Type.String({ description: 'UTC, `YYYY-MM-DD HH:MM:SS`.' }),
})

export const RecurrencePreview = Type.Object({
  timezone: Type.String({ description: 'The zone the rule is read in and the local dates are in.' }),
  recurrence: Type.Array(Type.String(), { description: 'The lines as an event would store them (names upper-cased, one line per property).' }),
  occurrences: Type.Array(PreviewOccurrence, { description: 'The first occurrences in order of their start, the first being the series\' start itself.' }),
  more: Type.Boolean({ description: 'Whether the series has occurrences after the last one answered.' }),
  within_horizon: Type.Integer({ description: 'How many occurrences (the master included) a save would make now: those up to RECURRENCE_HORIZON ahead.' }),
}, { $id: 'RecurrencePreview' })
export type PreviewAnswer = Static<typeof RecurrencePreview>
