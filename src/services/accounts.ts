// Users and their tokens over HTTP (SPEC §9.8): administrators manage everyone at /users, every signed-in caller
// itself at /users/me. The rules the CLI follows (src/services/users.ts: logins, roles, user 1, reserved labels) are
// the same; what only HTTP needs is here: who may ask, what an answer shows (never a password, a hash or a token after
// the answer that issued it) and what a password change ends.
import type { ServiceContext } from '../context.js'
import { catalogued, forbidden, invalidParams, missingParams } from '../errors.js'
import { hashPassword } from '../lib/infra/password.js'
import { presentToken, presentUser, type PresentedUser } from '../presenters/user.js'
import type { UserRow } from '../repositories/users.js'
import { checkPassword, limitedAttempt, openSession, type NewSession } from './sessions.js'
import { ADMIN_ID, API_TOKEN_LABEL, addUser, assertRole, hashToken, newToken, UserError } from './users.js'

/** Active tokens one user may hold: issuing is cheap, and each is a row every list reads. */
export const MAX_ACTIVE_TOKENS = 100

function requireAdmin (sc: ServiceContext): void {
  if (sc.caller?.role !== 'administrator') throw forbidden(sc.caller !== null, 'Sorry, you are not allowed to manage users.')
}

function requireSignedIn (sc: ServiceContext): number {
  if (sc.caller === null) throw catalogued('rest_not_logged_in')
  return sc.caller.userId
}

async function userRow (sc: ServiceContext, id: number): Promise<UserRow> {
  const [row] = await sc.repos.users.list(id)
  if (row === undefined) throw catalogued('user-not-found')
  return row
}

export async function listAccounts (sc: ServiceContext) {
  requireAdmin(sc)
  return (await sc.repos.users.list()).map(presentUser)
}

export async function readAccount (sc: ServiceContext, id: number) {
  requireAdmin(sc)
  return presentUser(await userRow(sc, id))
}

export async function createAccount (sc: ServiceContext, input: { login: string; role: string; name?: string; password?: string }) {
  requireAdmin(sc)
  let id: number
  try {
    id = (await addUser(sc.repos, input)).id
  } catch (err) {
    if (err instanceof UserError && err.code === 'login_exists') throw catalogued('user-login-exists')
    throw err
  }
  if (input.password !== undefined) await sc.repos.users.setPasswordHash(id, await hashPassword(input.password))
  return presentUser(await userRow(sc, id))
}

/** What no administrator may do to an account: demote or delete user 1 (API_TOKEN's user, the administrator that
 *  always remains), or their own account (another administrator must). */
function protectedAccount (sc: ServiceContext, id: number): boolean {
  return id === ADMIN_ID || id === sc.caller?.userId
}

export async function updateAccount (sc: ServiceContext, id: number, input: { name?: string; role?: string; password?: string }) {
  requireAdmin(sc)
  const user = await userRow(sc, id)
  if (input.role !== undefined && input.role !== user.role) {
    if (protectedAccount(sc, id)) throw catalogued('user-protected')
    await sc.repos.users.setRole(id, assertRole(input.role))
  }
  if (input.name !== undefined) await sc.repos.users.setDisplayName(id, input.name)
  if (input.password !== undefined) {
    await sc.repos.users.setPasswordHash(id, await hashPassword(input.password))
    // Whoever knew the old password (or holds a cookie of it) is out.
    await sc.repos.users.deleteSessionsOf(id)
  }
  return presentUser(await userRow(sc, id))
}

export async function deleteAccount (sc: ServiceContext, id: number, reassign: number | undefined) {
  requireAdmin(sc)
  const user = await userRow(sc, id)
  if (protectedAccount(sc, id)) throw catalogued('user-protected')
  const authored = await sc.repos.users.authoredCount(id)
  if (reassign === id) throw invalidParams({ reassign: 'expected another user than the one deleted' })
  if (reassign !== undefined && await sc.repos.users.byId(reassign) === null) throw invalidParams({ reassign: `expected the id of an existing user; no user has id ${reassign}` })
  if (authored > 0 && reassign === undefined) throw invalidParams({ reassign: `expected the id of the user who gets the ${authored} records (events, venues, organizers) of the deleted one` })
  await sc.repos.transaction(async (repos) => {
    if (reassign !== undefined) await repos.users.reassignRecords(id, reassign)
    await repos.users.remove(id)
  })
  return { deleted: true as const, previous: presentUser(user) }
}

