// Shared schema fragments (registered once, referenced everywhere: they show as components in /doc).
import { Type, type Static, type TSchema, type SchemaOptions, type TArray, type TUnsafe } from '@sinclair/typebox'
import { MAX_LIST_ITEMS } from '../domain/limits.js'

export const LANGUAGES = ['en', 'nl', 'de', 'fr'] as const
export type Language = typeof LANGUAGES[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** How /doc describes the spellings each kind of flag accepts (after what the flag does). */
export const FLAG_FORMAT = 'Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused.'
export const TRUTHY_FORMAT = 'Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.'
/** `what` + the accepted spellings, the description of a flag. */
const flagText = (format: string, options: SchemaOptions) => ({ ...options, description: options.description ? `${String(options.description)} ${format}` : format })
/** Boolean parameter: true/false (any case), "1"/"0", 1/0 (SPEC §3.2). */
export const Flag = (options: SchemaOptions = {}) => Type.Boolean({ ...flagText(FLAG_FORMAT, options), 'x-flag': 'boolean' })
/** Truthy flag: a fixed set of spellings is true, anything else false (SPEC §3.2); `x-non-empty` rejects "". */
export const Truthy = (options: SchemaOptions = {}) => Type.Boolean({ ...flagText(TRUTHY_FORMAT, options), 'x-flag': 'truthy' })
/** List parameter: JSON array, bracket keys or comma string (SPEC §3.2), at most MAX_LIST_ITEMS items (SPEC §7).
 *  `style: form, explode: false` in /doc. */
export const List = <T extends TSchema>(items: T, options: SchemaOptions = {}): TArray<T> =>
  Type.Array(items, { maxItems: MAX_LIST_ITEMS, ...options, 'x-list': true })
/** A text limited in bytes of UTF-8 (SPEC §7): `maxBytes` is the service's ajv keyword (plugins/app/validation.ts);
 *  `maxLength` says the same to other validators (/doc, TypeBox's checker), as a character never takes less than a byte. */
export const bytesAtMost = (max: number) => ({ maxLength: max, maxBytes: max })
/** Names and slugs (titles, venue/organizer/term names): compared and stored NFC without zero-width characters
 *  (SPEC §3.7), by the input normalization (lib/http/params.ts). */
export const NAME = { 'x-name': true } as const
/** A string field that is absent when empty (venue and organizer objects omit empty values, SPEC §4.2). */
export const OptionalString = () => Type.Optional(Type.String())
export const NonEmpty = (options: SchemaOptions = {}) => Type.String({ minLength: 1, ...options })
/** The date grammar of SPEC §3.5, as /doc states it. */
export const DATE_FORMAT = 'A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset ' +
  '(`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression ' +
  '(`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.'
/** A date parameter: `what` it means, then the accepted forms; `example` is shown by /doc. */
export const DateInput = (what: string, example: string, options: SchemaOptions = {}) =>
  Type.String({ minLength: 1, format: 'calendar-date', description: `${what} ${DATE_FORMAT}`, examples: [example], ...options })
export const LanguageParam = Type.String({
  enum: [...LANGUAGES],
  description: 'Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug ' +
    'lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.',
  examples: ['nl'],
})
/** Ids are 32-bit in storage; larger numbers are rejected as invalid rather than failing in the database. */
export const MAX_ID = 2147483647
export const PositiveInt = (options: SchemaOptions = {}) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...options })
export const IdInteger = (options: SchemaOptions = {}) => Type.Integer({ minimum: -MAX_ID, maximum: MAX_ID, ...options })

/** A reference by `$id` (what /doc and the serializer see: `{"$ref": …}`) that keeps the static type of the schema it
 *  names, so that what is typed by `Static<>` of an object with references (the presenters' results) is checked against
 *  the referenced schema too. */
export const RefTo = <T extends TSchema>(schema: T, options: SchemaOptions = {}): TUnsafe<Static<T>> =>
  Type.Unsafe<Static<T>>(Type.Ref(schema.$id!, options))

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
  sizes: Type.Optional(Type.Record(Type.String(), RefTo(ImageSize))),
}, { $id: 'Image' })

export const ErrorSchema = Type.Object({
  code: Type.String({ description: 'Machine-readable error code (the compatibility contract).' }),
  message: Type.String({ description: 'Human-readable English message (not part of the contract).' }),
  data: Type.Object({
    status: Type.Integer(),
    hint: Type.Optional(Type.String({ description: 'rest_forbidden and rest_invalid_token: how to authenticate (which header to send, where tokens come from). The message stays the plugin\'s.' })),
  }, { additionalProperties: true }),
}, { $id: 'Error' })

export const JsonLd = Type.Object({}, { additionalProperties: true, description: 'schema.org JSON-LD object (an `Event`, `Place` or `Organization`).' })

/** Parameters every route accepts (SPEC §1.5). */
export const LanguageParams = {
  translation_language: Type.Optional(LanguageParam),
}

export const PageParams = {
  page: Type.Optional(PositiveInt({ default: 1, description: 'Page number: an integer from 1 (default 1).', examples: [1] })),
  per_page: Type.Optional(PositiveInt({ description: 'Page size: an integer from 1; default POSTS_PER_PAGE (10), values above 50 count as 50.', examples: [20] })),
}

/**
 * The `id` path parameter of a kind's single-record routes. `example` is the id the kind's create example (POST)
 * gives on an empty database, so that /doc's examples work in a row (src/routes/post-routes.ts, term-routes.ts).
 */
export const IdParams = (what: string, example: number, whereFrom: string) => Type.Object({
  id: Type.Integer({
    minimum: 0,
    description: `Id of ${what}: digits only (anything else matches no route, 404). ${whereFrom}`,
    examples: [example],
  }),
})
/** The `slug` path parameter of a kind's by-slug routes; `example` is the slug its create example gives first. */
export const SlugParams = (what: string, example: string) => Type.Object({
  slug: Type.String({
    minLength: 1,
    description: `Slug of ${what} in the request's language: any characters but \`/\`, compared after slugifying (lower case, ` +
      `accents removed, spaces as \`-\`). \`${example}\` is the slug the create example gives on an empty database.`,
    examples: [example],
  }),
})

/** Schemas registered with app.addSchema so responses can reference them by $id. */
export const sharedSchemas = [DateDetails, ImageSize, Image, ErrorSchema]
