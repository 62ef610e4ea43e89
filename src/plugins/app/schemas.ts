// The shared schemas (registered with their $id once): responses reference them, and /doc shows them as components
// (Event, Venue, …) instead of copies.
import fp from 'fastify-plugin'
import { ChangeList } from '../../schemas/change.js'
import { sharedSchemas } from '../../schemas/common.js'
import { CostDetails, Event, EventList } from '../../schemas/event.js'
import { Organizer, OrganizerList } from '../../schemas/organizer.js'
import { RecurrencePreview } from '../../schemas/recurrence-preview.js'
import { CategoryList, EmbeddedTerm, TagList, Term } from '../../schemas/term.js'
import { SignOutAnswer, TokenItem, UserItem } from '../../schemas/user.js'
import { Venue, VenueList } from '../../schemas/venue.js'
import { WebhookDelivery, WebhookItem } from '../../schemas/webhook.js'

export const componentSchemas = [...sharedSchemas, CostDetails, EmbeddedTerm, Term, Venue, Organizer, Event, EventList, VenueList, OrganizerList, CategoryList, TagList, ChangeList, WebhookItem, WebhookDelivery, UserItem, TokenItem, SignOutAnswer, RecurrencePreview]

export default fp(async (app) => {
  for (const schema of componentSchemas) app.addSchema(schema)
}, { name: 'schemas' })
