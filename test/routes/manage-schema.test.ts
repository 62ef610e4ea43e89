// GET /manage/schema.json: the workspace's form description (src/schemas/forms.ts) as HTTP — public, the same for
// everyone, cacheable with an ETag, outside the interface description.
import t from 'tap'
import { BASE, auth, build, req } from '../helper.js'
import { formDescriptions } from '../../src/schemas/forms.js'

t.test('the form description: public JSON, cacheable, an ETag that answers 304', async (t) => {
  const app = await build(t)
  const res = await req(app, { method: 'GET', url: '/manage/schema.json' })
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /^application\/json/)
  t.match(res.headers['cache-control'], /public/)
  t.ok(res.headers.etag, 'an ETag')
  const body = JSON.parse(res.raw) as ReturnType<typeof formDescriptions>
  t.same(Object.keys(body), ['events', 'venues', 'organizers', 'categories', 'tags'])
  t.same(body, JSON.parse(JSON.stringify(formDescriptions())), 'what src/schemas/forms.ts builds')
  t.ok(body.events.fields.some((f) => f.name === 'event_status_reason'))
  const again = await req(app, { method: 'GET', url: '/manage/schema.json', headers: { 'if-none-match': String(res.headers.etag) } })
  t.equal(again.statusCode, 304, 'a reload is a 304')
  const withToken = await req(app, { method: 'GET', url: '/manage/schema.json', headers: auth })
  t.equal(withToken.raw, res.raw, 'the same for a signed-in caller: it names fields, never records')
  const doc = await req(app, { method: 'GET', url: `${BASE}/doc/json` })
  if (doc.statusCode === 200) t.notMatch(doc.raw, /manage\/schema\.json/, 'not an operation of the API')
})
