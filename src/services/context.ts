import type { DateTime } from 'luxon'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import type { RequestContext } from '../plugins/context.js'
import type { Caller } from './users.js'

/** Everything a service call needs to know about the request, built once by the route layer. */
export interface ServiceContext {
  db: Db
  config: Config
  caller: Caller | null
  req: RequestContext
  /** The site's "now". A read answer that uses it is not cached (see `nowFor`). */
  readonly now: DateTime
  /**
   * "now", for a result that depends on the clock only through `probe(now)` (e.g. the dates a relative date
   * filter resolves to): a cached answer stays valid while the probe gives the same string. Probes are whole-second
   * functions of the clock.
   */
  nowFor (probe: (now: DateTime) => string): DateTime
}
