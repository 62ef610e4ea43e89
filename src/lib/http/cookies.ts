// The session cookie (SPEC §9.8), read and written by hand: one cookie, whose value is the service's own base64url,
// does not need a cookie library.

/** The name of the session cookie. */
export const SESSION_COOKIE = 'calendar_session'
/** The header a cookie-authenticated request carries its CSRF token in (the plugin's name, WordPress's REST nonce). */
export const NONCE_HEADER = 'x-wp-nonce'

/** The value of cookie `name` in a Cookie header (the first one, as browsers send the most specific path first), or
 *  undefined. Values that are not the service's base64url are ignored: they are no session of this service. */
export function readCookie (header: string | string[] | undefined, name = SESSION_COOKIE): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : header
  if (text === undefined || text.length > 16384) return undefined
  for (const part of text.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1')
    return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : undefined
  }
  return undefined
}

/** The Set-Cookie value of a session: HttpOnly (no script reads it), SameSite=Lax (no cross-site request but a
 *  top-level navigation sends it), Secure under https; `maxAgeSeconds` 0 clears it. */
export function sessionCookie (value: string, opts: { maxAgeSeconds: number; secure: boolean; name?: string }): string {
  const parts = [`${opts.name ?? SESSION_COOKIE}=${value}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(opts.maxAgeSeconds))}`, 'HttpOnly', 'SameSite=Lax']
  if (opts.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  if (opts.secure) parts.push('Secure')
  return parts.join('; ')
}

/** The nonce header of a request: its one value, or undefined (absent, or sent twice). */
export function readNonce (headers: Record<string, string | string[] | undefined>): string | undefined {
  const v = headers[NONCE_HEADER]
  return typeof v === 'string' ? v.trim() : undefined
}
