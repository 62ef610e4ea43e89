// Line folding of the iCalendar feeds (SPEC §9.2). The feeds themselves: test/routes/events-ics.test.ts.
import t from 'tap'
import { foldLines } from '../../src/presenters/ical.js'

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
