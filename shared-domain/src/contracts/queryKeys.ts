// react-query keys are one namespace: the whole site has one query client (@acolhe/shared-ui/data).
// A read's key is its operation's (shared-auth `queryKeyOf(row, input)`): `[operationId, params?,
// query?]`, so the same read is one entry wherever it is shown — every room reads it with the same
// row schema. A change makes stale what it changed by the rules below, never by another room's key
// spelled out. (The rooms' own roots, QUERY_KEY_ROOTS, are what the rooms used before the table;
// they go once every room calls the table — issue 42.)
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

// ------------------------------------------------------------------ keys of the operation table

/** The operation a key reads (its first part), or undefined for a key that is not a table read. */
export function readOf(queryKey: readonly unknown[]): string | undefined {
  return typeof queryKey[0] === 'string' ? queryKey[0] : undefined;
}

/** The reads that show sessions, in any room: what a requested, answered, moved or cancelled session
 * changes (its lists, its series, its payment and the therapist's finances and records). */
export const SESSION_READS: readonly string[] = [
  'listTherapistSessions',
  'listClientSessions',
  'getSession',
  'getSeries',
  'listSeriesChanges',
  'listSessionPayments',
  'getSessionPix',
  'getFinances',
  'listRecords',
  'getRecord',
  // the waiting list: a freed time is offered to the first in line, an accepted offer is a session
  'listMyWaitingLists',
  'getTherapistWaitingList',
];

/** The reads of a therapist's free times: the month's slots (booking, the client's move dialog,
 * the therapist's own calendar) and the public pages' next free time. */
export const SLOT_READS: readonly string[] = ['listMonthSlots'];

/** What a requested, cancelled, moved or answered session makes stale, in every room: every read
 * that shows sessions, and the slot calendars (of that therapist when known). */
export function staleAfterSessionChange(queryKey: readonly unknown[], therapistId?: string): boolean {
  const read = readOf(queryKey);
  if (read === undefined) return false;
  if (SESSION_READS.includes(read)) return true;
  return SLOT_READS.includes(read) && (therapistId === undefined || mentionsId(queryKey, therapistId));
}
