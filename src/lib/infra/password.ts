import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/** Constant-time comparison of a sent password with the stored one (SPEC §3.9). Hashing first gives equal
 *  lengths, so the comparison time does not depend on where the strings differ or on their lengths. */
export function passwordMatches (sent: string | undefined, stored: string): boolean {
  if (sent === undefined || stored === '') return false
  const a = createHash('sha256').update(sent).digest()
  const b = createHash('sha256').update(stored).digest()
  return timingSafeEqual(a, b)
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-in passwords (SPEC §9.8): scrypt, memory-hard, in a self-describing string `scrypt$N$r$p$salt$hash` (salt and
// hash base64url), so that stronger parameters can come later while the stored hashes keep verifying.

/** 2^15 × 8 × 128 B = 32 MiB and ~90 ms per hash on the 2-core machine this was measured on (README "Sign-in"). */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const
const KEY_BYTES = 32
const SALT_BYTES = 16
/** The largest N a stored hash may ask for: a hash written by hand (or a tampered row) cannot make a sign-in use
 *  gigabytes. */
const MAX_N = 2 ** 17

function scryptAsync (password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // maxmem: 128 × N × r bytes plus a margin; Node's default (32 MiB) is exactly what N = 2^15 needs and refuses it.
  const maxmem = 128 * params.N * params.r * 2 + 1024 * 1024
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...params, maxmem }, (err, key) => err ? reject(err) : resolve(key)))
}

/** A new hash of `password` with a random salt. */
export async function hashPassword (password: string, params: { N: number; r: number; p: number } = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await scryptAsync(password, salt, params)
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

const STORED = /^scrypt\$(\d{1,7})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{40,90})$/

/**
 * Whether `password` is the one `stored` was made from. `stored` null (an unknown login, or a user without a
 * password) is compared with a hash of the same cost that nothing matches, so that the answer takes as long as for a
 * wrong password and tells nothing about which logins exist. The keys are compared in constant time.
 */
export async function verifyPassword (password: string, stored: string | null): Promise<boolean> {
  const m = stored === null ? null : STORED.exec(stored)
  const N = Number(m?.[1] ?? SCRYPT_PARAMS.N)
  const r = Number(m?.[2] ?? SCRYPT_PARAMS.r)
  const p = Number(m?.[3] ?? SCRYPT_PARAMS.p)
  const usable = m !== null && N >= 2 && N <= MAX_N && (N & (N - 1)) === 0 && r >= 1 && r <= 16 && p >= 1 && p <= 4
  const salt = usable ? Buffer.from(m[4]!, 'base64url') : DUMMY_SALT
  const expected = usable ? Buffer.from(m[5]!, 'base64url') : DUMMY_KEY
  const key = await scryptAsync(password, salt, usable ? { N, r, p } : SCRYPT_PARAMS)
  return usable && key.length === expected.length && timingSafeEqual(key, expected)
}

const DUMMY_SALT = randomBytes(SALT_BYTES)
const DUMMY_KEY = randomBytes(KEY_BYTES)
