// The pure pieces of the iCalendar feeds (SPEC §9.2): content negotiation, line folding, VTIMEZONEs from the runtime's
// IANA data, the plain text of a description. The feeds themselves: test/routes/events-ics.test.ts.
import t from 'tap'
import { IANAZone } from 'luxon'
import { prefersCalendar } from '../../src/lib/http/negotiate.js'
import { htmlToText } from '../../src/domain/text.js'
import { vtimezone } from '../../src/domain/vtimezone.js'
import { foldLines } from '../../src/presenters/ical.js'

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

t.test('foldLines: at most 75 octets a line, never inside a character, unfolds to the original', async (t) => {
  const lines = ['A'.repeat(200), 'Ü'.repeat(100) + 'x'.repeat(80), '🎉'.repeat(50), '東京'.repeat(60), 'short', 'B'.repeat(75), 'C'.repeat(76), '']
  const text = lines.join('\r\n')
  const folded = foldLines(text)
  for (const line of folded.split('\r\n')) {
    t.ok(Buffer.byteLength(line) <= 75, `${Buffer.byteLength(line)} octets`)
    t.notOk(line.includes('\ufffd'), 'no broken character')
  }
  t.equal(folded.replace(/\r\n /g, ''), text, 'unfolds to the original')
  t.equal(foldLines('B'.repeat(75)), 'B'.repeat(75), 'a line of 75 octets stays whole')
})

t.test('vtimezone: the offsets of the years asked for, each change once, from the runtime\'s IANA data', async (t) => {
  const ny = vtimezone('America/New_York', [2006, 2027])!
  t.match(ny, /DTSTART:20060402T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400/, '2006: first Sunday of April')
  t.match(ny, /DTSTART:20061029T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500/, '2006: last Sunday of October')
  t.match(ny, /DTSTART:20270314T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400/, '2027: second Sunday of March')
  t.notMatch(ny, /2010|2015|2020/, 'years not asked for are left out')
  t.notMatch(ny, /RRULE/, 'no rule to get wrong')
  const tokyo = vtimezone('Asia/Tokyo', [2027])!
  t.equal(tokyo.match(/BEGIN:STANDARD/g)?.length, 1, 'Tokyo: one observance')
  t.match(tokyo, 'TZOFFSETTO:+0900')
  const sydney = vtimezone('Australia/Sydney', [2027])!
  t.match(sydney, /BEGIN:DAYLIGHT\r\nDTSTART:20270101T110000\r\nTZOFFSETFROM:\+1100\r\nTZOFFSETTO:\+1100/, 'southern summer at the start of the year')
  t.equal(vtimezone('Not/AZone', [2027]), null)
  t.equal(vtimezone('Europe/Amsterdam', []), null)
  // Every change written is where the runtime says the offset changes.
  const zone = IANAZone.create('Europe/Amsterdam')
  const ams = vtimezone('Europe/Amsterdam', [1996, 1997])!
  t.equal(ams.match(/TZOFFSETFROM:\+0100\r\nTZOFFSETTO:\+0200/g)?.length, 2, 'two spring changes')
  t.equal(zone.offset(Date.UTC(1996, 9, 27, 0, 59, 59)), 120, 'the runtime: CEST until 01:00Z on 27 Oct 1996')
  t.match(ams, /DTSTART:19961027T030000\r\nTZOFFSETFROM:\+0200\r\nTZOFFSETTO:\+0100/, 'and so does the VTIMEZONE')
})

t.test('htmlToText: paragraphs, line breaks, lists, entities', async (t) => {
  t.equal(htmlToText('<p>One<br />\ntwo &amp; <b>three</b></p>\n<p>Four</p>'), 'One\ntwo & three\n\nFour')
  t.equal(htmlToText('<ul><li>a</li><li>b</li></ul><p>c</p>'), '- a\n- b\n\nc')
  t.equal(htmlToText('<script>x()</script>Plain   text'), 'Plain text')
  t.equal(htmlToText(''), '')
})
