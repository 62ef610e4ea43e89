// `GET /embed.js` (SPEC §9.7): `<calendar-events>`, the web component other sites include to show events of any list
// query (its source: src/embed/, bundled with the calendar page by src/lib/infra/calendar-bundle.ts). Outside the
// interface description, like the calendar page.
//
// - One URL for good (sites paste it), so a short cache and an ETag rather than a hashed name: a release reaches the
//   embedding pages within five minutes, and a revalidation costs a 304.
// - Foreign pages load it as a module script, a CORS request: `Access-Control-Allow-Origin: *` whatever CORS_ORIGINS
//   says (the script is public; which sites may read the events is still CORS_ORIGINS' decision, at the API), without
//   `Access-Control-Allow-Credentials` (no cookie has a use here) or `Vary: Origin`. `Cross-Origin-Resource-Policy:
//   cross-origin` comes from helmet (src/plugins/external/helmet.ts) and is set again here, so that a stricter global
//   policy could not break every embedding page.
// - `text/javascript`, the type RFC 9239 names for JavaScript (`application/javascript` is its obsolete alias).
// - The script calls `{its origin}/{lang}{REST_PREFIX}/calendar/events/v1`: REST_PREFIX is written into it here, once
//   per bundle, so that the prebuilt bundle serves any configuration.
import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'
import { NAMESPACE } from '../../context.js'
import { calendarPage, type PageBundle } from '../../lib/infra/calendar-bundle.js'

export const EMBED_PATH = '/embed.js'
export const EMBED_CACHE = 'public, max-age=300'
/** The string in src/embed/main.ts that the served script has in place of the REST base. */
const REST_PLACEHOLDER = '__CALENDAR_EVENTS_REST__'

interface Served { body: Buffer; etag: string }

/** The script as served: the bundle with the REST base written in. */
export function embedScript (bundle: Pick<PageBundle, 'embed'>, restPrefix: string): Served {
  const base = `${restPrefix}/${NAMESPACE}`
  // REST_PREFIX's pattern (src/config.ts) allows nothing that could end a string literal; checked again all the same.
  if (!/^[A-Za-z0-9._~/-]+$/.test(base)) throw new Error(`embed.js: ${base} cannot be written into a script`)
  const parts = bundle.embed.toString('utf8').split(REST_PLACEHOLDER)
  if (parts.length !== 2) throw new Error(`embed.js: the bundle has ${parts.length - 1} places for the REST base instead of one (src/embed/main.ts)`)
  const body = Buffer.from(parts.join(base))
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
}

export default fp(async (app) => {
  const served = new WeakMap<PageBundle, Served>()
  app.get(EMBED_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const bundle = await calendarPage()
    let script = served.get(bundle)
    if (!script) served.set(bundle, script = embedScript(bundle, app.config.restPrefix))
    // The same answer for every origin: shared caches keep one copy.
    reply.removeHeader('access-control-allow-credentials').removeHeader('vary')
    return reply.type('text/javascript; charset=utf-8')
      .header('cache-control', EMBED_CACHE)
      .header('etag', script.etag)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(script.body)
  })
}, { name: 'embed', dependencies: ['errors', 'cors', 'helmet', 'etag'] })
