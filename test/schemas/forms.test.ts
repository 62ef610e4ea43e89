// The workspace's form description (src/schemas/forms.ts) comes from the bodies the API validates with: every write
// field of each kind, with its limits, and nothing that is no field of a record.
import { Type } from '@sinclair/typebox'
import t from 'tap'
import { FORM_KINDS, NOT_FORM_FIELDS, formBodies, formDescriptions, formOf } from '../../src/schemas/forms.js'
import { EventWriteFields } from '../../src/schemas/event.js'
import { MAX_EVENT_STATUS_REASON_CHARS, MAX_NAME_BYTES, MAX_PASSWORD_CHARS } from '../../src/domain/limits.js'

t.test('every field of every create and update body, no second list', async (t) => {
  const forms = formDescriptions()
  const bodies = formBodies()
  for (const kind of FORM_KINDS) {
    const create = bodies[kind].create as unknown as { properties: Record<string, { type?: unknown; anyOf?: unknown }> }
    const update = bodies[kind].update as unknown as { properties: Record<string, { type?: unknown; anyOf?: unknown }> }
    const expected = [...new Set([...Object.keys(create.properties), ...Object.keys(update.properties)])]
      .filter((name) => !NOT_FORM_FIELDS.includes(name))
      // a field typed Unknown is accepted only to be refused (tags' `parent`)
      .filter((name) => { const s = create.properties[name] ?? update.properties[name]; return s?.type !== undefined || s?.anyOf !== undefined })
    t.same(forms[kind].fields.map((f) => f.name).sort(), expected.sort(), `${kind}: the body's fields`)
    for (const left of ['translation_language', 'recurrence_scope', 'translation_of', '_fields', 'context']) {
      t.notOk(forms[kind].fields.some((f) => f.name === left), `${kind}: ${left} is no form field`)
    }
  }
  t.notOk(forms.tags.fields.some((f) => f.name === 'parent'), 'tags: parent (always refused) is left out')
  t.ok(forms.categories.fields.some((f) => f.name === 'parent' && f.type === 'integer'), 'categories: parent')
})

t.test('a field added to a body appears, with its limits and description', async (t) => {
  const create = Type.Object({ title: Type.String({ minLength: 1 }), colour: Type.Optional(Type.String({ maxLength: 7, pattern: '^#[0-9a-f]{6}$', description: 'A colour.' })), translation_language: Type.Optional(Type.String()) }, { })
  const form = formOf('events', create, Type.Partial(create))
  t.same(form.fields.map((f) => f.name), ['title', 'colour'])
  t.match(form.fields[1], { name: 'colour', type: 'string', required: false, maxLength: 7, pattern: '^#[0-9a-f]{6}$', description: 'A colour.' })
  t.match(form.fields[0], { required: true, minLength: 1 })
})

t.test('the event form: types, required, enums, limits, flags without their spellings', async (t) => {
  const events = formDescriptions().events
  const field = (name: string) => events.fields.find((f) => f.name === name)!
  t.same(events.fields.filter((f) => f.required).map((f) => f.name), ['title', 'start_date', 'end_date'])
  t.match(field('title'), { type: 'string', maxLength: MAX_NAME_BYTES, minLength: 1 })
  t.match(field('status'), { type: 'string', enum: ['publish', 'future', 'draft', 'pending', 'private', 'trash'] })
  t.match(field('event_status'), { enum: ['scheduled', 'canceled', 'postponed'] })
  t.equal(field('event_status_reason').maxLength, MAX_EVENT_STATUS_REASON_CHARS)
  t.equal(field('event_status_reason').description, EventWriteFields.event_status_reason.description)
  t.equal(field('password').maxLength, MAX_PASSWORD_CHARS)
  t.match(field('website'), { type: 'string', format: 'calendar-url' })
  t.match(field('image'), { type: 'string', types: ['integer', 'string', 'boolean'] })
  t.match(field('featured'), { type: 'boolean' })
  t.notMatch(field('featured').description ?? '', /`1` or `0`/, 'a checkbox needs no spellings')
  t.match(field('categories'), { type: 'array', items: { types: ['integer', 'string'] } })
  t.match(field('start_date'), { format: 'calendar-date' })
  const venues = formDescriptions().venues
  t.match(venues.fields.find((f) => f.name === 'latitude'), { type: 'number', minimum: -90, maximum: 90 })
  t.match(venues.fields.find((f) => f.name === 'show_map'), { type: 'boolean', default: true })
  t.same(venues.fields.filter((f) => f.required).map((f) => f.name), ['venue'])
  t.same(formDescriptions().organizers.fields.filter((f) => f.required).map((f) => f.name), ['organizer'])
  t.same(formDescriptions().tags.fields.map((f) => f.name), ['name', 'description', 'slug'])
})
