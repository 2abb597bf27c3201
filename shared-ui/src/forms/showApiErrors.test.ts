import { HTTPError } from 'ky';
import { notify } from '../toasts/toasts';
import { inputByName, showApiErrors } from './showApiErrors';

jest.mock('../toasts/toasts', () => ({ notify: jest.fn() }));
const notifyMock = jest.mocked(notify);
beforeEach(() => notifyMock.mockClear());

/** A ky HTTPError whose JSON body was read into `data`, as shared-auth's client leaves it. */
function apiError(status: number, data: unknown): HTTPError {
  const error = new HTTPError(new Response(null, { status }), new Request('http://api.test/x'), {} as never);
  return Object.assign(error, { data });
}

function formWith(...names: string[]) {
  const element = document.createElement('form');
  for (const name of names) element.append(Object.assign(document.createElement('input'), { name }));
  document.body.append(element);
  const setErrors = jest.fn();
  return { element, form: { setErrors, getInputNode: inputByName(element) }, setErrors };
}

it("sets the api's fieldErrors on the form's fields and focuses the first shown; no toast", () => {
  const { element, form, setErrors } = formWith('nome', 'contato');
  const err = apiError(400, { message: 'Dados inválidos.', fieldErrors: { contato: 'Informe o contato.', nome: 'Informe o nome.', outro: 'x' } });
  expect(showApiErrors(form, err, 'Erro ao salvar', { fields: ['nome', 'contato'] })).toEqual({ nome: 'Informe o nome.', contato: 'Informe o contato.' });
  expect(setErrors).toHaveBeenCalledWith({ nome: 'Informe o nome.', contato: 'Informe o contato.' });
  expect(document.activeElement).toBe(element.elements.namedItem('nome'));
  expect(notifyMock).not.toHaveBeenCalled();
});

it("renames the api's field to the form's", () => {
  const { element, form, setErrors } = formWith('resposta');
  showApiErrors(form, apiError(400, { message: 'x', fieldErrors: { texto: 'Escreva ao menos 2 caracteres.' } }), 'Erro', { rename: { texto: 'resposta' } });
  expect(setErrors).toHaveBeenCalledWith({ resposta: 'Escreva ao menos 2 caracteres.' });
  expect(document.activeElement).toBe(element.elements.namedItem('resposta'));
});

it("an answer naming none of the form's fields (a 409, a 5xx, the network) is a toast with the api's message", () => {
  const { form, setErrors } = formWith('nome');
  expect(showApiErrors(form, apiError(409, { message: 'Já decidido.' }), 'Erro ao salvar')).toEqual({});
  expect(showApiErrors(form, apiError(400, { message: 'Outro campo.', fieldErrors: { cpf: 'x' } }), 'Erro ao salvar', { fields: ['nome'] })).toEqual({});
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

it('onOther says such an answer instead of the toast', () => {
  const { form } = formWith('texto');
  const said: string[] = [];
  showApiErrors(form, apiError(409, { message: 'Esta avaliação já foi respondida.' }), 'Erro', { onOther: (m) => said.push(m) });
  expect(said).toEqual(['Esta avaliação já foi respondida.']);
  expect(notifyMock).not.toHaveBeenCalled();
});
