// The room's api calls, apart from src/api/ so the profile's BookingCard chunk never carries them.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, callApi, httpStatusOf } from '@acolhe/shared-auth';
import { createSessionRoomTicket, getSeriesRoom, getSessionRoom, type AnswerOf } from '@acolhe/shared-domain/operations';

/** A single-use ticket for the room's WebSocket (browsers cannot send Authorization on a
 * WebSocket, and a token in its URL would land in logs). */
export function createSalaTicket(sessaoId: string): Promise<AnswerOf<typeof createSessionRoomTicket>> {
  return callApi(createSessionRoomTicket, { params: { id: sessaoId } });
}

const retryServerFailureOnce = (count: number, err: unknown) => (httpStatusOf(err) ?? 500) >= 500 && count < 1;

/** The room's answer: who the other party is, when it opens and closes, the ICE servers. Never
 * retried on a 4xx (the refusal is the page); refetched when the window opens. */
export function useSalaInfo(sessaoId: string) {
  return useQuery({
    ...apiQuery(getSessionRoom, { params: { id: sessaoId } }),
    enabled: sessaoId !== '',
    staleTime: 0,
    retry: retryServerFailureOnce,
  });
}

/** Which session's room a series' room page opens (null: none left). Asked again on every visit:
 * the session of the day changes. */
export function useSerieSala(serieId: string) {
  return useQuery({
    ...apiQuery(getSeriesRoom, { params: { id: serieId } }),
    enabled: serieId !== '',
    staleTime: 0,
    retry: retryServerFailureOnce,
  });
}
