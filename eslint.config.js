// One style for the whole repository: neostandard (fastify/demo's choice) for style and common mistakes, plus the
// type-aware rules of typescript-eslint that catch promises nobody waits for (a floating write, a rejected promise
// that crashes the process, an async function handed to a callback that ignores its result).
import neostandard from 'neostandard'
import tseslint from 'typescript-eslint'

const TS_FILES = ['**/*.ts', '**/*.mts', '**/*.cts']

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
]
