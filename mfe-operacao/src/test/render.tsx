import { renderAt, resetUi } from '@acolhe/shared-ui/testing';
import OperacaoPage from '../pages/OperacaoPage';
import { definirSessao, OPERADOR } from './operadorFake';

/** The console as the shell mounts it (at /operacao/*), opened at `route`. */
export function renderConsole(route: string) {
  return renderAt(<OperacaoPage />, { route, path: '/operacao/*' });
}

/** Each test of the file starts on a fresh UI with the operator signed in (operadorFake's session;
 * the file mocks ../sessao/operador with it). */
export function operadorEmCadaTeste() {
  beforeEach(() => {
    resetUi();
    definirSessao(OPERADOR);
  });
}
