// Query keys of this remote: [root, what, ...] by the contract of the one shared cache
// (@acolhe/shared-domain/contracts, queryKeys.ts). The appointment list and the slot calendars
// use the contract's kinds, so a booking or another room's change refreshes them.
import { QUERY_KEY_KINDS, QUERY_KEY_ROOTS, type RoomQueryKeys } from '@acolhe/shared-domain/contracts';

const root = QUERY_KEY_ROOTS.therapistArea;

export const therapistAreaKeys = {
  all: [root] as const,
  therapist: (id: string) => [root, 'therapist', id] as const,
  appointments: () => [root, QUERY_KEY_KINDS.appointments] as const,
  availability: (id: string) => [root, 'availability', id] as const,
  blocks: (id: string) => [root, 'bloqueios', id] as const,
  holidays: (id: string, year: number) => [root, 'feriados', id, year] as const,
  slots: (id: string, year: number, month: number) => [root, QUERY_KEY_KINDS.slots, id, year, month] as const,
  series: (id: string) => [root, 'serie', id] as const,
  /** the clients' moves of series waiting for an answer: refreshed with the appointment lists (same kind) */
  seriesChanges: () => [root, QUERY_KEY_KINDS.appointments, 'mudancas-de-serie'] as const,
  slotsOf: (id: string) => [root, QUERY_KEY_KINDS.slots, id] as const,
  reviews: (id: string) => [root, 'avaliacoes', id] as const,
  cep: (digits: string) => [root, 'cep', digits] as const,
  preferences: () => [root, 'preferencias'] as const,
  calendarFeed: () => [root, 'calendario'] as const,
  specialties: () => [root, 'especialidades'] as const,
  verificacao: (id: string) => [root, 'verificacao', id] as const,
  paymentSettings: (id: string) => [root, 'pagamento', id] as const,
  payments: () => [root, 'pagamentos'] as const,
  finances: (mes: string, cliente: string) => [root, 'financeiro', mes, cliente] as const,
  financesAll: () => [root, 'financeiro'] as const,
  prontuarios: () => [root, 'prontuario'] as const,
  prontuario: (clienteId: string) => [root, 'prontuario', clienteId] as const,
} satisfies RoomQueryKeys<'therapistArea'>;

/** True when a query key mentions `id` anywhere: lets a save refresh every cache that shows
 * this therapist (e.g. the public profile or the calendar slots of other remotes) without
 * knowing their keys. */
export { mentionsId as keyMentions } from '@acolhe/shared-domain/contracts';
