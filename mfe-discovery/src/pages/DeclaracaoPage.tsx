import { useParams } from 'react-router-dom';
import { DeclaracaoView } from '../declaracao/DeclaracaoView';

/** /declaracoes/{codigo} — the public check of a 'Declaração de atendimento e pagamento' (issue 41),
 * the address printed on the statement. Rendered by the browser (not the shell's server: noindex,
 * one code's answer, the api's per-address limit on guessed codes). */
export default function DeclaracaoPage() {
  return <DeclaracaoView codigo={useParams().codigo ?? ''} />;
}
