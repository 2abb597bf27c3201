// The avaliacoes slice's events (docs/decisions/0048-feature-slices-and-events.md), published in the
// transaction of the change (a new review: right after its one-statement write). Ids and facts only,
// never a review's text.
//   AvaliacaoCriada / AvaliacaoEditada / AvaliacaoExcluida   a client's review (the rating changes)
//   AvaliacaoRespondida / RespostaEditada / RespostaRemovida   the reviewed therapist's public answer
//   AvaliacaoOcultada   an operator hid a reported review (the rating changes; its author is told why)
// Heard by: this slice's plugin (the public reads, after the commit) and
// notificacoes/subscribers/avaliacoes.ts (the author's message of a hidden review).
import type { EventName } from '../eventos/bus';

/** The review and its therapist. */
interface AvaliacaoDe {
  avaliacaoId: string;
  terapeutaId: string;
}

declare module '../eventos/bus' {
  interface DomainEvents {
    AvaliacaoCriada: AvaliacaoDe;
    AvaliacaoEditada: AvaliacaoDe;
    AvaliacaoExcluida: AvaliacaoDe;
    AvaliacaoRespondida: AvaliacaoDe;
    RespostaEditada: AvaliacaoDe;
    RespostaRemovida: AvaliacaoDe;
    /** `clienteId`: the author; `dataAvaliacao`: the review's date (YYYY-MM-DD); `motivo`: the operator's reason, told to the author */
    AvaliacaoOcultada: AvaliacaoDe & { clienteId: string; dataAvaliacao: string; motivo: string };
  }
}

/** The events that change a therapist's rating: the profile's reviews at once, the lists' rating, count and order within their lag. */
export const EVENTOS_DA_NOTA = ['AvaliacaoCriada', 'AvaliacaoEditada', 'AvaliacaoExcluida', 'AvaliacaoOcultada'] as const satisfies readonly EventName[];

/** The events of an answer: answers show on the profile only. */
export const EVENTOS_DA_RESPOSTA = ['AvaliacaoRespondida', 'RespostaEditada', 'RespostaRemovida'] as const satisfies readonly EventName[];
