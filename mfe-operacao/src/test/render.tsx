import { renderAt } from '@acolhe/shared-ui/testing';
import OperacaoPage from '../pages/OperacaoPage';

/** The console as the shell mounts it (at /operacao/*), opened at `route`. */
export function renderConsole(route: string) {
  return renderAt(<OperacaoPage />, { route, path: '/operacao/*' });
}
