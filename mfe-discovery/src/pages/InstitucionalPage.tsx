import { useLocation } from 'react-router-dom';
import { matchRoute } from '@acolhe/shared-domain/contracts';
import { INSTITUCIONAL_ROUTES, INSTITUCIONAL_TEXTS, type InstitucionalRoute } from '../institucional/institucionalContent';
import { InstitucionalView } from '../institucional/InstitucionalView';

const isInstitucional = (name: string | undefined): name is InstitucionalRoute =>
  (INSTITUCIONAL_ROUTES as readonly string[]).includes(name ?? '');

/** /termos-de-uso, /politica-de-privacidade, /cookies, /faq, /quem-somos: the text of the address. */
export default function InstitucionalPage() {
  const { pathname } = useLocation();
  const name = matchRoute(pathname)?.name;
  return <InstitucionalView text={INSTITUCIONAL_TEXTS[isInstitucional(name) ? name : 'quemSomos']} />;
}
