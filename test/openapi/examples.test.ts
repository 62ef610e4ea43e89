// The request examples of the OpenAPI document (issue 21): what Swagger UI's "Try it out" sends when a front-end
// developer clicks Execute without editing anything — the body example as JSON, the path parameters' examples, the
// bearer token of "Authorize" — succeeds on an empty database, in the order the page lists the operations, and again
// the second time (creates and updates; a DELETE removes what its example names, and says so). The ids and slugs of
// the examples are the records the POST /events example creates on an empty database.
import t from 'tap'
import { BASE, auth, build, req } from '../helper.js'

type Json = Record<string, any>

let now = new Date('2027-03-01T09:00:00Z')
const app = await build(t, {}, { clock: () => new Date(now) })

/** The document as served at the current clock (the terms' create examples carry its time). */
async function document (): Promise<Json> {
  return (await req(app, { method: 'GET', url: `${BASE}/doc` })).body
}

interface Call { what: string; method: string; path: string; url: string; body: Json | undefined; op: Json }

/** Every write operation of `doc` as Swagger UI would send it unchanged: path parameters filled with their examples,
 *  the body with the JSON example. The session and user routes have a test of their own (below): a login exists
 *  once, so their examples succeed once, in the order a person takes them. */
function writes (doc: Json): Call[] {
  return allWrites(doc).filter((c) => !/^\/(session|users)\b/.test(c.path))
}

function allWrites (doc: Json): Call[] {
  const calls: Call[] = []
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(ops)) {
      if (method === 'get') continue
      let url = path
      for (const p of op.parameters ?? []) if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(p.example)))
      calls.push({ what: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, url, body: op.requestBody?.content?.['application/json']?.example, op })
    }
  }
  return calls
}

const execute = (call: Call, method = call.method) =>
  req(app, { method: method as 'POST', url: `${BASE}${call.url}`, headers: { ...auth, ...(call.body ? { 'content-type': 'application/json' } : {}) }, payload: call.body === undefined ? undefined : JSON.stringify(call.body) })

const expected = (call: Call) => Number(Object.keys(call.op.responses).find((s) => s.startsWith('2')))

t.test('every write operation has an example that succeeds as it stands, on an empty database and again', async (t) => {
  let doc = await document()
  let calls = writes(doc)
  t.equal(calls.length, 24, '6 creates, 9 updates, 9 deletes (events, venues, organizers, categories, tags, webhooks)')
  for (const call of calls) {
    if (call.method === 'DELETE') t.notOk(call.op.requestBody, `${call.what}: no body`)
    else t.ok(call.body && Object.keys(call.body).length > 0, `${call.what}: a body example`)
  }

  // POST /events first: it makes the records the other examples name.
  const createEvent = calls.find((c) => c.what === 'POST /events')!
  const event = await execute(createEvent)
  t.equal(event.statusCode, 201, 'POST /events: 201')
  t.match(event.body, { id: 3, slug: 'spring-jazz-fair', venue: { id: 1, slug: 'town-hall' }, organizer: [{ id: 2, slug: 'fair-club' }], categories: [{ id: 1, name: 'Jazz' }], tags: [{ id: 2, name: 'Outdoor' }] },
    'it creates venue 1, organizer 2, event 3, category 1 and tag 2, as the path examples say')
  t.ok(event.body.utc_start_date > now.toISOString().replace('T', ' ').slice(0, 19), 'the event starts after now (relative dates)')

  for (const round of ['first', 'second']) {
    for (const call of calls.filter((c) => c.method !== 'DELETE')) {
      const res = await execute(call)
      t.equal(res.statusCode, expected(call), `${round} time: ${call.what} answers ${expected(call)}${res.statusCode >= 400 ? ` (${res.body.code}: ${res.body.message})` : ''}`)
    }
    // The methods PATCH stands in for take the same example.
    for (const call of calls.filter((c) => c.method === 'PATCH')) {
      for (const alias of call.op['x-method-aliases'] as string[]) {
        t.equal((await execute(call, alias)).statusCode, 200, `${round} time: ${alias} ${call.path} with the PATCH example`)
      }
    }
    // A page reload a second later: a new document, whose term names are new.
    now = new Date(now.getTime() + 1000)
    doc = await document()
    calls = writes(doc)
  }
  t.equal(calls.find((c) => c.what === 'POST /venues')!.body!.venue, 'Town Hall')
  const venue = await execute(calls.find((c) => c.what === 'POST /venues')!)
  t.equal(venue.body.id, 1, 'POST /venues finds venue 1 again (duplicate detection)')

  // Deletes remove what their example names: by id, then (after the create example made the slug's record again) by slug.
  for (const call of calls.filter((c) => c.method === 'DELETE')) {
    if (call.path.includes('/by-slug/')) {
      const create = calls.find((c) => c.what === `POST /${call.path.split('/')[1]}`)!
      t.equal((await execute(create)).statusCode, 201, `${create.what} again before ${call.what}`)
    }
    const res = await execute(call)
    t.equal(res.statusCode, 200, `${call.what} answers 200${res.statusCode >= 400 ? ` (${res.body.code})` : ''}`)
  }
  // As the operations say: a second DELETE of the same example is refused.
  t.equal((await execute(calls.find((c) => c.what === 'DELETE /events/{id}')!)).statusCode, 410, 'DELETE /events/3 again: 410')
  t.equal((await execute(calls.find((c) => c.what === 'DELETE /categories/{id}')!)).statusCode, 400, 'DELETE /categories/1 again: 400')
})

