// Organizer object (SPEC §4.3): empty values omitted, blanked when password-protected (§3.9).
import type { Organizer } from '../generated/prisma/client.js'
import { stripHtml } from '../domain/text.js'
import type { PresentContext } from './common.js'
import { KEEP, blank, compact, head, ids, isLocked, omitEmpty, texts, type WithImage } from './linked-post.js'

/** SPEC §3.9 blank values of a protected organizer; only keys present in the object are blanked. */
const ORGANIZER_BLANKS: Record<string, unknown> = { organizer: [], description: '', excerpt: '', image: false, email: '', phone: '', website: '' }

export function presentOrganizer (ctx: PresentContext, row: WithImage<Organizer>, opts: { embedded: boolean; jsonLd: boolean }) {
  const o = omitEmpty({
    id: row.id,
    ...head(ctx, row, 'organizer'),
    organizer: row.title,
    ...texts(row),
    phone: row.phone,
    website: row.website,
    email: row.email,
    json_ld: opts.jsonLd ? organizerJsonLd(row) : undefined,
    ...ids(ctx, row.id),
    language: row.language,
    translations: ctx.translations('organizer', row.translationGroup),
  }, KEEP)
  return isLocked(ctx, row, opts.embedded) ? blank(o, ORGANIZER_BLANKS) : o
}

export function organizerJsonLd (row: Organizer, withContext = true): Record<string, unknown> {
  return compact({
    '@context': withContext ? 'http://schema.org' : undefined,
    '@type': 'Person',
    name: row.title,
    description: stripHtml(row.description),
    url: row.website,
    telephone: row.phone,
    email: row.email,
    sameAs: row.website,
  })
}
