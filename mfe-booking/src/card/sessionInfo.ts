// Price and duration shown on the card: from the profile page's props when it passed them,
// otherwise from GET /public-terapeutas/{id} (the card mounted with only therapistId).
import type { PublicTherapist } from '@acolhe/shared-domain';

export interface SessionInfo {
  price: number | null;
  duration: number | null;
}

export function needsTherapistFetch(props: { sessionPrice?: number; sessionDuration?: number }): boolean {
  return !isAmount(props.sessionPrice) || !isAmount(props.sessionDuration);
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Props win; the fetched profile fills what they lack (sessionPrice, then the card's `price`). */
export function sessionInfoOf(
  props: { sessionPrice?: number; sessionDuration?: number },
  therapist: Pick<PublicTherapist, 'sessionPrice' | 'price' | 'sessionDuration'> | undefined,
): SessionInfo {
  const price = isAmount(props.sessionPrice)
    ? props.sessionPrice
    : isAmount(therapist?.sessionPrice)
      ? therapist.sessionPrice
      : isAmount(therapist?.price)
        ? therapist.price
        : null;
  const duration = isAmount(props.sessionDuration)
    ? props.sessionDuration
    : isAmount(therapist?.sessionDuration)
      ? therapist.sessionDuration
      : null;
  return { price, duration };
}
