// What the HTTP benchmarks (bench/http.ts, bench/abuse.ts, bench/memory.ts) share: child processes that no exit path
// leaves running, the seeded calendar copied for a run, the built service started as `npm start` starts it, one-off
// requests, and the memory of a process.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import Database from 'better-sqlite3'
import { BENCH_TIMEZONE, DEFAULT_SEED, seed } from './seed.js'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const PREFIX = '/wp-json/calendar/events/v1'
export const TOKEN = 'bench-http-admin-token-0123456789abcdef'
/** The seeded 100k-event calendar every run starts from a copy of. */
export const TEMPLATE = join(ROOT, 'bench/data/calendar-100k.db')
/** The Node flags of `npm start` (its memory budget), so that the service is measured as it is deployed. */
export const START_FLAGS = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(/\s+/).filter((arg) => arg.startsWith('--'))

// ---- child processes: every one is tracked, so that no exit path (error, ctrl-C) leaves one running

const children = new Set<ChildProcess>()
export function start (command: string, argv: string[], opts: SpawnOptions): ChildProcess {
  const child = spawn(command, argv, { cwd: ROOT, ...opts })
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}
export async function stop (child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  await once(child, 'exit')
}
process.on('exit', () => { for (const c of children) c.kill('SIGTERM') })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => { console.error(`\n${signal}: stopping`); process.exit(130) })

export async function run (command: string, argv: string[]): Promise<void> {
  const [code] = await once(start(command, argv, { stdio: 'inherit' }), 'exit') as [number | null]
  if (code !== 0) throw new Error(`${command} ${argv.join(' ')} exited with ${code}`)
}

/** A port nobody listens on right now (the service is started on it: at LOG_LEVEL=warn it prints no address). */
async function freePort (): Promise<number> {
  const server = createNetServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  server.close()
  await once(server, 'close')
  return port
}

/** A fresh copy of the seeded calendar at `runDb` (seeded first when missing or `reseed`, about 5 minutes). */
export async function copyCalendar (runDb: string, reseed = false): Promise<void> {
  mkdirSync(dirname(TEMPLATE), { recursive: true })
  if (reseed || !existsSync(TEMPLATE)) {
    console.log(`seeding ${TEMPLATE} (about 5 minutes) …`)
    await seed(`file:${TEMPLATE}`, DEFAULT_SEED, (m) => console.log(`  ${m}`))
  }
  // Fold the WAL into the main file: the copy below takes the main file only.
  const template = new Database(TEMPLATE)
  const [{ busy }] = template.pragma('wal_checkpoint(TRUNCATE)') as [{ busy: number }] // one row: busy, log, checkpointed
  template.close()
  if (busy) throw new Error(`${TEMPLATE} is in use by another process (its WAL could not be checkpointed); try again when it is done`)
  for (const suffix of ['', '-wal', '-shm']) rmSync(runDb + suffix, { force: true })
  copyFileSync(TEMPLATE, runDb)
}

/** The built service (`dist/`) on `runDb`, as `npm start` runs it, output to `log`; `env` overrides the defaults. */
export async function startService (runDb: string, log: string, env: Record<string, string> = {}, nodeFlags: string[] = []): Promise<{ child: ChildProcess, base: string }> {
  const fd = openSync(log, 'w')
  const port = await freePort()
  const child = start(process.execPath, [...START_FLAGS, ...nodeFlags, join(ROOT, 'dist/src/server.js')], {
    stdio: ['ignore', fd, fd],
    env: {
      ...process.env,
      DATABASE_URL: `file:${runDb}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      // At info, Fastify logs two lines per request, which a production deployment at this rate would not keep (and
      // which would measure the log file instead of the service).
      LOG_LEVEL: 'warn',
      TIMEZONE: BENCH_TIMEZONE,
      API_TOKEN: TOKEN,
      SITE_URL: 'http://127.0.0.1',
      ...env,
    },
  })
  closeSync(fd)
  const base = `http://127.0.0.1:${port}`
  for (const deadline = Date.now() + 120_000; ;) {
    if ((await send(`${base}/wp-json/`).catch(() => null))?.status === 200) return { child, base }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the service did not start; its output:\n${readFileSync(log, 'utf8')}`)
    await sleep(100)
  }
}

// ---- one-off requests (discovery, verification, capture)

export interface Reply { status: number, rawHeaders: string[], body: Buffer }
export function send (url: string, method = 'GET', headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}
/** The reply, parsed; throws unless it has the expected status and a JSON body. */
export function checked (r: Reply, expected: number, what: string): any {
  let json: unknown
  try { json = JSON.parse(r.body.toString()) } catch { json = undefined }
  if (r.status !== expected || json === undefined) throw new Error(`${what}: expected ${expected} with a JSON body, got ${r.status}: ${r.body.toString().slice(0, 300)}`)
  return json
}

// ---- memory of a process

export const procKb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  try {
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN)
  } catch { return NaN }
}
/** The process and its children (the workers of WORKERS > 1). */
export const processTree = (pid: number): number[] => {
  try {
    return [pid, ...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)]
  } catch { return [pid] }
}
/** The sum over a process and its children: what the service holds, however many processes serve. */
export const treeKb = (pid: number, field: 'VmRSS' | 'VmHWM') => processTree(pid).reduce((sum, p) => sum + procKb(p, field), 0)
export const mb = (kb: number) => Math.round(kb / 102.4) / 10

// ---- CPU time of a process

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_S = 100
/** CPU time (user + system, ms) a process has used, its threads included (SQLite's work runs on its main thread,
 *  garbage collection partly on helper threads). */
export const procCpuMs = (pid: number): number => {
  try {
    // Fields after the command name, which is in parentheses and may itself hold spaces: utime and stime are the
    // 14th and 15th fields of the whole line, the 12th and 13th after ") ".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 1000 / TICKS_PER_S
  } catch { return NaN }
}
/** The sum over a process and its children (the workers of WORKERS > 1). */
export const treeCpuMs = (pid: number): number => processTree(pid).reduce((sum, p) => sum + procCpuMs(p), 0)
