// Paying a session by Pix (issue 34) on the whole local stack: a therapist with a Pix key, a client
// with a confirmed session and no CPF yet; the client opens 'Pagar com Pix', is asked the CPF once
// (a wrong one refused), sees the QR code, copies the code (the clipboard holds the BR Code the api
// answers), marks 'Já paguei'; the therapist, told by e-mail, confirms 'Recebido' in the agenda;
// the client is told and sees it — but no 'Baixar declaração' before the session took place
// (issue 41); the therapist finds the Receita Saúde data in Financeiro and marks the receipt
// issued. The demo client downloads the statement of a session that took place (its PDF read back
// by pdftotext) and opens its verification link: the site's page says it is valid (issue 41).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { clientWithConfirmedSession } from '../src/clients';
import { apiCall } from '../src/identity';
import { waitForMail } from '../src/mailbox';
import { DEMO, loginThroughPage, signInAs } from '../src/session';
import { apiUrl, baseUrl } from '../src/stackEnv';
import { newReadyTherapist } from '../src/therapists';
import { brDate, daysAhead } from '../src/dates';

const browser = browserForFile();

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
/** '2026-11-29' → 'novembro de 2026' (the Financeiro tab's month filter) */
const monthName = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;

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
  it('o cliente informa o CPF e paga por Pix, o terapeuta confirma, a declaração espera a sessão e o terapeuta marca o recibo do Receita Saúde', async () => {
    const therapist = await newReadyTherapist('pix');
    await apiCall('PUT', `/terapeutas/${therapist.id}/pagamento`, therapist.token, {
      forma: 'pix',
      chaveTipo: 'email',
      chave: 'Pix.Terapeuta@Exemplo.com.br',
      nome: therapist.name,
      cidade: 'São Paulo',
    });
    const clientName = 'Cliente Pix';
    const date = daysAhead(3);
    const { account, clientToken, client, session } = await clientWithConfirmedSession(therapist, { label: 'pixc', name: clientName, date });
    const which = `consulta com ${therapist.name} em ${brDate(date)} às 10:00`;

    // the client: 'Pagar com Pix' on the confirmed session
    const clientPage = await signedIn(account, new RegExp(`/cliente/${client.id}$`));
    const payment = clientPage.getByRole('group', { name: `Pagamento da ${which}` });
    await payment.getByText('Pagamento pendente').waitFor();
    await payment.getByRole('button', { name: `Pagar com Pix: ${which}` }).click();
    // no CPF yet: asked once (checked by its digits), saved to the profile, then the code opens
    const ask = clientPage.getByRole('dialog', { name: 'Informe seu CPF' });
    const cpf = ask.getByRole('textbox', { name: 'CPF' });
    await cpf.fill('111.444.777-36');
    await ask.getByRole('button', { name: 'Salvar e continuar' }).click();
    await ask.getByText('CPF inválido').waitFor();
    await cpf.fill('11144477735');
    await ask.getByRole('button', { name: 'Salvar e continuar' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect((await apiCall<{ cpf: string }>('GET', `/clientes/${client.id}`, clientToken)).cpf).toBe('11144477735');
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
    const paid = clientPage.getByRole('group', { name: `Pagamento da ${which}` });
    await paid.getByText('Pagamento recebido pelo(a) terapeuta').waitFor();

    // the session is still to come: nothing is declared ahead of it (issue 41)
    await paid.getByText('A declaração de atendimento e pagamento fica disponível aqui depois da sessão.').waitFor();
    expect(await paid.getByRole('button', { name: /Baixar declaração/ }).count()).toBe(0);
    await clientPage.context().close();
    const early = await fetch(`${apiUrl}/sessoes/${session.id}/declaracao.pdf`, { headers: { authorization: `Bearer ${clientToken}` } });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toMatch(/^A declaração de atendimento fica disponível depois da sessão, a partir de /);

    // the therapist: Financeiro lists what Receita Saúde asks, and the receipt is marked
    const finances = await signedIn(therapist, new RegExp(`/usuario/${therapist.id}$`));
    await finances.goto(`${baseUrl}/usuario/${therapist.id}/configuracoes#financeiro`);
    await finances.getByRole('tab', { name: 'Financeiro', selected: true }).waitFor();
    await finances.getByRole('combobox', { name: 'Mês' }).click();
    // a received payment counts in the month it was received: today's (issue 41)
    await finances.getByRole('option', { name: monthName(daysAhead(0)) }).click();
    const card = finances.getByRole('listitem', { name: `Pagamento de ${clientName}, ${brDate(date)} às 10:00` });
    await card.getByText('111.444.777-35').waitFor();
    await card.getByRole('button', { name: `Copiar CPF do pagador: ${clientName}, ${brDate(date)} às 10:00` }).click();
    expect(await finances.evaluate(() => navigator.clipboard.readText())).toBe('111.444.777-35');
    await card.getByRole('checkbox', { name: 'Recibo emitido no Receita Saúde' }).check();
    await card.getByRole('textbox', { name: 'Número do recibo (opcional)' }).fill('RS-2030-0001');
    await card.getByRole('button', { name: /^Salvar recibo/ }).click();
    await finances.getByText('Recibo emitido nº RS-2030-0001').waitFor();
    await finances.context().close();
  });

  it('o cliente baixa a declaração de uma sessão que aconteceu e o link impresso abre a página do site que a confere: válida', async () => {
    // the demo client's oldest session took place and its payment was confirmed (the seed)
    const clientPage = await signInAs(browser, 'cliente');
    await clientPage.getByRole('tab', { name: /Anteriores/ }).click();
    const button = clientPage.getByRole('button', { name: /^Baixar declaração: consulta com Marina Duarte em / });
    await button.waitFor();
    const [download] = await Promise.all([clientPage.waitForEvent('download'), button.click()]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
    expect(text).toContain('Declaração de atendimento e pagamento');
    expect(text).toContain(`que atendi ${DEMO.cliente.name}`);
    expect(text).toMatch(/Data do pagamento \d{2}\/\d{2}\/\d{4}/);
    // the client's CPF as their profile holds it now (another suite may have changed the demo's)
    const clientCpf = /CPF do cliente (\d{3}\.\d{3}\.\d{3}-\d{2})/.exec(text)?.[1] ?? '';
    expect(clientCpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await clientPage.context().close();

    // the address printed on it is a page of the site, not the api's JSON
    const link = /Confira a autenticidade em (\S+)/.exec(text)?.[1] ?? '';
    expect(link.startsWith(`${baseUrl}/declaracoes/`)).toBe(true);
    const { context, page } = await newPage(browser); // anyone holding the paper: not signed in
    await page.goto(link);
    await page.getByText('Declaração válida').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Conferir declaração' }).waitFor();
    const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(body).toContain('é válida');
    expect(body).toContain('M. D. · CPF ***.***.***-');
    expect(body).toContain(`R. L. · CPF ***.***.***-${clientCpf.slice(-2)}`);
    expect(body).not.toContain('Rafael');
    expect(body).not.toContain(clientCpf.slice(0, 7));
    await context.close();
  });
});
