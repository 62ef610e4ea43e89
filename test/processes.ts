// Server processes for end-to-end tests: the service as `npm start` runs it (from source, through tsx), on a port
// the OS picks, with its log lines kept for assertions. DOTENV=0: a developer's `.env` in the repository is not read,
// and neither are the service's variables of the shell that runs the tests: a test's server has the configuration the
// test gives it. MAX_EVENT_LOOP_DELAY=0 (as testConfig does in process): a busy test machine stalls a loop for a
// second now and then, and load shedding would answer 503 to a test that is not about it.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { EnvSchema } from '../src/config.js'

const root = new URL('..', import.meta.url).pathname

export interface ServerProcess {
  child: ChildProcess
  /** everything the process wrote so far (stdout + stderr) */
  output: () => string
  /** resolves to the base URL (`http://127.0.0.1:<port>`) once the server listens */
  ready: Promise<string>
  /** SIGTERM, then the exit code */
  stop: () => Promise<number | null>
}

/** `cwd`: the server's working directory (default: the repository), where relative paths (`file:./data/…`, the
 *  first-start token on PostgreSQL) land. */
export function startServer (env: Record<string, string>, opts: { cwd?: string } = {}): ServerProcess {
  let out = ''
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in EnvSchema.properties)))
  // tsx by its resolved URL: `--import=tsx` resolves from the working directory, which may be outside the repository.
  const child = spawn(process.execPath, [`--import=${import.meta.resolve('tsx')}`, join(root, 'src/server.ts')], {
    cwd: opts.cwd ?? root,
    env: { ...inherited, DOTENV: '0', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', MAX_EVENT_LOOP_DELAY: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1]
      if (url) resolve(url)
    })
    child.stderr!.on('data', (d: Buffer) => { out += d.toString() })
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)))
  })
  ready.catch(() => {})
  const stop = async () => {
    if (child.exitCode !== null) return child.exitCode
    child.kill('SIGTERM')
    const [code] = await once(child, 'exit')
    return code as number | null
  }
  return { child, output: () => out, ready, stop }
}

/** The JSON log lines of a server's output. */
export function logLines (output: string): Array<Record<string, unknown>> {
  return output.split('\n').flatMap((line) => {
    try { return [JSON.parse(line) as Record<string, unknown>] } catch { return [] }
  })
}
