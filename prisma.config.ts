// Prisma CLI configuration (Prisma 7 reads the datasource URL here, not from the schema).
// Only `prisma generate` and `prisma studio` use it: migrations run through src/db/migrate.ts.
import { defineConfig } from 'prisma/config'

export default defineConfig({
  schema: 'prisma/schema.prisma',
  datasource: { url: process.env.DATABASE_URL ?? 'file:./data/calendar.db' },
})
