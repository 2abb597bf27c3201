import { RemoteComponent, useNearViewport } from '@acolhe/shared-ui';
import { exposedModule, type BookingCardProps } from '@acolhe/shared-domain/contracts';

const BOOKING_CARD = exposedModule('booking', 'BookingCard');
/** About the loaded card's height on a phone: the room it takes is kept before it loads, so the
 * "Agendar" bar's scroll can bring its top to the top of the screen, and nothing moves on arrival. */
const CARD_ROOM_PX = 640;

/** The booking card, composed at runtime from the booking remote (Module Federation), with the
 * props of the contract (@acolhe/shared-domain/contracts). When that remote is down,
 * RemoteComponent's boundary shows a pt-BR notice with "Tentar novamente" and the rest of the
 * profile keeps working.
 *
 * Loaded once the card comes near the viewport: on a phone it sits below the whole profile, and
 * its remote (entry, card, calendar) would otherwise load and run while the page is still
 * becoming interactive (docs/decisions.md, "Booking card near the viewport"). Beside the profile
 * on a wider screen, it is in view and loads at once. */
export function BookingCardSlot(props: BookingCardProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} style={{ minHeight: CARD_ROOM_PX }}>
      <RemoteComponent<BookingCardProps> id={BOOKING_CARD} props={props} load={near} />
    </div>
  );
}
