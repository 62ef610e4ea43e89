// Category and tag objects (SPEC §4.4): the standalone shape and the shape embedded in events.
import { Type } from '@sinclair/typebox'
import { Translations } from './common.js'

const TermUrls = Type.Object({
  self: Type.String(),
  collection: Type.String(),
  up: Type.Optional(Type.String({ description: "Parent category's `self` (child categories only)." })),
})

export const Term = Type.Object({
  id: Type.Integer(),
  count: Type.Integer({ description: 'Number of published events carrying the term.' }),
  description: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  taxonomy: Type.String({ enum: ['calendar_events_cat', 'post_tag'] }),
  parent: Type.Optional(Type.Integer({ description: 'Categories only: parent id, 0 at top level.' })),
  meta: Type.Array(Type.Any(), { maxItems: 0 }),
  url: Type.String(),
  urls: TermUrls,
  language: Type.String(),
  translations: Translations,
}, { $id: 'Term' })

export const EmbeddedTerm = Type.Object({
  name: Type.String(),
  slug: Type.String(),
  term_group: Type.Integer(),
  term_taxonomy_id: Type.Integer(),
  taxonomy: Type.String(),
  description: Type.String(),
  parent: Type.Integer(),
  count: Type.Integer(),
  filter: Type.String(),
  id: Type.Integer(),
  urls: TermUrls,
  language: Type.String(),
  translations: Translations,
}, { $id: 'EmbeddedTerm' })
