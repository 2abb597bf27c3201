import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES, type ExposedModuleId, type PageName, type RemoteName, type RoutePath } from '@acolhe/shared-domain/contracts';
/** product.md#screens guards: public, none (/agendar), or a role that must also own the :id. */
export type RouteGuard = 'public' | 'none' | 'terapeuta' | 'cliente';

/** A page a remote exposes by the contract (@acolhe/shared-domain/contracts) and that needs no
 * props: another name does not compile, and `npm test` checks the built remotes expose it. */
export type RemotePage = { [R in RemoteName]: { remote: R; module: PageName<R> } }[RemoteName];

/** Where a route's page comes from: a remote's exposed module, or a page of the shell itself. */
export type RoutePage = RemotePage | { local: LazyExoticComponent<ComponentType> };

/** `remote/Module`, what the Module Federation runtime loads. */
export function remoteModuleOf(page: RemotePage): ExposedModuleId {
  return `${page.remote}/${page.module}` as ExposedModuleId;
}

export interface RouteEntry {
  /** One of the site's addresses (@acolhe/shared-domain/contracts ROUTES), which the shell's
   * server also answers (a path of no route is a 404 there). */
  path: RoutePath;
  guard: RouteGuard;
  purpose: string;
  page: RoutePage;
  /** account pages (/login, /cadastro): someone already signed in when opening them goes to their area */
  guestOnly?: true;
}

const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const CadastroPage = lazy(() => import('../pages/cadastro/CadastroPage'));

/** product.md#screens, the whole route table: path, guard and the page it mounts. */
export const routeTable: RouteEntry[] = [
  { path: ROUTES.home, guard: 'public', purpose: 'Início', page: { remote: 'discovery', module: 'HomePage' } },
  { path: ROUTES.cadastro, guard: 'public', purpose: 'Cadastro', page: { local: CadastroPage }, guestOnly: true },
  { path: ROUTES.login, guard: 'public', purpose: 'Login', page: { local: LoginPage }, guestOnly: true },
  { path: ROUTES.terapeutas, guard: 'public', purpose: 'Busca de terapeutas', page: { remote: 'discovery', module: 'TerapeutasPage' } },
  { path: ROUTES.tutorialTerapeutas, guard: 'public', purpose: 'Tutorial para terapeutas', page: { remote: 'discovery', module: 'TutorialTerapeutasPage' } },
  { path: ROUTES.tutorialClientes, guard: 'public', purpose: 'Tutorial para clientes', page: { remote: 'discovery', module: 'TutorialClientesPage' } },
  { path: ROUTES.terapeuta, guard: 'public', purpose: 'Perfil público do terapeuta', page: { remote: 'discovery', module: 'TerapeutaPerfilPage' } },
  { path: ROUTES.areaTerapeuta, guard: 'terapeuta', purpose: 'Área do Terapeuta', page: { remote: 'therapistArea', module: 'AreaTerapeutaPage' } },
  { path: ROUTES.configuracoesTerapeuta, guard: 'terapeuta', purpose: 'Configurações do terapeuta', page: { remote: 'therapistArea', module: 'ConfiguracoesTerapeutaPage' } },
  { path: ROUTES.painelCliente, guard: 'cliente', purpose: 'Painel do cliente', page: { remote: 'clientArea', module: 'ClienteDashboardPage' } },
  { path: ROUTES.configuracoesCliente, guard: 'cliente', purpose: 'Configurações da conta', page: { remote: 'clientArea', module: 'ClienteConfiguracoesPage' } },
  { path: ROUTES.agendar, guard: 'none', purpose: 'Agendamento', page: { remote: 'booking', module: 'AgendarPage' } },
];
