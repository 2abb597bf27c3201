// Query keys of this remote. The queryClient is shared by every remote, so keys are prefixed
// to stay apart from other teams' caches.
export const therapistAreaKeys = {
  all: ['therapist-area'] as const,
  therapist: (id: string) => ['therapist-area', 'therapist', id] as const,
  appointments: () => ['therapist-area', 'appointments'] as const,
  availability: (id: string) => ['therapist-area', 'availability', id] as const,
  blocks: (id: string) => ['therapist-area', 'bloqueios', id] as const,
  holidays: (id: string, year: number) => ['therapist-area', 'feriados', id, year] as const,
  slots: (id: string, year: number, month: number) => ['therapist-area', 'slots-mes', id, year, month] as const,
  slotsOf: (id: string) => ['therapist-area', 'slots-mes', id] as const,
  reviews: (id: string) => ['therapist-area', 'avaliacoes', id] as const,
  cep: (digits: string) => ['therapist-area', 'cep', digits] as const,
  preferences: () => ['therapist-area', 'preferencias'] as const,
  calendarFeed: () => ['therapist-area', 'calendario'] as const,
  specialties: () => ['especialidades'] as const,
};

/** True when a query key mentions `id` anywhere: lets a save refresh every cache that shows
 * this therapist (e.g. the public profile or the calendar slots of other remotes) without
 * knowing their keys. */
export function keyMentions(queryKey: readonly unknown[], id: string): boolean {
  return queryKey.some((part) =>
    typeof part === 'string' ? part === id : part !== null && typeof part === 'object' && JSON.stringify(part).includes(`"${id}"`),
  );
}
