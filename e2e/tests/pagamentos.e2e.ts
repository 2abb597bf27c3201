// Paying a session by Pix (issue 34) on the whole local stack: a therapist with a Pix key, a client
// with a confirmed session; the client opens 'Pagar com Pix', sees the QR code, copies the code
// (the clipboard holds the BR Code the api answers), marks 'Já paguei'; the therapist, told by
// e-mail, confirms 'Recebido' in the agenda; the client is told and sees it.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { apiCall, idTokenOf, newConfirmedAccount } from '../src/identity';
import { waitForMail } from '../src/mailbox';
import { loginThroughPage } from '../src/session';
import { baseUrl } from '../src/stackEnv';
import { newReadyTherapist } from '../src/therapists';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A date `days` from today (Brazil), 'YYYY-MM-DD'. */
function daysAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function signedIn(account: { email: string; password: string }, home: RegExp): Promise<Page> {
  const { context, page } = await newPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await loginThroughPage(page, account.email, account.password);
  await page.waitForURL(home);
  return page;
}

/** TLV fields of a BR Code (id, length, value). */
function tlv(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < text.length; ) {
    const len = Number(text.slice(i + 2, i + 4));
    out.set(text.slice(i, i + 2), text.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

describe('Pix', () => {
  it('o cliente paga por Pix (copia o código), marca "Já paguei" e o terapeuta confirma "Recebido"', async () => {
    const therapist = await newReadyTherapist('pix');
    await apiCall('PUT', `/terapeutas/${therapist.id}/pagamento`, therapist.token, {
      forma: 'pix',
      chaveTipo: 'email',
      chave: 'Pix.Terapeuta@Exemplo.com.br',
      nome: therapist.name,
      cidade: 'São Paulo',
    });
    const clientName = 'Cliente Pix';
    const account = await newConfirmedAccount({ label: 'pixc', name: clientName, tipo: 'cliente' });
    const clientToken = await idTokenOf(account.email, account.password);
    const client = await apiCall<{ id: string }>('POST', '/clientes', clientToken, { name: clientName });
    const date = daysAhead(3);
    const session = await apiCall<{ id: string }>('POST', '/sessoes', clientToken, { therapistId: therapist.id, date, time: '10:00' });
    await apiCall('PATCH', `/sessoes/${session.id}`, therapist.token, { status: 'CONFIRMED' });
    const which = `consulta com ${therapist.name} em ${brDate(date)} às 10:00`;

    // the client: 'Pagar com Pix' on the confirmed session
    const clientPage = await signedIn(account, new RegExp(`/cliente/${client.id}$`));
    const payment = clientPage.getByRole('group', { name: `Pagamento da ${which}` });
    await payment.getByText('Pagamento pendente').waitFor();
    await payment.getByRole('button', { name: `Pagar com Pix: ${which}` }).click();
    const dialog = clientPage.getByRole('dialog', { name: 'Pagar com Pix' });
    await dialog.getByText('Valor: R$ 150,00').waitFor();
    const qr = dialog.getByRole('img', { name: 'QR code do Pix desta sessão' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // the QR code is drawn: a real image of its size
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
    const code = await dialog.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue();
    const fields = tlv(code);
    expect(tlv(fields.get('26')!).get('01')).toBe('pix.terapeuta@exemplo.com.br');
    expect(fields.get('54')).toBe('150.00');
    expect(fields.get('60')).toBe('Sao Paulo');

    await dialog.getByRole('button', { name: 'Copiar código Pix' }).click();
    await clientPage.getByText('Código Pix copiado').waitFor();
    expect(await clientPage.evaluate(() => navigator.clipboard.readText())).toBe(code);

    await dialog.getByRole('button', { name: 'Já paguei' }).click();
    await clientPage.getByText('Pagamento informado', { exact: true }).first().waitFor();
    await payment.getByText(/aguardando a confirmação/).waitFor();

    // the therapist is told, and confirms in the agenda
    const informed = await waitForMail(therapist.email, /^Pagamento informado/);
    expect(informed.text).toContain(`${clientName} informou que pagou a sessão de ${brDate(date)} às 10:00.`);
    const therapistPage = await signedIn(therapist, new RegExp(`/usuario/${therapist.id}$`));
    await therapistPage.getByRole('tab', { name: /Confirmadas/ }).click();
    const line = therapistPage.getByRole('group', { name: `Pagamento da consulta de ${clientName}` });
    await line.getByText('Pagamento informado').waitFor();
    await line.getByRole('button', { name: 'Recebido' }).click();
    await line.getByText('Pagamento recebido').waitFor();
    await therapistPage.context().close();

    // the client is told, and the dashboard says so
    const received = await waitForMail(account.email, /^Pagamento recebido/);
    expect(received.text).toContain(`confirmou que recebeu o pagamento da sessão de ${brDate(date)} às 10:00.`);
    await clientPage.reload();
    await clientPage.getByRole('group', { name: `Pagamento da ${which}` }).getByText('Pagamento recebido pelo(a) terapeuta').waitFor();
    await clientPage.context().close();
  });
});
