// The element's styles, adopted by its shadow root as a constructable stylesheet: a host page whose
// Content-Security-Policy allows no inline style (`style-src 'self'`) blocks <style> elements and style attributes
// from a foreign script, not a CSSStyleSheet built in script. Every colour, the font and the spacing come from custom
// properties (`--calendar-events-*`, inherited from the host page), and every piece is a ::part() for what those do
// not reach. The defaults keep WCAG AA contrast on their own.
export const STYLES = `
:host {
  display: block;
  font: var(--calendar-events-font, inherit);
  color: var(--calendar-events-color, #1d2329);
  background: var(--calendar-events-background, transparent);
  border: var(--calendar-events-border, none);
  border-radius: var(--calendar-events-radius, 0);
  padding: var(--calendar-events-padding, 0);
}
:host([hidden]) { display: none; }
ul { list-style: none; margin: 0; padding: 0; }
li { padding: var(--calendar-events-gap, 0.5rem) 0; border-top: 1px solid var(--calendar-events-divider, #d5dbe0); }
li:first-child { border-top: none; }
a { color: var(--calendar-events-accent, #1f5f8b); font-weight: 600; text-decoration: underline; text-underline-offset: 0.15em; }
a:focus-visible { outline: 2px solid var(--calendar-events-accent, #1f5f8b); outline-offset: 2px; }
time, .venue { display: block; color: var(--calendar-events-muted, #4f5a64); font-size: 0.9em; }
.status { font-weight: 700; color: var(--calendar-events-status, #a3261b); margin-inline-end: 0.4em; }
.canceled .title { text-decoration: line-through; }
.message { margin: 0; color: var(--calendar-events-muted, #4f5a64); }
.message.error { color: var(--calendar-events-status, #a3261b); }
.compact li { display: flex; flex-wrap: wrap; gap: 0 0.6em; align-items: baseline; padding: calc(var(--calendar-events-gap, 0.5rem) / 2) 0; }
.compact time { display: inline; flex: 0 0 auto; min-width: 7.5em; }
.compact .venue { display: none; }
`