export async function accountTokens (sc: ServiceContext, id: number) {
  await userRow(sc, id)
  return (await sc.repos.users.tokens(id)).map((t) => presentToken(t))
}

export async function issueAccountToken (sc: ServiceContext, id: number, label = '') {
  await userRow(sc, id)
  if (label === API_TOKEN_LABEL) throw invalidParams({ label: `the label "${API_TOKEN_LABEL}" is reserved for the token configured by the API_TOKEN variable` })
  if (await sc.repos.users.countActiveTokens(id) >= MAX_ACTIVE_TOKENS) throw invalidParams({ label: `at most ${MAX_ACTIVE_TOKENS} active tokens per user: revoke one first` })
  const token = newToken()
  const row = await sc.repos.users.createToken({ userId: id, tokenHash: hashToken(token), label })
  return presentToken((await sc.repos.users.tokenOf(id, row.id))!, token)
}

export async function revokeAccountToken (sc: ServiceContext, id: number, tokenId: number) {
  const row = await sc.repos.users.tokenOf(id, tokenId)
  if (row === null) throw catalogued('token-not-found')
  if (row.revokedAt === null) await sc.repos.users.revokeToken(tokenId, new Date(sc.nowMs))
  return { revoked: true as const, previous: presentToken((await sc.repos.users.tokenOf(id, tokenId))!) }
}

// -- the administrators' routes take any user's id; /users/me takes the caller's own

export const adminTokens = async (sc: ServiceContext, id: number) => { requireAdmin(sc); return accountTokens(sc, id) }
export const adminIssueToken = async (sc: ServiceContext, id: number, label?: string) => { requireAdmin(sc); return issueAccountToken(sc, id, label) }
export const adminRevokeToken = async (sc: ServiceContext, id: number, tokenId: number) => { requireAdmin(sc); await userRow(sc, id); return revokeAccountToken(sc, id, tokenId) }

export const myAccount = async (sc: ServiceContext) => presentUser(await userRow(sc, requireSignedIn(sc)))
export const myTokens = async (sc: ServiceContext) => accountTokens(sc, requireSignedIn(sc))
export const issueMyToken = async (sc: ServiceContext, label?: string) => issueAccountToken(sc, requireSignedIn(sc), label)
export const revokeMyToken = async (sc: ServiceContext, tokenId: number) => revokeAccountToken(sc, requireSignedIn(sc), tokenId)

/**
 * Changes the caller's own name and password. A new password needs the current one (when there is one), checked under
 * the sign-in limits, as a sign-in is: a stolen session or token cannot take the account over, nor guess the password
 * faster than the sign-in form allows. It ends every session of the user; a caller signed in by a session gets a new
 * one (`session`), which the route sets as the cookie.
 */
export async function updateMyAccount (sc: ServiceContext, input: { name?: string; password?: string; current_password?: string }, opts: { address: string; viaSession: boolean }): Promise<{ user: PresentedUser; session: NewSession | null }> {
  const id = requireSignedIn(sc)
  const user = await sc.repos.users.byId(id)
  if (user === null) throw catalogued('rest_not_logged_in')
  let session: NewSession | null = null
  if (input.password !== undefined) {
    if (user.passwordHash !== null && input.current_password === undefined) throw missingParams(['current_password'])
    if (user.passwordHash !== null) {
      const now = new Date(sc.nowMs)
      const ok = await limitedAttempt(sc.repos, sc.config, { login: user.login, address: opts.address }, now, async () => await checkPassword(input.current_password!, user.passwordHash) ? true : null)
      if (ok === null) throw invalidParams({ current_password: 'is not your current password' })
    }
    await sc.repos.users.setPasswordHash(id, await hashPassword(input.password))
    await sc.repos.users.deleteSessionsOf(id)
    if (opts.viaSession) session = await openSession(sc.repos, sc.config, id, new Date(sc.nowMs), opts.address)
  }
  if (input.name !== undefined) await sc.repos.users.setDisplayName(id, input.name)
  return { user: presentUser(await userRow(sc, id)), session }
}
