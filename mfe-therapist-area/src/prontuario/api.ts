// The therapist's prontuário calls (api/README.md, "Prontuário"):
//   GET /prontuario                          the clients they have seen
//   GET /prontuario/{clienteId}              the record (the api logs the read)
//   PUT /prontuario/{clienteId}              identification and demand
//   POST /prontuario/{clienteId}/registros   a new entry { sessaoId?, texto }
//   PUT /prontuario/{clienteId}/registros/{id}   the entry's next version
//   GET /prontuario/{clienteId}/prontuario.pdf   the export (logged)
//   POST /prontuario/{clienteId}/copias/{id}/liberar   releases the client's copy
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, saveFile } from '@acolhe/shared-auth';
import { QUERY_KEY_ROOTS } from '@acolhe/shared-domain/contracts';
import type { CabecalhoInput, PedidoCopia, Prontuario, ProntuarioResumo, RegistroEvolucao } from '@acolhe/shared-domain';

const root = QUERY_KEY_ROOTS.therapistArea;
export const prontuarioKeys = {
  list: () => [root, 'prontuario'] as const,
  record: (clienteId: string) => [root, 'prontuario', clienteId] as const,
};

const seg = encodeURIComponent;

export function useProntuarios() {
  return useQuery({ queryKey: prontuarioKeys.list(), queryFn: () => http.get('prontuario').json<ProntuarioResumo[]>() });
}

/** Every read is logged by the api: fetched when the record is opened, not in the background. */
export function useProntuario(clienteId: string | null) {
  return useQuery({
    queryKey: prontuarioKeys.record(clienteId ?? ''),
    queryFn: () => http.get(`prontuario/${seg(clienteId ?? '')}`).json<Prontuario>(),
    enabled: Boolean(clienteId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
}

function useRecordMutation<I, O>(clienteId: string, call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation<O, unknown, I>({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: prontuarioKeys.record(clienteId) });
      void queryClient.invalidateQueries({ queryKey: prontuarioKeys.list(), exact: true });
    },
  });
}

export const useAddRegistro = (clienteId: string) =>
  useRecordMutation(clienteId, (input: { sessaoId?: string; texto: string }) =>
    http.post(`prontuario/${seg(clienteId)}/registros`, { json: input }).json<RegistroEvolucao>(),
  );

export const useEditRegistro = (clienteId: string) =>
  useRecordMutation(clienteId, ({ id, texto }: { id: string; texto: string }) =>
    http.put(`prontuario/${seg(clienteId)}/registros/${seg(id)}`, { json: { texto } }).json<RegistroEvolucao>(),
  );

export const useSaveCabecalho = (clienteId: string) =>
  useRecordMutation(clienteId, (input: CabecalhoInput) => http.put(`prontuario/${seg(clienteId)}`, { json: input }).json<Prontuario>());

export const useReleaseCopy = (clienteId: string) =>
  useRecordMutation(clienteId, (copiaId: string) => http.post(`prontuario/${seg(clienteId)}/copias/${seg(copiaId)}/liberar`, { json: {} }).json<PedidoCopia>());

/** Downloads the PDF (the browser saves it; nothing is kept in the page). */
export async function downloadProntuarioPdf(clienteId: string): Promise<void> {
  const blob = await http.get(`prontuario/${seg(clienteId)}/prontuario.pdf`).blob();
  saveFile(new Blob([blob], { type: 'application/pdf' }), `prontuario-${new Date().toISOString().slice(0, 10)}.pdf`);
}
