// The throughput limit for one bench/http.ts scenario: a bare node:http server that answers every request, whatever
// its method and path, with the bytes the service answered that scenario with. Nothing can serve that response
// faster on this machine with Node, so service req/s ÷ this server's req/s says how much the service's own work costs.
// With a worker count above 1, that many such servers share the port (node:cluster), as the service's WORKERS do.
//   node --import tsx bench/limit-server.ts <CapturedResponse JSON file> [workers]   → prints its port
import cluster from 'node:cluster'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CapturedResponse } from './http-lib.js'

const captured = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as CapturedResponse
const body = Buffer.from(captured.body, 'base64')

const server = createServer((req, res) => {
  // Read the request to its end like the service does (POST bodies), then answer.
  req.resume()
  req.on('end', () => {
    res.writeHead(captured.status, captured.headers)
    res.end(body)
  })
})
server.keepAliveTimeout = 72_000 // Fastify's default: keep-alive behaves the same on both sides
const workers = Number(process.argv[3] ?? 1)
if (workers > 1 && cluster.isPrimary) {
  // The port is printed once every worker listens (port 0: the cluster gives every worker the same one).
  let listening = 0
  for (let i = 0; i < workers; i++) {
    cluster.fork().once('listening', (address: AddressInfo) => { if (++listening === workers) console.log(address.port) })
  }
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM')
    process.exit(0)
  })
} else {
  server.listen(0, '127.0.0.1', () => { if (cluster.isPrimary) console.log((server.address() as AddressInfo).port) })
  process.on('SIGTERM', () => process.exit(0))
}
