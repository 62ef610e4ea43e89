// Whether dist/ is a current build of the sources: one rule for `npm start` (scripts/prestart.mjs) and `npm run cli`
// (scripts/cli.mjs). `npm run build` stamps dist/ after a successful compile (an interrupted build leaves no new
// stamp); the build is current when that stamp is newer than every file the compiler and the calendar page's bundler
// (scripts/build-calendar-page.mjs) read: src/**/*.ts, every file of src/calendar-page/, src/embed/ and src/manage/ (CSS, tsconfig),
// tsconfig*.json, package-lock.json (FullCalendar's version). The generated Prisma client (src/generated) counts by its inputs,
// prisma/schema.prisma and prisma/dialects.mjs: every `npm ci` rewrites it (postinstall) with the same content, which
// must not make a built tree stale.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('..', import.meta.url))
const INPUTS = ['tsconfig.json', 'tsconfig.build.json', 'package-lock.json', 'prisma/schema.prisma', 'prisma/dialects.mjs']

/** The calendar page's and the embedded script's sources under src/: not only TypeScript. */
const PAGE_SOURCES = /^(calendar-page|embed|manage)[\\/]/

const stampOf = (rootDir) => join(rootDir, 'dist', '.build-stamp')
const mtime = (file) => { try { return statSync(file).mtimeMs } catch { return 0 } }

/** The newest modification time of what the compiler reads. */
function newestSource (rootDir) {
  let newest = Math.max(...INPUTS.map((f) => mtime(join(rootDir, f))))
  for (const name of readdirSync(join(rootDir, 'src'), { recursive: true })) {
    const file = String(name)
    if ((file.endsWith('.ts') && !file.startsWith('generated')) || PAGE_SOURCES.test(file)) newest = Math.max(newest, mtime(join(rootDir, 'src', file)))
  }
  return newest
}

/** dist/ holds `entry` (relative to dist/src) and its stamp is no older than any input of the compiler. */
export function distIsCurrent (rootDir = root, entry = 'server.js') {
  return existsSync(join(rootDir, 'dist', 'src', entry)) && mtime(stampOf(rootDir)) >= newestSource(rootDir)
}

/** Called by `npm run build` after tsc succeeded. */
export function stampBuild (rootDir = root) {
  writeFileSync(stampOf(rootDir), `${new Date().toISOString()}\n`)
}
