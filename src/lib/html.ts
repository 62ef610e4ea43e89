// HTML in descriptions and excerpts (issue 5): what a calendar page will put into its DOM as is, so markup that
// runs code must not survive a write. sanitize-html (maintained, htmlparser2-based) keeps formatting, links and
// images and drops <script>/<style>/<iframe>…, every on* attribute and javascript:/data: URLs.
import sanitize from 'sanitize-html'

const OPTIONS: sanitize.IOptions = {
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
}

/**
 * Safe HTML of a description/excerpt. Text without `<` cannot hold markup and is returned untouched, so plain text
 * keeps its exact characters (`Rock & Roll` is not re-encoded as `Rock &amp; Roll`).
 */
export function cleanHtml (text: string): string {
  return text.includes('<') ? sanitize(text, OPTIONS) : text
}
