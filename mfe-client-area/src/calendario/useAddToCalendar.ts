// 'Adicionar ao calendário' of one confirmed session: the .ics download (authenticated, through
// the api) and the Google Agenda link.
import { apiErrorMessage } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import type { Appointment } from '@acolhe/shared-domain';
import { useSessionCalendarDownload } from '../api';
import { CALENDAR_TEXTS, googleCalendarLinkOf, icsFileNameFrom } from './calendario';
import { saveFile } from '../api/saveFile';

export function useAddToCalendar(appointment: Appointment) {
  const download = useSessionCalendarDownload();
  const downloadIcs = () =>
    download.mutate(appointment.id, {
      onSuccess: ({ blob, contentDisposition }) => saveFile(blob, icsFileNameFrom(contentDisposition)),
      onError: (error) =>
        notify({ color: 'red', title: CALENDAR_TEXTS.downloadFailedTitle, message: apiErrorMessage(error, CALENDAR_TEXTS.downloadFailed) }),
    });
  return { downloadIcs, downloading: download.isPending, googleLink: googleCalendarLinkOf(appointment) };
}
