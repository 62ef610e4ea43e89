// Shared schema fragments (registered once, referenced everywhere: they show as components in /doc).
import { Type, type TSchema, type SchemaOptions, type TArray } from '@sinclair/typebox'
import { MAX_LIST_ITEMS } from '../lib/limits.js'

export const LANGUAGES = ['en', 'nl', 'de', 'fr'] as const
export type Language = typeof LANGUAGES[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** Boolean parameter: true/false (any case), "1"/"0", 1/0 (SPEC §3.2). */
export const Flag = (options: SchemaOptions = {}) => Type.Boolean({ ...options, 'x-flag': 'boolean' })
/** Truthy flag: a fixed set of spellings is true, anything else false (SPEC §3.2); `x-non-empty` rejects "". */
export const Truthy = (options: SchemaOptions = {}) => Type.Boolean({ ...options, 'x-flag': 'truthy' })
/** List parameter: JSON array, bracket keys or comma string (SPEC §3.2), at most MAX_LIST_ITEMS items (SPEC §7).
 *  `style: form, explode: false` in /doc. */
export const List = <T extends TSchema>(items: T, options: SchemaOptions = {}): TArray<T> =>
  Type.Array(items, { maxItems: MAX_LIST_ITEMS, ...options, 'x-list': true })
/** A text limited in bytes of UTF-8 (SPEC §7): `maxBytes` is the service's ajv keyword (plugins/app/validation.ts);
 *  `maxLength` says the same to other validators (/doc, TypeBox's checker), as a character never takes less than a byte. */
export const bytesAtMost = (max: number) => ({ maxLength: max, maxBytes: max })
/** Names and slugs (titles, venue/organizer/term names): compared and stored NFC without zero-width characters
 *  (SPEC §3.7), by the input normalization (lib/params.ts). */
export const NAME = { 'x-name': true } as const
/** A string field that is absent when empty (venue and organizer objects omit empty values, SPEC §4.2). */
export const OptionalString = () => Type.Optional(Type.String())
export const NonEmpty = (options: SchemaOptions = {}) => Type.String({ minLength: 1, ...options })
export const DateInput = (options: SchemaOptions = {}) =>
  Type.String({ minLength: 1, format: 'calendar-date', description: 'Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.', ...options })
export const LanguageParam = Type.String({ enum: [...LANGUAGES], description: 'Effective language of the request (wins over the path prefix).' })
/** Ids are 32-bit in storage; larger numbers are rejected as invalid rather than failing in the database. */
export const MAX_ID = 2147483647
export const PositiveInt = (options: SchemaOptions = {}) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...options })
export const IdInteger = (options: SchemaOptions = {}) => Type.Integer({ minimum: -MAX_ID, maximum: MAX_ID, ...options })

export const Translations = Type.Record(Type.String(), Type.Integer(), {
  description: 'Language code → record id for every record of the translation group, the record itself included.',
})

export const DateDetails = Type.Object({
  year: Type.String(),
  month: Type.String(),
  day: Type.String(),
  hour: Type.String(),
  minutes: Type.String(),
  seconds: Type.String(),
}, { $id: 'DateDetails', description: 'Zero-padded date parts (strings).' })

export const ImageSize = Type.Object({
  width: Type.Integer(), height: Type.Integer(), 'mime-type': Type.String(), url: Type.String(),
}, { $id: 'ImageSize' })

export const Image = Type.Object({
  url: Type.String(),
  id: Type.Integer(),
  extension: Type.String(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
  filesize: Type.Optional(Type.Integer()),
  sizes: Type.Optional(Type.Record(Type.String(), Type.Ref(ImageSize))),
}, { $id: 'Image' })

export const ErrorSchema = Type.Object({
  code: Type.String({ description: 'Machine-readable error code (the compatibility contract).' }),
  message: Type.String({ description: 'Human-readable English message (not part of the contract).' }),
  data: Type.Object({
    status: Type.Integer(),
  }, { additionalProperties: true }),
}, { $id: 'Error' })

export const JsonLd = Type.Object({}, { additionalProperties: true, description: 'schema.org JSON-LD object (SPEC §4.5).' })

/** Parameters every route accepts (SPEC §1.5). */
export const LanguageParams = {
  translation_language: Type.Optional(LanguageParam),
}

export const PageParams = {
  page: Type.Optional(PositiveInt({ default: 1 })),
  per_page: Type.Optional(PositiveInt({ description: 'Page size; default POSTS_PER_PAGE, values above 50 are clamped.' })),
}

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 0, description: 'Record id' }) })
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, description: 'Record slug' }) })

/** Schemas registered with app.addSchema so responses can reference them by $id. */
export const sharedSchemas = [DateDetails, ImageSize, Image, ErrorSchema]
