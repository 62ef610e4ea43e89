// The calendar page's browser code (src/calendar-page/) bundled with FullCalendar by esbuild into three kinds of
// hashed files: one script, one stylesheet, FullCalendar's icon font; and in the same build `<calendar-events>`
// (src/embed/), the script other sites embed, which keeps one name (`embed.js`: sites paste its URL), and the editors'
// workspace (src/manage/, SPEC §9.8: a script and a stylesheet of its own, so the calendar page loads none of it).
//
// Where the bundle comes from:
// - `npm run build` writes it to dist/calendar-assets/ (scripts/build-calendar-page.mjs): a built tree — and the
//   container image, which keeps dist/ but not src/ — serves those files and never loads esbuild;
// - without that directory next to the compiled code (tests and `npm run dev` run src/ through tsx, a tree built before
//   the page existed), the page is bundled in memory once per process, on first use. esbuild and FullCalendar are
//   runtime dependencies for that reason.
//
// FullCalendar 6 injects its CSS through <style> elements at run time, which a Content-Security-Policy of
// `style-src 'self'` blocks (the calendar then renders unstyled). Its packages are patched while bundling: the CSS
// each one injects becomes an import of a virtual stylesheet, which esbuild writes into the page's one stylesheet,
// and the run-time injection is switched off; the icon font, a data: URL in that CSS, becomes a file of its own, so
// that `font-src 'self'` suffices. A FullCalendar release that changes the patched code fails the build loudly.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'esbuild'

export interface PageAsset {
  /** the file name, hashed: `calendar-3FJ2KQ.js` */
  name: string
  contentType: string
  body: Buffer
  /** strong validator, computed once (the ETag plugin would hash the body on every answer) */
  etag: string
}

export interface PageBundle {
  /** the script's file name (an ES module) */
  script: string
  /** the stylesheet's file name */
  style: string
  assets: Map<string, PageAsset>
  /** `<calendar-events>`' script, before the server writes its REST base in (src/plugins/app/embed.ts) */
  embed: Buffer
  /** the workspace's script and stylesheet (served under the same path as the page's assets) */
  manage: { script: string; style: string }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
}

/** The file the build writes beside the assets: which names are the script and the stylesheet. */
const MANIFEST = 'manifest.json'
/** The embedded script's file there: not one of the page's assets, so not served under their path. */
const EMBED = 'embed.js'

/** The repository root: the nearest folder above this module holding package.json (src/lib/infra/ or dist/src/lib/infra/). */
function findRoot (): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir)
    if (up === dir) throw new Error('calendar page: no package.json above ' + fileURLToPath(import.meta.url))
    dir = up
  }
  return dir
}

/** Where `npm run build` puts the bundle: dist/calendar-assets/ seen from dist/src/lib/infra/. From src/lib/infra/ this names a
 *  folder that does not exist, so that runs from the sources always bundle the sources. */
export const PREBUILT_DIR = fileURLToPath(new URL('../../../calendar-assets/', import.meta.url))

// ---- FullCalendar's styles ----

/** The CSS a FullCalendar module injects, as its bundler writes it. */
const INJECTED_CSS = /^var css_248z = ("(?:[^"\\\n]|\\.)*");\ninjectStyles\(css_248z\);$/m
/** Core's run-time style injection: the <style> element it adds at load, and again on every render. */
const CORE_PATCHES: Array<[string, string]> = [
  ["if (typeof document !== 'undefined') {\n    registerStylesRoot(document);\n}", ''],
  ['function ensureElHasStyles(el) {', 'function ensureElHasStyles(el) {\n    return;'],
]
const ICON_FONT = /url\("data:application\/x-font-ttf;charset=utf-8;base64,([A-Za-z0-9+/=]+)"\)/

function replaceOnce (code: string, find: string | RegExp, by: string, file: string): string {
  const count = typeof find === 'string' ? code.split(find).length - 1 : (code.match(new RegExp(find.source, find.flags.includes('g') ? find.flags : find.flags + 'g')) ?? []).length
  if (count !== 1) throw new Error(`calendar page: ${file} is not the FullCalendar 6 this build patches (${String(find).slice(0, 60)}… found ${count} times): update src/lib/infra/calendar-bundle.ts`)
  return code.replace(find, by)
}

