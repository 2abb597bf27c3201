// 'Prontuários' in the therapist's area: the list, a record opened (its read is the api's to log),
// a session entry written, an edit that becomes version 2 with the history shown, the accesses and
// the release of a client's copy.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import type { Prontuario, ProntuarioResumo, RegistroEvolucao } from '@acolhe/shared-domain';
import { installFakeApi, json, THERAPIST_USER } from '../test/fakeApi';
import { fill } from '../test/typing';
import { ProntuarioSection } from './ProntuarioSection';

const resumo: ProntuarioResumo = { clienteId: 'cl1', nome: 'Rafael Lima', ultimaSessao: '2030-01-17', registros: 0, copiaPendente: true };

function record(overrides: Partial<Prontuario> = {}): Prontuario {
  return {
    id: 'p1',
    clienteId: 'cl1',
    identificacao: { nome: 'Rafael Lima', contato: 'rafael@exemplo.com', dataNascimento: '' },
    demanda: '',
    pseudonimizado: false,
    sessoes: [{ id: 's1', date: '2030-01-17', time: '09:00', status: 'COMPLETED', registrada: false, realizada: true }],
    registros: [],
    acessos: [{ quem: 'Você', acao: 'leitura', em: '2030-01-17T13:00:00.000Z' }],
    pedidosCopia: [{ id: 'k1', estado: 'solicitada', solicitadaEm: '2030-01-17T12:00:00.000Z', liberadaEm: null }],
    guardarAte: '2035-01-17',
    ...overrides,
  };
}

const entry = (versoes: { versao: number; texto: string }[]): RegistroEvolucao => ({
  id: 'r1',
  sessaoId: 's1',
  data: '2030-01-17',
  versaoAtual: versoes[0]!.versao,
  texto: versoes[0]!.texto,
  atualizadoEm: '2030-01-17T14:00:00.000Z',
  versoes: versoes.map((v) => ({ ...v, criadoEm: '2030-01-17T14:00:00.000Z' })),
});

function setup(route = '/usuario/t1', overrides: Parameters<typeof installFakeApi>[0] = {}) {
  let current = record();
  const api = installFakeApi({
    'GET prontuario': json([resumo]),
    'GET prontuario/cl1': () => json(current),
    'POST prontuario/cl1/registros': ({ body }) => {
      const created = entry([{ versao: 1, texto: (body as { texto: string }).texto }]);
      current = record({ registros: [created], sessoes: [{ ...current.sessoes[0]!, registrada: true }] });
      return json(created, 201);
    },
    'PUT prontuario/cl1/registros/r1': ({ body }) => {
      const edited = entry([{ versao: 2, texto: (body as { texto: string }).texto }, { versao: 1, texto: current.registros[0]!.texto }]);
      current = record({ registros: [edited], sessoes: current.sessoes.map((s) => ({ ...s, registrada: true })) });
      return json(edited);
    },
    'POST prontuario/cl1/copias/k1/liberar': () => {
      current = { ...current, pedidosCopia: [{ id: 'k1', estado: 'liberada', solicitadaEm: '2030-01-17T12:00:00.000Z', liberadaEm: '2030-01-18T12:00:00.000Z' }] };
      return json(current.pedidosCopia[0]);
    },
    ...overrides,
  });
  const user = userEvent.setup();
  renderAt(<ProntuarioSection />, { route, path: '/usuario/:id' });
  return { api, user };
}

signInForEachTest(THERAPIST_USER);

