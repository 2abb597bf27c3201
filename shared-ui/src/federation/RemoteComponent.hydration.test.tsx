// A server-rendered page is adopted by React inside RemoteComponent's Suspense boundary, which
// React hydrates after the rest of the page and in slices — as long as nothing above it re-renders
// first (then the whole boundary is hydrated at once, in one long task: docs/decisions.md,
// "Hydration in slices"). Measured here by the page's renders: hydration ending and a parent's
// re-render (the session appearing) must not render the page again.
import { act, useEffect, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { SERVER_RENDER_ELEMENT_ID } from '@acolhe/shared-domain/contracts';
import { ServerPagesContext } from '../server-render/serverRender';
import { loadRemotePage } from './remotePage';
import { RemoteComponent } from './RemoteComponent';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual<typeof import('../testing/federationRuntimeMock')>('../testing/federationRuntimeMock').federationRuntimeMock(),
);

const PAGE = 'discovery/HomePage';
const pageRendered = jest.fn();
function HomePage() {
  pageRendered();
  return <h1>Encontre o terapeuta ideal para você</h1>;
}

const adopted = (element: Element | null) => !!element && Object.keys(element).some((k) => k.startsWith('__reactFiber$'));
/** At each commit of the route: had React adopted the page's heading yet? */
let headingAdoptedAtCommit: boolean[] = [];

/** Stands for the shell's route: re-renders once after mounting, as it does when a session is restored. */
function Route() {
  const [, setSignedIn] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the test's stand-in for a store that changes right after mounting
  useEffect(() => setSignedIn(true), []);
  useLayoutEffect(() => {
    headingAdoptedAtCommit.push(adopted(document.querySelector('h1')));
  });
  return <RemoteComponent id={PAGE} />;
}

it('hydrating the server-rendered page: rendered once, adopted after the route commits (in slices), never at once for a parent re-rendering', async () => {
  jest.mocked(loadRemote).mockResolvedValue({ default: HomePage });
  const html = renderToString(
    <ServerPagesContext.Provider value={{ [PAGE]: HomePage }}>
      <Route />
    </ServerPagesContext.Provider>,
  );
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${JSON.stringify({ page: PAGE, queries: {} })}</script>`;
  await loadRemotePage(PAGE);
  const root = document.getElementById('root')!;
  const heading = root.querySelector('h1');
  pageRendered.mockClear();
  headingAdoptedAtCommit = [];
  const recoverable: unknown[] = [];

  await act(async () => {
    hydrateRoot(root, <Route />, { onRecoverableError: (error) => recoverable.push(error) });
  });

  expect(recoverable).toEqual([]);
  expect(root.querySelector('h1')).toBe(heading); // adopted, not replaced
  expect(pageRendered).toHaveBeenCalledTimes(1);
  // The route committed twice before React adopted the page: its re-render left the boundary to
  // be hydrated later, in slices (re-rendering RemoteComponent would have hydrated it right then).
  expect(headingAdoptedAtCommit).toEqual([false, false]);
  expect(adopted(heading)).toBe(true);
});
