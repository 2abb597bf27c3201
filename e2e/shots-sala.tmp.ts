// Screenshots of the room (not committed): starts the stack on the e2e ports, books a session in its window.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { stackEnv, baseUrl } from './src/stackEnv';
import { apiCall, idTokenOf, newConfirmedAccount } from './src/identity';
import { everyDay, newReadyTherapist } from './src/therapists';

const OUT = '/work/wt/shots/sala';
mkdirSync(OUT, { recursive: true });

function brazilIn(minutes: number): [string, string] {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return [`${get('year')}-${get('month')}-${get('day')}`, `${get('hour')}:${get('minute')}`];
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-shots-'));
  const child = spawn('npx', ['tsx', 'scripts/stack/start.ts'], { cwd: join(__dirname, '..'), env: { ...process.env, ...stackEnv(dataDir) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  console.log('STACK PID', child.pid);
  await new Promise<void>((resolve) => {
    let out = '';
    const on = (c: Buffer) => { out += c.toString(); if (out.includes('ACOLHE_READY')) resolve(); };
    child.stdout.on('data', on); child.stderr.on('data', on);
  });
  try {
    const therapist = await newReadyTherapist('salashot');
    const clientAcc = await newConfirmedAccount({ label: 'salashotc', name: 'Rafael Lima', tipo: 'cliente' });
    const clientToken = await idTokenOf(clientAcc.email, clientAcc.password);
    const now = Date.now();
    const startsIn = Math.ceil((now + 2 * 60_000) / 300_000) * 300_000 - now;
    const [date, time] = brazilIn(startsIn / 60_000);
    const [, end] = brazilIn(startsIn / 60_000 + 60);
    await apiCall('POST', `/agenda/terapeutas/${therapist.id}/disponibilidade`, therapist.token, { schedule: everyDay(time, end), sessionDuration: 60, minNoticeHours: 0 });
    const booked = await apiCall<{ id: string }>('POST', '/sessoes', clientToken, { therapistId: therapist.id, date, time, modality: 'online' });
    await apiCall('PATCH', `/sessoes/${booked.id}`, therapist.token, { status: 'CONFIRMED' });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
    const open = async (email: string, password: string, viewport: { width: number; height: number }) => {
      const ctx = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport });
      const page = await ctx.newPage();
      page.setDefaultTimeout(30_000);
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Senha', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL((u) => u.pathname !== '/login');
      return page;
    };
    const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
    const desk = await open(clientAcc.email, clientAcc.password, { width: 1366, height: 900 });
    await desk.waitForTimeout(1500);
    await shot(desk, 'painel-cliente-entrar-desktop');
    await desk.goto(`${baseUrl}/sessao/${booked.id}/sala`);
    await desk.getByRole('button', { name: 'Entrar na sala' }).waitFor();
    await desk.waitForTimeout(2500);
    await shot(desk, 'pre-entrada-desktop');
    await desk.getByRole('button', { name: 'Entrar na sala' }).click();
    await desk.getByText(/^Aguardando /).waitFor();
    await shot(desk, 'aguardando-desktop');
    const phone = await open(therapist.email, therapist.password, { width: 390, height: 844 });
    await phone.waitForTimeout(1500);
    await shot(phone, 'agenda-terapeuta-entrar-phone');
    await phone.goto(`${baseUrl}/sessao/${booked.id}/sala`);
    await phone.getByRole('button', { name: 'Entrar na sala' }).waitFor();
    await phone.waitForTimeout(2500);
    await shot(phone, 'pre-entrada-phone');
    await phone.getByRole('button', { name: 'Entrar na sala' }).click();
    await phone.getByLabel(/^Imagem de /).waitFor();
    await desk.getByLabel(/^Imagem de /).waitFor();
    await phone.waitForTimeout(5000);
    await shot(phone, 'sala-phone');
    await shot(desk, 'sala-desktop');
    await desk.getByRole('button', { name: 'Sair da sala' }).click();
    await shot(desk, 'sair-confirmar-desktop');
    await desk.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true }).click();
    await phone.getByText(/^Aguardando /).waitFor();
    await shot(phone, 'aguardando-phone');
    // a third account
    const other = await newConfirmedAccount({ label: 'salashoto', name: 'Outra Pessoa', tipo: 'cliente' });
    const op = await open(other.email, other.password, { width: 390, height: 844 });
    await op.goto(`${baseUrl}/sessao/${booked.id}/sala`);
    await op.getByRole('alert').waitFor();
    await shot(op, 'recusada-phone');
    await browser.close();
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ }
  }
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
