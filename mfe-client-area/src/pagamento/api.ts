// The payment calls of the client area (api/README.md, "Pagamentos") and their hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, IDEMPOTENCY_HEADER } from '@acolhe/shared-auth';
import { sessionPaymentPath, sessionPixPath, statementPath, type SessionPayment, type SessionPix } from '@acolhe/shared-domain';
import { clientAreaKeys } from '../api/keys';
import { toSessionPayment, toSessionPayments, toSessionPix } from './pagamento';

const path = (p: string) => p.replace(/^\//, '');

export async function fetchPayments(): Promise<SessionPayment[]> {
  return toSessionPayments(await http.get('pagamentos').json<unknown>());
}

export async function fetchSessionPix(id: string): Promise<SessionPix> {
  return toSessionPix(await http.get(path(sessionPixPath(id))).json<unknown>());
}

export async function informPayment(id: string, idempotencyKey: string): Promise<SessionPayment> {
  const body = await http
    .post(path(sessionPaymentPath(id)), { json: { acao: 'informar' }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
    .json<unknown>();
  return toSessionPayment(body);
}

/** The payments of the client's confirmed sessions, by session id. */
export function usePayments() {
  return useQuery({ queryKey: clientAreaKeys.payments(), queryFn: fetchPayments });
}

/** The session's BR Code, fetched when the dialog opens. */
export function useSessionPix(id: string, enabled: boolean) {
  return useQuery({ queryKey: clientAreaKeys.pix(id), queryFn: () => fetchSessionPix(id), enabled: enabled && id !== '' });
}

/** 'Já paguei', then the payments again. */
export function useInformPayment() {
  const queryClient = useQueryClient();
  return useMutation<SessionPayment, unknown, { id: string; idempotencyKey: string }>({
    mutationFn: ({ id, idempotencyKey }) => informPayment(id, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientAreaKeys.payments() }),
  });
}

/** GET /sessoes/{id}/declaracao.pdf (the session's client, a confirmed payment) → the file. */
export async function fetchStatement(id: string): Promise<{ blob: Blob; contentDisposition: string | null }> {
  const response = await http.get(path(statementPath(id)));
  const blob = await response.blob();
  return { blob: new Blob([blob], { type: 'application/pdf' }), contentDisposition: response.headers.get('content-disposition') };
}

/** 'Baixar declaração' on demand (a click, not a query). */
export function useStatementDownload() {
  return useMutation<{ blob: Blob; contentDisposition: string | null }, unknown, string>({ mutationFn: fetchStatement });
}
