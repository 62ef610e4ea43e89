// Images (SPEC §3.8): by media id or by URL. The service never fetches a URL (no outbound requests on a
// caller's behalf, SPEC §8.17), so a new record knows only the URL and the MIME type of its extension.
import type { ServiceContext } from '../context.js'
import type { ParamProblems } from '../errors.js'
import { shown } from '../lib/http/param-messages.js'
import type { Repositories } from '../repositories/index.js'
import { canAttachImageUrl } from '../domain/access.js'

/** Image file extensions and their MIME types: what an image URL may end in (also read by the importer). */
export const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  ico: 'image/x-icon',
  heic: 'image/heic',
}

/** What `image` accepts (SPEC §3.8), for the reasons of rest_invalid_param. */
const IMAGE_ACCEPTS = `the id of an image in the media library or an image URL ending in .${Object.keys(IMAGE_TYPES).slice(0, 5).join(', .')}, …`
const imageReason = (value: unknown, clear: boolean) => `expected ${IMAGE_ACCEPTS}${clear ? ' ("", 0 or false removes it)' : ''}; got ${shown(value)}`

function imageExtension (url: string): string | null {
  try {
    const u = new URL(url)
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null
    const m = /\.([A-Za-z]+)$/.exec(u.pathname)
    const ext = m?.[1]?.toLowerCase()
    return ext && Object.hasOwn(IMAGE_TYPES, ext) ? ext : null
  } catch { return null }
}

/**
 * Resolves an `image` write value: media id → that id, URL → existing media id or a new-media reference that
 * materializeImage stores inside the write's transaction (a rejected write must not leave a media record), clear → null.
 * Returns undefined (and records a problem) when invalid. `allowClear`: "", 0 and false remove the image
 * (updates); on creates they are invalid, as the event write table says.
 */
export async function resolveImage (sc: ServiceContext, value: number | string | boolean, opts: { allowClear: boolean }, problems: ParamProblems): Promise<ImageRef | undefined> {
  if (value === '' || value === 0 || value === false) {
    if (opts.allowClear) return null
    problems.add('image', `${imageReason(value, false)}: a new record has no image to remove`)
    return undefined
  }
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    const media = await sc.repos.media.find(Number(value))
    if (media && media.mimeType.startsWith('image/')) return media.id
    problems.add('image', `${imageReason(value, opts.allowClear)}, which is not an image's id`)
    return undefined
  }
  if (typeof value !== 'string') { problems.add('image', imageReason(value, opts.allowClear)); return undefined }
  const existing = await sc.repos.media.findByUrl(value)
  if (existing) return existing.id
  const ext = imageExtension(value)
  if (!ext || !canAttachImageUrl(sc.caller)) {
    problems.add('image', ext ? `expected the id of an image in the media library: your role may not attach images by URL; got ${shown(value)}` : imageReason(value, opts.allowClear))
    return undefined
  }
  return { url: value, ext }
}

export type ImageRef = number | null | { url: string; ext: string }

/** Media id for a resolved reference, creating the media record for a new URL (inside the write's transaction). */
export async function materializeImage (repos: Repositories, ref: ImageRef, authorId: number): Promise<number | null> {
  if (ref === null || typeof ref === 'number') return ref
  const found = await repos.media.findByUrl(ref.url)
  if (found) return found.id
  const mimeType = IMAGE_TYPES[ref.ext]
  // resolveImage makes references only for extensions of IMAGE_TYPES.
  if (mimeType === undefined) throw new Error(`no MIME type for image extension "${ref.ext}"`)
  return repos.media.insertUrl({ url: ref.url, extension: ref.ext, mimeType, authorId })
}
