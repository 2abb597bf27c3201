// The therapist's prontuário: the clients seen, a record (every read logged by the api), its entries,
// header and the client's copy.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '@acolhe/shared-auth';
import type { CabecalhoInput } from '@acolhe/shared-domain';
import { addRecordEntry, getRecord, listRecords, releaseRecordCopy, reviseRecordEntry, saveRecordHeader } from '@acolhe/shared-domain/operations';

export function useProntuarios() {
  return useQuery(apiQuery(listRecords, {}));
}

/** Every read is logged by the api: fetched when the record is opened, not in the background. */
export function useProntuario(clienteId: string | null) {
  return useQuery({
    ...apiQuery(getRecord, { params: { clienteId: clienteId ?? '' } }),
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
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(getRecord, { params: { clienteId } }) });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(listRecords, {}), exact: true });
    },
  });
}

export const useAddRegistro = (clienteId: string) =>
  useRecordMutation(clienteId, (body: { sessaoId?: string; texto: string }) => callApi(addRecordEntry, { params: { clienteId }, body }));

export const useEditRegistro = (clienteId: string) =>
  useRecordMutation(clienteId, ({ id, texto }: { id: string; texto: string }) =>
    callApi(reviseRecordEntry, { params: { clienteId, registroId: id }, body: { texto } }),
  );

export const useSaveCabecalho = (clienteId: string) =>
  useRecordMutation(clienteId, (body: CabecalhoInput) => callApi(saveRecordHeader, { params: { clienteId }, body }));

export const useReleaseCopy = (clienteId: string) =>
  useRecordMutation(clienteId, (copiaId: string) => callApi(releaseRecordCopy, { params: { clienteId, copiaId } }));
