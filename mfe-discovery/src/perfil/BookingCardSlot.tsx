import { RemoteComponent } from '@acolhe/shared-ui';

/** Props agreed with the booking remote for its exposed `booking/BookingCard`. */
export interface BookingCardProps {
  therapistId: string;
  sessionPrice?: number;
  sessionDuration?: number;
}

/** The booking card, composed at runtime from the booking remote (Module Federation). When that
 * remote is down, RemoteComponent's boundary shows a pt-BR notice with "Tentar novamente" and the
 * rest of the profile keeps working. */
export function BookingCardSlot(props: BookingCardProps) {
  return <RemoteComponent<BookingCardProps> id="booking/BookingCard" props={props} />;
}
