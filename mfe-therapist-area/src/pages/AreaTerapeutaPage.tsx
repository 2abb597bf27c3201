import { AreaView } from '../area/AreaView';
import { TherapistPage } from './TherapistPage';

/** /usuario/:id — the therapist's area. */
export default function AreaTerapeutaPage() {
  return <TherapistPage>{(therapistId, user) => <AreaView therapistId={therapistId} user={user} />}</TherapistPage>;
}
