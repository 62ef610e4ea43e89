// Users and tokens as the HTTP answers show them (SPEC §9.8): never a password, a hash, or a token after the answer
// that issued it.
import type { TokenRow, UserRow } from '../repositories/users.js'

export function presentUser (u: UserRow) {
  return { id: u.id, login: u.login, name: u.displayName, role: u.role, created_utc: u.createdAt.toISOString(), has_password: u.hasPassword, active_tokens: u.activeTokens }
}

export type PresentedUser = ReturnType<typeof presentUser>

export function presentToken (t: TokenRow, token?: string) {
  return { id: t.id, label: t.label, created_utc: t.createdAt.toISOString(), revoked_utc: t.revokedAt?.toISOString() ?? null, ...(token === undefined ? {} : { token }) }
}
