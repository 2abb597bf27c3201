import { useParams } from 'react-router-dom';
import { AgendarView } from '../agendar/AgendarView';

/** Exposed as `booking/AgendarPage`, mounted by the shell on /agendar/:id (no guard, product.md#screens). */
export default function AgendarPage() {
  const { id = '' } = useParams();
  return <AgendarView key={id} therapistId={id} />;
}
