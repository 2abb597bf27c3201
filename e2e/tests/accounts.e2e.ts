// Accounts and session (issue 3) end to end: real identity emulator (codes from its dev mailbox),
// real api, the shell's pages and dialogs in Chromium.
import type { BrowserContext, Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { baseUrl } from '../src/stackEnv';
import { DEMO, DEMO_PASSWORD, confirmInDialog, latestCode, loginThroughPage } from '../src/session';

const browser = browserForFile();

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function fresh(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser);
  contexts.push(opened.context);
  return opened;
}

const PASSWORD = 'Acolhe2026x';
let seq = 0;
/** A new e-mail per sign-up (the identity data lives for the whole run). */
function uniqueEmail(kind: string): string {
  seq += 1;
  return `e2e.${kind}.${Date.now()}.${seq}@exemplo.com`;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface NewAccount {
  tipo: 'cliente' | 'terapeuta';
  name: string;
  email: string;
  password?: string;
}

/** Fills /cadastro and submits; with confirmation on, the app lands on /login?email=…&confirmar=1. */
async function signUpThroughPage(page: Page, account: NewAccount) {
  await page.goto(`${baseUrl}/cadastro`);
  await page.getByRole('heading', { level: 1, name: 'Cadastre-se' }).waitFor();
  if (account.tipo === 'terapeuta') {
    await page.getByText('Terapeuta', { exact: true }).click();
    await page.getByText('completar seu perfil profissional', { exact: false }).waitFor();
  }
  await page.getByLabel('Nome completo').fill(account.name);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password ?? PASSWORD);
  await page.getByRole('checkbox', { name: /Li e concordo/ }).check(); // unchecked until the person ticks it (LGPD art. 8)
  const submit = account.tipo === 'terapeuta' ? 'Cadastrar como terapeuta' : 'Criar minha conta';
  await page.getByRole('button', { name: submit }).click();
}

async function signUpAndConfirm(page: Page, account: NewAccount) {
  await signUpThroughPage(page, account);
  await page.waitForURL(new RegExp(`/login\\?email=${escapeRe(encodeURIComponent(account.email))}&confirmar=1$`));
  await page.getByText('Verifique seu e-mail para confirmar seu cadastro.').waitFor();
  await confirmInDialog(page, account.email);
}

/** Lands on `path` and stays there: the page's own heading shows and no late redirect moved it. */
async function expectSettledOn(page: Page, path: string | RegExp) {
  const matches = (url: string) =>
    typeof path === 'string' ? url === `${baseUrl}${path}` : path.test(new URL(url).pathname);
  await page.waitForURL((url) => matches(url.toString()));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(500); // the guards re-read the session 100 ms after a login
  expect(matches(page.url())).toBe(true);
}

async function openUserMenu(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sair' }).waitFor();
}

async function expectHref(page: Page, name: string, href: string) {
  const item = page.getByRole('menuitem', { name });
  expect(await item.getAttribute('href')).toBe(href);
}

