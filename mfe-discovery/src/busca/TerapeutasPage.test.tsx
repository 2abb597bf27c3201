import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@acolhe/shared-ui/data';
import { searchTherapists } from '@acolhe/shared-domain/operations';
import TerapeutasPage from '../pages/TerapeutasPage';
import { installFakeApi } from '../test/fakeApi';
import { therapist } from '../test/fixtures';
import { renderAt, resetAll, signIn } from '../test/render';

beforeEach(() => {
  resetAll();
  signIn(null);
});

const renderSearch = (path = '/terapeutas') => renderAt(path, '/terapeutas', <TerapeutasPage />);
const location = () => screen.getByTestId('location').textContent;
const many = (n: number) => Array.from({ length: n }, (_, i) => therapist({ id: `t${i}`, fullName: `Terapeuta ${i + 1}` }));

describe('/terapeutas', () => {
  it('sends the URL filters to the api (search, modalidade, cidade) and shows cards with 3 specialties then +N', async () => {
    const api = installFakeApi({ therapists: [therapist()] });
    renderSearch('/terapeutas?search=TCC&modalidade=online&cidade=sao-paulo');
    const card = await screen.findByRole('link', { name: /Marina Duarte/ });
    expect(card).toHaveAttribute('href', '/terapeuta/t-1');
    expect(within(card).getByText('+2')).toBeInTheDocument();
    expect(within(card).getByText('Valor por sessão: R$ 150,00')).toBeInTheDocument();
    const [call] = api.callsTo('GET', '/public-terapeutas');
    expect(Object.fromEntries(call!.search)).toEqual({
      search: 'TCC',
      modalidade: 'online',
      cidade: 'sao-paulo',
      page: '0',
      size: '12',
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('accepts therapy-type as the text filter and sends no empty or unknown filter', async () => {
    const api = installFakeApi({ therapists: [therapist()] });
    renderSearch('/terapeutas?therapy-type=Ansiedade&modalidade=&cidade=recife');
    await screen.findByRole('link', { name: /Marina Duarte/ });
    const [call] = api.callsTo('GET', '/public-terapeutas');
    expect(Object.fromEntries(call!.search)).toEqual({ search: 'Ansiedade', page: '0', size: '12' });
  });

  it('the filter bar starts from the URL and writes only the non-empty filters back', async () => {
    const api = installFakeApi({ therapists: [therapist()] });
    renderSearch('/terapeutas?search=TCC&cidade=salvador');
    await screen.findByRole('link', { name: /Marina Duarte/ });
    const bar = screen.getByRole('search', { name: 'Filtros da busca' });
    const text = within(bar).getByLabelText('Especialidade ou nome do terapeuta');
    expect(text).toHaveValue('TCC');
    expect(within(bar).getByLabelText('Cidade')).toHaveValue('salvador');

    await userEvent.clear(text);
    await userEvent.selectOptions(within(bar).getByLabelText('Modalidade'), 'presencial');
    await userEvent.click(within(bar).getByRole('button', { name: 'Aplicar filtros' }));
    expect(location()).toBe('/terapeutas?modalidade=presencial&cidade=salvador');
    await waitFor(() => expect(api.callsTo('GET', '/public-terapeutas')).toHaveLength(2));
    expect(Object.fromEntries(api.callsTo('GET', '/public-terapeutas')[1]!.search)).toEqual({
      modalidade: 'presencial',
      cidade: 'salvador',
      page: '0',
      size: '12',
    });

    // the bar is rebuilt from the new URL
    const rebuilt = screen.getByRole('search', { name: 'Filtros da busca' });
    expect(within(rebuilt).getByLabelText('Especialidade ou nome do terapeuta')).toHaveValue('');
    await userEvent.click(within(rebuilt).getByRole('button', { name: 'Limpar filtros' }));
    expect(location()).toBe('/terapeutas');
  });

  it('sends every issue-19 filter and the order from the URL to the api, and writes them back from the bar', async () => {
    const api = installFakeApi({ therapists: [therapist()] });
    renderSearch('/terapeutas?precoMin=80&precoMax=200&idioma=ingles&genero=feminino&abordagem=tcc&tipo=casal&gratuita=true&semana=true&ordem=preco');
    await screen.findByRole('link', { name: /Marina Duarte/ });
    expect(Object.fromEntries(api.callsTo('GET', '/public-terapeutas')[0]!.search)).toEqual({
      precoMin: '80',
      precoMax: '200',
      idioma: 'ingles',
      genero: 'feminino',
      abordagem: 'tcc',
      tipo: 'casal',
      gratuita: 'true',
      semana: 'true',
      ordem: 'preco',
      page: '0',
      size: '12',
    });
    const bar = screen.getByRole('search', { name: 'Filtros da busca' });
    expect(within(bar).getByLabelText('Preço mínimo (R$)')).toHaveValue('80');
    expect(within(bar).getByLabelText('Abordagem')).toHaveValue('tcc');
    // the gender filter says whom it can find (only those who chose to appear in it: issue 40)
    expect(within(bar).getByLabelText('Gênero do terapeuta')).toHaveAccessibleDescription('Mostra só quem escolheu aparecer neste filtro.');
    expect(within(bar).getByLabelText('Atende esta semana')).toBeChecked();
    expect(within(bar).getByLabelText('Ordenar por')).toHaveValue('preco');

    await userEvent.click(within(bar).getByLabelText('Primeira sessão gratuita'));
    await userEvent.clear(within(bar).getByLabelText('Preço máximo (R$)'));
    await userEvent.click(within(bar).getByRole('button', { name: 'Aplicar filtros' }));
    expect(location()).toBe('/terapeutas?precoMin=80&idioma=ingles&genero=feminino&abordagem=tcc&tipo=casal&semana=true&ordem=preco');

    // the order applies at once and keeps the filters
    const rebuilt = screen.getByRole('search', { name: 'Filtros da busca' });
    await userEvent.selectOptions(within(rebuilt).getByLabelText('Ordenar por'), 'proximo');
    expect(location()).toBe('/terapeutas?precoMin=80&idioma=ingles&genero=feminino&abordagem=tcc&tipo=casal&semana=true&ordem=proximo');
    await userEvent.click(within(screen.getByRole('search', { name: 'Filtros da busca' })).getByRole('button', { name: 'Limpar filtros' }));
    expect(location()).toBe('/terapeutas?ordem=proximo');
  });

  it('refuses an inverted price range with a clear message on the maximum, keeping both values (issue 30)', async () => {
    const api = installFakeApi({ therapists: [therapist()] });
    renderSearch('/terapeutas?search=TCC');
    await screen.findByRole('link', { name: /Marina Duarte/ });
    const bar = screen.getByRole('search', { name: 'Filtros da busca' });
    await userEvent.type(within(bar).getByLabelText('Preço mínimo (R$)'), '300');
    await userEvent.type(within(bar).getByLabelText('Preço máximo (R$)'), '100');
    await userEvent.click(within(bar).getByRole('button', { name: 'Aplicar filtros' }));
    expect(within(bar).getByText('O preço máximo deve ser maior ou igual ao mínimo.')).toBeInTheDocument();
    expect(within(bar).getByLabelText('Preço máximo (R$)')).toHaveValue('100');
    expect(within(bar).getByLabelText('Preço máximo (R$)')).toHaveAttribute('aria-invalid', 'true');
    // nothing applied: the URL and the results stay as they were
    expect(location()).toBe('/terapeutas?search=TCC');
    expect(api.callsTo('GET', '/public-terapeutas')).toHaveLength(1);

    // fixed: the message goes and both prices are applied
    await userEvent.clear(within(bar).getByLabelText('Preço máximo (R$)'));
    await userEvent.type(within(bar).getByLabelText('Preço máximo (R$)'), '400');
    expect(within(bar).queryByText('O preço máximo deve ser maior ou igual ao mínimo.')).not.toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Aplicar filtros' }));
    expect(location()).toBe('/terapeutas?search=TCC&precoMin=300&precoMax=400');
  });

  it('an inverted price range in the URL is said, not asked of the api', async () => {
    const api = installFakeApi({ therapists: [therapist()] });
    renderSearch('/terapeutas?precoMin=300&precoMax=100');
    const bar = screen.getByRole('search', { name: 'Filtros da busca' });
    expect(within(bar).getByLabelText('Preço máximo (R$)')).toHaveValue('100');
    expect(within(bar).getByText('O preço máximo deve ser maior ou igual ao mínimo.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('O preço máximo deve ser maior ou igual ao mínimo.');
    expect(api.callsTo('GET', '/public-terapeutas')).toHaveLength(0);
  });

  it('on a phone the fields start folded behind a toggle that counts the applied filters (issue 30)', async () => {
    installFakeApi({ therapists: [therapist()] });
    renderSearch('/terapeutas?search=TCC&cidade=salvador&gratuita=true');
    await screen.findByRole('link', { name: /Marina Duarte/ });
    const bar = screen.getByRole('search', { name: 'Filtros da busca' });
    const toggle = within(bar).getByRole('button', { name: 'Mostrar filtros (3 ativos)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'busca-campos');
    expect(toggle).toHaveClass('mantine-hidden-from-sm'); // no toggle from sm up
    // folded: hidden below sm only (a class the server renders too), shown from sm up
    expect(screen.getByTestId('busca-campos')).toHaveClass('mantine-visible-from-sm');
    await userEvent.click(toggle);
    expect(within(bar).getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('busca-campos')).not.toHaveClass('mantine-visible-from-sm');
  });

  it("explains the 'Melhor avaliação' order next to it", async () => {
    installFakeApi({ therapists: [therapist()] });
    renderSearch('/terapeutas?ordem=avaliacao');
    await screen.findByRole('link', { name: /Marina Duarte/ });
    expect(screen.getByTestId('explicacao-ordem')).toHaveTextContent('uma nota alta com poucas avaliações conta menos');
    expect(screen.getByRole('button', { name: 'Mostrar filtros' })).toBeInTheDocument(); // nothing applied but the order
  });

  it('without the rating order, no explanation', async () => {
    installFakeApi({ therapists: [therapist()] });
    renderSearch('/terapeutas?ordem=preco');
    await screen.findByRole('link', { name: /Marina Duarte/ });
    expect(screen.queryByTestId('explicacao-ordem')).not.toBeInTheDocument();
  });

  it('shows the exact empty text', async () => {
    installFakeApi({ therapists: [] });
    renderSearch('/terapeutas?search=inexistente');
    expect(await screen.findByText('Nenhum terapeuta encontrado com os filtros selecionados.')).toBeInTheDocument();
  });

  it('shows the exact error text, and retries', async () => {
    let fail = true;
    installFakeApi({ therapists: [therapist()], override: () => (fail ? { status: 400, body: {} } : undefined) });
    renderSearch();
    expect(await screen.findByText('Erro ao carregar terapeutas. Tente novamente.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: /Marina Duarte/ })).toBeInTheDocument();
  });

  it('loads long lists page by page', async () => {
    const api = installFakeApi({ therapists: many(15) });
    renderSearch();
    expect(await screen.findAllByTestId('therapist-card')).toHaveLength(12);
    expect(screen.getByText('15 terapeutas encontrados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais terapeutas' }));
    await waitFor(() => expect(screen.getAllByTestId('therapist-card')).toHaveLength(15));
    expect(screen.queryByRole('button', { name: 'Carregar mais terapeutas' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/public-terapeutas').map((c) => c.search.get('page'))).toEqual(['0', '1']);
  });

  it('keeps search results fresh for 5 minutes', async () => {
    installFakeApi({ therapists: [therapist()] });
    renderSearch('/terapeutas?search=TCC');
    await screen.findByRole('link', { name: /Marina Duarte/ });
    const query = queryClient.getQueryCache().findAll({ queryKey: [searchTherapists.operationId] })[0];
    expect(query?.options).toMatchObject({ staleTime: 300000 });
  });
});
