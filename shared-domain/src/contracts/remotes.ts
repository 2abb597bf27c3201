// Which modules each remote exposes and the props each takes: the one declaration the remotes'
// webpack configurations, their exposed components, the shell's route table and the remotes that
// compose other remotes agree on. `npm test` builds the manifests and fails when one differs
// (scripts/contracts/check.ts; docs/architecture.md, "Contracts between rooms").
import type { BookingCardProps, NoProps } from './props';

/** Holds only a type: the props of one exposed module (empty at run time). */
export interface Exposed<P> {
  readonly props?: P;
}
const exposed = <P>(): Exposed<P> => ({});

/** Keys are the Module Federation container names (`/remotes.json`'s keys); inside, the exposed
 * module names (`./AgendarPage` in webpack, `booking/AgendarPage` for a consumer). */
export const REMOTES = {
  discovery: {
    HomePage: exposed<NoProps>(),
    TerapeutasPage: exposed<NoProps>(),
    TerapeutaPerfilPage: exposed<NoProps>(),
    TutorialTerapeutasPage: exposed<NoProps>(),
    TutorialClientesPage: exposed<NoProps>(),
    InstitucionalPage: exposed<NoProps>(),
    /** /declaracoes/{codigo}: the public check of a statement (issue 41) */
    DeclaracaoPage: exposed<NoProps>(),
  },
  booking: {
    AgendarPage: exposed<NoProps>(),
    BookingCard: exposed<BookingCardProps>(),
    SalaPage: exposed<NoProps>(),
  },
  therapistArea: {
    AreaTerapeutaPage: exposed<NoProps>(),
    ConfiguracoesTerapeutaPage: exposed<NoProps>(),
  },
  clientArea: {
    ClienteDashboardPage: exposed<NoProps>(),
    ClienteConfiguracoesPage: exposed<NoProps>(),
  },
  /** The operators' console (issue 32): one page holding its own routes under /operacao/*. */
  operacao: {
    OperacaoPage: exposed<NoProps>(),
  },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type ExposedName<R extends RemoteName> = keyof (typeof REMOTES)[R] & string;
/** `remote/Module`, what `loadRemote` and `RemoteComponent` take. */
export type ExposedModuleId = { [R in RemoteName]: `${R}/${ExposedName<R>}` }[RemoteName];
export type ExposedProps<R extends RemoteName, M extends ExposedName<R>> =
  (typeof REMOTES)[R][M] extends Exposed<infer P> ? P : never;
/** Modules a route can mount: the shell passes no props, so none may be required. */
export type PageName<R extends RemoteName> = {
  [M in ExposedName<R>]: NoProps extends ExposedProps<R, M> ? M : never;
}[ExposedName<R>];
/** What a remote's exposed entry files must be: each module of the contract, with its props
 * (`satisfies ExposedComponents<'booking'>` in the remote; React-free on purpose). */
export type ExposedComponents<R extends RemoteName> = {
  [M in ExposedName<R>]: (props: ExposedProps<R, M>) => unknown;
};

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export function exposedNames<R extends RemoteName>(remote: R): ExposedName<R>[] {
  return Object.keys(REMOTES[remote]) as ExposedName<R>[];
}

/** The id a consumer loads: `exposedModule('booking', 'BookingCard')` → `'booking/BookingCard'`
 * (a name the contract does not declare does not compile). */
export function exposedModule<R extends RemoteName, M extends ExposedName<R>>(remote: R, module: M): `${R}/${M}` {
  return `${remote}/${module}`;
}

export function isExposedModule(id: string): id is ExposedModuleId {
  const [remote, module, ...rest] = id.split('/');
  return rest.length === 0 && remote !== undefined && Object.hasOwn(REMOTES, remote) && module !== undefined && Object.hasOwn(REMOTES[remote as RemoteName], module);
}
