import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@acolhe/shared-ui/data';
import HomePage from '../pages/HomePage';
import { queryKeyOf } from '@acolhe/shared-auth';
import { listFeaturedTherapists } from '@acolhe/shared-domain/operations';
import { installFakeApi } from '../test/fakeApi';
import { therapist } from '../test/fixtures';
import { SUPPORT_EMAIL, renderAt, resetAll, signIn } from '../test/render';

const FIVE = ['a', 'b', 'c', 'd', 'e'].map((id, i) => therapist({ id, fullName: `Terapeuta ${i + 1}` }));

beforeEach(() => {
  resetAll();
  signIn(null);
});

const renderHome = () => renderAt('/', '/', <HomePage />);
const location = () => screen.getByTestId('location').textContent;

describe('home hero', () => {
  beforeEach(() => installFakeApi({ featured: [] }));

  it('is the page’s only h1 with the search fields and their disabled Selecione placeholders', async () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Encontre o terapeuta ideal para você' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Ex: Ansiedade, TCC, ...')).toBeInTheDocument();
    const modalidade = screen.getByLabelText('Modalidade') as HTMLSelectElement;
    const cidade = screen.getByLabelText('Cidade') as HTMLSelectElement;
    expect([...modalidade.options].map((o) => [o.value, o.text, o.disabled])).toEqual([
      ['', 'Selecione', true],
      ['online', 'Online', false],
      ['presencial', 'Presencial', false],
      ['ambos', 'Online ou presencial', false],
    ]);
    expect([...cidade.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Selecione'],
      ['sao-paulo', 'São Paulo'],
      ['rio-de-janeiro', 'Rio de Janeiro'],
      ['belo-horizonte', 'Belo Horizonte'],
      ['salvador', 'Salvador'],
      ['brasilia', 'Brasília'],
    ]);
    expect(cidade.options[0]!.disabled).toBe(true);
    expect(modalidade.value).toBe('');
    await screen.findByText('Em breve, novos terapeutas em destaque por aqui.');
  });

  it('Buscar terapeutas goes to /terapeutas with no filter when nothing is chosen', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar terapeutas' }));
    expect(location()).toBe('/terapeutas');
  });

  it('carries only the non-empty filters as search, modalidade and cidade', async () => {
    renderHome();
    await userEvent.selectOptions(screen.getByLabelText('Modalidade'), 'presencial');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar terapeutas' }));
    expect(location()).toBe('/terapeutas?modalidade=presencial');
  });

  it('carries all three filters, the text trimmed', async () => {
    renderHome();
    await userEvent.type(screen.getByLabelText('Especialidade ou nome do terapeuta'), '  Ansiedade  ');
    await userEvent.selectOptions(screen.getByLabelText('Modalidade'), 'online');
    await userEvent.selectOptions(screen.getByLabelText('Cidade'), 'belo-horizonte');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar terapeutas' }));
    expect(location()).toBe('/terapeutas?search=Ansiedade&modalidade=online&cidade=belo-horizonte');
  });
});

describe('Terapeutas em destaque', () => {
  it('shows 4 skeleton cards while loading, then at most 4 cards linking to the profiles', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    installFakeApi({
      featured: FIVE,
      override: async (call) => {
        if (call.path === '/public-terapeutas/destaques') await gate;
        return undefined;
      },
    });
    renderHome();
    expect(await screen.findAllByTestId('therapist-card-skeleton')).toHaveLength(4);
    release();
    const section = screen.getByRole('region', { name: 'Terapeutas em destaque' });
    await waitFor(() => expect(within(section).getAllByTestId('therapist-card')).toHaveLength(4));
    expect(screen.queryByTestId('therapist-card-skeleton')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /Terapeuta 1/ })).toHaveAttribute('href', '/terapeuta/a');
    expect(within(section).queryByText('Terapeuta 5')).not.toBeInTheDocument();
    expect(within(section).getAllByText('Valor por sessão: R$ 150,00')).toHaveLength(4);
    expect(within(section).getByRole('link', { name: 'Ver todos os terapeutas' })).toHaveAttribute('href', '/terapeutas');
  });

  it('keeps the featured list fresh for 5 minutes (no refetch on a new visit)', async () => {
    const api = installFakeApi({ featured: FIVE });
    const first = renderHome();
    await screen.findAllByTestId('therapist-card');
    first.unmount();
    renderHome();
    expect(await screen.findAllByTestId('therapist-card')).toHaveLength(4);
    expect(api.callsTo('GET', '/public-terapeutas/destaques')).toHaveLength(1);
    expect(queryClient.getQueryCache().find({ queryKey: queryKeyOf(listFeaturedTherapists, {}) })?.options).toMatchObject({
      staleTime: 300000,
    });
  });

  it('offers a retry when the list fails', async () => {
    let fail = true;
    installFakeApi({ featured: FIVE, override: () => (fail ? { status: 500, body: {} } : undefined) });
    renderHome();
    // ky itself retries a 500 twice (short backoff) before the query fails
    expect(
      await screen.findByText('Não foi possível carregar os terapeutas em destaque.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByTestId('therapist-card')).toHaveLength(4);
  });
});

