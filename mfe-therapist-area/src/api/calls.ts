// The few calls of this area that add something to `callApi(row, input)` (docs/decisions/0047):
// a 404 read as "nothing yet", a FormData built, a feed address checked, a PDF saved as a file.
// Every other call is `callApi(row, input)` in the hooks, with the row's answer type.
import { callApi, httpStatusOf, saveFile } from '@acolhe/shared-auth';
import {
  exportRecordPdf,
  getCalendarFeed,
  getTherapistVerification,
  renewCalendarFeed,
  submitTherapistVerification,
  uploadTherapistPhoto,
  type AnswerOf,
} from '@acolhe/shared-domain/operations';

/** null (or `whenMissing`) for a 404, else the answer or the error. */
export async function orWhenMissing<T, M>(read: () => Promise<T>, whenMissing: M): Promise<T | M> {
  try {
    return await read();
  } catch (err) {
    if (httpStatusOf(err) === 404) return whenMissing;
    throw err;
  }
}

/** The row uploadTherapistPhoto, multipart field `file` → the new photo's url. */
export async function uploadProfileImage(id: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await callApi(uploadTherapistPhoto, { params: { id }, body });
  const url = answer.url || answer.imageUrl;
  if (!url) throw new Error('upload sem url');
  return url;
}

/** The row getTherapistVerification's answer. */
export type Verificacao = AnswerOf<typeof getTherapistVerification>;

/** Before the first save of the profile there is nothing to verify yet: nothing sent. */
export const VERIFICACAO_VAZIA: Verificacao = {
  estado: 'nao_enviado',
  crp: '',
  conselho: null,
  enviadoEm: null,
  decididoEm: null,
  motivo: null,
  documento: null,
  suspensao: null,
};

/** The row submitTherapistVerification, multipart `crp` + `documento` → the new state. */
export function sendVerificacao(id: string, crp: string, documento: File): Promise<Verificacao> {
  const body = new FormData();
  body.append('crp', crp);
  body.append('documento', documento);
  return callApi(submitTherapistVerification, { params: { id }, body });
}

export type CalendarFeed = AnswerOf<typeof getCalendarFeed>;

/** Only an http(s) address is shown (and copied) as the feed. */
function httpFeed(feed: CalendarFeed): CalendarFeed {
  if (!/^https?:\/\//i.test(feed.url)) throw new Error('endereço do calendário ausente');
  return feed;
}

/** The row getCalendarFeed: the private calendar feed's URL. */
export async function fetchCalendarFeed(): Promise<CalendarFeed> {
  return httpFeed(await callApi(getCalendarFeed, {}));
}

/** The row renewCalendarFeed: a new secret URL (the old one stops working). */
export async function rotateCalendarFeed(): Promise<CalendarFeed> {
  return httpFeed(await callApi(renewCalendarFeed, {}));
}

/** The row exportRecordPdf (logged): the browser saves it; nothing is kept in the page. */
export async function downloadProntuarioPdf(clienteId: string): Promise<void> {
  const blob = await callApi(exportRecordPdf, { params: { clienteId } });
  saveFile(new Blob([blob as Blob], { type: 'application/pdf' }), `prontuario-${new Date().toISOString().slice(0, 10)}.pdf`);
}
