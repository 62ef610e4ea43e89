// Organizer object (SPEC §4.3): empty values omitted, blanked when password-protected (§3.9).
import type { Static } from '@sinclair/typebox'
import type { Organizer } from '../generated/prisma/client.js'
import { stripHtml } from '../domain/text.js'
import { Organizer as OrganizerSchema } from '../schemas/organizer.js'
import type { PresentContext } from './common.js'
import { compact, placeFields, placeFinisher, type WithImage } from './linked-post.js'

export type OrganizerObject = Static<typeof OrganizerSchema>

/** SPEC §3.9 blank values of a protected organizer; only keys present in the object are blanked. */
const finish = placeFinisher(OrganizerSchema, { organizer: [], description: '', excerpt: '', image: false, email: '', phone: '', website: '' })

export function presentOrganizer (ctx: PresentContext, row: WithImage<Organizer>, opts: { embedded: boolean; jsonLd: boolean }): OrganizerObject {
  return finish(ctx, row, opts.embedded, placeFields(ctx, row, 'organizer', { organizer: row.title }, {
    phone: row.phone,
    website: row.website,
    email: row.email,
    json_ld: opts.jsonLd ? organizerJsonLd(row) : undefined,
  }, {}))
}

/** The organizer's Person (SPEC §4.5): plain texts (stripHtml), each key only with a value. */
export function organizerJsonLd (row: Organizer, withContext = true): Record<string, unknown> {
  return compact({
    '@context': withContext ? 'http://schema.org' : undefined,
    '@type': 'Person',
    name: stripHtml(row.title),
    description: stripHtml(row.description),
    url: row.website,
    telephone: stripHtml(row.phone),
    email: row.email,
    sameAs: row.website,
  })
}
