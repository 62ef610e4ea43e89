function isHttpUrl (s: string): boolean {
  try {
    const u = new URL(s)
    return (u.protocol === 'http:' || u.protocol === 'https:') && (u.hostname.includes('.') || u.hostname === 'localhost')
  } catch { return false }
}

/** `website` values (SPEC §4.1, §4.2): disallowed URL characters stripped; a scheme-less host gets `http://`;
 *  '' stays '' (clears); anything that is still not an http(s) URL → null (invalid, e.g. "foo"). */
export function cleanWebsite (raw: string): string | null {
  const s = raw.trim().replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/g, '')
  if (s === '') return raw.trim() === '' ? '' : null
  if (isHttpUrl(s)) return s
  if (/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+([/?#].*)?$/.test(s) && isHttpUrl(`http://${s}`)) return `http://${s}`
  return null
}
