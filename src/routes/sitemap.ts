// `/sitemap.xml`, its files past 50,000 pages (`/sitemap-events-<n>.xml`, `-venues-`, `-organizers-`) and
// `/robots.txt` (SPEC §9.7), at the root only: one sitemap lists the pages of every language. Outside the interface
// description (`hide`), like the calendar page and the health probes.
//
// Anonymous worst case: a sitemap file of 50,000 pages is about a second of queries and ~5 MB of XML
// (docs/performance.md "The sitemap"), so it must be computed once per data version, not per request:
// - GET goes through the response cache (`cacheable`): replayed until a public write, with its ETag (304);
// - a query string would be a new cache key each time: it is answered with a redirect to the address without it;
// - HEAD answers the headers without writing the XML (Fastify's own HEAD route would run the GET handler in full);
// - how the records are cut into files (two statements per file) is kept per public data version, for every answer;
// - so is the XML of the last few answers, written once for stand-in sites and given each request's sites by a string
//   replacement: the response cache's key holds the Host header, which a client may change at every request, and
//   must not make it write 50,000 pages each time (test: "a new Host header each time").
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { contextOf, siteOf, type ServiceContext } from '../context.js'
import { LANGUAGES } from '../schemas/common.js'
import { siteInXml } from '../presenters/sitemap.js'
import { sitemap, sitemapFile, sitemapFiles, SITEMAP_KINDS, type SitemapAnswer, type SitemapFiles, type SitemapKind } from '../services/sitemap.js'

const XML = 'application/xml; charset=utf-8'
/** Crawlers revalidate (ETag): the answer changes with every public write. */
const REVALIDATE = 'no-cache'

/** Stand-ins for the request's sites in the XML kept between requests: URIs as they stand in a `loc` (see
 *  siteInXml), which no slug can hold (slugs hold no `/`). */
const SITE_STAND_IN = 'http://site.sitemap.invalid'
const PUBLIC_STAND_IN = 'http://public.sitemap.invalid'
/** Answers kept per data version: the index (or the single urlset) and the files being read (a few MB each). */
const KEPT_ANSWERS = 3

const PLURAL: Record<SitemapKind, string> = { event: 'events', venue: 'venues', organizer: 'organizers' }

/** The address of file `n` of a kind's sitemap, after the site. */
export const sitemapFilePath = (kind: SitemapKind, n: number): string => `/sitemap-${PLURAL[kind]}-${n}.xml`

/** The paths robots are asked to leave alone (below the site's own path): the REST API under every language prefix,
 *  its documentation page, the health probes, the editors' workspace and the submission form (SPEC §9.8). */
export function disallowedPaths (restPrefix: string): string[] {
  return [`${restPrefix}/`, ...LANGUAGES.map((l) => `/${l}${restPrefix}/`), '/doc', '/health/', '/manage/', '/submit/', ...LANGUAGES.map((l) => `/${l}/submit/`)]
}

/** `/robots.txt` of a site: every page allowed but the service's machinery, and where the sitemap is. `sitePath` is the
 *  path of SITE_URL (checked at start), never parsed from a request's Host, which may be anything. */
export function robotsTxt (site: string, sitePath: string, restPrefix: string): string {
  return ['User-agent: *', 'Allow: /', ...disallowedPaths(restPrefix).map((p) => `Disallow: ${sitePath}${p}`), '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n')
}

function send (reply: FastifyReply, answer: SitemapAnswer, body: boolean) {
  reply.type(XML).header('cache-control', REVALIDATE)
  if (answer.lastModified !== null) reply.header('last-modified', answer.lastModified.toUTCString())
  return reply.send(body ? answer.body : undefined)
}

/** A request with a query string is sent to its address without it (see above); null when it has none. */
function withoutQuery (request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  const at = request.url.indexOf('?')
  if (at < 0) return null
  return reply.header('cache-control', 'no-store').redirect(`${siteOf(request.server.config, request)}${request.url.slice(0, at)}`, 301)
}

const schema = { hide: true }
const config = { cacheable: true }

