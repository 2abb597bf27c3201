// The agenda's exceptions and the month slots:
//   GET/POST /agenda/terapeutas/{id}/bloqueios, DELETE …/bloqueios/{blockId}  (days off, extra hours)
//   GET /agenda/terapeutas/{id}/feriados?ano=YYYY, PUT …/feriados/{date} { open }  (national holidays)
//   GET /agenda/terapeutas/{id}/slots-mes?year&month  (what a reschedule may pick)
// Every change refreshes the calendars (slots-mes) that show this therapist, here and in other remotes.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http, idempotent } from '@acolhe/shared-auth';
import type { AgendaBlock, AgendaBlockKind, AgendaHoliday, Slot } from '@acolhe/shared-domain';
import { belongsTo, showsSlots } from '@acolhe/shared-domain/contracts';
import { keyMentions, therapistAreaKeys } from './keys';
import { asList } from './lists';

const base = (id: string) => `agenda/terapeutas/${encodeURIComponent(id)}`;

/** Calendars of this therapist (slots-mes here and in other remotes) after an agenda change. */
function refreshCalendars(queryClient: QueryClient, id: string) {
  return queryClient.invalidateQueries({
    predicate: (q) => keyMentions(q.queryKey, id) && (!belongsTo(q.queryKey, 'therapistArea') || showsSlots(q.queryKey)),
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
  return useQuery({
    queryKey: therapistAreaKeys.blocks(id),
    queryFn: async () => asList<AgendaBlock>(await http.get(`${base(id)}/bloqueios`).json<unknown>()),
  });
}

export function useCreateAgendaBlock(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: NewAgendaBlock) =>
      idempotent(`bloqueio:${id}:${block.kind}:${block.start}:${block.end}:${block.reason}`, (headers) =>
        http.post(`${base(id)}/bloqueios`, { json: block, headers }).json<AgendaBlock>(),
      ),
    onSuccess: (created) => {
      queryClient.setQueryData<AgendaBlock[]>(therapistAreaKeys.blocks(id), (list) => [...(list ?? []).filter((b) => b.id !== created.id), created]);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: therapistAreaKeys.blocks(id) }), refreshCalendars(queryClient, id)]),
  });
}

export function useDeleteAgendaBlock(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: Pick<AgendaBlock, 'id'>) =>
      idempotent(`excluir-bloqueio:${id}:${block.id}`, (headers) =>
        http.delete(`${base(id)}/bloqueios/${encodeURIComponent(block.id)}`, { headers }),
      ),
    onSuccess: (_answer, block) => {
      queryClient.setQueryData<AgendaBlock[]>(therapistAreaKeys.blocks(id), (list) => list?.filter((b) => b.id !== block.id));
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: therapistAreaKeys.blocks(id) }), refreshCalendars(queryClient, id)]),
  });
}

// ---- national holidays ----

export function useHolidays(id: string, year: number) {
  return useQuery({
    queryKey: therapistAreaKeys.holidays(id, year),
    queryFn: async () => asList<AgendaHoliday>(await http.get(`${base(id)}/feriados`, { searchParams: { ano: year } }).json<unknown>()),
  });
}

export interface HolidayChange {
  date: string;
  open: boolean;
}

export function useSetHolidayOpen(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, open }: HolidayChange) =>
      idempotent(`feriado:${id}:${date}:${open}`, (headers) =>
        http.put(`${base(id)}/feriados/${encodeURIComponent(date)}`, { json: { open }, headers }).json<AgendaHoliday>(),
      ),
    onSuccess: (saved, { date, open }) => {
      const year = Number(date.slice(0, 4));
      queryClient.setQueryData<AgendaHoliday[]>(therapistAreaKeys.holidays(id, year), (list) =>
        list?.map((h) => (h.date === date ? { ...h, open: typeof saved?.open === 'boolean' ? saved.open : open } : h)),
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
    queryFn: async () =>
      asList<Slot>(await http.get(`${base(id)}/slots-mes`, { searchParams: { year, month } }).json<unknown>()).filter(
        (s) => typeof s?.date === 'string' && typeof s?.time === 'string' && typeof s?.available === 'boolean',
      ),
    enabled: enabled && Boolean(id),
  });
}
