// Booking a therapist's time like a real practice, in Chromium on the whole stack: the
// 45-minute scenario (a length change never lets the calendar offer an overlapping time), a
// blocked week, and a reschedule by the client accepted by the therapist.
import type { Locator, Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { loginThroughPage } from '../src/session';
import { newReadyTherapist } from '../src/therapists';
import { baseUrl } from '../src/stackEnv';
import { apiCall, idTokenOf, newConfirmedAccount } from '../src/identity';
import { brDate, daysAhead, longDate } from '../src/dates';
import type { Appointment } from '@acolhe/shared-domain';

const browser = browserForFile();

/** A therapist (online only, complete profile, every day 08–18, 60-minute sessions, no notice). */
function newTherapist(label: string) {
  return newReadyTherapist(label);
}

async function newClient(label: string) {
  const account = await newConfirmedAccount({ label, name: `Cliente ${label}`, tipo: 'cliente' });
  return { ...account, token: await idTokenOf(account.email, account.password) };
}

const card = (page: Page) => page.getByRole('region', { name: 'Agendar sessão' });
const timesOf = (scope: Locator) => scope.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button');

/** Opens `iso` in a month calendar (moving forward at most 3 months); false when the day is closed. */
async function openDay(scope: Locator, iso: string): Promise<boolean> {
  // A month's grid also draws the first days of the next one, closed there: a closed day counts
  // only in its own month's grid (near a month's end, daysAhead(5) is drawn in the current one).
  const ownMonth = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${iso}T12:00:00Z`))
    .replace(' de ', ' ')
    .toLowerCase();
  for (let month = 0; month < 4; month++) {
    await scope.locator('table button').first().waitFor(); // the month is drawn
    await scope.getByText('Carregando horários…').waitFor({ state: 'detached' });
    const day = scope.getByRole('button', { name: longDate(iso), exact: true });
    if (await day.isVisible()) {
      if (!(await day.isDisabled())) {
        await day.click();
        return true;
      }
      const shown = ((await scope.locator('[class*="calendarHeaderLevel"]').first().textContent()) ?? '').trim().toLowerCase();
      if (shown === ownMonth) return false;
    }
    await scope.getByRole('button', { name: 'Próximo mês' }).click();
  }
  throw new Error(`dia não encontrado: ${iso}`);
}

it('the 45-minute scenario: after the therapist switches to 45 minutes, no time that overlaps a confirmed 60-minute session is offered or accepted', async () => {
  const therapist = await newTherapist('agenda45');
  const client = await newClient('agenda45c');
  const date = daysAhead(3);
  const booked = await apiCall<Appointment>('POST', '/sessoes', client.token, { therapistId: therapist.id, date, time: '10:00' });
  await apiCall('PATCH', `/sessoes/${booked.id}`, therapist.token, { status: 'CONFIRMED' });

  // The therapist changes the one session length in the Disponibilidade tab.
  const { page } = await newPage(browser);
  await loginThroughPage(page, therapist.email, therapist.password);
  await page.waitForURL(`${baseUrl}/usuario/${therapist.id}`);
  await page.goto(`${baseUrl}/usuario/${therapist.id}/configuracoes`);
  await page.getByRole('tab', { name: 'Disponibilidade' }).click();
  const length = page.getByRole('tabpanel', { name: 'Disponibilidade' }).getByLabel(/Duração da sessão/);
  await length.fill('45');
  await page.getByRole('button', { name: 'Salvar disponibilidade' }).click();
  await page.getByText('Disponibilidade salva!').waitFor();
  await page.context().close();

  // A visitor's calendar: 08:45 and 11:00 are offered, 09:30 and 10:15 (both overlap 10:00–11:00) are not.
  const guest = (await newPage(browser)).page;
  await guest.goto(`${baseUrl}/terapeuta/${therapist.id}`);
  expect(await openDay(card(guest), date)).toBe(true);
  await timesOf(card(guest)).first().waitFor();
  const offered = await timesOf(card(guest)).allTextContents();
  expect(offered).toEqual(expect.arrayContaining(['08:00', '08:45', '11:00', '11:45']));
  expect(offered).not.toContain('09:30');
  expect(offered).not.toContain('10:15');
  await guest.context().close();

  // …and the api refuses them whatever the front does.
  const other = await newClient('agenda45d');
  await expect(apiCall('POST', '/sessoes', other.token, { therapistId: therapist.id, date, time: '10:15' })).rejects.toThrow(/409.*Este horário não está mais disponível/);
  await expect(apiCall('POST', '/sessoes', other.token, { therapistId: therapist.id, date, time: '09:30' })).rejects.toThrow(/409/);
});

it('a blocked week: the therapist blocks it in Disponibilidade and the public calendar closes those days', async () => {
  const therapist = await newTherapist('agendabloq');
  const from = daysAhead(8);
  const to = daysAhead(14);
  const after = daysAhead(15);
  const { page } = await newPage(browser);
  await loginThroughPage(page, therapist.email, therapist.password);
  await page.waitForURL(`${baseUrl}/usuario/${therapist.id}`);
  await page.goto(`${baseUrl}/usuario/${therapist.id}/configuracoes`);
  await page.getByRole('tab', { name: 'Disponibilidade' }).click();
  const form = page.getByRole('form', { name: 'Bloquear período' });
  await form.getByLabel(/^De/).pressSequentially(brDate(from));
  await form.getByLabel(/^Até/).pressSequentially(brDate(to));
  await form.getByLabel(/^Motivo/).fill('Férias');
  await form.getByRole('button', { name: 'Bloquear período' }).click();
  await page.getByText('Período bloqueado').first().waitFor();
  await page.context().close();

  const guest = (await newPage(browser)).page;
  await guest.goto(`${baseUrl}/terapeuta/${therapist.id}`);
  for (const day of [from, daysAhead(11), to]) expect(await openDay(card(guest), day)).toBe(false);
  expect(await openDay(card(guest), after)).toBe(true);
  await guest.context().close();
  await expect(apiCall('POST', '/sessoes', (await newClient('agendabloqc')).token, { therapistId: therapist.id, date: daysAhead(10), time: '10:00' })).rejects.toThrow(
    /409.*O\(a\) terapeuta não atende neste horário/,
  );
});

it('a reschedule: the client moves a confirmed session in the dashboard, the therapist confirms the new time', async () => {
  const therapist = await newTherapist('agendaremarca');
  const client = await newClient('agendaremarcac');
  const date = daysAhead(4);
  const newDate = daysAhead(5);
  const booked = await apiCall<Appointment>('POST', '/sessoes', client.token, { therapistId: therapist.id, date, time: '09:00' });
  await apiCall('PATCH', `/sessoes/${booked.id}`, therapist.token, { status: 'CONFIRMED' });

  const { page } = await newPage(browser);
  await loginThroughPage(page, client.email, client.password);
  await page.waitForURL(/\/cliente\//);
  await page.getByRole('tab', { name: /Próximas/ }).click();
  await page.getByRole('button', { name: `Remarcar consulta com Terapeuta agendaremarca em ${brDate(date)} às 09:00` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('A remarcação precisa ser confirmada novamente pelo(a) terapeuta.').waitFor();
  expect(await openDay(dialog, newDate)).toBe(true);
  await dialog.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button', { name: '14:00', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirmar remarcação' }).click();
  await page.getByText('Remarcação solicitada').waitFor();
  const moved = (await apiCall<Appointment[]>('GET', '/sessoes/cliente', client.token)).find((a) => a.id === booked.id)!;
  expect(moved).toMatchObject({ date: newDate, time: '14:00', status: 'PENDING' });
  await page.context().close();

  // The therapist sees the moved request pending and confirms it.
  const therapistPage = (await newPage(browser)).page;
  await loginThroughPage(therapistPage, therapist.email, therapist.password);
  await therapistPage.waitForURL(`${baseUrl}/usuario/${therapist.id}`);
  const request = therapistPage.getByRole('article', { name: `Consulta de Cliente agendaremarcac em ${brDate(newDate)} às 14:00` });
  await request.getByRole('button', { name: 'Confirmar' }).click();
  // a decision asks once (issue 30)
  await therapistPage.getByRole('dialog', { name: 'Confirmar consulta' }).getByRole('button', { name: 'Confirmar consulta' }).click();
  await therapistPage.getByText('Consulta confirmada!').waitFor();
  const confirmed = (await apiCall<Appointment[]>('GET', '/sessoes', therapist.token)).find((a) => a.id === booked.id)!;
  expect(confirmed).toMatchObject({ date: newDate, time: '14:00', status: 'CONFIRMED' });
  await therapistPage.context().close();
});
