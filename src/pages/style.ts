// The record pages' one stylesheet, served under a name hashed from its text (immutable, cached for a year): the
// pages' Content-Security-Policy allows no inline style. System fonts only; contrast at least 4.5:1 (axe-core checks).
import { createHash } from 'node:crypto'

export const PAGES_CSS = `
:root { --accent: #1f5f8b; --text: #1d2329; --muted: #4f5a63; --border: #d5dbe0; color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 960px; padding: 1rem 1.25rem 2rem; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--text); background: #fff; }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #e0a000; outline-offset: 2px; }
.skip { position: absolute; left: -9999px; top: 0; background: #fff; padding: .5rem; }
.skip:focus { left: 1rem; }
header.site { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: baseline; justify-content: space-between; border-bottom: 1px solid var(--border); padding-bottom: .5rem; }
header.site nav ul, .languages ul, .terms, .pager { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
h1 { font-size: 1.8rem; line-height: 1.25; margin: 1rem 0 .5rem; overflow-wrap: anywhere; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 .5rem; }
.kind { color: var(--muted); margin: 1rem 0 0; }
.status { display: inline-block; font-weight: 600; padding: .1rem .5rem; border-radius: 3px; border: 1px solid currentColor; }
.status-canceled { color: #a3151a; }
.status-postponed { color: #7a4d00; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 1rem 0; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.image { max-width: 100%; height: auto; }
.description { overflow-wrap: anywhere; }
.description img { max-width: 100%; height: auto; }
.calendar-links { display: flex; flex-wrap: wrap; gap: .5rem; padding: 0; list-style: none; }
.button { display: inline-block; padding: .5rem .9rem; border: 1px solid var(--accent); border-radius: 4px; text-decoration: none; min-height: 44px; }
.events { list-style: none; padding: 0; }
.events li { border-top: 1px solid var(--border); padding: .5rem 0; }
.events .when { color: var(--muted); display: block; }
.muted { color: var(--muted); }
form.password { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
form.password input { font: inherit; padding: .45rem; min-height: 44px; border: 1px solid #6b7680; border-radius: 4px; }
form.password button { font: inherit; padding: .45rem 1rem; min-height: 44px; color: #fff; background: var(--accent); border: 0; border-radius: 4px; }
.error { color: #a3151a; font-weight: 600; }
form.submit { max-width: 40rem; }
form.submit fieldset { border: 1px solid var(--border); border-radius: 4px; margin: 0 0 1.25rem; padding: .5rem 1rem 1rem; min-width: 0; }
form.submit fieldset.nested { margin: .75rem 0 0; }
form.submit legend { font-weight: 600; padding: 0 .25rem; }
form.submit .field { margin: .75rem 0 0; }
form.submit .field > label { display: block; font-weight: 600; }
form.submit .field.check { display: flex; gap: .5rem; align-items: center; }
form.submit .field.check input { width: 1.25rem; height: 1.25rem; }
form.submit input:not([type=checkbox]), form.submit select, form.submit textarea { display: block; width: 100%; max-width: 100%; font: inherit; padding: .45rem; min-height: 44px; border: 1px solid #6b7680; border-radius: 4px; background: #fff; color: var(--text); }
form.submit [aria-invalid=true] { border: 2px solid #a3151a; }
form.submit select:focus-visible, form.submit textarea:focus-visible { outline: 3px solid #e0a000; outline-offset: 2px; }
form.submit .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1rem; }
form.submit .hint { color: var(--muted); margin: .1rem 0 .25rem; font-size: .95rem; }
form.submit .required { font-weight: 400; color: var(--muted); }
form.submit .error { margin: .1rem 0 .25rem; }
form.submit button { font: inherit; padding: .6rem 1.25rem; min-height: 44px; color: #fff; background: var(--accent); border: 0; border-radius: 4px; }
.problems { border: 2px solid #a3151a; border-radius: 4px; padding: .25rem 1rem; margin: 1rem 0; overflow-wrap: anywhere; }
.problems h2 { margin-top: .5rem; }
.hp { position: absolute; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden; }
footer { margin-top: 2rem; border-top: 1px solid var(--border); padding-top: .5rem; }
@media (max-width: 600px) { form.submit .pair { grid-template-columns: 1fr; } .facts { grid-template-columns: 1fr; } .facts dd { margin-bottom: .5rem; } h1 { font-size: 1.5rem; } }
`

/** The stylesheet's file name: its text's hash, so a changed stylesheet is a new address. */
export const PAGES_CSS_NAME = `pages-${createHash('sha256').update(PAGES_CSS).digest('base64url').slice(0, 10)}.css`
export const PAGES_CSS_ETAG = `"${createHash('sha1').update(PAGES_CSS).digest('base64')}"`
