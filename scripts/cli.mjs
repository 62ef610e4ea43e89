#!/usr/bin/env node
// `npm run cli -- <command>`: runs src/cli.ts, compiled (dist/src/cli.js) when the build is current, else through tsx.
//
// Where the time of a command went (`user list` on a migrated database, README "Operating"): tsx compiling the
// sources (~0.4 s), and V8 compiling Prisma's WebAssembly query compiler with its optimizing tier (~0.6 s): a command
// runs a handful of queries, so the baseline tier (Liftoff) alone is plenty and starts at once. The server keeps
// V8's defaults: it runs queries for hours, where the optimized code pays off.
//
// The build is current when every src/**/*.ts has its dist/src/**/*.js and none is newer than it (a per-file check:
// an interrupted build leaves some outputs old). `npm run build` (also run by `npm start`) makes it current.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import v8 from 'node:v8'

// Before any WebAssembly is compiled (nothing is imported yet); the flag only selects a compiler tier.
v8.setFlagsFromString('--liftoff-only')

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Whether dist/ holds a compiled copy of every source file of src/, none older than its source. */
export function distIsCurrent (rootDir = root) {
  const src = join(rootDir, 'src')
  const stale = (dir) => readdirSync(dir, { withFileTypes: true }).some((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return stale(path)
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) return false
    const out = join(rootDir, 'dist', relative(rootDir, path)).replace(/\.ts$/, '.js')
    return !existsSync(out) || statSync(out).mtimeMs < statSync(path).mtimeMs
  })
  return existsSync(join(rootDir, 'dist', 'src', 'cli.js')) && !stale(src)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let cli
  if (distIsCurrent()) {
    cli = await import(pathToFileURL(join(root, 'dist', 'src', 'cli.js')).href)
  } else {
    if (process.env.CLI_DEBUG) process.stderr.write('cli: dist/ is missing or older than src/: running the sources through tsx (`npm run build` makes it faster)\n')
    const { register } = await import('tsx/esm/api')
    register()
    cli = await import(pathToFileURL(join(root, 'src', 'cli.ts')).href)
  }
  await cli.main(process.argv.slice(2))
}
