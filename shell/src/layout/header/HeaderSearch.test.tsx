import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@acolhe/shared-ui';
import { currentLocation, LocationProbe, renderWithProviders } from '../../test-utils/render';
import { HeaderSearch } from './HeaderSearch';

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<HeaderSearch />, { route: '/' });
  return { user, box: screen.getByPlaceholderText('Busque por especialidade ou nome do terapeuta') };
}

const page = () => (
  <AppProviders>
    <MemoryRouter initialEntries={['/']}>
      <HeaderSearch />
      <LocationProbe />
    </MemoryRouter>
  </AppProviders>
);

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

  it("the 'Buscar' button searches too", async () => {
    const { user, box } = setup();
    await user.type(box, 'luto');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(currentLocation()).toBe('/terapeutas?search=luto'));
  });

  it('Enter on an empty box opens the whole list', async () => {
    const { user, box } = setup();
    await user.type(box, '   {Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/terapeutas'));
  });

  it("the server's HTML is a plain GET form to the list, with a named box and a submit button (works before the scripts)", () => {
    const html = renderToString(page());
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const form = doc.querySelector('form[role="search"]')!;
    expect(form.getAttribute('action')).toBe('/terapeutas');
    expect(form.getAttribute('method')).toBe('get');
    // what the browser sends without JavaScript: /terapeutas?search=<text>, the list's own parameter
    const box = form.querySelector('input[name="search"]');
    expect(box).not.toBeNull();
    expect(form.querySelector('button[type="submit"]')?.getAttribute('aria-label')).toBe('Buscar');
  });

  it('a search typed before hydration stays in the box and is what the form sends once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.appendChild(container);
    const box = container.querySelector<HTMLInputElement>('input[name="search"]')!;
    box.value = 'ansiedade';
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(box.value).toBe('ansiedade');
    await userEvent.setup().click(within(container).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(currentLocation()).toBe('/terapeutas?search=ansiedade'));
    container.remove();
  });
});
