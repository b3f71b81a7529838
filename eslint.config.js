// One lint configuration for the workspace (ESLint flat config). Type-aware rules read each
// package's own tsconfig through typescript-eslint's project service. Formatting is
// Prettier's (eslint-config-prettier turns off the rules it owns); the package boundaries
// are scripts/check-boundaries.mjs's; this file adds what the compiler cannot see:
// unhandled promises, `any` and `!`, hooks misuse, accessibility of JSX, import cycles.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const TS_FILES = ['**/*.ts', '**/*.tsx']
const UI_TSX = ['packages/web/**/*.tsx', 'packages/live-console/**/*.tsx']

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.turbo/**',
      '**/coverage/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // Plain JavaScript: the scripts and this file run on Node.
  {
    files: ['**/*.js', '**/*.mjs'],
    ...js.configs.recommended,
    languageOptions: { globals: globals.node },
  },

  // TypeScript, with the types.
  {
    files: TS_FILES,
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files no package tsconfig includes; they are linted with default options.
          allowDefaultProject: [
            'packages/core/vitest.config.ts',
            'packages/api-adapter/vitest.config.ts',
            'packages/mock-server/vitest.config.ts',
            'packages/web/playwright.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // CONTRIBUTING: no `any`, no `!` to silence the compiler.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      // A promise nobody awaits loses its failure; `void` says it is deliberate.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Adapters implement Promise-returning ports; an async method without await is how they do it.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },

  // Import cycles, in every package (the boundaries between packages are checked elsewhere).
  {
    files: TS_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },

  // React: the storefront and the console.
  {
    files: UI_TSX,
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: UI_TSX,
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['packages/web/**/*.{ts,tsx}', 'packages/live-console/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },

  // Tests may use what production code may not.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**/*.ts', '**/bench/**/*.{ts,tsx}', '**/test-support/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },

  prettier,
)