function fullCalendarStyles (): Plugin {
  const styles = new Map<string, string>()
  let font: Buffer | undefined
  return {
    name: 'fullcalendar-styles',
    setup (build) {
      build.onLoad({ filter: /[\\/]@fullcalendar[\\/][a-z-]+[\\/]internal(-common)?\.js$/ }, async ({ path }) => {
        let code = await readFile(path, 'utf8')
        const pkg = basename(dirname(path))
        const file = `@fullcalendar/${pkg}/${basename(path)}`
        const css = INJECTED_CSS.exec(code)
        if (css) {
          styles.set(pkg, JSON.parse(css[1]!) as string)
          code = replaceOnce(code, INJECTED_CSS, `import 'fullcalendar-css:${pkg}';`, file)
        }
        if (pkg === 'core' && basename(path) === 'internal-common.js') {
          if (!css) throw new Error(`calendar page: ${file} injects no CSS any more: update src/lib/infra/calendar-bundle.ts`)
          for (const [find, by] of CORE_PATCHES) code = replaceOnce(code, find, by, file)
        }
        return { contents: code, loader: 'js' }
      })
      build.onResolve({ filter: /^fullcalendar-css:/ }, ({ path }) => ({ path: path.slice('fullcalendar-css:'.length), namespace: 'fullcalendar-css' }))
      build.onLoad({ filter: /.*/, namespace: 'fullcalendar-css' }, ({ path }) => {
        let css = styles.get(path)
        if (css === undefined) throw new Error(`calendar page: no CSS of @fullcalendar/${path}`)
        const icons = ICON_FONT.exec(css)
        if (icons) {
          font = Buffer.from(icons[1]!, 'base64')
          css = css.replace(ICON_FONT, 'url("fullcalendar-icons.ttf")')
        }
        return { contents: css, loader: 'css' }
      })
      build.onResolve({ filter: /^fullcalendar-icons\.ttf$/ }, () => ({ path: 'fullcalendar-icons.ttf', namespace: 'fullcalendar-font' }))
      build.onLoad({ filter: /.*/, namespace: 'fullcalendar-font' }, () => {
        if (!font) throw new Error('calendar page: FullCalendar\'s icon font was not found in its CSS')
        return { contents: font, loader: 'file' }
      })
    },
  }
}

// ---- building ----

/** Bundles src/calendar-page/main.ts and src/embed/main.ts (and what they import) into memory. */
export async function buildCalendarPage (root = findRoot()): Promise<PageBundle> {
  // Loaded only when bundling: a built tree serving dist/calendar-assets/ never starts esbuild's process.
  const esbuild = await import('esbuild')
  const outdir = join(root, 'calendar-assets')
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      calendar: join(root, 'src', 'calendar-page', 'main.ts'),
      embed: join(root, 'src', 'embed', 'main.ts'),
      manage: join(root, 'src', 'manage', 'main.ts'),
    },
    tsconfig: join(root, 'src', 'calendar-page', 'tsconfig.json'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    charset: 'utf8',
    legalComments: 'eof',
    write: false,
    outdir,
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    logLevel: 'silent',
    plugins: [fullCalendarStyles()],
  })
  const assets = new Map<string, PageAsset>()
  let embed: Buffer | undefined
  for (const out of result.outputFiles) {
    const name = basename(out.path)
    const contentType = TYPES[extname(name)]
    if (!contentType) throw new Error(`calendar page: unexpected output ${name}`)
    if (/^embed-[A-Z0-9]+\.js$/.test(name)) embed = Buffer.from(out.contents)
    else assets.set(name, asset(name, contentType, Buffer.from(out.contents)))
  }
  return bundleOf(assets, embed, (entry, ext) => [...assets.keys()].filter((n) => n.startsWith(`${entry}-`) && n.endsWith(ext)))
}

