// The room's api calls, apart from src/api/ so the profile's BookingCard chunk never carries them.
import { useQuery } from '@tanstack/react-query';
import { http, httpStatusOf } from '@acolhe/shared-auth';
import { salaApiPath, salaTicketPath, serieSalaApiPath, type SalaAnswer, type SalaTicketAnswer, type SerieSalaAnswer } from '@acolhe/shared-domain';
import { bookingKeys } from '../api/keys';

/** GET /sessoes/{id}/sala: the room of a session (its client's or its therapist's; 404/409 otherwise). */
export function fetchSala(sessaoId: string): Promise<SalaAnswer> {
  return http.get(salaApiPath(sessaoId).slice(1)).json<SalaAnswer>();
}

/** POST /sessoes/{id}/sala/ticket: a single-use ticket for the room's WebSocket (browsers cannot
 * send Authorization on a WebSocket, and a token in its URL would land in logs). */
export function createSalaTicket(sessaoId: string): Promise<SalaTicketAnswer> {
  // an empty JSON object: the http client always says application/json, and the api refuses an empty JSON body
  return http.post(salaTicketPath(sessaoId).slice(1), { json: {} }).json<SalaTicketAnswer>();
}

/** The room's answer: who the other party is, when it opens and closes, the ICE servers. Never
 * retried on a 4xx (the refusal is the page); refetched when the window opens. */
export function useSalaInfo(sessaoId: string) {
  return useQuery({
    queryKey: bookingKeys.sala(sessaoId),
    queryFn: () => fetchSala(sessaoId),
    enabled: sessaoId !== '',
    staleTime: 0,
    retry: (count, err) => (httpStatusOf(err) ?? 500) >= 500 && count < 1,
  });
}

/** GET /series/{id}/sala: which session's room a series' room page opens (null: none left). Asked
 * again on every visit: the session of the day changes. */
export function useSerieSala(serieId: string) {
  return useQuery({
    queryKey: bookingKeys.serieSala(serieId),
    queryFn: () => http.get(serieSalaApiPath(serieId).slice(1)).json<SerieSalaAnswer>(),
    enabled: serieId !== '',
    staleTime: 0,
    retry: (count, err) => (httpStatusOf(err) ?? 500) >= 500 && count < 1,
  });
}
