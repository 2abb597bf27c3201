// What the pagamentos slice tells the others (docs/decisions/0048-feature-slices-and-events.md):
// each command publishes in its own transaction; the notifications subscribe
// (notificacoes/subscribers/pagamentos.ts). Ids and facts only — never health data, never a CPF.
import type { PaymentDestination } from '@acolhe/shared-domain';

/** The session whose payment changed, and its two sides. */
export interface PagamentoDaSessao {
  sessaoId: string;
  terapeutaId: string;
  clienteId: string;
}

declare module '../eventos/bus' {
  interface DomainEvents {
    /** the client said 'Já paguei' (pendente | nao_recebido → informado) */
    PagamentoInformado: PagamentoDaSessao;
    /** the therapist said 'Recebido' (informado → confirmado) */
    PagamentoConfirmado: PagamentoDaSessao;
    /** the therapist said 'Não recebi' (informado → nao_recebido) */
    PagamentoNaoRecebido: PagamentoDaSessao;
    /** the therapist marked what became of a cancelled session's received payment */
    DestinoDoPagamentoMarcado: PagamentoDaSessao & { destino: PaymentDestination };
    /** the sweep found these sessions' payments still unpaid 24 h after the session ended (each once) */
    PagamentosLembrados: { sessaoIds: readonly string[] };
    /** the month-end sweep: these therapists still have received payments without a Receita Saúde
     * mark up to `ate` (the month's last day, YYYY-MM-DD); each therapist and month once */
    RecibosPendentesLembrados: { mes: string; ate: string; terapeutas: readonly { terapeutaId: string; quantidade: number }[] };
  }
}

export {};
