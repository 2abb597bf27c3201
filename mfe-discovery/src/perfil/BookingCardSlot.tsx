import { RemoteComponent } from '@acolhe/shared-ui';
import { exposedModule, type BookingCardProps } from '@acolhe/shared-domain/contracts';

const BOOKING_CARD = exposedModule('booking', 'BookingCard');

/** The booking card, composed at runtime from the booking remote (Module Federation), with the
 * props of the contract (@acolhe/shared-domain/contracts). When that remote is down,
 * RemoteComponent's boundary shows a pt-BR notice with "Tentar novamente" and the rest of the
 * profile keeps working. */
export function BookingCardSlot(props: BookingCardProps) {
  return <RemoteComponent<BookingCardProps> id={BOOKING_CARD} props={props} />;
}
