// The therapist's professional verification (issue 32; api/README.md, "Verificação profissional"):
//   GET  /terapeutas/{id}/verificacao   the state, the CRP sent, the dates and a refusal's reason
//   POST /terapeutas/{id}/verificacao   multipart `crp` + `documento` → the new state (201)
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, httpStatusOf } from '@acolhe/shared-auth';
import type { EstadoVerificacao } from '@acolhe/shared-domain';
import { keyMentions, therapistAreaKeys } from './keys';

/** shared-domain's verificacaoAnswer (the fields this area reads). */
export interface Verificacao {
  estado: EstadoVerificacao;
  crp: string;
  /** 'CRP-06 (SP)' */
  conselho: string | null;
  enviadoEm: string | null;
  decididoEm: string | null;
  /** a refusal's reason */
  motivo: string | null;
  documento: { tipo: string; tamanho: number; enviadoEm: string } | null;
}

/** Before the first save of the profile there is nothing to verify yet: nothing sent. */
export const VERIFICACAO_VAZIA: Verificacao = {
  estado: 'nao_enviado',
  crp: '',
  conselho: null,
  enviadoEm: null,
  decididoEm: null,
  motivo: null,
  documento: null,
};

const path = (id: string) => `terapeutas/${encodeURIComponent(id)}/verificacao`;

export async function fetchVerificacao(id: string): Promise<Verificacao> {
  try {
    return await http.get(path(id)).json<Verificacao>();
  } catch (err) {
    if (httpStatusOf(err) === 404) return VERIFICACAO_VAZIA;
    throw err;
  }
}

export function useVerificacao(id: string) {
  return useQuery({ queryKey: therapistAreaKeys.verificacao(id), queryFn: () => fetchVerificacao(id), enabled: id !== '' });
}

export function useEnviarVerificacao(id: string) {
  const queryClient = useQueryClient();
  return useMutation<Verificacao, unknown, { crp: string; documento: File }>({
    mutationFn: async ({ crp, documento }) => {
      const body = new FormData();
      body.append('crp', crp);
      body.append('documento', documento);
      return http.post(path(id), { body }).json<Verificacao>();
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(therapistAreaKeys.verificacao(id), saved);
      // the CRP may have changed, and the profile leaves the lists while in analysis
      await queryClient.invalidateQueries({ predicate: (q) => keyMentions(q.queryKey, id) && q.queryKey[1] !== 'verificacao' });
    },
  });
}
