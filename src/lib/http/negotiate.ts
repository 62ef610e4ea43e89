// Content negotiation between the JSON answer and the iCalendar one (SPEC §9.2: `Accept: text/calendar` on
// GET /events and GET /events/<id>). Used by the routes and by the response cache, which must never replay one
// representation for the other.

export const CALENDAR_TYPE = 'text/calendar'

interface Range { type: string; q: number; at: number }

function ranges (accept: string): Range[] {
  return accept.split(',').map((part, at) => {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    const q = params.map((p) => /^q=([0-9.]+)$/.exec(p)?.[1]).find((v) => v !== undefined)
    const n = q === undefined ? 1 : Number(q)
    return { type, q: Number.isFinite(n) ? n : 0, at }
  }).filter((r) => r.type !== '')
}

/** Whether the Accept header prefers text/calendar to JSON: named with a higher quality than JSON (`application/json`,
 *  `application/*` or `*\/*`), or with the same quality and earlier. An absent header, `*\/*` alone or a JSON type
 *  keep the JSON answer. */
export function prefersCalendar (accept: string | string[] | undefined): boolean {
  const text = Array.isArray(accept) ? accept.join(',') : accept
  if (!text || !text.toLowerCase().includes(CALENDAR_TYPE)) return false
  const list = ranges(text)
  const calendar = list.find((r) => r.type === CALENDAR_TYPE)
  if (!calendar || calendar.q <= 0) return false
  const json = list.filter((r) => r.type === 'application/json' || r.type === 'application/*' || r.type === '*/*')
  const best = json.reduce<Range | undefined>((b, r) => (b === undefined || r.q > b.q || (r.q === b.q && r.at < b.at) ? r : b), undefined)
  return best === undefined || calendar.q > best.q || (calendar.q === best.q && calendar.at < best.at)
}

/** Whether the Accept header prefers JSON to HTML (the record pages' errors, SPEC §9.7): `application/json` named with
 *  a higher quality than `text/html` (or `text/*`, `*\/*`), or with the same and earlier. A browser's header, an absent
 *  one or `*\/*` alone get HTML. */
export function prefersJson (accept: string | string[] | undefined): boolean {
  const text = Array.isArray(accept) ? accept.join(',') : accept
  if (!text || !text.toLowerCase().includes('json')) return false
  const list = ranges(text)
  const json = list.find((r) => r.type === 'application/json' || r.type.endsWith('+json'))
  if (!json || json.q <= 0) return false
  const html = list.filter((r) => r.type === 'text/html' || r.type === 'text/*' || r.type === '*/*')
  const best = html.reduce<Range | undefined>((b, r) => (b === undefined || r.q > b.q || (r.q === b.q && r.at < b.at) ? r : b), undefined)
  return best === undefined || json.q > best.q || (json.q === best.q && json.at < best.at)
}
