// Browser sessions (SPEC §9.8): password sign-in, the session cookie and its CSRF nonce, sign-out, and the limits on
// failed sign-ins. The cookie's value is a random secret that is never stored (the session's id is its SHA-256); the
// nonce is a second random value of the session, which a script of the service's own pages reads from the answer to
// the sign-in (or `GET /session`) and sends in X-WP-Nonce. A foreign site can make a browser send the cookie
// (SameSite=Lax allows top-level navigations), but it cannot read any answer (CORS grants credentials to the
// configured origins only), so it never learns the nonce: a write carried by the cookie alone is refused.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { ApiError, catalogued } from '../errors.js'
import type { Caller, Role } from '../domain/access.js'
import { Semaphore } from '../lib/infra/semaphore.js'
import { verifyPassword } from '../lib/infra/password.js'
import { presentUser, type PresentedUser } from '../presenters/user.js'
import type { Repositories } from '../repositories/index.js'
import type { Config } from '../config.js'
import { SUBMISSION_WINDOW_MS } from './submissions.js'

/** Methods that only read: a cookie without a nonce is an anonymous caller there (as in WordPress). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** How often a session's lastSeenAt is written at most: not a write per request. */
const TOUCH_EVERY_MS = 60_000

export const sessionId = (cookieValue: string): string => createHash('sha256').update(`session:${cookieValue}`).digest('hex')

/** Equal strings, in a time that depends on neither's content. */
function sameSecret (a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest()
  const y = createHash('sha256').update(b).digest()
  return timingSafeEqual(x, y)
}

/** scrypt takes 32 MiB and a thread of libuv's pool (which DNS lookups share) per hash: a flood of sign-ins from many
 *  addresses queues here instead of exhausting memory or the pool. */
const hashing = new Semaphore(2)
export const checkPassword = (password: string, stored: string | null): Promise<boolean> => hashing.run(() => verifyPassword(password, stored))

export interface SessionCaller { caller: Caller; sessionId: string }

/**
 * The caller of a request that carries the session cookie and no Authorization header: the session's user when its
 * nonce is sent and right; null (anonymous) for a read without a nonce; 'invalid' (403 rest_cookie_invalid_nonce)
 * for a write without a nonce, or a nonce that is not the live session's (a forged one, another session's, or one of
 * a session that expired, was signed out or ended by a password change).
 */
export async function callerForSession (repos: Repositories, cookieValue: string, nonce: string | undefined, method: string, now: Date): Promise<SessionCaller | 'invalid' | null> {
  if (nonce === undefined) return READS.has(method) ? null : 'invalid'
  const session = await repos.users.liveSession(sessionId(cookieValue), now)
  if (session === null || !sameSecret(session.nonce, nonce)) return 'invalid'
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repos.users.touchSession(session.id, now)
  return { caller: { userId: session.userId, role: session.role as Role }, sessionId: session.id }
}

/** What the session routes answer: the user, the nonce, the end. */
export interface SessionAnswer { user: PresentedUser; nonce: string; expires_utc: string }

async function answerFor (repos: Repositories, userId: number, nonce: string, expiresAt: Date): Promise<SessionAnswer | null> {
  const [row] = await repos.users.list(userId)
  return row === undefined ? null : { user: presentUser(row), nonce, expires_utc: expiresAt.toISOString() }
}

/** The user and nonce of the live session of a cookie (`GET /session`), or 401 rest_not_logged_in. */
export async function currentSession (repos: Repositories, cookieValue: string | undefined, now: Date): Promise<SessionAnswer> {
  const session = cookieValue === undefined ? null : await repos.users.liveSession(sessionId(cookieValue), now)
  const answer = session === null ? null : await answerFor(repos, session.userId, session.nonce, session.expiresAt)
  if (answer === null) throw catalogued('rest_not_logged_in')
  return answer
}

/** Signs out (`DELETE /session`): the live session of the cookie ends when `nonce` is its own (else 403
 *  rest_cookie_invalid_nonce: a foreign page cannot sign anyone out); whether one ended. */
export async function endSession (repos: Repositories, cookieValue: string | undefined, nonce: string | undefined, now: Date): Promise<boolean> {
  const session = cookieValue === undefined ? null : await repos.users.liveSession(sessionId(cookieValue), now)
  if (session === null) return false
  if (nonce === undefined || !sameSecret(session.nonce, nonce)) throw catalogued('rest_cookie_invalid_nonce')
  await repos.users.deleteSession(session.id)
  return true
}

