// The README runs as written (issue 42, item 1): every shell block marked `<!-- runnable -->` in README.md and
// docs/*.md, in order (README first, then docs/ by name), runs in one bash session against the real server started
// on a fresh database of this run's kind, as a reader would: on http://127.0.0.1:3000, in a working directory of its
// own (a checkout whose data/ is new), the SQLite file or — on PostgreSQL — a DATABASE_URL in the environment as
// the README's "Scaling out" sets it. Nothing in the blocks is rewritten: they define their variables themselves
// (TOKEN from data/admin-token, BASE). Each request's status is checked: `curl` runs with --fail-with-body, so a 4xx
// or 5xx fails the block (a block that shows an error answer asks for it with `-o /dev/null -w '%{http_code}'` and
// compares). A failure names the file and line of the command.
//
// `<!-- runnable: sqlite -->` (or `postgresql`) runs a block on that database only (a SQLite backup). A block that
// cannot run here says why instead, `<!-- not runnable: <reason> -->`: `npm ci`, `npm start` (long-running: the test
// starts the server itself, as `npm start` would, from the sources through tsx), placeholders such as `<master id>`,
// other hosts. Every sh/bash block carries one of the two.
import t from 'tap'
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EnvSchema } from '../src/config.js'
import { TEST_DATABASE, emptyDatabaseUrl } from './helper.js'
import { startServer, type ServerProcess } from './processes.js'

const root = new URL('..', import.meta.url).pathname

export interface Block { file: string; line: number; code: string; only?: 'sqlite' | 'postgresql' }

const MARKER = /^\s*<!--\s*runnable(?::\s*(sqlite|postgresql))?\s*-->\s*$/
const NOT_RUNNABLE = /^\s*<!--\s*not runnable:\s*\S.*-->\s*$/
const FENCE = /^(\s*)```(sh|bash)\s*$/

/** The runnable blocks of one Markdown text, in order; `line` is the file's line of the block's first code line. A
 *  marker that is not followed by a sh/bash block is an error, so a marker cannot silently stop covering a block. */
export function runnableBlocks (file: string, text: string): Block[] {
  const lines = text.split('\n')
  const blocks: Block[] = []
  for (let i = 0; i < lines.length; i++) {
    const marker = MARKER.exec(lines[i]!)
    if (!marker) continue
    let j = i + 1
    while (j < lines.length && lines[j]!.trim() === '') j++
    const fence = FENCE.exec(lines[j] ?? '')
    if (!fence) throw new Error(`${file}:${i + 1}: <!-- runnable --> is not followed by a \`\`\`sh or \`\`\`bash block`)
    const indent = fence[1]!.length
    const code: string[] = []
    let k = j + 1
    for (; k < lines.length && lines[k]!.trim() !== '```'; k++) code.push(lines[k]!.slice(Math.min(indent, lines[k]!.search(/\S|$/))))
    if (k === lines.length) throw new Error(`${file}:${j + 1}: the block is never closed`)
    blocks.push({ file, line: j + 2, code: code.join('\n'), only: marker[1] as Block['only'] })
    i = k
  }
  return blocks
}

/** The sh/bash blocks of a Markdown text that carry neither marker (`file:line` of each fence): every shell example
 *  is either run or says why it is not, so a new one cannot go unchecked by oversight. */
