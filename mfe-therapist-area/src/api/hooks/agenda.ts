// Weekly availability, the agenda's exceptions (days off, extra hours, national holidays) and the
// month slots. Every change refreshes the calendars (slots-mes) that show this therapist, here and
// in other remotes.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIdempotentAttempt } from '@acolhe/shared-auth';
import type { AgendaBlock, AgendaHoliday, AvailabilityDay, AvailabilityRecord } from '@acolhe/shared-domain';
import { belongsTo, showsSlots } from '@acolhe/shared-domain/contracts';
import {
  createAgendaBlock,
  deleteAgendaBlock,
  fetchAgendaBlocks,
  fetchAvailability,
  fetchHolidays,
  fetchMonthSlots,
  saveAvailability,
  setHolidayOpen,
  type NewAgendaBlock,
} from '../endpoints';
import { keyMentions, therapistAreaKeys } from '../keys';

/** Calendars of this therapist (slots-mes here and in other remotes) after an agenda change. */
function refreshCalendars(queryClient: QueryClient, id: string) {
  return queryClient.invalidateQueries({
    predicate: (q) => keyMentions(q.queryKey, id) && (!belongsTo(q.queryKey, 'therapistArea') || showsSlots(q.queryKey)),
  });
}

// ---- weekly availability ----

export function useAvailability(id: string | undefined) {
  return useQuery({
    queryKey: therapistAreaKeys.availability(id ?? ''),
    queryFn: () => fetchAvailability(id!),
    enabled: Boolean(id),
    // product.md#sessions-appointments: loaded once; the editor owns the values afterwards.
    staleTime: Infinity,
    retry: false,
  });
}

export interface AvailabilitySave {
  schedule: AvailabilityDay[];
  /** the profile's session settings: the api writes them to the profile */
  sessionDuration: number;
  bufferMinutes: number;
  minNoticeHours: number;
  /** the loaded record's creation time, kept on re-save ('' for a record never saved) */
  createdAt?: string;
}

/** Other remotes' queries of this therapist, and here the profile and the month slots. */
function showsSchedule(key: readonly unknown[]): boolean {
  return !belongsTo(key, 'therapistArea') || key[1] === 'therapist' || showsSlots(key);
}

export function useSaveAvailability(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ schedule, sessionDuration, bufferMinutes, minNoticeHours, createdAt }: AvailabilitySave) => {
      const now = new Date().toISOString();
      // The record as the api takes it; the api assigns id and timestamps itself and writes the session settings
      // to the profile.
      const record: AvailabilityRecord = {
        id: String(Date.now()),
        therapistId: id,
        schedule,
        sessionDuration,
        bufferMinutes,
        minNoticeHours,
        createdAt: createdAt || now,
        updatedAt: now,
      };
      return saveAvailability(id, record);
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(therapistAreaKeys.availability(id), saved);
      // The profile now carries the saved settings, and every calendar (slots-mes, here and in
      // other remotes) shows this therapist's times: refresh them; the editor itself keeps its values.
      await queryClient.invalidateQueries({
        predicate: (q) => keyMentions(q.queryKey, id) && showsSchedule(q.queryKey),
      });
    },
  });
}

// ---- blocks and extra hours ----

export function useAgendaBlocks(id: string) {
  return useQuery({ queryKey: therapistAreaKeys.blocks(id), queryFn: () => fetchAgendaBlocks(id) });
}

export function useCreateAgendaBlock(id: string) {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: (block: NewAgendaBlock) => attempt.send({ bloqueio: id, ...block }, (headers) => createAgendaBlock(id, block, headers)),
    onSuccess: (created) => {
      queryClient.setQueryData<AgendaBlock[]>(therapistAreaKeys.blocks(id), (list) => [...(list ?? []).filter((b) => b.id !== created.id), created]);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: therapistAreaKeys.blocks(id) }), refreshCalendars(queryClient, id)]),
  });
}

export function useDeleteAgendaBlock(id: string) {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: (block: Pick<AgendaBlock, 'id'>) =>
      attempt.send({ excluirBloqueio: block.id, therapistId: id }, (headers) => deleteAgendaBlock(id, block.id, headers)),
    onSuccess: (_answer, block) => {
      queryClient.setQueryData<AgendaBlock[]>(therapistAreaKeys.blocks(id), (list) => list?.filter((b) => b.id !== block.id));
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: therapistAreaKeys.blocks(id) }), refreshCalendars(queryClient, id)]),
  });
}

// ---- national holidays ----

export function useHolidays(id: string, year: number) {
  return useQuery({ queryKey: therapistAreaKeys.holidays(id, year), queryFn: () => fetchHolidays(id, year) });
}

export interface HolidayChange {
  date: string;
  open: boolean;
}

export function useSetHolidayOpen(id: string) {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: ({ date, open }: HolidayChange) => attempt.send({ feriado: date, therapistId: id, open }, (headers) => setHolidayOpen(id, date, open, headers)),
    onSuccess: (saved, { date }) => {
      const year = Number(date.slice(0, 4));
      queryClient.setQueryData<AgendaHoliday[]>(therapistAreaKeys.holidays(id, year), (list) =>
        list?.map((h) => (h.date === date ? { ...h, open: saved.open } : h)),
      );
      return refreshCalendars(queryClient, id);
    },
  });
}

// ---- month slots ----

/** Slots of a month (month 1-based); only `available` ones may be picked. */
export function useMonthSlots(id: string, year: number, month: number, enabled = true) {
  return useQuery({
    queryKey: therapistAreaKeys.slots(id, year, month),
    queryFn: () => fetchMonthSlots(id, year, month),
    enabled: enabled && Boolean(id),
  });
}
