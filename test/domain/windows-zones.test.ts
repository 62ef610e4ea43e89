// Windows zone names → IANA zones through CLDR's mapping (src/domain/dates/windows-zones.ts): the names Outlook and
// Exchange write, in the spellings exporters vary, and every zone of the mapping known to the runtime.
import t from 'tap'
import { isValidTimezone } from '../../src/domain/dates.js'
import { WINDOWS_ZONES } from '../../src/domain/dates/windows-zones-cldr.js'
import { windowsZone } from '../../src/domain/dates/windows-zones.js'

t.test('the names Outlook writes', async (t) => {
  t.equal(windowsZone('W. Europe Standard Time'), 'Europe/Berlin')
  t.equal(windowsZone('GMT Standard Time'), 'Europe/London')
  t.equal(windowsZone('Eastern Standard Time'), 'America/New_York')
  t.equal(windowsZone('Tokyo Standard Time'), 'Asia/Tokyo')
  t.equal(windowsZone('(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna'), 'Europe/Berlin', 'a legacy display name')
  t.equal(windowsZone('  w. europe  standard time '), 'Europe/Berlin', 'case and spaces')
  t.equal(windowsZone('"Romance Standard Time"'), 'Europe/Paris', 'quotes left in the value')
  t.equal(windowsZone('Customized Time Zone'), undefined)
  t.equal(windowsZone('Europe/Amsterdam'), undefined, 'an IANA name is not a Windows one')
})

t.test('every zone of the mapping is one the runtime knows', async (t) => {
  const unknown = Object.entries(WINDOWS_ZONES).filter(([, zone]) => !isValidTimezone(zone))
  t.same(unknown, [])
  t.ok(Object.keys(WINDOWS_ZONES).length > 130, 'the whole CLDR table')
})
