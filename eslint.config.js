// One style for the whole repository: neostandard (fastify/demo's choice) for style and common mistakes, plus the
// type-aware rules of typescript-eslint that catch promises nobody waits for (a floating write, a rejected promise
// that crashes the process, an async function handed to a callback that ignores its result).
import neostandard from 'neostandard'
import tseslint from 'typescript-eslint'

const TS_FILES = ['**/*.ts', '**/*.mts', '**/*.cts']

// The layers of src/ point one way (docs/architecture.md): routes and plugins → services → repositories, presenters
// → domain and lib. A file may not import from a layer above its own; this rule fails the build when one does.
const LAYERS = [
  { dir: 'lib/infra', above: ['domain', 'lib/http', 'services', 'routes', 'plugins', 'repositories', 'presenters', 'import', 'db', 'schemas'] },
  { dir: 'domain', above: ['lib/http', 'services', 'routes', 'plugins', 'repositories', 'presenters', 'import', 'db', 'schemas'] },
  { dir: 'lib/http', above: ['services', 'routes', 'plugins', 'repositories', 'presenters', 'import', 'db', 'schemas'] },
  { dir: 'db', above: ['services', 'routes', 'plugins', 'repositories', 'presenters', 'import', 'schemas'] },
  { dir: 'repositories', above: ['services', 'routes', 'plugins', 'presenters', 'import', 'schemas'] },
  { dir: 'schemas', above: ['services', 'routes', 'plugins', 'repositories', 'presenters', 'import'] },
  { dir: 'presenters', above: ['services', 'routes', 'plugins', 'import'] },
  { dir: 'services', above: ['routes', 'plugins', 'import', 'pages'] },
  // The record pages' views (issue 40): they render what the services answered and read no data themselves.
  { dir: 'pages', above: ['routes', 'plugins', 'repositories', 'db', 'import'] },
  { dir: 'import', above: ['routes', 'plugins'] },
  // The workspace's browser code (issue 41): a client of the REST API, it imports nothing of the server but the
  // domain's DOM-free rules and the generated client types (openapi/).
  { dir: 'manage', above: ['routes', 'plugins', 'services', 'repositories', 'presenters', 'db', 'import', 'pages', 'schemas', 'lib/http', 'lib/infra'] },
]
/** The request's context, the app and the entry points sit above every layer that does not take a ServiceContext. */
const ROOT_ABOVE = ['**/context.js', '**/app.js', '**/server.js', '**/cli.js', '**/workers.js']
const BELOW_CONTEXT = new Set(['lib/infra', 'domain', 'db', 'repositories'])
const layerRules = LAYERS.map(({ dir, above }) => ({
  files: [`src/${dir}/**/*.ts`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [{
        group: [...above.flatMap((layer) => [`**/${layer}/*`, `**/${layer}/**`]), ...(BELOW_CONTEXT.has(dir) ? ROOT_ABOVE : [])],
        message: `src/${dir} is below that layer: data flows one way (docs/architecture.md, "Layers").`,
      }],
    }],
  },
}))

export default [
  { ignores: ['node_modules/**', 'dist/**', 'src/generated/**', 'openapi/api.d.ts', 'bench/results/**', 'test-results/**', '.tap/**'] },
  ...neostandard({ ts: true, noJsx: true }),
  {
    files: TS_FILES,
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      // tap queues subtests itself and waits for them before the parent ends: `t.test(…)` needs no await.
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [{ from: 'package', package: '@tapjs/core', name: ['test', 'skip', 'todo', 'only'] }, { from: 'package', package: '@tapjs/test', name: ['test', 'skip', 'todo', 'only'] }] }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, properties: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'off',
      // `void promise` is how a deliberately unawaited promise is marked (the rule above asks for it).
      'no-void': ['error', { allowAsStatement: true }],
    },
  },
  ...layerRules,
]
