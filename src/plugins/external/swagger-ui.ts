// Swagger UI at /doc, for people browsing the interface description in a browser.
import { createHash } from 'node:crypto'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { documentFor } from './swagger.js'

/** The <style> of Swagger UI's logo (swagger-ui-standalone-preset.js): a new Swagger UI may change it, and
 *  test/e2e/swagger-ui.test.ts then reports the blocked style as a console error. */
const LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}'
const LOGO_STYLE_HASH = createHash('sha256').update(LOGO_STYLE).digest('base64')

export default fp(async (app) => {
  await app.register(swaggerUi, {
    routePrefix: '/doc',
    uiConfig: { deepLinking: true },
    // The page's document names this server first (as {base}/doc does), so that "Try it out" calls it. documentFor
    // copies what it changes: the document need not be deep-copied for every page load first.
    transformSpecification: (spec, request) => documentFor(spec, request as FastifyRequest, null),
    transformSpecificationClone: false,
    // Swagger UI's own Content-Security-Policy (hashes of its inline scripts) replaces the API's strict one on its
    // pages; without `upgrade-insecure-requests`, which would send a browser on http://127.0.0.1 to https.
    staticCSP: true,
    // Its top-bar logo is an inline SVG with a <style> element, which the policy also has to allow (by hash).
    transformStaticCSP: (header: string) => header.replace(/\s*upgrade-insecure-requests;?/, '')
      .replace(/style-src 'self' https:/, `style-src 'self' https: 'sha256-${LOGO_STYLE_HASH}'`),
  })
}, { name: 'swagger-ui', dependencies: ['swagger', 'helmet'] })
