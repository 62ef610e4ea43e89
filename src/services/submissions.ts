// Public submissions (SPEC §9.8): the anonymous form at /submit/ proposes an event, which is written by the API's own
// event pipeline (eventOperations.create) as a caller that may only propose: the contributor role, which can never
// publish (SPEC §3.6 scale-back), and the author id NO_AUTHOR, which owns nothing (src/domain/access.ts), so that a
// submission can neither read nor link to nor take over by duplicate detection any record but published ones. No
// user is created. The status is `pending` whatever the form sends, nested venues and organizers too.
//
// Abuse: submissions are counted per client address in the database (the table of failed sign-ins, under the key
// `submit:<address>`), so that every instance sees the same count; the form carries the moment it was shown, signed
// with a key every instance shares (SiteSecret), and a form sent back sooner than SUBMIT_MIN_SECONDS is a robot's.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Config } from '../config.js'
import type { ServiceContext } from '../context.js'
import { NO_AUTHOR, type Caller } from '../domain/access.js'
import { escapeHtml } from '../domain/text.js'
import type { Repositories } from '../repositories/index.js'
import { eventOperations, placeOperations } from './post-operations.js'
import { termOperations } from './term-operations.js'

/** Who writes a submission. */
export const SUBMITTER: Caller = { userId: NO_AUTHOR, role: 'contributor' }

/** The window of SUBMISSIONS_PER_HOUR. */
export const SUBMISSION_WINDOW_MS = 3_600_000

/** The form's fields, as the page names them; `website_url` is the honeypot (hidden from people, filled by robots). */
export const SUBMIT_FIELDS = [
  'title', 'description', 'start_date', 'start_time', 'end_date', 'end_time', 'all_day', 'timezone',
  'venue', 'venue_name', 'venue_address', 'venue_city', 'venue_zip', 'venue_country',
  'organizer', 'organizer_name', 'organizer_email', 'organizer_website',
  'website', 'cost', 'category', 'started', 'website_url',
] as const
export type SubmitField = typeof SUBMIT_FIELDS[number]
export type SubmitForm = Partial<Record<SubmitField, string>>

/** The honeypot's name: an address field, which form-filling robots fill in. */
export const HONEYPOT = 'website_url'

/** Most characters of a form field (the schemas' byte limits are checked on the event body; these keep the form's
 *  `maxlength` and the body below the route's limit). */
export const FIELD_MAX: Partial<Record<SubmitField, number>> = { title: 300, description: 20000, cost: 100, timezone: 64 }
export const DEFAULT_FIELD_MAX = 500

/** The form's fields from a parsed body: strings only (a repeated field keeps its first value), unknown ones dropped
 *  (a `status=publish` among them has no effect). */
export function readForm (body: unknown): SubmitForm {
  const out: SubmitForm = {}
  if (typeof body !== 'object' || body === null) return out
  const b = body as Record<string, unknown>
  for (const f of SUBMIT_FIELDS) {
    const v = Array.isArray(b[f]) ? (b[f] as unknown[])[0] : b[f]
    if (typeof v === 'string') out[f] = v
  }
  return out
}

// ---------------------------------------------------------------- the signed moment the form was shown

/** The key that signs the form's start time: stored once in the database, so every instance has the same. */
export async function formKey (repos: Repositories): Promise<string> {
  return repos.users.siteSecret('submit-form', randomBytes(32).toString('base64url'))
}

const mac = (key: string, ms: number): string => createHmac('sha256', key).update(`submit-form:${ms}`).digest('base64url')

/** The hidden `started` field: the moment and its signature. */
export const signStart = (key: string, ms: number): string => `${ms}.${mac(key, ms)}`

/** When the form was shown (ms), if `stamp` is one the service signed; null for a forged or malformed one. */
export function startOf (key: string, stamp: string | undefined): number | null {
  const m = /^(\d{1,15})\.([\w-]{43})$/.exec(stamp ?? '')
  if (!m) return null
  const ms = Number(m[1])
  const expected = Buffer.from(mac(key, ms))
  const sent = Buffer.from(m[2]!)
  return expected.length === sent.length && timingSafeEqual(expected, sent) ? ms : null
}

