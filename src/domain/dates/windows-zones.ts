// The IANA zone of a Windows zone name (Outlook/Exchange write "W. Europe Standard Time" as a TZID), through CLDR's
// mapping (windows-zones-cldr.ts, generated).
import { WINDOWS_ZONES } from './windows-zones-cldr.js'

// Exporters vary the spelling (case, spaces, quotes kept in the value): names are compared in one form.
const normal = (name: string): string => name.replace(/^"|"$/g, '').replace(/\s+/g, ' ').trim().toLowerCase()
let index: Map<string, string> | undefined

/** The IANA zone that CLDR maps the Windows zone name (or legacy display name) to; undefined for any other name. */
export function windowsZone (name: string): string | undefined {
  index ??= new Map(Object.entries(WINDOWS_ZONES).map(([k, v]) => [normal(k), v]))
  return index.get(normal(name))
}
