import { useState } from 'react';
import { useAfterHydration } from '@acolhe/shared-auth';
import { RemoteComponent, useNearViewport } from '@acolhe/shared-ui';
import { exposedModule, readPendingBooking, type BookingCardProps } from '@acolhe/shared-domain/contracts';

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
 * on a wider screen, it is in view and loads at once. Back from the sign-in (or sign-up) with a
 * request kept for this therapist (issue 44 item 2), it loads at once too: the card then brings the
 * restored request into view — it must not wait, unseen, far below the profile. */
export function BookingCardSlot(props: BookingCardProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // read once; used after hydration: the server has no sessionStorage, and the first render must match its HTML
  const [requestWaitsNow] = useState(() => readPendingBooking(props.therapistId) !== null);
  const requestWaits = useAfterHydration(requestWaitsNow, false);
  return (
    <div ref={ref} style={{ minHeight: CARD_ROOM_PX }}>
      <RemoteComponent<BookingCardProps> id={BOOKING_CARD} props={props} load={near || requestWaits} />
    </div>
  );
}
