// Webhooks (SPEC §9.4): endpoints administrators register, and the worker that delivers the change log to them.
//
// Each endpoint follows the change log with a cursor of its own: the next change after it is delivered, and only a
// success (or a change matching none of its patterns) moves the cursor. So deliveries are in commit order per
// endpoint, at least once (a crash between the answer and the cursor's move repeats a delivery, with the same
// `webhook-id`), and nothing lives only in memory: a restarted service goes on from the stored cursor. An instance
// delivers to an endpoint under a lease that it renews before each delivery and that fences its writes (only the
// holder moves the cursor), so with several instances on one PostgreSQL database each change is delivered once, by
// one of them. Endpoints are served by loops of their own, a bounded number at once: a slow one waits alone.
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { Webhook as Signer } from 'standardwebhooks'
import { ApiError, forbidden, invalidParams } from '../errors.js'
import { postJson, webhookUrlProblem } from '../lib/infra/outbound.js'
import { Semaphore } from '../lib/infra/semaphore.js'
import type { Webhook } from '../generated/prisma/client.js'
import type { ChangeEntry, ChangeKind } from '../domain/changes.js'
import { CHANGE_ACTIONS, CHANGE_KINDS } from '../domain/changes.js'
import type { Config } from '../config.js'
import type { ServiceContext } from '../context.js'
import type { Repositories } from '../repositories/index.js'

/** Endpoints failing for this long are disabled (SPEC §9.4). */
export const GIVE_UP_MS = 24 * 3_600_000
const MAX_RETRY_MS = 3_600_000
/** What an endpoint's lease must outlast one delivery by (webhookLeaseMs ≥ webhookTimeoutMs + this): the time
 *  between the renewal and the request, and between the answer and the cursor's move. */
const LEASE_MARGIN_MS = 1000
const MAX_ANSWER_BYTES = 1024
/** Changes one endpoint is given per slot, so that a busy endpoint queues again behind the others waiting for one. */
const CHANGES_PER_PAGE = 50

/** `event.created`, `venue.*`, `*.deleted`, `*`. */
const PATTERN = new RegExp(`^(\\*|${CHANGE_KINDS.join('|')})\\.(\\*|${CHANGE_ACTIONS.join('|')})$|^\\*$`)

export interface WebhookInput { url?: string; events?: string[]; description?: string; enabled?: boolean }

function requireAdmin (sc: ServiceContext): void {
  if (sc.caller?.role !== 'administrator') throw forbidden(sc.caller !== null, 'Sorry, you are not allowed to manage webhooks.')
}

function checked (sc: ServiceContext, input: WebhookInput): void {
  const problems: Record<string, string> = {}
  if (input.url !== undefined) {
    const problem = webhookUrlProblem(input.url, sc.config.webhookAllowPrivate)
    if (problem) problems.url = `url: expected a public http(s) URL; got ${problem}`
  }
  const bad = (input.events ?? []).find((e) => !PATTERN.test(e))
  if (bad !== undefined) problems.events = `events: expected patterns such as event.created, venue.*, *.deleted or *; got "${bad.slice(0, 40)}"`
  if (Object.keys(problems).length > 0) throw invalidParams(problems)
}

/** What GET answers of an endpoint: never its secret. */
export function presentWebhook (w: Webhook) {
  return {
    id: w.id,
    url: w.url,
    events: JSON.parse(w.events) as string[],
    description: w.description,
    enabled: w.enabled,
    created_utc: w.createdAt.toISOString(),
    failing_since_utc: w.failingSince?.toISOString() ?? null,
  }
}

export async function createWebhook (sc: ServiceContext, input: Required<Pick<WebhookInput, 'url'>> & WebhookInput) {
  requireAdmin(sc)
  checked(sc, input)
  const secret = `whsec_${randomBytes(24).toString('base64')}`
  // It follows the changes written from now on.
  const latest = await sc.repos.changes.latestSeq()
  const w = await sc.repos.webhooks.create({ url: input.url, events: JSON.stringify(input.events ?? []), description: input.description ?? '', secret, cursor: latest })
  return { ...presentWebhook(w), secret }
}

export async function listWebhooks (sc: ServiceContext) {
  requireAdmin(sc)
  return (await sc.repos.webhooks.all()).map(presentWebhook)
}

async function found (sc: ServiceContext, id: number): Promise<Webhook> {
  requireAdmin(sc)
  const w = await sc.repos.webhooks.byId(id)
  if (!w) throw new ApiError('webhook-not-found', 404, 'No webhook has this id.')
  return w
}

