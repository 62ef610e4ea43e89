// The databases the service runs on, and how each one's Prisma schema is derived from prisma/schema.prisma, the one
// source of truth for the models. The source is the SQLite schema; PostgreSQL differs only in its datasource
// provider and where its client is generated. Used by scripts/prisma.mjs (client generation) and src/db/migrate.ts
// (migrations), so no second copy of the models is ever kept by hand.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const prismaDir = dirname(fileURLToPath(import.meta.url))

/** @type {Record<'sqlite' | 'postgresql', { provider: string; output: string; migrations: string }>} */
export const DIALECTS = {
  sqlite: { provider: 'sqlite', output: '../src/generated/prisma', migrations: join(prismaDir, 'migrations') },
  postgresql: { provider: 'postgresql', output: '../../src/generated/prisma-postgresql', migrations: join(prismaDir, 'postgresql', 'migrations') },
}

export const sourceSchemaPath = join(prismaDir, 'schema.prisma')

/** The Prisma schema of `dialect`: the source with that dialect's provider and client output. */
export function schemaFor (dialect, source = readFileSync(sourceSchemaPath, 'utf8')) {
  const d = DIALECTS[dialect]
  if (!d) throw new Error(`unknown database dialect "${dialect}"`)
  let providers = 0
  let outputs = 0
  const out = source
    .replace(/(datasource\s+db\s*\{[^}]*?provider\s*=\s*)"[^"]*"/, (_m, head) => { providers++; return `${head}"${d.provider}"` })
    .replace(/(generator\s+client\s*\{[^}]*?output\s*=\s*)"[^"]*"/, (_m, head) => { outputs++; return `${head}"${d.output}"` })
  if (providers !== 1 || outputs !== 1) throw new Error('prisma/schema.prisma: expected one datasource provider and one generator output')
  return out
}
