// Abuse benchmark (issue 20): do anonymous clients that send the worst requests the contract allows, as fast as they
// can, slow down everybody else? The built service runs as deployed (`npm start`'s flags, default rate limits) on
// the 100k-event calendar; an ordinary client's latency is measured alone, then while the attackers run.
//
//   npm run bench:abuse [-- --duration 60 --attackers 8 --connections 4 --rps 5 --no-rate-limit]
//
// Target: the ordinary client's p99 under attack < 1 s, no 5xx, no failed connection, the service alive at the end.
// --no-rate-limit (RATE_LIMIT_MAX=0) shows what the other defences do alone. Results: a table on stdout and a
// JSON file in bench/results/.
import { once } from 'node:events'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { AbuseLoad, AbuseSummary } from './abuse-load.js'
import { checked, copyCalendar, mb, PREFIX, procKb, ROOT, run, send, start, startService, stop } from './service.js'

const RUN_DB = join(ROOT, 'bench/data/abuse-run.db')
const SERVICE_LOG = join(ROOT, 'bench/data/abuse-run.log')

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    attackers: { type: 'string', default: '8' },
    connections: { type: 'string', default: '4' },
    rps: { type: 'string', default: '5' },
    'no-rate-limit': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
  },
})
const int = (name: string, v: string | undefined, min: number, max: number) => {
  const n = Number(v)
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be an integer in ${min}–${max}, got "${v}"`)
  return n
}
const duration = int('duration', args.duration, 1, 3600)
const attackers = int('attackers', args.attackers, 1, 200)
const connections = int('connections', args.connections, 1, 100)
const rps = int('rps', args.rps, 1, 1000)

async function clients (load: AbuseLoad): Promise<AbuseSummary> {
  const child = start(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/abuse-load.ts'), JSON.stringify(load)], { stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout!.on('data', (d: Buffer) => { out += d.toString() })
  const [code] = await once(child, 'close') as [number | null]
  if (code !== 0) throw new Error(`the ${load.role} exited with ${code}`)
  return JSON.parse(out.trim().split('\n').pop()!) as AbuseSummary
}

async function main () {
  const started = new Date()
  await copyCalendar(RUN_DB, args.reseed)
  await run('npm', ['run', 'build'])
  const service = await startService(RUN_DB, SERVICE_LOG, args['no-rate-limit'] ? { RATE_LIMIT_MAX: '0' } : {})
  const pid = service.child.pid!
  try {
    const get = async (path: string) => checked(await send(service.base + PREFIX + path), 200, `GET ${path}`)
    const eventIds: number[] = []
    for (let page = 1; page <= 2; page++) eventIds.push(...((await get(`/events?per_page=50&page=${page}`)).events as Array<{ id: number }>).map((e) => e.id))
    const termIds = ((await get('/categories?per_page=50')).categories as Array<{ id: number }>).map((c) => c.id)
    const load = (role: AbuseLoad['role'], seconds: number): Promise<AbuseSummary> => clients({
      base: service.base,
      role,
      // the ordinary client is 127.0.0.1; attacker i is 127.0.0.(i + 2)
      addresses: role === 'victim' ? ['127.0.0.1'] : Array.from({ length: attackers }, (_, i) => `127.0.${Math.floor((i + 2) / 256)}.${(i + 2) % 256}`),
      connections,
      rps,
      duration: seconds,
      eventIds,
      termIds,
    })

    console.log(`service pid ${pid}; ${attackers} attackers × ${connections} connections for ${duration} s${args['no-rate-limit'] ? ', RATE_LIMIT_MAX=0' : ''}; ordinary client at ${rps} req/s`)
    const alone = await load('victim', Math.min(duration, 15))
    const [underAttack, attack] = await Promise.all([load('victim', duration), load('attackers', duration)])
    const alive = (await send(`${service.base}/wp-json/`).catch(() => null))?.status === 200
    const vmHwmMb = mb(procKb(pid, 'VmHWM'))

    const row = (name: string, s: AbuseSummary) => `${name.padEnd(24)} ${String(s.requests).padStart(8)} ${String(s.p50).padStart(8)} ${String(s.p99).padStart(8)} ${String(s.max).padStart(8)} ${String(s.errors).padStart(7)}  ${JSON.stringify(s.statusCodes)}`
    console.log(`\n${'client'.padEnd(24)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'errors'.padStart(7)}  statuses`)
    console.log(row('ordinary, alone', alone))
    console.log(row('ordinary, under attack', underAttack))
    console.log(row('attackers', attack))
    const fiveXx = [alone, underAttack, attack].reduce((sum, s) => sum + Object.entries(s.statusCodes).filter(([c]) => c.startsWith('5')).reduce((a, [, v]) => a + v, 0), 0)
    const targets = [
      { target: 'ordinary p99 under attack < 1000 ms', pass: underAttack.p99 < 1000 },
      { target: 'no 5xx', pass: fiveXx === 0 },
      { target: 'no failed connection of the ordinary client', pass: underAttack.errors === 0 && alone.errors === 0 },
      { target: 'service alive at the end', pass: alive },
    ]
    console.log(`\nservice peak RSS (VmHWM): ${vmHwmMb} MB\ntargets:`)
    for (const t of targets) console.log(`  ${t.pass ? 'pass' : 'FAIL'}  ${t.target}`)

    const out = join(ROOT, 'bench/results', `abuse-${started.toISOString().replaceAll(':', '-')}.json`)
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true })
    writeFileSync(out, `${JSON.stringify({
      timestamp: started.toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadavg: os.loadavg(),
      options: { duration, attackers, connections, rps, rateLimit: !args['no-rate-limit'] },
      alone,
      underAttack,
      attack,
      vmHwmMb,
      targets,
    }, null, 2)}\n`)
    console.log(`\nresults: ${out}`)
  } finally {
    await stop(service.child)
  }
}

await main()
