// The prontuário (issue 34 item 6) on the whole local stack: a client with a confirmed session asks
// for a copy of their record; the therapist opens the record from 'Prontuários', writes the
// session's entry, edits it (version 2, the history shown), exports the PDF, sees the export in
// 'Acessos' and releases the copy; the client downloads it.
// E2E_SHOTS_DIR set: the screens are also saved there at desktop and phone widths, and the
// exported PDF beside them (the assertions do not depend on it).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { clientWithConfirmedSession } from '../src/clients';
import { loginThroughPage } from '../src/session';
import { newReadyTherapist } from '../src/therapists';
import { brDate, daysAhead } from '../src/dates';

const browser = browserForFile();

const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** `focus`: what the shot is about, scrolled into view at each size. */
async function shoot(page: Page, name: string, focus?: Locator) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const before = page.viewportSize();
  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400); // the layout settles (media queries, the dialog's transition)
    await focus?.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${size}.png`) });
  }
  if (before) await page.setViewportSize(before);
}


async function signedIn(account: { email: string; password: string }, home: RegExp): Promise<Page> {
  const { page } = await newPage(browser);
  await page.setViewportSize(DESKTOP);
  await loginThroughPage(page, account.email, account.password);
  await page.waitForURL(home);
  return page;
}

/** Clicks and returns the downloaded file's bytes. */
async function download(page: Page, button: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFileSync((await file.path())!);
}

describe('Prontuário', () => {
  it('o terapeuta escreve o registro da sessão, edita (nova versão), exporta o PDF e libera a cópia que o cliente pediu', async () => {
    const therapist = await newReadyTherapist('pront');
    const clientName = 'Cliente Prontuário';
    const date = daysAhead(2);
    const { account, client, session } = await clientWithConfirmedSession(therapist, { label: 'prontc', name: clientName, date });

    // the client asks for a copy
    const clientPage = await signedIn(account, new RegExp(`/cliente/${client.id}$`));
    const mine = clientPage.getByRole('region', { name: 'Seu prontuário' });
    await mine.getByRole('button', { name: `Solicitar cópia do prontuário a ${therapist.name}` }).click();
    await mine.getByText(/Cópia solicitada em .*: aguardando o\(a\) terapeuta/).waitFor();
    await shoot(clientPage, 'cliente-copia-solicitada', mine);

    // the therapist: 'Prontuários' in the area, the request flagged
    const page = await signedIn(therapist, new RegExp(`/usuario/${therapist.id}$`));
    const section = page.getByRole('region', { name: 'Prontuários' });
    await section.getByText(clientName).waitFor();
    await section.getByText('Cópia solicitada').waitFor();
    await shoot(page, 'terapeuta-prontuarios', section);
    await section.getByRole('button', { name: `Abrir prontuário de ${clientName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Prontuário — ${clientName}` });
    // the confirmed session is still to come: no retention date yet, and it is not the entry's default (issue 41 item 6)
    await dialog.getByText('Guardado por 5 anos após a última sessão realizada.').waitFor();

    // the session's entry
    const sessionField = dialog.getByRole('combobox', { name: 'Sessão' });
    expect(await sessionField.inputValue()).toBe('');
    await sessionField.selectOption(session.id);
    await dialog.getByRole('textbox', { name: 'Registro de evolução' }).fill('Relata insônia e preocupação com o trabalho. Combinamos um diário de sono.');
    await dialog.getByRole('button', { name: 'Salvar registro' }).click();
    const entry = dialog.getByRole('listitem', { name: `Registro de ${brDate(date)} — sessão` });
    await entry.getByText('Relata insônia e preocupação com o trabalho.', { exact: false }).waitFor();

    // an edit is a new version; the first stays in the history
    await entry.getByRole('button', { name: 'Editar' }).click();
    await entry.getByRole('textbox', { name: 'Nova versão do registro' }).fill('Relata insônia há três semanas e preocupação com o trabalho. Combinamos um diário de sono.');
    await entry.getByRole('button', { name: 'Salvar nova versão' }).click();
    await entry.getByText(/^versão 2/).waitFor();
    await entry.getByRole('button', { name: 'Histórico (2 versões)' }).click();
    await entry.getByRole('list', { name: 'Versões anteriores' }).getByText(/^Relata insônia e preocupação/).waitFor();
    await shoot(page, 'terapeuta-prontuario-registros', entry);

    // the PDF
    const pdf = await download(page, dialog.getByRole('button', { name: 'Exportar PDF' }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (SHOTS_DIR) writeFileSync(join(SHOTS_DIR, 'prontuario-exportado.pdf'), pdf);
    await dialog.getByRole('tab', { name: 'Acessos' }).click();
    const accesses = dialog.getByRole('table', { name: 'Acessos ao prontuário' });
    await accesses.getByText('Exportação em PDF').waitFor();
    await shoot(page, 'terapeuta-prontuario-acessos');

    // the copy released
    await dialog.getByRole('tab', { name: /Cópias/ }).click();
    await dialog.getByRole('button', { name: 'Liberar cópia' }).click();
    await dialog.getByText(/liberada em/).waitFor();

    // the session's details no longer hold notes: they point to the record
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: /Confirmadas/ }).click();
    await page.getByRole('article', { name: new RegExp(clientName) }).getByRole('button', { name: 'Gerenciar' }).click();
    const details = page.getByRole('dialog', { name: 'Detalhes da consulta' });
    const link = details.getByRole('link', { name: `Abrir prontuário de ${clientName}` });
    await link.waitFor();
    await shoot(page, 'terapeuta-detalhes-da-consulta');
    await link.click();
    // the session is still to come: the record is kept 5 years from the last session held (none yet)
    await page.getByRole('dialog', { name: `Prontuário — ${clientName}` }).getByText('Guardado por 5 anos após a última sessão realizada.').waitFor();
    await page.context().close();

    // the client downloads it
    await clientPage.reload();
    const released = clientPage.getByRole('region', { name: 'Seu prontuário' });
    await released.getByText(/Cópia liberada em/).waitFor();
    const copy = await download(clientPage, released.getByRole('button', { name: 'Baixar cópia (PDF)' }));
    expect(copy.subarray(0, 5).toString()).toBe('%PDF-');
    if (SHOTS_DIR) writeFileSync(join(SHOTS_DIR, 'prontuario-copia-cliente.pdf'), copy);
    await shoot(clientPage, 'cliente-copia-liberada', released);

    // before erasing the account the client is told the records stay (LGPD art. 11 II-a, CFP 01/2009)
    await clientPage.getByRole('link', { name: 'Configurações' }).click();
    await clientPage.getByRole('button', { name: 'Excluir minha conta' }).click();
    const erase = clientPage.getByRole('dialog', { name: 'Excluir minha conta' });
    await erase.getByText(/exige guardá-los por pelo menos 5 anos após a última sessão/).waitFor();
    await shoot(clientPage, 'cliente-excluir-conta-aviso');
    await clientPage.context().close();
  });
});
