// react-query keys are one namespace: every remote uses the one query client (@acolhe/shared-ui/data).
// So every key is [room's root, what it shows, ...parameters]: rooms never read each other's
// entries, and a change made in one room refreshes what other rooms show by these rules, never by
// another room's key spelled out.
export const QUERY_KEY_ROOTS = {
  shell: 'shell',
  discovery: 'public-terapeutas',
  booking: 'booking',
  therapistArea: 'therapist-area',
  clientArea: 'client-area',
  operacao: 'operacao',
} as const;
export type QueryKeyRoom = keyof typeof QUERY_KEY_ROOTS;
/** Each room's keys: `{ ... } satisfies RoomQueryKeys<'clientArea'>` in the room. */
export type RoomQueryKey<R extends QueryKeyRoom> = readonly [(typeof QUERY_KEY_ROOTS)[R], ...unknown[]];
export type RoomQueryKeys<R extends QueryKeyRoom> = Record<string, RoomQueryKey<R> | ((...args: never[]) => RoomQueryKey<R>)>;

/** The second segment of a key whose entry another room refreshes. */
export const QUERY_KEY_KINDS = {
  /** a list of appointments (GET /sessoes, /sessoes/cliente): any room's */
  appointments: 'sessoes',
  /** a month of a therapist's slots (GET …/slots-mes): [root, 'slots-mes', therapistId, ...] */
  slots: 'slots-mes',
} as const;

export function belongsTo(queryKey: readonly unknown[], room: QueryKeyRoom): boolean {
  return queryKey[0] === QUERY_KEY_ROOTS[room];
}

export function showsAppointments(queryKey: readonly unknown[]): boolean {
  return queryKey[1] === QUERY_KEY_KINDS.appointments;
}

/** A slot calendar, of `therapistId` when given. */
export function showsSlots(queryKey: readonly unknown[], therapistId?: string): boolean {
  return queryKey[1] === QUERY_KEY_KINDS.slots && (therapistId === undefined || mentionsId(queryKey, therapistId));
}

/** True when a key mentions `id` anywhere (a plain part, or inside an object part): a save
 * refreshes every cache that shows this person without knowing other rooms' keys. */
export function mentionsId(queryKey: readonly unknown[], id: string): boolean {
  return queryKey.some((part) =>
    typeof part === 'string' ? part === id : part !== null && typeof part === 'object' && JSON.stringify(part).includes(`"${id}"`),
  );
}

/** What a requested, cancelled, moved or answered appointment makes stale, in every room: every
 * appointment list, and the slot calendars (of that therapist when known). */
export function staleAfterAppointmentChange(queryKey: readonly unknown[], therapistId?: string): boolean {
  return showsAppointments(queryKey) || showsSlots(queryKey, therapistId);
}
