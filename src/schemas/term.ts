// Category and tag objects (SPEC §4.4): the standalone shape and the shape embedded in events.
import { Type } from '@sinclair/typebox'
import { Flag, IdInteger, LanguageParams, List, MAX_ID, NAME, NonEmpty, PageParams, PositiveInt, Translations, bytesAtMost } from './common.js'
import { TermItem } from './post.js'
import { MAX_SLUG_CHARS, MAX_TEXT_BYTES } from '../domain/limits.js'

export const TermUrls = Type.Object({
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

/** The `x-unique-example` keyword of a create body names the field of its example that /doc makes unique for each
 *  page load (src/plugins/external/swagger.ts), where the contract refuses a second record of the same name. */
export const UNIQUE_EXAMPLE = 'x-unique-example'

export function termBodies (kind: 'category' | 'tag') {
  // Tags accept `parent` only to reject it with rest_taxonomy_not_hierarchical (SPEC §4.4).
  const parent = kind === 'category' ? ParentField : Type.Unknown({ description: 'Not allowed on tags (rest_taxonomy_not_hierarchical).' })
  // Examples that succeed as they stand (test/openapi/examples.test.ts). A name taken under the same parent is refused
  // (term_exists), so the served document adds the time of the request to the create example's name.
  const examples = kind === 'category'
    ? { create: { name: 'Workshops', description: 'Hands-on sessions for all ages.' }, update: { description: 'Concerts, jam sessions and club nights.' } }
    : { create: { name: 'Family friendly', description: 'Suitable for children.' }, update: { description: 'Held in the open air.' } }
  const create = Type.Object({
    name: TermWriteFields.name,
    description: Type.Optional(TermWriteFields.description),
    slug: Type.Optional(TermWriteFields.slug),
    parent: Type.Optional(parent),
    ...LanguageParams,
    translation_of: Type.Optional(PositiveInt({ description: 'Id of the term this one translates (create only).' })),
  }, { examples: [examples.create], [UNIQUE_EXAMPLE]: 'name' })
  return { create, update: Type.Partial(create, { examples: [examples.update], [UNIQUE_EXAMPLE]: undefined }) }
}

export const TermListQuery = Type.Object({
  ...PageParams,
  search: Type.Optional(NonEmpty({ description: 'A non-empty string that the name or the slug contains, ignoring case, accents and compatibility forms (`cafe` finds "CAFÉ").', examples: ['jazz'] })),
  exclude: Type.Optional(List(PositiveInt(), { description: 'Leave these out: a comma list of term ids, each an existing term of this kind.', examples: [[1]] })),
  include: Type.Optional(List(PositiveInt(), { description: 'Only these: a comma list of term ids, each an existing term of this kind.', examples: [[1, 2]] })),
  order: Type.Optional(Type.String({ pattern: '^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])$', default: 'asc', description: '`asc` or `desc` (any case; default `asc`), the sort direction.', examples: ['desc'] })),
  orderby: Type.Optional(Type.String({
    enum: ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'],
    default: 'name',
    description: 'Sort key: one of `id`, `include` (the order of `include`), `name` (default), `slug`, `include_slugs`, `term_group`, `description`, `count`. ' +
      'Texts are compared ignoring case, accents and compatibility forms ("Ünïcode" between "Tango" and "Vienna"); ties by id.',
    examples: ['count'],
  })),
  hide_empty: Type.Optional(Flag({ default: true, description: 'Hide terms no published event carries (default true: a new term shows here once a published event uses it).', examples: [false] })),
  parent: Type.Optional(IdInteger({ description: 'Categories only: the direct children of this category, the id of an existing category (an integer); ignored on tags.', examples: [1] })),
  post: Type.Optional(IdInteger({ description: 'The terms this event carries: the id of an existing event (an integer).', examples: [3] })),
  event: Type.Optional(IdInteger({ description: 'Same as `post`, and wins when both are sent: the id of an existing event (an integer).', examples: [3] })),
  slug: Type.Optional(NonEmpty({ description: 'The term with this slug: a non-empty string, slugified before the lookup; no match is an empty list.', examples: ['jazz'] })),
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
