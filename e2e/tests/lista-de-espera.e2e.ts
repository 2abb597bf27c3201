// The waiting list (issue 46) over the whole local stack, at a phone's width: a client joins the
// list of a therapist whose one weekly hour another client holds; that client cancels; the freed
// time is offered to the first in line, held for them, and taken in one click; a held time the
// therapist then blocks is withdrawn and its client told (stop 52). Screenshots of each
// screen at 390 and 1280 px go to E2E_SHOTS_DIR when it is set (the helpers' record, not a check).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { clientWithConfirmedSession } from '../src/clients';
import { brDate, daysAhead } from '../src/dates';
import { apiCall, idTokenOf, newConfirmedAccount } from '../src/identity';
import { loginThroughPage } from '../src/session';
import { baseUrl } from '../src/stackEnv';
import { newReadyTherapist } from '../src/therapists';

const browser = browserForFile();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const WEEKDAY_CHIPS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
const WEEKDAYS_SHORT = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** Both widths' screenshots of what `page` shows now, when E2E_SHOTS_DIR is set; back at 390 px. */
async function shots(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [size, suffix] of [[DESKTOP, '1280'], [PHONE, '390']] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300); // the layout settles at the new width
    await page.screenshot({ path: join(dir, `${name}-${suffix}.png`), fullPage: true });
  }
}

async function signedIn(account: { email: string; password: string }, home: string): Promise<Page> {
  const { page } = await newPage(browser);
  await page.setViewportSize(PHONE);
  await loginThroughPage(page, account.email, account.password);
  await page.waitForURL(`${baseUrl}${home}`);
  return page;
}

/** A therapist with one hour a week (10:00 on the weekday 3 days ahead), held by another client
 * ('Cliente Bruno', confirmed), and a new client account ('Cliente Alice') with its record. */
async function fullTherapistAndClient(label: string) {
  const date = daysAhead(3);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const therapist = await newReadyTherapist(label);
  await apiCall('POST', `/agenda/terapeutas/${therapist.id}/disponibilidade`, therapist.token, {
    schedule: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isAvailable: dayOfWeek === weekday, workingHours: { start: '10:00', end: '11:00' } })),
    sessionDuration: 60,
    minNoticeHours: 0,
  });
  const holder = await clientWithConfirmedSession(therapist, { label: `${label}-b`, name: 'Cliente Bruno', date });
  const name = 'Cliente Alice';
  const account = await newConfirmedAccount({ label: `${label}-a`, name, tipo: 'cliente' });
  const token = await idTokenOf(account.email, account.password);
  const client = await apiCall<{ id: string }>('POST', '/clientes', token, { name });
  return { date, weekday, therapist, holder, account, token, client };
}

