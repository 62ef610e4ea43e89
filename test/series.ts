// Series as the route tests write and read them over the API (SPEC §9.3): an administrator's create, and the master
// with its occurrences as an anonymous caller lists them.
import type { FastifyInstance } from 'fastify'
import { auth, BASE, req } from './helper.js'

type Json = Record<string, any>

/** Every date the list filters can name: a series' whole list. */
export const ALL_DATES = 'start_date=2000-01-01&end_date=2100-01-01'

/** Creates a published series (or any event) with `fields` over `defaults`; throws unless the answer is 201. */
export async function createSeries (app: FastifyInstance, fields: Json, defaults: Json = {}): Promise<Json> {
  const res = await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { status: 'publish', ...defaults, ...fields } })
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.raw}`)
  return res.body
}

/** The master and its occurrences (up to 49) as an anonymous caller lists them, by start. */
export async function seriesJson (app: FastifyInstance, masterId: number): Promise<Json[]> {
  const res = await req(app, { method: 'GET', url: `${BASE}/events?post_parent=${masterId}&${ALL_DATES}&per_page=50` })
  if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.raw}`)
  const master = await req(app, { method: 'GET', url: `${BASE}/events/${masterId}` })
  return [master.body, ...res.body.events].sort((a, b) => a.utc_start_date.localeCompare(b.utc_start_date))
}
