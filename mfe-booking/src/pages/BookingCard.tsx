import type { BookingCardProps } from '@acolhe/shared-domain/contracts';
import { BookingCardView } from '../card/BookingCardView';

/**
 * Exposed as `booking/BookingCard`; its props are the contract's (`@acolhe/shared-domain/contracts`),
 * the ones the profile page passes. Keyed by therapist so moving to another profile starts a fresh form.
 */
export default function BookingCard(props: BookingCardProps) {
  return <BookingCardView key={props.therapistId} {...props} />;
}
