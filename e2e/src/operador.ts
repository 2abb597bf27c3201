// The operators' side of a journey, driven from node: a verification approved so that a therapist
// a journey created becomes public (only verified profiles are: issue 32), with an operators'-pool
// IdToken signed by the stack's own emulator key (operador-token.ts). The operator's real sign-in
// (password, TOTP) is tested in the console's own e2e (operacao.e2e.ts).
import { apiCall } from './identity';
import { operadorToken } from './operador-token';
import { apiUrl } from './stackEnv';

/** A real 1×1 PNG: the carteira do CRP of a journey's therapist. */
const CARTEIRA_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The therapist (their own token) sends the CRP and the carteira; an operator approves it. */
export async function verifyTherapist(therapistId: string, therapistToken: string, crp: string): Promise<void> {
  const form = new FormData();
  form.set('crp', crp);
  form.set('documento', new Blob([CARTEIRA_PNG], { type: 'image/png' }), 'carteira.png');
  const sent = await fetch(`${apiUrl}/terapeutas/${therapistId}/verificacao`, { method: 'POST', headers: { authorization: `Bearer ${therapistToken}` }, body: form });
  if (!sent.ok) throw new Error(`POST /terapeutas/${therapistId}/verificacao: ${sent.status} ${await sent.text()}`);
  await apiCall('POST', `/operacao/verificacoes/${therapistId}`, operadorToken(), { decisao: 'aprovar' });
}