it('a client joins a full list; a cancellation is offered to them, held, and taken in one click', async () => {
  // ---- a therapist with one hour a week (10:00 on the chosen weekday), held by another client ----
  const date = daysAhead(3);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const therapist = await newReadyTherapist('espera');
  await apiCall('POST', `/agenda/terapeutas/${therapist.id}/disponibilidade`, therapist.token, {
    schedule: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isAvailable: dayOfWeek === weekday, workingHours: { start: '10:00', end: '11:00' } })),
    sessionDuration: 60,
    minNoticeHours: 0,
  });
  const holder = await clientWithConfirmedSession(therapist, { label: 'espera-b', name: 'Cliente Bruno', date });

  const name = 'Cliente Alice';
  const account = await newConfirmedAccount({ label: 'espera-a', name, tipo: 'cliente' });
  const token = await idTokenOf(account.email, account.password);
  const client = await apiCall<{ id: string }>('POST', '/clientes', token, { name });

  // ---- the client joins the list from the therapist's profile, at 390 px ----
  const page = await signedIn(account, `/cliente/${client.id}`);
  await page.goto(`${baseUrl}/terapeuta/${therapist.id}`);
  const form = page.getByRole('form', { name: 'Entrar na lista de espera' });
  // the card is a remote mounted after the page: a click before it is live does nothing, as for a person
  // on a phone the booking card loads when scrolled near (below the profile)
  const join = page.getByRole('button', { name: 'Entrar na lista de espera' });
  await page.getByRole('heading', { name: 'Avaliações de Pacientes' }).scrollIntoViewIfNeeded();
  await join.waitFor();
  for (let i = 0; i < 10 && !(await form.isVisible()); i++) {
    await join.click();
    await form.waitFor({ timeout: 1000 }).catch(() => undefined);
  }
  await form.getByRole('button', { name: WEEKDAY_CHIPS[weekday]!, exact: true }).click();
  await form.getByLabel('Das').fill('09:00');
  await form.getByLabel('Até').fill('12:00');
  await form.getByLabel('Observação (opcional)').fill('Posso em cima da hora.');
  await form.scrollIntoViewIfNeeded();
  await shots(page, 'entrar-formulario');
  await form.getByRole('button', { name: 'Entrar na lista' }).click();
  await page.getByRole('status').filter({ hasText: 'Você entrou na lista de espera. Avisaremos por e-mail quando um horário abrir.' }).waitFor();

  // ---- the client's list: the entry in words ----
  await page.goto(`${baseUrl}/cliente/${client.id}`);
  const list = page.getByRole('region', { name: 'Lista de espera' });
  const entry = list.getByRole('listitem').filter({ hasText: therapist.name });
  await entry.getByText(`${WEEKDAY_CHIPS[weekday]}, 09:00–12:00 · online`).waitFor();
  await entry.getByText('Você é o(a) próximo(a) da fila').waitFor();
  await list.scrollIntoViewIfNeeded();
  await shots(page, 'cliente-lista');

  // ---- the therapist sees who waits, first names only ----
  const therapistPage = await signedIn(therapist, `/usuario/${therapist.id}`);
  await therapistPage.goto(`${baseUrl}/usuario/${therapist.id}/configuracoes`);
  await therapistPage.getByRole('tab', { name: 'Disponibilidade' }).click();
  const settings = therapistPage.getByRole('region', { name: 'Lista de espera' });
  await settings.getByText('1 pessoa: Cliente').waitFor();
  expect(await settings.getByText('Alice').count()).toBe(0);
  await settings.scrollIntoViewIfNeeded();
  await shots(therapistPage, 'terapeuta-lista');

  // ---- the other client cancels: the freed time is offered to the first in line ----
  await apiCall('PATCH', `/sessoes/${holder.session.id}`, holder.clientToken, { status: 'CANCELLED' });
  const headline = `Abriu um horário: ${WEEKDAYS_SHORT[weekday]}, ${brDate(date)} às 10:00 — reservado para você até`;
  const offer = page.getByRole('region', { name: new RegExp(`^${headline}`) });
  // the offer is made after the cancellation's commit, by the api's job: the page is reloaded until it shows
  for (let i = 0; i < 30 && !(await offer.isVisible()); i++) {
    await page.waitForTimeout(1000);
    await page.reload();
  }
  await offer.waitFor();
  await offer.scrollIntoViewIfNeeded();
  await shots(page, 'cliente-oferta');

  // ---- one click takes it: a request on that time, the offer gone ----
  await offer.getByRole('button', { name: 'Quero este horário' }).click();
  await page.getByText(/Horário reservado!/).first().waitFor();
  await offer.waitFor({ state: 'detached' });
  const sessions = await apiCall<{ date: string; time: string; status: string }[]>('GET', '/sessoes/cliente', token);
  expect(sessions).toEqual([expect.objectContaining({ date, time: '10:00', status: expect.stringMatching(/^(PENDING|CONFIRMED)$/) })]);
  await shots(page, 'cliente-oferta-aceita');
});

it('a held offer the therapist closes (a block over it) leaves the page; the client is told and keeps their place', async () => {
  const { date, weekday, therapist, holder, account, token, client } = await fullTherapistAndClient('retira');
  await apiCall('POST', `/terapeutas/${therapist.id}/lista-de-espera`, token, { diasDaSemana: [weekday], inicio: '09:00', fim: '12:00' });
  await apiCall('PATCH', `/sessoes/${holder.session.id}`, holder.clientToken, { status: 'CANCELLED' });

  const page = await signedIn(account, `/cliente/${client.id}`);
  const headline = `Abriu um horário: ${WEEKDAYS_SHORT[weekday]}, ${brDate(date)} às 10:00 — reservado para você até`;
  const offer = page.getByRole('region', { name: new RegExp(`^${headline}`) });
  // offered after the cancellation's commit, by the api's job: reloaded until it shows
  for (let i = 0; i < 30 && !(await offer.isVisible()); i++) {
    await page.waitForTimeout(1000);
    await page.reload();
  }
  await offer.waitFor();

  // the therapist blocks that hour: the offer is withdrawn in the block's transaction
  await apiCall('POST', `/agenda/terapeutas/${therapist.id}/bloqueios`, therapist.token, { start: `${date}T10:00`, end: `${date}T11:00` });
  await page.reload();
  const list = page.getByRole('region', { name: 'Lista de espera' });
  await list.getByText('Você é o(a) próximo(a) da fila').waitFor();
  expect(await offer.count()).toBe(0);
  const bell = page.getByRole('button', { name: 'Notificações', exact: true });
  await bell.click();
  await page.getByRole('list', { name: 'Últimas notificações' }).getByText('O horário reservado para você não está mais disponível').waitFor();
  await shots(page, 'oferta-retirada');
});
