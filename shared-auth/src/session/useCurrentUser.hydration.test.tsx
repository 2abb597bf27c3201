// The signed-in user on a page the server rendered (for nobody): the hydrating render must match
// the server's, and a visitor's page must not be rendered again once hydration is over — that
// re-render ran synchronously, the whole profile page in one long task on a phone.
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useCurrentUser } from './useCurrentUser';
import { useSession } from './store';
import { TERAPEUTA, useTestConfig } from '../testing/fixtures';

let renders: Array<string>;
function Page() {
  const user = useCurrentUser();
  const shown = user ? user.name : 'visitante';
  renders.push(shown);
  return <p>{shown}</p>;
}

async function hydrateServersPage() {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page />);
  renders = [];
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, recoverable };
}

beforeEach(() => {
  localStorage.clear();
  useTestConfig();
  useSession.setState({ user: null, tokens: null });
  renders = [];
});

it("a visitor's page is rendered once, by the hydration, and never again", async () => {
  const { container, recoverable } = await hydrateServersPage();
  expect(renders).toEqual(['visitante']);
  expect(container.textContent).toBe('visitante');
  expect(recoverable).toEqual([]);
});

it("a signed-in user's page hydrates as the server's, then shows the user", async () => {
  localStorage.setItem('current_user', JSON.stringify(TERAPEUTA));
  const { container, recoverable } = await hydrateServersPage();
  expect(renders[0]).toBe('visitante');
  expect(renders.slice(1)).toContain('Marina Duarte');
  expect(renders.slice(1)).not.toContain('visitante');
  expect(container.textContent).toBe('Marina Duarte');
  expect(recoverable).toEqual([]);
});
