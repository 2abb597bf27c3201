import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as fake from '../test/operadorFake';
import { filaAteDecidir, installFakeApi } from '../test/fakeApi';
import { FILA_VAZIA, FILA_VERIFICACOES, PENDENTE } from '../test/fixtures';
import { operadorEmCadaTeste, renderConsole } from '../test/render';

jest.mock('../sessao/operador', () => jest.requireActual('../test/operadorFake'));

const createObjectURL = jest.fn((blob: Blob) => `blob:doc-${blob.type}`);
const revokeObjectURL = jest.fn();

operadorEmCadaTeste();
beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

const cartao = async () => screen.findByRole('article', { name: 'Helena Prado' });

it('lists the therapists in analysis: CRP with its council, masked CPF, when sent (São Paulo), the CFP register', async () => {
  const api = installFakeApi({ 'GET operacao/verificacoes': { body: FILA_VERIFICACOES } });
  renderConsole('/operacao/verificacoes');
  const card = await cartao();
  expect(card).toHaveTextContent('CRP 06/123456 — CRP-06 (SP)');
  expect(card).toHaveTextContent('529.***.***-25');
  expect(card).toHaveTextContent('Enviado em 25/11/2026 10:05');
  const cfp = within(card).getByRole('link', { name: 'Consultar no cadastro do CFP' });
  expect(cfp).toHaveAttribute('href', 'https://cadastro.cfp.org.br/');
  expect(cfp).toHaveAttribute('rel', 'noopener noreferrer');
  expect(api.callsTo('GET', 'operacao/verificacoes')[0]!.search.get('estado')).toBe('em_analise');
});

it('the other states are one click away; an empty queue says so', async () => {
  const user = userEvent.setup();
  const api = installFakeApi({ 'GET operacao/verificacoes': (c) => ({ body: c.search.get('estado') === 'recusado' ? FILA_VAZIA : FILA_VERIFICACOES }) });
  renderConsole('/operacao/verificacoes');
  await cartao();
  await user.click(screen.getByText('Recusadas'));
  expect(await screen.findByText('Nenhuma verificação aqui.')).toBeInTheDocument();
  expect(api.calls.map((c) => c.search.get('estado'))).toContain('recusado');
});

it("opens the document through the api with the operator's token, as an object URL of the page (never a public address), revoked on close", async () => {
  const user = userEvent.setup();
  const api = installFakeApi({
    'GET operacao/verificacoes': { body: FILA_VERIFICACOES },
    'GET operacao/verificacoes/t-10/documento': { raw: 'PNGDATA', headers: { 'content-type': 'image/png' } },
  });
  renderConsole('/operacao/verificacoes');
  await user.click(within(await cartao()).getByRole('button', { name: 'Ver documento' }));
  const img = await screen.findByRole('img', { name: 'Documento de Helena Prado' });
  expect(img).toHaveAttribute('src', 'blob:doc-image/png');
  expect(api.callsTo('GET', 'operacao/verificacoes/t-10/documento')[0]!.authorization).toBe(`Bearer ${fake.TOKEN_OPERADOR}`);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:doc-image/png'));
});

it('a PDF is shown in a frame', async () => {
  const user = userEvent.setup();
  installFakeApi({
    'GET operacao/verificacoes': { body: FILA_VERIFICACOES },
    'GET operacao/verificacoes/t-10/documento': { raw: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } },
  });
  renderConsole('/operacao/verificacoes');
  await user.click(within(await cartao()).getByRole('button', { name: 'Ver documento' }));
  expect(await screen.findByTitle('Documento de Helena Prado')).toHaveAttribute('src', 'blob:doc-application/pdf');
});

