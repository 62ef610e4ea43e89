// The vocabulary of the change log (SPEC §9.4), shared by the data layer that reads it, the services that present and
// deliver it, and the schemas that document it.
export const CHANGE_KINDS = ['event', 'venue', 'organizer', 'category', 'tag'] as const
export type ChangeKind = typeof CHANGE_KINDS[number]
export const CHANGE_ACTIONS = ['created', 'updated', 'trashed', 'restored', 'deleted'] as const
export type ChangeAction = typeof CHANGE_ACTIONS[number]

export interface ChangeEntry {
  seq: number
  kind: ChangeKind
  recordId: number
  action: ChangeAction
  at: Date
  /** could an anonymous caller read the record before the write, and after it */
  publicBefore: boolean
  publicAfter: boolean
}
