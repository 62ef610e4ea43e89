// Category and tag objects (SPEC §4.4): the standalone shape and the shape embedded in events.
import { Type } from '@sinclair/typebox'
import { Flag, IdInteger, LanguageParams, List, MAX_ID, NAME, NonEmpty, PageParams, PositiveInt, Translations, bytesAtMost } from './common.js'
import { TermItem } from './post.js'
import { MAX_SLUG_CHARS, MAX_TEXT_BYTES } from '../lib/limits.js'

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

// ---- writes and filters (SPEC §4.4, §5.3) ----

export const TermWriteFields = {
  name: TermItem,
  description: NonEmpty(bytesAtMost(MAX_TEXT_BYTES)),
  slug: NonEmpty({ maxLength: MAX_SLUG_CHARS, ...NAME }),
}

const ParentField = Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Id of an existing category (categories only).' })

export function termBodies (kind: 'category' | 'tag') {
  // Tags accept `parent` only to reject it with rest_taxonomy_not_hierarchical (SPEC §4.4).
  const parent = kind === 'category' ? ParentField : Type.Unknown({ description: 'Not allowed on tags (rest_taxonomy_not_hierarchical).' })
  const create = Type.Object({
    name: TermWriteFields.name,
    description: Type.Optional(TermWriteFields.description),
    slug: Type.Optional(TermWriteFields.slug),
    parent: Type.Optional(parent),
    ...LanguageParams,
    translation_of: Type.Optional(PositiveInt({ description: 'Id of the term this one translates (create only).' })),
  })
  return { create, update: Type.Partial(create) }
}

export const TermListQuery = Type.Object({
  ...PageParams,
  search: Type.Optional(NonEmpty({ description: 'Substring of the name or slug (case-insensitive).' })),
  exclude: Type.Optional(List(PositiveInt())),
  include: Type.Optional(List(PositiveInt())),
  order: Type.Optional(Type.String({ pattern: '^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])$', default: 'asc', description: '`asc` or `desc` (any case).' })),
  orderby: Type.Optional(Type.String({ enum: ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'], default: 'name' })),
  hide_empty: Type.Optional(Flag({ default: true, description: 'Hide terms without published events (default true).' })),
  parent: Type.Optional(IdInteger({ description: 'Categories only: direct children of this category.' })),
  post: Type.Optional(IdInteger({ description: 'Terms carried by this event.' })),
  event: Type.Optional(IdInteger({ description: 'Alias of `post`; wins when both are sent.' })),
  slug: Type.Optional(NonEmpty()),
  ...LanguageParams,
})

const termList = (key: 'categories' | 'tags', id: string) => Type.Object({
  rest_url: Type.String(),
  total: Type.Integer(),
  total_pages: Type.Integer(),
  [key]: Type.Array(Type.Ref('Term')),
  next_rest_url: Type.Optional(Type.String()),
  previous_rest_url: Type.Optional(Type.String()),
}, { $id: id })
export const CategoryList = termList('categories', 'CategoryList')
export const TagList = termList('tags', 'TagList')
