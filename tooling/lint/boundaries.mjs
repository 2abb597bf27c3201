// The room boundaries of the workspace, as one ESLint rule (`acolhe/boundaries`, eslint.config.mjs).
//
//  - a remote (mfe-*) never imports another remote, by path or by package;
//  - a shared package (shared-*) never imports a remote, the shell or api, by path or by package;
//  - scripts/ and e2e/ never reach into another room by a relative path (`../../api/src/...`):
//    they go through that room's package entry (`@acolhe/api/...`, `@acolhe/scripts/...`).
//  - tooling is the build toolkit (jest preset, webpack config, local ports): the rooms' config
//    files (`<room>/*.config.{cjs,mjs,js,ts}`, e.g. `require('../tooling/jest/preset.cjs')`) and
//    scripts/ (which builds and starts the stack with it) may load it by path.
//
// Checked: every string specifier a file can load — `import`/`export … from`, `import()`,
// `require()` (also a `createRequire` one) and `require.resolve()`, `import x = require()`, and
// jest's `mock`/`doMock`/`unmock`/`requireActual`/`requireMock`/`setMock`/`createMockFromModule`.
// A relative specifier is resolved against the file, so a remote's own `src/api/` folder
// (`../api/hooks`) is never mistaken for the api room. Not checked: specifiers built at run time
// (a variable, a template with expressions), and paths given to other tools (webpack, tsx, spawn).
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const REMOTES = ['mfe-discovery', 'mfe-booking', 'mfe-client-area', 'mfe-therapist-area', 'mfe-operacao'];
export const SHARED = ['shared-auth', 'shared-domain', 'shared-ui'];
export const ROOMS = [...REMOTES, ...SHARED, 'shell', 'api', 'scripts', 'e2e', 'tooling'];

const CONFIG_FILE = /^[^/]+\.config\.(?:cjs|mjs|js|ts)$/; // at the room root
const JEST_LOADERS = new Set(['mock', 'doMock', 'unmock', 'dontMock', 'requireActual', 'requireMock', 'setMock', 'createMockFromModule']);

/**
 * What a file of `room` may not load: rooms reached by a relative path, and rooms reached by
 * their package (`@acolhe/<room>`). `pathInRoom` is the file's path inside its room, with `/`.
 */
export function forbiddenFor(room, pathInRoom) {
  if (REMOTES.includes(room)) {
    const others = REMOTES.filter((r) => r !== room);
    return { byPath: others, byPackage: others, why: 'a remote never imports another remote (share through shared-* or Module Federation)' };
  }
  if (SHARED.includes(room)) {
    const targets = [...REMOTES, 'shell', 'api'];
    return { byPath: targets, byPackage: targets, why: 'a shared package never imports a remote, the shell or api' };
  }
  if (room === 'scripts' || room === 'e2e') {
    const toolingByPath = room === 'scripts' || CONFIG_FILE.test(pathInRoom);
    return {
      byPath: ROOMS.filter((r) => r !== room && !(r === 'tooling' && toolingByPath)),
      byPackage: [],
      why: `${room}/ reaches another room only through its package entry (@acolhe/<room>/...), never a relative path into its source`,
    };
  }
  return null;
}

/** The room a path lies in, or null outside the rooms. */
function roomOf(absolute) {
  const rel = relative(ROOT, absolute);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  const first = rel.split(sep)[0];
  return ROOMS.includes(first) ? first : null;
}

/** The room a specifier reaches from `file`, and how. */
function targetOf(specifier, file) {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    return { room: roomOf(resolve(dirname(file), specifier)), how: 'path' };
  }
  const pkg = /^@acolhe\/([^/]+)/.exec(specifier);
  return pkg && ROOMS.includes(pkg[1]) ? { room: pkg[1], how: 'package' } : null;
}

/** The text of a string literal (or a template without expressions), else null. */
function stringOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Room boundaries: remotes, shared packages, scripts and e2e (tooling/lint/boundaries.mjs)' },
    schema: [],
    messages: { crossing: "'{{specifier}}' reaches {{target}} from {{room}}: {{why}}." },
  },
  create(context) {
    const file = context.filename;
    const room = roomOf(file);
    if (!room) return {};
    const pathInRoom = relative(join(ROOT, room), file).split(sep).join('/');
    const forbidden = forbiddenFor(room, pathInRoom);
    if (!forbidden) return {};

    const check = (node) => {
      const specifier = stringOf(node);
      if (specifier === null) return;
      const target = targetOf(specifier, file);
      if (!target || !target.room || target.room === room) return;
      const list = target.how === 'path' ? forbidden.byPath : forbidden.byPackage;
      if (!list.includes(target.room)) return;
      context.report({ node, messageId: 'crossing', data: { specifier, target: target.room, room, why: forbidden.why } });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression(node) {
        const { callee } = node;
        const first = node.arguments[0];
        if (callee.type === 'Identifier' && callee.name === 'require') check(first);
        else if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.property.type === 'Identifier') {
          const { name: object } = callee.object;
          const { name: method } = callee.property;
          if ((object === 'require' && method === 'resolve') || (object === 'jest' && JEST_LOADERS.has(method))) check(first);
        }
      },
    };
  },
};

export const boundariesPlugin = { meta: { name: 'acolhe' }, rules: { boundaries } };
