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

const MINUTE = 60_000;
/** The shortest session the agenda allows (shared-domain's SESSION_DURATION_MIN): the room's
 * window fits inside one Brazilian day at almost every hour. */
const DURATION_MIN = 15;

/** Brazil's wall clock at `ms`: ['YYYY-MM-DD', 'HH:MM']. */
function brazilAt(ms: number): [string, string] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return [`${get('year')}-${get('month')}-${get('day')}`, `${get('hour')}:${get('minute')}`];
}

/**
 * When the test session starts: on the whole minute at least 90 s from now (the booking must be
 * in the future; the room is open at once, as it opens 10 minutes before the start). A day's hours
 * cannot run past midnight, so when that session would end on the next day (from ~23:43, Brazil)
 * it starts at the next midnight instead, and `openAt` says when its room opens: the test waits
 * for it (at most ~8 minutes, a few minutes a day), never fails for the hour it runs at.
 */
function sessionStart(nowMs: number): { date: string; time: string; end: string; startMs: number; openAt: number } {
  let startMs = Math.ceil((nowMs + 90_000) / MINUTE) * MINUTE;
  let [date, time] = brazilAt(startMs);
  let [endDate, end] = brazilAt(startMs + DURATION_MIN * MINUTE);
  if (endDate !== date) {
    const [hh, mm] = time.split(':').map(Number) as [number, number];
    startMs += (24 * 60 - (hh * 60 + mm)) * MINUTE;
    [date, time] = brazilAt(startMs);
    [endDate, end] = brazilAt(startMs + DURATION_MIN * MINUTE);
  }
  return { date, time, end, startMs, openAt: startMs - 10 * MINUTE };
}

/** A confirmed online session whose room is open: the stack runs on real time, so the therapist's
 * day opens at the session's minute and the client books that slot. */
async function sessionInItsWindow() {
  const therapist = await newReadyTherapist('sala');
  const client = await newClient('salac');
  const { date, time, end, startMs, openAt } = sessionStart(Date.now());
  await apiCall('POST', `/agenda/terapeutas/${therapist.id}/disponibilidade`, therapist.token, {
    schedule: everyDay(time, end), sessionDuration: DURATION_MIN, minNoticeHours: 0,
  });
  const booked = await apiCall<{ id: string }>('POST', '/sessoes', client.token, { therapistId: therapist.id, date, time, modality: 'online' });
  await apiCall('PATCH', `/sessoes/${booked.id}`, therapist.token, { status: 'CONFIRMED' });
  if (openAt > Date.now()) await new Promise((resolve) => setTimeout(resolve, openAt - Date.now() + 1000));
  return { therapist, client, sessaoId: booked.id, endMs: startMs + DURATION_MIN * MINUTE };
}

/** The page's RTCPeerConnections, kept by an init script so the journey can read getStats as
 * chrome://webrtc-internals would (the product keeps no handle on window). */
async function watchPeerConnections(page: Page) {
  await page.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const seen: RTCPeerConnection[] = [];
    Object.assign(window, { __salaPcs: seen });
    const counts = new WeakMap<RTCPeerConnection, { local: number; added: number; refused: string[] }>();
    Object.assign(window, { __salaIce: counts });
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        seen.push(this);
        const c = { local: 0, added: 0, refused: [] as string[] };
        counts.set(this, c);
        this.addEventListener('icecandidate', (e) => {
          if (e.candidate) c.local += 1;
        });
      }
      override async addIceCandidate(candidate?: RTCIceCandidateInit | null): Promise<void> {
        const c = counts.get(this)!;
        try {
          await super.addIceCandidate(candidate ?? undefined);
          c.added += 1;
        } catch (e) {
          c.refused.push(`${(e as Error).message} [${this.remoteDescription?.type ?? 'sem remota'}]`);
          throw e;
        }
      }
    } as typeof RTCPeerConnection;
  });
}

/** Each peer connection's states and the room's visible text, for a failure's message. */
function roomState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pcs = (window as unknown as { __salaPcs: RTCPeerConnection[] }).__salaPcs;
    const ice = (window as unknown as { __salaIce: WeakMap<RTCPeerConnection, { local: number; added: number; refused: string[] }> }).__salaIce;
    const states = pcs
      .map((pc) => `ice(local ${ice.get(pc)?.local}, added ${ice.get(pc)?.added}, refused ${ice.get(pc)?.refused.join(' | ')}) ${pc.signalingState}/${pc.iceConnectionState}/${pc.connectionState} local=${pc.localDescription?.type ?? '-'} remote=${pc.remoteDescription?.type ?? '-'} transceivers=${pc.getTransceivers().length} senders=${pc.getSenders().map((x) => x.track?.readyState ?? 'none').join('+')}`)
      .join(', ');
    const text = (document.querySelector('main') ?? document.body).textContent?.replace(/\s+/g, ' ').slice(0, 300);
    return `conexões [${states}] · ${text}`;
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
  const { therapist, client, sessaoId, endMs } = await sessionInItsWindow();

  const clientPage = await enterRoom(client.email, client.password, sessaoId);
  // alone in the room: waiting for the therapist, by name
  await clientPage.getByText(`Aguardando ${therapist.name} entrar…`).waitFor().catch(async (e: unknown) => {
    throw new Error(`${String(e)}\n--- page:\n${await clientPage.locator('main, #root').first().innerText()}`);
  });

  const therapistPage = await enterRoom(therapist.email, therapist.password, sessaoId);
  // on a timeout, say where each side's connection stood (a room that never connects is the product's failure)
  const seesVideoOf = (page: Page, name: string) =>
    page.getByLabel(`Imagem de ${name}`).waitFor({ timeout: 30_000 }).catch(async (e: unknown) => {
      throw new Error(`${String(e)}\n--- cliente: ${await roomState(clientPage)}\n--- terapeuta: ${await roomState(therapistPage)}`);
    });
  await seesVideoOf(therapistPage, client.name);
  await seesVideoOf(clientPage, therapist.name);

  for (const page of [clientPage, therapistPage]) {
    const first = await inboundVideo(page);
    await page.waitForTimeout(1500);
    const later = await inboundVideo(page);
    expect(later.bytes).toBeGreaterThan(first.bytes);
    expect(later.frames).toBeGreaterThan(0);
  }
  // the time left counts down to the session's end (mm:ss)
  const shown = (await clientPage.getByText(/^Tempo restante: /).textContent())!.match(/^Tempo restante: (\d\d):(\d\d)$/);
  expect(shown).not.toBeNull();
  const leftSeconds = Number(shown![1]) * 60 + Number(shown![2]);
  expect(Math.abs(leftSeconds - (endMs - Date.now()) / 1000)).toBeLessThan(5);

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
}, 12 * 60_000); // the wait of sessionStart's few minutes before midnight, at most
