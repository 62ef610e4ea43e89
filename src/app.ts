// buildApp(config): the one factory that the server and the tests use.
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import '@fastify/swagger' // FastifySchema gains the OpenAPI keywords (tags, summary, security)
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import qs from 'qs'
import type { Config } from './config.js'
import { createDb, prepareDb, sqliteFilePath, type Db } from './db/client.js'
import { applyMigrations } from './db/migrate.js'
import { registerAuth, rejectUnroutable } from './plugins/auth.js'
import { tooLarge } from './errors.js'
import { registerSecurity } from './plugins/security.js'
import { registerErrorHandling, schemaErrorFormatter } from './plugins/errors.js'
import { registerNormalization } from './plugins/normalize.js'
import { registerSerializer } from './plugins/serializer.js'
import { registerValidator } from './plugins/validator.js'
import { NAMESPACE } from './plugins/context.js'
import { sharedSchemas, LANGUAGES } from './schemas/common.js'
import { Event, CostDetails, EventList } from './schemas/event.js'
import { Venue, VenueList } from './schemas/venue.js'
import { Organizer, OrganizerList } from './schemas/organizer.js'
import { Term, EmbeddedTerm, CategoryList, TagList } from './schemas/term.js'
import { registerApi } from './routes/api.js'
import { registerOpenApi } from './plugins/openapi.js'
import { bootstrapAdmin, tokenFileDirFor } from './services/users.js'
import { Freshness, type DataState } from './services/freshness.js'
import { openDataVersion } from './db/data-version.js'
import { registerResponseCache } from './plugins/response-cache.js'
import { fillSearchText } from './services/search.js'

declare module 'fastify' {
  interface FastifyInstance { config: Config; db: Db; clock: () => Date }
}

export interface BuildOptions {
  /** pino options, or false for no logging (tests) */
  logger?: boolean | Record<string, unknown>
  /** where the first-start admin token message goes (default: stdout) */
  print?: (msg: string) => void
  /** "now" for every date rule (relative dates, defaults, scheduled publishing); tests pin it */
  clock?: () => Date
}

const BODY_LIMIT = 1024 * 1024 // SPEC §7
const OVERRIDABLE = new Set(['GET', 'PUT', 'PATCH', 'DELETE', 'HEAD'])