export async function readWebhook (sc: ServiceContext, id: number) {
  return presentWebhook(await found(sc, id))
}

export async function updateWebhook (sc: ServiceContext, id: number, input: WebhookInput) {
  await found(sc, id)
  checked(sc, input)
  const data: Partial<Webhook> = {}
  if (input.url !== undefined) data.url = input.url
  if (input.events !== undefined) data.events = JSON.stringify(input.events)
  if (input.description !== undefined) data.description = input.description
  // Enabling again starts a fresh run: the failed change is tried at once.
  if (input.enabled !== undefined) Object.assign(data, input.enabled ? { enabled: true, attempts: 0, failingSince: null, retryAt: null } : { enabled: false })
  return presentWebhook(await sc.repos.webhooks.update(id, data))
}

export async function deleteWebhook (sc: ServiceContext, id: number) {
  const w = await found(sc, id)
  await sc.repos.webhooks.remove(id)
  return { deleted: true as const, previous: presentWebhook(w) }
}

export async function webhookDeliveries (sc: ServiceContext, id: number, limit: number) {
  await found(sc, id)
  return (await sc.repos.webhooks.deliveries(id, limit)).map((d) => ({
    id: d.id,
    message_id: d.messageId,
    type: d.type,
    attempt: d.attempt,
    at_utc: d.at.toISOString(),
    status: d.status,
    error: d.error,
    duration_ms: d.durationMs,
  }))
}

const matches = (patterns: string[], type: string): boolean => {
  if (patterns.length === 0) return true
  const [kind, action] = type.split('.')
  return patterns.some((p) => p === '*' || p === type || p === `${kind}.*` || p === `*.${action}`)
}

/** The delay before attempt `n + 1` after `n` failures: base, 2×base, 4×base, … up to an hour. */
export const retryDelay = (baseMs: number, failures: number): number => Math.min(baseMs * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS)

/** What the worker works with: no server, so that it can be driven on its own (and on a clock a test moves). */
export interface WebhookWorkerDeps {
  repos: Repositories
  config: Pick<Config, 'webhookAllowPrivate' | 'webhookRetryBaseMs' | 'webhookConcurrency' | 'webhookTimeoutMs' | 'webhookLeaseMs'>
  /** "now" of every attempt, retry, lease and give-up decision */
  clock: () => Date
  log: { warn (fields: object, message: string): void }
  /** the record as an anonymous GET of its URL answers it now, or null when that GET answers an error; taken once per
   *  change and kept (WebhookObject), so retries and other endpoints send the same `object` */
  present (kind: ChangeKind, id: number): Promise<unknown>
}

/** An endpoint this worker serves: one loop at a time per endpoint, so its changes go out one after another. */
interface Served {
  done: Promise<void>
  /** a scan found it due while its loop ran: look at the log once more before stopping */
  again: boolean
}

/** Delivers the change log to every enabled endpoint that is due. Each endpoint has a loop of its own, and at most
 *  `webhookConcurrency` loops deliver at once, so a slow or unreachable endpoint holds up only itself. Among
 *  instances, an endpoint is served by the one holding its lease (see `deliverPage`). */
