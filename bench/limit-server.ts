// The throughput limit for one bench/http.ts scenario: a bare node:http server that answers every request, whatever
// its method and path, with the bytes the service answered that scenario with. Nothing can serve that response
// faster on this machine with Node, so service req/s ÷ this server's req/s says how much the service's own work costs.
//   node --import tsx bench/limit-server.ts <CapturedResponse JSON file>   → prints its port
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
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port))
process.on('SIGTERM', () => process.exit(0))
