// The client's waiting lists (issue 46): the entries, a live offer to take in one click or pass on,
// leaving a list. Each answer is a toast; every list reloads by the contract's rule (hooks).
import { apiErrorMessage, useIdempotentAttempt } from '@acolhe/shared-auth';
import { LISTA_DE_ESPERA_TEXTS as T } from '@acolhe/shared-domain';
import { notify } from '@acolhe/shared-ui';
import { useAcceptOffer, useDeclineOffer, useLeaveWaitingList, useMyWaitingLists } from '../api';

interface OfferRef {
  id: string;
  therapistId: string;
}

export function useListaDeEspera() {
  const query = useMyWaitingLists();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const leave = useLeaveWaitingList();
  const attempts = useIdempotentAttempt();
  const failed = (title: string) => (err: unknown) => notify({ color: 'red', title, message: apiErrorMessage(err, title) });

  function take(offer: OfferRef) {
    const request = ['aceitar', offer.id];
    accept.mutate(
      { ...offer, idempotencyKey: attempts.keyFor(request) },
      {
        onSuccess: (session) => {
          attempts.settle(null);
          notify({ color: 'green', title: T.title, message: session.status === 'CONFIRMED' ? T.acceptedConfirmed : T.accepted });
        },
        onError: (err) => {
          attempts.settle(err);
          failed(T.offerFailed)(err);
        },
      },
    );
  }

  function pass(offer: OfferRef) {
    const request = ['recusar', offer.id];
    decline.mutate(
      { ...offer, idempotencyKey: attempts.keyFor(request) },
      {
        onSuccess: () => {
          attempts.settle(null);
          notify({ color: 'blue', title: T.title, message: T.declined });
        },
        onError: (err) => {
          attempts.settle(err);
          failed(T.offerFailed)(err);
        },
      },
    );
  }

  function leaveList(id: string) {
    leave.mutate({ id }, { onSuccess: () => notify({ color: 'green', title: T.title, message: T.left }), onError: failed(T.leaveFailed) });
  }

  const entries = query.data ?? [];
  return {
    query,
    entries,
    offers: entries.filter((e) => e.oferta !== null),
    /** the offer or entry being answered (its buttons show the wait, the others stay usable) */
    busyOffer: accept.isPending || decline.isPending ? (accept.variables?.id ?? decline.variables?.id) : undefined,
    busyEntry: leave.isPending ? leave.variables?.id : undefined,
    take,
    pass,
    leaveList,
  };
}
