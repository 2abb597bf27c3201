// Issue 5 journey on the whole local stack (real identity emulator, real api, real remotes):
// home → search with filters → profile → the demo client writes, edits and deletes a review
// (rating and count follow) → a guest sees no add button → tutorial progress survives a reload
// → an unknown therapist id shows the error state.
import type { Locator, Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { DEMO, signInAs } from '../src/session';
import { apiUrl, baseUrl } from '../src/stackEnv';

interface ApiTherapist {
  id: string;
  fullName: string;
  rating: number;
  reviewCount: number;
  reviews?: { nota: number }[];
}

const browser = browserForFile();

const PROFILE = `/terapeuta/${DEMO.terapeuta.id}`;
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countLabel = (n: number) => (n === 1 ? '(1 avaliação)' : `(${n} avaliações)`);

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

async function open(path: string): Promise<Page> {
  const { page } = await newPage(browser);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** The header card of the profile (a region named by the therapist's h1). */
const headerCard = (page: Page) => page.getByRole('region', { name: DEMO.terapeuta.name });
const reviewsCard = (page: Page) => page.getByRole('region', { name: 'Avaliações de Pacientes' });

/** The profile shows the api's current rating and count (reloads until the api value is shown). */
async function expectRatingOf(page: Page, therapist: ApiTherapist) {
  const card = headerCard(page);
  await card.getByText(oneDecimal.format(therapist.rating), { exact: true }).waitFor();
  await card.getByText(countLabel(therapist.reviewCount), { exact: true }).waitFor();
}

/** Picks n stars with the mouse, as a person does: hover first (Mantine's rating reacts to the
 * pointer position; a "no rating" label lies over the first star until then), then click. */
async function chooseStars(form: Locator, n: number) {
  const stars = form.getByRole('radiogroup', { name: 'Sua nota' });
  const box = (await stars.boundingBox())!;
  const x = box.x + (box.width / 5) * (n - 0.5);
  const y = box.y + box.height / 2;
  const page = form.page();
  await page.mouse.move(x - 3, y);
  await page.mouse.move(x, y, { steps: 3 });
  await page.mouse.click(x, y);
  await form.getByRole('radio', { name: n === 1 ? '1 estrela' : `${n} estrelas` }).and(form.locator(':checked')).waitFor({ state: 'attached' });
}

describe('descoberta: home, busca, perfil, avaliações e tutoriais', () => {
  it('a busca da home leva a /terapeutas só com os filtros escolhidos e mostra só terapeutas que atendem a eles', async () => {
    const page = await open('/');
    await page.getByRole('heading', { level: 1, name: 'Encontre o terapeuta ideal para você' }).waitFor();
    await page.getByRole('region', { name: 'Terapeutas em destaque' }).getByRole('link').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    await page.getByLabel('Modalidade', { exact: true }).selectOption('online');
    await page.getByLabel('Cidade').selectOption('salvador');
    await page.getByRole('button', { name: 'Buscar terapeutas' }).click();
    await page.waitForURL(`${baseUrl}/terapeutas?modalidade=online&cidade=salvador`);

    const expected = await api<{ content: ApiTherapist[] }>('/public-terapeutas?modalidade=online&cidade=salvador');
    const all = await api<{ content: ApiTherapist[] }>('/public-terapeutas');
    expect(expected.content.length).toBeGreaterThan(0);
    expect(expected.content.length).toBeLessThan(all.content.length); // the filter really filters

    await page.getByRole('heading', { level: 1, name: 'Encontre seu terapeuta' }).waitFor();
    const cards = page.getByTestId('therapist-card');
    await cards.first().waitFor();
    await page.getByText(`${expected.content.length} terapeuta`, { exact: false }).first().waitFor();
    expect(await cards.count()).toBe(Math.min(expected.content.length, 12));
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Salvador');
    expect(await page.getByRole('link', { name: new RegExp(DEMO.terapeuta.name) }).count()).toBe(0);

    // the filter bar changes the search without going home, kept in the URL
    await page.getByLabel('Especialidade ou nome do terapeuta').fill(DEMO.terapeuta.name);
    await page.getByRole('button', { name: 'Limpar filtros' }).waitFor();
    await page.getByRole('search', { name: 'Filtros da busca' }).getByLabel('Cidade').selectOption('sao-paulo');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await page.waitForURL(/\/terapeutas\?search=Marina\+Duarte&modalidade=online&cidade=sao-paulo$/);
    await page.getByRole('link', { name: new RegExp(DEMO.terapeuta.name) }).click();
    await page.waitForURL(`${baseUrl}${PROFILE}`);
    await page.getByRole('heading', { level: 1, name: DEMO.terapeuta.name }).waitFor();
  });

  it('o perfil público mostra cada cartão, com o cartão de agendamento do remote booking', async () => {
    const page = await open(PROFILE);
    await page.getByRole('heading', { level: 1, name: DEMO.terapeuta.name }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const header = headerCard(page);
    await header.getByText('Sessões online').waitFor();
    await header.getByText('Sessões presenciais').waitFor();
    await header.getByText(/Sessões de \d+ minutos/).waitFor();
    await header.getByText(/^Valor por sessão: R\$ \d/).waitFor();
    for (const name of ['Sobre', 'Formação Acadêmica', 'Avaliações de Pacientes']) {
      await page.getByRole('region', { name }).waitFor();
    }
    await page.getByRole('heading', { name: 'Abordagem Terapêutica' }).waitFor();
    await reviewsCard(page).getByText(/\d{2}\/\d{2}\/\d{4}/).first().waitFor();
    // booking/BookingCard, composed at runtime through Module Federation
    await page.getByRole('heading', { name: 'Agendar sessão' }).waitFor();
  });

  it('a cliente demo escreve, edita e exclui sua avaliação, e a nota e a contagem acompanham', async () => {
    const before = await api<ApiTherapist>(`/public-terapeutas/${DEMO.terapeuta.id}`);
    const page = await signInAs(browser, 'cliente');
    await page.goto(`${baseUrl}${PROFILE}`);
    await expectRatingOf(page, before);
    const reviews = reviewsCard(page);

    // write: validation first, then a 1-star review
    await reviews.getByRole('button', { name: 'Avaliar terapeuta' }).click();
    const form = reviews.getByRole('form', { name: 'Sua avaliação' });
    await form.getByRole('button', { name: 'Enviar avaliação' }).click();
    await page.getByText('Avaliação obrigatória').waitFor();
    await chooseStars(form, 1);
    await form.getByLabel('Comentário').fill('curto');
    await form.getByText('mínimo de 10 caracteres (5/10)').waitFor();
    await form.getByRole('button', { name: 'Enviar avaliação' }).click();
    await page.getByText('Comentário muito curto').waitFor();
    const comment = 'Teste e2e: <b>não</b> é HTML, e a sessão foi boa.';
    await form.getByLabel('Comentário').fill(comment);
    await form.getByRole('button', { name: 'Enviar avaliação' }).click();
    await page.getByText('Sua avaliação foi enviada com sucesso!').waitFor();
    await reviews.getByText(comment, { exact: true }).waitFor();
    // Rafael had COMPLETED sessions with Marina through Acolhe: his review is verified, and it is
    // signed with his first name and initial only
    const mine = reviews.getByRole('article').filter({ hasText: comment });
    await mine.getByText('Consulta realizada pelo Acolhe').waitFor();
    await mine.getByText('Rafael L.').waitFor();
    expect(await mine.getByText('Rafael Lima').count()).toBe(0);
    const created = await api<ApiTherapist>(`/public-terapeutas/${DEMO.terapeuta.id}`);
    expect(created.reviewCount).toBe(before.reviewCount + 1);
    await expectRatingOf(page, created);
    expect(await reviews.getByRole('button', { name: 'Avaliar terapeuta' }).count()).toBe(0);

    // edit: prefilled, then 3 stars and a new text
    await reviews.getByRole('button', { name: 'Editar sua avaliação' }).click();
    const editForm = reviews.getByRole('form', { name: 'Editar sua avaliação' });
    expect(await editForm.getByLabel('Comentário').inputValue()).toBe(comment);
    expect(await editForm.getByRole('radio', { name: '1 estrela' }).isChecked()).toBe(true);
    await chooseStars(editForm, 3);
    await editForm.getByLabel('Comentário').fill('Teste e2e: avaliação revisada depois de mais sessões.');
    await editForm.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Sua avaliação foi atualizada com sucesso!').waitFor();
    await reviews.getByText('Teste e2e: avaliação revisada depois de mais sessões.').waitFor();
    const edited = await api<ApiTherapist>(`/public-terapeutas/${DEMO.terapeuta.id}`);
    expect(edited.reviewCount).toBe(created.reviewCount);
    expect(edited.rating).toBeGreaterThan(created.rating);
    await expectRatingOf(page, edited);

    // delete: confirmation, Cancelar keeps it, Excluir really deletes
    await reviews.getByRole('button', { name: 'Excluir sua avaliação' }).click();
    let dialog = page.getByRole('dialog', { name: 'Excluir Avaliação' });
    await dialog.getByText('Tem certeza que deseja excluir sua avaliação? Esta ação não pode ser desfeita.').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await reviews.getByRole('button', { name: 'Excluir sua avaliação' }).click();
    dialog = page.getByRole('dialog', { name: 'Excluir Avaliação' });
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.getByText('Sua avaliação foi removida com sucesso.').waitFor();
    await reviews.getByRole('button', { name: 'Avaliar terapeuta' }).waitFor();
    const after = await api<ApiTherapist>(`/public-terapeutas/${DEMO.terapeuta.id}`);
    expect(after.reviewCount).toBe(before.reviewCount);
    await expectRatingOf(page, after);
    expect(await reviews.getByText('Teste e2e: avaliação revisada depois de mais sessões.').count()).toBe(0);

    // the session survived every call (no 403 sign-out)
    await page.getByText(DEMO.cliente.name.split(' ')[0]!).first().waitFor();
  });

  it('um visitante não vê o botão de avaliar', async () => {
    const page = await open(PROFILE);
    const reviews = reviewsCard(page);
    await reviews.getByRole('heading', { name: 'Avaliações de Pacientes' }).waitFor();
    await reviews.getByRole('article').first().waitFor();
    expect(await reviews.getByRole('button', { name: 'Avaliar terapeuta' }).count()).toBe(0);
    expect(await reviews.getByRole('button', { name: 'Editar sua avaliação' }).count()).toBe(0);
  });

  it('os tutoriais guardam uma etapa concluída depois de recarregar', async () => {
    const page = await open('/tutorial-clientes');
    await page.getByRole('heading', { level: 1, name: 'Tutorial para clientes' }).waitFor();
    await page.getByRole('tab', { name: 'Passo a Passo' }).click();
    const steps = page.getByTestId('tutorial-step');
    await steps.first().waitFor();
    expect(await steps.count()).toBe(4);
    await steps.nth(1).getByRole('button', { name: 'Marcar como concluído' }).click();
    await steps.nth(1).getByText('Concluído', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Passo a Passo' }).click();
    await page.getByTestId('tutorial-step').nth(1).getByText('Concluído', { exact: true }).waitFor();
    await page.getByTestId('tutorial-step').nth(0).getByRole('button', { name: 'Marcar como concluído' }).waitFor();
    await page.getByText('1 de 4 etapas concluídas').waitFor();
    const help = page.getByRole('link', { name: 'Fale conosco' });
    expect(await help.getAttribute('href')).toMatch(/^mailto:[^@]+@[^?]+\?subject=/);

    const therapists = await open('/tutorial-terapeutas');
    await therapists.getByRole('heading', { level: 1, name: 'Tutorial para terapeutas' }).waitFor();
  });

  it("um id de terapeuta desconhecido diz que não o encontrou, sem um 'Tentar novamente' que nunca funcionaria (issue 30)", async () => {
    const page = await open('/terapeuta/nao-existe-9f3c');
    await page.getByRole('heading', { level: 1, name: 'Terapeuta não encontrado' }).waitFor();
    await page.getByRole('link', { name: 'Ver todos os terapeutas' }).waitFor();
    expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
  });
});