describe('first paint', () => {
  it('paints the hero alone first and the sections below the fold after it, while the featured list is already asked for', async () => {
    const api = installFakeApi({ featured: FIVE });
    // Hold the frame after the first render: the browser has not painted yet.
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      renderHome();
      expect(screen.getByRole('heading', { level: 1, name: 'Encontre o terapeuta ideal para você' })).toBeInTheDocument();
      await waitFor(() => expect(api.callsTo('GET', '/public-terapeutas/destaques')).toHaveLength(1));
      expect(screen.queryByRole('region', { name: 'Terapeutas em destaque' })).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(frames).toHaveLength(1);
      frames[0]!(performance.now()); // the paint
    } finally {
      raf.mockRestore();
    }
    const section = await screen.findByRole('region', { name: 'Terapeutas em destaque' });
    expect(await within(section).findAllByTestId('therapist-card')).toHaveLength(4);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(api.callsTo('GET', '/public-terapeutas/destaques')).toHaveLength(1);
  });
});

describe('static sections and footer', () => {
  beforeEach(() => installFakeApi({ featured: [] }));

  it('explains how it works and shows 3 testimonials', async () => {
    renderHome();
    const how = await screen.findByRole('region', { name: 'Como funciona' });
    for (const step of ['Busque', 'Escolha', 'Agende']) {
      expect(within(how).getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    const quotes = screen.getByRole('region', { name: 'O que nossos clientes dizem' });
    expect(within(quotes).getAllByRole('figure')).toHaveLength(3);
  });

  it('has the footer columns of product.md#screens with real targets where pages exist', async () => {
    renderHome();
    const footer = await screen.findByRole('contentinfo');
    const f = within(footer);
    for (const title of ['Links Úteis', 'Sobre', 'Legal']) expect(f.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(f.getByRole('link', { name: 'Para terapeutas' })).toHaveAttribute('href', '/tutorial-terapeutas');
    expect(f.getByRole('link', { name: 'Para clientes' })).toHaveAttribute('href', '/tutorial-clientes');
    expect(f.getByRole('link', { name: 'Nossos terapeutas' })).toHaveAttribute('href', '/terapeutas');
    expect(f.getByRole('link', { name: 'Contato' })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    const pages = {
      'Quem somos': '/quem-somos',
      FAQ: '/faq',
      'Termos de uso': '/termos-de-uso',
      'Política de privacidade': '/politica-de-privacidade',
      Cookies: '/cookies',
    };
    for (const [name, href] of Object.entries(pages)) expect(f.getByRole('link', { name })).toHaveAttribute('href', href);
    // no blog exists: no 'Blog' at all, neither a dead link nor grey text that looks like one
    expect(f.queryByText('Blog')).not.toBeInTheDocument();
    for (const social of ['Instagram', 'Facebook', 'LinkedIn']) expect(f.getByRole('img', { name: social })).toBeInTheDocument();
  });

  it('says discreetly that it is not an emergency service, with the CVV 188', async () => {
    renderHome();
    expect(
      await screen.findByText(
        'O Acolhe não é um serviço de emergência. Em caso de crise, ligue para o CVV: 188 (24 horas, gratuito) ou procure o SAMU (192).',
      ),
    ).toBeInTheDocument();
  });
});
