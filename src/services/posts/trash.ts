// Moving records to the trash (SPEC §3.6), inside the caller's write transaction: the slug rule of
// src/domain/trash.ts and what a trashed venue or organizer leaves. The DELETE of the API (./service.ts), the series of
// events (../events/series-edits.ts) and the importer's --prune and updates (src/import/store.ts) trash through here,
// so that a record trashed by any of them reads, and comes back, the same.
import { freeTrashedSlug, trashedSlug } from '../../domain/trash.js'
import type { Repositories } from '../../repositories/index.js'
import { uniqueSlug, type PostKind } from './rules.js'

/** Moves record `row` of `kind` to the trash; returns its row as written. */
export async function trashPost (repos: Repositories, kind: PostKind, row: { id: number; slug: string; language: string }, now: Date): Promise<object> {
  const slug = await uniqueSlug(repos, kind, row.language, trashedSlug(row.slug), row.id)
  const trashed = await repos.posts.update(kind, row.id, { status: 'trash', slug, modifiedAt: now })
  await leaveEvents(repos, kind, row.id)
  return trashed
}

/** A venue or organizer in the trash leaves every event that named it. */
export async function leaveEvents (repos: Repositories, kind: PostKind, id: number): Promise<void> {
  if (kind === 'venue') await repos.events.clearVenue(id)
  if (kind === 'organizer') await repos.events.removeOrganizer(id)
}

/** Moves events of one language to the trash at once (the occurrences of a series): their slugs taken are read in one
 *  query, and those whose plain trashed slug is free (nearly all) are written by one statement. */
export async function trashEvents (repos: Repositories, language: string, list: Array<{ id: number; slug: string; status: string }>, now: Date): Promise<void> {
  const live = list.filter((o) => o.status !== 'trash')
  if (live.length === 0) return
  // The slugs a trashed slug could clash with begin like every one of these.
  const prefix = live.map((o) => o.slug).reduce((a, b) => { let i = 0; while (i < a.length && a[i] === b[i]) i++; return a.slice(0, i) })
  const taken = new Set(await repos.posts.slugsStartingWith('event', language, prefix))
  const plain: number[] = []
  for (const o of live) {
    const slug = freeTrashedSlug(o.slug, taken)
    if (slug === trashedSlug(o.slug)) plain.push(o.id)
    else await repos.series.update([o.id], { status: 'trash', slug, modifiedAt: now })
  }
  await repos.series.trash(plain, now)
}
