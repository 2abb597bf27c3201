// The console's calls carry the operator's IdToken, never a customer's: shared-auth's callApi asks
// this source for it on every operator row (access 'operador'), and a 401 there ends the operator's
// session (the console's layout then sends the operator to /operacao/entrar).
import { setOperatorAuthentication } from '@acolhe/shared-auth';
import { idTokenOperador, sairOperador } from '../sessao/operador';

/** Hands the operator's session to shared-auth's callApi: once, when the console is loaded. */
export function chamarComoOperador(): void {
  setOperatorAuthentication({ token: idTokenOperador, ended: sairOperador });
}
