// The calendar page's bundle (src/lib/infra/calendar-bundle.ts): what `npm run build` writes is what the server reads
// back, and editing the page's sources makes dist/ stale. The page's own logic: test/calendar-page/query.test.ts.
import t from 'tap'
import { utimesSync } from 'node:fs'
import { join } from 'node:path'
import { readCalendarPage, writeCalendarPage, type PageBundle } from '../../../src/lib/infra/calendar-bundle.js'

t.test('a written bundle reads back as it was', async (t) => {
  const dir = t.testdir()
  const body = (s: string) => Buffer.from(s)
  const bundle: PageBundle = {
    script: 'calendar-AAAA.js',
    style: 'calendar-BBBB.css',
    assets: new Map([
      ['calendar-AAAA.js', { name: 'calendar-AAAA.js', contentType: 'text/javascript; charset=utf-8', body: body('js'), etag: '"1"' }],
      ['calendar-BBBB.css', { name: 'calendar-BBBB.css', contentType: 'text/css; charset=utf-8', body: body('css'), etag: '"2"' }],
      ['fullcalendar-icons-CCCC.ttf', { name: 'fullcalendar-icons-CCCC.ttf', contentType: 'font/ttf', body: body('ttf'), etag: '"3"' }],
      ['manage-DDDD.js', { name: 'manage-DDDD.js', contentType: 'text/javascript; charset=utf-8', body: body('mjs'), etag: '"4"' }],
      ['manage-EEEE.css', { name: 'manage-EEEE.css', contentType: 'text/css; charset=utf-8', body: body('mcss'), etag: '"5"' }],
    ]),
    embed: body('embed'),
    manage: { script: 'manage-DDDD.js', style: 'manage-EEEE.css' },
  }
  t.equal(await readCalendarPage(join(dir, 'none')), null, 'nothing built: null')
  await writeCalendarPage(join(dir, 'out'), bundle)
  const back = await readCalendarPage(join(dir, 'out'))
  t.equal(back?.script, bundle.script)
  t.equal(back?.style, bundle.style)
  t.same([...back!.assets.values()].map((a) => [a.name, a.contentType, a.body.toString()]).sort(), [
    ['calendar-AAAA.js', 'text/javascript; charset=utf-8', 'js'],
    ['calendar-BBBB.css', 'text/css; charset=utf-8', 'css'],
    ['fullcalendar-icons-CCCC.ttf', 'font/ttf', 'ttf'],
    ['manage-DDDD.js', 'text/javascript; charset=utf-8', 'mjs'],
    ['manage-EEEE.css', 'text/css; charset=utf-8', 'mcss'],
  ])
  t.same(back?.manage, bundle.manage, 'the workspace\'s files are named in the manifest')
  t.match(back!.assets.get('calendar-AAAA.js')!.etag, /^"[\w-]+"$/, 'ETags computed on reading')
  t.equal(back?.embed.toString(), 'embed', 'embed.js reads back, apart from the page\'s assets')
})

t.test('editing the page\'s stylesheet makes dist/ stale (npm start rebuilds)', async (t) => {
  const { distIsCurrent, stampBuild } = await import('../../../scripts/build-state.mjs')
  const tree = t.testdir({
    'package-lock.json': '{}',
    src: { 'server.ts': '', 'calendar-page': { 'main.ts': '', 'calendar.css': '' }, embed: { 'main.ts': '', 'tsconfig.json': '' } },
    dist: { src: { 'server.js': '' } },
  })
  const old = new Date(Date.now() - 120_000)
  const files = ['package-lock.json', 'src/server.ts', 'src/calendar-page/main.ts', 'src/calendar-page/calendar.css', 'src/embed/main.ts', 'src/embed/tsconfig.json']
  for (const f of files) utimesSync(join(tree, f), old, old)
  stampBuild(tree)
  t.equal(distIsCurrent(tree), true)
  const later = new Date(Date.now() + 60_000)
  utimesSync(join(tree, 'src/calendar-page/calendar.css'), later, later)
  t.equal(distIsCurrent(tree), false, 'the CSS counts')
  utimesSync(join(tree, 'src/calendar-page/calendar.css'), old, old)
  utimesSync(join(tree, 'src/embed/tsconfig.json'), later, later)
  t.equal(distIsCurrent(tree), false, "the embedded script's tsconfig counts")
})
