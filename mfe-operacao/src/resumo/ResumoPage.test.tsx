import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as fake from '../test/operadorFake';
import { installFakeApi } from '../test/fakeApi';
import { RESUMO } from '../test/fixtures';
import { operadorEmCadaTeste, renderConsole } from '../test/render';

jest.mock('../sessao/operador', () => jest.requireActual('../test/operadorFake'));

operadorEmCadaTeste();

it("shows the queues' counts, the failed e-mails and the weeks (charts, and the same numbers as a table), with the operator's token", async () => {
  const user = userEvent.setup();
  const api = installFakeApi({ 'GET operacao/resumo': { body: RESUMO } });
  renderConsole('/operacao');

  const pendentes = await screen.findByText('Verificações pendentes');
  expect(pendentes.closest('div')!.parentElement).toHaveTextContent('3');
  expect(screen.getByRole('link', { name: 'Verificações pendentes' })).toHaveAttribute('href', '/operacao/verificacoes');
  expect(screen.getByText('E-mails com falha').parentElement).toHaveTextContent('2');
  expect(await screen.findByRole('img', { name: 'Sessões por semana' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Novas contas por semana' })).toBeInTheDocument();

  await user.click(screen.getByText('Os mesmos números em tabela'));
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/16\/11\s*4\s*2\s*3\s*9\s*7\s*5/);
  expect(rows[2]).toHaveTextContent(/23\/11\s*6\s*1\s*2\s*11\s*8\s*6/);
  expect(api.callsTo('GET', 'operacao/resumo')[0]!.authorization).toBe(`Bearer ${fake.TOKEN_OPERADOR}`);
});

it("a refusal shows the api's message and can be retried", async () => {
  const user = userEvent.setup();
  let vezes = 0;
  installFakeApi({
    'GET operacao/resumo': () => (++vezes === 1 ? { status: 403, body: { message: 'Área restrita à equipe de operação do Acolhe.' } } : { body: RESUMO }),
  });
  renderConsole('/operacao');
  expect(await screen.findByRole('alert')).toHaveTextContent('Área restrita à equipe de operação do Acolhe.');
  await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
  expect(await screen.findByText('Verificações pendentes')).toBeInTheDocument();
});
