#!/usr/bin/env node
// `npm run cli -- <command>`: runs src/cli.ts, compiled (dist/src/cli.js) when the build is current, else through tsx.
//
// Where the time of a command went (`user list` on a migrated database, docs/performance.md "The CLI"): tsx compiling
// the sources (~0.4–0.8 s: said on stderr, since it is the slow path), V8 compiling Prisma's WebAssembly query
// compiler with its optimizing tier (~0.6 s), and importing modules a command does not use (src/cli.ts loads them per
// command). A command runs a handful of queries, so the baseline tier (Liftoff) alone is plenty and starts at once.
// The server keeps V8's defaults: it runs queries for hours, where the optimized code pays off.
//
// The build is current by the rule of `npm start` (scripts/build-state.mjs); `npm run build` makes it current.
import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import v8 from 'node:v8'
import { distIsCurrent, root } from './build-state.mjs'

/** The module to run for the tree at `rootDir`, and the line to print first when that is the slow path. */
export function cliEntry (rootDir = root) {
  if (distIsCurrent(rootDir, 'cli.js')) return { file: join(rootDir, 'dist', 'src', 'cli.js'), tsx: false, note: '' }
  return {
    file: join(rootDir, 'src', 'cli.ts'),
    tsx: true,
    note: 'cli: dist/ is missing or older than src/: compiling the sources with tsx as they load (about a second more per command; `npm run build` makes commands fast)\n',
  }
}

/** Run as a program, also through a symbolic link (a checkout whose scripts/ links to another's). */
function isMain () {
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1] ?? '')).href
  } catch {
    return false
  }
}

if (isMain()) {
  // Before any WebAssembly is compiled (nothing is imported yet); the flag only selects a compiler tier.
  v8.setFlagsFromString('--liftoff-only')
  const entry = cliEntry()
  process.stderr.write(entry.note)
  if (entry.tsx) {
    const { register } = await import('tsx/esm/api')
    register()
  }
  const cli = await import(pathToFileURL(entry.file).href)
  await cli.main(process.argv.slice(2))
}
