// Venue object (SPEC §4.2): empty values omitted, blanked when password-protected (§3.9).
import type { Static } from '@sinclair/typebox'
import type { Venue } from '../generated/prisma/client.js'
import { stripHtml } from '../domain/text.js'
import { Venue as VenueSchema } from '../schemas/venue.js'
import { recordUrl, type PresentContext } from './common.js'
import { compact, placeFields, placeFinisher, type WithImage } from './linked-post.js'

export type VenueObject = Static<typeof VenueSchema>

/** SPEC §3.9 blank values of a protected venue; only keys present in the object are blanked. */
const finish = placeFinisher(VenueSchema, {
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
})

export function presentVenue (ctx: PresentContext, row: WithImage<Venue>, opts: { embedded: boolean; jsonLd: boolean }): VenueObject {
  const geo = row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : undefined
  return finish(ctx, row, opts.embedded, placeFields(ctx, row, 'venue', { venue: row.title }, {
    address: row.address,
    city: row.city,
    country: row.country,
    province: row.province,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    website: row.website,
    stateprovince: row.stateprovince,
    geo_lat: geo?.lat,
    geo_lng: geo?.lng,
    json_ld: opts.jsonLd ? venueJsonLd(ctx, row) : undefined,
    show_map: row.showMap,
    show_map_link: row.showMapLink,
  }, {
    latitude: row.latitude,
    longitude: row.longitude,
  }))
}

/** The venue's Place (SPEC §4.5): plain texts (stripHtml), each key only with a value; an address without parts is none. */
export function venueJsonLd (ctx: PresentContext, row: Venue, withContext = true): Record<string, unknown> {
  const address = compact({
    streetAddress: stripHtml(row.address),
    addressLocality: stripHtml(row.city),
    addressRegion: stripHtml(row.stateprovince || row.province || row.state),
    postalCode: stripHtml(row.zip),
    addressCountry: stripHtml(row.country),
  })
  return compact({
    '@context': withContext ? 'http://schema.org' : undefined,
    '@type': 'Place',
    name: stripHtml(row.title),
    description: stripHtml(row.description),
    url: recordUrl(ctx, row.language, 'venue', row.slug),
    address: Object.keys(address).length > 0 ? { '@type': 'PostalAddress', ...address } : undefined,
    geo: row.latitude !== null && row.longitude !== null ? { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude } : undefined,
    telephone: stripHtml(row.phone),
    sameAs: row.website,
  })
}
