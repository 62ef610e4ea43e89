// `<calendar-events>` (SPEC §9.7), the web component other sites embed with
//   <script type="module" src="https://calendar.example/embed.js"></script>
//   <calendar-events categories="jazz" limit="5" layout="compact" lang="nl"></calendar-events>
// It reads the events list of the origin it was loaded from (import.meta.url) without cookies, writes the answer into
// its shadow root as text nodes (never as HTML: titles come from the service's editors, not from the host page's
// author), and styles itself with a constructable stylesheet, so that it works under a host page's strict
// Content-Security-Policy. It asks nothing of any other origin.
import { WORDS } from '../calendar-page/i18n.js'
import type { ApiEvent } from '../calendar-page/query.js'
import { baseOf, EMBED_ATTRIBUTES, EMBED_PARAMS, EMBED_WORDS, eventsQuery, languageOf, layoutOf, showEvent } from './query.js'
import { STYLES } from './styles.js'

// `{REST_PREFIX}/calendar/events/v1`, written in by the server as it serves the script (src/plugins/app/embed.ts).
const REST = '__CALENDAR_EVENTS_REST__'
const ORIGIN = new URL(import.meta.url).origin

let sheet: CSSStyleSheet | undefined
/** One stylesheet for every element of the page. */
function styles (): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(STYLES)
  }
  return sheet
}

function el<K extends keyof HTMLElementTagNameMap> (tag: K, props: { part?: string; className?: string; text?: string } = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (props.part) node.setAttribute('part', props.part)
  if (props.className) node.className = props.className
  if (props.text !== undefined) node.textContent = props.text
  return node
}

type State = 'loading' | 'ready' | 'empty' | 'error'

class CalendarEvents extends HTMLElement {
  static get observedAttributes (): string[] { return [...EMBED_PARAMS, ...EMBED_ATTRIBUTES] }

  readonly #root: ShadowRoot
  #request: AbortController | undefined
  #scheduled = false

  constructor () {
    super()
    // The element's children (a link to the calendar, say) show until the script runs: a shadow root without a slot
    // hides them.
    this.#root = this.attachShadow({ mode: 'open' })
    this.#root.adoptedStyleSheets = [styles()]
  }

  connectedCallback (): void { this.#schedule() }
  disconnectedCallback (): void { this.#request?.abort() }
  attributeChangedCallback (): void { if (this.isConnected) this.#schedule() }

  /** Several attributes set one after the other make one request. */
  #schedule (): void {
    if (this.#scheduled) return
    this.#scheduled = true
    queueMicrotask(() => {
      this.#scheduled = false
      if (this.isConnected) void this.#render()
    })
  }

  /** `data-state` on the element: loading, ready, empty or error (for the host page's CSS, and the tests). */
  #show (state: State, ...nodes: Node[]): void {
    this.dataset.state = state
    this.#root.replaceChildren(...nodes)
  }

  async #render (): Promise<void> {
    this.#request?.abort()
    const request = this.#request = new AbortController()
    const lang = languageOf(this.getAttribute('lang'), this.parentElement?.closest('[lang]')?.getAttribute('lang') ?? null)
    const layout = layoutOf(this.getAttribute('layout'))
    const words = WORDS[lang]
    const own = EMBED_WORDS[lang]
    const container = el('div', { part: 'container', className: layout })
    // The words' language, for screen readers, when it is not the host page's.
    container.lang = lang
    const message = (text: string, kind: 'status' | 'error'): HTMLParagraphElement => {
      const p = el('p', { part: kind === 'error' ? 'error' : 'message', className: `message ${kind}`, text })
      p.setAttribute('role', kind === 'error' ? 'alert' : 'status')
      return p
    }
    container.setAttribute('aria-busy', 'true')
    container.append(message(words.loading, 'status'))
    this.#show('loading', container)

    let events: ApiEvent[]
    try {
      const res = await fetch(`${baseOf(ORIGIN, lang, REST)}/events?${eventsQuery((name) => this.getAttribute(name)).toString()}`, {
        credentials: 'omit',
        headers: { accept: 'application/json' },
        signal: request.signal,
      })
      const body = await res.json().catch(() => null) as { events?: ApiEvent[]; message?: string } | null
      if (!res.ok || !Array.isArray(body?.events)) throw new Error(body?.message ?? `${res.status} ${res.statusText}`)
      events = body.events
    } catch (err) {
      if (request.signal.aborted) return
      container.removeAttribute('aria-busy')
      container.replaceChildren(message(`${words.failed} ${(err as Error).message}`, 'error'))
      this.#show('error', container)
      return
    }
    if (request.signal.aborted) return
    container.removeAttribute('aria-busy')
    if (events.length === 0) {
      container.replaceChildren(message(own.empty, 'status'))
      this.#show('empty', container)
      return
    }
    const list = el('ul', { part: 'list' })
    list.setAttribute('aria-label', own.label)
    for (const event of events) {
      const shown = showEvent(event, lang, layout)
      const item = el('li', { part: 'event', className: shown.status })
      const time = el('time', { part: 'date', text: shown.when })
      time.dateTime = shown.datetime
      item.append(time)
      if (shown.status !== 'scheduled') item.append(el('span', { part: 'event-status', className: 'status', text: words[shown.status] }))
      const title = el(shown.url ? 'a' : 'span', { part: 'title', className: 'title', text: shown.title })
      if (title instanceof HTMLAnchorElement) title.href = shown.url
      item.append(title)
      if (shown.venue) item.append(el('span', { part: 'venue', className: 'venue', text: shown.venue }))
      list.append(item)
    }
    container.replaceChildren(list)
    this.#show('ready', container)
  }
}

// A page that includes the script twice keeps the first definition (a second define would throw).
if (!customElements.get('calendar-events')) customElements.define('calendar-events', CalendarEvents)
