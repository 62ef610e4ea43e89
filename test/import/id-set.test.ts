// src/import/id-set.ts: the ids the importer keeps of a whole site (issue 37) answer as a Set would, across merges of
// the sorted array, for ids up to the largest record id.
import t from 'tap'
import { IdSet, ParentLinks } from '../../src/import/id-set.js'

t.test('IdSet answers as a Set across merges', async (t) => {
  const ids = new IdSet()
  const reference = new Set<number>()
  let seed = 7
  const random = (): number => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed }
  let wrong = 0
  // a fifth of them repeats (ids 1 to 1000), the rest anywhere in the record id range
  for (let i = 0; i < 100_000; i++) {
    const id = i % 5 === 0 ? 1 + (i % 1000) : 1 + (random() % 2147483647)
    if (ids.add(id) === reference.has(id)) wrong++
    reference.add(id)
  }
  t.equal(wrong, 0, 'add tells whether the id is new')
  t.equal(ids.size, reference.size)
  t.ok([...reference].every((id) => ids.has(id)), 'every id added is there')
  t.notOk([0, 2147483647 + 1, 1001].some((id) => !reference.has(id) && ids.has(id)), 'others are not')
  const listed = [...ids]
  t.same(listed, [...reference].sort((a, b) => a - b), 'iterated in ascending order, each once')
  t.ok(ids.add(2147483647) && ids.has(2147483647), 'the largest record id')
})

t.test('ParentLinks keeps its pairs and flags as it grows', async (t) => {
  const links = new ParentLinks()
  for (let i = 1; i <= 1000; i++) links.push(i, i + 1, i % 2 === 0)
  t.equal(links.length, 1000)
  const all = [...links]
  t.same(all[0], { child: 1, parent: 2, written: false })
  t.same(all[999], { child: 1000, parent: 1001, written: true })
})
