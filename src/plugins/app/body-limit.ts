// SPEC §7: bodies over 1 MiB are refused with 413. Fastify's bodyLimit (src/app.ts) covers the bodies it parses;
// @fastify/multipart reads the raw request and only truncates fields at `fieldSize`, so the declared length of a
// multipart body is checked here. After authentication: a bad token answers first (SPEC §2.4).
import fp from 'fastify-plugin'
import { tooLarge } from '../../errors.js'
import { BODY_LIMIT } from '../../lib/limits.js'

export default fp(async (app) => {
  app.addHook('preParsing', async (request) => {
    if (/^multipart\/form-data/i.test(request.headers['content-type'] ?? '') && Number(request.headers['content-length'] ?? 0) > BODY_LIMIT) throw tooLarge()
  })
}, { name: 'body-limit', dependencies: ['auth', 'multipart'] })
