// Webhooks (SPEC §9.4): endpoints administrators register, and the worker that delivers the change log to them.
//
// Each endpoint follows the change log with a cursor of its own: the next change after it is delivered, and only a
// success (or a change matching none of its patterns) moves the cursor. So deliveries are in commit order per
// endpoint, at least once (a crash between the answer and the cursor's move repeats a delivery, with the same
// `webhook-id`), and nothing lives only in memory: a restarted service goes on from the stored cursor. An instance
// takes an endpoint with a lease (an UPDATE that only one instance can win) before delivering to it, so with
// several instances on one PostgreSQL database each change is delivered by one of them.
import { randomBytes } from 'node:crypto'
import { Webhook as Signer } from 'standardwebhooks'
import { ApiError, invalidParams } from '../errors.js'
import { postJson, webhookUrlProblem } from '../lib/infra/outbound.js'
import type { Webhook } from '../generated/prisma/client.js'
import type { ChangeEntry, ChangeKind } from '../domain/changes.js'
import { CHANGE_ACTIONS, CHANGE_KINDS } from '../domain/changes.js'
import type { Config } from '../config.js'
import type { ServiceContext } from '../context.js'
import type { Repositories } from '../repositories/index.js'

/** Endpoints failing for this long are disabled (SPEC §9.4). */
export const GIVE_UP_MS = 24 * 3_600_000
const MAX_RETRY_MS = 3_600_000
/** Longer than one delivery may take (TIMEOUT_MS); a crashed instance's endpoints wait this long for another. */
const LEASE_MS = 15_000
const TIMEOUT_MS = 10_000
const MAX_ANSWER_BYTES = 1024
/** Changes one endpoint is given per turn of the worker, so that one busy endpoint does not hold up the others. */
const CHANGES_PER_TURN = 50

/** `event.created`, `venue.*`, `*.deleted`, `*`. */
const PATTERN = new RegExp(`^(\\*|${CHANGE_KINDS.join('|')})\\.(\\*|${CHANGE_ACTIONS.join('|')})$|^\\*$`)

export interface WebhookInput { url?: string; events?: string[]; description?: string; enabled?: boolean }

function requireAdmin (sc: ServiceContext): void {
  if (sc.caller?.role !== 'administrator') throw new ApiError('rest_forbidden', sc.caller ? 403 : 401, 'Sorry, you are not allowed to manage webhooks.')
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
  config: Pick<Config, 'webhookAllowPrivate' | 'webhookRetryBaseMs'>
  /** "now" of every attempt, retry and give-up decision */
  clock: () => Date
  log: { warn (fields: object, message: string): void }
  /** the record as an anonymous GET of its URL answers it now, or null when that GET answers an error */
  present (kind: ChangeKind, id: number): Promise<unknown>
}

/** Delivers the change log to every enabled endpoint that is due; one instance per endpoint at a time. */
export class WebhookWorker {
  private running: Promise<void> | null = null
  private again = false
  /** whether the last turn found an enabled endpoint: writes kick a turn at once only then (the timed turns find
   *  endpoints that another instance registered) */
  hasEndpoints = true
  constructor (private readonly deps: WebhookWorkerDeps) {}

  /** Runs a turn now, or right after the one running. */
  kick (): Promise<void> {
    if (this.running) { this.again = true; return this.running }
    this.running = (async () => {
      try {
        do {
          this.again = false
          await this.turn()
        } while (this.again)
      } finally {
        this.running = null
      }
    })()
    return this.running
  }

  private async turn (): Promise<void> {
    const now = this.deps.clock()
    const due = await this.deps.repos.webhooks.due(now)
    this.hasEndpoints = due.length > 0 || await this.deps.repos.webhooks.anyEnabled()
    await Promise.all(due.map(async (w) => {
      if (!await this.deps.repos.webhooks.lease(w.id, now, new Date(now.getTime() + LEASE_MS))) return
      try {
        // Read again under the lease: another instance may have moved the cursor since `due` read the row.
        const current = await this.deps.repos.webhooks.byId(w.id)
        if (current?.enabled && (current.retryAt === null || current.retryAt <= now)) await this.deliver(current)
      } finally {
        await this.deps.repos.webhooks.release(w.id)
      }
    }))
  }

  private async deliver (w: Webhook): Promise<void> {
    const patterns = JSON.parse(w.events) as string[]
    const { entries } = await this.deps.repos.changes.page(w.cursor, CHANGES_PER_TURN, false)
    let cursor = w.cursor
    let failure: Partial<Webhook> | null = null
    for (const change of entries) {
      const type = `${change.kind}.${change.action}`
      if (matches(patterns, type)) {
        // A failed change stays the next one: later changes wait for it (commit order).
        failure = await this.attempt(cursor === w.cursor ? w : { ...w, attempts: 0, failingSince: null }, change, type)
        if (failure) break
      }
      cursor = change.seq
    }
    if (cursor === w.cursor && !failure) return
    await this.deps.repos.webhooks.update(w.id, { cursor, ...(failure ?? { attempts: 0, failingSince: null, retryAt: null }) })
  }

  /** One delivery of `change`, logged; on failure, what the endpoint's row must say (its retry, or disabled). */
  private async attempt (w: Webhook, change: ChangeEntry, type: string): Promise<Partial<Webhook> | null> {
    const messageId = `msg_${w.id}_${change.seq}`
    const now = this.deps.clock()
    const payload = JSON.stringify({
      type,
      timestamp: change.at.toISOString(),
      data: { id: change.recordId, kind: change.kind, action: change.action, object: change.action === 'deleted' ? null : await this.deps.present(change.kind, change.recordId) },
    })
    const signature = new Signer(w.secret).sign(messageId, now, payload)
    const result = await postJson(w.url, payload, {
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    }, { allowPrivate: this.deps.config.webhookAllowPrivate, timeoutMs: TIMEOUT_MS, maxBodyBytes: MAX_ANSWER_BYTES })
    const attempt = w.attempts + 1
    await this.deps.repos.webhooks.logDelivery({ webhookId: w.id, messageId, seq: change.seq, type, attempt, at: now, status: result.status, error: result.error.slice(0, 500), durationMs: result.ms })
    if (result.error === '') return null
    const failingSince = w.failingSince ?? now
    const giveUp = now.getTime() - failingSince.getTime() >= GIVE_UP_MS
    if (giveUp) this.deps.log.warn({ webhook: w.id, url: w.url }, 'webhook disabled after 24 h of failed deliveries')
    return { attempts: attempt, failingSince, retryAt: new Date(now.getTime() + retryDelay(this.deps.config.webhookRetryBaseMs, attempt)), ...(giveUp ? { enabled: false } : {}) }
  }
}

/** Prunes the delivery attempts older than CHANGES_RETENTION_DAYS before `now` (the log would otherwise grow with
 *  every attempt, retries included, for as long as the endpoint lives); answers how many went. The change log's
 *  retention, as an attempt is only worth reading while its change is. */
export async function pruneDeliveries (sc: Pick<ServiceContext, 'repos' | 'config'>, now: Date): Promise<number> {
  return sc.repos.webhooks.pruneDeliveries(new Date(now.getTime() - sc.config.changesRetentionDays * 86_400_000))
}
