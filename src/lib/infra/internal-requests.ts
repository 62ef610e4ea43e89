// Requests the service makes to itself (a webhook's `object` is read through the record's own route, as an anonymous
// caller would read it) carry this per-process random key, so the rate limit does not count them against the
// loopback address; no caller outside the process can know it.
import { randomBytes } from 'node:crypto'

export const INTERNAL_HEADER = 'x-calendar-internal'
export const INTERNAL_KEY = randomBytes(24).toString('hex')
