// Shared between bench/http.ts and the processes it starts (bench/load.ts, bench/limit-server.ts).

/** What bench/load.ts runs: argv[2] as JSON. */
export interface LoadOptions {
  /** origin + path of the first request */
  url: string
  method: string
  headers: Record<string, string>
  /** request paths (with query) to rotate over, one per request */
  paths?: string[]
  /** request body; every `<n>` becomes a number unique within this run, starting at counterStart */
  body?: string
  counterStart?: number
  connections: number
  /** seconds */
  duration: number
}

/** What bench/load.ts prints: one JSON line. Latencies in ms. */
export interface LoadSummary {
  /** autocannon's requests.average: completed requests per second, any status */
  rps: number
  /** 2xx responses per second */
  okRps: number
  p50: number
  p99: number
  avg: number
  max: number
  total: number
  non2xx: number
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
  /** seconds */
  duration: number
}

/** A response as the service sent it, replayed byte for byte by bench/limit-server.ts. */
export interface CapturedResponse {
  status: number
  /** flat [name, value, name, value, …] like IncomingMessage.rawHeaders, in the order received */
  headers: string[]
  /** base64 */
  body: string
}
