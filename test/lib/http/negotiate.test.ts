// Content negotiation of the iCalendar feeds (SPEC §9.2): JSON unless Accept prefers text/calendar. The feeds
// themselves: test/routes/events-ics.test.ts.
import t from 'tap'
import { prefersCalendar } from '../../../src/lib/http/negotiate.js'

t.test('prefersCalendar: text/calendar only when Accept prefers it to JSON', async (t) => {
  const cases: Array<[string | undefined, boolean]> = [
    [undefined, false],
    ['', false],
    ['*/*', false],
    ['application/json', false],
    ['text/calendar', true],
    ['TEXT/Calendar; charset=utf-8', true],
    ['text/calendar, application/json', true],
    ['application/json, text/calendar', false],
    ['text/calendar;q=0.5, application/json', false],
    ['application/json;q=0.5, text/calendar', true],
    ['text/calendar;q=0', false],
    ['text/calendar, */*;q=0.8', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
  ]
  for (const [accept, want] of cases) t.equal(prefersCalendar(accept), want, `Accept: ${accept}`)
})
