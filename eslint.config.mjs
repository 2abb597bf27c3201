// ESLint flat config for the whole workspace (`npm run lint`).
// Not part of `npm test` yet: docs/lint-baseline.md lists what still fails.
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// ---------------------------------------------------------------------------
// Room boundaries (no-restricted-imports, depth-aware).
//
//  - a remote (mfe-*) never imports another remote's source;
//  - a shared package (shared-*) never imports a remote, the shell or api;
//  - scripts/ and e2e/ reach other rooms only through their package entries
//    (`@acolhe/...`), never a relative path such as `../../api/src/...`.
//
// A relative specifier leaves its room only when it climbs past the room root, so the
// regex for a file N folders below its room root requires N+1 leading `../` segments.
// That keeps a remote's own `src/api/` folder (`../api/hooks`) from being mistaken for
// the api room. Limits: `require()`, `import()` and `jest.mock()` paths are not checked.
// ---------------------------------------------------------------------------
const REMOTES = ['mfe-discovery', 'mfe-booking', 'mfe-client-area', 'mfe-therapist-area'];
const SHARED = ['shared-auth', 'shared-domain', 'shared-ui'];
const ROOMS = [...REMOTES, ...SHARED, 'shell', 'api', 'scripts', 'e2e', 'tooling'];
const MAX_DEPTH = 10;
const SRC_EXT = '{ts,tsx,js,jsx,mjs,cjs,mts,cts}';

const alt = (names) => names.join('|'); // room names hold only [a-z-]: nothing to escape

/** Which rooms (relative) and which packages (`@acolhe/x`) a file in `room` may not import. */
function forbiddenFor(room) {
  if (REMOTES.includes(room)) {
    const others = REMOTES.filter((r) => r !== room);
    return {
      rooms: others,
      packages: others,
      message: 'A remote never imports another remote (share through shared-* or Module Federation).',
    };
  }
  if (SHARED.includes(room)) {
    const targets = [...REMOTES, 'shell', 'api'];
    return {
      rooms: targets,
      packages: targets,
      message: 'A shared package never imports a remote, the shell or api.',
    };
  }
  if (room === 'scripts' || room === 'e2e') {
    return {
      rooms: ROOMS.filter((r) => r !== room),
      packages: [],
      message: `${room}/ imports other rooms only through their package entry (@acolhe/...), never a relative path into their source.`,
    };
  }
  return null;
}

function boundaryBlocks() {
  const blocks = [];
  for (const room of ROOMS) {
    const forbidden = forbiddenFor(room);
    if (!forbidden) continue;
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      const dirs = '*/'.repeat(depth);
      const patterns = [
        {
          regex: `^(?:\\./)?(?:\\.\\./){${depth + 1}}(?:${alt(forbidden.rooms)})(?:/|$)`,
          message: forbidden.message,
        },
      ];
      if (forbidden.packages.length) {
        patterns.push({
          regex: `^@acolhe/(?:${alt(forbidden.packages)})(?:/|$)`,
          message: forbidden.message,
        });
      }
      blocks.push({
        name: `acolhe/boundaries/${room}/depth-${depth}`,
        files: [`${room}/${dirs}*.${SRC_EXT}`],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      });
    }
  }
  return blocks;
}

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
  ...boundaryBlocks(),
);