// ---------------------------------------------------------------- the limit per address

const limitKey = (address: string): string => `submit:${address}`

/**
 * Counts a submission of `address` before anything else is done with it, so that concurrent ones see each other
 * (a flood creates at most SUBMISSIONS_PER_HOUR events): `{ ids }` to forget it again when it turns out to store
 * nothing the submitter can be blamed for (a mistake in the form), or the seconds until the next is allowed.
 */
export async function countSubmission (repos: Repositories, config: Config, address: string, now: Date): Promise<{ ids: number[] } | { retryAfter: number }> {
  const key = limitKey(address)
  const since = new Date(now.getTime() - SUBMISSION_WINDOW_MS)
  const retryAfter = (oldest: Date | null) => ({ retryAfter: Math.max(1, Math.ceil(((oldest ?? now).getTime() + SUBMISSION_WINDOW_MS - now.getTime()) / 1000)) })
  // Past the limit already: answered with a read alone, so that a flood past the limit writes nothing.
  const before = await repos.users.failures(key, since)
  if (before.count >= config.submissionsPerHour) return retryAfter(before.oldest)
  const ids = await repos.users.recordFailures([key], now)
  const { count, oldest } = await repos.users.failures(key, since)
  if (count <= config.submissionsPerHour) return { ids }
  await repos.users.forgetFailures(ids)
  return retryAfter(oldest)
}

export const forgetSubmission = (repos: Repositories, ids: number[]): Promise<void> => repos.users.forgetFailures(ids)

// ---------------------------------------------------------------- the form → the API's event body

