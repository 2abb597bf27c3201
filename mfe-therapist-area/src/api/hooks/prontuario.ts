// The therapist's prontuário: the clients seen, a record (every read logged by the api), its entries,
// header and the client's copy.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CabecalhoInput } from '@acolhe/shared-domain';
import { addRegistro, editRegistro, fetchProntuario, fetchProntuarios, releaseCopy, saveCabecalho } from '../endpoints';
import { therapistAreaKeys } from '../keys';

export function useProntuarios() {
  return useQuery({ queryKey: therapistAreaKeys.prontuarios(), queryFn: fetchProntuarios });
}

/** Every read is logged by the api: fetched when the record is opened, not in the background. */
export function useProntuario(clienteId: string | null) {
  return useQuery({
    queryKey: therapistAreaKeys.prontuario(clienteId ?? ''),
    queryFn: () => fetchProntuario(clienteId ?? ''),
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
      void queryClient.invalidateQueries({ queryKey: therapistAreaKeys.prontuario(clienteId) });
      void queryClient.invalidateQueries({ queryKey: therapistAreaKeys.prontuarios(), exact: true });
    },
  });
}

export const useAddRegistro = (clienteId: string) =>
  useRecordMutation(clienteId, (input: { sessaoId?: string; texto: string }) => addRegistro(clienteId, input));

export const useEditRegistro = (clienteId: string) =>
  useRecordMutation(clienteId, ({ id, texto }: { id: string; texto: string }) => editRegistro(clienteId, id, texto));

export const useSaveCabecalho = (clienteId: string) => useRecordMutation(clienteId, (input: CabecalhoInput) => saveCabecalho(clienteId, input));

export const useReleaseCopy = (clienteId: string) => useRecordMutation(clienteId, (copiaId: string) => releaseCopy(clienteId, copiaId));
