// Which remote page each of the site's addresses mounts (null: one of the shell's own pages). The
// shell's server reads it to open the connection to that remote's origin in the page's head,
// before the shell's scripts run and ask for its manifest (scripts/stack/seo).
import type { PageName, RemoteName } from './remotes';
import type { RouteName } from './routes';

export type RemotePageRef = { [R in RemoteName]: { remote: R; module: PageName<R> } }[RemoteName];

export const ROUTE_PAGES = {
  home: { remote: 'discovery', module: 'HomePage' },
  cadastro: null,
  login: null,
  terapeutas: { remote: 'discovery', module: 'TerapeutasPage' },
  tutorialTerapeutas: { remote: 'discovery', module: 'TutorialTerapeutasPage' },
  tutorialClientes: { remote: 'discovery', module: 'TutorialClientesPage' },
  terapeuta: { remote: 'discovery', module: 'TerapeutaPerfilPage' },
  areaTerapeuta: { remote: 'therapistArea', module: 'AreaTerapeutaPage' },
  configuracoesTerapeuta: { remote: 'therapistArea', module: 'ConfiguracoesTerapeutaPage' },
  painelCliente: { remote: 'clientArea', module: 'ClienteDashboardPage' },
  configuracoesCliente: { remote: 'clientArea', module: 'ClienteConfiguracoesPage' },
  agendar: { remote: 'booking', module: 'AgendarPage' },
  operacao: { remote: 'operacao', module: 'OperacaoPage' },
  salaDaSessao: { remote: 'booking', module: 'SalaPage' },
  salaDaSerie: { remote: 'booking', module: 'SalaPage' },
  // One page shows the five institutional texts, chosen by its address.
  termosDeUso: { remote: 'discovery', module: 'InstitucionalPage' },
  politicaDePrivacidade: { remote: 'discovery', module: 'InstitucionalPage' },
  cookies: { remote: 'discovery', module: 'InstitucionalPage' },
  faq: { remote: 'discovery', module: 'InstitucionalPage' },
  quemSomos: { remote: 'discovery', module: 'InstitucionalPage' },
  declaracao: { remote: 'discovery', module: 'DeclaracaoPage' },
} as const satisfies Record<RouteName, RemotePageRef | null>;

/** The remote a route's page comes from, or null for the shell's own pages. */
export function remoteOfRoute(route: RouteName): RemoteName | null {
  const page: RemotePageRef | null = ROUTE_PAGES[route];
  return page?.remote ?? null;
}
