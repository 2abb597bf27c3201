import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '@acolhe/shared-domain';
import { ReceivedReviews } from './ReceivedReviews';
import { publicProfile, therapist } from '../test/fixtures';
import { installFakeApi, json, type RouteHandler, THERAPIST_USER } from '../test/fakeApi';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { fill } from '../test/typing';

const review = (over: Partial<Review>): Review => ({
  id: 'r1',
  terapeutaId: 't1',
  clientName: 'Joana A.',
  nota: 5,
  comentario: 'Muito atenciosa e pontual.',
  dataAvaliacao: '2030-02-01',
  canEdit: false,
  verified: false,
  resposta: null,
  ...over,
});

let reviews: Review[];
function api(overrides: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}) {
  return installFakeApi({
    'GET public-terapeutas/t1': () => json(publicProfile(therapist(), reviews)),
    'POST avaliacoes/r2/resposta': ({ body }) => {
      const { texto } = body as { texto: string };
      reviews = reviews.map((r) => (r.id === 'r2' ? { ...r, resposta: { texto, data: '2030-03-05' } } : r));
      return json(reviews.find((r) => r.id === 'r2'));
    },
    ...overrides,
  });
}

const renderSection = () => renderAt(<ReceivedReviews therapistId="t1" />, { route: '/usuario/t1', path: '/usuario/:id' });
const card = (name: string) => screen.getByRole('article', { name: `Avaliação de ${name}` });

signInForEachTest(THERAPIST_USER);
beforeEach(() => {
  reviews = [
    review({ id: 'r1', clientName: 'Joana A.', dataAvaliacao: '2030-01-10', verified: true, resposta: { texto: 'Obrigada, Joana!', data: '2030-01-12' } }),
    review({ id: 'r2', clientName: 'Pedro S.', nota: 3, comentario: 'Bom, mas atrasou.', dataAvaliacao: '2030-02-20' }),
  ];
});

it("lists the reviews received, latest first: 'Consulta realizada pelo Acolhe', the answer, 'Responder' where none", async () => {
  api();
  renderSection();
  expect(await screen.findByRole('heading', { name: 'Avaliações recebidas' })).toBeInTheDocument();
  const articles = await screen.findAllByRole('article');
  expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual(['Avaliação de Pedro S.', 'Avaliação de Joana A.']);

  const joana = card('Joana A.');
  expect(within(joana).getByText('Consulta realizada pelo Acolhe')).toBeInTheDocument();
  expect(within(joana).getByRole('img', { name: 'Nota 5 de 5' })).toBeInTheDocument();
  const answer = within(joana).getByRole('region', { name: 'Resposta do(a) terapeuta' });
  expect(answer).toHaveTextContent('Resposta do(a) terapeuta · 12/01/2030');
  expect(answer).toHaveTextContent('Obrigada, Joana!');
  expect(within(joana).queryByRole('button', { name: /Responder/ })).not.toBeInTheDocument();

  const pedro = card('Pedro S.');
  expect(within(pedro).queryByText('Consulta realizada pelo Acolhe')).not.toBeInTheDocument();
  expect(within(pedro).getByText('20/02/2030')).toBeInTheDocument();
  expect(within(pedro).getByRole('button', { name: 'Responder a avaliação de Pedro S.' })).toBeInTheDocument();
});

it('answers once: 2–2000 characters (shared message), POST /avaliacoes/{id}/resposta, then shown as the answer', async () => {
  const net = api();
  renderSection();
  await screen.findAllByRole('article');
  await userEvent.click(within(card('Pedro S.')).getByRole('button', { name: 'Responder a avaliação de Pedro S.' }));
  const form = within(card('Pedro S.')).getByRole('form', { name: 'Responder a avaliação de Pedro S.' });
  await fill(within(form).getByLabelText(/Sua resposta/), 'a');
  await userEvent.click(within(form).getByRole('button', { name: 'Publicar resposta' }));
  expect(await within(form).findByText('A resposta deve ter de 2 a 2000 caracteres.')).toBeInTheDocument();
  expect(net.callsTo('POST', 'avaliacoes/r2/resposta')).toHaveLength(0);

  await fill(within(form).getByLabelText(/Sua resposta/), 'Obrigado pelo retorno, Pedro. Vou cuidar da pontualidade.');
  expect(within(form).getByText('57/2000 caracteres')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Publicar resposta' }));
  expect(await screen.findByText('Resposta publicada')).toBeInTheDocument();
  const call = net.callsTo('POST', 'avaliacoes/r2/resposta')[0]!;
  expect(call.body).toEqual({ texto: 'Obrigado pelo retorno, Pedro. Vou cuidar da pontualidade.' });
  expect(call.request.headers.get('Idempotency-Key')).toBeNull(); // the row answerReview takes none
  const answer = await within(card('Pedro S.')).findByRole('region', { name: 'Resposta do(a) terapeuta' });
  expect(answer).toHaveTextContent('Obrigado pelo retorno, Pedro. Vou cuidar da pontualidade.');
  expect(within(card('Pedro S.')).queryByRole('button', { name: /Responder/ })).not.toBeInTheDocument();
});

it("the api's refusal of the text is said at 'Sua resposta' (issue 44 item 3), not the generic message", async () => {
  api({ 'POST avaliacoes/r2/resposta': json({ message: 'Dados inválidos.', fieldErrors: { texto: 'A resposta não pode conter links.' } }, 400) });
  renderSection();
  await screen.findAllByRole('article');
  await userEvent.click(within(card('Pedro S.')).getByRole('button', { name: 'Responder a avaliação de Pedro S.' }));
  const form = within(card('Pedro S.')).getByRole('form', { name: 'Responder a avaliação de Pedro S.' });
  await fill(within(form).getByLabelText(/Sua resposta/), 'Veja em https://exemplo.com');
  await userEvent.click(within(form).getByRole('button', { name: 'Publicar resposta' }));
  expect(await within(form).findByText('A resposta não pode conter links.')).toBeInTheDocument();
  expect(within(form).getByLabelText(/Sua resposta/)).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).queryByText('Dados inválidos.')).not.toBeInTheDocument();
});

