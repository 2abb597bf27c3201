// The therapist's own record: private read, profile save, photo upload and removal.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, httpStatusOf } from '@acolhe/shared-auth';
import type { PublicationStatus, Specialty, Therapist, TherapistProfileForm } from '@acolhe/shared-domain';

/** The owner's read: the record plus what keeps it out of the public pages. */
export type OwnTherapist = Therapist & PublicationStatus;
import { asList } from './lists';
import { keyMentions, therapistAreaKeys } from './keys';

const path = (id: string) => `terapeutas/${encodeURIComponent(id)}`;

/** GET /terapeutas/{id} (private read, own record). null while the therapist has no profile yet. */
export async function fetchMyTherapist(id: string): Promise<OwnTherapist | null> {
  try {
    return await http.get(path(id)).json<OwnTherapist>();
  } catch (err) {
    if (httpStatusOf(err) === 404) return null;
    throw err;
  }
}

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
    queryFn: async () => asList<Specialty>(await http.get('especialidades').json<unknown>()),
    // The catalogue changes with a deploy, not while a form is open.
    staleTime: 60 * 60 * 1000,
  });
}

/** PUT /terapeutas/{id} with the profile form (specialties as ids). */
export function useSaveTherapistProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TherapistProfileForm) => http.put(path(id), { json: profile }).json<Therapist>(),
    onSuccess: async (saved) => {
      if (saved && typeof saved === 'object' && 'id' in saved) queryClient.setQueryData(therapistAreaKeys.therapist(id), saved);
      // Every cache showing this therapist (public profile, listings of other remotes) is stale now.
      await queryClient.invalidateQueries({ predicate: (q) => keyMentions(q.queryKey, id) });
    },
  });
}

/** POST /terapeutas/{id}/upload-profile-image, multipart field `file` → { url }. */
export async function uploadProfileImage(id: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await http.post(`${path(id)}/upload-profile-image`, { body }).json<{ url?: string; imageUrl?: string }>();
  const url = answer?.url ?? answer?.imageUrl; // api/README.md: a variant answers imageUrl
  if (!url) throw new Error('upload sem url');
  return url;
}

export function useUploadProfileImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfileImage(id, file),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => keyMentions(q.queryKey, id) }),
  });
}

/** DELETE /terapeutas/{id}/profile-image: removes the own photo (the api deletes the stored file). */
export async function removeProfileImage(id: string): Promise<void> {
  await http.delete(`${path(id)}/profile-image`);
}

export function useRemoveProfileImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeProfileImage(id),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => keyMentions(q.queryKey, id) }),
  });
}
