// What the venue and organizer objects (SPEC §4.2, §4.3; ./venue.ts, ./organizer.ts) share: empty values omitted,
// the fields after `id`, blanking when password-protected (SPEC §3.9).
import type { Static, TObject } from '@sinclair/typebox'
import type { Media, Organizer, Venue } from '../generated/prisma/client.js'
import { renderParagraphs } from '../domain/text.js'
import { globalId, imageObject, isUnlocked, publicationDates, recordUrl, type PresentContext } from './common.js'

export type WithImage<T> = T & { image?: Media | null }

/** SPEC §4.2: a field whose value is "", "0", 0, false, null or [] does not appear. */
function isEmpty (v: unknown): boolean {
  return v === '' || v === '0' || v === 0 || v === false || v === null || v === undefined || (Array.isArray(v) && v.length === 0)
}
function omitEmpty (o: Record<string, unknown>, keep: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const k in o) if (keep.has(k) || !isEmpty(o[k])) out[k] = o[k]
  return out
}

/** Venues/organizers embedded in events are always blanked when protected; elsewhere unless unlocked (SPEC §3.9). */
const isLocked = (ctx: PresentContext, row: { id: number; password: string }, embedded: boolean): boolean =>
  row.password !== '' && (embedded || !isUnlocked(ctx, row))

/**
 * The fields after `id` that venues and organizers share. It is spread after `id`, never first: V8 (Node 20) builds
 * an object literal that begins with a spread through a slow generic path for every property that follows, which
 * made presenting one venue take ~80 µs instead of ~9 (a page of 50 events spent ~3 ms on it).
 */
function head (ctx: PresentContext, row: WithImage<Venue | Organizer>, path: string) {
  return {
    author: String(row.authorId),
    status: row.status,
    ...publicationDates(row, ctx.config.timezone),
    url: recordUrl(ctx, row.language, path, row.slug),
  }
}
/** The fields after the name: rendered texts, slug, image (spread in the middle of the object, like `head`). */
const texts = (row: WithImage<Venue | Organizer>) => ({
  description: renderParagraphs(row.description),
  excerpt: renderParagraphs(row.excerpt),
  slug: row.slug,
  image: imageObject(row.image),
})
const ids = (ctx: PresentContext, id: number) => ({ global_id: globalId(ctx, id), global_id_lineage: [globalId(ctx, id)] })

/** Blanks the keys of `o` named in `blanks`, recursing into nested objects such as `json_ld` (SPEC §3.9). */
function blank (o: Record<string, unknown>, blanks: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(o)) {
    if (k in blanks) o[k] = blanks[k]
    else if (typeof v === 'object' && v !== null && !Array.isArray(v)) o[k] = blank({ ...v as Record<string, unknown> }, blanks)
  }
  return o
}

/** A venue or organizer object in contract order: `id`, the shared head, the name (`{ venue: … }`), the texts, the
 *  kind's own fields (`own`), the ids, the kind's fields that follow them (`after`), language and translations. */
export function placeFields<N extends object, M extends object, A extends object> (ctx: PresentContext, row: WithImage<Venue | Organizer>, kind: 'venue' | 'organizer', name: N, own: M, after: A) {
  return {
    id: row.id,
    ...head(ctx, row, kind),
    ...name,
    ...texts(row),
    ...own,
    ...ids(ctx, row.id),
    ...after,
    language: row.language,
    translations: ctx.translations(kind, row.translationGroup),
  }
}

/**
 * The last step of presenting a venue-like object of `schema`: the keys it does not require are left out when empty
 * (SPEC §4.2), and a protected record shows `blanks` instead of the values of those keys it has (SPEC §3.9). Both are
 * typed by the schema, so the compiler checks that a blank value fits its field.
 */
export function placeFinisher<S extends TObject> (schema: S, blanks: Partial<Static<S>>) {
  const keep = new Set<string>(schema.required ?? [])
  return (ctx: PresentContext, row: { id: number; password: string }, embedded: boolean, o: Static<S>): Static<S> => {
    const out = omitEmpty(o, keep)
    // Only keys of the schema's object were removed or given values of their own type.
    return (isLocked(ctx, row, embedded) ? blank(out, blanks) : out) as Static<S>
  }
}

export function compact (o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && v !== null))
}
