// Configurações → 'Verificação profissional': each state, the browser's refusals before sending,
// the multipart submission, and the api's 400/409 answers shown where they belong.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { VERIFICACAO_MSG } from '@acolhe/shared-domain';
import { installFakeApi, json, type RouteHandler, THERAPIST_USER } from '../test/fakeApi';
import { therapist } from '../test/fixtures';
import { fill } from '../test/typing';
import { VERIFICACAO_VAZIA, type Verificacao } from '../api';
import { VerificacaoCard } from './VerificacaoCard';
import { SETTINGS_PAGE } from '../test/settingsPage';

const GET = 'GET terapeutas/t1/verificacao';
const POST = 'POST terapeutas/t1/verificacao';

// Nothing sent yet (what the api module answers for a 404), with `over` on top.
const verificacao = (over: Partial<Verificacao> = {}): Verificacao => ({ ...VERIFICACAO_VAZIA, ...over });
const EM_ANALISE = verificacao({
  estado: 'em_analise',
  crp: '06/154872',
  conselho: 'CRP-06 (SP)',
  enviadoEm: '2026-11-26T14:00:00.000Z',
  documento: { tipo: 'application/pdf', tamanho: 1000, enviadoEm: '2026-11-26T14:00:00.000Z' },
});

function setup(saved: Verificacao | null, routes: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}, record = therapist()) {
  const api = installFakeApi({
    'GET terapeutas/t1': json(record),
    ...(saved ? { [GET]: json(saved) } : {}),
    ...routes,
  });
  const user = userEvent.setup({ applyAccept: false });
  renderAt(<VerificacaoCard therapistId="t1" />, SETTINGS_PAGE);
  return { api, user };
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });
const card = () => screen.getByRole('region', { name: 'Verificação profissional' });
const crpInput = () => screen.getByRole('textbox', { name: /^CRP/ });
const send = () => screen.getByRole('button', { name: 'Enviar para verificação' });

signInForEachTest(THERAPIST_USER);

