import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TerapeutaPerfilPage from '../pages/TerapeutaPerfilPage';
import { installFakeApi } from '../test/fakeApi';
import { pageTitle } from '@acolhe/shared-domain';
import { reportedTitleContext } from '@acolhe/shared-ui';
import { CLIENTE, TERAPEUTA, review, therapist } from '../test/fixtures';
import { renderAt, resetAll, signIn } from '../test/render';
import { chooseStars } from '../test/reviewForm';

// The booking card belongs to the booking remote: here we only check what the page hands it.
jest.mock('@acolhe/shared-ui', () => ({
  ...jest.requireActual('@acolhe/shared-ui'),
  RemoteComponent: ({ id, props }: { id: string; props?: object }) => (
    <div data-testid="remote" data-id={id} data-props={JSON.stringify(props)} />
  ),
}));

let warn: jest.SpyInstance;
beforeEach(() => {
  resetAll();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const renderProfile = (path = '/terapeuta/t-1') => renderAt(path, '/terapeuta/:id?', <TerapeutaPerfilPage />);
const reviewsCard = () => screen.getByRole('region', { name: 'Avaliações de Pacientes' });

/** Fills the open review form with `stars` and `comment`, and sends it. */
async function sendReview(stars: number, comment: string) {
  await chooseStars(stars);
  await userEvent.type(screen.getByRole('textbox', { name: /Comentário/ }), comment);
  await userEvent.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
}

describe('public profile', () => {
  beforeEach(() => signIn(null));

  it('shows the header card, every section and the booking card with the agreed props', async () => {
    installFakeApi({ therapists: [therapist({ reviews: [review()] })] });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marina Duarte' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const header = screen.getByRole('region', { name: 'Marina Duarte' });
    const h = within(header);
    expect(h.getByText('Psicóloga clínica')).toBeInTheDocument();
    expect(h.getByText('Terapia Cognitivo-Comportamental')).toBeInTheDocument();
    expect(h.getByText('(1 avaliação)')).toBeInTheDocument();
    expect(h.getByText('5,0')).toBeInTheDocument();
    expect(h.getByText('São Paulo, SP')).toBeInTheDocument();
    expect(h.getByText('Sessões de 50 minutos')).toBeInTheDocument();
    for (const s of ['Ansiedade', 'Depressão', 'TCC', 'Luto', 'Casais']) expect(h.getByText(s)).toBeInTheDocument();
    expect(h.getByText('Sessões online')).toBeInTheDocument();
    expect(h.getByText('Sessões presenciais')).toBeInTheDocument();
    expect(h.getByText(/Português, Inglês/)).toBeInTheDocument();

    const video = screen.getByRole('region', { name: 'Vídeo de Apresentação' });
    expect(within(video).getByTitle('Vídeo de Apresentação de Marina Duarte')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    const about = screen.getByRole('region', { name: 'Sobre' });
    expect(within(about).getByText('Psicóloga há 10 anos, com foco em ansiedade.')).toBeInTheDocument();
    expect(within(about).getByRole('heading', { name: 'Abordagem Terapêutica' })).toBeInTheDocument();
    const education = screen.getByRole('region', { name: 'Formação Acadêmica' });
    expect(within(education).getByText('Psicologia')).toBeInTheDocument();
    expect(within(education).getByText('USP · 2014')).toBeInTheDocument();
    expect(within(reviewsCard()).getByText('05/03/2026')).toBeInTheDocument();

    const remote = screen.getByTestId('remote');
    expect(remote).toHaveAttribute('data-id', 'booking/BookingCard');
    expect(JSON.parse(remote.getAttribute('data-props')!)).toEqual({
      therapistId: 't-1',
      sessionPrice: 150,
      sessionDuration: 50,
      sessionFormats: ['online', 'presencial'],
      officeNeighborhood: 'Consolação',
      officeCity: 'São Paulo',
      freeFirstSession: false,
    });
  });

  it('uses the default title, shows no specialty the therapist did not write (issue 44), initials without a photo', async () => {
    installFakeApi({ therapists: [therapist({ title: '', specialty: '' })] });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Marina Duarte' });
    expect(screen.getByText('Psicólogo(a)')).toBeInTheDocument();
    expect(screen.queryByText(/Especialista/)).not.toBeInTheDocument();
    expect(screen.getByText('MD')).toBeInTheDocument();
  });

  it('tells the shell what the tab title names once the profile has loaded, for its own address only', async () => {
    installFakeApi({ therapists: [therapist()] });
    renderProfile();
    expect(reportedTitleContext('/terapeuta/t-1')).toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Marina Duarte' });
    expect(pageTitle('terapeuta', reportedTitleContext('/terapeuta/t-1')!)).toBe('Marina Duarte — Psicóloga clínica em São Paulo | Acolhe');
    expect(reportedTitleContext('/terapeutas')).toBeNull();
  });

  it("the therapist's photo is the page's main image: its size stated, fetched at once and first", async () => {
    installFakeApi({ therapists: [therapist({ profileImageUrl: 'http://api.test/uploads/marina.webp' })] });
    renderProfile();
    const photo = await screen.findByRole('img', { name: 'Foto de Marina Duarte' });
    expect(photo).toHaveAttribute('width', '120');
    expect(photo).toHaveAttribute('height', '120');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows no video for a link without a valid v parameter, and only logs it', async () => {
    installFakeApi({ therapists: [therapist({ youtubeVideoUrl: 'https://youtu.be/dQw4w9WgXcQ' })] });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Marina Duarte' });
    expect(screen.queryByText('Vídeo de Apresentação')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('vídeo'), 'https://youtu.be/dQw4w9WgXcQ');
  });

  it('shows the exact error texts, with Tentar novamente, when the profile cannot be loaded (a server failure, not a 404)', async () => {
    installFakeApi({ therapists: [], override: (call) => (call.path.startsWith('/public-terapeutas/') ? { status: 503, body: { message: 'Indisponível.' } } : undefined) });
    renderProfile('/terapeuta/nao-existe');
    // a server failure is retried once (about a second) before the error shows
    expect(await screen.findByRole('heading', { level: 1, name: 'Ops! Algo deu errado' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar o perfil do terapeuta.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os terapeutas' })).toHaveAttribute('href', '/terapeutas');
  });

  it('falls back to id 1 when the route has no id', async () => {
    const api = installFakeApi({ therapists: [therapist({ id: '1' })] });
    renderProfile('/terapeuta');
    await screen.findByRole('heading', { level: 1, name: 'Marina Duarte' });
    expect(api.callsTo('GET', /^\/public-terapeutas\//).map((c) => c.path)).toEqual(['/public-terapeutas/1']);
  });

  it("marks a verified review with an icon and text, leaves the others unmarked, and shows the therapist's answer", async () => {
    installFakeApi({
      therapists: [
        therapist({
          reviews: [
            review({ id: 'r-v', clientName: 'Joana A.', verified: true, resposta: { texto: 'Obrigada, Joana!\nAté a próxima.', data: '2026-03-08' } }),
            review({ id: 'r-n', clientName: 'Pedro M.', comentario: 'Bom atendimento no geral.' }),
          ],
        }),
      ],
    });
    renderProfile();
    const verified = await screen.findByRole('article', { name: 'Avaliação de Joana A.' });
    const badge = within(verified).getByText('Consulta realizada pelo Acolhe');
    expect(badge.closest('.mantine-Badge-root')!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const answer = within(verified).getByRole('group', { name: 'Resposta do(a) terapeuta' });
    expect(within(answer).getByText('08/03/2026')).toBeInTheDocument();
    expect(within(answer).getByText(/Obrigada, Joana!/)).toHaveTextContent('Obrigada, Joana! Até a próxima.');

    const other = screen.getByRole('article', { name: 'Avaliação de Pedro M.' });
    expect(within(other).queryByText('Consulta realizada pelo Acolhe')).not.toBeInTheDocument();
    expect(within(other).queryByRole('group', { name: 'Resposta do(a) terapeuta' })).not.toBeInTheDocument();
  });

  it('renders comments as text, never as HTML', async () => {
    const html = '<img src=x onerror="alert(1)"><b>negrito</b> e mais texto';
    installFakeApi({ therapists: [therapist({ reviews: [review({ comentario: html })] })] });
    renderProfile();
    expect(await screen.findByText(html)).toBeInTheDocument();
    expect(reviewsCard().querySelector('img, b')).toBeNull();
  });
});

describe('reviews by role', () => {
  it('a guest sees the empty text but no add button nor the invitation', async () => {
    signIn(null);
    installFakeApi({ therapists: [therapist()] });
    renderProfile();
    expect(await screen.findByText('Ainda não há avaliações para este terapeuta.')).toBeInTheDocument();
    expect(screen.queryByText('Seja o primeiro a avaliar!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avaliar terapeuta' })).not.toBeInTheDocument();
  });

  it('a therapist never gets a review form', async () => {
    signIn(TERAPEUTA);
    installFakeApi({ therapists: [therapist()], readerId: TERAPEUTA.id });
    renderProfile();
    await screen.findByText('Ainda não há avaliações para este terapeuta.');
    expect(screen.queryByRole('button', { name: 'Avaliar terapeuta' })).not.toBeInTheDocument();
    expect(screen.queryByText('Seja o primeiro a avaliar!')).not.toBeInTheDocument();
  });

  it("'#avaliar' (the client's 'Avaliar' after a session) opens the review form at once (issue 30)", async () => {
    signIn(CLIENTE);
    installFakeApi({ therapists: [therapist()], readerId: CLIENTE.id, readerSignature: 'Rafael L.' });
    renderProfile('/terapeuta/t-1#avaliar');
    expect(await screen.findByRole('button', { name: 'Enviar avaliação' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avaliar terapeuta' })).not.toBeInTheDocument();
  });

  it('a client without a completed session with the therapist is not invited (issue 32), even by #avaliar', async () => {
    signIn(CLIENTE);
    installFakeApi({ therapists: [therapist()], readerId: CLIENTE.id, completedSession: false });
    renderProfile('/terapeuta/t-1#avaliar');
    expect(await screen.findByText('Ainda não há avaliações para este terapeuta.')).toBeInTheDocument();
    expect(screen.queryByText('Seja o primeiro a avaliar!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avaliar terapeuta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar avaliação' })).not.toBeInTheDocument();
  });

  it('an eligible client is invited, writes a review, and the rating and count refresh', async () => {
    signIn(CLIENTE);
    const api = installFakeApi({ therapists: [therapist()], readerId: CLIENTE.id, readerSignature: 'Rafael L.' });
    renderProfile();
    expect(await screen.findByText('Seja o primeiro a avaliar!')).toBeInTheDocument();
    expect(screen.getAllByText('Novo no Acolhe').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Avaliar terapeuta' }));
    expect(screen.queryByRole('button', { name: 'Avaliar terapeuta' })).not.toBeInTheDocument(); // form open
    await sendReview(4, '  Sessões muito produtivas.  ');

    expect(await screen.findByText('Avaliação enviada')).toBeInTheDocument();
    expect(screen.getByText('Sua avaliação foi enviada com sucesso!')).toBeInTheDocument();
    const [post] = api.callsTo('POST', '/avaliacoes');
    expect(post!.authorization).toBe('Bearer id-token');
    // only what the api reads: the author, the signature and the date are the api's
    expect(post!.body).toEqual({ terapeutaId: 't-1', nota: 4, comentario: 'Sessões muito produtivas.' });
    await waitFor(() => expect(screen.getByText('(1 avaliação)')).toBeInTheDocument());
    expect(screen.getByText('4,0')).toBeInTheDocument();
    expect(within(reviewsCard()).getByText('Sessões muito produtivas.')).toBeInTheDocument();
    expect(within(reviewsCard()).getByRole('article', { name: 'Avaliação de Rafael L.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avaliar terapeuta' })).not.toBeInTheDocument();
  });

  it('keeps the form filled and toasts when sending fails', async () => {
    signIn(CLIENTE);
    installFakeApi({
      therapists: [therapist()],
      readerId: CLIENTE.id,
      override: (call) => (call.method === 'POST' ? { status: 409, body: { message: 'Já avaliado' } } : undefined),
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Avaliar terapeuta' }));
    await sendReview(5, 'Comentário que não pode se perder.');
    expect(await screen.findByText('Erro ao enviar avaliação')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível enviar sua avaliação. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Comentário/ })).toHaveValue('Comentário que não pode se perder.');
  });

  it("shows the api's field errors at the field (a 400 with fieldErrors), focused, without the failure toast", async () => {
    signIn(CLIENTE);
    const refusal = 'O comentário não pode conter links.';
    installFakeApi({
      therapists: [therapist()],
      readerId: CLIENTE.id,
      override: (call) =>
        call.method === 'POST' ? { status: 400, body: { message: 'Dados inválidos.', fieldErrors: { comentario: refusal } } } : undefined,
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Avaliar terapeuta' }));
    await sendReview(5, 'Veja em https://exemplo.com.br');
    const box = screen.getByRole('textbox', { name: /Comentário/ });
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Veja em https://exemplo.com.br');
    expect(screen.queryByText('Erro ao enviar avaliação')).not.toBeInTheDocument();
  });

  it("shows the api's field error of the rating on an edit at the stars", async () => {
    signIn(CLIENTE);
    const own = review({ id: 'r-own', authorId: CLIENTE.id, comentario: 'Minha avaliação original.' });
    installFakeApi({
      therapists: [therapist({ reviews: [own] })],
      readerId: CLIENTE.id,
      override: (call) => (call.method === 'PUT' ? { status: 400, body: { message: 'Dados inválidos.', fieldErrors: { nota: 'A nota vai de 1 a 5.' } } } : undefined),
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar sua avaliação' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A nota vai de 1 a 5.');
    expect(screen.getByRole('radiogroup', { name: 'Sua nota' })).toHaveAttribute('aria-describedby', 'review-rating-error');
    expect(screen.queryByText('Erro ao atualizar avaliação')).not.toBeInTheDocument();
  });

  it('the author edits (prefilled) and deletes their own review, with confirmation', async () => {
    signIn(CLIENTE);
    const own = review({ id: 'r-own', authorId: CLIENTE.id, clientName: 'Rafael L.', nota: 2, comentario: 'Primeira impressão razoável.' });
    const other = review();
    const api = installFakeApi({ therapists: [therapist({ reviews: [own, other] })], readerId: CLIENTE.id });
    renderProfile();
    await screen.findByText('Primeira impressão razoável.');
    expect(screen.getByText('(2 avaliações)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avaliar terapeuta' })).not.toBeInTheDocument();
    // only the own review (canEdit) has the actions
    expect(screen.getAllByRole('button', { name: 'Editar sua avaliação' })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Editar sua avaliação' }));
    const box = screen.getByRole('textbox', { name: /Comentário/ });
    expect(box).toHaveValue('Primeira impressão razoável.');
    expect(screen.getByRole('radio', { name: '2 estrelas' })).toBeChecked();
    await userEvent.clear(box);
    await userEvent.type(box, 'Melhorou muito com o tempo.');
    await chooseStars(4);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Avaliação atualizada')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/avaliacoes')[0]!.body).toEqual({
      id: 'r-own',
      terapeutaId: 't-1',
      nota: 4,
      comentario: 'Melhorou muito com o tempo.',
    });
    await screen.findByText('Melhorou muito com o tempo.');
    expect(screen.getByText('4,5')).toBeInTheDocument(); // (4 + 5) / 2

    await userEvent.click(screen.getByRole('button', { name: 'Excluir sua avaliação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir Avaliação' });
    expect(
      within(dialog).getByText('Tem certeza que deseja excluir sua avaliação? Esta ação não pode ser desfeita.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('DELETE', /^\/avaliacoes\//)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir sua avaliação' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Excluir Avaliação' })).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Avaliação removida')).toBeInTheDocument();
    expect(screen.getByText('Sua avaliação foi removida com sucesso.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', /^\/avaliacoes\//).map((c) => c.path)).toEqual(['/avaliacoes/r-own']);
    await waitFor(() => expect(screen.getByText('(1 avaliação)')).toBeInTheDocument());
    expect(screen.queryByText('Melhorou muito com o tempo.')).not.toBeInTheDocument();
    // the client may review again
    expect(screen.getByRole('button', { name: 'Avaliar terapeuta' })).toBeInTheDocument();
  });

  it('toasts the update and delete failures and keeps the review', async () => {
    signIn(CLIENTE);
    const own = review({ id: 'r-own', authorId: CLIENTE.id, comentario: 'Minha avaliação original.' });
    installFakeApi({
      therapists: [therapist({ reviews: [own] })],
      readerId: CLIENTE.id,
      override: (call) => (call.method === 'PUT' || call.method === 'DELETE' ? { status: 409, body: {} } : undefined),
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar sua avaliação' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Erro ao atualizar avaliação')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível atualizar sua avaliação. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Comentário/ })).toHaveValue('Minha avaliação original.');

    await userEvent.click(screen.getByRole('button', { name: 'Excluir sua avaliação' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Excluir Avaliação' })).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao remover avaliação')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível remover sua avaliação. Tente novamente.')).toBeInTheDocument();
    expect(within(reviewsCard()).getAllByText('Minha avaliação original.').length).toBeGreaterThan(0);
  });
});

describe("'Denunciar' a review (issue 32)", () => {
  const reported = () => review({ id: 'r-9', clientName: 'Joana A.', comentario: 'A secretária dela se chama Fulana e mora na rua X.' });

  it('a signed-in reader chooses a reason, writes the details and sends it; the api’s answer is shown; the second time says it was already reported', async () => {
    signIn(CLIENTE);
    const api = installFakeApi({ therapists: [therapist({ reviews: [reported()] })], readerId: CLIENTE.id, completedSession: false });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar a avaliação de Joana A.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar avaliação' });
    // no reason yet: the rule's own message, nothing sent
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByText('Escolha o motivo.')).toBeInTheDocument();
    // 'Outro' needs the text
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Outro' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByText('Descreva o problema.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/avaliacoes/r-9/denuncias')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Expõe dados pessoais' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Detalhes/ }), '  Cita a secretária pelo nome.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await screen.findByText('Denúncia recebida. Nossa equipe vai analisar.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Denunciar avaliação' })).not.toBeInTheDocument());
    const [post] = api.callsTo('POST', '/avaliacoes/r-9/denuncias');
    expect(post!.body).toEqual({ motivo: 'dados_pessoais', texto: 'Cita a secretária pelo nome.' });
    expect(post!.authorization).toBe('Bearer id-token');

    await userEvent.click(screen.getByRole('button', { name: 'Denunciar a avaliação de Joana A.' }));
    const again = await screen.findByRole('dialog', { name: 'Denunciar avaliação' });
    await userEvent.click(within(again).getByRole('radio', { name: 'Falsa' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await screen.findByText('Você já denunciou esta avaliação.')).toBeInTheDocument();
  });

  it("shows the api's field error in the dialog (a 400 with fieldErrors) and keeps it open", async () => {
    signIn(CLIENTE);
    const refusal = 'Descreva o problema com até 1000 caracteres.';
    installFakeApi({
      therapists: [therapist({ reviews: [reported()] })],
      readerId: CLIENTE.id,
      completedSession: false,
      override: (call) =>
        call.path === '/avaliacoes/r-9/denuncias' ? { status: 400, body: { message: 'Dados inválidos.', fieldErrors: { texto: refusal } } } : undefined,
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar a avaliação de Joana A.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar avaliação' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Falsa' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Detalhes/ }), 'Nunca foi paciente.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    const details = within(dialog).getByRole('textbox', { name: /Detalhes/ });
    await waitFor(() => expect(details).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    await waitFor(() => expect(details).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Denunciar avaliação' })).toBeInTheDocument();
  });

  it('a guest is sent to the login and back to this profile', async () => {
    signIn(null);
    const api = installFakeApi({ therapists: [therapist({ reviews: [reported()] })] });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar a avaliação de Joana A.' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/login?returnTo=${encodeURIComponent('/terapeuta/t-1')}`));
    expect(api.callsTo('POST', /denuncias/)).toHaveLength(0);
  });

  it('the author does not get it on their own review', async () => {
    signIn(CLIENTE);
    const own = review({ ...reported(), authorId: CLIENTE.id });
    installFakeApi({ therapists: [therapist({ reviews: [own] })], readerId: CLIENTE.id });
    renderProfile();
    expect(await screen.findByRole('button', { name: 'Editar sua avaliação' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Denunciar/ })).not.toBeInTheDocument();
  });
});
