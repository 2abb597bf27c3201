import type { Browser, Page } from 'playwright-core';
import { newPage } from './browser';
import { baseUrl, identityUrl } from './stackEnv';

export const DEMO = {
  terapeuta: { id: 'd0000000-0000-4000-8000-000000000001', email: 'terapeuta.demo@acolhe.com.br', name: 'Marina Duarte' },
  cliente: { id: 'd0000000-0000-4000-8000-000000000002', email: 'cliente.demo@acolhe.com.br', name: 'Rafael Lima' },
} as const;
export const DEMO_PASSWORD = 'Acolhe2026';

/** Logs in through the real login page (real identity emulator); resolves on the user's home. */
export async function loginThroughPage(page: Page, email: string, password: string, path = '/login') {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** A fresh browser context signed in as one of the demo accounts, on its home page. */
export async function signInAs(browser: Browser, who: keyof typeof DEMO): Promise<Page> {
  const { page } = await newPage(browser);
  await loginThroughPage(page, DEMO[who].email, DEMO_PASSWORD);
  const home = who === 'terapeuta' ? `/usuario/${DEMO[who].id}` : `/cliente/${DEMO[who].id}`;
  await page.waitForURL(`${baseUrl}${home}`);
  return page;
}

/** The latest code the identity emulator "sent" to an e-mail (its dev mailbox). */
export async function latestCode(email: string, kind?: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${identityUrl}/_mailbox?email=${encodeURIComponent(email)}`);
    const list = (await res.json()) as { email: string; code: string; kind: string }[];
    const match = list.filter((m) => !kind || m.kind === kind).pop();
    if (match) return match.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nenhum código para ${email}`);
}

/** Types the latest sign-up code of the dev mailbox into /login's confirmation dialog; it closes by itself. */
export async function confirmInDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirme seu e-mail' });
  await dialog.getByText(email).waitFor();
  const code = await latestCode(email);
  await dialog.getByLabel('Código de confirmação').fill(code);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByText('E-mail confirmado').first().waitFor();
  await dialog.waitFor({ state: 'hidden', timeout: 5_000 }); // 2000 ms auto-close
}
