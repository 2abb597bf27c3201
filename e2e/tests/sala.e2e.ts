// The private video room (issue 33 item 4) in Chromium on the whole stack, with Chromium's fake
// camera and microphone: a client and a therapist, each in their own browser context, open the
// room of their confirmed online session and each receives the other's video (getStats: inbound
// video bytes growing, frames decoded); a third account and an anonymous visitor are refused.
import type { Page } from 'playwright-core';
import { FAKE_MEDIA, browserForFile, newPage } from '../src/browser';
import { loginThroughPage } from '../src/session';
import { newReadyTherapist } from '../src/therapists';
import { everyDay } from '../src/therapists';
import { baseUrl } from '../src/stackEnv';
import { apiCall, idTokenOf, newConfirmedAccount } from '../src/identity';

const browser = browserForFile(FAKE_MEDIA);

async function newClient(label: string) {
  const name = `Cliente ${label}`;
  const account = await newConfirmedAccount({ label, name, tipo: 'cliente' });
  return { ...account, name, token: await idTokenOf(account.email, account.password) };
}

/** Brazil's wall clock `minutes` from now: ['YYYY-MM-DD', 'HH:MM']. */
function brazilIn(minutes: number): [string, string] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return [`${get('year')}-${get('month')}-${get('day')}`, `${get('hour')}:${get('minute')}`];
}

/**
 * A confirmed online session starting 2–7 minutes from now (its room is open at once: it opens 10
 * minutes before the start). The stack runs on real time, so the therapist's day opens at that
 * minute (on a 5-minute mark) and the client books its first slot.
 */
async function sessionInItsWindow() {
  const therapist = await newReadyTherapist('sala');
  const client = await newClient('salac');
  const now = Date.now();
  const fiveMin = 5 * 60_000;
  const startsIn = Math.ceil((now + 2 * 60_000) / fiveMin) * fiveMin - now;
  const [date, time] = brazilIn(startsIn / 60_000);
  const [, end] = brazilIn(startsIn / 60_000 + 60);
  if (end < time) throw new Error('a sessão cruzaria a meia-noite: rode de novo em alguns minutos');
  await apiCall('POST', `/agenda/terapeutas/${therapist.id}/disponibilidade`, therapist.token, { schedule: everyDay(time, end), sessionDuration: 60, minNoticeHours: 0 });
  const booked = await apiCall<{ id: string }>('POST', '/sessoes', client.token, { therapistId: therapist.id, date, time, modality: 'online' });
  await apiCall('PATCH', `/sessoes/${booked.id}`, therapist.token, { status: 'CONFIRMED' });
  return { therapist, client, sessaoId: booked.id };
}

/** The page's RTCPeerConnections, kept by an init script so the journey can read getStats as
 * chrome://webrtc-internals would (the product keeps no handle on window). */
async function watchPeerConnections(page: Page) {
  await page.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const seen: RTCPeerConnection[] = [];
    Object.assign(window, { __salaPcs: seen });
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        seen.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** Inbound video of the latest peer connection: bytes received and frames decoded. */
function inboundVideo(page: Page) {
  return page.evaluate(async () => {
    const pcs = (window as unknown as { __salaPcs: RTCPeerConnection[] }).__salaPcs;
    const pc = pcs[pcs.length - 1];
    if (!pc) return { bytes: 0, frames: 0 };
    let bytes = 0;
    let frames = 0;
    (await pc.getStats()).forEach((s: { type: string; kind?: string; bytesReceived?: number; framesDecoded?: number }) => {
      if (s.type === 'inbound-rtp' && s.kind === 'video') {
        bytes += s.bytesReceived ?? 0;
        frames += s.framesDecoded ?? 0;
      }
    });
    return { bytes, frames };
  });
}

async function enterRoom(email: string, password: string, sessaoId: string): Promise<Page> {
  const { page } = await newPage(browser);
  if (process.env.SALA_DEBUG) {
    page.on('console', (m) => console.log(`[${email}] ${m.type()}: ${m.text()}`));
    page.on('websocket', (ws) => {
      console.log(`[${email}] ws ${ws.url().replace(/ticket=.*/, 'ticket=…')}`);
      ws.on('close', () => console.log(`[${email}] ws closed`));
      ws.on('socketerror', (e) => console.log(`[${email}] ws error ${e}`));
    });
  }
  await watchPeerConnections(page);
  await loginThroughPage(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${baseUrl}/sessao/${sessaoId}/sala`);
  const entrar = page.getByRole('button', { name: 'Entrar na sala' });
  await entrar.waitFor();
  // enabled once the (fake) camera and microphone are open: the shell's Permissions-Policy allows them
  await page.locator('button:not([disabled])', { hasText: 'Entrar na sala' }).waitFor();
  await entrar.click();
  return page;
}

it('the client and the therapist each receive the other’s video; a third account and a visitor are refused', async () => {
  const { therapist, client, sessaoId } = await sessionInItsWindow();

  const clientPage = await enterRoom(client.email, client.password, sessaoId);
  // alone in the room: waiting for the therapist, by name
  await clientPage.getByText(`Aguardando ${therapist.name} entrar…`).waitFor().catch(async (e: unknown) => {
    throw new Error(`${String(e)}\n--- page:\n${await clientPage.locator('main, #root').first().innerText()}`);
  });

  const therapistPage = await enterRoom(therapist.email, therapist.password, sessaoId);
  await therapistPage.getByLabel(`Imagem de ${client.name}`).waitFor({ timeout: 30_000 });
  await clientPage.getByLabel(`Imagem de ${therapist.name}`).waitFor({ timeout: 30_000 });

  for (const page of [clientPage, therapistPage]) {
    const first = await inboundVideo(page);
    await page.waitForTimeout(1500);
    const later = await inboundVideo(page);
    expect(later.bytes).toBeGreaterThan(first.bytes);
    expect(later.frames).toBeGreaterThan(0);
  }
  await expect(clientPage.getByText(/^Tempo restante: /).textContent()).resolves.toMatch(/^Tempo restante: (1:0|0)/);

  // a third account: the api says it is not theirs; no camera, no room
  const other = await newClient('salaoutro');
  const { page: otherPage } = await newPage(browser);
  await loginThroughPage(otherPage, other.email, other.password);
  await otherPage.waitForURL((url) => url.pathname !== '/login');
  await otherPage.goto(`${baseUrl}/sessao/${sessaoId}/sala`);
  await otherPage.getByRole('alert').getByText('Sessão não encontrada.').waitFor();
  expect(await otherPage.getByRole('button', { name: 'Entrar na sala' }).count()).toBe(0);
  // …and its own ticket is refused by the api
  await expect(apiCall('POST', `/sessoes/${sessaoId}/sala/ticket`, other.token)).rejects.toThrow(/404/);

  // a visitor: to the login page, never the room
  const { page: visitor } = await newPage(browser);
  await visitor.goto(`${baseUrl}/sessao/${sessaoId}/sala`);
  await visitor.waitForURL(`${baseUrl}/login?returnTo=${encodeURIComponent(`/sessao/${sessaoId}/sala`)}`);

  // leaving: the other side goes back to waiting
  await clientPage.getByRole('button', { name: 'Sair da sala' }).click();
  await clientPage.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true }).click();
  await clientPage.getByText('Você saiu da sala.').waitFor();
  await therapistPage.getByText(`Aguardando ${client.name} entrar…`).waitFor({ timeout: 20_000 });
});