export interface NewSession { cookieValue: string; nonce: string; expiresAt: Date }

/** A new session of `userId` (the cookie's value is returned once, to be set; only its digest is stored). */
export async function openSession (repos: Repositories, config: Config, userId: number, now: Date, address: string): Promise<NewSession> {
  const cookieValue = randomBytes(32).toString('base64url')
  const nonce = randomBytes(18).toString('base64url')
  const expiresAt = new Date(now.getTime() + config.sessionLifetimeMs)
  await repos.users.createSession({ id: sessionId(cookieValue), userId, nonce, expiresAt, address: address.slice(0, 100), createdAt: now })
  return { cookieValue, nonce, expiresAt }
}

/** The keys failed sign-ins are counted under: the login (any case: one person, however typed) and the address. */
const loginKey = (login: string): string => `login:${login.toLowerCase()}`
const addressKey = (address: string): string => `address:${address}`

/**
 * Runs `attempt` under the sign-in limits of `login` and `address` (SIGN_IN_MAX_PER_LOGIN, SIGN_IN_MAX_PER_ADDRESS
 * within SIGN_IN_WINDOW): over either, 429 with Retry-After and `attempt` does not run. The attempt is counted as a
 * failure before it runs, so that concurrent attempts see each other, and uncounted when it succeeds. Logins that do
 * not exist are counted and limited exactly as those that do.
 */
export async function limitedAttempt<T> (repos: Repositories, config: Config, who: { login: string; address: string }, now: Date, attempt: () => Promise<T | null>): Promise<T | null> {
  const keys = [loginKey(who.login), addressKey(who.address)]
  const limits = [config.signInMaxPerLogin, config.signInMaxPerAddress]
  const since = new Date(now.getTime() - config.signInWindowMs)
  const ids = await repos.users.recordFailures(keys, now)
  const counts = await Promise.all(keys.map((key) => repos.users.failures(key, since)))
  const over = counts.map((c, i) => c.count > limits[i]! ? c : null).filter((c) => c !== null)
  if (over.length > 0) {
    await repos.users.forgetFailures(ids)
    const until = Math.max(...over.map((c) => (c.oldest ?? now).getTime() + config.signInWindowMs))
    const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000))
    throw new ApiError('rest_too_many_requests', 429, `Too many failed sign-ins: try again in ${seconds} s.`, { retry_after: seconds }, { 'Retry-After': String(seconds) })
  }
  const result = await attempt()
  if (result !== null) await repos.users.forgetFailures(ids)
  return result
}

/** Signs in with a login and a password: a new session, or 401 rest_invalid_login, the same answer in the same time
 *  for an unknown login, a user without a password and a wrong password. */
export async function signIn (repos: Repositories, config: Config, input: { login: string; password: string; address: string; previousCookie?: string }, now: Date): Promise<{ answer: SessionAnswer; session: NewSession }> {
  const user = await limitedAttempt(repos, config, input, now, async () => {
    const found = await repos.users.byLogin(input.login)
    return await checkPassword(input.password, found?.passwordHash ?? null) ? found : null
  })
  if (user === null) throw catalogued('rest_invalid_login')
  // Rotation: the session the browser had before (a fixed or stolen cookie) does not survive the sign-in.
  if (input.previousCookie !== undefined) await repos.users.deleteSession(sessionId(input.previousCookie))
  const session = await openSession(repos, config, user.id, now, input.address)
  return { answer: (await answerFor(repos, user.id, session.nonce, session.expiresAt))!, session }
}

/** Removes expired sessions and failures older than the window (a periodic job, src/plugins/app/jobs.ts). The table
 *  also counts the submissions of /submit/ per address (./submissions.ts), over an hour: none younger goes. */
export async function pruneSessions (repos: Repositories, config: Config, now: Date): Promise<{ sessions: number; failures: number }> {
  const sessions = await repos.users.pruneSessions(now)
  const failures = await repos.users.pruneFailures(new Date(now.getTime() - Math.max(config.signInWindowMs, SUBMISSION_WINDOW_MS)))
  return { sessions, failures }
}
