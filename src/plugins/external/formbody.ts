// Request bodies: JSON (Fastify's own parser), application/x-www-form-urlencoded and, in ./multipart.ts,
// multipart/form-data (SPEC §3.1). Fastify's text/plain parser goes: it would hand handlers a string and turn a wrong
// content type into a confusing 400 "body must be object" instead of 415.
import formbody from '@fastify/formbody'
import fp from 'fastify-plugin'
import { parseBrackets } from '../../lib/params.js'

export default fp(async (app) => {
  app.removeContentTypeParser('text/plain')
  // Bracket notation (`organizer[0][id]=3`) as PHP parses it, like the query string (src/app.ts).
  await app.register(formbody, { parser: parseBrackets })
}, { name: 'formbody' })
