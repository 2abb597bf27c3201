// Issue 32, items 5 and 6, on the whole local stack: the demo client (who had completed sessions with
// Marina) reviews her; another client, signed in, reports that review from the public profile
// ('Denunciar', reason and text); the operator, signed in to the console with the authenticator's
// code, hides it from the queue; the profile no longer shows it and the rating and
// count on the page are back to what they were. A client without a completed session is not invited.
import type { Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { apiCall, idTokenOf, newConfirmedAccount } from '../src/identity';
import { signInToConsole } from '../src/operador';
import { DEMO, loginThroughPage } from '../src/session';
import { apiUrl, baseUrl } from '../src/stackEnv';

interface Profile {
  rating: number;
  reviewCount: number;
  reviews: { id: string; comentario: string }[];
}

const browser = browserForFile();

const PROFILE = `/terapeuta/${DEMO.terapeuta.id}`;
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countLabel = (n: number) => (n === 1 ? '(1 avaliação)' : `(${n} avaliações)`);
const profile = () => apiCall<Profile>('GET', `/public-terapeutas/${DEMO.terapeuta.id}`);

async function expectRatingOn(page: Page, p: Profile) {
  const header = page.getByRole('region', { name: DEMO.terapeuta.name });
  await header.getByText(oneDecimal.format(p.rating), { exact: true }).waitFor();
  await header.getByText(countLabel(p.reviewCount), { exact: true }).waitFor();
}

it('a client reports a review; the operator hides it; it leaves the profile and the rating', async () => {
  const before = await profile();
  const comment = `Teste e2e de denúncia ${Date.now()}: a secretária dela se chama Fulana.`;
  const authorToken = await idTokenOf(DEMO.cliente.email);
  const review = await apiCall<{ id: string }>('POST', '/avaliacoes', authorToken, { terapeutaId: DEMO.terapeuta.id, nota: 1, comentario: comment });
  try {
    const withReview = await profile();
    expect(withReview.reviewCount).toBe(before.reviewCount + 1);

    // another client, signed in, reports it from the profile; a new account has no session with
    // Marina, so the profile does not invite a review from them
    const reporter = await newConfirmedAccount({ label: 'denuncia', name: 'Clara Denunciante', tipo: 'cliente' });
    const { page, context } = await newPage(browser);
    await loginThroughPage(page, reporter.email, reporter.password);
    await page.waitForURL(/\/cliente\//);
    await page.goto(`${baseUrl}${PROFILE}`);
    const reviews = page.getByRole('region', { name: 'Avaliações de Pacientes' });
    const item = reviews.getByRole('article').filter({ hasText: comment });
    await item.waitFor();
    await expectRatingOn(page, withReview);
    expect(await reviews.getByRole('button', { name: 'Avaliar terapeuta' }).count()).toBe(0);
    await item.getByRole('button', { name: /^Denunciar a avaliação de/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Denunciar avaliação' });
    await dialog.getByRole('radio', { name: 'Expõe dados pessoais' }).check();
    await dialog.getByRole('textbox', { name: /Detalhes/ }).fill('Cita o nome da secretária.');
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
    await page.getByText('Denúncia recebida. Nossa equipe vai analisar.').waitFor();

    // the operator sees it in the console's queue, with the report, and hides it with a reason
    const { page: console_ } = await newPage(browser);
    await signInToConsole(console_);
    await console_.goto(`${baseUrl}/operacao/denuncias`);
    const card = console_.getByRole('article').filter({ hasText: comment });
    await card.getByText('Cita o nome da secretária.').waitFor();
    await card.getByRole('button', { name: 'Ocultar', exact: true }).click();
    const decision = console_.getByRole('dialog', { name: 'Ocultar a avaliação' });
    await decision.getByRole('textbox').fill('Expõe dados pessoais de terceiros.');
    await decision.getByRole('button', { name: 'Ocultar', exact: true }).click();
    await decision.waitFor({ state: 'detached' });

    // gone from the profile, and the rating is the visible reviews' again
    const after = await profile();
    expect(after.reviews.map((r) => r.id)).not.toContain(review.id);
    expect(after).toMatchObject({ rating: before.rating, reviewCount: before.reviewCount });
    await page.reload();
    await expectRatingOn(page, after);
    expect(await reviews.getByText(comment).count()).toBe(0);
    await context.close();

    // its author is told why, in the app
    const inbox = await apiCall<{ content: { tipo: string; mensagem: string }[] }>('GET', '/notificacoes', authorToken);
    expect(inbox.content.find((n) => n.tipo === 'avaliacao-ocultada')).toBeDefined();
  } finally {
    // the demo client's review goes (hidden or not): other journeys review Marina as him
    await fetch(`${apiUrl}/avaliacoes/${review.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${authorToken}` } });
  }
});
