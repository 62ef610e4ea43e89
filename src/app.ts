// The service as one Fastify plugin, the server options it needs, and buildApp(config): the one factory that the
// server (src/server.ts), the tests, the CLI's tools and the benchmarks use.
//
// The plugin composes third-party plugins (./plugins/external) and the service's own (./plugins/app), then the routes.
// Each is an fp(…, { name, dependencies }): Fastify checks at start that every plugin finds the ones it depends on
// already registered, so the order below (hooks run in registration order) is a fact, not a comment. The schema is
// migrated before the app starts (server, CLI, test template): building the app never changes the database.
import type { Server } from 'node:http'
import Fastify, { LogController, type FastifyHttpOptions, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import '@fastify/swagger' // FastifySchema gains the OpenAPI keywords (tags, summary, security)
import type { Config } from './config.js'
import { BODY_LIMIT, MAX_PARAM_LENGTH, type ConnectionLimits } from './domain/limits.js'
import { parseBrackets } from './lib/http/params.js'
import auth, { rejectUnroutable } from './plugins/app/auth.js'
import bodyLimit from './plugins/app/body-limit.js'
import calendarPage from './plugins/app/calendar-page.js'
import manage from './plugins/app/manage.js'
import db from './plugins/app/db.js'
import discoveryHeaders from './plugins/app/discovery-headers.js'
import embed from './plugins/app/embed.js'
import errors, { type ErrorsOptions } from './plugins/app/errors.js'
import fairShare from './plugins/app/fair-share.js'
import jobs from './plugins/app/jobs.js'
import normalize from './plugins/app/normalize.js'
import pages from './plugins/app/pages.js'
import submit from './plugins/app/submit.js'
import publishing from './plugins/app/publishing.js'
import requestLog from './plugins/app/request-log.js'
import responseCache from './plugins/app/response-cache.js'
import schemas from './plugins/app/schemas.js'
import validation from './plugins/app/validation.js'
import webhookDelivery from './plugins/app/webhook-delivery.js'
import cors from './plugins/external/cors.js'
import etag from './plugins/external/etag.js'
import formbody from './plugins/external/formbody.js'
import helmet from './plugins/external/helmet.js'
import multipart from './plugins/external/multipart.js'
import rateLimit from './plugins/external/rate-limit.js'
import swagger from './plugins/external/swagger.js'
import swaggerUi from './plugins/external/swagger-ui.js'
import underPressure from './plugins/external/under-pressure.js'
import health from './routes/health.js'
import routes from './routes/index.js'
import sitemap from './routes/sitemap.js'
import { clientErrorHandler, connectionOptions, logOptions, UNROUTABLE, unroutable } from './transport.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    /** "now" for every date rule (relative dates, defaults, scheduled publishing); tests pin it */
    clock: () => Date
  }
}

export interface AppOptions {
  config: Config
  /** "now" for every date rule; default: the system clock */
  clock?: () => Date
  /** where the first-start admin token message goes (default: stdout) */
  print?: (msg: string) => void
  /** test apps: called with each error answer that its route's /doc entry does not list (src/plugins/app/errors.ts) */
  onUndocumentedError?: ErrorsOptions['onUndocumented']
}

async function calendarApp (app: FastifyInstance, opts: AppOptions): Promise<void> {
  app.decorate('config', opts.config)
  app.decorate('clock', opts.clock ?? (() => new Date()))
  await app
    // How requests are read and answered, before anything that adds routes; the one log line of each request; load
    // shedding, before any work is done for a request.
    .register(schemas).register(validation).register(errors, { onUndocumented: opts.onUndocumentedError }).register(requestLog).register(underPressure).register(formbody).register(multipart)
    // Who is asking, and how often.
    .register(db).register(auth, { print: opts.print }).register(cors).register(helmet).register(rateLimit).register(bodyLimit).register(normalize)
    // Database work: each client's fair share of it.
    .register(fairShare)
    // What every answer carries, scheduled publishing, webhook delivery, every periodic job, and the cache of
    // anonymous answers.
    .register(discoveryHeaders).register(publishing).register(webhookDelivery).register(jobs).register(etag).register(responseCache)
    // The interface description collects the routes as they are added; the health probes, the calendar page, the
    // embedded script, the record pages, the submission form, the sitemap, robots.txt and the workspace's shell are
    // outside it.
    .register(swagger).register(swaggerUi).register(health).register(calendarPage).register(embed).register(pages).register(submit).register(sitemap)
    .register(manage).register(routes)
}

const plugin = fp(calendarApp, { name: 'calendar-app', fastify: '5.x' })
export default plugin

const OVERRIDABLE = new Set(['GET', 'PUT', 'PATCH', 'DELETE', 'HEAD'])

/** Options of the Fastify server the app needs: they cannot be set by a plugin (routing, the body limit, the connection
 *  limits, errors that happen before routing, method override, what the log keeps). */
export function serverOptions (config: Config, logger: FastifyServerOptions['logger'] = { level: config.logLevel }, limits: Partial<ConnectionLimits> = {}): FastifyHttpOptions<Server> {
  return {
    logger: logOptions(logger),
    // One line per request instead of Fastify's two (./plugins/app/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    ...connectionOptions(limits),
    // Requests Node's parser refuses (431, malformed HTTP, 408 timeouts) in the contract's error shape (SPEC §7).
    clientErrorHandler,
    routerOptions: {
      ignoreTrailingSlash: true,
      maxParamLength: MAX_PARAM_LENGTH,
      // Bracket notation (`categories[]=1`, `venue[venue]=Hall`) as PHP parses it (SPEC §3.1, §3.2).
      querystringParser: parseBrackets,
    },
    // A path the router cannot read that `unroutable` (src/transport.ts) did not spot first matches no route either
    // (SPEC §1.3: 404 rest_no_route); a bad token still answers first (SPEC §2.4). Hooks do not run here.
    frameworkErrors: (_err, request, reply) => {
      void rejectUnroutable(request.server, request.headers.authorization).then((e) => (reply as FastifyReply).code(e.statusCode).headers(e.headers).send(e.toJSON()))
    },
    // Method override (SPEC §1.3): a POST may act as another method. Rewriting before routing lets the router pick
    // the overridden method's route, with its own schema and checks.
    rewriteUrl (req) {
      // Unreadable paths go through the hooks (rate limit included) to the 404 of unknown routes.
      if (unroutable(req.url ?? '/')) return UNROUTABLE
      if (req.method === 'POST') {
        const header = req.headers['x-http-method-override']
        const query = /[?&]_method=([A-Za-z]+)/.exec(req.url ?? '')?.[1]
        const wanted = String((Array.isArray(header) ? header[0] : header) ?? query ?? '').toUpperCase()
        if (OVERRIDABLE.has(wanted)) req.method = wanted
      }
      return req.url ?? '/'
    },
  }
}

export interface BuildOptions extends Omit<AppOptions, 'config'> {
  /** pino options, or false for no logging (tests) */
  logger?: FastifyServerOptions['logger']
  /** connection time limits other than SPEC §7's (src/domain/limits.ts): tests of the timeouts */
  server?: Partial<ConnectionLimits>
}

/** A server with the app registered (not listening): what src/server.ts runs, and what the tests, scripts and
 *  benchmarks build. The database must be migrated (src/db/migrate.ts). */
export async function buildApp (config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const { logger, server, ...appOptions } = opts
  const app = Fastify(serverOptions(config, logger, server))
  await app.register(plugin, { config, ...appOptions })
  return app
}
