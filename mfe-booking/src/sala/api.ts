// The room's api calls, apart from src/api/ so the profile's BookingCard chunk never carries them.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, callApi, httpStatusOf } from '@acolhe/shared-auth';
import { createSessionRoomTicket, getSeriesRoom, getSessionRoom, type AnswerOf, type InputOf } from '@acolhe/shared-domain/operations';

/** A single-use ticket for the room's WebSocket (browsers cannot send Authorization on a
 * WebSocket, and a token in its URL would land in logs). */
export function createSalaTicket(sessaoId: string): Promise<AnswerOf<typeof createSessionRoomTicket>> {
  // The row takes no body, but the api refuses a POST whose JSON body is empty (only a DELETE may
  // be: api/src/plugins/json-body.ts) and the http client always says application/json: an empty
  // object, as before. (callApi sends no body for a bodiless row: a gap of shared-auth, reported.)
  const input = { params: { id: sessaoId }, body: {} } as InputOf<typeof createSessionRoomTicket>;
  return callApi(createSessionRoomTicket, input);
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
