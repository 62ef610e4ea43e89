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
  now: DateTime
}
