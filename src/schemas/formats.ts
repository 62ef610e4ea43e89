// Custom ajv formats: checks that need the service's own parsers run inside schema validation, so that every
// parameter problem of a request is reported in one rest_invalid_param response (SPEC §3.3).
import { FormatRegistry } from '@sinclair/typebox'
import { isValidTimezone, parseDateInput } from '../domain/dates.js'
import { cleanWebsite } from '../lib/http/url.js'

export const formats = {
  /** SPEC §3.5 input grammar (validity does not depend on the timezone the value is later read in). */
  'calendar-date': (s: string) => parseDateInput(s, 'UTC') !== null,
  /** IANA name or UTC±H[:MM]; '' means "the site timezone" where allowed. */
  'calendar-timezone': (s: string) => s === '' || isValidTimezone(s),
  /** URL or '' (SPEC §4.1 `website`). */
  'calendar-url': (s: string) => cleanWebsite(s) !== null,
}

// The same formats for TypeBox's own checker (nested venue/organizer objects in event writes).
for (const [name, check] of Object.entries(formats)) FormatRegistry.Set(name, check)
