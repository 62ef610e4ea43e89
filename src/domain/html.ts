// HTML in descriptions and excerpts (issue 5): what a calendar page will put into its DOM as is, so markup that
// runs code must not survive a write. sanitize-html (maintained, htmlparser2-based) keeps formatting, links and
// images and drops <script>/<style>/<iframe>…, every on* attribute and javascript:/data: URLs.
import { createRequire } from 'node:module'
import type sanitizeHtml from 'sanitize-html'

const require = createRequire(import.meta.url)

/** sanitize-html and its options, loaded at the first HTML to clean rather than at start: with its parser and postcss
 *  it is ~50 ms of modules that a process which never cleans HTML (a read-only instance, most test files) would load
 *  for nothing. */
let loaded: { sanitize: typeof sanitizeHtml; options: sanitizeHtml.IOptions } | undefined
function sanitizer (): NonNullable<typeof loaded> {
  if (loaded) return loaded
  const sanitize = require('sanitize-html') as typeof sanitizeHtml
  loaded = {
    sanitize,
    options: {
      allowedTags: [...sanitize.defaults.allowedTags, 'img'],
      allowedAttributes: {
        a: ['href', 'name', 'target', 'rel', 'title'],
        img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
        '*': ['class', 'id', 'lang', 'dir'],
      },
      allowedSchemes: ['http', 'https', 'mailto', 'tel'],
      allowProtocolRelative: true,
      // Disallowed tags are dropped but their text kept (`<font>Hi</font>` → `Hi`); script-like contents go entirely.
      disallowedTagsMode: 'discard',
    },
  }
  return loaded
}

/**
 * Safe HTML of a description/excerpt. Text without `<` cannot hold markup and is returned untouched, so plain text
 * keeps its exact characters (`Rock & Roll` is not re-encoded as `Rock &amp; Roll`).
 */
export function cleanHtml (text: string): string {
  if (!text.includes('<')) return text
  const { sanitize, options } = sanitizer()
  return sanitize(text, options)
}
