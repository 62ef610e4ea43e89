// What a front-end developer writes with the generated types (openapi/api.d.ts) and openapi-fetch: a typed client
// of this API. test/openapi/client.test.ts type-checks this file against types generated from the live document
// and runs it against a real server. The `@ts-expect-error` lines are the proof that the types say something: if
// a parameter or field were typed `any`, the directive would be unused and the type-check would fail.
import createClient from 'openapi-fetch'
import type { components, paths } from '../../openapi/api.js'

export type Event = components['schemas']['Event']

export function calendarClient (baseUrl: string, token?: string) {
  return createClient<paths>({ baseUrl, headers: token ? { Authorization: `Bearer ${token}` } : {} })
}

/** Titles and start dates of the next featured events of a category, in the event list order. */
export async function upcoming (baseUrl: string, category: string): Promise<string[]> {
  const client = calendarClient(baseUrl)
  const { data, error } = await client.GET('/events', { params: { query: { per_page: 5, categories: [category], featured: true } } })
  if (error) throw new Error(`${error.code}: ${error.message}`)
  return data.events.map((e: Event) => `${e.title} @ ${e.start_date}`)
}

/** Creates an event at a new venue; returns the event and the embedded venue's city. */
export async function createAtNewVenue (baseUrl: string, token: string, title: string): Promise<{ id: number; city: string | undefined }> {
  const client = calendarClient(baseUrl, token)
  const { data, error, response } = await client.POST('/events', {
    body: { title, start_date: '2031-05-01 20:00:00', end_date: '2031-05-01 23:00:00', venue: { venue: 'Club Nine', city: 'Utrecht' }, categories: ['Music'] },
  })
  if (error) throw new Error(`${response.status} ${error.code}`)
  const venue = Array.isArray(data.venue) ? undefined : data.venue
  return { id: data.id, city: venue?.city }
}

/** Reads one event by slug; the error of a missing one has the contract's shape. */
export async function statusOf (baseUrl: string, slug: string): Promise<string> {
  const { data, error } = await calendarClient(baseUrl).GET('/events/by-slug/{slug}', { params: { path: { slug } } })
  return data ? data.status : `${error.data.status} ${error.code}`
}

export function misuses (client: ReturnType<typeof calendarClient>): void {
  // @ts-expect-error per_page is an integer
  void client.GET('/events', { params: { query: { per_page: 'five' } } })
  // @ts-expect-error there is no /event route (the collection is /events)
  void client.GET('/event')
  // @ts-expect-error a title is required to create an event
  void client.POST('/events', { body: { start_date: 'tomorrow', end_date: 'tomorrow 2pm' } })
  // @ts-expect-error an event has no `name` (venues are `venue`, events `title`)
  const name: Event['name'] = 'x'
  void name
}
