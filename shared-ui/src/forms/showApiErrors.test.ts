import { http } from '@acolhe/shared-auth';
import { fakeFetch, signInForTest } from '../testing';
import { notify } from '../toasts/toasts';
import { inputByName, showApiErrors } from './showApiErrors';

jest.mock('../toasts/toasts', () => ({ notify: jest.fn() }));
const notifyMock = jest.mocked(notify);
beforeEach(() => {
  notifyMock.mockClear();
  signInForTest(null);
});

/** The error shared-auth's real client rejects with when the api answers `status` with `body`. */
async function apiError(status: number, body: unknown): Promise<unknown> {
  global.fetch = jest.fn(fakeFetch(() => ({ status, body }))) as unknown as typeof fetch;
  return http.post('x', { json: {}, retry: 0 }).catch((e: unknown) => e);
}

function formWith(...names: string[]) {
  const element = document.createElement('form');
  for (const name of names) element.append(Object.assign(document.createElement('input'), { name }));
  document.body.append(element);
  const setErrors = jest.fn();
  return { element, form: { setErrors, getInputNode: inputByName(element) }, setErrors };
}

it("sets the api's fieldErrors on the form's fields and focuses the first shown; no toast", async () => {
  const { element, form, setErrors } = formWith('nome', 'contato');
  const err = await apiError(400, { message: 'Dados inválidos.', fieldErrors: { contato: 'Informe o contato.', nome: 'Informe o nome.', outro: 'x' } });
  expect(showApiErrors(form, err, 'Erro ao salvar', { fields: ['nome', 'contato'] })).toEqual({ nome: 'Informe o nome.', contato: 'Informe o contato.' });
  expect(setErrors).toHaveBeenCalledWith({ nome: 'Informe o nome.', contato: 'Informe o contato.' });
  expect(document.activeElement).toBe(element.elements.namedItem('nome'));
  expect(notifyMock).not.toHaveBeenCalled();
});

it("renames the api's field to the form's", async () => {
  const { element, form, setErrors } = formWith('resposta');
  showApiErrors(form, await apiError(400, { message: 'x', fieldErrors: { texto: 'Escreva ao menos 2 caracteres.' } }), 'Erro', { rename: { texto: 'resposta' } });
  expect(setErrors).toHaveBeenCalledWith({ resposta: 'Escreva ao menos 2 caracteres.' });
  expect(document.activeElement).toBe(element.elements.namedItem('resposta'));
});

it("an answer naming none of the form's fields (a 409, a 5xx, the network) is a toast with the api's message", async () => {
  const { form, setErrors } = formWith('nome');
  expect(showApiErrors(form, await apiError(409, { message: 'Já decidido.' }), 'Erro ao salvar')).toEqual({});
  expect(showApiErrors(form, await apiError(400, { message: 'Outro campo.', fieldErrors: { cpf: 'x' } }), 'Erro ao salvar', { fields: ['nome'] })).toEqual({});
  expect(showApiErrors(form, new TypeError('Failed to fetch'), 'Erro ao salvar')).toEqual({});
  showApiErrors(form, new TypeError('Failed to fetch'), { title: 'Erro ao salvar', message: 'Tente de novo.' });
  expect(setErrors).not.toHaveBeenCalled();
  expect(notifyMock.mock.calls.map(([data]) => [data.title, data.message])).toEqual([
    ['Erro ao salvar', 'Já decidido.'],
    ['Erro ao salvar', 'Outro campo.'],
    ['Erro ao salvar', 'Erro ao salvar'],
    ['Erro ao salvar', 'Tente de novo.'],
  ]);
});

it('onOther says such an answer instead of the toast', async () => {
  const { form } = formWith('texto');
  const said: string[] = [];
  showApiErrors(form, await apiError(409, { message: 'Esta avaliação já foi respondida.' }), 'Erro', { onOther: (m) => said.push(m) });
  expect(said).toEqual(['Esta avaliação já foi respondida.']);
  expect(notifyMock).not.toHaveBeenCalled();
});
