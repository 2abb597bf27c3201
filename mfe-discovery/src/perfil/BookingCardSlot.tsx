import { RemoteComponent } from '@acolhe/shared-ui';
import type { SessionFormat } from '@acolhe/shared-domain';

/** Props agreed with the booking remote for its exposed `booking/BookingCard`. What is missing
 * the card reads from the api itself (an older booking remote ignores the props it does not know). */
export interface BookingCardProps {
  therapistId: string;
  sessionPrice?: number;
  sessionDuration?: number;
  /** the formats offered: the card asks 'Online' or 'Presencial' only when both are */
  sessionFormats?: SessionFormat[];
  /** where presencial sessions happen, as the public profile shows it */
  officeNeighborhood?: string;
  officeCity?: string;
  /** 'Primeira sessão gratuita': the card may say so (the booking remote decides how) */
  freeFirstSession?: boolean;
}

/** The booking card, composed at runtime from the booking remote (Module Federation). When that
 * remote is down, RemoteComponent's boundary shows a pt-BR notice with "Tentar novamente" and the
 * rest of the profile keeps working. */
export function BookingCardSlot(props: BookingCardProps) {
  return <RemoteComponent<BookingCardProps> id="booking/BookingCard" props={props} />;
}
