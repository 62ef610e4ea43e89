// The sizes of what a browser loads (issue 40, item 7; README "Page sizes"): the calendar page's first load (its HTML,
// script and stylesheet), `/embed.js` and the workspace's first load (issue 41), as the service serves them, raw and gzipped (zlib's default level, what a
// compressing proxy sends). The bundle is the one the server would serve: dist/calendar-assets/ after `npm run build`,
// else built from the sources.
//
//   npx tsx scripts/page-sizes.ts          a table
//   npx tsx scripts/page-sizes.ts --json   the same as JSON
import { gzipSync } from 'node:zlib'
import { calendarPage } from '../src/lib/infra/calendar-bundle.js'
import { embedScript } from '../src/plugins/app/embed.js'
import { renderPage } from '../src/plugins/app/calendar-page.js'
import { renderShell } from '../src/plugins/app/manage.js'

export interface Size { what: string; raw: number; gzip: number }

export async function pageSizes (restPrefix = '/wp-json'): Promise<Size[]> {
  const bundle = await calendarPage()
  const size = (what: string, body: Buffer | string): Size => ({ what, raw: Buffer.byteLength(body), gzip: gzipSync(body).length })
  const parts = [
    size('calendar page: HTML', renderPage(bundle, { lang: null, restPrefix, timezone: 'UTC' })),
    size('calendar page: script', bundle.assets.get(bundle.script)!.body),
    size('calendar page: stylesheet', bundle.assets.get(bundle.style)!.body),
  ]
  const sum = (what: string, of: Size[]): Size => of.reduce((t, p) => ({ what, raw: t.raw + p.raw, gzip: t.gzip + p.gzip }), { what, raw: 0, gzip: 0 })
  const manage = [
    size('workspace: HTML', renderShell(bundle, { lang: null, restPrefix, timezone: 'UTC', submissions: false })),
    size('workspace: script', bundle.assets.get(bundle.manage.script)!.body),
    size('workspace: stylesheet', bundle.assets.get(bundle.manage.style)!.body),
  ]
  return [...parts, sum('calendar page: first load', parts), size('/embed.js', embedScript(bundle, restPrefix).body), ...manage, sum('workspace: first load', manage)]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = await pageSizes()
  if (process.argv.includes('--json')) {
    process.stdout.write(JSON.stringify(sizes, null, 2) + '\n')
  } else {
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`.padStart(10)
    process.stdout.write(`${'what'.padEnd(28)}${'raw'.padStart(10)}${'gzip'.padStart(10)}\n`)
    for (const s of sizes) process.stdout.write(`${s.what.padEnd(28)}${kb(s.raw)}${kb(s.gzip)}\n`)
  }
}
