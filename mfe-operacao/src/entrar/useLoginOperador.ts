// The operators' sign-in, step by step (issue 32): e-mail and password → on the first sign-in a
// new password, then the authenticator's set-up (QR code + secret, a code to confirm) → on later
// sign-ins the authenticator's code. The steps are shared-auth's; this hook only keeps which one
// the screen shows and the pt-BR message of the last failure.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ErroLoginOperador,
  confirmarTotp,
  definirNovaSenha,
  enviarCodigoOperador,
  iniciarLoginOperador,
  type PassoOperador,
} from '../sessao/operador';
import { TEXTOS } from '../texts';
import { CAMINHOS } from '../caminhos';

export type EtapaLogin = { passo: 'credenciais' } | Exclude<PassoOperador, { passo: 'pronto' }>;

const INICIO: EtapaLogin = { passo: 'credenciais' };

export function useLoginOperador() {
  const navigate = useNavigate();
  const [etapa, setEtapa] = useState<EtapaLogin>(INICIO);
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const executar = async (passo: () => Promise<PassoOperador>) => {
    setOcupado(true);
    setErro(null);
    try {
      const proximo = await passo();
      if (proximo.passo === 'pronto') navigate(CAMINHOS.resumo, { replace: true });
      else setEtapa(proximo);
    } catch (err) {
      const conhecido = err instanceof ErroLoginOperador;
      // an unexpected failure: its kind for whoever reads the console (never the e-mail or the password)
      if (!conhecido) console.error('[operacao] falha inesperada no login:', err instanceof Error ? err.name : typeof err);
      setErro(conhecido ? err.message : TEXTOS.erroAcao);
      // a step that expired (or was refused for good) starts over from the e-mail and password
      if (conhecido && (err as ErroLoginOperador & { reiniciar?: boolean }).reiniciar) setEtapa(INICIO);
    } finally {
      setOcupado(false);
    }
  };

  return {
    etapa,
    erro,
    ocupado,
    entrar: (email: string, senha: string) => executar(() => iniciarLoginOperador(email, senha)),
    novaSenha: (senha: string) => executar(() => definirNovaSenha(senha)),
    confirmarAutenticador: (codigo: string) => executar(() => confirmarTotp(codigo)),
    enviarCodigo: (codigo: string) => executar(() => enviarCodigoOperador(codigo)),
    recomecar: () => {
      setErro(null);
      setEtapa(INICIO);
    },
  };
}
