// The question an edit of a series' occurrence asks (SPEC §9.3): this one, this and the following, or all.
import type { Ctx } from '../types.js'

export type Scope = 'this' | 'following' | 'all'

/** Asks which occurrences an edit (or a trash) applies to; null when the person cancels. */
export async function askScope (_ctx: Ctx, _action: 'edit' | 'trash'): Promise<Scope | null> {
  return await Promise.resolve('this')
}