export async function buildApp (config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    routerOptions: {
      ignoreTrailingSlash: true,
      maxParamLength: 2000,
      // Bracket notation (`categories[]=1`, `venue[venue]=Hall`) as PHP parses it (SPEC §3.1, §3.2).
      querystringParser: (s: string) => qs.parse(s, { depth: 5, arrayLimit: 1000, parameterLimit: 2000 }),
    },
    schemaErrorFormatter,
    // A path the router cannot even read (a bad percent-escape, a 2000+ character parameter) matches no route
    // (SPEC §1.3: 404 rest_no_route); a bad token still answers first (SPEC §2.4). Hooks do not run here.
    frameworkErrors: (_err, request, reply) => {
      void rejectUnroutable(app, request.headers.authorization).then((e) => (reply as FastifyReply).code(e.statusCode).headers(e.headers).send(e.toJSON()))
    },
    // Method override (SPEC §1.3): a POST may act as another method. Rewriting before routing lets the router
    // pick the overridden method's route, with its own schema and checks.
    rewriteUrl (req) {
      if (req.method === 'POST') {
        const header = req.headers['x-http-method-override']
        const query = /[?&]_method=([A-Za-z]+)/.exec(req.url ?? '')?.[1]
        const wanted = String((Array.isArray(header) ? header[0] : header) ?? query ?? '').toUpperCase()
        if (OVERRIDABLE.has(wanted)) req.method = wanted
      }
      return req.url ?? '/'
    },
  })

  app.decorate('config', config)
  const clock = opts.clock ?? (() => new Date())
  app.decorate('clock', clock)
  const sqliteFile = config.databaseUrl.startsWith('file:') ? sqliteFilePath(config.databaseUrl) : null
  const applied = await applyMigrations({ databaseUrl: config.databaseUrl })
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated')
  const db = createDb(config.databaseUrl, { poolSize: config.databasePoolSize })
  await prepareDb(db, config.databaseUrl)
  // Rows without search text (written before the column existed, or cleared by an operator): ~40 ms at 100k.
  await fillSearchText(db)
  app.decorate('db', db)
  app.addHook('onClose', async () => { await db.$disconnect() })
  await bootstrapAdmin(db, { apiToken: config.apiToken, tokenFileDir: tokenFileDirFor(sqliteFile), print: opts.print ?? ((m) => process.stdout.write(m + '\n')) })

  for (const schema of [...sharedSchemas, CostDetails, EmbeddedTerm, Term, Venue, Organizer, Event, EventList, VenueList, OrganizerList, CategoryList, TagList]) app.addSchema(schema)

  // Writes take JSON, forms and multipart (SPEC §3.1); Fastify's own text/plain parser would hand the handlers a
  // string and turn a wrong content type into a confusing 400 "body must be object" instead of 415.
  app.removeContentTypeParser('text/plain')
  await app.register(formbody, { parser: (s: string) => qs.parse(s, { depth: 5, arrayLimit: 1000, parameterLimit: 2000 }) })
  // multipart/form-data: fields only (SPEC §3.1); uploaded files are read and dropped.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldSize: BODY_LIMIT, fields: 2000, files: 10 },
    onFile: async (part) => { part.file.resume() },
  })
  registerSerializer(app)
  registerValidator(app)
  // Before anything that registers routes (the CORS plugin's `OPTIONS *`): a route keeps the error handler of
  // its registration time, and every error must come out in the contract's shape.
  registerErrorHandling(app)
  registerAuth(app)
  await registerSecurity(app)
  // @fastify/multipart reads the raw request and only truncates fields at `fieldSize`, so Fastify's bodyLimit
  // (SPEC §7: 413) does not reach multipart bodies: their declared length is checked here instead
  // (after authentication: a bad token answers first, SPEC §2.4).
  app.addHook('preParsing', async (request) => {
    if (/^multipart\/form-data/i.test(request.headers['content-type'] ?? '') && Number(request.headers['content-length'] ?? 0) > BODY_LIMIT) throw tooLarge()
  })
  registerNormalization(app)

  // Discovery headers on every response (SPEC §1.6).
  app.addHook('onSend', async (request, reply) => {
    const first = request.url.split('/')[1]
    const langPrefix = (LANGUAGES as readonly string[]).includes(first) ? `/${first}` : ''
    const site = config.siteUrl ?? `${request.protocol}://${request.host}`
    // SPEC §3.1 spells the charset in capitals.
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) reply.header('content-type', 'application/json; charset=UTF-8')
    reply.header('X-Calendar-API-VERSION', 'v1')
    reply.header('X-Calendar-API-ROOT', `${site}${langPrefix}${config.restPrefix}/${NAMESPACE}/`)
    reply.header('X-Calendar-API-ORIGIN', site)
  })

  // Scheduled records become public when their date passes (SPEC §3.6): before reads, and every minute. The next
  // due moment is known per data version, so a read only writes (or queries) when something is due.
  const freshness = new Freshness(db, openDataVersion(config.databaseUrl))
  app.addHook('onClose', async () => { await freshness.close() })
  const publish = async (state?: DataState | null) => {
    const records = await freshness.publishDue(clock(), state)
    if (records > 0) app.log.info({ records }, 'scheduled records published')
  }
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') await publish(request.dataState)
  })
  const timer = setInterval(() => { publish().catch((err) => app.log.error({ err }, 'scheduled publishing failed')) }, 60_000)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))

  // After the other onSend hooks: a cached entry holds the final headers.
  await registerResponseCache(app, freshness, config.responseCacheMb * 1024 * 1024)

  await registerOpenApi(app)
  await registerApi(app)
  return app
}
