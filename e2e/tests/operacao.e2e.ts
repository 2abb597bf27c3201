// Issue 32 on the whole local stack, as people do it: a new therapist submits the CRP and the carteira;
// the demo operator signs in to the console with the password and the authenticator's 6-digit code
// (computed here from the secret the stack keeps for a person to load into an app), approves the
// verification in the queue; the profile is then found in the search with 'CRP verificado'. A signed-in
// client who opens /operacao lands on their own home.
import { browserForFile, newPage } from '../src/browser';
import { apiCall, idTokenOf, newConfirmedAccount } from '../src/identity';
import { signInToConsole } from '../src/operador';
import { DEMO, signInAs } from '../src/session';
import { apiUrl, baseUrl } from '../src/stackEnv';
import { openEveryDay, therapistProfileBody } from '../src/therapists';

const browser = browserForFile();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

it('a new therapist submits; the operator, with the authenticator code, approves in the console; the profile is listed with the badge', async () => {
  const stamp = Date.now().toString(36);
  const name = `Terapeuta Verificada ${stamp}`;
  const account = await newConfirmedAccount({ label: `verif-${stamp}`, name, tipo: 'terapeuta' });
  const token = await idTokenOf(account.email, account.password);
  const body = therapistProfileBody(name);
  const profile = await apiCall<{ id: string }>('POST', '/terapeutas', token, body);
  await openEveryDay(profile.id, token);
  // complete but not verified: not public
  const hidden = await fetch(`${apiUrl}/public-terapeutas/${profile.id}`);
  expect(hidden.status).toBe(404);
  const form = new FormData();
  form.set('crp', body.crp);
  form.set('documento', new Blob([PNG], { type: 'image/png' }), 'carteira.png');
  const sent = await fetch(`${apiUrl}/terapeutas/${profile.id}/verificacao`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(sent.status).toBeLessThan(300);

  // the console asks an operator's sign-in first: e-mail and password, then the authenticator's code
  const { page } = await newPage(browser);
  await page.goto(`${baseUrl}/operacao/verificacoes`);
  await page.waitForURL(/\/operacao\/entrar/);
  const operador = await signInToConsole(page);

  // the queue: the new therapist's card, approved with the dialog
  await page.goto(`${baseUrl}/operacao/verificacoes`);
  const card = page.getByRole('article', { name });
  await card.waitFor();
  await card.getByRole('button', { name: 'Aprovar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Aprovar a verificação de ${name}` });
  await dialog.getByRole('button', { name: 'Aprovar', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  // listed, with the badge, in the search a client does
  const { page: visitor } = await newPage(browser);
  await visitor.goto(`${baseUrl}/terapeutas?search=${encodeURIComponent(name)}`);
  const result = visitor.getByTestId('therapist-card').filter({ hasText: name });
  await result.waitFor();
  await result.getByText('CRP verificado').first().waitFor();

  // and the decision is in the audit log, by this operator, on this therapist
  await page.goto(`${baseUrl}/operacao/auditoria`);
  const line = page.getByRole('row').filter({ hasText: profile.id });
  await line.filter({ hasText: 'Verificação aprovada' }).filter({ hasText: operador.email }).waitFor();
});

it('a signed-in client who opens /operacao lands on their own home', async () => {
  const page = await signInAs(browser, 'cliente');
  await page.goto(`${baseUrl}/operacao/verificacoes`);
  await page.waitForURL(`${baseUrl}/cliente/${DEMO.cliente.id}`);
});
