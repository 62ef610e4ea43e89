// Building the workspace's DOM: elements from a tag, properties and children, where every string becomes a text node
// or a property. Nothing the API answers is ever parsed as HTML here (no innerHTML), so a record's title
// `<img src=x onerror=…>` stays text; an event's description, which is HTML, is shown only by the record pages,
// through the API's sanitizer.
type Child = Node | string | number | null | undefined | false
type Props<K extends keyof HTMLElementTagNameMap> = Partial<Omit<HTMLElementTagNameMap[K], 'style' | 'dataset'>> & {
  /** attributes set with setAttribute (aria-*, data-*, for, …) */
  attrs?: Record<string, string | number | boolean | null | undefined>
  /** event listeners */
  on?: Partial<{ [E in keyof HTMLElementEventMap]: (event: HTMLElementEventMap[E]) => void }>
}

export function h<K extends keyof HTMLElementTagNameMap> (tag: K, props: Props<K> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  const { attrs, on, ...rest } = props
  Object.assign(el, rest)
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === false || value === null || value === undefined) continue
    el.setAttribute(name, value === true ? '' : String(value))
  }
  for (const [type, listener] of Object.entries(on ?? {})) el.addEventListener(type, listener as EventListener)
  append(el, ...children)
  return el
}

export function append (parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue
    parent.appendChild(typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child)
  }
}

/** Empties `el` and fills it with `children`. */
export function replace (el: Element, ...children: Child[]): void {
  el.replaceChildren()
  append(el, ...children)
}

let ids = 0
/** A document-unique id for label/aria wiring. */
export const uid = (prefix: string): string => `${prefix}-${++ids}`
