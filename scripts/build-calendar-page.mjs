// `npm run build`, after tsc: bundles the calendar page (src/calendar-page/, with FullCalendar) and `/embed.js` (src/embed/) into
// dist/calendar-assets/, where the compiled server finds it (src/lib/infra/calendar-bundle.ts). A built tree then serves the
// page without esbuild or the page's sources (the container image keeps dist/ only).
import { join } from 'node:path'
import { root } from './build-state.mjs'

const { buildCalendarPage, writeCalendarPage, PREBUILT_DIR } = await import(join(root, 'dist', 'src', 'lib', 'infra', 'calendar-bundle.js'))
const started = performance.now()
const bundle = await buildCalendarPage(root)
await writeCalendarPage(PREBUILT_DIR, bundle)
const size = [...bundle.assets.values()].reduce((n, a) => n + a.body.length, 0)
process.stderr.write(`calendar page: ${bundle.assets.size} files, ${Math.round(size / 1024)} KiB, embed.js ${Math.round(bundle.embed.length / 1024)} KiB in ${PREBUILT_DIR} (${Math.round(performance.now() - started)} ms)\n`)
