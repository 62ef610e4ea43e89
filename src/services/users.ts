// Users, roles and bearer tokens (SPEC §2.1). Tokens are random, shown once, stored as SHA-256 digests:
// a leaked database does not leak usable tokens, and a digest lookup is one indexed query.
import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { ROLES, type Caller, type Role } from '../domain/access.js'
import type { Credentials } from '../lib/http/authorization.js'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/limits.js'
import { hashPassword, passwordMatches } from '../lib/infra/password.js'
import type { Repositories } from '../repositories/index.js'

export const ADMIN_ID = 1
export const API_TOKEN_LABEL = 'API_TOKEN'
const GENERATED_LABEL = 'first-start'

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
export const newToken = (): string => `cal_${randomBytes(24).toString('base64url')}`

/** Compared with the login of Basic when the token is unknown, so that a wrong login and an unknown token cost alike. */
const NO_LOGIN = '\u0000'

/**
 * The caller of an Authorization header's credentials (SPEC §2.1), and the digest of its token (the per-client key of
 * the rate limit and the fair share: a token is one client whichever scheme carries it); null when the token is
 * unknown or revoked, or, with Basic, when the login is not its user's. The token is looked up first and the login
 * compared in constant time whatever the lookup found: a wrong login answers as an unknown token does, in the same
 * time, so Basic tells no more than Bearer about which logins exist. Logins compare case-insensitively, as WordPress
 * finds the user of an application password.
 */
export async function callerForCredentials (repos: Repositories, credentials: Credentials): Promise<{ caller: Caller; tokenKey: string } | null> {
  const tokenKey = hashToken(credentials.token)
  const found = await repos.users.callerOfToken(tokenKey)
  if (credentials.scheme === 'basic') {
    const loginMatches = passwordMatches(credentials.login.toLowerCase(), (found?.login ?? NO_LOGIN).toLowerCase())
    if (!loginMatches) return null
  }
  return found ? { caller: { userId: found.userId, role: found.role as Role }, tokenKey } : null
}

export const userExists = (repos: Repositories, id: number): Promise<boolean> => repos.users.exists(id)

/**
 * Makes sure user 1 (`admin`, administrator) exists and owns the configured API_TOKEN (SPEC §1.1, §2.1).
 * Without API_TOKEN the first start creates a token and writes it to `admin-token` (0600) in `tokenFileDir`, so that
 * `npm start` needs no set-up; later starts keep using it. Returns the token created now and its file (null when
 * none was): the caller shows it on a terminal only, never in the log (a journal or a log file keeps it).
 */
export async function bootstrapAdmin (repos: Repositories, opts: { apiToken?: string; tokenFileDir: string }): Promise<{ token: string; file: string } | null> {
  await ensureAdminUser(repos)
  if (opts.apiToken) {
    const tokenHash = hashToken(opts.apiToken)
    // A changed API_TOKEN replaces the previous one: the old value must stop working.
    await repos.users.revokeLabelledExcept(ADMIN_ID, API_TOKEN_LABEL, tokenHash, new Date())
    const existing = await repos.users.findToken(tokenHash)
    if (!existing) await repos.users.createToken({ userId: ADMIN_ID, tokenHash, label: API_TOKEN_LABEL })
    else if (existing.revokedAt || existing.userId !== ADMIN_ID) await repos.users.reactivateToken(tokenHash, ADMIN_ID)
    return null
  }
  if (await repos.users.countActiveTokens(ADMIN_ID) > 0) return null
  const token = newToken()
  const file = join(opts.tokenFileDir, 'admin-token')
  // The file first: a token stored in the database but nowhere else would lock the administrator out.
  mkdirSync(opts.tokenFileDir, { recursive: true, mode: 0o700 })
  writeFileSync(file, token + '\n', { mode: 0o600 })
  chmodSync(file, 0o600)
  await repos.users.createToken({ userId: ADMIN_ID, tokenHash: hashToken(token), label: GENERATED_LABEL })
  return { token, file }
}

/** Where the first-start token file goes (README "Quick start"): beside the SQLite file, which is `data/` by default;
 *  `data/` of the working directory on PostgreSQL, so both databases agree with the README. */
export const tokenFileDirFor = (sqliteFile: string | null): string => sqliteFile ? dirname(sqliteFile) : resolve('data')

/** Creates user 1 (`admin`, administrator) if it is missing; never touches tokens (the CLI calls this too). */
export async function ensureAdminUser (repos: Repositories): Promise<void> {
  await repos.users.ensure({ id: ADMIN_ID, login: 'admin', displayName: 'Administrator', role: 'administrator' })
}

// ---------------------------------------------------------------------------------------------------------------
// User and token management (the CLI of SPEC §2.1). Expected failures throw UserError; `usage` ones are mistakes in
// the request itself (bad role, malformed login), the others depend on the database's contents.

export type UserErrorCode =
  | 'invalid_role' | 'invalid_login' | 'reserved_label'
  | 'login_exists' | 'unknown_login' | 'unknown_token' | 'token_revoked' | 'admin_role' | 'invalid_password'

const USAGE_CODES: ReadonlySet<UserErrorCode> = new Set(['invalid_role', 'invalid_login', 'reserved_label', 'invalid_password'])

export class UserError extends Error {
  override name = 'UserError'
  constructor (readonly code: UserErrorCode, message: string) { super(message) }
  /** true when the request itself is wrong (a usage error), false when the database state forbids it */
  get usage (): boolean { return USAGE_CODES.has(this.code) }
}

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value)

export function assertRole (value: string): Role {
  if (!isRole(value)) throw new UserError('invalid_role', `unknown role "${value}"; valid roles: ${ROLES.join(', ')}`)
  return value
}

