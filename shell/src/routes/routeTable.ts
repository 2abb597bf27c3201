import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTE_PAGES, ROUTES, type ExposedModuleId, type RemotePageRef, type RoutePath } from '@acolhe/shared-domain/contracts';
/** product.md#screens guards: public, none (/agendar), conta (any signed-in account: /sessao/:id/sala, /serie/:id/sala),
 * a role that must also own the :id, or 'operador' (the console: customers go home; its remote asks
 * for the operators' sign-in). */
export type RouteGuard = 'public' | 'none' | 'conta' | 'terapeuta' | 'cliente' | 'operador';

/** A page a remote exposes by the contract (@acolhe/shared-domain/contracts) and that needs no
 * props: another name does not compile, and `npm test` checks the built remotes expose it. Which
 * route mounts which page is the contract's ROUTE_PAGES (the shell's server reads it too). */
export type RemotePage = RemotePageRef;

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

/** product.md#screens, the whole route table: path, guard and the page it mounts (a remote's page
 * as ROUTE_PAGES names it; null there is one of the shell's own pages). */
export const routeTable: RouteEntry[] = [
  { path: ROUTES.home, guard: 'public', purpose: 'Início', page: ROUTE_PAGES.home },
  { path: ROUTES.cadastro, guard: 'public', purpose: 'Cadastro', page: { local: CadastroPage }, guestOnly: true },
  { path: ROUTES.login, guard: 'public', purpose: 'Login', page: { local: LoginPage }, guestOnly: true },
  { path: ROUTES.terapeutas, guard: 'public', purpose: 'Busca de terapeutas', page: ROUTE_PAGES.terapeutas },
  { path: ROUTES.tutorialTerapeutas, guard: 'public', purpose: 'Tutorial para terapeutas', page: ROUTE_PAGES.tutorialTerapeutas },
  { path: ROUTES.tutorialClientes, guard: 'public', purpose: 'Tutorial para clientes', page: ROUTE_PAGES.tutorialClientes },
  { path: ROUTES.terapeuta, guard: 'public', purpose: 'Perfil público do terapeuta', page: ROUTE_PAGES.terapeuta },
  { path: ROUTES.areaTerapeuta, guard: 'terapeuta', purpose: 'Área do Terapeuta', page: ROUTE_PAGES.areaTerapeuta },
  { path: ROUTES.configuracoesTerapeuta, guard: 'terapeuta', purpose: 'Configurações do terapeuta', page: ROUTE_PAGES.configuracoesTerapeuta },
  { path: ROUTES.painelCliente, guard: 'cliente', purpose: 'Painel do cliente', page: ROUTE_PAGES.painelCliente },
  { path: ROUTES.configuracoesCliente, guard: 'cliente', purpose: 'Configurações da conta', page: ROUTE_PAGES.configuracoesCliente },
  { path: ROUTES.agendar, guard: 'none', purpose: 'Agendamento', page: ROUTE_PAGES.agendar },
  { path: ROUTES.operacao, guard: 'operador', purpose: 'Console de operação', page: ROUTE_PAGES.operacao },
  { path: ROUTES.salaDaSessao, guard: 'conta', purpose: 'Sala da sessão', page: ROUTE_PAGES.salaDaSessao },
  { path: ROUTES.salaDaSerie, guard: 'conta', purpose: 'Sala da série (a sessão do dia)', page: ROUTE_PAGES.salaDaSerie },
  { path: ROUTES.termosDeUso, guard: 'public', purpose: 'Termos de uso', page: ROUTE_PAGES.termosDeUso },
  { path: ROUTES.politicaDePrivacidade, guard: 'public', purpose: 'Política de privacidade', page: ROUTE_PAGES.politicaDePrivacidade },
  { path: ROUTES.cookies, guard: 'public', purpose: 'Cookies', page: ROUTE_PAGES.cookies },
  { path: ROUTES.faq, guard: 'public', purpose: 'Perguntas frequentes', page: ROUTE_PAGES.faq },
  { path: ROUTES.quemSomos, guard: 'public', purpose: 'Quem somos', page: ROUTE_PAGES.quemSomos },
  { path: ROUTES.declaracao, guard: 'public', purpose: 'Conferir declaração', page: ROUTE_PAGES.declaracao },
];
