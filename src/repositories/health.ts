// What the readiness probe (src/services/health.ts) asks the database.
import type { Tx } from '../db/client.js'

export class HealthRepository {
  constructor (private readonly db: Tx) {}

  /** Names of the migrations recorded as applied (`_prisma_migrations`, written by src/db/migrate.ts as by `prisma
   *  migrate deploy`). Fails when the database does not answer or has no migration table. */
  async appliedMigrations (): Promise<string[]> {
    const rows = await this.db.$queryRaw<Array<{ name: string }>>`SELECT "migration_name" AS "name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`
    return rows.map((r) => r.name)
  }
}