/** Plain text as description HTML: escaped, paragraphs at blank lines, line breaks kept. */
export function plainToHtml (text: string): string {
  return text.replace(/\r\n?/g, '\n').trim().split(/\n{2,}/).filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`).join('\n')
}

const trimmed = (v: string | undefined): string => (v ?? '').trim()

/** Which form field a parameter of the event body comes from (its reasons are shown beside that field). */
export function fieldOfParam (param: string, reason: string): SubmitField | null {
  const nested = /^(venue|organizer)\.(\w+)/.exec(reason)
  if ((param === 'venue' || param === 'organizer') && nested) {
    const f = nested[2] === param ? `${param}_name` : `${param}_${nested[2]}`
    return (SUBMIT_FIELDS as readonly string[]).includes(f) ? f as SubmitField : param
  }
  const direct: Record<string, SubmitField> = {
    title: 'title',
    description: 'description',
    start_date: 'start_date',
    end_date: 'end_date',
    timezone: 'timezone',
    all_day: 'all_day',
    venue: 'venue',
    organizer: 'organizer',
    website: 'website',
    cost: 'cost',
    categories: 'category',
  }
  return direct[param] ?? null
}

/** A problem the form finds itself (its words are the page's, in the page's language). */
export type FormProblem = 'required' | 'date' | 'time' | 'choice' | 'long'
export type FormProblems = Partial<Record<SubmitField, FormProblem>>

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}$/

/**
 * The body of `POST /events` that the form stands for, with `status: pending` (the only status a submission has), or
 * the problems of the fields the event body has no parameter of (dates and times apart, the venue and organizer
 * choice). Everything else is left to the API's checks.
 */
export function eventBody (form: SubmitForm, timezone: string): { body: Record<string, unknown> } | { problems: FormProblems } {
  const problems: FormProblems = {}
  for (const f of SUBMIT_FIELDS) if (f !== 'started' && f !== HONEYPOT && [...form[f] ?? ''].length > (FIELD_MAX[f] ?? DEFAULT_FIELD_MAX)) problems[f] = 'long'
  const allDay = form.all_day !== undefined && form.all_day !== ''
  const startDate = trimmed(form.start_date)
  const endDate = trimmed(form.end_date) || startDate
  const startTime = trimmed(form.start_time)
  const endTime = trimmed(form.end_time) || startTime
  if (startDate === '') problems.start_date = 'required'
  else if (!DATE.test(startDate)) problems.start_date = 'date'
  if (trimmed(form.end_date) !== '' && !DATE.test(endDate)) problems.end_date ??= 'date'
  if (!allDay) {
    if (startTime === '') problems.start_time = 'required'
    else if (!TIME.test(startTime)) problems.start_time ??= 'time'
    if (trimmed(form.end_time) !== '' && !TIME.test(endTime)) problems.end_time ??= 'time'
  }
  if (trimmed(form.title) === '') problems.title ??= 'required'
  const body: Record<string, unknown> = {
    title: trimmed(form.title),
    status: 'pending',
    start_date: allDay ? startDate : `${startDate} ${startTime}:00`,
    end_date: allDay ? endDate : `${endDate} ${endTime}:00`,
    all_day: allDay,
    timezone: trimmed(form.timezone) || timezone,
  }
  const description = plainToHtml(form.description ?? '')
  if (description !== '') body.description = description
  for (const f of ['website', 'cost'] as const) if (trimmed(form[f]) !== '') body[f] = trimmed(form[f])
  const venue = trimmed(form.venue)
  if (venue === 'new') {
    body.venue = {
      venue: trimmed(form.venue_name),
      status: 'pending',
      address: trimmed(form.venue_address),
      city: trimmed(form.venue_city),
      zip: trimmed(form.venue_zip),
      country: trimmed(form.venue_country),
    }
  } else if (/^[1-9]\d{0,9}$/.test(venue)) body.venue = Number(venue)
  else if (venue !== '') problems.venue = 'choice'
  const organizer = trimmed(form.organizer)
  if (organizer === 'new') {
    body.organizer = [{
      organizer: trimmed(form.organizer_name),
      status: 'pending',
      email: trimmed(form.organizer_email),
      website: trimmed(form.organizer_website),
    }]
  } else if (/^[1-9]\d{0,9}$/.test(organizer)) body.organizer = [Number(organizer)]
  else if (organizer !== '') problems.organizer = 'choice'
  const category = trimmed(form.category)
  if (/^[1-9]\d{0,9}$/.test(category)) body.categories = [Number(category)]
  else if (category !== '') problems.category = 'choice'
  return Object.keys(problems).length > 0 ? { problems } : { body }
}

/** Writes the event through the API's pipeline as SUBMITTER; the new event's id. The API's refusals (ApiError)
 *  propagate to the caller, which shows their reasons beside the fields. */
export async function submitEvent (sc: ServiceContext, body: Record<string, unknown>): Promise<number> {
  const created = await eventOperations.create({ ...sc, caller: SUBMITTER }, { ...body, status: 'pending' })
  return created.id
}

export interface Choice { id: number; name: string }
export interface SubmitChoices { venues: Choice[]; organizers: Choice[]; categories: Choice[] }

/** The published venues, organizers and categories the form offers (read as an anonymous visitor would, the first
 *  100 of each by name). */
export async function submitChoices (sc: ServiceContext): Promise<SubmitChoices> {
  const anonymous = { ...sc, caller: null }
  const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name, sc.lang)
  const place = async (kind: 'venue' | 'organizer'): Promise<Choice[]> => {
    const page = await placeOperations(kind).list(anonymous, { per_page: 100 }, '')
    return page.items.map((r) => {
      const o = r as unknown as Record<string, unknown>
      return { id: Number(o.id), name: typeof o[kind] === 'string' ? o[kind] as string : '' }
    }).filter((c) => c.name !== '').sort(byName)
  }
  const categories = await termOperations('category').list(anonymous, { per_page: 100, hide_empty: false }, '')
  return {
    venues: await place('venue'),
    organizers: await place('organizer'),
    categories: categories.items.map((c) => { const o = c as unknown as Record<string, unknown>; return { id: Number(o.id), name: String(o.name ?? '') } }).sort(byName),
  }
}