export function undecidedBlocks (file: string, text: string): string[] {
  const lines = text.split('\n')
  const found: string[] = []
  let open = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (open) {
      if (line.trim() === '```') open = false
      continue
    }
    if (/^\s*```/.test(line)) {
      open = true
      if (!FENCE.test(line)) continue
      let j = i - 1
      while (j >= 0 && lines[j]!.trim() === '') j--
      if (!(MARKER.test(lines[j] ?? '') || NOT_RUNNABLE.test(lines[j] ?? ''))) found.push(`${file}:${i + 1}`)
    }
  }
  return found
}

/** README.md, then docs/*.md by name. */
const DOCUMENTS = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)]

function documentedBlocks (): Block[] {
  return DOCUMENTS.flatMap((f) => runnableBlocks(f, readFileSync(join(root, f), 'utf8')))
}

/** One bash script of the blocks, with where each script line comes from. */
function script (blocks: Block[]): { text: string; origin: Array<string | undefined> } {
  const head = [
    'set -euo pipefail',
    // The status of every request counts: a 4xx or 5xx fails the command (and prints the error body).
    // eslint-disable-next-line no-template-curly-in-string -- bash's syntax, not a template
    'curl () { command curl --fail-with-body "$@" || { local s=$?; echo "readme-test: failed at script line ${BASH_LINENO[0]}: curl $*" >&2; return $s; }; }',
    'trap \'echo "readme-test: failed at script line $LINENO: $BASH_COMMAND" >&2\' ERR',
  ]
  const out = [...head]
  const origin: Array<string | undefined> = head.map(() => undefined)
  for (const b of blocks) {
    out.push(`echo '### ${b.file}:${b.line}' >&2`)
    origin.push(undefined)
    b.code.split('\n').forEach((l, n) => { out.push(l); origin.push(`${b.file}:${b.line + n}`) })
  }
  return { text: out.join('\n') + '\n', origin }
}

/** Runs the blocks in one bash session; on failure, `where` is the file and line of the failing command. */
async function runBlocks (blocks: Block[], cwd: string, extraEnv: Record<string, string>): Promise<{ code: number | null; where: string; output: string }> {
  const { text, origin } = script(blocks)
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in EnvSchema.properties)))
  const bash = spawn('bash', ['-c', text, 'readme'], { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  bash.stdout.on('data', (d: Buffer) => { output += d.toString() })
  bash.stderr.on('data', (d: Buffer) => { output += d.toString() })
  const code = await new Promise<number | null>((resolve) => bash.on('close', resolve))
  const line = Number(/readme-test: failed at script line (\d+)/.exec(output)?.[1])
  return { code, where: origin[line - 1] ?? `the script (line ${line})`, output }
}

/** A working directory that is a checkout for npm (its files are links to this one's) with no data/ and no .env. */
function workingDirectory (): string {
  const dir = mkdtempSync(join(tmpdir(), 'calendar-readme-'))
  for (const name of readdirSync(root)) {
    if (['data', '.env', '.git', '.tap', 'backups'].includes(name)) continue
    symlinkSync(join(root, name), join(dir, name))
  }
  return dir
}

/** The server on port 3000, as the README's examples expect; waits while another run of this test holds the port. */
async function serverOn3000 (env: Record<string, string>, cwd: string): Promise<ServerProcess> {
  const until = Date.now() + 120_000
  for (;;) {
    const server = startServer({ ...env, PORT: '3000' }, { cwd })
    try {
      await server.ready
      return server
    } catch (err) {
      if (!/EADDRINUSE/.test(server.output()) || Date.now() > until) throw err
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
  }
}

t.test('a runnable marker must sit on a sh/bash block', async (t) => {
  t.same(runnableBlocks('x.md', 'a\n<!-- runnable -->\n\n```sh\necho 1\necho 2\n```\n<!-- runnable: sqlite -->\n  ```bash\n  ls\n  ```\n'), [
    { file: 'x.md', line: 5, code: 'echo 1\necho 2', only: undefined },
    { file: 'x.md', line: 10, code: 'ls', only: 'sqlite' },
  ])
  t.throws(() => runnableBlocks('x.md', '<!-- runnable -->\n```json\n{}\n```\n'), /x\.md:1: <!-- runnable --> is not followed/)
  t.throws(() => runnableBlocks('x.md', '<!-- runnable -->\n```sh\nls\n'), /never closed/)
})

t.test('every sh/bash block of README.md and docs/ is marked runnable or says why it is not', async (t) => {
  t.same(undecidedBlocks('x.md', '```sh\nls\n```\n<!-- not runnable: needs a host -->\n```sh\nssh h\n```\n```json\n{}\n```\n<!-- runnable -->\n```bash\nls\n```\n'), ['x.md:1'])
  t.same(DOCUMENTS.flatMap((f) => undecidedBlocks(f, readFileSync(join(root, f), 'utf8'))), [], 'add <!-- runnable --> or <!-- not runnable: <why> --> before each')
})

t.test('a failing command fails the run, named by its file and line; a request answered 4xx counts as failing', async (t) => {
  const ok = { file: 'a.md', line: 10, code: 'X=1\necho "$X"' }
  const cwd = t.testdir({})
  t.match(await runBlocks([ok], cwd, {}), { code: 0, output: /1\n/ })
  t.match(await runBlocks([ok, { file: 'b.md', line: 20, code: 'echo fine\ntest "$X" = 2' }], cwd, {}), { code: 1, where: 'b.md:21' })
  // A 404 from a server that answers: curl's own exit code 22 (--fail-with-body), with the body shown.
  const { createServer } = await import('node:http')
  const server = createServer((_req, res) => { res.writeHead(404).end('{"code":"rest_no_route"}') }).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  t.teardown(() => { server.close() })
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/x`
  const r = await runBlocks([ok, { file: 'c.md', line: 5, code: `echo before\ncurl -s "${url}"\necho after` }], cwd, {})
  t.match(r, { code: 22, where: 'c.md:6', output: /rest_no_route/ })
  t.notMatch(r.output, /after/, 'stops at the failing request')
})

t.test(`the runnable blocks of README.md and docs/ run as written (${TEST_DATABASE})`, async (t) => {
  const blocks = documentedBlocks().filter((b) => b.only === undefined || b.only === TEST_DATABASE)
  t.ok(blocks.length >= 8, `${blocks.length} blocks`)
  const cwd = workingDirectory()
  t.teardown(() => rmSync(cwd, { recursive: true, force: true }))
  // SQLite: the default file:./data/calendar.db of the working directory. PostgreSQL: a new, empty schema, which the
  // start migrates; the reader's shell has DATABASE_URL too (for `npm run cli`).
  const database: Record<string, string> = TEST_DATABASE === 'postgresql' ? { DATABASE_URL: emptyDatabaseUrl(t) } : {}
  const server = await serverOn3000(database, cwd)
  t.teardown(async () => { await server.stop() })

  const { code, where, output } = await runBlocks(blocks, cwd, database)
  t.equal(code, 0, code === 0 ? `${blocks.length} blocks ran` : `failed at ${where}\n${output.slice(-4000)}`)
})