const LOGIN = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,59}$/
function assertLogin (login: string): string {
  if (!LOGIN.test(login)) {
    throw new UserError('invalid_login', `invalid login "${login}": 1-60 characters among letters, digits and . _ @ -, starting with a letter or digit`)
  }
  return login
}

async function userByLogin (repos: Repositories, login: string): Promise<{ id: number; login: string; role: string }> {
  const user = await repos.users.byLogin(login)
  if (!user) throw new UserError('unknown_login', `no user with login "${login}"`)
  return user
}

export interface UserInfo { id: number; login: string; name: string; role: Role; createdAt: Date; activeTokens: number }

export async function addUser (repos: Repositories, input: { login: string; role: string; name?: string }): Promise<UserInfo> {
  const login = assertLogin(input.login)
  const role = assertRole(input.role)
  // null also when another process created the same login between the check and the insert.
  const user = await repos.users.byLogin(login) ? null : await repos.users.create({ login, role, displayName: input.name ?? '' })
  if (!user) throw new UserError('login_exists', `login "${login}" already exists`)
  return { id: user.id, login: user.login, name: user.displayName, role, createdAt: user.createdAt, activeTokens: 0 }
}

/** Changes a user's role; effective on the user's next request. User 1 always stays administrator (SPEC §2.1). */
export async function setRole (repos: Repositories, login: string, roleName: string): Promise<{ id: number; login: string; role: Role; previous: Role }> {
  const role = assertRole(roleName)
  const user = await userByLogin(repos, login)
  if (user.id === ADMIN_ID && role !== 'administrator') {
    throw new UserError('admin_role', `user ${ADMIN_ID} ("${user.login}") is the built-in administrator that API_TOKEN belongs to; its role cannot change`)
  }
  if (user.role !== role) await repos.users.setRole(user.id, role)
  return { id: user.id, login: user.login, role, previous: user.role as Role }
}

/** Sets a user's sign-in password (SPEC §9.8, `calendar-cli user set-password`): stored as a scrypt hash; every
 *  session of the user ends, so whoever knew the old password is out. */
export async function setPassword (repos: Repositories, login: string, password: string): Promise<{ id: number; login: string; sessionsEnded: number }> {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH || length > MAX_PASSWORD_LENGTH) {
    throw new UserError('invalid_password', `the password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters; it has ${length}`)
  }
  const user = await userByLogin(repos, login)
  await repos.users.setPasswordHash(user.id, await hashPassword(password))
  const sessionsEnded = await repos.users.deleteSessionsOf(user.id)
  return { id: user.id, login: user.login, sessionsEnded }
}

export async function listUsers (repos: Repositories): Promise<UserInfo[]> {
  const users = await repos.users.list()
  return users.map((u) => ({ id: u.id, login: u.login, name: u.displayName, role: u.role as Role, createdAt: u.createdAt, activeTokens: u.activeTokens }))
}

export interface IssuedToken { id: number; userId: number; login: string; label: string; token: string }

/** Creates a bearer token for `login`. The clear token is returned once; only its SHA-256 digest is stored. */
export async function issueToken (repos: Repositories, login: string, label = ''): Promise<IssuedToken> {
  // bootstrapAdmin revokes user 1's tokens labelled API_TOKEN that differ from the configured one.
  if (label === API_TOKEN_LABEL) throw new UserError('reserved_label', `the label "${API_TOKEN_LABEL}" is reserved for the token configured by the API_TOKEN variable`)
  const user = await userByLogin(repos, login)
  const token = newToken()
  const row = await repos.users.createToken({ userId: user.id, tokenHash: hashToken(token), label })
  return { id: row.id, userId: user.id, login: user.login, label, token }
}

export interface TokenInfo { id: number; userId: number; login: string; label: string; createdAt: Date; revokedAt: Date | null }

/** Token metadata, never the token or its digest. */
export async function listTokens (repos: Repositories, opts: { login?: string } = {}): Promise<TokenInfo[]> {
  const userId = opts.login === undefined ? undefined : (await userByLogin(repos, opts.login)).id
  const rows = await repos.users.tokens(userId)
  return rows.map((r) => ({ id: r.id, userId: r.userId, login: r.login, label: r.label, createdAt: r.createdAt, revokedAt: r.revokedAt }))
}

export interface RevokedToken extends TokenInfo {
  revokedAt: Date
  /** the token is (or was) the one API_TOKEN configures: the next start with that API_TOKEN re-activates it */
  apiToken: boolean
  /** the token was generated at a first start without API_TOKEN (label `first-start`) */
  generated: boolean
}

/** Revokes a token; effective on the next request that presents it. `apiToken` = the configured API_TOKEN, if
 *  known to the caller, to recognise its row even when its label says otherwise. */
export async function revokeToken (repos: Repositories, id: number, opts: { apiToken?: string } = {}): Promise<RevokedToken> {
  const row = await repos.users.token(id)
  if (!row) throw new UserError('unknown_token', `no token with id ${id}`)
  if (row.revokedAt) throw new UserError('token_revoked', `token ${id} is already revoked (since ${row.revokedAt.toISOString()})`)
  const revokedAt = new Date()
  if (!await repos.users.revokeToken(id, revokedAt)) throw new UserError('token_revoked', `token ${id} is already revoked`)
  const apiToken = row.userId === ADMIN_ID && (row.label === API_TOKEN_LABEL || (opts.apiToken !== undefined && row.tokenHash === hashToken(opts.apiToken)))
  return {
    id: row.id,
    userId: row.userId,
    login: row.login,
    label: row.label,
    createdAt: row.createdAt,
    revokedAt,
    apiToken,
    generated: row.userId === ADMIN_ID && row.label === GENERATED_LABEL,
  }
}
