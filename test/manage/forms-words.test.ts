// The forms' words (src/manage/forms/words.ts): every language names the same things, and a field without a word
// (one just added to a body schema) still gets a readable label.
import t from 'tap'
import { FORM_WORDS, labelOf } from '../../src/manage/forms/words.js'
import { formDescriptions } from '../../src/schemas/forms.js'

t.test('four languages with the same words; a label for every field of every form', async (t) => {
  const keys = (o: object) => Object.keys(o).sort()
  for (const lang of ['nl', 'de', 'fr'] as const) {
    t.same(keys(FORM_WORDS[lang]), keys(FORM_WORDS.en), `${lang}: the same words`)
    t.same(keys(FORM_WORDS[lang].labels), keys(FORM_WORDS.en.labels), `${lang}: the same labels`)
    t.same(keys(FORM_WORDS[lang].statuses), keys(FORM_WORDS.en.statuses), `${lang}: the same statuses`)
  }
  for (const [kind, form] of Object.entries(formDescriptions())) {
    for (const field of form.fields) {
      for (const lang of ['en', 'nl', 'de', 'fr'] as const) {
        t.ok(FORM_WORDS[lang].labels[field.name], `${lang}: ${kind}.${field.name} has a word`)
      }
    }
  }
})

t.test('a field without a word is labelled from its name', async (t) => {
  t.equal(labelOf(FORM_WORDS.en, 'ticket_url'), 'Ticket url')
  t.equal(labelOf(FORM_WORDS.nl, 'title'), 'Titel')
})
