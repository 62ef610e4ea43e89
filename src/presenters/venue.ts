// Venue and organizer objects (SPEC §4.2, §4.3): empty values omitted, blanked when password-protected (§3.9).
import type { Media, Organizer, Venue } from '../generated/prisma/client.js'
import { renderParagraphs, stripHtml } from '../lib/text.js'
import { globalId, imageObject, isUnlocked, publicationDates, recordUrl, type PresentContext } from './common.js'

type WithImage<T> = T & { image?: Media | null }

/** SPEC §4.2: a field whose value is "", "0", 0, false, null or [] does not appear. */
function isEmpty (v: unknown): boolean {
  return v === '' || v === '0' || v === 0 || v === false || v === null || v === undefined || (Array.isArray(v) && v.length === 0)
}
function omitEmpty (o: Record<string, unknown>, keep: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const k in o) if (keep.has(k) || !isEmpty(o[k])) out[k] = o[k]
  return out
}
const KEEP = new Set(['show_map', 'show_map_link', 'global_id', 'global_id_lineage', 'latitude', 'longitude', 'language', 'translations', 'id', 'status', 'slug', 'url', 'date', 'date_utc', 'modified', 'modified_utc'])

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
const ids = (ctx: PresentContext, id: number) => ({ global_id: globalId(ctx, id), global_id_lineage: [globalId(ctx, id)] })

/** SPEC §3.9 blank values of protected venues and organizers; only keys present in the object are blanked. */
const VENUE_BLANKS: Record<string, unknown> = {
  venue: [],
  description: '',
  excerpt: '',
  image: false,
  address: '',
  city: '',
  country: '',
  province: '',
  zip: '',
  phone: '',
  website: '',
  stateprovince: '',
  show_map: null,
  show_map_link: null,
  geo_lat: 0,
  geo_lng: 0,
  latitude: null,
  longitude: null,
}
const ORGANIZER_BLANKS: Record<string, unknown> = { organizer: [], description: '', excerpt: '', image: false, email: '', phone: '', website: '' }

/** Blanks the keys of `o` named in `blanks`, recursing into nested objects such as `json_ld` (SPEC §3.9). */
function blank (o: Record<string, unknown>, blanks: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(o)) {
    if (k in blanks) o[k] = blanks[k]
    else if (typeof v === 'object' && v !== null && !Array.isArray(v)) o[k] = blank({ ...v as Record<string, unknown> }, blanks)
  }
  return o
}

export function presentVenue (ctx: PresentContext, row: WithImage<Venue>, opts: { embedded: boolean; jsonLd: boolean }) {
  const hasGeo = row.latitude !== null && row.longitude !== null
  const o = omitEmpty({
    id: row.id,
    ...head(ctx, row, 'venue'),
    venue: row.title,
    description: renderParagraphs(row.description),
    excerpt: renderParagraphs(row.excerpt),
    slug: row.slug,
    image: imageObject(row.image),
    address: row.address,
    city: row.city,
    country: row.country,
    province: row.province,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    website: row.website,
    stateprovince: row.stateprovince,
    geo_lat: hasGeo ? row.latitude : undefined,
    geo_lng: hasGeo ? row.longitude : undefined,
    json_ld: opts.jsonLd ? venueJsonLd(ctx, row) : undefined,
    show_map: row.showMap,
    show_map_link: row.showMapLink,
    ...ids(ctx, row.id),
    latitude: row.latitude,
    longitude: row.longitude,
    language: row.language,
    translations: ctx.translations('venue', row.translationGroup),
  }, KEEP)
  return isLocked(ctx, row, opts.embedded) ? blank(o, VENUE_BLANKS) : o
}

export function presentOrganizer (ctx: PresentContext, row: WithImage<Organizer>, opts: { embedded: boolean; jsonLd: boolean }) {
  const o = omitEmpty({
    id: row.id,
    ...head(ctx, row, 'organizer'),
    organizer: row.title,
    description: renderParagraphs(row.description),
    excerpt: renderParagraphs(row.excerpt),
    slug: row.slug,
    image: imageObject(row.image),
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

function compact (o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && v !== null))
}

export function venueJsonLd (ctx: PresentContext, row: Venue, withContext = true): Record<string, unknown> {
  return compact({
    '@context': withContext ? 'http://schema.org' : undefined,
    '@type': 'Place',
    name: row.title,
    description: stripHtml(row.description),
    url: recordUrl(ctx, row.language, 'venue', row.slug),
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: row.address,
      addressLocality: row.city,
      addressRegion: row.stateprovince || row.province || row.state,
      postalCode: row.zip,
      addressCountry: row.country,
    }),
    geo: row.latitude !== null && row.longitude !== null ? { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude } : undefined,
    telephone: row.phone,
    sameAs: row.website,
  })
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