const asset = (name: string, contentType: string, body: Buffer): PageAsset =>
  ({ name, contentType, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` })

type Entry = 'calendar' | 'manage'

function bundleOf (assets: Map<string, PageAsset>, embed: Buffer | undefined, named: (entry: Entry, ext: string) => string[]): PageBundle {
  const files = (entry: Entry): { script: string; style: string } => {
    const [script, more] = named(entry, '.js')
    const [style] = named(entry, '.css')
    if (!script || more !== undefined || !style) throw new Error(`calendar page: expected one script and one stylesheet of ${entry}, got ${[...assets.keys()].join(', ')}`)
    return { script, style }
  }
  if (!embed) throw new Error(`calendar page: expected ${EMBED}, got ${[...assets.keys()].join(', ')}`)
  return { ...files('calendar'), assets, embed, manage: files('manage') }
}

/** Writes a bundle to `dir` (emptied first), with its manifest. */
export async function writeCalendarPage (dir: string, bundle: PageBundle): Promise<void> {
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  for (const asset of bundle.assets.values()) await writeFile(join(dir, asset.name), asset.body)
  await writeFile(join(dir, EMBED), bundle.embed)
  await writeFile(join(dir, MANIFEST), JSON.stringify({ script: bundle.script, style: bundle.style, manage: bundle.manage }, null, 2) + '\n')
}

/** The bundle `npm run build` wrote to `dir`, or null when there is none. */
export async function readCalendarPage (dir: string): Promise<PageBundle | null> {
  let manifest: { script: string; style: string; manage?: { script: string; style: string } }
  try {
    manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as typeof manifest
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return null
    throw err
  }
  const assets = new Map<string, PageAsset>()
  let embed: Buffer | undefined
  for (const name of await readdir(dir)) {
    const contentType = TYPES[extname(name)]
    if (name === EMBED) embed = await readFile(join(dir, name))
    else if (contentType) assets.set(name, asset(name, contentType, await readFile(join(dir, name))))
  }
  const entries = { calendar: manifest, manage: manifest.manage ?? { script: '', style: '' } }
  return bundleOf(assets, embed, (entry, ext) => [entries[entry].script, entries[entry].style].filter((n) => n.endsWith(ext) && assets.has(n)))
}

let loading: Promise<PageBundle> | undefined
/** The newest modification time of the page's sources that the bundle in memory was built from; null: prebuilt. */
let builtFrom: number | null = null

function newestPageSource (root: string): number {
  const times = (dir: string): number[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? times(join(dir, entry.name)) : [statSync(join(dir, entry.name)).mtimeMs])
  return Math.max(0, ...['calendar-page', 'embed', 'manage'].flatMap((folder) => times(join(root, 'src', folder))))
}

/** The page's bundle: the prebuilt one when there is one, else built from the sources, once per process — again
 *  when a source changed since (`npm run dev`: tsx watch restarts the server for the files it imports, not for the
 *  page's). A failure is not kept: the next request tries again. */
export function calendarPage (): Promise<PageBundle> {
  if (loading && builtFrom !== null && newestPageSource(findRoot()) > builtFrom) loading = undefined
  loading ??= (async () => {
    const prebuilt = await readCalendarPage(PREBUILT_DIR)
    if (prebuilt) {
      builtFrom = null
      return prebuilt
    }
    const root = findRoot()
    builtFrom = newestPageSource(root)
    return await buildCalendarPage(root)
  })()
  loading.catch(() => { loading = undefined })
  return loading
}

/** A text made from the bundle once per bundle and key (the pages' HTML per language, which names the hashed assets):
 *  a bundle built from the sources is replaced when they change, and its texts with it. */
export function perBundle<K> (render: (bundle: PageBundle, key: K) => string): (key: K) => Promise<string> {
  const made = new WeakMap<PageBundle, Map<K, string>>()
  return async (key) => {
    const bundle = await calendarPage()
    let forBundle = made.get(bundle)
    if (!forBundle) made.set(bundle, forBundle = new Map())
    let text = forBundle.get(key)
    if (text === undefined) forBundle.set(key, text = render(bundle, key))
    return text
  }
}