t.test('the term create examples are unique per document; on one page, a second execution is refused as documented', async (t) => {
  const first = writes(await document()).find((c) => c.what === 'POST /tags')!
  now = new Date(now.getTime() + 1000)
  const second = writes(await document()).find((c) => c.what === 'POST /tags')!
  t.not(first.body!.name, second.body!.name, 'a reload a second later gives another name')
  t.match(first.body!.name, /^Family friendly \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  t.equal((await execute(first)).statusCode, 201)
  const again = await execute(first)
  t.equal(again.statusCode, 400)
  t.equal(again.body.code, 'term_exists', 'the refusal the operation describes')
  t.match(first.op.description, /term_exists/)
  t.equal(first.op['x-unique-example'], 'name')
  t.notOk(JSON.stringify(first.op.requestBody).includes('x-unique-example'), 'the marker is not left in the body schema')
})

t.test('the session and user examples succeed in the order a person takes them, on an empty database', async (t) => {
  const fresh = await build(t)
  const doc = (await req(fresh, { method: 'GET', url: `${BASE}/doc` })).body
  const calls = new Map(allWrites(doc).filter((c) => /^\/(session|users)\b/.test(c.path)).map((c) => [c.what, c]))
  t.equal(calls.size, 10, 'sign-in, sign-out; add, update, delete a user; update me; issue and revoke a token, mine and a user\'s')
  const run = async (what: string, headers: Record<string, string> = auth): Promise<Json | undefined> => {
    const call = calls.get(what)
    if (!call) { t.fail(`no operation ${what}`); return undefined }
    if (call.method !== 'DELETE') t.ok(call.body && Object.keys(call.body).length > 0, `${what}: a body example`)
    const res = await req(fresh, { method: call.method as 'POST', url: `${BASE}${call.url}`, headers: { ...headers, ...(call.body ? { 'content-type': 'application/json' } : {}) }, payload: call.body === undefined ? undefined : JSON.stringify(call.body) })
    t.equal(res.statusCode, expected(call), `${what} answers ${expected(call)}${res.statusCode >= 400 ? ` (${res.body.code}: ${res.body.message})` : ''}`)
    return res
  }
  const user = await run('POST /users')
  t.equal(user?.body.id, 2, 'the user the path examples name')
  await run('POST /session', {})
  await run('PATCH /users/{id}')
  const token = await run('POST /users/{id}/tokens')
  t.equal(token?.body.id, 2, 'the token the path example names')
  const mine = await run('POST /users/me/tokens')
  t.equal(mine?.body.id, 3, 'the token the /users/me path example names')
  await run('DELETE /users/{id}/tokens/{token_id}')
  await run('DELETE /users/me/tokens/{token_id}')
  await run('PATCH /users/me')
  await run('DELETE /session')
  await run('DELETE /users/{id}')
})
