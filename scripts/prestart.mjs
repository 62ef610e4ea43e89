// `npm start`'s prestart: compile only when dist/ is older than the sources, so that starting a built tree does not
// spend ~20 s in tsc. `npm run build` stamps dist/ (`--stamp`) after a successful compile; the build is current when
// the stamp is newer than every file the compiler reads (src/**/*.ts, tsconfig*.json, package-lock.json). The
// generated Prisma client (src/generated) counts by its inputs, prisma/schema.prisma and prisma/dialects.mjs: every
// `npm ci` rewrites it (postinstall) with the same content, which must not make a built tree stale.
// - current: nothing to do;
// - stale and TypeScript installed: `npm run build`;
// - TypeScript not installed (npm ci --omit=dev) but dist/ built: start it, with a note;
// - neither: a message and exit code 1.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const dist = join(root, 'dist')
const entry = join(dist, 'src', 'server.js')
const stamp = join(dist, '.build-stamp')

if (process.argv.includes('--stamp')) {
  writeFileSync(stamp, `${new Date().toISOString()}\n`)
  process.exit(0)
}

const mtime = (file) => { try { return statSync(file).mtimeMs } catch { return 0 } }

/** The newest modification time of what the compiler reads. */
function newestSource () {
  let newest = Math.max(...['tsconfig.json', 'tsconfig.build.json', 'package-lock.json', 'prisma/schema.prisma', 'prisma/dialects.mjs'].map((f) => mtime(join(root, f))))
  for (const name of readdirSync(join(root, 'src'), { recursive: true })) {
    if (String(name).endsWith('.ts') && !String(name).startsWith('generated')) newest = Math.max(newest, mtime(join(root, 'src', String(name))))
  }
  return newest
}

const built = existsSync(entry)
if (built && mtime(stamp) >= newestSource()) process.exit(0)

// The compiler needs the development dependencies, not only `typescript` (which a runtime dependency may pull in
// after `npm ci --omit=dev`): the type packages too.
let hasTypescript = true
try {
  const require = createRequire(join(root, 'package.json'))
  for (const name of ['typescript/package.json', '@types/node/package.json']) require.resolve(name)
} catch { hasTypescript = false }

if (hasTypescript) {
  process.stderr.write(built ? 'dist/ is older than the sources: building (npm run build)\n' : 'dist/ is missing: building (npm run build)\n')
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
