import { useParams } from 'react-router-dom';
import { BookingCardView } from '../card/BookingCardView';
import type { SessionInfoProps } from '../card/sessionInfo';

/** The props agreed with the profile page. Everything but the id is optional: what is missing
 * is read from GET /public-terapeutas/{id}. */
export interface BookingCardProps extends SessionInfoProps {
  therapistId?: string;
}

/**
 * Exposed as `booking/BookingCard`. The profile page mounts it with props; the harness route
 * /card/:id mounts it bare (the id then comes from the URL). Keyed by therapist so moving to
 * another profile starts a fresh form.
 */
export default function BookingCard({ therapistId, ...info }: BookingCardProps) {
  const params = useParams();
  const id = therapistId ?? params.id ?? '';
  return <BookingCardView key={id} therapistId={id} {...info} />;
}
