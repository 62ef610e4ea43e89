// Sign-in, users and their tokens over HTTP (SPEC §9.8). Text a person types and others see (a display name, a token's
// label) takes no markup characters or controls: it is refused with 400, never stored to be escaped later.
import { Type } from '@sinclair/typebox'
import { ROLES } from '../domain/access.js'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/limits.js'
import { LanguageParams, MAX_ID } from './common.js'

/** The login rule of the CLI (src/services/users.ts): 1–60 letters, digits and `. _ @ -`, from a letter or digit. */
export const LOGIN_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._@-]{0,59}$'
const PLAIN_TEXT = '^[^<>\\u0000-\\u001f\\u007f]*$'

const Login = (description: string) => Type.String({ pattern: LOGIN_PATTERN, minLength: 1, maxLength: 60, description, examples: ['ann'] })
const Name = Type.String({ pattern: PLAIN_TEXT, maxLength: 100, description: 'The name shown for the user (no `<`, `>` or control characters; at most 100).', examples: ['Ann Example'] })
const MIN_PASSWORD = MIN_PASSWORD_LENGTH
const MAX_PASSWORD = MAX_PASSWORD_LENGTH
const NewPassword = (description: string) => Type.String({ minLength: MIN_PASSWORD, maxLength: MAX_PASSWORD, description: `${description} ${MIN_PASSWORD}–${MAX_PASSWORD} characters, any of them; stored only as a memory-hard hash (scrypt).`, examples: ['correct horse battery staple'] })
const Role = Type.Union(ROLES.map((r) => Type.Literal(r)), { description: `One of ${ROLES.join(', ')}: what the user may do.`, examples: ['editor'] })
const Label = Type.String({ pattern: PLAIN_TEXT, maxLength: 100, description: 'A note for people: what the token is for (no `<`, `>` or control characters; at most 100).', examples: ['Newsletter export'] })

export const SessionQuery = Type.Object({ ...LanguageParams })

export const SignInBody = Type.Object({
  login: Login('The user\'s login.'),
  password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD, description: 'The user\'s password (set with `calendar-cli user set-password` or by its owner).', examples: ['correct horse battery staple'] }),
  ...LanguageParams,
}, { examples: [{ login: 'ann', password: 'correct horse battery staple' }] })

export const UserItem = Type.Object({
  id: Type.Integer({ description: 'The user\'s id: what `author` fields hold.' }),
  login: Type.String({ description: 'The login.' }),
  name: Type.String({ description: 'The display name.' }),
  role: Type.String({ description: `The role: ${ROLES.join(', ')}.` }),
  created_utc: Type.String({ description: 'When the user was added (ISO 8601, UTC).' }),
  has_password: Type.Boolean({ description: 'Whether the user can sign in with a password (never the password or its hash).' }),
  active_tokens: Type.Integer({ description: 'How many of the user\'s tokens are not revoked.' }),
}, { $id: 'User' })

export const TokenItem = Type.Object({
  id: Type.Integer({ description: 'The token\'s id (to revoke it).' }),
  label: Type.String({ description: 'The note given at creation.' }),
  created_utc: Type.String({ description: 'When it was issued (ISO 8601, UTC).' }),
  revoked_utc: Type.Union([Type.String(), Type.Null()], { description: 'When it was revoked, or null while it works.' }),
  token: Type.Optional(Type.String({ description: 'The token itself (`cal_…`): only in the answer that issued it, never again.' })),
}, { $id: 'Token' })

export const SessionAnswer = Type.Object({
  user: Type.Ref('User', { description: 'The signed-in user.' }),
  nonce: Type.String({ description: 'The session\'s CSRF token: send it in `X-WP-Nonce` with every request the cookie signs in (writes need it; a read without it is anonymous).' }),
  expires_utc: Type.String({ description: 'When the session ends (ISO 8601, UTC); sign in again after it.' }),
})

export const SignOutAnswer = Type.Object({ ended: Type.Boolean({ description: 'Whether a live session ended.' }) }, { $id: 'SignOut' })

export const UserQuery = Type.Object({ ...LanguageParams })

export const DeleteUserQuery = Type.Object({
  reassign: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'An integer from 1: the id of the user who gets the deleted user\'s events, venues and organizers; required when there are any.', examples: [1] })),
  ...LanguageParams,
})

export const UserCreateBody = Type.Object({
  login: Login('The new user\'s login: 1–60 letters, digits and `. _ @ -`, from a letter or digit.'),
  role: Role,
  name: Type.Optional(Name),
  password: Type.Optional(NewPassword('A password to sign in with (without one, the user signs in only when a password is set).')),
  ...LanguageParams,
}, { examples: [{ login: 'ann', role: 'editor', name: 'Ann Example', password: 'correct horse battery staple' }] })

export const UserUpdateBody = Type.Object({
  name: Type.Optional(Name),
  role: Type.Optional(Role),
  password: Type.Optional(NewPassword('A new password; ends every session of the user.')),
  ...LanguageParams,
}, { examples: [{ name: 'Ann Example', role: 'author' }] })

export const MeUpdateBody = Type.Object({
  name: Type.Optional(Name),
  password: Type.Optional(NewPassword('A new password; ends every other session of yours, and this one starts anew.')),
  current_password: Type.Optional(Type.String({ maxLength: MAX_PASSWORD, description: 'Your current password: required with `password` when you have one.', examples: ['old horse battery staple'] })),
  ...LanguageParams,
}, { examples: [{ current_password: 'old horse battery staple', password: 'correct horse battery staple' }] })

export const TokenCreateBody = Type.Object({
  label: Type.Optional(Label),
  ...LanguageParams,
}, { examples: [{ label: 'Newsletter export' }] })

// Ids beyond the database's integers are 400, not a query that fails.
const UserId = Type.Integer({ minimum: 0, maximum: MAX_ID, description: 'Id of a user: digits only (anything else matches no route, 404). User 1 is the built-in administrator; the example, 2, is the user the POST /users example adds to a new database.', examples: [2] })
export const UserParams = Type.Object({ id: UserId })
export const TokenParams = Type.Object({
  id: UserId,
  token_id: Type.Integer({ minimum: 0, maximum: MAX_ID, description: 'Id of the token: digits only (from the token list). The example, 2, is the token the POST /users/2/tokens example issues on a new database.', examples: [2] }),
})
export const MyTokenParams = Type.Object({
  token_id: Type.Integer({ minimum: 0, maximum: MAX_ID, description: 'Id of one of your tokens: digits only (from GET /users/me/tokens).', examples: [3] }),
})
