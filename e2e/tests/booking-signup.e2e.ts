// A first booking survives the sign-up (issue 44 item 2), on a phone (390 px), over the whole local
// stack: a visitor picks a time on the therapist's profile and writes a note, 'Solicitar agendamento'
// → /login → 'Cadastre-se' → signs up → confirms the e-mail (the identity emulator's code) → signs in
// → lands back on the profile with the request filled in and in view → one click → the therapist has
// it. E2E_SHOTS_DIR set: the restored request is saved there at 390 and 1280 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { Appointment } from '@acolhe/shared-domain';
import { STORAGE_KEYS } from '@acolhe/shared-domain/contracts';
import { browserForFile, newPage } from '../src/browser';
import { apiCall, idTokenOf } from '../src/identity';
import { DEMO, confirmInDialog } from '../src/session';
import { baseUrl } from '../src/stackEnv';

const THERAPIST = DEMO.terapeuta.id;
const PROFILE = `/terapeuta/${THERAPIST}`;
const PHONE = { width: 390, height: 844 };
const NOTE = 'Ansiedade no trabalho (e2e)';
const PASSWORD = 'Acolhe2026x';

const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

const browser = browserForFile();

const card = (page: Page) => page.getByRole('region', { name: 'Agendar sessão' });
const timesOf = (scope: Locator) => scope.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button');

/** The first open day of the next three months, clicked, and its first time; returns both labels. */
async function pickFirstSlot(scope: Locator): Promise<{ dayLabel: string; time: string }> {
  await scope.getByRole('heading', { name: 'Data', exact: true }).waitFor();
  for (let month = 0; month < 3; month++) {
    await scope.getByText('Carregando horários…').waitFor({ state: 'detached' });
    const open = scope.locator('table button:not([disabled])');
    if ((await open.count()) > 0) {
      const day = open.first();
      const dayLabel = (await day.getAttribute('aria-label')) ?? '';
      await day.click();
      const time = timesOf(scope).first();
      const label = ((await time.textContent()) ?? '').trim();
      await time.click();
      return { dayLabel, time: label };
    }
    await scope.getByRole('button', { name: 'Próximo mês' }).click();
  }
  throw new Error('nenhum dia com horário disponível nos próximos 3 meses');
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
function isoOf(longDate: string): string {
  const m = /(\d{1,2}) de (\S+) de (\d{4})/.exec(longDate);
  if (!m) throw new Error(`data inesperada: ${longDate}`);
  return `${m[3]}-${String(MONTHS.indexOf(m[2]!) + 1).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

/** The element is on screen and is what a tap at its centre reaches (no fixed bar over it). */
async function expectTappable(page: Page, target: Locator) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  const reached = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(reached).toBe(true);
}

describe('um primeiro agendamento sobrevive ao cadastro (issue 44 item 2)', () => {
  it('celular: horário e observação → Cadastre-se → cadastro → confirmação → login → pedido de volta, aberto e à vista → um clique → o(a) terapeuta recebe', async () => {
    const { page } = await newPage(browser);
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}${PROFILE}`);
    // on a phone the card sits below the profile: the bottom bar's 'Agendar' brings it
    await page.getByTestId('sticky-booking-bar').getByRole('button', { name: 'Agendar' }).click();
    const booking = card(page);
    const { dayLabel, time } = await pickFirstSlot(booking);
    await booking.getByRole('radio', { name: 'Online' }).check(); // Marina offers both formats
    await booking.getByLabel('Observações (opcional)').fill(NOTE);
    await booking.getByRole('button', { name: 'Solicitar agendamento' }).click();

    await page.waitForURL(`${baseUrl}/login?returnTo=${encodeURIComponent(PROFILE)}`);
    await page.getByRole('form', { name: 'Entrar' }).getByRole('link', { name: 'Cadastre-se' }).click();
    await page.waitForURL(`${baseUrl}/cadastro?returnTo=${encodeURIComponent(PROFILE)}`);

    const email = `e2e.retomar.${Date.now()}@exemplo.com`;
    await page.getByLabel('Nome completo').fill('Clara Nova');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Li e concordo/ }).check();
    await page.getByRole('button', { name: 'Criar minha conta' }).click();

    await page.waitForURL(
      `${baseUrl}/login?email=${encodeURIComponent(email)}&confirmar=1&returnTo=${encodeURIComponent(PROFILE)}`,
    );
    await confirmInDialog(page, email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${baseUrl}${PROFILE}`);

    // back on the profile: the card is open, the request filled in and in view, nothing sent yet
    const restored = card(page);
    const notice = page.getByTestId('solicitacao-recuperada');
    await notice.getByText(`${dayLabel} às ${time}`).waitFor();
    await restored.getByRole('button', { name: time, pressed: true }).waitFor();
    expect(await restored.getByRole('radio', { name: 'Online' }).isChecked()).toBe(true);
    expect(await restored.getByLabel('Observações (opcional)').inputValue()).toBe(NOTE);
    const send = notice.getByRole('button', { name: 'Enviar solicitação' });
    await page.waitForTimeout(500); // the card's late parts (prices, slots) settle
    await expectTappable(page, notice.getByText(`${dayLabel} às ${time}`));
    await expectTappable(page, send);
    await shoot(page, 'restored-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await notice.scrollIntoViewIfNeeded();
    await shoot(page, 'restored-1280');
    await page.setViewportSize(PHONE);
    await notice.scrollIntoViewIfNeeded();

    const therapistToken = await idTokenOf(DEMO.terapeuta.email);
    const date = isoOf(dayLabel);
    const forTherapist = async () =>
      (await apiCall<Appointment[]>('GET', '/sessoes', therapistToken)).filter(
        (a) => a.date === date && a.time === time && ['PENDING', 'CONFIRMED'].includes(a.status),
      );
    expect(await forTherapist()).toHaveLength(0); // nothing went without the click

    await send.click();
    await page.getByText('Agendamento solicitado!').waitFor();
    await notice.waitFor({ state: 'detached' });
    await shoot(page, 'sent-390');
    // the note (possibly health data) left the browser's storage as the request left
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.pendingBooking)).toBeNull();

    const mine = await forTherapist();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'PENDING', modality: 'online', notes: NOTE });
  });
});
