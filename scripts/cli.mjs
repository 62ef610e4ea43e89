#!/usr/bin/env node
// `npm run cli -- <command>`: runs src/cli.ts, compiled (dist/src/cli.js) when the build is current, else through tsx.
//
// Where the time of a command went (`user list` on a migrated database, README "Operating"): tsx compiling the
// sources (~0.4 s), and V8 compiling Prisma's WebAssembly query compiler with its optimizing tier (~0.6 s): a command
// runs a handful of queries, so the baseline tier (Liftoff) alone is plenty and starts at once. The server keeps
// V8's defaults: it runs queries for hours, where the optimized code pays off.
//
// The build is current by the rule of `npm start` (scripts/build-state.mjs); `npm run build` makes it current.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import v8 from 'node:v8'
import { distIsCurrent, root } from './build-state.mjs'

// Before any WebAssembly is compiled (nothing is imported yet); the flag only selects a compiler tier.
v8.setFlagsFromString('--liftoff-only')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let cli
  if (distIsCurrent(root, 'cli.js')) {
    cli = await import(pathToFileURL(join(root, 'dist', 'src', 'cli.js')).href)
  } else {
    if (process.env.CLI_DEBUG) process.stderr.write('cli: dist/ is missing or older than src/: running the sources through tsx (`npm run build` makes it faster)\n')
    const { register } = await import('tsx/esm/api')
    register()
    cli = await import(pathToFileURL(join(root, 'src', 'cli.ts')).href)
  }
  await cli.main(process.argv.slice(2))
}
