// The Authorization header (SPEC §2.1): `Bearer <token>`, or `Basic base64(<login>:<token>)`, the form WordPress
// application passwords take, so that a client written for the plugin works unchanged once given a login and a token.
// Only the syntax is here; which token and login are right is the users service's (src/services/users.ts).

export type Credentials =
  | { scheme: 'bearer'; token: string }
  | { scheme: 'basic'; login: string; token: string }

/** The realm the challenges name (RFC 7235 §2.2). */
export const REALM = 'calendar'

const BEARER = /^Bearer\s+([\x21-\x7e]+)\s*$/i
const BASIC = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i
const utf8 = new TextDecoder('utf-8', { fatal: true })

/** base64 as RFC 4648 §4 writes it (padding optional): Buffer.from skips characters it does not know, which would
 *  let two different headers name the same credentials. */
function strictBase64 (text: string): string | null {
  const bytes = Buffer.from(text, 'base64')
  if (bytes.toString('base64').replace(/=+$/, '') !== text.replace(/=+$/, '')) return null
  try {
    return utf8.decode(bytes)
  } catch {
    return null
  }
}

/**
 * The credentials of an Authorization header: null for a malformed one (not one of the two schemes, not base64, no
 * colon, an empty login or token). The token of Basic is the password with its spaces removed: WordPress shows
 * application passwords in groups of four (`abcd efgh …`) and clients send them as shown.
 */
export function parseAuthorization (header: string): Credentials | null {
  const bearer = BEARER.exec(header)?.[1]
  if (bearer !== undefined) return { scheme: 'bearer', token: bearer }
  const encoded = BASIC.exec(header)?.[1]
  if (encoded === undefined) return null
  const decoded = strictBase64(encoded)
  // RFC 7617 §2: the user-id cannot contain a colon, the password may.
  const colon = decoded?.indexOf(':') ?? -1
  if (decoded === null || colon < 0) return null
  const login = decoded.slice(0, colon)
  const token = decoded.slice(colon + 1).replace(/ /g, '')
  return login === '' || token === '' ? null : { scheme: 'basic', login, token }
}

/** `WWW-Authenticate` of a 401 (RFC 7235 §4.1: one challenge per scheme, comma-separated): Bearer (RFC 6750 §3, with
 *  `error="invalid_token"` when the header sent was wrong) and, unless `basic` is false, Basic (RFC 7617). */
export function challenges (opts: { invalidToken: boolean; basic: boolean }): string {
  const bearer = opts.invalidToken ? 'Bearer error="invalid_token"' : `Bearer realm="${REALM}"`
  return opts.basic ? `${bearer}, Basic realm="${REALM}", charset="UTF-8"` : bearer
}

/** Whether a request comes from a script in a browser (fetch, XMLHttpRequest: `Sec-Fetch-Mode` other than a
 *  navigation). A Basic challenge would make the browser show its own login dialog over the page (the calendar page,
 *  a page whose session ended), so such a request is challenged with Bearer alone. */
export const fromBrowserScript = (headers: Record<string, string | string[] | undefined>): boolean => {
  const mode = headers['sec-fetch-mode']
  return typeof mode === 'string' && mode !== '' && mode.toLowerCase() !== 'navigate'
}

/** The answer headers of a 401 for `request`: its challenges without Basic when a browser's script asked. */
export function challengesFor (answer: Record<string, string>, request: Record<string, string | string[] | undefined>): Record<string, string> {
  const challenge = answer['WWW-Authenticate']
  if (challenge === undefined || !fromBrowserScript(request)) return answer
  return { ...answer, 'WWW-Authenticate': challenge.replace(/, Basic .*$/, '') }
}