export class WebhookWorker {
  /** who this worker is in an endpoint's lease: the instance (host, process) and a random part, unique per worker */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`
  private readonly served = new Map<number, Served>()
  private readonly slots: Semaphore
  private scanning: Promise<number[]> | null = null
  private nextScan: Promise<number[]> | null = null
  private stopped = false
  /** whether the last scan found an enabled endpoint: writes kick a scan at once only then (the timed scans find
   *  endpoints that another instance registered) */
  hasEndpoints = true

  constructor (private readonly deps: WebhookWorkerDeps) {
    // Renewed before each delivery, the lease must outlast one, or another instance could send the same change.
    if (deps.config.webhookLeaseMs < deps.config.webhookTimeoutMs + LEASE_MARGIN_MS) throw new Error('webhookLeaseMs must exceed webhookTimeoutMs by at least a second')
    this.slots = new Semaphore(deps.config.webhookConcurrency)
  }

  /** Looks for due endpoints now (or right after the scan under way) and starts a loop for each that has none;
   *  answers once the scan is done, without waiting for deliveries (the timed job). */
  async poll (): Promise<void> { await this.scan() }

  /** As poll(), and answers once every endpoint the scan found due has been served: caught up, failed (its retry
   *  set), or left to the instance holding it. */
  async kick (): Promise<void> {
    const due = await this.scan()
    await Promise.all(due.flatMap((id) => this.served.get(id)?.done ?? []))
  }

  /** Starts nothing more and waits for the loops under way (the app's close). */
  async close (): Promise<void> {
    this.stopped = true
    await this.scanning?.catch(() => {})
    await Promise.all([...this.served.values()].map((s) => s.done))
  }

  /** The ids of the endpoints found due, each now served by a loop. */
  private scan (): Promise<number[]> {
    if (this.stopped) return Promise.resolve([])
    if (this.scanning) {
      // Calls made during a scan share one more, after it: it sees what their writes logged.
      this.nextScan ??= this.scanning.catch(() => []).then(() => {
        this.nextScan = null
        return this.scan()
      })
      return this.nextScan
    }
    const scanning = (async () => {
      const due = await this.deps.repos.webhooks.due(this.deps.clock())
      this.hasEndpoints = due.length > 0 || await this.deps.repos.webhooks.anyEnabled()
      if (this.hasEndpoints) await this.takeObjects()
      for (const w of due) this.serve(w.id)
      return due.map((w) => w.id)
    })()
    this.scanning = scanning
    void scanning.catch(() => {}).finally(() => { if (this.scanning === scanning) this.scanning = null })
    return scanning
  }

  /** Takes the `object` of the changes logged since the last scan (a page of them), before any is delivered: a scan
   *  follows each write, so each change carries the record as it was then, even to an endpoint that is retrying an
   *  older change for hours. Only while an endpoint is enabled, so that writes without webhooks pay nothing. */
  private async takeObjects (): Promise<void> {
    const { repos } = this.deps
    const from = await repos.webhooks.objectsFrom()
    if (from === null) return
    const { entries } = await repos.changes.page(from, CHANGES_PER_PAGE, false)
    const kept = await repos.webhooks.objects(entries.map((c) => c.seq))
    const taken = []
    for (const change of entries) {
      if (change.action !== 'deleted' && !kept.has(change.seq)) taken.push({ seq: change.seq, at: change.at, object: JSON.stringify(await this.deps.present(change.kind, change.recordId)) })
    }
    if (taken.length > 0) await repos.webhooks.keepObjects(taken)
  }

  /** The JSON text of `change`'s `object`: the one kept for it, or the record now, then kept (first taker wins). */
  private async objectOf (change: ChangeEntry, kept: Map<number, string>): Promise<string> {
    if (change.action === 'deleted') return 'null'
    return kept.get(change.seq) ?? await this.deps.repos.webhooks.keepObject(change.seq, change.at, JSON.stringify(await this.deps.present(change.kind, change.recordId)))
  }

  private serve (id: number): void {
    const running = this.served.get(id)
    if (running) {
      running.again = true
      return
    }
    if (this.stopped) return
    const served: Served = { again: false, done: Promise.resolve() }
    this.served.set(id, served)
    served.done = (async () => {
      try {
        for (;;) {
          served.again = false
          // One page per slot: a busy endpoint queues again behind the others waiting for one.
          const more = await this.slots.run(() => this.deliverPage(id))
          if (this.stopped || (!more && !served.again)) return
        }
      } catch (err) {
        // The database failed under the loop; the endpoint's lease runs out and a later scan tries again.
        this.deps.log.warn({ webhook: id, err }, 'webhook delivery failed')
      } finally {
        this.served.delete(id)
      }
    })()
  }

  /**
   * Delivers the next page of the log to endpoint `id` under a lease: true when the page was full (more may follow).
   *
   * The lease is an UPDATE only one worker wins. Before each delivery it is renewed unless it still outlasts the
   * delivery's time limit by LEASE_MARGIN_MS (each cursor move renews it too), and the cursor moves, and the attempt is logged, only while the lease is
   * still this worker's (fencing, `settle`): a worker that lost it — stalled past its lease, another took over —
   * stops without moving anything, and the other goes on from the stored cursor. So each change is delivered once per
   * endpoint, in commit order, by one instance; twice only when a worker dies (or stalls past the lease) between the
   * receiver's answer and the cursor's move — at least once, with the same `webhook-id` (SPEC §9.4).
   */
  private async deliverPage (id: number): Promise<boolean> {
    const { repos, clock, config } = this.deps
    const now = clock()
    const lease = { until: now.getTime() + config.webhookLeaseMs }
    if (!await repos.webhooks.lease(id, this.owner, now, new Date(lease.until))) return false
    try {
      // Read under the lease: another instance may have moved the cursor since the scan read the row.
      let w = await repos.webhooks.byId(id)
      if (!w?.enabled || (w.retryAt !== null && w.retryAt > now)) return false
      const patterns = JSON.parse(w.events) as string[]
      const { entries } = await repos.changes.page(w.cursor, CHANGES_PER_PAGE, false)
      let cursor = w.cursor
      const kept = await repos.webhooks.objects(entries.filter((c) => matches(patterns, `${c.kind}.${c.action}`)).map((c) => c.seq))
      for (const change of entries) {
        const type = `${change.kind}.${change.action}`
        if (matches(patterns, type)) {
          // A failed change stays the next one: later changes wait for it (commit order). A lost lease leaves the
          // endpoint to its new holder.
          if (await this.attempt(w, change, type, cursor, lease, kept) !== 'delivered') return false
          w = { ...w, cursor: change.seq, attempts: 0, failingSince: null, retryAt: null }
        }
        cursor = change.seq
      }
      // Changes matching none of its patterns after the last delivery.
      if (cursor !== w.cursor && !await repos.webhooks.settle(id, this.owner, { cursor })) return false
      return entries.length === CHANGES_PER_PAGE
    } finally {
      await repos.webhooks.release(id, this.owner)
    }
  }

  /** One delivery of `change`, logged, and the endpoint's row moved on (past it, or to its retry, or disabled); 'lost'
   *  when the lease was no longer this worker's (then nothing was sent, or nothing written). `lease.until`: when this
   *  worker's lease ends, as it last set it; `kept`: the objects kept for the page's changes. */
  private async attempt (w: Webhook, change: ChangeEntry, type: string, skippedTo: number, lease: { until: number }, kept: Map<number, string>): Promise<'delivered' | 'failed' | 'lost'> {
    const { repos, config, clock } = this.deps
    const messageId = `msg_${w.id}_${change.seq}`
    // The kept text goes in as it is (a parse and a new stringify could reorder keys), and `timestamp` is the change's
    // time: every attempt sends the same bytes under one `webhook-id`; only the `webhook-timestamp` header is new.
    const data = JSON.stringify({ id: change.recordId, kind: change.kind, action: change.action })
    const payload = `${JSON.stringify({ type, timestamp: change.at.toISOString() }).slice(0, -1)},"data":${data.slice(0, -1)},"object":${await this.objectOf(change, kept)}}}`
    const now = clock()
    const until = now.getTime() + config.webhookLeaseMs
    if (lease.until - now.getTime() < config.webhookTimeoutMs + LEASE_MARGIN_MS) {
      if (!await repos.webhooks.renew(w.id, this.owner, new Date(until))) return 'lost'
      lease.until = until
    }
    const signature = new Signer(w.secret).sign(messageId, now, payload)
    const result = await postJson(w.url, payload, {
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    }, { allowPrivate: config.webhookAllowPrivate, timeoutMs: config.webhookTimeoutMs, maxBodyBytes: MAX_ANSWER_BYTES })
    const attempt = w.attempts + 1
    const logged = { webhookId: w.id, messageId, seq: change.seq, type, attempt, at: now, status: result.status, error: result.error.slice(0, 500), durationMs: result.ms }
    if (result.error === '') {
      if (!await repos.webhooks.settle(w.id, this.owner, { cursor: change.seq, attempts: 0, failingSince: null, retryAt: null, leaseUntil: new Date(until) }, logged)) return 'lost'
      lease.until = until
      return 'delivered'
    }
    const failingSince = w.failingSince ?? now
    const giveUp = now.getTime() - failingSince.getTime() >= GIVE_UP_MS
    const failed = { cursor: skippedTo, attempts: attempt, failingSince, retryAt: new Date(now.getTime() + retryDelay(config.webhookRetryBaseMs, attempt)), ...(giveUp ? { enabled: false } : {}) }
    if (!await repos.webhooks.settle(w.id, this.owner, failed, logged)) return 'lost'
    if (giveUp) this.deps.log.warn({ webhook: w.id, url: w.url }, 'webhook disabled after 24 h of failed deliveries')
    return 'failed'
  }
}

/** Prunes the delivery attempts older than CHANGES_RETENTION_DAYS before `now` (the log would otherwise grow with
 *  every attempt, retries included, for as long as the endpoint lives); answers how many went. The change log's
 *  retention, as an attempt is only worth reading while its change is. */
export async function pruneDeliveries (sc: Pick<ServiceContext, 'repos' | 'config'>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - sc.config.changesRetentionDays * 86_400_000)
  // The kept objects too: those of changes every endpoint is past, or older than the log.
  await sc.repos.webhooks.pruneObjects(cutoff)
  return sc.repos.webhooks.pruneDeliveries(cutoff)
}
