// react-query hooks over the client-area endpoints (shared queryClient of shared-ui).
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, Appointment, ClientProfileInput } from '@acolhe/shared-domain';
import {
  cancelAppointment,
  fetchClient,
  fetchClientAppointments,
  lookupCep,
  saveClient,
  uploadClientImage,
} from './endpoints';
import { clientAreaKeys, keyMentions } from './keys';

/** GET /clientes/{id}, cached under the client id (SPEC §7). */
export function useClient(id: string) {
  return useQuery({
    queryKey: clientAreaKeys.client(id),
    queryFn: () => fetchClient(id),
    enabled: id !== '',
  });
}

/** Every cache that shows this client (ours, and e.g. the booking page's prefill). */
function useRefreshClient(id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ predicate: (q) => keyMentions(q.queryKey, id) }),
    [queryClient, id],
  );
}

/** Save of the personal data; the client is refetched afterwards (SPEC §4). */
export function useSaveClient(id: string) {
  const refresh = useRefreshClient(id);
  return useMutation<void, unknown, ClientProfileInput>({
    mutationFn: saveClient,
    onSuccess: () => refresh(),
  });
}

/** Photo upload; the client is refetched afterwards (SPEC §4). */
export function useUploadClientImage(id: string) {
  const refresh = useRefreshClient(id);
  return useMutation<string, unknown, File>({
    mutationFn: (file) => uploadClientImage(id, file),
    onSuccess: () => refresh(),
  });
}

/** GET /sessoes/cliente: the signed-in client's appointments. */
export function useClientAppointments(enabled = true) {
  return useQuery({
    queryKey: clientAreaKeys.appointments(),
    queryFn: fetchClientAppointments,
    enabled,
  });
}

/** Cancel, then refresh every appointment list ('sessoes…' keys, the therapist's too) and slots
 * (a cancelled request frees the therapist's slot for other clients). */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, Appointment>({
    mutationFn: cancelAppointment,
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (q) => {
          const head = String(q.queryKey[0] ?? '');
          return head.startsWith('sessoes') || q.queryKey.includes('slots-mes');
        },
      }),
  });
}

/** A zip-code lookup through the shared cache: the same CEP is asked once. */
export function useCepFetcher() {
  const queryClient = useQueryClient();
  return useCallback(
    (digits: string): Promise<Address> =>
      queryClient.fetchQuery({ queryKey: clientAreaKeys.cep(digits), queryFn: () => lookupCep(digits), staleTime: Infinity, retry: false }),
    [queryClient],
  );
}
