// A fair scheduler of request slots. The database work of a request runs on the one Node thread (SQLite's driver is
// synchronous) or on a small connection pool (PostgreSQL), so a few clients that keep the slowest requests the
// contract allows in flight (a two-letter search of the whole calendar, 50 events a page) would make everybody else
// wait behind them. A rate limit counts requests, not their cost; this counts their cost: when a slot frees, it goes
// to the waiting client that used the least service time lately (an exponentially decayed sum, "least attained
// service"), so an ordinary client overtakes the queue of a greedy one, and a greedy client still gets what nobody
// else wants. A client not seen lately starts just behind the middle of the clients it joins (the median usage, at
// least one request of average cost): starting at nothing, a greedy client that opens connections from many addresses
// got one free turn per address ahead of the steady clients (seconds, at the start of bench/abuse.ts). Within one
// client, first come, first served. Waiting is bounded per client (count) and in time.

export class QueueFull extends Error { override name = 'QueueFull' }
export class QueueTimeout extends Error { override name = 'QueueTimeout' }
export class QueueAborted extends Error { override name = 'QueueAborted' }

export interface FairQueueOptions {
  /** requests served at once */
  slots: number
  /** requests of one client waiting at once; one more is refused (QueueFull) */
  maxWaitingPerClient: number
  /** longest wait for a slot (ms); then the request is refused (QueueTimeout) */
  maxWaitMs: number
  /** half-life of the remembered usage (ms) */
  halfLifeMs: number
  now?: () => number
}

interface Waiter { client: string; seq: number; grant: (release: () => void) => void; timer: NodeJS.Timeout }
interface Client { usage: number; at: number; waiting: Waiter[]; running: number }

/** Requests in flight beyond the one considered that count against a client (see next()). */
const MAX_PENDING_CHARGED = 3

/** Known clients a new client's starting usage is the median of (see startingUsage). */
const MEDIAN_SAMPLE = 255

/** Usage below this (ms of service, decayed) is forgotten when the client has nothing waiting. */
const FORGET_MS = 1

export class FairQueue {
  private readonly clients = new Map<string, Client>()
  private running = 0
  private queued = 0
  private scheduled = false
  private seq = 0
  /** moving average of the service time of a request (ms) */
  private averageCost = 0
  private readonly now: () => number

  constructor (private readonly opts: FairQueueOptions) {
    this.now = opts.now ?? (() => performance.now())
  }

  /** Requests holding a slot. */
  get active (): number {
    return this.running
  }

  /** Requests waiting for a slot, all clients together. */
  get waiting (): number {
    return this.queued
  }

  /** Resolves with the function that gives the slot back (call it once; later calls do nothing). Rejects with
   *  QueueFull, QueueTimeout, or QueueAborted when `signal` aborts the wait (the caller went away). */
  acquire (key: string, signal?: AbortSignal): Promise<() => void> {
    const client = this.client(key)
    if (this.running < this.opts.slots && this.queued === 0 && !this.scheduled) return Promise.resolve(this.start(key))
    if (client.waiting.length >= this.opts.maxWaitingPerClient) return Promise.reject(new QueueFull())
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        client: key,
        seq: this.seq++,
        grant: resolve,
        timer: setTimeout(() => { if (this.drop(waiter)) reject(new QueueTimeout()) }, this.opts.maxWaitMs),
      }
      client.waiting.push(waiter)
      this.queued++
      signal?.addEventListener('abort', () => { if (this.drop(waiter)) reject(new QueueAborted()) }, { once: true })
    })
  }

  private client (key: string): Client {
    let c = this.clients.get(key)
    if (!c) {
      const now = this.now()
      c = { usage: this.startingUsage(now), at: now, waiting: [], running: 0 }
      this.clients.set(key, c)
    }
    return c
  }

  /** What a new client is charged to begin with: just over the median of the clients known now, and at least one
   *  request of average cost. */
  private startingUsage (now: number): number {
    // The median of the longest-known clients (the map keeps insertion order), at most MEDIAN_SAMPLE of them: a
    // caller that rotates addresses must not make every one of its requests sort every client it made.
    const usages: number[] = []
    for (const c of this.clients.values()) {
      if (usages.length === MEDIAN_SAMPLE) break
      usages.push(this.usage(c, now))
    }
    usages.sort((a, b) => a - b)
    const median = usages.length ? usages[Math.floor((usages.length - 1) / 2)]! : 0
    return Math.max(this.averageCost, median + FORGET_MS)
  }

  /** The client's usage decayed to now; below FORGET_MS it counts as none. */
  private usage (c: Client, now: number): number {
    const usage = c.usage * 2 ** (-(now - c.at) / this.opts.halfLifeMs)
    return usage < FORGET_MS ? 0 : usage
  }

  private start (key: string): () => void {
    this.running++
    this.client(key).running++
    const started = this.now()
    let done = false
    return () => {
      if (done) return
      done = true
      this.running--
      const now = this.now()
      const c = this.client(key)
      c.running--
      c.usage = this.usage(c, now) + (now - started)
      c.at = now
      this.averageCost += ((now - started) - this.averageCost) / 8
      this.schedule()
    }
  }

  /** Takes a waiter out of the queue; false when it was not waiting any more (granted, timed out, aborted). */
  private drop (w: Waiter): boolean {
    clearTimeout(w.timer)
    const c = this.clients.get(w.client)
    const i = c ? c.waiting.indexOf(w) : -1
    if (i < 0) return false
    c!.waiting.splice(i, 1)
    this.queued--
    return true
  }

  /** Grants the freed slots on the event loop's next turn, not now. A request's database work resolves its promises
   *  as microtasks (the SQLite driver is synchronous): granting at once would run every queued request back to back
   *  in one macrotask, and requests arriving meanwhile would not even be read off their sockets until the queue is
   *  empty, however little their clients used. One turn of the loop lets them in first. */
  private schedule (): void {
    if (this.scheduled) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.next(this.now())
    })
  }

  /** Free slots to the waiting clients with the least usage (ties: the longest waiting); forgets idle clients. */
  private next (now: number): void {
    while (this.running < this.opts.slots) {
      let best: { c: Client, w: Waiter, usage: number } | undefined
      for (const [key, c] of this.clients) {
        const usage = this.usage(c, now)
        const w = c.waiting[0]
        if (!w) {
          if (usage === 0 && c.running === 0) this.clients.delete(key)
          continue
        }
        // What else the client has in flight counts too, at the average cost and at most three of them: when every
        // client is new (the start of an attack), the one with one request waiting goes before those with many.
        // Uncapped, a client starved into a backlog ranked behind the greedy ones for having a backlog.
        const priority = usage + Math.min(c.running + c.waiting.length - 1, MAX_PENDING_CHARGED) * this.averageCost
        if (!best || priority < best.usage || (priority === best.usage && w.seq < best.w.seq)) best = { c, w, usage: priority }
      }
      if (!best) return
      best.c.waiting.shift()
      this.queued--
      clearTimeout(best.w.timer)
      best.w.grant(this.start(best.w.client))
    }
  }
}
