// Client area (issue 8) on the whole local stack: the demo client's dashboard and settings, and a
// freshly signed-up client for the name and password changes (so the demo account keeps its
// name and the password Acolhe2026 that the other suites use).
import { crc32, deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { DEMO, loginThroughPage, signInAs } from '../src/session';
import { apiUrl, baseUrl } from '../src/stackEnv';
import { idTokenOf, newConfirmedAccount } from '../src/identity';
import { SALA_MSG } from '@acolhe/shared-domain';

const CLIENT_ID = 'acolhelocalclient000000000';
const TOKENS_KEY = `CognitoIdentityServiceProvider.${CLIENT_ID}.tokens`;
const TABS = { CONFIRMED: 'Próximas', PENDING: 'Pendentes', COMPLETED: 'Anteriores' } as const;

const browser = browserForFile();

// ---------- helpers ----------

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG; random pixels keep it from compressing, so the size follows the dimensions. */
function png(width: number, height: number, noisy = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = width * 3 + 1;
  const raw = noisy ? randomBytes(row * height) : Buffer.alloc(row * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * row] = 0; // filter byte of each scanline
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface ApiAppointment {
  id: string;
  therapistName: string;
  date: string;
  time: string;
  status: string;
  meetingLink: string;
  modality: string;
  salaUrl?: string;
}

/** The signed-in client's appointments, read from the api with the page's own session. */
async function appointmentsOf(page: Page): Promise<ApiAppointment[]> {
  const idToken = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').idToken as string, TOKENS_KEY);
  const res = await fetch(`${apiUrl}/sessoes/cliente`, { headers: { authorization: `Bearer ${idToken}` } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as ApiAppointment[] | { content: ApiAppointment[] };
  return Array.isArray(body) ? body : body.content;
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const itemLabel = (a: ApiAppointment) => `Consulta com ${a.therapistName} em ${ddmmyyyy(a.date)} às ${a.time.slice(0, 5)}`;

/** aria-labels of the items of one tab of 'Minhas sessões'. */
async function itemsOfTab(page: Page, tab: string): Promise<string[]> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await panel.waitFor();
  // either items or the empty text
  await panel.locator('li, p').first().waitFor();
  const items = panel.getByRole('listitem');
  const labels: string[] = [];
  for (let i = 0; i < (await items.count()); i++) labels.push((await items.nth(i).getAttribute('aria-label')) ?? '');
  return labels.sort();
}

async function toast(page: Page, title: string, message?: string) {
  const alert = page.getByRole('alert').filter({ hasText: title });
  await alert.first().waitFor();
  if (message) await alert.filter({ hasText: message }).first().waitFor();
}

/** A new confirmed client account in the identity emulator (its record is made by the api on first call). */
const newClient = async (password: string) =>
  (await newConfirmedAccount({ label: 'cliente.e2e', name: 'Lia Teste', tipo: 'cliente', password })).email;

const demoHome = `${baseUrl}/cliente/${DEMO.cliente.id}`;
const demoSettings = `${demoHome}/configuracoes`;

// ---------- the demo client ----------

describe('área do cliente: painel', () => {
  it('mostra nome, e-mail, ações e as consultas do seed nas abas certas (Recusadas e Canceladas em nenhuma)', async () => {
    const page = await signInAs(browser, 'cliente');
    await page.getByRole('heading', { level: 1, name: DEMO.cliente.name }).waitFor();
    await page.getByText(DEMO.cliente.email, { exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Buscar Terapeutas' }).getAttribute('href')).toBe('/terapeutas');
    expect(await page.getByRole('link', { name: 'Configurações', exact: true }).last().getAttribute('href')).toBe(
      `/cliente/${DEMO.cliente.id}/configuracoes`,
    );
    await page.getByRole('heading', { level: 2, name: 'Minhas sessões' }).waitFor();

    const all = await appointmentsOf(page);
    const statuses = new Set(all.map((a) => a.status));
    // the seed has sessions in several statuses, among them one that no tab shows
    for (const status of ['CONFIRMED', 'PENDING', 'COMPLETED']) expect(statuses).toContain(status);
    expect(statuses.has('REJECTED') || statuses.has('CANCELLED')).toBe(true);

    // Each tab lists exactly the appointments of its status (duplicates counted), so a REJECTED
    // or CANCELLED one showing anywhere would make a tab differ.
    for (const [status, tab] of Object.entries(TABS)) {
      const expected = all.filter((a) => a.status === status).map(itemLabel).sort();
      expect(await itemsOfTab(page, tab)).toEqual(expected);
    }

    // a confirmed online one shows its status label and where it happens: the demo therapist uses
    // the Acolhe room (the default, issue 33), so the room — not the old link the seed kept
    const online = all.find((a) => a.status === 'CONFIRMED' && a.modality === 'online' && a.salaUrl?.startsWith('/'));
    expect(online).toBeDefined();
    await page.getByRole('tab', { name: 'Próximas', exact: true }).click();
    const confirmed = page.getByRole('listitem', { name: itemLabel(online!) });
    await confirmed.getByText('Confirmada').waitFor();
    await confirmed.getByText(SALA_MSG.localDaSessao).waitFor();
    expect(await confirmed.getByRole('link', { name: online!.meetingLink || 'https://' }).count()).toBe(0);
    expect(await confirmed.getByRole('link', { name: online!.therapistName }).getAttribute('href')).toMatch(/^\/terapeuta\//);
  });

  it('cancela uma consulta pendente depois da confirmação, e ela não volta ao recarregar', async () => {
    const page = await signInAs(browser, 'cliente');
    await page.getByRole('tab', { name: 'Pendentes', exact: true }).click();
    const before = await itemsOfTab(page, 'Pendentes');
    expect(before.length).toBeGreaterThan(0);
    const target = before[0]!;

    await page.getByRole('button', { name: target.replace('Consulta com', 'Cancelar consulta com') }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar consulta' });
    await dialog.getByText('Esta ação não pode ser desfeita.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar consulta' }).click();
    await toast(page, 'Consulta cancelada');
    await page.getByRole('listitem', { name: target }).waitFor({ state: 'detached' });

    await page.reload();
    expect(await itemsOfTab(page, 'Pendentes')).not.toContain(target);
    const after = await appointmentsOf(page);
    const cancelled = after.filter((a) => a.status === 'CANCELLED').map(itemLabel);
    expect(cancelled).toContain(target);
  });
});

describe('área do cliente: configurações', () => {
  it('recusa uma imagem de 2MB, envia uma foto e o avatar do cabeçalho muda', async () => {
    const page = await signInAs(browser, 'cliente');
    await page.getByRole('link', { name: 'Configurações', exact: true }).last().click();
    await page.waitForURL(demoSettings);
    await page.getByRole('heading', { level: 1, name: 'Configurações da conta' }).waitFor();
    const input = page.locator('input[type="file"]');
    await page.getByRole('button', { name: /^(Escolher|Alterar) foto$/ }).waitFor();

    const big = png(1000, 700, true);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024 - 1);
    await input.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: big });
    await toast(page, 'Arquivo muito grande', 'A imagem deve ter no máximo 1MB.');
    expect(await page.getByRole('button', { name: 'Enviar foto' }).count()).toBe(0);

    await input.setInputFiles({ name: 'texto.png.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') });
    await toast(page, 'Arquivo inválido', 'Por favor, selecione uma imagem válida.');

    // preview, then Cancelar discards it
    await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(64, 64) });
    await page.getByText('Pré-visualização: foto.png').waitFor();
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await page.getByText('Pré-visualização: foto.png').waitFor({ state: 'detached' });

    await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(64, 64) });
    await page.getByRole('button', { name: 'Enviar foto' }).click();
    await toast(page, 'Imagem enviada', 'Sua foto de perfil foi atualizada com sucesso!');

    const header = page.getByRole('banner');
    const avatar = header.locator(`img[alt="${DEMO.cliente.name}"]`);
    await avatar.waitFor();
    const src = await avatar.getAttribute('src');
    expect(src).toMatch(/^http/);
    // the image is really served, and survives a reload (stored in the profile)
    expect((await fetch(src!)).status).toBe(200);
    await page.reload();
    await page.getByRole('img', { name: 'Sua foto de perfil' }).waitFor();
    expect(await page.getByRole('img', { name: 'Sua foto de perfil' }).getAttribute('src')).toBe(src);
  });

  it('preenche o endereço pelo CEP 01310-100, salva e mostra os dados depois de recarregar', async () => {
    const page = await signInAs(browser, 'cliente');
    await page.goto(demoSettings);
    const cep = page.getByLabel('CEP');
    await cep.waitFor();
    await cep.fill('');
    await page.getByLabel('Rua').fill('');
    await cep.pressSequentially('01310100');
    expect(await cep.inputValue()).toBe('01310-100');
    await expectValue(page.getByLabel('Rua'), 'Avenida Paulista');
    await expectValue(page.getByLabel('Bairro'), 'Bela Vista');
    await expectValue(page.getByLabel('Cidade'), 'São Paulo');
    await expectValue(page.getByRole('combobox', { name: 'Estado' }), 'SP - São Paulo');

    const cpf = page.getByLabel('CPF');
    await cpf.fill('');
    await cpf.pressSequentially('52998224725');
    expect(await cpf.inputValue()).toBe('529.982.247-25');
    const phone = page.getByLabel('Telefone');
    await phone.fill('');
    await phone.pressSequentially('11987654321');
    expect(await phone.inputValue()).toBe('(11) 98765-4321');
    const birth = page.getByRole('textbox', { name: 'Data de nascimento' });
    await birth.fill('');
    await birth.pressSequentially('15/03/1990');
    await page.getByRole('heading', { name: 'Dados pessoais' }).click(); // blur closes the picker
    await page.getByRole('combobox', { name: 'Gênero' }).click();
    await page.getByRole('option', { name: 'Prefiro não dizer' }).click();

    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await toast(page, 'Perfil atualizado', 'Seus dados foram atualizados com sucesso!');

    await page.reload();
    await expectValue(page.getByLabel('CEP'), '01310-100');
    await expectValue(page.getByLabel('Rua'), 'Avenida Paulista');
    await expectValue(page.getByLabel('Bairro'), 'Bela Vista');
    await expectValue(page.getByLabel('Cidade'), 'São Paulo');
    await expectValue(page.getByLabel('CPF'), '529.982.247-25');
    await expectValue(page.getByLabel('Telefone'), '(11) 98765-4321');
    await expectValue(page.getByRole('textbox', { name: 'Data de nascimento' }), '15/03/1990');
    await expectValue(page.getByRole('combobox', { name: 'Gênero' }), 'Prefiro não dizer');
    await expectValue(page.getByRole('textbox', { name: /^Nome/ }), DEMO.cliente.name);
  });
});

