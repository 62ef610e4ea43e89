// The three kinds of value the iCalendar feed writes from records (issue 37): TEXT, parameter values and URIs. Each is
// checked on hostile input, and over random strings (fast-check, pinned seed) read back by ical.js as a property of a
// one-event calendar: nothing in a value adds a property, parameter or component. The feeds: test/routes/ics-injection.test.ts.
import t from 'tap'
import fc from 'fast-check'
import ICAL from 'ical.js'
import { cleanText, paramValue, textValue, uriValue } from '../../src/presenters/ical-escape.js'
import { SEED } from '../property/checker.js'

const CONTROLS = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).join('') + '\u007f'

t.test('cleanText: controls dropped but HTAB, every line break one LF', async (t) => {
  t.equal(cleanText(`a${CONTROLS}b`), 'a\t\n\nb', 'C0 and DEL dropped; HTAB kept; LF and the lone CR: one LF each')
  t.equal(cleanText('a\r\nb\rc\nd'), 'a\nb\nc\nd', 'CRLF, lone CR and LF: each one LF')
  t.equal(cleanText('\u0000\u0085\u2028Ü🎉'), '\u0085\u2028Ü🎉', 'only C0 and DEL are controls to RFC 5545')
})

t.test('textValue: RFC 5545 §3.3.11', async (t) => {
  t.equal(textValue('a\\b;c,d\r\nEND:VEVENT\r\nBEGIN:VEVENT'), 'a\\\\b\\;c\\,d\\nEND:VEVENT\\nBEGIN:VEVENT')
  t.equal(textValue('x\rMETHOD:CANCEL\u0000\u001b\u007f'), 'x\\nMETHOD:CANCEL')
  // eslint-disable-next-line no-control-regex -- controls are what this looks for
  t.notMatch(textValue(CONTROLS), /[\u0000-\u0008\u000a-\u001f\u007f]/, 'no control but HTAB left')
})

t.test('paramValue: always quoted, no DQUOTE, no line break, no control', async (t) => {
  t.equal(paramValue('Fair Club, "the" organisers'), '"Fair Club, \'the\' organisers"')
  t.equal(paramValue('a\r\nb;c:d\\'), '"a b;c:d\\"', 'a backslash is a plain character in a parameter value')
  t.equal(paramValue('"'), '"\'"')
  t.equal(paramValue(''), '""')
})

t.test('uriValue: an absolute URL with nothing a URI may not hold, or null', async (t) => {
  t.equal(uriValue('https://example.org/a,b;c'), 'https://example.org/a,b;c', '`,` and `;` stay: a URI value has no escapes')
  t.equal(uriValue('https://example.org/a b"c<d>\\e'), 'https://example.org/a%20b%22c%3Cd%3E/e')
  t.equal(uriValue('https://example.org/\r\nMETHOD:CANCEL'), 'https://example.org/METHOD:CANCEL', 'line breaks and tabs taken out (WHATWG)')
  t.equal(uriValue('mailto:a b"@x.org\u0000'), 'mailto:a%20b%22@x.org')
  t.equal(uriValue('mailto:ü@x.org'), 'mailto:%C3%BC@x.org')
  t.equal(uriValue('https://example.org/50%'), 'https://example.org/50%25', 'a % that starts no escape')
  t.equal(uriValue('not a url'), null)
  t.equal(uriValue(''), null)
})

const hostile = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\r', '\n', '\r\n', '"', ';', ',', ':', '\\', '\u0000', '\u001f', '\u007f', '\t', 'END:VEVENT', 'BEGIN:VEVENT', 'METHOD:CANCEL', 'Ü', '🎉'),
    fc.string({ unit: 'binary', maxLength: 3 })
  ),
  maxLength: 40
})

/** The TEXT `value`, CN `cn` and URI `uri` as a one-event calendar, as ical.js reads it. */
function read (summary: string, cn: string, uri: string) {
  const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN', 'BEGIN:VEVENT', 'UID:1@x', 'DTSTAMP:20260101T000000Z',
    'DTSTART:20260101T000000Z', `SUMMARY:${summary}`, `ORGANIZER;CN=${cn}:${uri}`, `URL;VALUE=URI:${uri}`, 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n')
  const cal = new ICAL.Component(ICAL.parse(text))
  return { cal, events: cal.getAllSubcomponents('vevent') }
}

t.test('property: random hostile strings read back as one value each (ical.js)', async (t) => {
  fc.assert(fc.property(hostile, (s) => {
    const uri = uriValue(`https://example.org/${s}`)
    if (uri === null) throw new Error(`no URI for ${JSON.stringify(s)}`)
    const { cal, events } = read(textValue(s), paramValue(s), uri)
    if (cal.getAllProperties().some((p) => p.name === 'method')) throw new Error('a METHOD')
    if (events.length !== 1) throw new Error(`${events.length} VEVENTs`)
    const ev = events[0]!
    const expected = cleanText(s)
    if (ev.getFirstPropertyValue('summary') !== expected) throw new Error(`SUMMARY ${JSON.stringify(ev.getFirstPropertyValue('summary'))} for ${JSON.stringify(s)}`)
    const organizers = ev.getAllProperties('organizer')
    if (organizers.length !== 1) throw new Error(`${organizers.length} ORGANIZERs`)
    const cn = organizers[0]!.getParameter('cn')
    // ical.js takes some backslashes in a parameter value as escapes (RFC 5545 has none there): compared without them.
    if (String(cn).replace(/\\/g, '') !== expected.replace(/\n/g, ' ').replace(/"/g, "'").replace(/\\/g, '')) throw new Error(`CN ${JSON.stringify(cn)} for ${JSON.stringify(s)}`)
    if (ev.getFirstPropertyValue('url') !== uri) throw new Error(`URL ${JSON.stringify(ev.getFirstPropertyValue('url'))} for ${JSON.stringify(s)}`)
    if (ev.getAllProperties().length !== 6) throw new Error(`${ev.getAllProperties().length} properties`)
  }), { numRuns: 500, seed: SEED })
  t.pass('500 runs')
})