it('lists the clients seen, with a pending copy request; opens a record, writes a session entry and edits it into version 2 with its history', async () => {
  const { api, user } = setup();
  const section = await screen.findByRole('region', { name: 'Prontuários' });
  expect(await within(section).findByText('Rafael Lima')).toBeInTheDocument();
  expect(within(section).getByText('Cópia solicitada')).toBeInTheDocument();
  expect(api.callsTo('GET', 'prontuario/cl1')).toHaveLength(0); // nothing read until opened

  await user.click(within(section).getByRole('button', { name: 'Abrir prontuário de Rafael Lima' }));
  const dialog = await screen.findByRole('dialog', { name: 'Prontuário — Rafael Lima' });
  expect(await within(dialog).findByText('Guardado até 17/01/2035 (5 anos após a última sessão realizada).')).toBeInTheDocument();

  // an empty entry is refused before sending
  await user.click(within(dialog).getByRole('button', { name: 'Salvar registro' }));
  expect(await within(dialog).findByText('Escreva o registro (até 10.000 caracteres).')).toBeInTheDocument();
  expect(api.callsTo('POST', 'prontuario/cl1/registros')).toHaveLength(0);

  expect(within(dialog).getByRole('combobox', { name: 'Sessão' })).toHaveValue('s1');
  await fill(within(dialog).getByRole('textbox', { name: 'Registro de evolução' }), 'Relata insônia.');
  await user.click(within(dialog).getByRole('button', { name: 'Salvar registro' }));
  await waitFor(() => expect(api.callsTo('POST', 'prontuario/cl1/registros')[0]?.body).toEqual({ sessaoId: 's1', texto: 'Relata insônia.' }));
  const item = await within(dialog).findByRole('listitem', { name: 'Registro de 17/01/2030 — sessão' });
  expect(within(item).getByText('Relata insônia.')).toBeInTheDocument();

  await user.click(within(item).getByRole('button', { name: 'Editar' }));
  await fill(within(item).getByRole('textbox', { name: 'Nova versão do registro' }), 'Relata insônia há três semanas.');
  await user.click(within(item).getByRole('button', { name: 'Salvar nova versão' }));
  await waitFor(() => expect(api.callsTo('PUT', 'prontuario/cl1/registros/r1')[0]?.body).toEqual({ texto: 'Relata insônia há três semanas.' }));
  const edited = await within(dialog).findByRole('listitem', { name: 'Registro de 17/01/2030 — sessão' });
  expect(await within(edited).findByText(/versão 2/)).toBeInTheDocument();
  await user.click(within(edited).getByRole('button', { name: 'Histórico (2 versões)' }));
  const versions = within(edited).getByRole('list', { name: 'Versões anteriores' });
  expect(within(versions).getByText('Relata insônia.')).toBeInTheDocument();
});

