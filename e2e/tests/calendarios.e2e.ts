// Issue 45 on the whole local stack, in Chromium: a therapist connects an ICS address (served by a
// small HTTP server on 127.0.0.1 started here; `npm start` lets the api fetch loopback addresses),
// sees 'Sincronizado às …', and the busy hour is no longer offered on the public profile's
// calendar, while the hours around it still are. A file that is not iCalendar is refused with the
// api's message at the address and nothing is listed. Then a CalDAV account on Debian's Radicale
// (api/testing/radicale.ts, on 127.0.0.1): a wrong password is refused and emptied; the right one
// lists the account's calendars, and unticking one and choosing the one that receives sessions
// are kept (a reload shows them). axe finds no serious or critical violation in the section.
// E2E_SHOTS_DIR set: the section is also saved there at 390 px and 1280 px (the assertions do not
// depend on it).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { startRadicale, type Radicale } from '@acolhe/api/testing/radicale';
import { expectNoSeriousViolations } from '../src/axe';
import { browserForFile, newPage } from '../src/browser';
import { loginThroughPage } from '../src/session';
import { newReadyTherapist } from '../src/therapists';
import { apiUrl, baseUrl } from '../src/stackEnv';
import { daysAhead, longDate } from '../src/dates';

const browser = browserForFile();
/** The section, for axe (its heading names it). */
const SECTION = 'section[aria-labelledby="calendarios-externos"]';

const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
async function shoot(page: Page, name: string, section: Locator) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const before = page.viewportSize();
  // the toasts stand over the form on a phone: hidden while shooting
  const toasts = await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400); // the layout settles (Mantine's media queries)
    // the whole page at once, cut to the section: the shell's sticky header stays at the top
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await section.boundingBox();
    if (box) await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true, clip: box });
  }
  await toasts.evaluate((style) => (style as HTMLStyleElement).remove());
  if (before) await page.setViewportSize(before);
}

// The busy hour: three days ahead, 10:00–11:00 in São Paulo (13:00–14:00 UTC), with a title the
// api must never keep.
const BUSY_DAY = daysAhead(3);
const compact = BUSY_DAY.replaceAll('-', '');
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Acolhe e2e//calendarios//PT',
  'BEGIN:VEVENT',
  'UID:plantao-hospital@e2e.acolhe',
  `DTSTAMP:${compact}T000000Z`,
  `DTSTART:${compact}T130000Z`,
  `DTEND:${compact}T140000Z`,
  'SUMMARY:Plantão no hospital',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/agenda/segredo-e2e/basic.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(ICS);
    } else if (req.url === '/nao-e-calendario.txt') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('Isto não é um calendário.');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The month's slots of `therapistId` on `date`, as the public calendar reads them. */
async function slotsOf(therapistId: string, date: string): Promise<{ time: string; available: boolean }[]> {
  const res = await fetch(`${apiUrl}/agenda/terapeutas/${therapistId}/slots-mes?year=${date.slice(0, 4)}&month=${Number(date.slice(5, 7))}`);
  const slots = (await res.json()) as { date: string; time: string; available: boolean }[];
  return slots.filter((s) => s.date === date);
}

const bookingCard = (page: Page) => page.getByRole('region', { name: 'Agendar sessão' });
const timesOf = (scope: Locator) => scope.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button');

/** Opens `iso` on the profile's calendar (moving forward at most 2 months). */
async function openDay(scope: Locator, iso: string) {
  for (let month = 0; month < 3; month++) {
    await scope.locator('table button').first().waitFor();
    await scope.getByText('Carregando horários…').waitFor({ state: 'detached' });
    const day = scope.getByRole('button', { name: longDate(iso), exact: true });
    if ((await day.isVisible()) && !(await day.isDisabled())) return day.click();
    await scope.getByRole('button', { name: 'Próximo mês' }).click();
  }
  throw new Error(`dia não encontrado: ${iso}`);
}

it('a connected ICS address blocks its busy hour on the public calendar; a file that is not iCalendar is refused', async () => {
  const therapist = await newReadyTherapist('calendarios');
  // before: 10:00 is offered on that day
  expect((await slotsOf(therapist.id, BUSY_DAY)).find((s) => s.time === '10:00')?.available).toBe(true);

  const { page } = await newPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughPage(page, therapist.email, therapist.password);
  await page.waitForURL(`${baseUrl}/usuario/${therapist.id}`);
  await page.goto(`${baseUrl}/usuario/${therapist.id}/configuracoes#calendarios-externos`);
  const section = page.getByRole('region', { name: 'Calendários externos' });
  await section.getByText('Nenhum calendário conectado.').waitFor();
  const form = section.getByRole('form', { name: 'Conectar calendário' });

  // not a calendar: the api's message at the address, nothing listed
  const address = form.getByRole('textbox', { name: /Endereço do calendário \(ICS\)/ });
  await address.fill(`${origin}/nao-e-calendario.txt`);
  await form.getByRole('button', { name: 'Conectar' }).click();
  await form.getByText('O endereço não é um calendário iCalendar (.ics).', { exact: false }).waitFor();
  expect(await address.getAttribute('aria-invalid')).toBe('true');
  expect(await section.getByText('Nenhum calendário conectado.').isVisible()).toBe(true);
  await expectNoSeriousViolations(page, 'Calendários externos (endereço recusado)', SECTION);
  await shoot(page, 'conectar-recusado', section);

  // the real one: listed by its host only, read at once
  await address.fill(`${origin}/agenda/segredo-e2e/basic.ics`);
  await form.getByRole('button', { name: 'Conectar' }).click();
  await page.getByText('Calendário conectado').first().waitFor();
  const card = section.getByRole('listitem', { name: new URL(origin).host });
  await card.getByText(/^Sincronizado às \d\d:\d\d$/).waitFor();
  expect(await section.textContent()).not.toContain('segredo-e2e');
  await shoot(page, 'conectado', section);

  // the CalDAV way's fields, for the screenshots
  await form.getByText('Conta CalDAV').click();
  await form.getByLabel(/Senha de app/).waitFor();
  await shoot(page, 'conectar-caldav', section);
  await page.context().close();

  // after: the api no longer offers 10:00; a visitor's calendar shows 09:00 and 11:00 but not 10:00
  const around = await slotsOf(therapist.id, BUSY_DAY);
  expect(around.find((s) => s.time === '10:00')?.available).not.toBe(true);
  const guest = (await newPage(browser)).page;
  await guest.goto(`${baseUrl}/terapeuta/${therapist.id}`);
  await openDay(bookingCard(guest), BUSY_DAY);
  await timesOf(bookingCard(guest)).first().waitFor();
  const offered = await timesOf(bookingCard(guest)).allTextContents();
  expect(offered).toEqual(expect.arrayContaining(['09:00', '11:00']));
  expect(offered).not.toContain('10:00');
  await guest.context().close();
});

