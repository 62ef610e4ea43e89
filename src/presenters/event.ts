// Event object (SPEC §4.1) in contract key order; blanked for password-protected events (SPEC §3.9).
import type { Static } from '@sinclair/typebox'
import type { EventRow } from '../repositories/events.js'
import type { Event } from '../schemas/event.js'
import { formatCost } from '../domain/cost.js'
import { detailsOfDate, isoInZone, isoOfWallClock, sqlOfDate, timezoneAbbr } from '../domain/dates.js'
import { compareForOrdering, escapeHtml, renderParagraphs, stripHtml } from '../domain/text.js'
import { schemaOrgEventStatus } from '../domain/event-status.js'
import { globalId, imageObject, isUnlocked, publicationDates, recordUrl, type PresentContext } from './common.js'
import { presentEmbeddedTerm } from './term.js'
import { organizerJsonLd, presentOrganizer } from './organizer.js'
import { presentVenue, venueJsonLd } from './venue.js'
import { compact } from './linked-post.js'

export type { EventRow }

/** The Event object (SPEC §4.1) as the response schema types it. */
export type EventObject = Static<typeof Event>

export const blankCostDetails = { currency_symbol: '', currency_position: '', currency_code: '', values: [] as string[] }

export function parseCostColumn (cost: string | null): string[] | null {
  return cost === null ? null : JSON.parse(cost) as string[]
}

export function presentEvent (ctx: PresentContext, row: EventRow, opts: { locked?: boolean } = {}): EventObject {
  const locked = opts.locked ?? !isUnlocked(ctx, row)
  const url = recordUrl(ctx, row.language, 'event', row.slug)
  const cost = formatCost(parseCostColumn(row.cost), ctx.config.defaultCurrencySymbol)
  const byName = (kind: string) => row.terms.filter((t) => t.term.kind === kind)
    .map((t) => t.term).sort((a, b) => compareForOrdering(a.name, b.name) || a.id - b.id)
    .map((t) => presentEmbeddedTerm(ctx, t))
  const jsonLd = ctx.jsonLd
  const venue = row.venue ? presentVenue(ctx, row.venue, { embedded: true, jsonLd }) : []
  const organizers = row.organizers.map((o) => presentOrganizer(ctx, o.organizer, { embedded: true, jsonLd }))
  return {
    id: row.id,
    global_id: globalId(ctx, row.id),
    global_id_lineage: [globalId(ctx, row.id)],
    author: String(row.authorId),
    status: row.status,
    ...publicationDates(row, ctx.config.timezone),
    url,
    rest_url: `${ctx.base}/events/${row.id}`,
    title: row.title,
    description: locked ? '' : renderParagraphs(row.description),
    excerpt: locked ? '' : renderParagraphs(row.excerpt),
    slug: row.slug,
    image: locked ? false : imageObject(row.image),
    all_day: locked ? null : row.allDay,
    start_date: sqlOfDate(row.startLocal),
    start_date_details: detailsOfDate(row.startLocal),
    end_date: sqlOfDate(row.endLocal),
    end_date_details: detailsOfDate(row.endLocal),
    utc_start_date: sqlOfDate(row.startUtc),
    utc_start_date_details: detailsOfDate(row.startUtc),
    utc_end_date: sqlOfDate(row.endUtc),
    utc_end_date_details: detailsOfDate(row.endUtc),
    timezone: row.timezone,
    timezone_abbr: timezoneAbbr(row.timezone, row.startUtc),
    cost: locked ? '' : cost.cost,
    cost_details: locked ? blankCostDetails : cost.cost_details,
    website: locked ? '' : (row.website ? escapeHtml(row.website) : url),
    show_map: locked ? null : row.showMap,
    show_map_link: locked ? null : row.showMapLink,
    hide_from_listings: locked ? null : row.hideFromListings,
    sticky: locked ? null : row.sticky,
    featured: locked ? null : row.featured,
    categories: locked ? [] : byName('category'),
    tags: locked ? [] : byName('tag'),
    venue: locked ? [] : venue,
    organizer: locked ? [] : organizers,
    custom_fields: [],
    series_id: row.seriesId,
    recurrence: row.recurrence === null ? [] : JSON.parse(row.recurrence) as string[],
    detached: row.detached,
    event_status: row.eventStatus,
    event_status_reason: locked ? '' : row.eventStatusReason,
    json_ld: jsonLd ? eventJsonLd(ctx, row, url, cost.cost, locked) : undefined,
    language: row.language,
    translations: ctx.translations('event', row.translationGroup),
  }
}

/** JSON-LD attendance mode: the service has no online events, and the plugin writes this one (SPEC §4.5). */
const OFFLINE = 'https://schema.org/OfflineEventAttendanceMode'

/**
 * The Event's JSON-LD (SPEC §4.5): what search engines' Event rich results require (name, startDate, location) and
 * recommend (description, endDate, eventStatus, eventAttendanceMode, image, offers, organizer, performer), each key only
 * when the event has a value for it. Texts are plain (stripHtml: tags gone, entities decoded), as search engines read
 * them: a title stored as `Café &#038; Crème` is the name `Café & Crème`.
 */
function eventJsonLd (ctx: PresentContext, row: EventRow, url: string, cost: string, locked: boolean): Record<string, unknown> {
  const o: Record<string, unknown> = {
    '@context': 'http://schema.org',
    '@type': 'Event',
    name: stripHtml(row.title),
    description: locked ? '' : stripHtml(row.excerpt || row.description).slice(0, 300),
    image: locked ? '' : (row.image?.url ?? ''),
    url,
    eventStatus: schemaOrgEventStatus(row.eventStatus),
    eventAttendanceMode: OFFLINE,
    startDate: isoOfWallClock(row.startLocal, row.timezone),
    endDate: isoOfWallClock(row.endLocal, row.timezone),
  }
  if (!locked && row.venue && row.venue.password === '') o.location = venueJsonLd(ctx, row.venue, false)
  const first = row.organizers[0]?.organizer
  if (!locked && first && first.password === '') o.organizer = organizerJsonLd(first, false)
  if (!locked && cost !== '') {
    const price = cost.startsWith('Free') ? '0' : (formatCost(parseCostColumn(row.cost), '').cost_details.values[0] ?? '')
    // A cost without a number ("Donation") has no price: the key goes rather than an empty one.
    o.offers = compact({
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      url,
      category: 'primary',
      availability: 'inStock',
      validFrom: isoInZone(row.publishedAt, ctx.config.timezone),
    })
  }
  o.performer = 'Organization'
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== undefined))
}
