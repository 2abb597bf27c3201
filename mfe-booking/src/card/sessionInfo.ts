// What the card shows about the session: price, duration, the formats offered and where a
// presencial session happens. From the profile page's props when it passed them, otherwise from
// GET /public-terapeutas/{id} (the card mounted with only therapistId, or by an older profile page).
import { SESSION_FORMATS } from '@acolhe/shared-domain';
import type { PublicTherapist, SessionFormat } from '@acolhe/shared-domain';
import type { BookingCardProps } from '@acolhe/shared-domain/contracts';
import type { OfficePlace } from '../booking/modality';

/** What the profile page may pass about the session (the contract's card props but the id). */
export type SessionInfoProps = Omit<BookingCardProps, 'therapistId'>;

export interface SessionInfo {
  price: number | null;
  freeFirstSession: boolean;
  duration: number | null;
  /** null while unknown */
  formats: readonly SessionFormat[] | null;
  office: Required<OfficePlace>;
}

type TherapistInfo = Partial<
  Pick<PublicTherapist, 'sessionPrice' | 'price' | 'sessionDuration' | 'sessionFormats' | 'officeNeighborhood' | 'officeCity' | 'freeFirstSession'>
>;

export function needsTherapistFetch(props: SessionInfoProps): boolean {
  return !isAmount(props.sessionPrice) || !isAmount(props.sessionDuration) || !Array.isArray(props.sessionFormats);
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Props win; the fetched profile fills what they lack (sessionPrice, then the card's `price`).
 * When the profile could not be read the formats are unknown: both are offered and the api,
 * which knows them, accepts or refuses the choice. */
export function sessionInfoOf(props: SessionInfoProps, therapist: TherapistInfo | undefined, therapistFailed = false): SessionInfo {
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
  const fromProps = Array.isArray(props.sessionFormats);
  const formats = fromProps
    ? props.sessionFormats!
    : Array.isArray(therapist?.sessionFormats)
      ? therapist.sessionFormats
      : therapistFailed
        ? SESSION_FORMATS
        : null;
  const source = fromProps ? props : (therapist ?? {});
  return {
    price,
    freeFirstSession: typeof props.freeFirstSession === 'boolean' ? props.freeFirstSession : therapist?.freeFirstSession === true,
    duration,
    formats,
    office: { officeNeighborhood: text(source.officeNeighborhood), officeCity: text(source.officeCity) },
  };
}