export default fp(async (app) => {
  const { restPrefix, siteUrl } = app.config
  const sitePath = siteUrl === undefined ? '' : new URL(siteUrl).pathname.replace(/\/+$/, '')
  /** What is kept for the current public data version: the cut into files, and the last few answers' XML. */
  let kept: { version: number; files: Promise<SitemapFiles>; answers: Map<string, Promise<SitemapAnswer | null>> } | undefined

  /** What is kept for the public data version of now (publishing ran before the handler), or null when the database
   *  offers no version (nothing is kept then). */
  async function keptNow (request: FastifyRequest) {
    const state = await app.freshness.current()
    if (state === null) return null
    if (kept?.version !== state.publicVersion) {
      const entry = kept = { version: state.publicVersion, files: sitemapFiles(contextOf(request)), answers: new Map<string, Promise<SitemapAnswer | null>>() }
      entry.files.catch(() => { if (kept === entry) kept = undefined })
    }
    return kept
  }

  async function filesOf (request: FastifyRequest): Promise<SitemapFiles> {
    return (await keptNow(request))?.files ?? sitemapFiles(contextOf(request))
  }

  /** The answer `write` gives for the request's sites, written once per data version for the stand-in sites (a
   *  request whose Host makes no URI: null, a 404). */
  async function answerOf (request: FastifyRequest, write: (sc: ServiceContext, files: SitemapFiles) => Promise<SitemapAnswer | null>): Promise<SitemapAnswer | null> {
    const sc = contextOf(request)
    const site = siteInXml(sc.site)
    const publicSite = siteInXml(sc.publicSite)
    if (site === null || publicSite === null) return null
    const entry = await keptNow(request)
    const path = request.url
    let answer = entry?.answers.get(path)
    if (answer === undefined) {
      answer = (async () => write({ ...sc, site: SITE_STAND_IN, publicSite: PUBLIC_STAND_IN }, await (entry?.files ?? sitemapFiles(sc))))()
      if (entry) {
        if (entry.answers.size >= KEPT_ANSWERS) entry.answers.delete(entry.answers.keys().next().value!)
        entry.answers.set(path, answer)
        answer.catch(() => { if (entry.answers.get(path) === answer) entry.answers.delete(path) })
      }
    }
    const written = await answer
    return written && { body: written.body.replaceAll(PUBLIC_STAND_IN, publicSite).replaceAll(SITE_STAND_IN, site), lastModified: written.lastModified }
  }

  app.get('/sitemap.xml', { schema, config, exposeHeadRoute: false }, async (request, reply) => {
    const redirect = withoutQuery(request, reply)
    if (redirect) return redirect
    const answer = await answerOf(request, (sc, files) => sitemap(sc, files, (kind, n) => `${sc.site}${sitemapFilePath(kind, n)}`))
    return answer === null ? reply.callNotFound() : send(reply, answer, true)
  })
  app.head('/sitemap.xml', { schema }, async (request, reply) => {
    const files = await filesOf(request)
    const newest = SITEMAP_KINDS.flatMap((kind) => files[kind]).reduce<Date | null>((n, f) => n === null || f.lastmod > n ? f.lastmod : n, null)
    return send(reply, { body: '', lastModified: newest }, false)
  })

  for (const kind of SITEMAP_KINDS) {
    // n: 1 to 999999 in its one spelling (`01` would be a second address of the same file).
    const url = `/sitemap-${PLURAL[kind]}-:n(^[1-9]\\d{0,5}$).xml`
    app.get<{ Params: { n: string } }>(url, { schema, config, exposeHeadRoute: false }, async (request, reply) => {
      const redirect = withoutQuery(request, reply)
      if (redirect) return redirect
      const answer = await answerOf(request, (sc, files) => sitemapFile(sc, files, kind, Number(request.params.n)))
      return answer === null ? reply.callNotFound() : send(reply, answer, true)
    })
    app.head<{ Params: { n: string } }>(url, { schema }, async (request, reply) => {
      const file = (await filesOf(request))[kind][Number(request.params.n) - 1]
      return file === undefined ? reply.callNotFound() : send(reply, { body: '', lastModified: file.lastmod }, false)
    })
  }

  app.get('/robots.txt', { schema, config }, async (request, reply) => {
    const redirect = withoutQuery(request, reply)
    if (redirect) return redirect
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(siteOf(app.config, request), sitePath, restPrefix))
  })
}, { name: 'sitemap', dependencies: ['errors', 'etag', 'response-cache', 'publishing', 'swagger'] })
