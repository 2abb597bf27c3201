// The therapist's own record (private read, profile save, photo upload and removal) and the
// professional verification (issue 32).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TherapistProfileForm } from '@acolhe/shared-domain';
import {
  fetchMyTherapist,
  fetchSpecialties,
  fetchVerificacao,
  removeProfileImage,
  saveTherapistProfile,
  sendVerificacao,
  uploadProfileImage,
  type Verificacao,
} from '../endpoints';
import { keyMentions, therapistAreaKeys } from '../keys';

export function useMyTherapist(id: string | undefined) {
  return useQuery({
    queryKey: therapistAreaKeys.therapist(id ?? ''),
    queryFn: () => fetchMyTherapist(id!),
    enabled: Boolean(id),
  });
}

export function useSpecialties() {
  return useQuery({
    queryKey: therapistAreaKeys.specialties(),
    queryFn: fetchSpecialties,
    // The catalogue changes with a deploy, not while a form is open.
    staleTime: 60 * 60 * 1000,
  });
}

export function useSaveTherapistProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TherapistProfileForm) => saveTherapistProfile(id, profile),
    onSuccess: async () => {
      // Every cache showing this therapist (this area's own read, the public profile, listings of
      // other remotes) is stale now.
      await queryClient.invalidateQueries({ predicate: (q) => keyMentions(q.queryKey, id) });
    },
  });
}

export function useUploadProfileImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfileImage(id, file),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => keyMentions(q.queryKey, id) }),
  });
}

export function useRemoveProfileImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeProfileImage(id),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => keyMentions(q.queryKey, id) }),
  });
}

export function useVerificacao(id: string) {
  return useQuery({ queryKey: therapistAreaKeys.verificacao(id), queryFn: () => fetchVerificacao(id), enabled: id !== '' });
}

export function useEnviarVerificacao(id: string) {
  const queryClient = useQueryClient();
  return useMutation<Verificacao, unknown, { crp: string; documento: File }>({
    mutationFn: ({ crp, documento }) => sendVerificacao(id, crp, documento),
    onSuccess: async (saved) => {
      queryClient.setQueryData(therapistAreaKeys.verificacao(id), saved);
      // the CRP may have changed, and the profile leaves the lists while in analysis
      await queryClient.invalidateQueries({ predicate: (q) => keyMentions(q.queryKey, id) && q.queryKey[1] !== 'verificacao' });
    },
  });
}
