// Security in the browser (issue 9, part 4): an HTML/script payload saved in every free-text field
// a user writes and others read (review comment, booking notes, therapist notes, therapist bio,
// approach and description) is shown as text and never runs; a returnTo pointing at another
// origin is ignored by the login page. Issue 29: after 'Sair' the refresh token taken from storage
// mints nothing; 'Sair de todos os dispositivos' ends another browser's session (api and identity
// provider); a new e-mail counts only once its code is confirmed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { COGNITO_CLIENT_ID, cognito, idTokenOf, newConfirmedAccount } from '../src/identity';
import { DEMO, DEMO_PASSWORD, latestCode, loginThroughPage, signInAs } from '../src/session';
import { stackDataDir } from '../src/release';
import { apiUrl, baseUrl } from '../src/stackEnv';
import { verifyTherapist } from '../src/operador';
import { openEveryDay, therapistProfileBody } from '../src/therapists';

const PAYLOAD = '<img src=x onerror="window.__pwned=1">';
const THERAPIST = DEMO.terapeuta.id;

const browser = browserForFile();

// ---- the api, straight from node (status kept: some calls must be refused) ----

async function api<T = unknown>(email: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const headers: Record<string, string> = { authorization: `Bearer ${await idTokenOf(email)}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${apiUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T };
}

/** A new confirmed therapist account: its e-mail and id (the IdToken's subject). */
async function newTherapistAccount(): Promise<{ email: string; id: string }> {
  const { email } = await newConfirmedAccount({ label: 'seguranca', name: 'Terapeuta Segurança', tipo: 'terapeuta' });
  const payload = (await idTokenOf(email)).split('.')[1]!;
  return { email, id: (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub };
}

// ---- the browser side ----

/** The page has settled, no payload ran, and no element came out of the payload's markup. */
async function expectInert(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500); // an <img src=x> would have failed (and fired onerror) by now
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"], img[onerror]').count()).toBe(0);
}

/** Records every script dialog (alert, confirm) the page opens, dismissing it. */
async function recordDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

describe('stored HTML/script payloads render inert', () => {
  it('in a review comment, on the public profile (guest and author)', async () => {
    const comment = `Ótima terapeuta ${PAYLOAD}`;
    const created = await api<{ id: string }>(DEMO.cliente.email, 'POST', '/avaliacoes', { terapeutaId: THERAPIST, nota: 5, comentario: comment });
    expect(created.status).toBe(201);
    try {
      const { context, page } = await newPage(browser);
      const dialogs = await recordDialogs(page);
      await page.goto(`${baseUrl}/terapeuta/${THERAPIST}`);
      const reviews = page.getByRole('region', { name: 'Avaliações de Pacientes' });
      await reviews.getByText(comment, { exact: true }).waitFor();
      await expectInert(page);
      expect(dialogs).toEqual([]);
      await context.close();

      // the author sees it in the edit form too (prefilled as text)
      const author = await signInAs(browser, 'cliente');
      await author.goto(`${baseUrl}/terapeuta/${THERAPIST}`);
      await author.getByRole('region', { name: 'Avaliações de Pacientes' }).getByText(comment, { exact: true }).waitFor();
      await author.getByRole('button', { name: 'Editar sua avaliação' }).click();
      expect(await author.getByRole('form', { name: 'Editar sua avaliação' }).getByLabel('Comentário').inputValue()).toBe(comment);
      await expectInert(author);
      await author.context().close();
    } finally {
      await api(DEMO.cliente.email, 'DELETE', `/avaliacoes/${created.json.id}`);
    }
  });

  it('in booking notes, on both dashboards (therapist notes are refused: the prontuário holds them)', async () => {
    // a free future slot of the demo therapist
    const now = new Date();
    let slot: { date: string; time: string } | undefined;
    for (let i = 0; i < 3 && !slot; i++) {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
      const res = await fetch(`${apiUrl}/agenda/terapeutas/${THERAPIST}/slots-mes?year=${month.getUTCFullYear()}&month=${month.getUTCMonth() + 1}`);
      slot = ((await res.json()) as { date: string; time: string; available: boolean }[]).filter((s) => s.available).pop();
    }
    expect(slot).toBeDefined();
    const notes = `Prefiro online ${PAYLOAD}`;
    const booked = await api<{ id: string }>(DEMO.cliente.email, 'POST', '/sessoes', { therapistId: THERAPIST, ...slot, notes, modality: 'online' });
    expect(booked.status).toBe(201);
    try {
      // clinical notes beside a session are refused (issue 40 item 4): nothing of them reaches a page
      const details = await api(DEMO.terapeuta.email, 'PUT', `/sessoes/${booked.json.id}`, { therapistNotes: `Trazer exames ${PAYLOAD}` });
      expect(details.status).toBe(400);
      // a script URL is no meeting link: the api refuses it (the fronts render it as href)
      const jsLink = await api(DEMO.terapeuta.email, 'PUT', `/sessoes/${booked.json.id}`, { meetingLink: 'javascript:window.__pwned=1' });
      expect(jsLink.status).toBe(400);

      const therapist = await signInAs(browser, 'terapeuta');
      const dialogs = await recordDialogs(therapist);
      await therapist.getByText(notes, { exact: true }).first().waitFor();
      await expectInert(therapist);
      expect(dialogs).toEqual([]);
      await therapist.context().close();

      const client = await signInAs(browser, 'cliente');
      await client.getByRole('tab', { name: /Pendentes/ }).click();
      await client.getByText(`Suas observações: ${notes}`, { exact: true }).first().waitFor();
      await expectInert(client);
      await client.context().close();
    } finally {
      await api(DEMO.cliente.email, 'PATCH', `/sessoes/${booked.json.id}`, { status: 'CANCELLED' });
    }
  });

  it('in a therapist’s bio, approach and description, on the public profile and the private area', async () => {
    const account = await newTherapistAccount();
    // the journeys' complete profile (her own CRP and CPF), its texts carrying the payload
    const profile = therapistProfileBody('Terapeuta Segurança', {
      sessionDuration: 50,
      freeFirstSession: false,
      bio: `Bio com marcação ${PAYLOAD} que deve aparecer como texto.`,
      youtubeVideoUrl: '',
      paymentLink: '',
      profileImageUrl: '',
      title: 'Psicóloga Clínica',
      specialty: 'Especialista em Ansiedade',
      description: `Descrição ${PAYLOAD}`,
      approach: `Abordagem ${PAYLOAD}`,
      education: [{ id: '', degree: `Psicologia ${PAYLOAD}`, institution: 'USP', year: '2008' }],
    });
    const saved = await api(account.email, 'POST', '/terapeutas', profile);
    expect(saved.status).toBe(200);
    // a profile is public once it has an open weekday too, and its CRP verified by an operator
    const token = await idTokenOf(account.email);
    await openEveryDay(account.id, token);
    await verifyTherapist(account.id, token, profile.crp);

    const { context, page } = await newPage(browser);
    const dialogs = await recordDialogs(page);
    await page.goto(`${baseUrl}/terapeuta/${account.id}`);
    await page.getByRole('heading', { level: 1, name: 'Terapeuta Segurança' }).waitFor();
    await page.getByText(profile.bio, { exact: true }).waitFor();
    await page.getByText(profile.approach, { exact: false }).first().waitFor();
    await expectInert(page);
    expect(dialogs).toEqual([]);
    await context.close();

    // the therapist's own area shows the same texts
    const own = (await newPage(browser)).page;
    await loginThroughPage(own, account.email, DEMO_PASSWORD);
    await own.waitForURL(`${baseUrl}/usuario/${account.id}`);
    await own.getByText(PAYLOAD, { exact: false }).first().waitFor();
    await expectInert(own);
    await own.context().close();
  });
});

describe('login returnTo', () => {
  it.each([
    'https://evil.example',
    '//evil.example/cliente',
    '/\\evil.example',
    'javascript:window.__pwned=1',
    'https:%2F%2Fevil.example',
    // dot segments: the path resolves to '//evil.example/x', another site (issue 29)
    '/cliente/..//evil.example/x',
    `${baseUrl.replace('localhost', '127.0.0.1')}/terapeutas`,
  ])('returnTo=%s → the user’s home, nothing else', async (returnTo) => {
    const { context, page } = await newPage(browser);
    const foreign: string[] = [];
    await page.route((url) => !['localhost'].includes(url.hostname), (route) => {
      foreign.push(route.request().url());
      return route.abort();
    });
    await loginThroughPage(page, DEMO.cliente.email, DEMO_PASSWORD, `/login?returnTo=${encodeURIComponent(returnTo)}`);
    await page.waitForURL(`${baseUrl}/cliente/${DEMO.cliente.id}`);
    await page.waitForLoadState('networkidle');
    expect(page.url()).toBe(`${baseUrl}/cliente/${DEMO.cliente.id}`);
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await context.close();
  });

  it('control: a returnTo on this site is honoured', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughPage(page, DEMO.cliente.email, DEMO_PASSWORD, `/login?returnTo=${encodeURIComponent('/terapeutas?cidade=salvador')}`);
    await page.waitForURL(`${baseUrl}/terapeutas?cidade=salvador`);
    await context.close();
  });
});

// ---- issue 29: sessions that end, e-mail that changes only with its code ----

const TOKENS_KEY = `CognitoIdentityServiceProvider.${COGNITO_CLIENT_ID}.tokens`;
type StoredTokens = { idToken: string; refreshToken: string };
const storedTokens = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredTokens | null, TOKENS_KEY);
const mint = (refreshToken: string) =>
  cognito('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: COGNITO_CLIENT_ID, AuthParameters: { REFRESH_TOKEN: refreshToken } });

/** A new client account signed in through the login page; its page, e-mail and id. */
async function signedInClient(label: string) {
  const { email } = await newConfirmedAccount({ label, name: 'Pessoa Sessões', tipo: 'cliente' });
  const { context, page } = await newPage(browser);
  await loginThroughPage(page, email, DEMO_PASSWORD);
  await page.waitForURL(/\/cliente\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  return { context, page, email, id };
}

describe('sessions that end (issue 29)', () => {
  it('after Sair, the refresh token taken from storage mints nothing', async () => {
    const { context, page } = await signedInClient('sair');
    const stolen = (await storedTokens(page))!;
    await expect(mint(stolen.refreshToken)).resolves.toBeDefined(); // control: it works while signed in

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByRole('link', { name: 'Entrar', exact: true }).waitFor();
    expect(await storedTokens(page)).toBeNull();
    await expect(mint(stolen.refreshToken)).rejects.toThrow(/Invalid Refresh Token/);
    await context.close();
  });

  it("'Sair de todos os dispositivos' in the settings ends another browser's session: its IdToken gets 401, its refresh token mints nothing", async () => {
    const a = await signedInClient('todos');
    const { context: otherContext, page: other } = await newPage(browser);
    await loginThroughPage(other, a.email, DEMO_PASSWORD);
    await other.waitForURL(`${baseUrl}/cliente/${a.id}`);
    const stolen = (await storedTokens(other))!;
    const read = (idToken: string) => fetch(`${apiUrl}/sessoes/cliente`, { headers: { authorization: `Bearer ${idToken}` } });
    expect((await read(stolen.idToken)).status).toBe(200);

    await a.page.goto(`${baseUrl}/cliente/${a.id}/configuracoes`);
    // the api answers once a new sign-in's token would pass (the next second); a request of the
    // page that raced the sign-out may bring the page to /login before that answer
    const endAll = a.page.getByRole('button', { name: 'Sair de todos os dispositivos' });
    await endAll.waitFor(); // the settings may take a while on a busy machine: the wait below starts at the click
    const ended = a.page.waitForResponse((r) => r.url().endsWith('/me/sessoes/encerrar') && r.request().method() === 'POST');
    await endAll.click();
    expect((await ended).status()).toBe(204);
    // on the login page, signed out (a request of the page that raced the sign-out may have been
    // answered 401 first and brought a returnTo along)
    await a.page.waitForURL((url) => url.pathname === '/login');
    await a.page.waitForFunction((key) => localStorage.getItem(key) === null, TOKENS_KEY);
    expect(await storedTokens(a.page)).toBeNull();

    expect((await read(stolen.idToken)).status).toBe(401);
    await expect(mint(stolen.refreshToken)).rejects.toThrow(/Invalid Refresh Token/);
    // signing in again works at once
    expect((await read(await idTokenOf(a.email))).status).toBe(200);
    await a.context.close();
    await otherContext.close();
  });

  it("the therapist's settings ('Conta') have the same button", async () => {
    const { email, id } = await newTherapistAccount();
    const { context, page } = await newPage(browser);
    await loginThroughPage(page, email, DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}/usuario/${id}`);
    await page.goto(`${baseUrl}/usuario/${id}/configuracoes`);
    await page.getByRole('tab', { name: 'Conta' }).click();
    await page.getByRole('button', { name: 'Sair de todos os dispositivos' }).waitFor();
    await page.getByRole('button', { name: 'Alterar e-mail' }).waitFor();
    await context.close();
  });

  it('a new e-mail counts only once the code sent to it is confirmed; the api then writes to it', async () => {
    const a = await signedInClient('email');
    const target = `novo.${Date.now()}@exemplo.com.br`;
    const profileEmail = async () => (await api<{ email: string }>(a.email, 'GET', `/clientes/${a.id}`)).json.email;
    // the attack of issue 29: a body naming another address changes nothing
    expect((await api(a.email, 'POST', '/clientes', { name: 'Pessoa Sessões', email: 'terceiro.alvo@vitima.example' })).status).toBe(200);
    expect(await profileEmail()).toBe(a.email);

    await a.page.goto(`${baseUrl}/cliente/${a.id}/configuracoes`);
    await a.page.getByRole('button', { name: 'Alterar e-mail' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Alterar e-mail' });
    await dialog.getByLabel('Novo e-mail').fill(target);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await dialog.getByLabel('Código de verificação').waitFor();
    // before the code: still the old address, everywhere
    expect(await profileEmail()).toBe(a.email);

    await dialog.getByLabel('Código de verificação').fill(await latestCode(target, 'verify'));
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await a.page.getByText('Seu novo e-mail foi confirmado.').waitFor();
    await a.page.getByTestId('email-atual').filter({ hasText: target }).waitFor();
    const fresh = await idTokenOf(target);
    const res = await fetch(`${apiUrl}/clientes/${a.id}`, { headers: { authorization: `Bearer ${fresh}` } });
    expect(((await res.json()) as { email: string }).email).toBe(target);
    await a.context.close();
  });
});

