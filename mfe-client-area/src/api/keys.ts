// Query keys of this remote: [root, what, ...] by the contract of the one shared cache
// (@acolhe/shared-domain/contracts, queryKeys.ts). The appointment list and the slot calendars
// use the contract's kinds, so a booking or another room's change refreshes them.
import { QUERY_KEY_KINDS, QUERY_KEY_ROOTS, type RoomQueryKeys } from '@acolhe/shared-domain/contracts';

const root = QUERY_KEY_ROOTS.clientArea;

export const clientAreaKeys = {
  client: (id: string) => [root, 'cliente', id] as const,
  appointments: () => [root, QUERY_KEY_KINDS.appointments] as const,
  cep: (digits: string) => [root, 'cep', digits] as const,
  preferences: () => [root, 'preferencias'] as const,
  payments: () => [root, 'pagamentos'] as const,
  pix: (sessionId: string) => [root, 'pix', sessionId] as const,
  series: (id: string) => [root, 'serie', id] as const,
  /** the moves of series waiting for the therapist: refreshed with the appointment lists (same kind) */
  seriesChanges: () => [root, QUERY_KEY_KINDS.appointments, 'mudancas-de-serie'] as const,
  copias: () => [root, 'prontuario-copias'] as const,
  slots: (therapistId: string, year: number, month: number) => [root, QUERY_KEY_KINDS.slots, therapistId, year, month] as const,
} satisfies RoomQueryKeys<'clientArea'>;

/** True when a query key mentions `id` anywhere: a profile save refreshes every cache that shows
 * this client (e.g. the booking page's prefill) without knowing other remotes' keys. */
export { mentionsId as keyMentions } from '@acolhe/shared-domain/contracts';
