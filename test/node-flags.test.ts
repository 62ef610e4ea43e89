// `npm start`'s Node flags are repeated where an operator runs the server without npm (the systemd unit, the
// container) and described where the heap limit matters (.env.example, README, docs/deploying.md): issue 42 found
// .env.example quoting an older semi-space size and a heap figure that did not follow from the flags. The flags of
// package.json's `start` are the reference; the heap figure is computed from them, by V8.
import t from 'tap'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const root = new URL('..', import.meta.url).pathname
const read = (file: string): string => readFileSync(root + file, 'utf8')
const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start
const flagsOf = (text: string): string[] => [...text.matchAll(/--max-(?:semi|old)-space-size=\d+/g)].map((m) => m[0])
const FLAGS = flagsOf(start)
const FILES = ['.env.example', 'README.md', 'docs/deploying.md', 'deploy/Containerfile', 'deploy/calendar-api.service']

t.test('every file that quotes the heap flags quotes those of npm start', async (t) => {
  t.same(FLAGS.map((f) => f.replace(/=.*/, '')).sort(), ['--max-old-space-size', '--max-semi-space-size'])
  for (const file of FILES) {
    const found = flagsOf(read(file))
    for (const flag of found) t.ok(FLAGS.includes(flag), `${file}: ${flag} is npm start's (${FLAGS.join(' ')})`)
  }
  t.same(flagsOf(read('deploy/Containerfile')).sort(), [...FLAGS].sort(), 'the container runs with both')
  t.same(flagsOf(read('deploy/calendar-api.service')).sort(), [...FLAGS].sort(), 'the systemd unit runs with both')
})

t.test("the default load-shedding heap figure is 90 % of the heap limit that npm start's flags give", async (t) => {
  const limit = Number(execFileSync(process.execPath, [...FLAGS, '-p', 'require("node:v8").getHeapStatistics().heap_size_limit'], { encoding: 'utf8' }))
  const mib = Math.round(0.9 * limit / 2 ** 20)
  for (const file of ['.env.example', 'README.md', 'docs/deploying.md']) {
    const figure = /about (\d+) MiB/.exec(read(file).split('\n').find((l) => /MAX_HEAP_USED_BYTES|V8 heap in use/.test(l) && /about \d+ MiB/.test(l)) ?? '')
    t.ok(figure, `${file} states the figure`)
    t.equal(Number(figure?.[1]), mib, `${file}: about ${mib} MiB`)
  }
})
