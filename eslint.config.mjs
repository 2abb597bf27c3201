// ESLint flat config for the whole workspace: `npm run lint`, and a step of `npm test`, with zero
// warnings allowed (--max-warnings 0). No type information (fast on 2 cores). docs/decisions.md
// ("Lint") says what is checked and why.
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { boundariesPlugin } from './tooling/lint/boundaries.mjs';
import { foldersPlugin } from './tooling/lint/folders.mjs';

export default tseslint.config(
  {
    name: 'acolhe/ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '**/.data/**',
      '.e2e-artifacts/**',
    ],
  },
  {
    name: 'acolhe/language',
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  ...tseslint.configs.recommended,
  {
    name: 'acolhe/unused',
    rules: {
      // `_`-prefixed names are deliberate: a compile-time type assertion, a parameter kept for its
      // position; a property left out of a rest copy (`const { a: _a, ...rest } = x`) is fine too.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'acolhe/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'acolhe/react',
    files: ['**/*.{tsx,jsx}', '{shell,mfe-*,shared-*}/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Room boundaries (remotes, shared packages, scripts, e2e; tooling for config files and
    // scripts): tooling/lint/boundaries.mjs. Its test is tooling/lint/boundaries.test.ts.
    name: 'acolhe/boundaries',
    plugins: { acolhe: boundariesPlugin },
    rules: { 'acolhe/boundaries': 'error' },
  },
  {
    // Folders inside a room import one way (infrastructure first, then the feature slices, each on
    // the ones before it): tooling/lint/folders.mjs. Its test is tooling/lint/folders.test.ts.
    name: 'acolhe/folders',
    files: [
      'api/src/**/*.ts',
      'mfe-operacao/src/**/*.{ts,tsx}',
      'mfe-discovery/src/**/*.{ts,tsx}',
      'mfe-booking/src/**/*.{ts,tsx}',
      'mfe-client-area/src/**/*.{ts,tsx}',
      'mfe-therapist-area/src/**/*.{ts,tsx}',
    ],
    plugins: { 'acolhe-folders': foldersPlugin },
    rules: { 'acolhe-folders/folders': 'error' },
  },
);
