// The data layer of the app: the database client (`app.db`, closed with the app) and the repositories every service
// works through (`app.repos`). The schema is migrated before the app starts (src/server.ts, the CLI, the test
// template): opening the database never changes its schema.
import fp from 'fastify-plugin'
import { createDb, prepareDb, type Db } from '../../db/client.js'
import { Repositories } from '../../repositories/index.js'
import { fillSearchText } from '../../services/events/service.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    repos: Repositories
  }
}

export default fp(async (app) => {
  const db = await createDb(app.config.databaseUrl, { poolSize: app.config.databasePoolSize })
  app.addHook('onClose', async () => { await db.$disconnect() })
  await prepareDb(db, app.config.databaseUrl)
  // Rows without search text (cleared by an operator's edit, or by a migration): none when the server refilled them
  // before building the app (src/server.ts, which does the long refill after a migration); the check is one index probe.
  const repos = Repositories.of(db)
  await fillSearchText(repos)
  app.decorate('db', db)
  app.decorate('repos', repos)
}, { name: 'db' })
