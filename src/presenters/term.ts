// Category/tag objects (SPEC §4.4): standalone and embedded shapes.
import type { Static } from '@sinclair/typebox'
import type { Term } from '../generated/prisma/client.js'
import type { EmbeddedTerm, Term as TermSchema, TermUrls } from '../schemas/term.js'
import { recordUrl, type PresentContext } from './common.js'

export const TAXONOMY = { category: 'calendar_events_cat', tag: 'post_tag' } as const
const COLLECTION = { category: 'categories', tag: 'tags' } as const
const ARCHIVE = { category: 'events/category', tag: 'tag' } as const

type TermKind = keyof typeof TAXONOMY

function urls (ctx: PresentContext, term: Term): Static<typeof TermUrls> {
  const kind = term.kind as TermKind
  const collection = `${ctx.base}/${COLLECTION[kind]}`
  const out: Static<typeof TermUrls> = { self: `${collection}/${term.id}`, collection }
  if (term.parentId) out.up = `${collection}/${term.parentId}`
  return out
}

/** The term's translation map; a just-deleted term (DELETE answers its last state) still lists itself (SPEC §1.5). */
function translations (ctx: PresentContext, term: Term) {
  const map = ctx.translations('term', term.translationGroup || term.id)
  return term.language in map ? map : { ...map, [term.language]: term.id }
}

/** The page of a term (SPEC §9.7): its `url`, also for an embedded term, which has no `url` key. */
export const termPageUrl = (ctx: Pick<PresentContext, 'publicSite'>, term: { taxonomy: string; language: string; slug: string }): string =>
  recordUrl(ctx, term.language, ARCHIVE[term.taxonomy === TAXONOMY.tag ? 'tag' : 'category'], term.slug)

export function presentTerm (ctx: PresentContext, term: Term): Static<typeof TermSchema> {
  const kind = term.kind as TermKind
  return {
    id: term.id,
    count: term.eventCount,
    description: term.description,
    name: term.name,
    slug: term.slug,
    taxonomy: TAXONOMY[kind],
    ...(kind === 'category' ? { parent: term.parentId ?? 0 } : {}),
    meta: [],
    url: recordUrl(ctx, term.language, ARCHIVE[kind], term.slug),
    urls: urls(ctx, term),
    language: term.language,
    translations: translations(ctx, term),
  }
}

export function presentEmbeddedTerm (ctx: PresentContext, term: Term): Static<typeof EmbeddedTerm> {
  return {
    name: term.name,
    slug: term.slug,
    term_group: 0,
    term_taxonomy_id: term.id,
    taxonomy: TAXONOMY[term.kind as TermKind],
    description: term.description,
    parent: term.parentId ?? 0,
    count: term.eventCount,
    filter: 'raw',
    id: term.id,
    urls: urls(ctx, term),
    language: term.language,
    translations: translations(ctx, term),
  }
}
