// `npm run db:migrate`: apply the pending migrations of prisma/migrations to DATABASE_URL, like
// `prisma migrate deploy` (which cannot run here: it needs a downloaded native engine).
import { applyMigrations } from '../src/db/migrate.js'

const databaseUrl = process.env.DATABASE_URL || 'file:./data/calendar.db'
try {
  const applied = await applyMigrations({ databaseUrl, log: (msg) => console.error(msg) })
  if (applied.length === 0) console.log('database is up to date')
  else console.log(`applied ${applied.length} migration(s) to ${databaseUrl}:\n${applied.map((n) => `  ${n}`).join('\n')}`)
} catch (err) {
  console.error(`db:migrate failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
}
