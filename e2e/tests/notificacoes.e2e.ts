// Notifications (issue 15) over the whole local stack: what people do in Chromium turns into real
// e-mails, sent by the api's delivery worker over SMTP to the stack's mail catcher (maildev) and
// read back through its REST API; the in-app side of the same notifications in the pages.
// Each journey uses its own new therapist and client, so their addresses only receive the
// messages of this suite.
import type { Locator, Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { apiCall, idTokenOf, newConfirmedAccount } from '../src/identity';
import { attachmentText, mailTo, setMailSmtp, waitForMail, type CaughtMail } from '../src/mailbox';
import { loginThroughPage } from '../src/session';
import { newReadyTherapist } from '../src/therapists';
import { baseUrl } from '../src/stackEnv';
import { brDate, daysAhead, longDate } from '../src/dates';
import type { Appointment } from '@acolhe/shared-domain';

const browser = browserForFile();

// ---- accounts (identity emulator + api, straight from node) ----

const CLIENT_CPF = '123.456.789-09';
/** every way a CPF may be written: with and without punctuation */
const cpfForms = (cpf: string) => [cpf, cpf.replace(/\D/g, '')];

/** The CPFs of the therapists this suite created (each its own: CPFs are unique among therapists). */
const therapistCpfs: string[] = [];

/** A therapist with a complete profile (online only, 60-minute sessions, every day 08–18, no notice). */
async function newTherapist(label: string) {
  const therapist = await newReadyTherapist(label);
  therapistCpfs.push(therapist.cpf);
  return therapist;
}

/** A client with a CPF on the profile (so "no CPF in the e-mail" means something). */
async function newClient(label: string) {
  const name = `Cliente ${label}`;
  const account = await newConfirmedAccount({ label, name, tipo: 'cliente' });
  const token = await idTokenOf(account.email, account.password);
  const saved = await apiCall<{ id: string }>('POST', '/clientes', token, { name, cpf: CLIENT_CPF.replace(/\D/g, '') });
  return { ...account, name, id: saved.id, token };
}

// ---- pages ----

const bookingCard = (page: Page) => page.getByRole('region', { name: 'Agendar sessão' });

/** Opens `iso` in the booking card's month calendar (moving forward at most 3 months). */
async function openDay(scope: Locator, iso: string) {
  for (let month = 0; month < 4; month++) {
    await scope.locator('table button').first().waitFor(); // the month is drawn
    await scope.getByText('Carregando horários…').waitFor({ state: 'detached' });
    const day = scope.getByRole('button', { name: longDate(iso), exact: true });
    // a grid also draws the next month's first days, closed there: an open day is clicked in its own month's grid
    if ((await day.isVisible()) && !(await day.isDisabled())) return day.click();
    await scope.getByRole('button', { name: 'Próximo mês' }).click();
  }
  throw new Error(`dia não encontrado: ${iso}`);
}

async function signedIn(account: { email: string; password: string }, home: RegExp): Promise<Page> {
  const { page } = await newPage(browser);
  await loginThroughPage(page, account.email, account.password);
  await page.waitForURL(home);
  return page;
}

/** The therapist's card of one request in the agenda. */
const requestCard = (page: Page, clientName: string, iso: string, time: string) =>
  page.getByRole('article', { name: `Consulta de ${clientName} em ${brDate(iso)} às ${time}` });

// ---- what every e-mail must be ----

/** pt-BR, the product's From, a link back to the product (the shell), no CPF of either side, no notes. */
function expectProductMail(mail: CaughtMail, link: string, opts: { notes?: string } = {}) {
  expect(mail.from[0]).toMatchObject({ name: 'Acolhe', address: expect.stringMatching(/^nao-responda@/) });
  const text = mail.text ?? '';
  const html = mail.html ?? '';
  expect(text).toMatch(/^Olá, /);
  expect(text).toContain(link);
  expect(html).toContain(`href="${link}"`);
  for (const cpf of [...therapistCpfs.flatMap(cpfForms), ...cpfForms(CLIENT_CPF)]) {
    expect(text).not.toContain(cpf);
    expect(html).not.toContain(cpf);
  }
  if (opts.notes) {
    expect(text).not.toContain(opts.notes);
    expect(html).not.toContain(opts.notes);
  }
  // no English leaking from a default template
  expect(`${mail.subject}\n${text}`).not.toMatch(/\b(Hello|Dear|session request|confirmed)\b/);
}

describe('notificações por e-mail (maildev) e na página', () => {
  it('o cliente agenda no navegador → o terapeuta recebe "Nova solicitação"; o terapeuta confirma → o cliente recebe o convite de calendário e o sino mostra a não lida', async () => {
    const therapist = await newTherapist('notifconf');
    const client = await newClient('notifconfc');
    const date = daysAhead(3);
    const notes = 'Prefiro falar sobre ansiedade no trabalho (e2e)';

    // ---- a. the client books in the browser ----
    const clientPage = await signedIn(client, /\/cliente\//);
    await clientPage.goto(`${baseUrl}/terapeuta/${therapist.id}`);
    const card = bookingCard(clientPage);
    await openDay(card, date);
    await card.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button', { name: '10:00', exact: true }).click();
    await card.getByLabel('Observações (opcional)').fill(notes);
    await card.getByRole('button', { name: 'Solicitar agendamento' }).click();
    await clientPage.getByText('Agendamento solicitado!').waitFor();

    const solicitada = await waitForMail(therapist.email, /^Nova solicitação de sessão/);
    expect(solicitada.subject).toBe(`Nova solicitação de sessão: ${brDate(date)} às 10:00`);
    expect(solicitada.text).toContain(`${client.name} pediu uma sessão online em ${brDate(date)} às 10:00.`);
    expect(solicitada.text).toContain('Confirme ou recuse o pedido na sua área do Acolhe.');
    expectProductMail(solicitada, `${baseUrl}/usuario/${therapist.id}`, { notes });
    // one e-mail per booking to the therapist, and the client's own receipt of the request (issue 30)
    expect(await mailTo(therapist.email, /^Nova solicitação/)).toHaveLength(1);
    const enviada = await waitForMail(client.email, /^Solicitação enviada/);
    expect(enviada.subject).toBe(`Solicitação enviada: ${brDate(date)} às 10:00`);
    expect(await mailTo(client.email)).toHaveLength(1);

    // ---- b. the therapist confirms in the browser ----
    const therapistPage = await signedIn(therapist, new RegExp(`/usuario/${therapist.id}$`));
    await requestCard(therapistPage, client.name, date, '10:00').getByRole('button', { name: 'Confirmar' }).click();
    await therapistPage.getByRole('dialog', { name: 'Confirmar consulta' }).getByRole('button', { name: 'Confirmar consulta' }).click();
    await therapistPage.getByText('Consulta confirmada!').waitFor();

    const confirmada = await waitForMail(client.email, /^Sessão confirmada/);
    expect(confirmada.subject).toBe(`Sessão confirmada: ${brDate(date)} às 10:00`);
    expect(confirmada.text).toContain(`${therapist.name} confirmou sua sessão online de ${brDate(date)} às 10:00.`);
    expectProductMail(confirmada, `${baseUrl}/cliente/${client.id}`, { notes });
    // the calendar invite: nodemailer's icalEvent is a text/calendar alternative (and an .ics file)
    const calendarPart = (confirmada.attachments ?? []).find((a) => a.contentType.startsWith('text/calendar'));
    expect(calendarPart).toBeDefined();
    const ics = await attachmentText(confirmada, calendarPart!);
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(ics).toMatch(/^BEGIN:VEVENT\r?$/m);
    // 10:00 in São Paulo is 13:00 UTC (no daylight saving since 2019), however the file writes it
    const compact = date.replace(/-/g, '');
    expect(ics).toMatch(new RegExp(`^DTSTART(;TZID=America/Sao_Paulo:${compact}T100000|:${compact}T130000Z)\\r?$`, 'm'));
    for (const cpf of [...therapistCpfs.flatMap(cpfForms), ...cpfForms(CLIENT_CPF)]) expect(ics).not.toContain(cpf);
    expect(ics).not.toContain(notes);

    // the client's bell: two unread notifications (the request's receipt and the confirmation)
    await clientPage.goto(`${baseUrl}/cliente/${client.id}`);
    const bell = clientPage.getByRole('button', { name: 'Notificações', exact: true });
    await bell.waitFor();
    await clientPage.getByText('2 não lidas', { exact: true }).waitFor({ state: 'attached' });
    const describedBy = await bell.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(await clientPage.locator(`[id="${describedBy}"]`).textContent()).toContain('2 não lidas');
    await bell.click();
    await clientPage.getByRole('list', { name: 'Últimas notificações' }).getByText('Sessão confirmada').waitFor();

    await Promise.all([clientPage.context().close(), therapistPage.context().close()]);
  });

  it('o terapeuta recusa outro pedido no navegador → o cliente recebe "Solicitação não aceita" e o vê em "Canceladas e recusadas"', async () => {
    const therapist = await newTherapist('notifrec');
    const client = await newClient('notifrecc');
    const date = daysAhead(4);
    await apiCall<Appointment>('POST', '/sessoes', client.token, { therapistId: therapist.id, date, time: '15:00' });
    await waitForMail(therapist.email, `Nova solicitação de sessão: ${brDate(date)} às 15:00`);

    const therapistPage = await signedIn(therapist, new RegExp(`/usuario/${therapist.id}$`));
    await requestCard(therapistPage, client.name, date, '15:00').getByRole('button', { name: 'Recusar' }).click();
    // a decision asks once (issue 30); the reason is optional
    await therapistPage.getByRole('dialog', { name: 'Recusar solicitação' }).getByRole('button', { name: 'Recusar solicitação' }).click();
    await therapistPage.getByText('Consulta recusada').first().waitFor();

    const recusada = await waitForMail(client.email, /^Solicitação não aceita/);
    expect(recusada.subject).toBe(`Solicitação não aceita: ${brDate(date)} às 15:00`);
    expect(recusada.text).toContain(`${therapist.name} não pôde aceitar sua solicitação de sessão de ${brDate(date)} às 15:00.`);
    // "another time": the button goes to the therapist's public profile
    expectProductMail(recusada, `${baseUrl}/terapeuta/${therapist.id}`);
    // a decline carries no invitation, only a calendar cancellation (METHOD:CANCEL, issue 30)
    for (const part of (recusada.attachments ?? []).filter((a) => a.contentType.startsWith('text/calendar'))) {
      expect(await attachmentText(recusada, part)).toMatch(/^METHOD:CANCEL\r?$/m);
    }
    await therapistPage.context().close();

    // …and the client's dashboard keeps the declined request, saying why
    const clientPage = await signedIn(client, new RegExp(`/cliente/${client.id}$`));
    await clientPage.getByRole('tab', { name: /Canceladas e recusadas/ }).click();
    const declined = clientPage.getByRole('listitem', { name: `Consulta com ${therapist.name} em ${brDate(date)} às 15:00` });
    await declined.getByText('Recusada pelo(a) terapeuta').waitFor();
    await clientPage.context().close();
  });

  it('com o SMTP do maildev fora do ar a mensagem espera na fila e chega quando ele volta', async () => {
    // the request's message only: the new therapist's 'Seu CRP foi verificado' (issue 32) may be in the same queue
    const requestsTo = async (email: string) => (await mailTo(email)).filter((m) => m.subject.startsWith('Nova solicitação de sessão'));
    const therapist = await newTherapist('notifsmtp');
    const client = await newClient('notifsmtpc');
    const date = daysAhead(5);
    await setMailSmtp(false);
    try {
      await apiCall<Appointment>('POST', '/sessoes', client.token, { therapistId: therapist.id, date, time: '11:00' });
      // the worker tries (every 500 ms here) and fails against the closed port: nothing arrives
      await new Promise((r) => setTimeout(r, 3000));
      expect(await requestsTo(therapist.email)).toHaveLength(0);
    } finally {
      await setMailSmtp(true);
    }
    const chegou = await waitForMail(therapist.email, `Nova solicitação de sessão: ${brDate(date)} às 11:00`);
    expectProductMail(chegou, `${baseUrl}/usuario/${therapist.id}`);
    // once, not once per failed try
    await new Promise((r) => setTimeout(r, 1000));
    expect(await requestsTo(therapist.email)).toHaveLength(1);
  });
});
