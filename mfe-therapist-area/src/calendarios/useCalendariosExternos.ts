// The list of connected calendars and what each card does: read it again now, remove it (asked
// first), tick an account's calendars that block time, choose the one that receives sessions.
import { useMemo, useState } from 'react';
import { apiErrorMessage } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import { readStateOf } from '@acolhe/shared-ui/area-privada';
import { useDeleteExternalCalendar, useExternalCalendars, useSyncExternalCalendar, useUpdateExternalCalendar } from '../api';
import { linhaDoCalendario, type LinhaDoCalendario } from './estado';
import { CALENDARIOS_TEXTS as T } from './texts';

export function useCalendariosExternos(therapistId: string, now: Date) {
  const list = useExternalCalendars(therapistId);
  const sync = useSyncExternalCalendar(therapistId);
  const update = useUpdateExternalCalendar(therapistId);
  const remove = useDeleteExternalCalendar(therapistId);
  const [removing, setRemoving] = useState<LinhaDoCalendario | null>(null);
  const calendarios = useMemo(() => (list.data ?? []).map((c) => linhaDoCalendario(c, now)), [list.data, now]);

  const syncNow = (calendario: LinhaDoCalendario) =>
    sync.mutate(calendario.id, {
      // a read that fails is still an answer: the calendar, in 'erro' with the api's message
      onSuccess: (answer) => {
        const estado = linhaDoCalendario(answer, now).estado;
        if (estado.tom === 'erro') notify({ color: 'red', title: T.syncFailed.title, message: estado.texto });
        else notify({ color: 'teal', title: T.synced.title, message: `${answer.rotulo}: ${estado.texto}.` });
      },
      onError: (err) => notify({ color: 'red', title: T.syncFailed.title, message: apiErrorMessage(err, T.syncFailed.message) }),
    });

  const patch = (calendario: LinhaDoCalendario, body: Parameters<typeof update.mutate>[0]['body']) =>
    update.mutate(
      { calId: calendario.id, body },
      {
        onSuccess: () => notify({ color: 'teal', title: T.updated.title, message: calendario.rotulo }),
        onError: (err) => notify({ color: 'red', title: T.updateFailed.title, message: apiErrorMessage(err, T.updateFailed.message) }),
      },
    );

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notify({ color: 'teal', title: T.removed.title, message: removing.rotulo });
        setRemoving(null);
      },
      onError: (err) => notify({ color: 'red', title: T.removeFailed.title, message: apiErrorMessage(err, T.removeFailed.message) }),
    });
  };

  return {
    calendarios,
    ...readStateOf(list),
    // a failed background read keeps the list on screen
    failed: list.isError && !list.data,
    syncNow,
    syncingId: sync.isPending ? sync.variables : undefined,
    /** tick or untick one of an account's calendars for busy time */
    setBloqueia: (calendario: LinhaDoCalendario, colecaoId: string, bloqueia: boolean) => patch(calendario, { colecoes: [{ id: colecaoId, bloqueia }] }),
    /** the account's calendar that receives Acolhe's sessions */
    setRecebeSessoes: (calendario: LinhaDoCalendario, colecaoId: string) => patch(calendario, { recebeSessoes: colecaoId }),
    updatingId: update.isPending ? update.variables?.calId : undefined,
    removing,
    askRemove: setRemoving,
    // the dialog stays while the removal is on its way
    dismissRemove: () => {
      if (!remove.isPending) setRemoving(null);
    },
    confirmRemove,
    removePending: remove.isPending,
  };
}
