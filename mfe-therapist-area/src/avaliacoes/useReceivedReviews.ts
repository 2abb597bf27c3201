// 'Avaliações recebidas': the list (latest first) and the answer to one review, validated with
// the shared schema; a 409 (already answered) reloads the list, which then shows that answer.
import { useMemo } from 'react';
import { notify, showApiErrors } from '@acolhe/shared-ui';
import { apiErrorMessage, httpStatusOf } from '@acolhe/shared-auth';
import type { Review } from '@acolhe/shared-domain';
import { useReceivedReviews, useReplyToReview } from '../api';
import { replyError, sortReviews } from './reviews';
import { readStateOf } from '@acolhe/shared-ui/area-privada';

export const REPLY_PUBLISHED = { title: 'Resposta publicada', message: 'Ela aparece no seu perfil público, abaixo da avaliação.' } as const;
export const REPLY_ALREADY = 'Esta avaliação já foi respondida.';
export const REPLY_FAILED = 'Não foi possível publicar sua resposta. Tente novamente.';
export const REPLY_EDITED = { title: 'Resposta atualizada', message: 'A nova versão já aparece no seu perfil público.' } as const;
export const REPLY_REMOVED = { title: 'Resposta removida', message: 'A avaliação volta a aparecer sem resposta.' } as const;
export const REPLY_REMOVE_FAILED = { title: 'Erro ao remover resposta', message: 'Não foi possível remover sua resposta. Tente novamente.' } as const;

export function useReceivedReviewsSection(therapistId: string) {
  const reviews = useReceivedReviews(therapistId);
  const reply = useReplyToReview(therapistId);
  const list = useMemo(() => sortReviews(reviews.data ?? []), [reviews.data]);

  /** null once published (or, for an answered review, rewritten); otherwise the message to show under the textarea. */
  const send = async (review: Review, texto: string): Promise<string | null> => {
    const invalid = replyError(texto);
    if (invalid) return invalid;
    const editing = review.resposta !== null && review.resposta !== undefined;
    try {
      await reply.mutateAsync({ review, texto: texto.trim(), action: editing ? 'editar' : 'publicar' });
    } catch (err) {
      if (httpStatusOf(err) === 409) {
        notify({ color: 'yellow', title: 'Avaliação já respondida', message: apiErrorMessage(err, REPLY_ALREADY) });
        return apiErrorMessage(err, REPLY_ALREADY);
      }
      // the api's message for the answer's one field (issue 44 item 3), or what else it said, under it
      const under = { message: null as string | null };
      showApiErrors({ setErrors: (fields) => (under.message = fields.texto ?? null) }, err, REPLY_FAILED, {
        fields: ['texto'],
        onOther: (message) => (under.message = message),
      });
      return under.message;
    }
    notify({ color: 'teal', ...(editing ? REPLY_EDITED : REPLY_PUBLISHED) });
    return null;
  };

  /** Takes the answer off the review; true once removed. */
  const remove = async (review: Review): Promise<boolean> => {
    try {
      await reply.mutateAsync({ review, texto: '', action: 'remover' });
    } catch (err) {
      notify({ color: 'red', title: REPLY_REMOVE_FAILED.title, message: apiErrorMessage(err, REPLY_REMOVE_FAILED.message) });
      return false;
    }
    notify({ color: 'teal', ...REPLY_REMOVED });
    return true;
  };

  return {
    reviews: list,
    ...readStateOf(reviews),
    send,
    remove,
    sendingId: reply.isPending ? reply.variables?.review.id : undefined,
  };
}
