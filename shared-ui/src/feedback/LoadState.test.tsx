import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../AppProviders';
import { LoadFailedAlert, LoadState, readStateOf } from './LoadState';

function renderState(state: { loading: boolean; failed: boolean }, onRetry = jest.fn()) {
  render(
    <AppProviders>
      <LoadState
        of={{ ...state, retry: onRetry }}
        texts={{ loadError: 'Não foi possível carregar.', retry: 'Tentar novamente' }}
        loadingLabel="Carregando o cartão"
        skeletonHeight={40}
      >
        <p>o conteúdo</p>
      </LoadState>
    </AppProviders>,
  );
  return onRetry;
}

it('while loading: a named placeholder, not the content', () => {
  renderState({ loading: true, failed: false });
  expect(screen.getByLabelText('Carregando o cartão')).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByText('o conteúdo')).not.toBeInTheDocument();
});

it('failed: the alert, whose button asks again', () => {
  const onRetry = renderState({ loading: false, failed: true });
  expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar.');
  fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('o conteúdo')).not.toBeInTheDocument();
});

it('loaded: the content alone', () => {
  renderState({ loading: false, failed: false });
  expect(screen.getByText('o conteúdo')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("alone (a section's failed read): its title, and 'Tentar novamente' unless told another label", () => {
  const onRetry = jest.fn();
  render(
    <AppProviders>
      <LoadFailedAlert title="Não foi possível carregar suas consultas." onRetry={onRetry} />
    </AppProviders>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar suas consultas.');
  fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it("readStateOf: a query's first read pending or failed, and retry asks again", () => {
  const refetch = jest.fn();
  expect(readStateOf({ isPending: true, isError: false, refetch })).toMatchObject({ loading: true, failed: false });
  const failed = readStateOf({ isPending: false, isError: true, refetch });
  expect(failed).toMatchObject({ loading: false, failed: true });
  failed.retry();
  expect(refetch).toHaveBeenCalledTimes(1);
});
