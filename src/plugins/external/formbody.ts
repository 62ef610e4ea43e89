// Request bodies: JSON (Fastify's own parser), application/x-www-form-urlencoded and, in ./multipart.ts,
// multipart/form-data (SPEC §3.1). Any other body (text/plain, no Content-Type, application/xml, …) is answered 415
// here: Fastify's text/plain parser goes, as it would hand handlers a string and turn a wrong content type into a
// confusing 400 "body must be object".
import formbody from '@fastify/formbody'
import fp from 'fastify-plugin'
import { looksLikeJson, unsupportedMediaType } from '../../errors.js'
import { parseBrackets } from '../../lib/http/params.js'

/** A form body that is JSON: `curl -d '{"title":"x"}'` sends application/x-www-form-urlencoded, which would parse as
 *  one unknown parameter named `{"title":"x"}` — ignored, so a create fails with "title is missing" and an update
 *  succeeds without changing anything. No form parameter of the API begins with `{` or `[`. The second test catches
 *  the same JSON URL-encoded (`curl --data-urlencode`). */
function formIsJson (body: string): boolean {
  if (looksLikeJson(body)) return true
  if (body.includes('&')) return false
  const entries = [...new URLSearchParams(body)]
  return entries.length === 1 && entries[0]![1] === '' && looksLikeJson(entries[0]![0])
}

export default fp(async (app) => {
  app.removeContentTypeParser('text/plain')
  // Bracket notation (`organizer[0][id]=3`) as PHP parses it, like the query string (src/app.ts).
  await app.register(formbody, {
    parser: (body) => {
      if (formIsJson(body)) throw unsupportedMediaType('application/x-www-form-urlencoded', true)
      return parseBrackets(body)
    },
  })
  // Every other content type, and a body without one: read (within the body limit, ../app/body-limit.ts) only to say
  // whether it looks like JSON sent under the wrong header.
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    done(unsupportedMediaType(request.headers['content-type'], looksLikeJson(String(body))), undefined)
  })
}, { name: 'formbody' })
