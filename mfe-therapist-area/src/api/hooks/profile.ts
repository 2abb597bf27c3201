// The therapist's own record (private read, profile save, photo upload and removal) and the
// professional verification (issue 32).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '@acolhe/shared-auth';
import type { TherapistProfileForm } from '@acolhe/shared-domain';
import { mentionsId, readOf } from '@acolhe/shared-domain/contracts';
import {
  getOwnTherapistProfile,
  getTherapistVerification,
  listSpecialties,
  removeTherapistPhoto,
  updateTherapistProfile,
} from '@acolhe/shared-domain/operations';
import { orWhenMissing, sendVerificacao, uploadProfileImage, VERIFICACAO_VAZIA, type Verificacao } from '../calls';

/** The owner's read: null while the therapist has no profile yet (404). */
export function useMyTherapist(id: string | undefined) {
  const input = { params: { id: id ?? '' } };
  return useQuery({
    queryKey: queryKeyOf(getOwnTherapistProfile, input),
    queryFn: () => orWhenMissing(() => callApi(getOwnTherapistProfile, input), null),
    enabled: Boolean(id),
  });
}

export function useSpecialties() {
  return useQuery({
    ...apiQuery(listSpecialties, {}),
    // The catalogue changes with a deploy, not while a form is open.
    staleTime: 60 * 60 * 1000,
  });
}

export function useSaveTherapistProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TherapistProfileForm) => callApi(updateTherapistProfile, { params: { id }, body: profile }),
    onSuccess: async () => {
      // Every cache showing this therapist (this area's own read, the public profile, listings of
      // other remotes) is stale now.
      await queryClient.invalidateQueries({ predicate: (q) => mentionsId(q.queryKey, id) });
    },
  });
}

export function useUploadProfileImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfileImage(id, file),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => mentionsId(q.queryKey, id) }),
  });
}

export function useRemoveProfileImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(removeTherapistPhoto, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => mentionsId(q.queryKey, id) }),
  });
}

export function useVerificacao(id: string) {
  const input = { params: { id } };
  return useQuery({
    queryKey: queryKeyOf(getTherapistVerification, input),
    queryFn: () => orWhenMissing(() => callApi(getTherapistVerification, input), VERIFICACAO_VAZIA),
    enabled: id !== '',
  });
}

export function useEnviarVerificacao(id: string) {
  const queryClient = useQueryClient();
  return useMutation<Verificacao, unknown, { crp: string; documento: File }>({
    mutationFn: ({ crp, documento }) => sendVerificacao(id, crp, documento),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeyOf(getTherapistVerification, { params: { id } }), saved);
      // the CRP may have changed, and the profile leaves the lists while in analysis
      await queryClient.invalidateQueries({
        predicate: (q) => mentionsId(q.queryKey, id) && readOf(q.queryKey) !== getTherapistVerification.operationId,
      });
    },
  });
}