describe('the npm start console (issue 29)', () => {
  it('holds no confirmation code and no identity admin secret; the banner says where they are', async () => {
    const { email } = await newConfirmedAccount({ label: 'console', name: 'Pessoa Console', tipo: 'cliente' });
    await cognito('ForgotPassword', { ClientId: COGNITO_CLIENT_ID, Username: email });
    const codes = [await latestCode(email, 'signup'), await latestCode(email, 'forgot')];
    const dataDir = stackDataDir();
    const { accessKeyId, secretAccessKey } = JSON.parse(readFileSync(join(dataDir, 'identity', 'keys', 'admin-credentials.json'), 'utf8')) as {
      accessKeyId: string;
      secretAccessKey: string;
    };
    await new Promise((resolve) => setTimeout(resolve, 500)); // the console lines of those codes
    const log = readFileSync(join(dataDir, 'stack.log'), 'utf8');
    expect(log).toContain(`código enviado para ${email}`);
    expect(log).toContain('/_mailbox/ui');
    expect(log).toContain(join(dataDir, 'identity', 'keys', 'admin-credentials.json'));
    for (const secret of [...codes, accessKeyId, secretAccessKey]) expect(log).not.toContain(secret);
  });

  it("names the demo operator's file (issue 32), never its password or TOTP secret", () => {
    const dataDir = stackDataDir();
    const file = join(dataDir, 'identity', 'keys', 'operador-demo.json');
    const demo = JSON.parse(readFileSync(file, 'utf8')) as { email: string; password: string; secret: string; otpauthUri: string };
    expect(demo.email).toBe('operador.demo@acolhe.com.br');
    const log = readFileSync(join(dataDir, 'stack.log'), 'utf8');
    expect(log).toContain('Operador de demonstração');
    expect(log).toContain(file);
    expect(log).toContain('npm run operador -- adicionar');
    for (const secret of [demo.password, demo.secret, demo.otpauthUri]) expect(log).not.toContain(secret);
  });
});
