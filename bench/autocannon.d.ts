// The part of autocannon@9's API bench/load.ts uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram { average: number, mean: number, stddev: number, min: number, max: number, p50: number, p90: number, p99: number, total: number }
  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
    /** called before every request when given; returns the request to send */
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request
  }
  export interface Options {
    url: string
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
    requests?: Request[]
    connections?: number
    duration?: number
    timeout?: number
  }
  export interface Result {
    requests: Histogram & { sent: number }
    latency: Histogram
    throughput: Histogram
    /** seconds */
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
  }
  function autocannon (opts: Options): Promise<Result>
  export default autocannon
}
