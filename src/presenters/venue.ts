// Venue and organizer objects (SPEC §4.2, §4.3): empty values omitted, blanked when password-protected (§3.9).
import type { Media, Organizer, Venue } from '../generated/prisma/client.js'
import { renderParagraphs, stripHtml } from '../lib/text.js'
import { globalId, imageObject, passwordMatches, publicationDates, recordUrl, type PresentContext } from './common.js'

type WithImage<T> = T & { image?: Media | null }

/** SPEC §4.2: a field whose value is "", "0", 0, false, null or [] does not appear. */
function isEmpty (v: unknown): boolean {
  return v === '' || v === '0' || v === 0 || v === false || v === null || v === undefined || (Array.isArray(v) && v.length === 0)
}
function omitEmpty (o: Record<string, unknown>, keep: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([k, v]) => keep.has(k) || !isEmpty(v)))
}
const KEEP = new Set(['show_map', 'show_map_link', 'global_id', 'global_id_lineage', 'latitude', 'longitude', 'language', 'translations', 'id', 'status', 'slug', 'url', 'date', 'date_utc', 'modified', 'modified_utc'])

/** Venues/organizers are blanked wherever they appear unless the caller unlocked them (SPEC §3.9). */
export function isLocked (ctx: PresentContext, row: { id: number; password: string }, embedded: boolean): boolean {
  if (row.password === '') return false
  if (embedded) return true
  return !(passwordMatches(ctx.password, row.password) || ctx.unlockedIds?.has(row.id))
}

function head (ctx: PresentContext, row: WithImage<Venue | Organizer>, path: string) {
  return {
    id: row.id,
    author: String(row.authorId),
    status: row.status,
    ...publicationDates(row, ctx.config.timezone),
    url: recordUrl(ctx, row.language, path, row.slug),
  }
}
const ids = (ctx: PresentContext, id: number) => ({ global_id: globalId(ctx, id), global_id_lineage: [globalId(ctx, id)] })

export function presentVenue (ctx: PresentContext, row: WithImage<Venue>, opts: { embedded: boolean; jsonLd: boolean }) {
  const locked = isLocked(ctx, row, opts.embedded)
  const hasGeo = row.latitude !== null && row.longitude !== null
  const o: Record<string, unknown> = {
    ...head(ctx, row, 'venue'),
    venue: locked ? [] : row.title,
    description: locked ? '' : renderParagraphs(row.description),
    excerpt: locked ? '' : renderParagraphs(row.excerpt),
    slug: row.slug,
    image: locked ? false : imageObject(row.image),
    address: locked ? '' : row.address,
    city: locked ? '' : row.city,
    country: locked ? '' : row.country,
    province: locked ? '' : row.province,
    state: row.state,
    zip: locked ? '' : row.zip,
    phone: locked ? '' : row.phone,
    website: locked ? '' : row.website,
    stateprovince: locked ? '' : row.stateprovince,
    geo_lat: hasGeo && !locked ? row.latitude : undefined,
    geo_lng: hasGeo && !locked ? row.longitude : undefined,
    json_ld: opts.jsonLd && !locked ? venueJsonLd(ctx, row) : undefined,
    show_map: locked ? null : row.showMap,
    show_map_link: locked ? null : row.showMapLink,
    ...ids(ctx, row.id),
    latitude: locked ? null : row.latitude,
    longitude: locked ? null : row.longitude,
    language: row.language,
    translations: ctx.translations('venue', row.translationGroup),
  }
  return omitEmpty(o, KEEP)
}

export function presentOrganizer (ctx: PresentContext, row: WithImage<Organizer>, opts: { embedded: boolean; jsonLd: boolean }) {
  const locked = isLocked(ctx, row, opts.embedded)
  const o: Record<string, unknown> = {
    ...head(ctx, row, 'organizer'),
    organizer: locked ? [] : row.title,
    description: locked ? '' : renderParagraphs(row.description),
    excerpt: locked ? '' : renderParagraphs(row.excerpt),
    slug: row.slug,
    image: locked ? false : imageObject(row.image),
    phone: locked ? '' : row.phone,
    website: locked ? '' : row.website,
    email: locked ? '' : row.email,
    json_ld: opts.jsonLd && !locked ? organizerJsonLd(row) : undefined,
    ...ids(ctx, row.id),
    language: row.language,
    translations: ctx.translations('organizer', row.translationGroup),
  }
  return omitEmpty(o, KEEP)
}

function compact (o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && v !== null))
}

export function venueJsonLd (ctx: PresentContext, row: Venue, withContext = true): Record<string, unknown> {
  return compact({
    ...(withContext ? { '@context': 'http://schema.org' } : {}),
    '@type': 'Place',
    name: row.title,
    description: stripHtml(row.description),
    url: recordUrl(ctx, row.language, 'venue', row.slug),
    address: compact({
      '@type': 'PostalAddress', streetAddress: row.address, addressLocality: row.city,
      addressRegion: row.stateprovince || row.province || row.state, postalCode: row.zip, addressCountry: row.country,
    }),
    geo: row.latitude !== null && row.longitude !== null ? { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude } : undefined,
    telephone: row.phone,
    sameAs: row.website,
  })
}

export function organizerJsonLd (row: Organizer, withContext = true): Record<string, unknown> {
  return compact({
    ...(withContext ? { '@context': 'http://schema.org' } : {}),
    '@type': 'Person',
    name: row.title,
    description: stripHtml(row.description),
    url: row.website,
    telephone: row.phone,
    email: row.email,
    sameAs: row.website,
  })
}