it('already answered (409): says so and shows the answer that exists', async () => {
  api({
    'POST avaliacoes/r2/resposta': () => {
      reviews = reviews.map((r) => (r.id === 'r2' ? { ...r, resposta: { texto: 'Resposta enviada antes.', data: '2030-03-01' } } : r));
      return json({ message: 'Esta avaliação já foi respondida.' }, 409);
    },
  });
  renderSection();
  await screen.findAllByRole('article');
  await userEvent.click(within(card('Pedro S.')).getByRole('button', { name: 'Responder a avaliação de Pedro S.' }));
  await fill(within(card('Pedro S.')).getByLabelText(/Sua resposta/), 'Outra resposta');
  await userEvent.click(within(card('Pedro S.')).getByRole('button', { name: 'Publicar resposta' }));
  expect(await screen.findByText('Avaliação já respondida')).toBeInTheDocument();
  await waitFor(() => expect(within(card('Pedro S.')).getByRole('region', { name: 'Resposta do(a) terapeuta' })).toHaveTextContent('Resposta enviada antes.'));
});

it('edits the answer (PUT) and removes it (DELETE, asked once) — issue 30', async () => {
  const net = api({
    'PUT avaliacoes/r1/resposta': ({ body }) => {
      const { texto } = body as { texto: string };
      reviews = reviews.map((r) => (r.id === 'r1' ? { ...r, resposta: { texto, data: '2030-03-06' } } : r));
      return json(reviews.find((r) => r.id === 'r1'));
    },
    'DELETE avaliacoes/r1/resposta': () => {
      reviews = reviews.map((r) => (r.id === 'r1' ? { ...r, resposta: null } : r));
      return json(reviews.find((r) => r.id === 'r1'));
    },
  });
  renderSection();
  await screen.findByRole('article', { name: 'Avaliação de Joana A.' });
  await userEvent.click(within(card('Joana A.')).getByRole('button', { name: 'Editar a resposta à avaliação de Joana A.' }));
  const answer = within(card('Joana A.')).getByLabelText('Sua resposta');
  expect(answer).toHaveValue('Obrigada, Joana!');
  await fill(answer, 'Obrigada pela confiança, Joana!');
  await userEvent.click(within(card('Joana A.')).getByRole('button', { name: 'Salvar resposta' }));
  expect(await screen.findByText('Resposta atualizada')).toBeInTheDocument();
  expect(net.callsTo('PUT', 'avaliacoes/r1/resposta')[0]!.body).toEqual({ texto: 'Obrigada pela confiança, Joana!' });
  await waitFor(() => expect(within(card('Joana A.')).getByRole('region', { name: 'Resposta do(a) terapeuta' })).toHaveTextContent('Obrigada pela confiança, Joana!'));

  await userEvent.click(within(card('Joana A.')).getByRole('button', { name: 'Remover a resposta à avaliação de Joana A.' }));
  expect(net.callsTo('DELETE', 'avaliacoes/r1/resposta')).toHaveLength(0); // asked first
  await userEvent.click(within(card('Joana A.')).getByRole('button', { name: 'Remover resposta' }));
  expect(await screen.findByText('Resposta removida')).toBeInTheDocument();
  expect(net.callsTo('DELETE', 'avaliacoes/r1/resposta')).toHaveLength(1);
  await waitFor(() => expect(within(card('Joana A.')).queryByRole('region', { name: 'Resposta do(a) terapeuta' })).not.toBeInTheDocument());
  expect(within(card('Joana A.')).getByRole('button', { name: 'Responder a avaliação de Joana A.' })).toBeInTheDocument();
});
