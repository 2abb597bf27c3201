import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderWithProviders } from '../../test-utils/render';
import { HeaderSearch } from './HeaderSearch';

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<HeaderSearch />, { route: '/' });
  return { user, box: screen.getByPlaceholderText('Busque por especialidade ou nome do terapeuta') };
}

describe('HeaderSearch', () => {
  it('is a labelled search box', () => {
    const { box } = setup();
    expect(screen.getByRole('search')).toContainElement(box);
    expect(box).toHaveAccessibleName('Buscar terapeutas');
  });

  it('Enter goes to /terapeutas?search=… with the trimmed text', async () => {
    const { user, box } = setup();
    await user.type(box, '  terapia de casal {Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/terapeutas?search=terapia+de+casal'));
  });

  it('Enter on an empty box opens the whole list', async () => {
    const { user, box } = setup();
    await user.type(box, '   {Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/terapeutas'));
  });
});
