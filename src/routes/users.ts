// Users and their tokens over HTTP (SPEC §9.8): administrators manage everyone at /users and /users/<id>, every
// signed-in caller itself at /users/me. A token appears only in the answer that issued it; no answer carries a
// password, a password hash or a token's digest.
import { Type } from '@sinclair/typebox'
import { contextOf } from '../context.js'
import { DeleteUserQuery, MeUpdateBody, MyTokenParams, TokenCreateBody, TokenParams, UserCreateBody, UserParams, UserQuery, UserUpdateBody } from '../schemas/user.js'
import {
  adminIssueToken, adminRevokeToken, adminTokens, createAccount, deleteAccount, issueMyToken, listAccounts, myAccount, myTokens, readAccount,
  revokeMyToken, updateAccount, updateMyAccount,
} from '../services/accounts.js'
import { setSessionCookie } from './session.js'
import type { ErrorCodes, RouteTable } from './table.js'
import { METHOD_ALIASES } from './post-routes.js'

const user = (description: string) => Type.Ref('User', { description })
const token = (description: string) => Type.Ref('Token', { description })
const adminOnly: ErrorCodes = { 401: ['rest_forbidden'], 403: ['rest_forbidden'] }
const oneUser: ErrorCodes = { ...adminOnly, 404: ['user-not-found'] }
const signedIn: ErrorCodes = { 401: ['rest_not_logged_in'] }
const security = [{ bearerAuth: [] }]
const ADMIN = 'Administrators only (others: 401 without a token or session, 403 with one).'
const ME = 'Any signed-in caller (a token, or the session cookie with its nonce); anonymous: 401 `rest_not_logged_in`.'
const params = UserParams
const TOKEN_ONCE = 'The answer carries the token itself (`token`) this once: it is stored only as a digest and cannot be shown again. Send it as `Authorization: Bearer <token>`, or as a WordPress application password.'

