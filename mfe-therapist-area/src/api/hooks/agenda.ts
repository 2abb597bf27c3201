// Weekly availability, the agenda's exceptions (days off, extra hours, national holidays) and the
// month slots. Every change refreshes the calendars (listMonthSlots) that show this therapist, here
// and in other remotes.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '@acolhe/shared-auth';
import type { AgendaBlock, AgendaBlockKind, AgendaHoliday, AvailabilityDay, AvailabilityRecord, BufferMinutes } from '@acolhe/shared-domain';
import { mentionsId, readOf, SLOT_READS } from '@acolhe/shared-domain/contracts';
import {
  createAgendaBlock,
  deleteAgendaBlock,
  getAvailability,
  listAgendaBlocks,
  listHolidays,
  listMonthSlots,
  saveAvailability,
  setHolidayOpen,
} from '@acolhe/shared-domain/operations';
import { orWhenMissing } from '../calls';

/** A key of the month slots (booking's, the client's move dialog, this area's reschedule) of this therapist. */
const showsSlotsOf = (key: readonly unknown[], id: string) => SLOT_READS.includes(readOf(key) ?? '') && mentionsId(key, id);

/** Calendars of this therapist (listMonthSlots here and in other remotes) after an agenda change
 * (an external calendar's busy times included: hooks/calendarios.ts). */
export function refreshCalendars(queryClient: QueryClient, id: string) {
  return queryClient.invalidateQueries({ predicate: (q) => showsSlotsOf(q.queryKey, id) });
}

// ---- weekly availability ----

export function useAvailability(id: string | undefined) {
  const input = { params: { therapistId: id ?? '' } };
  return useQuery({
    queryKey: queryKeyOf(getAvailability, input),
    // null when the therapist never saved one
    queryFn: () => orWhenMissing(() => callApi(getAvailability, input), null),
    enabled: Boolean(id),
    // product.md#sessions-appointments: loaded once; the editor owns the values afterwards.
    staleTime: Infinity,
    retry: false,
  });
}

/** The week and the profile's session settings (the api writes those to the profile). */
export interface AvailabilitySave {
  schedule: AvailabilityDay[];
  sessionDuration: number;
  bufferMinutes: BufferMinutes;
  minNoticeHours: number;
  /** the loaded record's creation time, kept on re-save ('' for a record never saved) */
  createdAt?: string;
}

export function useSaveAvailability(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ schedule, sessionDuration, bufferMinutes, minNoticeHours, createdAt }: AvailabilitySave) => {
      const now = new Date().toISOString();
      // The record as the api takes it; the api assigns id and timestamps itself and writes the session settings
      // to the profile.
      const record = {
        id: String(Date.now()),
        therapistId: id,
        schedule,
        sessionDuration,
        bufferMinutes,
        minNoticeHours,
        createdAt: createdAt || now,
        updatedAt: now,
      } satisfies AvailabilityRecord;
      return callApi(saveAvailability, { params: { therapistId: id }, body: record });
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeyOf(getAvailability, { params: { therapistId: id } }), saved);
      // The profile now carries the saved settings, and every calendar (here and in other remotes)
      // shows this therapist's times: refresh them; the editor itself keeps its values.
      await queryClient.invalidateQueries({
        predicate: (q) =>
          showsSlotsOf(q.queryKey, id) || (readOf(q.queryKey) !== getAvailability.operationId && mentionsId(q.queryKey, id)),
      });
    },
  });
}

// ---- blocks and extra hours ----

export interface NewAgendaBlock {
  start: string;
  end: string;
  reason: string;
  kind: AgendaBlockKind;
}

export function useAgendaBlocks(id: string) {
  return useQuery(apiQuery(listAgendaBlocks, { params: { therapistId: id } }));
}

export function useCreateAgendaBlock(id: string) {
  const queryClient = useQueryClient();
  const blocksKey = queryKeyOf(listAgendaBlocks, { params: { therapistId: id } });
  return useMutation({
    mutationFn: (block: NewAgendaBlock) =>
      callApi(createAgendaBlock, { params: { therapistId: id }, body: block }),
    onSuccess: (created) => {
      queryClient.setQueryData<AgendaBlock[]>(blocksKey, (list) => [...(list ?? []).filter((b) => b.id !== created.id), created]);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: blocksKey }), refreshCalendars(queryClient, id)]),
  });
}

export function useDeleteAgendaBlock(id: string) {
  const queryClient = useQueryClient();
  const blocksKey = queryKeyOf(listAgendaBlocks, { params: { therapistId: id } });
  return useMutation({
    mutationFn: (block: Pick<AgendaBlock, 'id'>) =>
      callApi(deleteAgendaBlock, { params: { therapistId: id, blockId: block.id } }),
    onSuccess: (_answer, block) => {
      queryClient.setQueryData<AgendaBlock[]>(blocksKey, (list) => list?.filter((b) => b.id !== block.id));
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: blocksKey }), refreshCalendars(queryClient, id)]),
  });
}

// ---- national holidays ----

const holidaysInput = (id: string, year: number) => ({ params: { therapistId: id }, query: { ano: year } });

export function useHolidays(id: string, year: number) {
  return useQuery(apiQuery(listHolidays, holidaysInput(id, year)));
}

export interface HolidayChange {
  date: string;
  open: boolean;
}

export function useSetHolidayOpen(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, open }: HolidayChange) =>
      callApi(setHolidayOpen, { params: { therapistId: id, date }, body: { open } }),
    onSuccess: (saved, { date }) => {
      const year = Number(date.slice(0, 4));
      queryClient.setQueryData<AgendaHoliday[]>(queryKeyOf(listHolidays, holidaysInput(id, year)), (list) =>
        list?.map((h) => (h.date === date ? { ...h, open: saved.open } : h)),
      );
      return refreshCalendars(queryClient, id);
    },
  });
}

// ---- month slots ----

/** Slots of a month (month 1-based); only `available` ones may be picked. Same key as booking's. */
export function useMonthSlots(id: string, year: number, month: number, enabled = true) {
  return useQuery({
    ...apiQuery(listMonthSlots, { params: { id }, query: { year, month } }),
    enabled: enabled && Boolean(id),
  });
}

