// Geolocation filter of the event list (SPEC §5.1, §8.5): venues within a great-circle radius.
import type { GeoBox } from '../repositories/places.js'
import type { Repositories } from '../repositories/index.js'

/** Mean Earth radius (IUGG), the R of SPEC §5.1. */
export const EARTH_RADIUS_KM = 6371.0088

const rad = (deg: number) => deg * Math.PI / 180

/** Great-circle distance in km (haversine). */
export function distanceKm (lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1)
  const dLng = rad(lng2 - lng1)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * Venues of `language` within `radiusKm` of a point → id → distance. A latitude/longitude box narrows the
 * candidates in the database (indexable); the exact distance is computed here.
 */
export async function venuesWithin (repos: Repositories, language: string, lat: number, lng: number, radiusKm: number): Promise<Map<number, number>> {
  const dLat = radiusKm / (EARTH_RADIUS_KM * Math.PI / 180)
  const cosLat = Math.cos(rad(lat))
  const dLng = cosLat > 1e-9 ? dLat / cosLat : 360
  const latMin = lat - dLat
  const latMax = lat + dLat
  // Boxes that reach a pole or wrap the antimeridian keep every longitude (rare, and still exact below).
  const box: GeoBox = latMin <= -90 || latMax >= 90 || lng - dLng < -180 || lng + dLng > 180 || dLng >= 180
    ? { latMin, latMax }
    : { latMin, latMax, lng: { min: lng - dLng, max: lng + dLng } }
  const rows = await repos.places.venuesInBox(language, box)
  const out = new Map<number, number>()
  for (const v of rows) {
    const d = distanceKm(lat, lng, v.latitude, v.longitude)
    if (d <= radiusKm) out.set(v.id, d)
  }
  return out
}