/** Two calendars, 'Trabalho' and 'Pessoal', in `user`'s Radicale account (plain WebDAV requests). */
async function withTwoCalendars(radicale: Radicale, user: string, password: string) {
  const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  // the principal's collection is made on the user's first request
  await fetch(`${radicale.url}${user}/`, { method: 'PROPFIND', headers: { authorization, depth: '0' } });
  for (const [slug, name] of [['trabalho', 'Trabalho'], ['pessoal', 'Pessoal']]) {
    const body =
      '<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">' +
      `<D:set><D:prop><D:displayname>${name}</D:displayname></D:prop></D:set></C:mkcalendar>`;
    const res = await fetch(`${radicale.url}${user}/${slug}/`, { method: 'MKCALENDAR', headers: { authorization, 'content-type': 'application/xml' }, body });
    if (res.status !== 201) throw new Error(`MKCALENDAR ${slug}: ${res.status}`);
  }
}

it('a CalDAV account: a wrong password is refused and emptied; its calendars are listed, unticked and chosen', async () => {
  const radicale = await startRadicale({ ana: 'senha-de-app-1' });
  try {
    await withTwoCalendars(radicale, 'ana', 'senha-de-app-1');
    const therapist = await newReadyTherapist('caldav');
    const { page } = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginThroughPage(page, therapist.email, therapist.password);
    await page.waitForURL(`${baseUrl}/usuario/${therapist.id}`);
    await page.goto(`${baseUrl}/usuario/${therapist.id}/configuracoes#calendarios-externos`);
    const section = page.getByRole('region', { name: 'Calendários externos' });
    await section.getByText('Nenhum calendário conectado.').waitFor();
    const form = section.getByRole('form', { name: 'Conectar calendário' });
    await form.getByText('Conta CalDAV').click();
    await form.getByRole('textbox', { name: /Servidor CalDAV/ }).fill(radicale.url);
    await form.getByRole('textbox', { name: /Usuário/ }).fill('ana');
    const password = form.getByLabel(/Senha de app/);

    await password.fill('errada');
    await form.getByRole('button', { name: 'Conectar' }).click();
    await form.getByText('Usuário ou senha recusados pelo servidor de calendário.').waitFor();
    expect(await password.inputValue()).toBe('');
    expect(await section.getByText('Nenhum calendário conectado.').isVisible()).toBe(true);

    await password.fill('senha-de-app-1');
    await form.getByRole('button', { name: 'Conectar' }).click();
    const account = section.getByRole('listitem', { name: `${new URL(radicale.url).host} · ana` });
    await account.getByText(/^Sincronizado às \d\d:\d\d$/).waitFor();
    expect(await password.inputValue()).toBe('');
    const pessoal = account.getByRole('group', { name: 'Pessoal' });
    const trabalho = account.getByRole('group', { name: 'Trabalho' });
    expect(await pessoal.getByRole('checkbox', { name: 'Bloqueia horários' }).isChecked()).toBe(true);
    expect(await trabalho.getByRole('checkbox', { name: 'Bloqueia horários' }).isChecked()).toBe(true);

    // 'Pessoal' stops blocking time and receives the sessions
    await pessoal.getByText('Bloqueia horários').click();
    await page.getByText('Calendário atualizado').first().waitFor();
    await pessoal.getByText('Recebe as sessões do Acolhe').click();
    await page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length >= 2);
    await expectNoSeriousViolations(page, 'Calendários externos (conta CalDAV)', SECTION);
    await shoot(page, 'conta-caldav', section);

    await page.reload();
    await account.waitFor();
    await pessoal.getByRole('radio', { name: 'Recebe as sessões do Acolhe' }).waitFor();
    expect(await pessoal.getByRole('checkbox', { name: 'Bloqueia horários' }).isChecked()).toBe(false);
    expect(await pessoal.getByRole('radio', { name: 'Recebe as sessões do Acolhe' }).isChecked()).toBe(true);
    expect(await trabalho.getByRole('checkbox', { name: 'Bloqueia horários' }).isChecked()).toBe(true);
    expect(await trabalho.getByRole('radio', { name: 'Recebe as sessões do Acolhe' }).isChecked()).toBe(false);
    await page.context().close();
  } finally {
    await radicale.stop();
  }
});
