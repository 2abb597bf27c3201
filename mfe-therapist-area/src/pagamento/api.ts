// The therapist's payment calls (api/README.md, "Pagamentos"):
//   GET/PUT /terapeutas/{id}/pagamento   how they take payment (Pix key, name, city, mode, link)
//   GET /pagamentos                       the payments of their confirmed sessions
//   POST /sessoes/{id}/pagamento          'Recebido' / 'Não recebi'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, IDEMPOTENCY_HEADER } from '@acolhe/shared-auth';
import {
  PAYMENT_MODES,
  PAYMENT_STATES,
  PIX_KEY_TYPES,
  isOneOf,
  sessionPaymentPath,
  type PaymentSettings,
  type PaymentSettingsInput,
  type SessionPayment,
} from '@acolhe/shared-domain';
import { therapistAreaKeys } from '../api/keys';

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose => (value !== null && typeof value === 'object' ? (value as Loose) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toPaymentSettings(body: unknown): PaymentSettings {
  const p = record(body);
  return {
    forma: isOneOf(PAYMENT_MODES, p.forma) ? p.forma : 'consultorio',
    chaveTipo: isOneOf(PIX_KEY_TYPES, p.chaveTipo) ? p.chaveTipo : '',
    chave: str(p.chave),
    nome: str(p.nome),
    cidade: str(p.cidade),
    linkPagamento: str(p.linkPagamento),
  };
}

export function toSessionPayments(body: unknown): SessionPayment[] {
  if (!Array.isArray(body)) return [];
  return body.map((item) => {
    const p = record(item);
    return {
      sessaoId: str(p.sessaoId),
      gratuita: p.gratuita === true,
      valor: Number(p.valor) || 0,
      estado: isOneOf(PAYMENT_STATES, p.estado) ? p.estado : 'pendente',
      forma: isOneOf(PAYMENT_MODES, p.forma) ? p.forma : 'consultorio',
      linkPagamento: str(p.linkPagamento),
      pixDisponivel: p.pixDisponivel === true,
      informadoEm: str(p.informadoEm) || null,
      confirmadoEm: str(p.confirmadoEm) || null,
    };
  });
}

const seg = encodeURIComponent;

export function usePaymentSettings(therapistId: string) {
  return useQuery({
    queryKey: therapistAreaKeys.paymentSettings(therapistId),
    queryFn: async () => toPaymentSettings(await http.get(`terapeutas/${seg(therapistId)}/pagamento`).json<unknown>()),
    enabled: therapistId !== '',
  });
}

export function useSavePaymentSettings(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation<PaymentSettings, unknown, PaymentSettingsInput>({
    mutationFn: async (input) => toPaymentSettings(await http.put(`terapeutas/${seg(therapistId)}/pagamento`, { json: input }).json<unknown>()),
    onSuccess: (saved) => {
      queryClient.setQueryData(therapistAreaKeys.paymentSettings(therapistId), saved);
      // the link is the profile's payment link too
      void queryClient.invalidateQueries({ queryKey: therapistAreaKeys.therapist(therapistId) });
    },
  });
}

export function usePayments() {
  return useQuery({
    queryKey: therapistAreaKeys.payments(),
    queryFn: async () => toSessionPayments(await http.get('pagamentos').json<unknown>()),
  });
}

export function usePaymentAnswer() {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, { id: string; acao: 'confirmar' | 'nao_recebido'; idempotencyKey: string }>({
    mutationFn: ({ id, acao, idempotencyKey }) =>
      http.post(sessionPaymentPath(id).replace(/^\//, ''), { json: { acao }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).json<unknown>(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: therapistAreaKeys.payments() }),
  });
}
