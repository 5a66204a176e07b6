// ESLint: the recommended rules of typescript-eslint and eslint-plugin-vue, tuned to the house style,
// and the one-way import rule of eslint/layers.js (which layer may import which). `pnpm lint`.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import vue from 'eslint-plugin-vue'
import layers from './eslint/layers.js'

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.tmp/',
      '.vitepress/dist/',
      '.vitepress/dist-*/',
      '.vitepress/cache/',
      // A build's server bundle while it runs: `pnpm test` lints beside the build (scripts/commands/test-all.ts).
      '**/.vitepress/.temp/',
      // Vite's bundle of the VitePress config while a build loads it, deleted a moment later: listed, then gone
      // by the time ESLint read it, it failed two fresh-clone CI runs in a row (ENOENT) with nothing wrong.
      '**/*.timestamp-*.mjs',
      'test-results/',
      'playwright-report/',
      'tests/fixtures/',
      // Real histories copied byte for byte from public projects (3 MB of data.js): data, not our code.
      'tests/fixtures-histories/',
      'tests/golden/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/essential'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', window: 'readonly', document: 'readonly', URL: 'readonly' },
    },
  },
  {
    // CommonJS scripts (GitHub Actions' github-script runs them) load modules with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests poke at untyped JSON and browser globals; regexes there quote tool output as printed.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-regex-spaces': 'off' },
  },
  {
    // House style: functions under 80 lines and files under 300 (blank lines and comments not counted),
    // in the code that ships; tests are tables and may be long.
    files: ['components/**', 'scripts/**', 'data/**', '.vitepress/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    plugins: { layers },
    rules: {
      'layers/one-way': 'error',
      // TypeScript checks names (vue-tsc); ESLint's no-undef does not know the DOM and Node types.
      'no-undef': 'off',
      // `_name` marks what is destructured away on purpose.
      // Errors are rethrown with a clearer message naming the file and line on purpose; byte scanners
      // set a variable before a loop that assigns it in its condition; `a, b` steps in hot loops.
      'preserve-caught-error': 'off',
      'no-useless-assignment': 'off',
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
    },
  },
)
