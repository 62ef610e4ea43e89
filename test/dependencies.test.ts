// Every module the service imports at run time is a runtime dependency: `npm ci --omit=dev && npm start` (docs/
// deploying.md) installs only package.json `dependencies`, so an import of a devDependency would start in development
// and fail in production. Walks src/**/*.ts for bare specifiers of static imports, re-exports and dynamic
// import('…'); type-only imports are erased by the compiler and do not count.
import t from 'tap'
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`); null for relative and node: ones. */
export function packageOf (specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

/** Specifiers imported at run time by one source text. */
export function runtimeImports (source: string): string[] {
  const found: string[] = []
  // `import x from 'y'`, `import { a, type B } from 'y'`, `export { a } from 'y'`, `import 'y'` (not `import type`).
  for (const m of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    if (m[2] === undefined) found.push(m[4]!)
  }
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    // `typeof import('x')` in a type position is erased too.
    if (!/typeof\s*$/.test(source.slice(Math.max(0, m.index - 20), m.index))) found.push(m[1]!)
  }
  return found
}

t.test('the scanner sees static, side-effect and dynamic imports and skips type-only ones', async (t) => {
  const source = "import a from 'a'\nimport { b, type C } from '@s/b/deep'\nimport type { D } from 'd'\nimport 'e'\nexport { f } from 'f'\n" +
    "const g = await import('g')\ntype H = typeof import('h')\nimport x from './local.js'\nimport { readFileSync } from 'node:fs'\n"
  t.same(runtimeImports(source).map(packageOf).filter((p) => p !== null), ['a', '@s/b', 'e', 'f', 'g'])
})

t.test('every runtime import of src/ is a node built-in or a package.json dependency', async (t) => {
  const files = readdirSync(join(root, 'src'), { recursive: true }).map(String)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
  t.ok(files.length > 20, `${files.length} files`)
  const builtins = new Set(builtinModules)
  const missing = new Set<string>()
  for (const file of files) {
    for (const specifier of runtimeImports(readFileSync(join(root, 'src', file), 'utf8'))) {
      const name = packageOf(specifier)
      if (name === null || builtins.has(name) || name in pkg.dependencies) continue
      missing.add(`${name} (src/${file})`)
    }
  }
  t.same([...missing], [], 'imports of packages that `npm ci --omit=dev` does not install')
})
