#!/usr/bin/env node
// Runs the Prisma CLI without the network. Every Prisma CLI command first makes sure a native schema-engine
// binary exists and downloads it when it does not; this machine (and CI) cannot reach Prisma's binary host.
// Pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips that download: `generate` runs on the
// WebAssembly build inside the `prisma` package, and Studio needs no schema engine for SQLite.
// Migrations do not go through the CLI at all: see src/db/migrate.ts.
//
//   node scripts/prisma.mjs generate        generate the client into src/generated/prisma
//   node scripts/prisma.mjs studio [args]   Prisma Studio on the configured SQLite database
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve, isAbsolute } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
let prismaCli
try {
  prismaCli = join(dirname(require.resolve('prisma/package.json')), 'build', 'index.js')
} catch {
  // `npm ci --omit=dev` style installs, or a partial install: nothing to generate with.
  console.error('prisma is not installed; skipping')
  process.exit(0)
}

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' }
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = prismaCli // any existing file will do
}

const [command, ...rest] = process.argv.slice(2)
let args
if (command === 'generate') {
  args = ['generate', '--schema', join(root, 'prisma', 'schema.prisma'), ...rest]
} else if (command === 'studio') {
  // Studio's URL check wants file:///absolute/path.db.
  const url = process.env.DATABASE_URL ?? 'file:./data/calendar.db'
  if (!url.startsWith('file:')) {
    console.error('npm run studio: only SQLite DATABASE_URLs (file:...) are supported here')
    process.exit(2)
  }
  const file = url.slice('file:'.length).replace(/^\/\//, '')
  // Relative paths resolve against the working directory, like the runtime client and the migrator do.
  const abs = isAbsolute(file) ? file : resolve(process.cwd(), file)
  args = ['studio', '--url', `file://${abs}`, '--browser', 'none', ...rest]
} else {
  console.error('usage: node scripts/prisma.mjs <generate|studio> [args]')
  process.exit(2)
}
const r = spawnSync(process.execPath, [prismaCli, ...args], { stdio: 'inherit', env, cwd: root })
process.exit(r.status ?? 1)
