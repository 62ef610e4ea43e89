// `npm start`'s prestart: compile only when dist/ is older than the sources (scripts/build-state.mjs), so that
// starting a built tree does not spend ~20 s in tsc.
// - current: nothing to do;
// - stale and the development dependencies installed: `npm run build`;
// - not installed (npm ci --omit=dev) but dist/ built: start it, with a note;
// - neither: a message and exit code 1.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { distIsCurrent, root, stampBuild } from './build-state.mjs'

if (process.argv.includes('--stamp')) {
  stampBuild()
  process.exit(0)
}

const built = existsSync(join(root, 'dist', 'src', 'server.js'))
if (distIsCurrent()) process.exit(0)

// The compiler needs the development dependencies, not only `typescript` (which a runtime dependency may pull in
// after `npm ci --omit=dev`): the type packages too.
let hasTypescript = true
try {
  const require = createRequire(join(root, 'package.json'))
  for (const name of ['typescript/package.json', '@types/node/package.json']) require.resolve(name)
} catch { hasTypescript = false }

if (hasTypescript) {
  // Seconds of silence otherwise: 13 s on a quiet 2-core machine, 31–50 s on a busy one (docs/performance.md).
  process.stderr.write(`${built ? 'dist/ is older than the sources' : 'dist/ is missing'}: building (npm run build; 15–50 s on a 2-core machine, once)…\n`)
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  process.exit(status ?? 1)
}
if (built) {
  process.stderr.write('Note: dist/ may be older than the sources, and the development dependencies (npm ci --omit=dev) are not installed to rebuild it: starting the existing build.\n')
  process.exit(0)
}
process.stderr.write('Cannot start: dist/ is not built and TypeScript is not installed to build it.\n' +
  'Run `npm ci && npm run build` (then `npm prune --omit=dev` if you want a production tree), or `npm run dev` for development.\n')
process.exit(1)
