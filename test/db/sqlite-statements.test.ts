// Compiled statements reused on a connection (src/db/sqlite-statements.ts): short texts are compiled once, long ones —
// whose length a caller chooses, such as a search by distance that lists the venues in range — are not kept, but for
// the last one (the adapter compiles a text to learn whether it writes, then runs it).
import t from 'tap'
import Database from 'better-sqlite3'
import { MAX_KEPT_SQL_LENGTH, reuseStatements, type Connection } from '../../src/db/sqlite-statements.js'

/** A connection whose compilations are counted by text. */
function counted () {
  const db = new Database(':memory:')
  const compiles = new Map<string, number>()
  const prepare = db.prepare.bind(db)
  const connection = db as unknown as Connection
  connection.prepare = (sql: string) => {
    compiles.set(sql, (compiles.get(sql) ?? 0) + 1)
    return prepare(sql) as unknown as ReturnType<Connection['prepare']>
  }
  reuseStatements(connection)
  return { connection, compiles }
}

/** A SELECT of `n` literal rows, as long as a distance search over `n` venues. */
const valuesSql = (n: number, seed: number) => `SELECT count(*) AS n FROM (VALUES ${Array.from({ length: n }, (_, i) => `(${seed * 100_000 + i}, ${i}.5)`).join(', ')})`

t.test('a short text is compiled once, whatever comes in between', async (t) => {
  const { connection, compiles } = counted()
  const long = valuesSql(2_000, 1)
  for (let i = 0; i < 3; i++) {
    t.same(connection.prepare('SELECT 1 AS x').raw().all(), [[1]])
    connection.prepare(long)
  }
  t.equal(compiles.get('SELECT 1 AS x'), 1)
})

t.test('long texts are not kept: only the last one is reused', async (t) => {
  const { connection, compiles } = counted()
  const [a, b] = [valuesSql(2_000, 1), valuesSql(2_000, 2)]
  t.ok(a.length > MAX_KEPT_SQL_LENGTH, `a text of ${a.length} characters is long`)
  const run = (sql: string) => connection.prepare(sql).raw().all()
  t.same(run(a), [[2_000]])
  t.equal(connection.prepare(a).readonly, true, 'asked whether it writes (it does not), then run below')
  t.same(run(a), [[2_000]])
  t.equal(compiles.get(a), 1, 'the same long text twice in a row: compiled once')
  run(b)
  run(a)
  t.equal(compiles.get(a), 2, 'after another long text it is compiled again: it was not kept')
  for (let i = 3; i < 600; i++) connection.prepare(valuesSql(2_000, i))
  t.equal(compiles.size, 599, 'each long text compiled once per use')
})
