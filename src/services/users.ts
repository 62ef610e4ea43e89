// Users, roles and bearer tokens (SPEC §2.1). Tokens are random, shown once, stored as SHA-256 digests:
// a leaked database does not leak usable tokens, and a digest lookup is one indexed query.
import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Db } from '../db/client.js'

export const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const
export type Role = typeof ROLES[number]

export interface Caller { userId: number; role: Role }

export const ADMIN_ID = 1
const API_TOKEN_LABEL = 'API_TOKEN'
const GENERATED_LABEL = 'first-start'

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
export const newToken = (): string => `cal_${randomBytes(24).toString('base64url')}`

export async function callerForToken (db: Db, token: string): Promise<Caller | null> {
  const row = await db.apiToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } })
  if (!row || row.revokedAt) return null
  return { userId: row.userId, role: row.user.role as Role }
}

export async function userExists (db: Db, id: number): Promise<boolean> {
  return (await db.user.count({ where: { id } })) > 0
}

/**
 * Makes sure user 1 (`admin`, administrator) exists and owns the configured API_TOKEN (SPEC §1.1, §2.1).
 * Without API_TOKEN the first start creates a token, prints it once and writes it to `admin-token` (0600) beside
 * the database file, so that `npm start` needs no set-up; later starts keep using it.
 */
export async function bootstrapAdmin (db: Db, opts: { apiToken?: string; tokenFileDir: string; print: (msg: string) => void }): Promise<void> {
  await db.user.upsert({ where: { id: ADMIN_ID }, update: {}, create: { id: ADMIN_ID, login: 'admin', displayName: 'Administrator', role: 'administrator' } })
  if (opts.apiToken) {
    const tokenHash = hashToken(opts.apiToken)
    // A changed API_TOKEN replaces the previous one: the old value must stop working.
    await db.apiToken.updateMany({ where: { userId: ADMIN_ID, label: API_TOKEN_LABEL, tokenHash: { not: tokenHash }, revokedAt: null }, data: { revokedAt: new Date() } })
    const existing = await db.apiToken.findUnique({ where: { tokenHash } })
    if (!existing) await db.apiToken.create({ data: { userId: ADMIN_ID, tokenHash, label: API_TOKEN_LABEL } })
    else if (existing.revokedAt || existing.userId !== ADMIN_ID) await db.apiToken.update({ where: { tokenHash }, data: { revokedAt: null, userId: ADMIN_ID } })
    return
  }
  const usable = await db.apiToken.count({ where: { userId: ADMIN_ID, revokedAt: null } })
  if (usable > 0) return
  const token = newToken()
  await db.apiToken.create({ data: { userId: ADMIN_ID, tokenHash: hashToken(token), label: GENERATED_LABEL } })
  const file = join(opts.tokenFileDir, 'admin-token')
  writeFileSync(file, token + '\n', { mode: 0o600 })
  chmodSync(file, 0o600)
  opts.print(`No API_TOKEN configured: created an administrator token (shown once, also written to ${file}):\n\n    ${token}\n`)
}

export const tokenFileDirFor = (sqliteFile: string | null): string => sqliteFile ? dirname(sqliteFile) : process.cwd()
