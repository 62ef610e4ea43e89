// The progress lines of `npm run bench:seed` (bench/seed.ts SeedProgress): plain lines every 10 % off a terminal, one
// redrawn bar on a terminal, each with rows done, elapsed time and rate.
import t from 'tap'
import { SeedProgress } from '../../bench/seed.js'

function sink (isTTY: boolean) {
  const out = { isTTY, text: '', write (s: string) { out.text += s } }
  return out
}

t.test('off a terminal: a line per 10 % of a large step, and one at its end, with elapsed time and rate', async (t) => {
  const out = sink(false)
  let now = 0
  const p = new SeedProgress(out, () => now)
  p.start('events', 20_000)
  for (let i = 0; i < 20; i++) { now += 500; p.advance(1000) }
  const lines = out.text.trim().split('\n')
  t.same(lines.map((l) => l.split(':')[1]?.trim().split(' ')[0]), ['10%', '20%', '30%', '40%', '50%', '60%', '70%', '80%', '90%', '100%'])
  t.equal(lines[9], 'events: 100% 20,000/20,000 rows, 10.0 s, 2,000 rows/s (total 10.0 s)')
  t.notMatch(out.text, '\r', 'no control characters in a log')
})

t.test('off a terminal: a small step prints only its end', async (t) => {
  const out = sink(false)
  const p = new SeedProgress(out, () => 0)
  p.start('terms', 700)
  p.advance(500)
  p.advance(200)
  t.same(out.text.trim().split('\n').length, 1)
  t.match(out.text, /^terms: 100% 700\/700 rows/)
  p.start('nothing', 0)
  p.advance(0)
  t.match(out.text, /nothing: 100% 0\/0 rows/, 'an empty step still reports its end')
})

t.test('on a terminal: one bar redrawn in place, at most every 100 ms, ended by a newline', async (t) => {
  const out = sink(true)
  let now = 0
  const p = new SeedProgress(out, () => now)
  p.start('events', 10_000)
  for (let i = 0; i < 100; i++) { now += 20; p.advance(100) }
  const draws = out.text.split('\r').filter((s) => s !== '')
  t.ok(draws.length >= 15 && draws.length <= 25, `redrawn about every 100 ms (${draws.length} draws over 2 s)`)
  t.match(draws.at(-1), /events +\[#{30}\] 100% 10,000\/10,000 rows, 2\.0 s, 5,000 rows\/s/)
  t.ok(out.text.endsWith('\n'), 'the finished bar stays on screen')
})