export function userRoutes (table: RouteTable): void {
  table.add({
    url: '/users',
    methods: ['GET'],
    schema: { tags: ['Users'], summary: 'List users', description: `Every user, by id, with their role and how many active tokens they have. ${ADMIN}`, operationId: 'listUsers', querystring: UserQuery, response: { 200: Type.Array(user('A user'), { description: 'Every user, by id' }) }, security },
    errors: adminOnly,
    handler: async (request) => listAccounts(contextOf(request)),
  })
  table.add({
    url: '/users',
    methods: ['POST'],
    schema: { tags: ['Users'], summary: 'Add a user', description: `Adds a user with a role, and optionally a password to sign in with. An existing login is 400 \`user-login-exists\`. ${ADMIN}`, operationId: 'createUser', querystring: UserQuery, body: UserCreateBody, response: { 201: user('The new user') }, security },
    errors: { ...adminOnly, 400: ['rest_invalid_param', 'rest_missing_callback_param', 'user-login-exists'] },
    handler: async (request, reply) => reply.code(201).send(await createAccount(contextOf(request), request.body)),
  })
  table.add({
    url: '/users/me',
    methods: ['GET'],
    schema: { tags: ['Users'], summary: 'Your account', description: `The caller's own user. ${ME}`, operationId: 'getMe', querystring: UserQuery, response: { 200: user('You') }, security },
    errors: signedIn,
    handler: async (request) => myAccount(contextOf(request)),
  })
  table.add({
    url: '/users/me',
    methods: ['POST', 'PUT', 'PATCH'],
    schema: {
      tags: ['Users'],
      summary: 'Change your name or password',
      description: 'Changes your display name and your password. A new password needs `current_password` when you have one (checked, and limited, as a sign-in is: a wrong one is 400 for `current_password`, too many 429); ' +
        `it ends every session of yours: signed in by the session cookie, you get a new cookie and \`nonce\` in this answer; your tokens keep working. ${METHOD_ALIASES} ${ME}`,
      operationId: 'updateMe',
      querystring: UserQuery,
      body: MeUpdateBody,
      response: { 200: Type.Object({ user: user('You, changed'), nonce: Type.Optional(Type.String({ description: 'The new session\'s nonce, when a password change renewed your session.' })) }) },
      security,
    },
    errors: { ...signedIn, 400: ['rest_invalid_param', 'rest_missing_callback_param'] },
    handler: async (request, reply) => {
      const { user: me, session } = await updateMyAccount(contextOf(request), request.body, { address: request.ip, viaSession: request.sessionId !== null })
      if (session === null) return { user: me }
      setSessionCookie(request, reply, session)
      reply.header('Cache-Control', 'no-store')
      return { user: me, nonce: session.nonce }
    },
  })
  table.add({
    url: '/users/me/tokens',
    methods: ['GET'],
    schema: { tags: ['Users'], summary: 'Your tokens', description: `Your tokens, revoked ones too, without the tokens themselves. ${ME}`, operationId: 'listMyTokens', querystring: UserQuery, response: { 200: Type.Array(token('A token'), { description: 'Your tokens, oldest first' }) }, security },
    errors: signedIn,
    handler: async (request) => myTokens(contextOf(request)),
  })
  table.add({
    url: '/users/me/tokens',
    methods: ['POST'],
    schema: { tags: ['Users'], summary: 'Issue yourself a token', description: `A new token of yours, for a program to act as you. ${TOKEN_ONCE} At most 100 active tokens per user. ${ME}`, operationId: 'createMyToken', querystring: UserQuery, body: TokenCreateBody, response: { 201: token('The token, with `token` (shown this once)') }, security },
    errors: { ...signedIn, 400: ['rest_invalid_param'] },
    handler: async (request, reply) => reply.code(201).send(await issueMyToken(contextOf(request), request.body.label)),
  })
  table.add({
    url: '/users/me/tokens/:token_id',
    methods: ['DELETE'],
    schema: { tags: ['Users'], summary: 'Revoke one of your tokens', description: `Revokes the token at once (revoking a revoked one changes nothing). Another user's token id is 404. ${ME}`, operationId: 'revokeMyToken', params: MyTokenParams, querystring: UserQuery, response: { 200: Type.Object({ revoked: Type.Literal(true), previous: token('The token, revoked') }) }, security },
    errors: { ...signedIn, 404: ['token-not-found'] },
    handler: async (request) => revokeMyToken(contextOf(request), request.params.token_id),
  })
  table.add({
    url: '/users/:id',
    methods: ['GET'],
    schema: { tags: ['Users'], summary: 'Read one user', description: `The user. ${ADMIN}`, operationId: 'getUser', params, querystring: UserQuery, response: { 200: user('The user') }, security },
    errors: oneUser,
    handler: async (request) => readAccount(contextOf(request), request.params.id),
  })
  table.add({
    url: '/users/:id',
    methods: ['POST', 'PUT', 'PATCH'],
    schema: {
      tags: ['Users'],
      summary: 'Update one user',
      description: 'Changes the fields sent: name, role (effective on the user\'s next request), password (ends every session of the user). User 1 stays an administrator, and no administrator changes their own role ' +
        `(403 \`user-protected\`): so an administrator always remains. ${METHOD_ALIASES} ${ADMIN}`,
      operationId: 'updateUser',
      params,
      querystring: UserQuery,
      body: UserUpdateBody,
      response: { 200: user('The user, changed') },
      security,
    },
    errors: { ...oneUser, 400: ['rest_invalid_param'], 403: ['rest_forbidden', 'user-protected'] },
    handler: async (request) => updateAccount(contextOf(request), request.params.id, request.body),
  })
  table.add({
    url: '/users/:id',
    methods: ['DELETE'],
    schema: {
      tags: ['Users'],
      summary: 'Delete one user',
      description: 'Deletes the user with their tokens and sessions. Their events, venues and organizers go to the user `reassign` names, required when they have any. User 1 and your own account are not deleted (403 `user-protected`). ' + ADMIN,
      operationId: 'deleteUser',
      params,
      querystring: DeleteUserQuery,
      response: { 200: Type.Object({ deleted: Type.Literal(true), previous: user('The user as it was') }) },
      security,
    },
    errors: { ...oneUser, 400: ['rest_invalid_param'], 403: ['rest_forbidden', 'user-protected'] },
    handler: async (request) => deleteAccount(contextOf(request), request.params.id, request.query.reassign),
  })
  table.add({
    url: '/users/:id/tokens',
    methods: ['GET'],
    schema: { tags: ['Users'], summary: 'A user\'s tokens', description: `The user's tokens, revoked ones too, without the tokens themselves. ${ADMIN}`, operationId: 'listUserTokens', params, querystring: UserQuery, response: { 200: Type.Array(token('A token'), { description: 'The tokens, oldest first' }) }, security },
    errors: oneUser,
    handler: async (request) => adminTokens(contextOf(request), request.params.id),
  })
  table.add({
    url: '/users/:id/tokens',
    methods: ['POST'],
    schema: { tags: ['Users'], summary: 'Issue a token to a user', description: `A new token of the user. ${TOKEN_ONCE} At most 100 active tokens per user. ${ADMIN}`, operationId: 'createUserToken', params, querystring: UserQuery, body: TokenCreateBody, response: { 201: token('The token, with `token` (shown this once)') }, security },
    errors: { ...oneUser, 400: ['rest_invalid_param'] },
    handler: async (request, reply) => reply.code(201).send(await adminIssueToken(contextOf(request), request.params.id, request.body.label)),
  })
  table.add({
    url: '/users/:id/tokens/:token_id',
    methods: ['DELETE'],
    schema: { tags: ['Users'], summary: 'Revoke a user\'s token', description: `Revokes the token at once (revoking a revoked one changes nothing). ${ADMIN}`, operationId: 'revokeUserToken', params: TokenParams, querystring: UserQuery, response: { 200: Type.Object({ revoked: Type.Literal(true), previous: token('The token, revoked') }) }, security },
    errors: { ...oneUser, 404: ['user-not-found', 'token-not-found'] },
    handler: async (request) => adminRevokeToken(contextOf(request), request.params.id, request.params.token_id),
  })
}
