import { useParams } from 'react-router-dom';
import { SalaView } from '../sala/components/SalaView';

/** Exposed as `booking/SalaPage`, mounted by the shell on /sessao/:id/sala (any signed-in account;
 * the api says whether it is a party of the session). */
export default function SalaPage() {
  const { id = '' } = useParams();
  return <SalaView key={id} sessaoId={id} />;
}
