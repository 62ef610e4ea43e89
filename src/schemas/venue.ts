// Venue object (SPEC §4.2). Empty values are omitted, hence the many optional keys.
import { Type } from '@sinclair/typebox'
import { JsonLd, Translations } from './common.js'

/** Blanked names of password-protected records are an empty array (SPEC §3.9). */
export const BlankableName = Type.Union([Type.String(), Type.Array(Type.Any(), { maxItems: 0 })])
const OptString = () => Type.Optional(Type.String())

/** Fields every post-kind object shares, in contract order (id … modified_utc, url). */
export const postHead = {
  id: Type.Integer(),
  author: Type.Optional(Type.String({ description: 'Author user id as a string.' })),
  status: Type.String(),
  date: Type.String({ description: 'Publication time, site timezone, `YYYY-MM-DD HH:MM:SS`.' }),
  date_utc: Type.String(),
  modified: Type.String(),
  modified_utc: Type.String(),
  url: Type.String(),
}

export const Venue = Type.Object({
  ...postHead,
  venue: Type.Optional(BlankableName),
  description: OptString(),
  excerpt: OptString(),
  slug: Type.String(),
  image: Type.Optional(Type.Union([Type.Ref('Image'), Type.Literal(false)])),
  address: OptString(),
  city: OptString(),
  country: OptString(),
  province: OptString(),
  state: OptString(),
  zip: OptString(),
  phone: OptString(),
  website: OptString(),
  stateprovince: OptString(),
  geo_lat: Type.Optional(Type.Number()),
  geo_lng: Type.Optional(Type.Number()),
  json_ld: Type.Optional(JsonLd),
  show_map: Type.Union([Type.Boolean(), Type.Null()]),
  show_map_link: Type.Union([Type.Boolean(), Type.Null()]),
  global_id: Type.String(),
  global_id_lineage: Type.Array(Type.String()),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  language: Type.String(),
  translations: Translations,
}, { $id: 'Venue' })
