// The operators' side of a journey, driven from node: a verification approved so that a therapist
// a journey created becomes public (only verified profiles are: issue 32), with an operators'-pool
// IdToken signed by the stack's own emulator key (operador-token.ts). The operator's real sign-in
// (password, TOTP) is tested in the console's own e2e (operacao.e2e.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { totpCode } from '@acolhe/scripts/identity/totp';
import { STATE_FILE } from './globalSetup';
import { apiCall } from './identity';
import { operadorToken } from './operador-token';
import { apiUrl, baseUrl } from './stackEnv';

/** The demo operator's credentials as `npm start` keeps them for a person to load into an
 * authenticator app (<DATA_DIR>/identity/keys/operador-demo.json). */
export function demoOperador(): { email: string; password: string; secret: string } {
  const { dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { dataDir: string };
  return JSON.parse(readFileSync(join(dataDir, 'identity', 'keys', 'operador-demo.json'), 'utf8'));
}

/**
 * Signs the demo operator in to the console as a person does: e-mail and password, then the
 * authenticator's 6-digit code (computed from the secret). A code is good once (the emulator refuses
 * a step already used, as Cognito does), so when another suite used this 30-second step the page
 * says so and this waits for the next one.
 */
export async function signInToConsole(page: Page): Promise<{ email: string }> {
  const operador = demoOperador();
  await page.goto(`${baseUrl}/operacao/entrar`);
  await page.getByLabel('E-mail').fill(operador.email);
  await page.getByLabel(/^Senha/).fill(operador.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByLabel('Código de 6 dígitos').fill(totpCode(operador.secret));
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/operacao/entrar'), { timeout: 10_000 }).then(() => 'in' as const),
      page.getByRole('alert').waitFor({ timeout: 10_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return { email: operador.email };
    // the code of this step was spent: the next step's
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  throw new Error('the console refused the demo operator’s code twice');
}

/** A real 1×1 PNG: the carteira do CRP of a journey's therapist. */
const CARTEIRA_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type ItemDaFila = { terapeutaId: string; crp: string; documento: { id: string } | null };

/** What the operators' queue shows of a therapist in analysis: the CRP and the document a decision names back (issue 40 item 3). */
async function conferido(therapistId: string): Promise<{ crp: string; documentoId: string | null }> {
  for (let page = 0; page < 50; page++) {
    const fila = await apiCall<{ content: ItemDaFila[] }>('GET', `/operacao/verificacoes?estado=em_analise&size=200&page=${page}`, operadorToken());
    const item = fila.content.find((c) => c.terapeutaId === therapistId);
    if (item) return { crp: item.crp, documentoId: item.documento?.id ?? null };
    if (fila.content.length < 200) break;
  }
  throw new Error(`${therapistId} is not in the operators' queue`);
}

/** The therapist (their own token) sends the CRP and the carteira; an operator approves what the queue shows. */
export async function verifyTherapist(therapistId: string, therapistToken: string, crp: string): Promise<void> {
  const form = new FormData();
  form.set('crp', crp);
  form.set('documento', new Blob([CARTEIRA_PNG], { type: 'image/png' }), 'carteira.png');
  const sent = await fetch(`${apiUrl}/terapeutas/${therapistId}/verificacao`, { method: 'POST', headers: { authorization: `Bearer ${therapistToken}` }, body: form });
  if (!sent.ok) throw new Error(`POST /terapeutas/${therapistId}/verificacao: ${sent.status} ${await sent.text()}`);
  await apiCall('POST', `/operacao/verificacoes/${therapistId}`, operadorToken(), { decisao: 'aprovar', ...(await conferido(therapistId)) });
}
