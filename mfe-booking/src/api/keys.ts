// react-query keys of this remote: [root, what, ...] by the contract of the one shared cache
// (@acolhe/shared-domain/contracts, queryKeys.ts). The slots are a 'slots-mes' key, so other rooms'
// changes of appointments refresh them too.
import { QUERY_KEY_KINDS, QUERY_KEY_ROOTS, type RoomQueryKeys } from '@acolhe/shared-domain/contracts';

const root = QUERY_KEY_ROOTS.booking;

export const bookingKeys = {
  slots: (therapistId: string, year: number, month: number) => [root, QUERY_KEY_KINDS.slots, therapistId, year, month] as const,
  therapist: (therapistId: string) => [root, 'public-terapeuta', therapistId] as const,
  sala: (sessaoId: string) => [root, 'sala', sessaoId] as const,
  serieSala: (serieId: string) => [root, 'serie-sala', serieId] as const,
} satisfies RoomQueryKeys<'booking'>;
