// SPEC §3.9: a protected venue/organizer is unblanked in lists for a caller who may edit it and sends
// context=edit; never for one who may not, and never when embedded in an event.
import t from 'tap'
import { BASE, auth, build, createEvent, req } from '../helper.js'

for (const [plural, nameParam] of [['venues', 'venue'], ['organizers', 'organizer']] as const) {
  t.test(`§3.9 ${plural}: context=edit unlocks for an editor, not for anonymous callers or embedded copies`, async (t) => {
    const app = await build(t)
    const made = await req(app, { method: 'POST', url: `${BASE}/${plural}`, headers: auth, payload: { [nameParam]: 'Secret Place', phone: '123', password: 'pw' } })
    t.equal(made.statusCode, 201)
    const list = (q: string, headers = {}) => req(app, { method: 'GET', url: `${BASE}/${plural}?${q}`, headers })

    const admin = await list('context=edit', auth)
    t.equal(admin.body[plural][0][nameParam], 'Secret Place', 'admin with context=edit sees the name')
    t.equal(admin.body[plural][0].phone, '123')
    const adminPlain = await list('', auth)
    t.same(adminPlain.body[plural][0][nameParam], [], 'admin without context=edit: blanked')
    const anon = await list('context=edit')
    t.same(anon.body[plural][0][nameParam], [], 'anonymous with context=edit: blanked')
    t.equal(anon.body[plural][0].phone, '')

    const event = await createEvent(app, { [nameParam]: made.body.id })
    const read = await req(app, { method: 'GET', url: `${BASE}/events/${event.id}?context=edit&password=pw`, headers: auth })
    const embedded = nameParam === 'venue' ? read.body.venue : read.body.organizer[0]
    t.same(embedded[nameParam], [], 'embedded in an event: always blanked')
  })
}
