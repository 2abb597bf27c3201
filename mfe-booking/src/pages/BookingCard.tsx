import { useParams } from 'react-router-dom';
import { BookingCardView } from '../card/BookingCardView';

export interface BookingCardProps {
  therapistId?: string;
  sessionPrice?: number;
  sessionDuration?: number;
}

/**
 * Exposed as `booking/BookingCard`. The profile page mounts it with props; the harness route
 * /card/:id mounts it bare (the id then comes from the URL). Keyed by therapist so moving to
 * another profile starts a fresh form.
 */
export default function BookingCard({ therapistId, sessionPrice, sessionDuration }: BookingCardProps) {
  const params = useParams();
  const id = therapistId ?? params.id ?? '';
  return <BookingCardView key={id} therapistId={id} sessionPrice={sessionPrice} sessionDuration={sessionDuration} />;
}
