// A strict reader of the XML the service writes (the sitemap): an XML declaration, elements with double- or
// single-quoted attributes, text and the five predefined entities or character references. Anything else — an element
// closed by another name, one left open, a bare `&` or `<`, text after the root — throws: what it reads is well-formed.

export interface XmlElement { name: string; attrs: Record<string, string>; children: XmlElement[]; text: string }

const NAME = '[A-Za-z_][\\w.:-]*'
const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode (s: string, where: string): string {
  if (/<|&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9A-Fa-f]+);)/.test(s)) throw new Error(`a bare & or < in ${where}: ${s.slice(0, 80)}`)
  return s.replace(/&(#x[0-9A-Fa-f]+|#\d+|\w+);/g, (_, e: string) =>
    e.startsWith('#x') ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : ENTITY[e]!)
}

export function parseXml (xml: string): XmlElement {
  let at = 0
  const decl = /^<\?xml\s[^?]*\?>\s*/.exec(xml)
  if (decl) at = decl[0].length
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' }
  const stack: XmlElement[] = [root]
  const tag = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`, 'y')
  const attr = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g')
  while (at < xml.length) {
    const lt = xml.indexOf('<', at)
    const text = xml.slice(at, lt < 0 ? xml.length : lt)
    const top = stack[stack.length - 1]!
    if (text !== '') {
      if (top === root && text.trim() !== '') throw new Error(`text outside the root: ${text.slice(0, 80)}`)
      top.text += decode(text, `<${top.name}>`)
    }
    if (lt < 0) break
    tag.lastIndex = lt
    const m = tag.exec(xml)
    if (m === null) throw new Error(`not a tag at ${lt}: ${xml.slice(lt, lt + 80)}`)
    at = tag.lastIndex
    const [, close, name, attrText, selfClose] = m
    if (close) {
      if (attrText || selfClose) throw new Error(`a malformed end tag at ${lt}`)
      const open = stack.pop()
      if (open === undefined || open === root || open.name !== name) throw new Error(`</${name}> closes <${open?.name}> at ${lt}`)
      continue
    }
    const attrs: Record<string, string> = {}
    for (const a of attrText!.matchAll(attr)) {
      if (a[1]! in attrs) throw new Error(`a repeated attribute ${a[1]} at ${lt}`)
      attrs[a[1]!] = decode(a[2] ?? a[3]!, `${name}@${a[1]}`)
    }
    const element: XmlElement = { name: name!, attrs, children: [], text: '' }
    if (top === root && root.children.length > 0) throw new Error('a second root element')
    top.children.push(element)
    if (!selfClose) stack.push(element)
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`)
  if (root.children.length !== 1) throw new Error('no root element')
  return root.children[0]!
}

/** The children named `name`. */
export const childrenNamed = (e: XmlElement, name: string): XmlElement[] => e.children.filter((c) => c.name === name)
/** The text of the one child named `name` (throws when there is not exactly one). */
export function childText (e: XmlElement, name: string): string {
  const found = childrenNamed(e, name)
  if (found.length !== 1) throw new Error(`<${e.name}> has ${found.length} <${name}>`)
  return found[0]!.text
}
