// Ids and cursors of every size and spelling (issue 37, item 8): beyond the database's integer range, negative, in
// another base or another script, they answer 400 rest_invalid_param or 404 in the contract's shape (SPEC §3.3), never
// a 500, on both databases. A path id too large for the database is an unknown id (the route's own answer for one);
// a query parameter is refused by its schema, naming it; a change cursor beyond the log's end is refused too.
import t, { type Test } from 'tap'
import { auth, BASE, build, createEvent, expectError, req, type Res } from '../helper.js'

/** Out-of-range and oddly spelled numbers, as they appear in a URL (already percent-encoded where needed). */
const VALUES = ['2147483648', '9007199254740993', '1e20', '-1', '0x10', encodeURIComponent('１２'), '99999999999999999999999', '-2147483649']
/** The same spellings that a path's `<id>` (`[0-9]+`, SPEC §1.3) does not match: 404 rest_no_route. */
const NOT_DIGITS = new Set(['1e20', '-1', '0x10', encodeURIComponent('１２'), '-2147483649'])

/** The contract's error shape (SPEC §3.3) with one of `statuses`. */
function expectRefused (t: Test, res: Res, statuses: number[], what: string): void {
  t.ok(statuses.includes(res.statusCode), `${what}: ${res.statusCode} is one of ${statuses.join(', ')} (${res.raw.slice(0, 200)})`)
  t.type(res.body?.code, 'string', `${what}: code`)
  t.equal(res.body?.data?.status, res.statusCode, `${what}: data.status`)
}

t.test('an id path parameter out of range answers as an unknown id of the route does; one not made of digits matches no route', async (t) => {
  const app = await build(t)
  const paths = ['/events/:id', '/events/:id.ics', '/venues/:id', '/organizers/:id', '/categories/:id', '/tags/:id', '/webhooks/:id', '/webhooks/:id/deliveries']
  for (const path of paths) {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      if ((path.endsWith('.ics') || path.endsWith('/deliveries')) && method !== 'GET') continue
      const payload = method === 'PATCH' ? (path.startsWith('/webhooks') ? { description: 'x' } : { title: 'x', name: 'x' }) : undefined
      const ask = (id: string) => req(app, { method, url: `${BASE}${path.replace(':id', id)}`, headers: auth, payload })
      // The largest id the database holds, which no record has here: what the route answers for an unknown id
      // (404 rest-event-not-found for events, 400 rest_invalid_param for venues, organizers and terms, as the plugin).
      const unknown = await ask('2147483647')
      expectRefused(t, unknown, [400, 404], `${method} ${path} 2147483647`)
      for (const value of VALUES) {
        const res = await ask(value)
        const what = `${method} ${path} ${value}`
        if (NOT_DIGITS.has(value)) expectError(t, res, 404, 'rest_no_route', undefined, what)
        else expectError(t, res, unknown.statusCode, unknown.body.code, undefined, `${what} (as an unknown id)`)
      }
    }
  }
})

t.test('a cursor, id or number query parameter out of range or oddly spelled is a 400 naming it, never a 500', async (t) => {
  const app = await build(t)
  await createEvent(app)
  const hook = await req(app, { method: 'POST', url: `${BASE}/webhooks`, headers: auth, payload: { url: 'https://example.com/hook' } })
  t.equal(hook.statusCode, 201)
  const queries: Array<[string, string]> = [
    ['/changes', 'after'], ['/changes', 'per_page'],
    [`/webhooks/${hook.body.id}/deliveries`, 'per_page'],
    ['/events', 'include'], ['/events', 'post_parent'], ['/events', 'venue'], ['/events', 'organizer'],
    ['/events', 'categories'], ['/events', 'tags'], ['/events', 'page'], ['/events', 'per_page'], ['/events.ics', 'include'],
    ['/venues', 'event'], ['/venues', 'page'], ['/venues', 'per_page'],
    ['/organizers', 'event'], ['/organizers', 'page'], ['/organizers', 'per_page'],
    ['/categories', 'include'], ['/categories', 'exclude'], ['/categories', 'parent'], ['/categories', 'post'], ['/categories', 'event'],
    ['/categories', 'page'], ['/categories', 'per_page'],
    ['/tags', 'include'], ['/tags', 'exclude'], ['/tags', 'post'], ['/tags', 'event'], ['/tags', 'page'], ['/tags', 'per_page'],
  ]
  for (const [path, name] of queries) {
    for (const value of VALUES) {
      // `categories` and `tags` also take slugs (SPEC §5.1): a slug no term has is a parameter error too.
      const res = await req(app, { url: `${BASE}${path}?${name}=${value}`, headers: auth })
      expectError(t, res, 400, 'rest_invalid_param', [name], `GET ${path}?${name}=${value}`)
    }
  }
})

t.test('GET /changes: a cursor beyond the newest change is a 400 naming `after`', async (t) => {
  const app = await build(t)
  await createEvent(app)
  const first = await req(app, { url: `${BASE}/changes`, headers: auth })
  t.equal(first.statusCode, 200)
  const newest = Number(first.body.next_cursor)
  t.ok(newest > 0)
  const caughtUp = await req(app, { url: `${BASE}/changes?after=${newest}`, headers: auth })
  t.equal(caughtUp.statusCode, 200, 'the newest cursor itself is caught up')
  t.same(caughtUp.body.changes, [])
  for (const after of [String(newest + 1), '2147483648', '999999999999999']) {
    const res = await req(app, { url: `${BASE}/changes?after=${after}` })
    expectError(t, res, 400, 'rest_invalid_param', ['after'], `after=${after}`)
    t.match(res.body.data.params.after, `newest cursor is ${newest}`, `after=${after}: the reason says the newest cursor`)
  }
  for (const after of ['9007199254740993', '1e20', '-1', '0x10', encodeURIComponent('１２'), '99999999999999999999999']) {
    expectError(t, await req(app, { url: `${BASE}/changes?after=${after}` }), 400, 'rest_invalid_param', ['after'], `after=${after}`)
  }
})