it("shows who read the record in 'Acessos' and releases the client's copy", async () => {
  const { api, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Abrir prontuário de Rafael Lima' }));
  const dialog = await screen.findByRole('dialog', { name: 'Prontuário — Rafael Lima' });
  await user.click(await within(dialog).findByRole('tab', { name: 'Acessos' }));
  const table = within(dialog).getByRole('table', { name: 'Acessos ao prontuário' });
  expect(within(table).getByText('Você')).toBeInTheDocument();
  expect(within(table).getByText('Leitura')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('tab', { name: /Cópias/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Liberar cópia' }));
  await waitFor(() => expect(api.callsTo('POST', 'prontuario/cl1/copias/k1/liberar')).toHaveLength(1));
  expect(await within(dialog).findByText(/liberada em 18\/01\/2030/)).toBeInTheDocument();
});

it('opens the record named in the hash (the appointment dialog links it)', async () => {
  const { user } = setup('/usuario/t1#prontuario-cl1');
  const dialog = await screen.findByRole('dialog', { name: 'Prontuário — Rafael Lima' });
  // closed, it stays closed (the hash is cleared)
  await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prontuário — Rafael Lima' })).not.toBeInTheDocument());
});

it('issue 41 item 6: a new entry defaults to the latest session that already took place, never the furthest future one; sessions to come are marked', async () => {
  const user = userEvent.setup();
  const sessoes = [
    { id: 'futura-longe', date: '2027-02-15', time: '10:00', status: 'CONFIRMED', registrada: false, realizada: false },
    { id: 'futura', date: '2026-12-02', time: '10:00', status: 'CONFIRMED', registrada: false, realizada: false },
    { id: 'ultima', date: '2026-11-20', time: '09:00', status: 'COMPLETED', registrada: false, realizada: true },
    { id: 'escrita', date: '2026-11-13', time: '09:00', status: 'COMPLETED', registrada: true, realizada: true },
  ];
  const api = installFakeApi({
    'GET prontuario': json([{ ...resumo, ultimaSessao: '2026-11-20' }]),
    'GET prontuario/cl1': () => json(record({ sessoes, guardarAte: '2031-11-20' })),
    'POST prontuario/cl1/registros': ({ body }) => json(entry([{ versao: 1, texto: (body as { texto: string }).texto }]), 201),
  });
  renderAt(<ProntuarioSection />, { route: '/usuario/t1', path: '/usuario/:id' });
  const section = await screen.findByRole('region', { name: 'Prontuários' });
  expect(await within(section).findByText(/Última sessão em 20\/11\/2026/)).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Abrir prontuário de Rafael Lima' }));
  const dialog = await screen.findByRole('dialog', { name: 'Prontuário — Rafael Lima' });
  expect(await within(dialog).findByText('Guardado até 20/11/2031 (5 anos após a última sessão realizada).')).toBeInTheDocument();
  const select = within(dialog).getByRole('combobox', { name: 'Sessão' });
  expect(select).toHaveValue('ultima');
  expect(within(select).getByRole('option', { name: '15/02/2027 às 10:00 (ainda não realizada)' })).toBeInTheDocument();
  expect(within(select).getByRole('option', { name: '20/11/2026 às 09:00' })).toBeInTheDocument();
  expect(within(select).queryByRole('option', { name: /13\/11\/2026/ })).not.toBeInTheDocument();
  await fill(within(dialog).getByRole('textbox', { name: 'Registro de evolução' }), 'Sessão de ontem.');
  await user.click(within(dialog).getByRole('button', { name: 'Salvar registro' }));
  await waitFor(() => expect(api.callsTo('POST', 'prontuario/cl1/registros')[0]?.body).toEqual({ sessaoId: 'ultima', texto: 'Sessão de ontem.' }));
});

it('a client none of whose sessions took place yet: no date in the list, and a new entry is of no session by default', async () => {
  installFakeApi({
    'GET prontuario': json([{ ...resumo, ultimaSessao: null }]),
    'GET prontuario/cl1': () => json(record({ sessoes: [{ id: 'futura', date: '2030-02-04', time: '10:00', status: 'CONFIRMED', registrada: false, realizada: false }], guardarAte: null })),
  });
  const user = userEvent.setup();
  renderAt(<ProntuarioSection />, { route: '/usuario/t1', path: '/usuario/:id' });
  const section = await screen.findByRole('region', { name: 'Prontuários' });
  expect(await within(section).findByText(/Nenhuma sessão realizada ainda/)).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Abrir prontuário de Rafael Lima' }));
  const dialog = await screen.findByRole('dialog', { name: 'Prontuário — Rafael Lima' });
  expect(await within(dialog).findByText('Guardado por 5 anos após a última sessão realizada.')).toBeInTheDocument();
  expect(within(dialog).getByRole('combobox', { name: 'Sessão' })).toHaveValue('');
});

describe("the api's field errors at their fields (issue 44 item 3: they said only 'Tente novamente' or sat on 'Nome')", () => {
  const refused = (fieldErrors: Record<string, string>) => json({ message: 'Dados inválidos.', fieldErrors }, 400);

  async function openRecord(overrides: Parameters<typeof installFakeApi>[0]) {
    const { user } = setup('/usuario/t1', overrides);
    const section = await screen.findByRole('region', { name: 'Prontuários' });
    await user.click(await within(section).findByRole('button', { name: 'Abrir prontuário de Rafael Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prontuário — Rafael Lima' });
    await within(dialog).findByText(/Guardado até/);
    return { user, dialog };
  }

  it('identification and demand: the contact refused is said at Contato, focused', async () => {
    const { user, dialog } = await openRecord({ 'PUT prontuario/cl1': refused({ contato: 'O contato deve ter no máximo 200 caracteres.' }) });
    await user.click(within(dialog).getByRole('tab', { name: 'Identificação e demanda' }));
    const form = within(dialog).getByRole('form', { name: 'Identificação e demanda' });
    await user.click(within(form).getByRole('button', { name: 'Salvar identificação e demanda' }));
    const contato = within(form).getByRole('textbox', { name: /^Contato/ });
    await waitFor(() => expect(contato).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('O contato deve ter no máximo 200 caracteres.')).toBeInTheDocument();
    expect(contato).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: /^Nome/ })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a new entry: the session refused is said at Sessão', async () => {
    const { user, dialog } = await openRecord({ 'POST prontuario/cl1/registros': refused({ sessaoId: 'Esta sessão já tem registro de evolução.' }) });
    const form = within(dialog).getByRole('form', { name: 'Novo registro de evolução' });
    await fill(within(form).getByRole('textbox', { name: 'Registro de evolução' }), 'Relata insônia.');
    await user.click(within(form).getByRole('button', { name: 'Salvar registro' }));
    expect(await within(form).findByText('Esta sessão já tem registro de evolução.')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Sessão' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('combobox', { name: 'Sessão' })).toHaveFocus();
  });
});
