import { fireEvent, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { AppProviders } from '@acolhe/shared-ui';
import { Consultado, ListaConsultada } from './Estados';

type Pagina = { content: string[] };
// Only the fields the components read: the query's state, its data or error, and refetch.
const consulta = (estado: Partial<UseQueryResult<Pagina>>) =>
  ({ isPending: false, isError: false, refetch: jest.fn(), ...estado }) as unknown as UseQueryResult<Pagina>;
const lista = (pagina: Pagina) => pagina.content.join(', ');

function renderLista(c: UseQueryResult<Pagina>) {
  render(
    <AppProviders>
      <ListaConsultada consulta={c} vazio="Nada por aqui.">
        {lista}
      </ListaConsultada>
    </AppProviders>,
  );
}

it("while reading: 'Carregando…', not the content", () => {
  renderLista(consulta({ isPending: true }));
  expect(screen.getByLabelText('Carregando…')).toBeInTheDocument();
  expect(screen.queryByText('Nada por aqui.')).not.toBeInTheDocument();
});

it("failed: the message (the fallback, for an error not from the api) and 'Tentar de novo', which reads again", () => {
  const c = consulta({ isError: true, error: new Error('falhou') });
  renderLista(c);
  expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar. Tente novamente.');
  fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
  expect(c.refetch).toHaveBeenCalledTimes(1);
});

it('an empty page: the list\'s "vazio" text; a page with items: what children make of it', () => {
  renderLista(consulta({ data: { content: [] } }));
  expect(screen.getByText('Nada por aqui.')).toBeInTheDocument();
  renderLista(consulta({ data: { content: ['a', 'b'] } }));
  expect(screen.getByText('a, b')).toBeInTheDocument();
});

it('Consultado (no list): the data, even an empty one, goes to children', () => {
  render(
    <AppProviders>
      <Consultado consulta={consulta({ data: { content: [] } })}>{(dados) => `itens: ${dados.content.length}`}</Consultado>
    </AppProviders>,
  );
  expect(screen.getByText('itens: 0')).toBeInTheDocument();
});
