// The values of the iCalendar feed (SPEC §9.2) that come from records — titles, names, addresses, URLs, categories —
// made such that no content can steer the calendar (issue 37): a CR/LF written raw would start a property or a
// component of its own (`END:VEVENT`, `METHOD:CANCEL`), a DQUOTE would end a quoted parameter, and RFC 5545 allows
// no control character but HTAB in any value. Every record text goes through one of these three, by kind of value:
// TEXT (§3.3.11), parameter value (§3.2), URI (§3.3.13).
import { escape } from 'ical-generator'

/** C0 controls but HTAB, LF and CR (those are handled apart), and DEL: RFC 5545 §3.1 excludes CONTROL from every
 *  value (TSAFE-CHAR, QSAFE-CHAR, SAFE-CHAR). */
// eslint-disable-next-line no-control-regex -- controls are what this looks for
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/**
 * A record text with what RFC 5545 forbids in it taken out: controls dropped, every line break (CRLF, lone CR, LF)
 * one LF. For the values ical-generator writes itself (SUMMARY, DESCRIPTION, X-ALT-DESC, LOCATION, CATEGORIES): it
 * applies textValue's escapes (backslash, `;`, `,`, LF as `\n`) but passes controls through.
 */
export const cleanText = (v: string): string => v.replace(/\r\n?/g, '\n').replace(CONTROLS, '')

/** A TEXT value (RFC 5545 §3.3.11), ready to follow the colon: cleanText, then `\\`, `\;`, `\,` and `\n`. */
export const textValue = (v: string): string => escape(cleanText(v), false)

/**
 * A parameter value (RFC 5545 §3.2), always quoted: a quoted value may hold `:`, `;` and `,` but no DQUOTE and no
 * line break, and there is no escape for either (a backslash is a plain character there; ical-generator's `\"` ends
 * the value early, and a parser then reads what follows as more parameters or the property's value). So a DQUOTE
 * becomes an apostrophe, a line break a space (the words on both sides stay apart), controls are dropped.
 */
export const paramValue = (v: string): string => `"${cleanText(v).replace(/\n/g, ' ').replace(/"/g, "'")}"`

/** Characters a URI may hold as they are (RFC 3986 §2: unreserved, reserved, and `%` of the escapes already there). */
const NOT_URI = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu

/**
 * A URI value (RFC 5545 §3.3.13; URL, ATTACH, ORGANIZER) as WHATWG URL parsing writes it, with whatever is left that a
 * URI may not hold — spaces, DQUOTE, `<>`, `\`, non-ASCII of an opaque path (`mailto:`) — percent-encoded as UTF-8:
 * a URI value has no escapes of its own (ical-generator's `\,` would be read as part of the address), so it must not
 * need any. Null for what is no absolute URL (the property is then left out).
 */
export function uriValue (v: string): string | null {
  let href: string
  try {
    href = new URL(cleanText(v).replace(/\n/g, '')).href
  } catch {
    return null
  }
  // A `%` that starts no escape is itself escaped. (href has no lone surrogate, which encodeURIComponent would throw on.)
  return href.replace(/%(?![0-9A-Fa-f]{2})/g, '%25').replace(NOT_URI, (c) => encodeURIComponent(c))
}