// ---------- a fresh client: name and password ----------

describe('área do cliente: conta nova', () => {
  it('muda o nome (o cabeçalho acompanha) e a senha, e entra com a nova senha', async () => {
    const oldPassword = 'Inicial2026';
    const newPassword = 'Trocada2026';
    const email = await newClient(oldPassword);
    const { page } = await newPage(browser);
    await loginThroughPage(page, email, oldPassword);
    await page.waitForURL(/\/cliente\/[^/]+$/);
    const home = page.url();
    await page.goto(`${home}/configuracoes`);

    const name = page.getByRole('textbox', { name: /^Nome/ });
    // the api made the record on the first call (its name comes from the account)
    await name.waitFor();
    await name.fill('Lia Nova Teste');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await toast(page, 'Perfil atualizado');
    await page.getByRole('banner').getByText('Lia', { exact: true }).waitFor();
    await page.goto(home);
    await page.getByRole('heading', { level: 1, name: 'Lia Nova Teste' }).waitFor();
    await page.getByText('Você não tem consultas confirmadas.').waitFor();

    await page.goto(`${home}/configuracoes`);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    await dialog.getByLabel('Senha atual').fill(oldPassword);
    await dialog.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirmar nova senha').fill(newPassword);
    await dialog.getByRole('button', { name: 'Alterar senha' }).click();
    await toast(page, 'Senha alterada', 'Sua senha foi alterada com sucesso.');

    // a new browser: the old password is refused, the new one signs in
    const { page: other } = await newPage(browser);
    await loginThroughPage(other, email, oldPassword);
    await other.getByText('E-mail ou senha incorretos.').first().waitFor();
    await loginThroughPage(other, email, newPassword);
    await other.waitForURL(home);
    await other.getByRole('heading', { level: 1, name: 'Lia Nova Teste' }).waitFor();
  });
});