describe('contas: cadastro, confirmação, login, sessão', () => {
  it('cliente: cadastro → código → confirmação → login → cabeçalho → guarda → Sair (e a outra aba vê)', async () => {
    const { context, page } = await fresh();
    const email = uniqueEmail('cliente');
    await signUpAndConfirm(page, { tipo: 'cliente', name: 'Beatriz Almeida Teste', email });

    // the e-mail is already in the form; the password is typed
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Login bem-sucedido!').waitFor();
    await expectSettledOn(page, /^\/cliente\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/')[2]!;

    await page.getByTestId('user-menu').getByText('Beatriz', { exact: true }).waitFor();
    await openUserMenu(page);
    await expectHref(page, 'Ver perfil', `/cliente/${id}`);
    await expectHref(page, 'Configurações', `/cliente/${id}/configuracoes`);
    await page.keyboard.press('Escape');

    // a client opening a therapist's private area lands on its own home
    await page.goto(`${baseUrl}/usuario/${DEMO.terapeuta.id}`);
    await expectSettledOn(page, `/cliente/${id}`);

    // a second tab of the same browser shares the session
    const second = await context.newPage();
    await second.goto(`${baseUrl}/`);
    await second.getByTestId('user-menu').getByText('Beatriz', { exact: true }).waitFor();

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByRole('link', { name: 'Entrar', exact: true }).waitFor();
    await expectSettledOn(page, '/');
    // …and sees the logout without a reload
    await second.getByRole('link', { name: 'Entrar', exact: true }).waitFor();
    expect(await second.getByTestId('user-menu').count()).toBe(0);
  });

  it('terapeuta: cadastro → confirmação → login → cabeçalho com /usuario/{id}', async () => {
    const { page } = await fresh();
    const email = uniqueEmail('terapeuta');
    await signUpAndConfirm(page, { tipo: 'terapeuta', name: 'Caio Ribeiro Teste', email });
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectSettledOn(page, /^\/usuario\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByTestId('user-menu').getByText('Caio', { exact: true }).waitFor();
    await openUserMenu(page);
    await expectHref(page, 'Ver perfil', `/usuario/${id}`);
    await expectHref(page, 'Configurações', `/usuario/${id}/configuracoes`);
  });

  it('o primeiro login da conta, mesmo em outro navegador, dá as boas-vindas de conta nova; o seguinte, "de volta"', async () => {
    const { page: signup } = await fresh();
    const email = uniqueEmail('boasvindas');
    await signUpAndConfirm(signup, { tipo: 'cliente', name: 'Lívia Souza Teste', email });
    // issue 30: the first sign-in from another browser was told 'Bem-vindo(a) de volta'
    const { page: other } = await fresh();
    await loginThroughPage(other, email, PASSWORD);
    await other.getByText('Conta criada. Bem-vindo(a) ao Acolhe, Lívia!').waitFor();
    await expectSettledOn(other, /^\/cliente\/[^/]+$/);
    // the browser that signed up does not repeat it
    await signup.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await signup.getByRole('button', { name: 'Entrar', exact: true }).click();
    await signup.getByText('Bem-vindo(a) de volta, Lívia!').waitFor();
    expect(await signup.getByText('Conta criada.', { exact: false }).count()).toBe(0);
  });

  it('senha errada: "E-mail ou senha incorretos."', async () => {
    const { page } = await fresh();
    await loginThroughPage(page, DEMO.cliente.email, 'SenhaErrada1');
    await page.locator('form').getByText('E-mail ou senha incorretos.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('e-mail já cadastrado: "Este e-mail já está registrado. Tente fazer login."', async () => {
    const { page } = await fresh();
    await signUpThroughPage(page, { tipo: 'cliente', name: 'Rafael Repetido', email: DEMO.cliente.email });
    await page.locator('form').getByText('Este e-mail já está registrado. Tente fazer login.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/cadastro');
    expect(await page.getByLabel('Nome completo').inputValue()).toBe('Rafael Repetido');
  });

  it('senha fraca: a mensagem da política de senha', async () => {
    const { page } = await fresh();
    await signUpThroughPage(page, { tipo: 'cliente', name: 'Senha Fraca', email: uniqueEmail('fraca'), password: 'fraca1234' });
    await page
      .locator('form')
      .getByText('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/cadastro');
  });

  it('esqueci a senha, de ponta a ponta, e o login com a nova senha', async () => {
    const { page } = await fresh();
    const email = uniqueEmail('reset');
    await signUpAndConfirm(page, { tipo: 'cliente', name: 'Diana Reset Teste', email });

    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redefinir senha' });
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe(email);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText('Código enviado!').waitFor();
    const code = await latestCode(email, 'forgot');
    await dialog.getByLabel('Código de verificação').fill(code);
    await dialog.getByLabel('Nova senha', { exact: true }).fill('NovaSenha2026');
    await dialog.getByLabel('Confirmar nova senha').fill('NovaSenha2026');
    await dialog.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('Senha redefinida com sucesso!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // the old password no longer works, the new one does
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.locator('form').getByText('E-mail ou senha incorretos.').waitFor();
    await page.getByLabel('Senha', { exact: true }).fill('NovaSenha2026');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectSettledOn(page, /^\/cliente\/[^/]+$/);
  });

  it('conta não confirmada: o login abre o diálogo de confirmação', async () => {
    const { page } = await fresh();
    const email = uniqueEmail('pendente');
    await signUpThroughPage(page, { tipo: 'cliente', name: 'Elisa Pendente', email });
    await page.waitForURL(/\/login\?/);

    const other = (await fresh()).page;
    await loginThroughPage(other, email, PASSWORD);
    const dialog = other.getByRole('dialog', { name: 'Confirme seu e-mail' });
    await dialog.getByText(email).waitFor();
    expect(new URL(other.url()).pathname).toBe('/login');
    // …and confirming there lets the same login through
    await confirmInDialog(other, email);
    await other.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectSettledOn(other, /^\/cliente\/[^/]+$/);
  });

  it('visitante em /cliente/{id} vai ao login com returnTo e volta para lá depois do login', async () => {
    const { page } = await fresh();
    const target = `/cliente/${DEMO.cliente.id}`;
    await page.goto(`${baseUrl}${target}`);
    await page.waitForURL(`${baseUrl}/login?returnTo=${encodeURIComponent(target)}`);
    await page.getByLabel('E-mail').fill(DEMO.cliente.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectSettledOn(page, target);
    await page.getByTestId('user-menu').getByText('Rafael', { exact: true }).waitFor();
  });
});
