import { createHash, timingSafeEqual } from 'node:crypto'

/** Constant-time comparison of a sent password with the stored one (SPEC §3.9). Hashing first gives equal
 *  lengths, so the comparison time does not depend on where the strings differ or on their lengths. */
export function passwordMatches (sent: string | undefined, stored: string): boolean {
  if (sent === undefined || stored === '') return false
  const a = createHash('sha256').update(sent).digest()
  const b = createHash('sha256').update(stored).digest()
  return timingSafeEqual(a, b)
}
