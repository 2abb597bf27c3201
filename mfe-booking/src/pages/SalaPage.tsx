import { useMatch, useParams } from 'react-router-dom';
import { ROUTES } from '@acolhe/shared-domain/contracts';
import { SalaView } from '../sala/components/SalaView';
import { SerieSalaView } from '../sala/components/SerieSalaView';

/** Exposed as `booking/SalaPage`, mounted by the shell on /sessao/:id/sala and on /serie/:id/sala
 * (a series' room: the room of its session of the day) — any signed-in account; the api says
 * whether it is a party of the session or series. */
export default function SalaPage() {
  const { id = '' } = useParams();
  const serie = useMatch(ROUTES.salaDaSerie) !== null;
  return serie ? <SerieSalaView key={id} serieId={id} /> : <SalaView key={id} sessaoId={id} />;
}
