// The slug rule of the trash (SPEC §3.6): a record moved to the trash frees its slug by taking the suffix `__trashed`
// (`-2`, `-3`… when that is taken too), and gets back the part before it when it leaves the trash. The API, the series
// of events, the importer and the raw SQL of src/repositories/series.ts all follow it from here.

/** What a trashed record's slug ends in (before a `-N` that made it unique). */
export const TRASHED_SUFFIX = '__trashed'

const TRASHED_ENDING = /__trashed(?:-\d+)?$/

/** The slug a record of slug `slug` asks for in the trash (before it is made unique). */
export const trashedSlug = (slug: string): string => `${slug}${TRASHED_SUFFIX}`

/** The slug a trashed record asks for back: its slug without the trash suffix. */
export const restoredSlug = (slug: string): string => slug.replace(TRASHED_ENDING, '')

/** Whether an update takes record `existing` out of the trash: it sends a status other than trash. */
export const leavesTrash = (existing: { status: string } | undefined, status: unknown): boolean =>
  existing?.status === 'trash' && status !== undefined && status !== 'trash'

/** The trashed slug of `slug` that `taken` does not hold (the suffix, then `-2`, `-3`…), added to `taken`: for
 *  records trashed together, whose slugs were read at once. */
export function freeTrashedSlug (slug: string, taken: Set<string>): string {
  let candidate = trashedSlug(slug)
  for (let n = 2; taken.has(candidate); n++) candidate = `${trashedSlug(slug)}-${n}`
  taken.add(candidate)
  return candidate
}
