// The VTIMEZONEs of the iCalendar feeds (SPEC §9.2), written from the runtime's IANA data.
import t from 'tap'
import { IANAZone } from 'luxon'
import { vtimezone } from '../../src/domain/vtimezone.js'

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
