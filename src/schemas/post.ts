// Schema pieces that events, venues and organizers ("post kinds") share: statuses, the fields every object begins
// with, the write fields of venues and organizers, the create body and the list envelope.
import { Type, type ObjectOptions, type TObject, type TOptional, type TProperties } from '@sinclair/typebox'
import { DateInput, Image, LanguageParams, NAME, OptionalString, PositiveInt, RefTo, bytesAtMost } from './common.js'
import { MAX_NAME_BYTES, MAX_PASSWORD_CHARS, MAX_TERM_NAME_CHARS, MAX_TEXT_BYTES } from '../domain/limits.js'

export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const
export type PostStatus = typeof POST_STATUSES[number]

export const StatusValue = Type.String({ enum: [...POST_STATUSES] })

/** Blanked names of password-protected records are an empty array (SPEC §3.9). */
export const BlankableName = Type.Union([Type.String(), Type.Array(Type.Any(), { maxItems: 0 })])
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

/** The fields a venue or organizer object begins with: postHead, then its name (key `name`), description, excerpt,
 *  slug and image (SPEC §4.2, §4.3). */
export function placeHead<K extends 'venue' | 'organizer'> (name: K) {
  const named = { [name]: Type.Optional(BlankableName) } as Record<K, TOptional<typeof BlankableName>>
  return {
    ...postHead,
    ...named,
    description: OptionalString(),
    excerpt: OptionalString(),
    slug: Type.String(),
    image: Type.Optional(Type.Union([RefTo(Image), Type.Literal(false)])),
  }
}

/** `password` write field (SPEC §3.9, §7). */
export const PasswordField = (what: string) => Type.String({ maxLength: MAX_PASSWORD_CHARS, description: `Protects the ${what}: reads without this password (or edit rights with \`context=edit\`) see it blanked; at most 255 characters, \`""\` removes it.` })
/** Venue/organizer name (SPEC §7). */
export const PlaceName = (what: string) => Type.String({ minLength: 1, ...bytesAtMost(MAX_NAME_BYTES), ...NAME, description: `${what} name (≤ 65,535 bytes of UTF-8).` })
/** A term named in an event write or a term write (SPEC §4.4, §7). */
export const TermItem = Type.String({ minLength: 1, maxLength: MAX_TERM_NAME_CHARS, ...NAME })

/** Write fields venues and organizers share (SPEC §4.2, §4.3). */
export const placeWriteFields = {
  author: PositiveInt({ description: 'Id of an existing user (default: the caller).' }),
  date: DateInput('Publication time in the site timezone; default now.', '2027-03-01 09:00:00'),
  date_utc: DateInput('Publication time in UTC.', '2027-03-01 08:00:00'),
  description: Type.String(bytesAtMost(MAX_TEXT_BYTES)),
  status: StatusValue,
  website: Type.String({ format: 'calendar-url', description: 'URL, or `""` to clear.' }),
  image: Type.Union([Type.Integer({ minimum: 0, maximum: 2147483647 }), Type.String(), Type.Boolean()], { description: 'Media id or image URL; `""` removes it.' }),
  password: PasswordField('record'),
  translation_of: PositiveInt({ description: 'Id of the record this one translates (create only).' }),
}

export const PasswordParams = {
  password: Type.Optional(Type.String({ description: 'Password of password-protected records: any string; the records it unlocks are shown in full instead of blanked.', examples: ['open sesame'] })),
  context: Type.Optional(Type.String({ enum: ['view', 'edit'], description: '`view` (default) or `edit`: with `edit`, protected records the caller may edit are shown in full.', examples: ['edit'] })),
}

/** List envelope of events, venues and organizers (SPEC §3.4, key order as shown there). */
export const postList = <K extends string>(key: K, item: string, $id: string) => Type.Object({
  [key]: Type.Array(Type.Ref(item)),
  rest_url: Type.String(),
  next_rest_url: Type.Optional(Type.String()),
  previous_rest_url: Type.Optional(Type.String()),
  total: Type.Integer(),
  total_pages: Type.Integer(),
}, { $id })

/** Create body = the required name parameter + every other write field optional + the language selector. */
type CreateProps<P extends TProperties, R extends keyof P> = { [K in keyof P]: K extends R ? P[K] : TOptional<P[K]> } & typeof LanguageParams
export function createBody<P extends TProperties, R extends keyof P & string> (required: R[], fields: P, options: ObjectOptions = {}): TObject<CreateProps<P, R>> {
  const props = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, (required as string[]).includes(k) ? v : Type.Optional(v)]))
  return Type.Object({ ...props, ...LanguageParams }, options) as unknown as TObject<CreateProps<P, R>>
}