it('approving sends the decision with the CRP and the document it showed, and refreshes the queue', async () => {
  const user = userEvent.setup();
  const api = installFakeApi(filaAteDecidir('operacao/verificacoes', 'operacao/verificacoes/t-10', FILA_VERIFICACOES, FILA_VAZIA));
  renderConsole('/operacao/verificacoes');
  await user.click(within(await cartao()).getByRole('button', { name: 'Aprovar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Aprovar a verificação de Helena Prado' });
  expect(dialog).toHaveTextContent('Você aprova o CRP 06/123456 e o documento que viu nesta fila.');
  await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
  await waitFor(() => expect(api.callsTo('POST', 'operacao/verificacoes/t-10')).toHaveLength(1));
  expect(api.callsTo('POST', 'operacao/verificacoes/t-10')[0]!.body).toEqual({ decisao: 'aprovar', motivo: '', crp: '06/123456', documentoId: 'doc-7f3a' });
  expect(await screen.findByText('Nenhuma verificação aqui.')).toBeInTheDocument();
});

it('the CRP or document changed since the queue was read (issue 40): the api’s 409 is shown and the queue is read again with what is there now', async () => {
  const user = userEvent.setup();
  const mudou = 'O CRP ou o documento desta verificação mudou depois que você abriu a fila. A fila foi atualizada: confira os dados novos antes de decidir.';
  let atual = FILA_VERIFICACOES;
  const api = installFakeApi({
    'GET operacao/verificacoes': () => ({ body: atual }),
    'POST operacao/verificacoes/t-10': () => {
      atual = { ...FILA_VERIFICACOES, content: [{ ...PENDENTE, crp: '05/654321', conselho: 'CRP-05 (RJ)', documento: { ...PENDENTE.documento, id: 'doc-novo' } }] };
      return { status: 409, body: { message: mudou } };
    },
  });
  renderConsole('/operacao/verificacoes');
  await user.click(within(await cartao()).getByRole('button', { name: 'Aprovar' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(mudou);
  await waitFor(() => expect(api.callsTo('GET', 'operacao/verificacoes').length).toBeGreaterThanOrEqual(2));
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(await cartao()).toHaveTextContent('CRP 05/654321');
  // deciding again names what the card shows now
  await user.click(within(await cartao()).getByRole('button', { name: 'Recusar' }));
  const again = await screen.findByRole('dialog', { name: 'Recusar a verificação de Helena Prado' });
  await user.type(within(again).getByLabelText(/Motivo da recusa/), 'Carteira de outra região');
  await user.click(within(again).getByRole('button', { name: 'Recusar' }));
  await waitFor(() => expect(api.callsTo('POST', 'operacao/verificacoes/t-10')).toHaveLength(2));
  expect(api.callsTo('POST', 'operacao/verificacoes/t-10')[1]!.body).toMatchObject({ crp: '05/654321', documentoId: 'doc-novo' });
});

it('a refusal needs a reason (nothing sent without one); the reason goes to the api', async () => {
  const user = userEvent.setup();
  const api = installFakeApi({ 'GET operacao/verificacoes': { body: FILA_VERIFICACOES }, 'POST operacao/verificacoes/t-10': { status: 204 } });
  renderConsole('/operacao/verificacoes');
  await user.click(within(await cartao()).getByRole('button', { name: 'Recusar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Recusar a verificação de Helena Prado' });
  await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
  expect(await within(dialog).findByText('Informe o motivo da recusa.')).toBeInTheDocument();
  expect(api.callsTo('POST', 'operacao/verificacoes/t-10')).toHaveLength(0);
  await user.type(within(dialog).getByLabelText(/Motivo da recusa/), 'O documento é de outra pessoa');
  await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
  await waitFor(() => expect(api.callsTo('POST', 'operacao/verificacoes/t-10')[0]?.body).toEqual({ decisao: 'recusar', motivo: 'O documento é de outra pessoa', crp: '06/123456', documentoId: 'doc-7f3a' }));
});

it("a decision the api refuses (already decided) shows its pt-BR message in the dialog", async () => {
  const user = userEvent.setup();
  installFakeApi({
    'GET operacao/verificacoes': { body: FILA_VERIFICACOES },
    'POST operacao/verificacoes/t-10': { status: 409, body: { message: 'Esta verificação já foi decidida.' } },
  });
  renderConsole('/operacao/verificacoes');
  await user.click(within(await cartao()).getByRole('button', { name: 'Aprovar' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta verificação já foi decidida.');
});

it('decided therapists show the decision and no buttons to decide again', async () => {
  const user = userEvent.setup();
  const recusado = { ...PENDENTE, estado: 'recusado' as const, decididoEm: '2026-11-26T12:00:00.000Z', motivo: 'Foto ilegível' };
  installFakeApi({ 'GET operacao/verificacoes': (c) => ({ body: { content: c.search.get('estado') === 'recusado' ? [recusado] : [], totalElements: 1 } }) });
  renderConsole('/operacao/verificacoes');
  await user.click(await screen.findByText('Recusadas'));
  const card = await cartao();
  expect(card).toHaveTextContent('Decidido em 26/11/2026 09:00');
  expect(card).toHaveTextContent('Motivo: Foto ilegível');
  expect(within(card).queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
});

it("the api's field error of a refusal's reason is shown at the reason (focused), not repeated above it", async () => {
  const user = userEvent.setup();
  const longo = 'Motivo muito longo (máximo 500 caracteres).';
  installFakeApi({
    'GET operacao/verificacoes': { body: FILA_VERIFICACOES },
    'POST operacao/verificacoes/t-10': { status: 400, body: { message: longo, fieldErrors: { motivo: longo } } },
  });
  renderConsole('/operacao/verificacoes');
  await user.click(within(await cartao()).getByRole('button', { name: 'Recusar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Recusar a verificação de Helena Prado' });
  const motivo = within(dialog).getByLabelText(/Motivo da recusa/);
  await user.type(motivo, 'O documento é de outra pessoa');
  await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
  await waitFor(() => expect(motivo).toHaveAccessibleDescription(longo));
  expect(motivo).toHaveFocus();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
});

it("a field error the dialog has no field for (what was reviewed) is shown above the form", async () => {
  const user = userEvent.setup();
  const conferencia = 'Abra a fila de novo: a decisão precisa do CRP e do documento conferidos.';
  installFakeApi({
    'GET operacao/verificacoes': { body: FILA_VERIFICACOES },
    'POST operacao/verificacoes/t-10': { status: 400, body: { message: conferencia, fieldErrors: { crp: conferencia } } },
  });
  renderConsole('/operacao/verificacoes');
  await user.click(within(await cartao()).getByRole('button', { name: 'Aprovar' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(conferencia);
});
