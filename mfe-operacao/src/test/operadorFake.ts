// Stand-in for shared-auth's operators' sign-in (`jest.mock('../sessao/operador', () => jest.requireActual('../test/operadorFake'))`):
// a session a test sets, the steps as jest.fn()s, the token the console must send.
import { useSyncExternalStore } from 'react';

type Sessao = { email: string; sub: string } | null;
let sessao: Sessao = null;
const listeners = new Set<() => void>();
const avisar = () => listeners.forEach((l) => l());

export const OPERADOR = { email: 'operador.demo@acolhe.com.br', sub: 'op-1' };
export const TOKEN_OPERADOR = 'id-token-do-operador';

export function definirSessao(nova: Sessao) {
  sessao = nova;
  avisar();
}

export class ErroLoginOperador extends Error {
  constructor(
    message: string,
    readonly reiniciar = false,
  ) {
    super(message);
  }
}

/** The console's error for a Cognito answer as shared-auth really maps it (its pt-BR text, whether
 * the sign-in starts over), as this fake's class: what the steps reject with. */
export function erroDoCognito(name: string, message: string): ErroLoginOperador {
  const { erroLoginOperador } = jest.requireActual<typeof import('@acolhe/shared-auth/operador')>('@acolhe/shared-auth/operador');
  const real = erroLoginOperador(Object.assign(new Error(message), { name, $metadata: { httpStatusCode: 400 } }));
  return new ErroLoginOperador(real.message, real.reiniciar);
}

export const iniciarLoginOperador = jest.fn();
export const definirNovaSenha = jest.fn();
export const confirmarTotp = jest.fn();
export const enviarCodigoOperador = jest.fn();
export const idTokenOperador = jest.fn(async () => (sessao ? TOKEN_OPERADOR : null));
export const sairOperador = jest.fn(async () => definirSessao(null));
export function useSessaoOperador(): Sessao {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => sessao,
  );
}
