// Event status (SPEC §9.6): whether an event takes place, beside its publication status. What each value is called in
// the formats the service writes and reads, in one place: schema.org (JSON-LD, the WordPress importer) and RFC 5545
// (the feeds, the .ics importer).

export const EVENT_STATUSES = ['scheduled', 'canceled', 'postponed'] as const
export type EventStatus = typeof EVENT_STATUSES[number]
export const DEFAULT_EVENT_STATUS: EventStatus = 'scheduled'

export const isEventStatus = (v: unknown): v is EventStatus => (EVENT_STATUSES as readonly unknown[]).includes(v)

const SCHEMA_ORG: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  canceled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
}

/** JSON-LD `eventStatus` of a status. */
export const schemaOrgEventStatus = (s: string): string => SCHEMA_ORG[isEventStatus(s) ? s : DEFAULT_EVENT_STATUS]

/**
 * The status a schema.org `eventStatus` names: the full URL in either scheme, with or without `www.`, or the bare name
 * (sites write all of these). A rescheduled or moved-online event takes place, at its new date or place: scheduled.
 * null for a value that names none of them (the caller keeps its default).
 */
export function eventStatusOfSchemaOrg (value: unknown): EventStatus | null {
  if (typeof value !== 'string') return null
  const name = value.trim().replace(/^https?:\/\/(?:www\.)?schema\.org\//i, '').toLowerCase()
  switch (name) {
    case 'eventcancelled': case 'eventcanceled': return 'canceled'
    case 'eventpostponed': return 'postponed'
    case 'eventscheduled': case 'eventrescheduled': case 'eventmovedonline': return 'scheduled'
    default: return null
  }
}

/**
 * iCalendar `STATUS` of a status (RFC 5545 §3.8.1.11): CANCELLED makes subscribed calendars strike the event out;
 * TENTATIVE says a postponed event may not happen on its date. A scheduled event is CONFIRMED.
 */
export const icalStatus = (s: string): 'CONFIRMED' | 'CANCELLED' | 'TENTATIVE' =>
  s === 'canceled' ? 'CANCELLED' : s === 'postponed' ? 'TENTATIVE' : 'CONFIRMED'

/** The status an iCalendar `STATUS` gives an imported event: CANCELLED → canceled, TENTATIVE → postponed, else (and
 *  without STATUS) scheduled. */
export function eventStatusOfIcal (value: unknown): EventStatus {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : ''
  return v === 'CANCELLED' ? 'canceled' : v === 'TENTATIVE' ? 'postponed' : 'scheduled'
}