describe('not sent yet', () => {
  it('names the council as the CRP is typed, says when the region does not exist, and starts from the profile CRP', async () => {
    const { user } = setup(verificacao());
    expect(await screen.findByText('Não enviada')).toBeInTheDocument();
    expect(crpInput()).toHaveValue('06/123456');
    expect(screen.getByText('Conselho Regional de Psicologia: CRP-06 (SP)')).toBeInTheDocument();
    await fill(crpInput(), '10/12345');
    expect(screen.getByText('Conselho Regional de Psicologia: CRP-10 (PA, AP)')).toBeInTheDocument();
    await fill(crpInput(), '25/');
    expect(screen.getByText('Não existe a região 25: os Conselhos Regionais de Psicologia vão de 01 a 24.')).toBeInTheDocument();
    await fill(crpInput(), '06x');
    expect(screen.getByText('CRP inválido. Use região e número: 06/12345 ou 06/123456.')).toBeInTheDocument();
    await user.clear(crpInput());
    await user.click(send());
    expect(await screen.findByText('Informe seu CRP.')).toBeInTheDocument();
  });

  it('refuses in the browser a missing document, one that is not a photo or PDF and one over 5 MB, without calling the api', async () => {
    const { api, user } = setup(verificacao());
    await screen.findByText('Não enviada');
    await user.click(send());
    expect(await screen.findByText(VERIFICACAO_MSG.documentoObrigatorio)).toBeInTheDocument();
    await user.upload(fileInput(), file('carteira.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    expect(await screen.findByText(VERIFICACAO_MSG.documentoTipo)).toBeInTheDocument();
    await user.upload(fileInput(), file('carteira.pdf', 'application/pdf', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(VERIFICACAO_MSG.documentoGrande)).toBeInTheDocument();
    await user.click(send());
    expect(api.callsTo('POST', 'terapeutas/t1/verificacao')).toHaveLength(0);
  });

  it("sends the CRP as the api stores it and the document as multipart, then shows 'Em análise'", async () => {
    const { api, user } = setup(verificacao(), { [POST]: json(EM_ANALISE) });
    await screen.findByText('Não enviada');
    await fill(crpInput(), 'CRP 06-154872');
    await user.upload(fileInput(), file('carteira.jpg', 'image/jpeg', 2048));
    expect(screen.getByText('carteira.jpg (2 KB)')).toBeInTheDocument();
    await user.click(send());
    await waitFor(() => expect(api.callsTo('POST', 'terapeutas/t1/verificacao')).toHaveLength(1));
    const body = api.callsTo('POST', 'terapeutas/t1/verificacao')[0]!.body as FormData;
    expect(body.get('crp')).toBe('06/154872');
    expect((body.get('documento') as File).name).toBe('carteira.jpg');
    expect(await screen.findByText(VERIFICACAO_MSG.emAnalise)).toBeInTheDocument();
    expect(within(card()).getByText('Em análise')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar para verificação' })).not.toBeInTheDocument();
  });

  it("shows the api's 400 under its fields and a 409 above the button", async () => {
    let answer = json({ message: 'Dados inválidos.', fieldErrors: { documento: VERIFICACAO_MSG.documentoTipo, crp: 'CRP inválido' } }, 400);
    const { user } = setup(verificacao(), { [POST]: () => answer });
    await screen.findByText('Não enviada');
    await user.upload(fileInput(), file('carteira.png', 'image/png'));
    await user.click(send());
    expect(await screen.findByText(VERIFICACAO_MSG.documentoTipo)).toBeInTheDocument();
    expect(screen.getByText('CRP inválido')).toBeInTheDocument();

    answer = json({ message: VERIFICACAO_MSG.crpEmUso }, 409);
    await user.upload(fileInput(), file('carteira.png', 'image/png'));
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFICACAO_MSG.crpEmUso);
  });

  it('says the profile has no valid CPF yet and links to its field', async () => {
    setup(verificacao(), {}, therapist({ cpf: '' }));
    const link = await screen.findByRole('link', { name: 'Preencher CPF no perfil' });
    expect(link).toHaveAttribute('href', '/usuario/t1/configuracoes#perfil-cpf');
  });
});

it('in analysis: the message and the day it was sent, no form', async () => {
  setup(EM_ANALISE);
  expect(await screen.findByText(VERIFICACAO_MSG.emAnalise)).toBeInTheDocument();
  expect(screen.getByText(/Enviado em 26\/11\/2026\./)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /^CRP/ })).not.toBeInTheDocument();
});

it("refused: the reason, and 'Enviar novamente' opens the form again", async () => {
  const { api, user } = setup(
    verificacao({ estado: 'recusado', crp: '06/154872', conselho: 'CRP-06 (SP)', decididoEm: '2026-11-27T10:00:00.000Z', motivo: 'A foto está ilegível.' }),
    { [POST]: json(EM_ANALISE) },
  );
  expect(await screen.findByText('Motivo da recusa: A foto está ilegível.')).toBeInTheDocument();
  expect(within(card()).getByText('Recusada')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /^CRP/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enviar novamente' }));
  expect(crpInput()).toHaveValue('06/154872');
  await user.upload(fileInput(), file('carteira.pdf', 'application/pdf'));
  await user.click(send());
  await waitFor(() => expect(api.callsTo('POST', 'terapeutas/t1/verificacao')).toHaveLength(1));
  expect(await screen.findByText(VERIFICACAO_MSG.emAnalise)).toBeInTheDocument();
});

it("verified: 'CRP verificado em dd/MM/yyyy' with the CRP and its council", async () => {
  setup(verificacao({ estado: 'verificado', crp: '06/154872', conselho: 'CRP-06 (SP)', decididoEm: '2026-11-27T10:00:00.000Z' }));
  expect(await screen.findByText('CRP verificado em 27/11/2026 · CRP 06/154872 · CRP-06 (SP)')).toBeInTheDocument();
  expect(within(card()).getByText('CRP verificado')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enviar para verificação' })).not.toBeInTheDocument();
});
