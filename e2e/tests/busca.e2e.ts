// Issue 19 journey on the whole local stack: search filters live in the URL (shareable, the back
// button works) and are applied by the api; a card of a therapist without reviews says 'Novo no
// Acolhe' and shows the api's next free time; the profile's 'Compartilhar' and 'Copiar link';
// at phone width a bottom 'Agendar' bar takes the visitor to the booking card.
import type { Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { DEMO } from '../src/session';
import { apiUrl, baseUrl } from '../src/stackEnv';

interface ApiTherapist {
  id: string;
  fullName: string;
  reviewCount: number;
  nextAvailable: string | null;
}
interface ApiPage {
  content: ApiTherapist[];
  totalElements: number;
}

const browser = browserForFile();

/** 'YYYY-MM-DDTHH:MM' → 'qui, 27/11 às 14:00' (what the card shows; written out here because the
 * e2e package does not depend on shared-domain). */
function slotLabel(local: string): string {
  const [date, time] = local.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const dow = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${dow}, ${date.slice(8, 10)}/${date.slice(5, 7)} às ${time}`;
}

/** Activates a button with the keyboard, as a keyboard user does (the sticky header and the
 * toasts' fixed layer may lie over a button that was scrolled to the viewport's edge). */
async function press(button: import('playwright-core').Locator) {
  await button.focus();
  await button.press('Enter');
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

async function open(path: string): Promise<Page> {
  const { page, context } = await newPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await page.goto(`${baseUrl}${path}`);
  return page;
}

const search = (page: Page) => page.getByRole('search', { name: 'Filtros da busca' });

it('filters and order live in the URL, are applied by the api, and the back button restores them', async () => {
  const page = await open('/terapeutas?gratuita=true&ordem=preco');
  const expected = await api<ApiPage>('/public-terapeutas?gratuita=true&ordem=preco&page=0&size=12');
  expect(expected.totalElements).toBeGreaterThan(0);
  const firstCard = page.getByTestId('therapist-card').first();
  await firstCard.getByText(expected.content[0]!.fullName, { exact: true }).waitFor();
  await page.getByText(`${expected.totalElements} terapeuta`, { exact: false }).first().waitFor();
  await expect(search(page).getByLabel('Primeira sessão gratuita').isChecked()).resolves.toBe(true);
  await expect(search(page).getByLabel('Ordenar por').inputValue()).resolves.toBe('preco');

  await search(page).getByLabel('Idioma').selectOption('ingles');
  await press(search(page).getByRole('button', { name: 'Aplicar filtros' }));
  await page.waitForURL(/idioma=ingles/);
  expect(new URL(page.url()).search).toBe('?idioma=ingles&gratuita=true&ordem=preco');
  const narrowed = await api<ApiPage>('/public-terapeutas?idioma=ingles&gratuita=true&ordem=preco&page=0&size=12');
  if (narrowed.totalElements > 0) {
    await page.getByTestId('therapist-card').first().getByText(narrowed.content[0]!.fullName, { exact: true }).waitFor();
  } else {
    await page.getByText('Nenhum terapeuta encontrado com os filtros selecionados.').waitFor();
  }

  await page.goBack();
  await page.waitForURL((url) => url.search === '?gratuita=true&ordem=preco');
  await expect(search(page).getByLabel('Idioma').inputValue()).resolves.toBe('');
  await page.getByTestId('therapist-card').first().getByText(expected.content[0]!.fullName, { exact: true }).waitFor();
  await page.context().close();
});

it("a card without reviews says 'Novo no Acolhe' and shows the next free time from the api", async () => {
  const all = await api<ApiPage>('/public-terapeutas?page=0&size=100');
  const fresh = all.content.find((x) => x.reviewCount === 0 && x.nextAvailable);
  expect(fresh).toBeDefined();
  const page = await open(`/terapeutas?search=${encodeURIComponent(fresh!.fullName)}`);
  const card = page.getByTestId('therapist-card').filter({ hasText: fresh!.fullName });
  await card.getByText('Novo no Acolhe', { exact: true }).waitFor();
  expect(await card.getByText('avaliações').count()).toBe(0);
  await card.getByText(`Próximo horário: ${slotLabel(fresh!.nextAvailable!)}`, { exact: true }).waitFor();
  await card.getByRole('list', { name: 'Modalidades' }).waitFor();
  await page.context().close();
});

it("the profile shares on WhatsApp and copies its link; at phone width a bottom 'Agendar' bar leads to the booking card", async () => {
  const path = `/terapeuta/${DEMO.terapeuta.id}`;
  const page = await open(path);
  await page.getByRole('heading', { level: 1, name: DEMO.terapeuta.name }).waitFor();
  const share = page.getByRole('group', { name: 'Compartilhar' });
  const href = await share.getByRole('link', { name: 'Compartilhar' }).getAttribute('href');
  expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(`${DEMO.terapeuta.name} no Acolhe: ${baseUrl}${path}`)}`);
  await press(share.getByRole('button', { name: 'Copiar link' }));
  await share.getByRole('button', { name: 'Link copiado!' }).waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${baseUrl}${path}`);
  await page.getByTestId('perfil-crp').getByText('CRP 06/154872').waitFor();

  // desktop: no bar
  const bar = page.getByRole('complementary', { name: 'Agendar sessão' });
  expect(await bar.isVisible()).toBe(false);
  // phone
  await page.setViewportSize({ width: 390, height: 800 });
  await bar.waitFor({ state: 'visible' });
  await bar.getByText('Valor por sessão: R$ 180,00').waitFor();
  await press(bar.getByRole('button', { name: 'Agendar' }));
  await page.waitForFunction(() => {
    const card = document.getElementById('agendar');
    if (!card) return false;
    const top = card.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight && document.activeElement === card;
  });
  await page.context().close();
});

it("a search of two words finds the therapist who has both ('ansiedade tcc' → Marina Duarte), typo forgiven too (issue 30)", async () => {
  const page = await open('/terapeutas');
  const text = search(page).getByLabel('Especialidade ou nome do terapeuta');
  await text.fill('ansiedade tcc');
  await press(search(page).getByRole('button', { name: 'Aplicar filtros' }));
  await page.waitForURL(/search=ansiedade\+tcc/);
  await page.getByTestId('therapist-card').filter({ hasText: DEMO.terapeuta.name }).first().waitFor();
  expect(await page.getByText('Nenhum terapeuta encontrado com os filtros selecionados.').count()).toBe(0);

  // a small typo in one of the words still finds her (server-rendered page straight from the URL)
  await page.goto(`${baseUrl}/terapeutas?search=${encodeURIComponent('ansiedadee TCC')}`);
  await page.getByTestId('therapist-card').filter({ hasText: DEMO.terapeuta.name }).first().waitFor();
  await page.context().close();
});

it('a price range with the maximum below the minimum is said on the form and never applied, at desktop and phone widths (issue 30)', async () => {
  for (const width of [1366, 390]) {
    const page = await open('/terapeutas?search=ansiedade');
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.getByTestId('therapist-card').first().waitFor();
    // on a phone the fields start folded behind 'Mostrar filtros' (issue 30)
    if (width < 500) await search(page).getByRole('button', { name: /^Mostrar filtros/ }).click();
    await search(page).getByLabel('Preço mínimo (R$)').fill('300');
    await search(page).getByLabel('Preço máximo (R$)').fill('100');
    await press(search(page).getByRole('button', { name: 'Aplicar filtros' }));
    const message = search(page).getByText('O preço máximo deve ser maior ou igual ao mínimo.');
    await message.waitFor();
    expect(await message.isVisible()).toBe(true);
    // nothing applied: the URL keeps its search, the maximum stays as typed
    expect(new URL(page.url()).search).toBe('?search=ansiedade');
    await expect(search(page).getByLabel('Preço máximo (R$)').inputValue()).resolves.toBe('100');
    await page.context().close();
  }
  // the api says the same with a 400
  const res = await fetch(`${apiUrl}/public-terapeutas?precoMin=300&precoMax=100`);
  expect(res.status).toBe(400);
  expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors.precoMax).toBe('O preço máximo deve ser maior ou igual ao mínimo.');
});
