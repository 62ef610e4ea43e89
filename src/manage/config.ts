// The workspace's configuration, written by the server into the shell (src/plugins/app/manage.ts) and read by main.ts.
// DOM-free: the server's plugin types what it writes with it.
import type { ManageLanguage } from './i18n.js'

/** The JSON the server writes into the shell (`<script type="application/json" id="manage-config">`). */
export interface ManageConfig {
  /** the REST base of this language: `{/lang}{REST_PREFIX}/calendar/events/v1` */
  base: string
  lang: ManageLanguage
  /** the workspace's address in each language (`/manage/`, `/nl/manage/`, …) */
  pages: Record<ManageLanguage, string>
  /** the form description of each kind: `/manage/schema.json` (src/plugins/app/manage.ts) */
  schemaUrl: string
  /** the site's zone (TIMEZONE), the default of new events */
  timezone: string
  /** whether `/submit/` is open (PUBLIC_SUBMISSIONS) */
  submissions: boolean
}
