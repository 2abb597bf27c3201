// LGPD rights on the whole stack (real identity emulator, real api): a new client exports their
// data from the settings page, then erases the account; afterwards the identity provider no
// longer knows them, the api refuses their old token, and the therapist sees the cancellation.
import { readFileSync } from 'node:fs';
import { browserForFile, newPage } from '../src/browser';
import { DEMO, DEMO_PASSWORD, loginThroughPage } from '../src/session';
import { apiUrl, baseUrl } from '../src/stackEnv';
import { apiCall, cognito, COGNITO_CLIENT_ID, idTokenOf, newConfirmedAccount } from '../src/identity';

const browser = browserForFile();

interface Slot {
  date: string;
  time: string;
  available: boolean;
}

/** The first free slot of the demo therapist from next month on. */
async function freeSlot(): Promise<Slot> {
  const now = new Date();
  for (let ahead = 1; ahead <= 3; ahead++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
    const slots = await apiCall<Slot[]>('GET', `/agenda/terapeutas/${DEMO.terapeuta.id}/slots-mes?year=${d.getUTCFullYear()}&month=${d.getUTCMonth() + 1}`);
    const free = slots.find((s) => s.available);
    if (free) return free;
  }
  throw new Error('nenhum horário livre');
}

it('a client exports their data, erases the account, and is gone everywhere', async () => {
  const account = await newConfirmedAccount({ label: 'lgpd', name: 'Letícia Guimarães', tipo: 'cliente' });
  const token = await idTokenOf(account.email, account.password);
  const me = await apiCall<{ id: string }>('GET', '/me/export', token).then((d) => (d as unknown as { conta: { id: string } }).conta);
  const slot = await freeSlot();
  const booked = await apiCall<{ id: string }>('POST', '/sessoes', token, { therapistId: DEMO.terapeuta.id, date: slot.date, time: slot.time, notes: 'sigilo', modality: 'online' });

  const { page } = await newPage(browser);
  await loginThroughPage(page, account.email, DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}/cliente/${me.id}`);
  await page.goto(`${baseUrl}/cliente/${me.id}/configuracoes`);

  // Export: a JSON download with the profile and the appointment.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar meus dados' }).click()]);
  expect(download.suggestedFilename()).toBe('acolhe-meus-dados.json');
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(exported.conta).toMatchObject({ id: me.id, tipo: 'cliente', email: account.email });
  expect(exported.sessoes.map((s: { id: string }) => s.id)).toContain(booked.id);

  // Erase: the button stays disabled until EXCLUIR is typed.
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  const confirm = dialog.getByRole('button', { name: 'Excluir conta' });
  await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('excluir');
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
  await confirm.click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('link', { name: 'Entrar' }).or(page.getByRole('button', { name: 'Entrar' })).first().waitFor();

  // The identity provider no longer knows the user.
  await expect(
    cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: COGNITO_CLIENT_ID, AuthParameters: { USERNAME: account.email, PASSWORD: account.password } }),
  ).rejects.toThrow(/UserNotFoundException|NotAuthorizedException/);

  // The api refuses the old token.
  const refused = await fetch(`${apiUrl}/me/export`, { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({ message: 'Esta conta foi excluída.' });

  // The therapist sees the request cancelled, without the client's name or notes.
  const therapistToken = await idTokenOf(DEMO.terapeuta.email);
  const list = await apiCall<{ id: string; status: string; cancelReason?: string; clientName: string; notes: string }[]>('GET', '/sessoes', therapistToken);
  expect(list.find((a) => a.id === booked.id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'conta-excluida', clientName: 'Cliente Acolhe', notes: '' });
});

it('the privacy policy tells what the product keeps: the prontuário encrypted for 5 years, read only by its therapist (issue 41)', async () => {
  const { page } = await newPage(browser);
  await page.goto(`${baseUrl}/politica-de-privacidade`);
  const prontuario = page.getByRole('article', { name: 'Prontuário (registro clínico)' });
  await prontuario.waitFor();
  const text = (await prontuario.textContent()) ?? '';
  expect(text).toContain('Somente o psicólogo que atendeu você lê e escreve o seu prontuário');
  expect(text).toContain('cifrado no banco de dados (AES-256-GCM');
  expect(text).toContain('Por pelo menos 5 anos após a última sessão');
  expect(text).not.toContain('não guarda prontuários');
  // the section on what an erasure keeps, reachable by its anchor
  await page.goto(`${baseUrl}/politica-de-privacidade#o-que-fica`);
  const keeps = page.locator('section#o-que-fica');
  await keeps.getByRole('heading', { name: 'O que fica depois de excluir a conta' }).waitFor();
  expect(await keeps.textContent()).toContain('pelo menos 5 anos após a última sessão');
});