async function expectValue(locator: Locator, value: string) {
  await locator.first().waitFor();
  for (let i = 0; i < 40; i++) {
    if ((await locator.first().inputValue()) === value) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(await locator.first().inputValue()).toBe(value);
}

// ---------- issue 30: a phone, a long e-mail, the dialogs ----------

/** The first free slot of the demo therapist in this month or the next (api's slots-mes). */
async function freeSlotOfDemoTherapist(): Promise<{ date: string; time: string }> {
  const now = new Date();
  for (const offset of [0, 1, 2]) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const res = await fetch(`${apiUrl}/agenda/terapeutas/${DEMO.terapeuta.id}/slots-mes?year=${at.getUTCFullYear()}&month=${at.getUTCMonth() + 1}`);
    const slots = (await res.json()) as { date: string; time: string; available: boolean }[];
    const free = slots.find((s) => s.available);
    if (free) return free;
  }
  throw new Error('nenhum horário livre da terapeuta demo');
}

/** The page is no wider than the screen (nothing to scroll sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The element lies inside the viewport's width and is fully visible vertically too. */
async function insideScreen(locator: Locator, width: number, height: number) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

describe('área do cliente num celular (issue 30)', () => {
  it('com um e-mail de 42+ caracteres o painel cabe em 390 px, e Remarcar e Cancelar cabem com os botões de confirmar à vista', async () => {
    const { email, password } = await newConfirmedAccount({ label: 'maria.aparecida.dos.santos', name: 'Maria Aparecida', tipo: 'cliente' });
    expect(email.length).toBeGreaterThanOrEqual(42);
    const token = await idTokenOf(email, password);
    const slot = await freeSlotOfDemoTherapist();
    const booked = await fetch(`${apiUrl}/sessoes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ therapistId: DEMO.terapeuta.id, date: slot.date, time: slot.time, modality: 'online' }),
    });
    expect(booked.status).toBe(201);

    const { page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await loginThroughPage(page, email, password);
    await page.waitForURL(/\/cliente\//);
    await page.getByText(email).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await page.getByRole('tab', { name: 'Pendentes', exact: true }).click();
    await page.getByRole('button', { name: /^Remarcar consulta com/ }).first().click();
    const move = page.getByRole('dialog', { name: 'Remarcar consulta' });
    await move.getByText('Ao confirmar, o horário atual é liberado na hora', { exact: false }).waitFor();
    expect(await move.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true); // nothing cut sideways
    const confirmMove = move.getByRole('button', { name: 'Confirmar remarcação' });
    await confirmMove.scrollIntoViewIfNeeded();
    await insideScreen(confirmMove, 390, 844);
    await insideScreen(move.getByRole('button', { name: 'Voltar' }), 390, 844);
    await move.getByRole('button', { name: 'Voltar' }).click();
    await move.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Cancelar consulta com/ }).first().click();
    const cancel = page.getByRole('dialog', { name: 'Cancelar consulta' });
    await insideScreen(cancel.getByRole('button', { name: 'Cancelar consulta' }), 390, 844);
    await insideScreen(cancel.getByRole('button', { name: 'Manter consulta' }), 390, 844);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
});
