// Folders import one way (docs/decisions/0048-feature-slices-and-events.md): inside a room's
// `src/`, each top-level folder has a place in its room's order below, and a folder may import only
// folders placed before it (files at `src/`'s root — the composition root — may import any). A
// folder missing from its room's order is an error too, so a new folder is placed on purpose.
// Tests (`*.test.ts(x)`, `testing/`) are not held to the order. The rule `acolhe/folders` of
// eslint.config.mjs; its test is tooling/lint/folders.test.ts.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Each room's folders, from the ground up: infrastructure first (it knows no feature), then the
 * feature slices, each allowed to use only what stands before it.
 */
export const FOLDER_ORDER = {
  'api/src': [
    // infrastructure
    'lib',
    'db',
    'tracing',
    'metrics',
    'eventos',
    'identidade',
    'auth',
    'http',
    'uploads',
    'plugins',
    'jobs',
    'backup',
    'health',
    // feature slices, each on the ones before it
    'conta',
    'catalogo',
    'perfis',
    'auditoria',
    'verificacao',
    'agenda',
    'sessoes',
    'series',
    // the waiting list (issue 46): hears the agenda's, the sessions' and the series' events
    'espera',
    'pagamentos',
    'avaliacoes',
    'prontuario',
    'sala',
    'busca',
    'calendario',
    // issue 45: the therapist's external calendars (ICS, CalDAV); reads the prontuário's envelope crypto
    'calendarios',
    'operacao',
    'privacidade',
    'notificacoes',
    'seed',
  ],
  // the operators' console (issue 43 item 4): its session and api access, the shared pieces of
  // its screens, the frame, the screens, the routes; the tests' helpers last (they render the routes)
  'mfe-operacao/src': [
    'sessao',
    'api',
    'comum',
    'layout',
    'entrar',
    'resumo',
    'verificacoes',
    'denuncias',
    'terapeutas',
    'auditoria',
    'pages',
    'test',
  ],
  'mfe-discovery/src': [
    // the api's rows and the paging rules, then the pieces every page shows
    'api',
    'ui',
    'therapist-card',
    // the features, each on the ones before it
    'avaliacoes',
    'tutoriais',
    'perfil',
    'busca',
    'home',
    'declaracao',
    'institucional',
    // the exposed pages compose them; the tests' fakes and renders come last
    'pages',
    'test',
  ],
  'mfe-booking/src': [
    'api',
    // the booking rules and form pieces, the profile's card and /agendar on them
    'booking',
    // joining the waiting list (issue 46), under the card and /agendar
    'espera',
    'card',
    'agendar',
    'sala',
    'pages',
    'test',
  ],
  'mfe-client-area/src': [
    // the api's rows (hooks, the file save) and the pure rules of a session, then the features,
    // each on the ones before it
    'api',
    'regras',
    'calendario',
    'remarcar',
    'serie',
    'pagamento',
    'foto',
    'perfil',
    'preferencias',
    'prontuario',
    // the waiting lists and a held offer (issue 46)
    'espera',
    'painel',
    'consultas',
    'configuracoes',
    // the exposed pages compose them; the tests' fakes and renders come last
    'pages',
    'test',
  ],
  // the therapist's area: the api's rows and hooks, the clock, form and card pieces, the session
  // settings, then the features (each on the ones before it), the agenda, the area's frame that
  // composes them, the exposed pages;
  // the tests' fakes and renders last
  'mfe-therapist-area/src': [
    'api',
    'clock',
    'forms',
    'ui',
    'sessionSettings',
    'semana',
    'feriados',
    'bloqueios',
    'calendarios',
    'foto',
    'avaliacoes',
    'conta',
    'verificacao',
    'pagamento',
    'prontuario',
    'disponibilidade',
    // the waiting list's settings and who waits (issue 46)
    'espera',
    'perfil',
    'financeiro',
    'agenda',
    'area',
    'pages',
    'test',
  ],
};

/** `{ room, folder, inSrcRoot }` of a path under one of the ordered `src/` folders, else null. */
export function placeOf(absolute) {
  const rel = relative(ROOT, absolute);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  const parts = rel.split(sep);
  for (const room of Object.keys(FOLDER_ORDER)) {
    const prefix = room.split('/');
    if (prefix.every((p, i) => parts[i] === p)) {
      const rest = parts.slice(prefix.length);
      return rest.length === 1 ? { room, folder: null } : { room, folder: rest[0] };
    }
  }
  return null;
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || /[/\\]testing[/\\]/.test(file);

/** Why `from` (a folder) may not import `to`, or null when it may. */
export function crossing(room, from, to) {
  const order = FOLDER_ORDER[room];
  const a = order.indexOf(from);
  const b = order.indexOf(to);
  if (a < 0) return `'${from}' não tem lugar na ordem de ${room} (tooling/lint/folders.mjs)`;
  if (b < 0) return `'${to}' não tem lugar na ordem de ${room} (tooling/lint/folders.mjs)`;
  if (b >= a) return `${from} só usa pastas anteriores a ela na ordem de ${room}; ${to} vem ${b === a ? 'no mesmo lugar' : 'depois'}`;
  return null;
}

const folders = {
  meta: {
    type: 'problem',
    docs: { description: 'Folders of a room import one way (tooling/lint/folders.mjs)' },
    schema: [],
    messages: { backwards: "'{{specifier}}': {{why}}." },
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (!here || here.folder === null || isTest(file)) return {};
    const check = (node) => {
      const specifier = node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!specifier || !specifier.startsWith('.')) return;
      const there = placeOf(resolve(dirname(file), specifier));
      if (!there || there.room !== here.room || there.folder === null || there.folder === here.folder) return;
      const why = crossing(here.room, here.folder, there.folder);
      if (why) context.report({ node, messageId: 'backwards', data: { specifier, why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const foldersPlugin = { meta: { name: 'acolhe-folders' }, rules: { folders } };
