import { act, render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AppProviders } from '../AppProviders';
import { EARLY_FETCH_KEY } from '@acolhe/shared-auth';
import { registerRemotesFromManifest } from './runtime';
import { toastsWanted } from '../toasts/toasts';
import { loadRemotePage, loadedRemotePage, prepareRemotePage } from './remotePage';
import { RemoteComponent } from './RemoteComponent';

// What had loaded when the module was asked for.
const mockLoaded: string[] = [];
jest.mock('@acolhe/shared-ui/data', () => {
  mockLoaded.push('data');
  return jest.requireActual('@acolhe/shared-ui/data');
});
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual<typeof import('../testing/federationRuntimeMock')>('../testing/federationRuntimeMock').federationRuntimeMock(),
);

const manifest = { discovery: 'http://localhost:3001/mf-manifest.json' };

// A page that needs the data cache, as every remote page does.
function HomePage({ saudacao }: { saudacao?: string }) {
  useQueryClient();
  return <h1>{saudacao ?? 'Encontre o terapeuta ideal para você'}</h1>;
}

let modulesLoaded = 0;
beforeAll(async () => {
  (globalThis as Record<string, unknown>)[EARLY_FETCH_KEY] = { '/remotes.json': Promise.resolve(new Response(JSON.stringify(manifest))) };
  await registerRemotesFromManifest('/remotes.json');
});
beforeEach(() => {
  jest.mocked(loadRemote).mockImplementation(async () => {
    modulesLoaded += 1;
    return { default: HomePage };
  });
});

describe('loadRemotePage', () => {
  it('loads a page once per attempt, and a retry registers the remote again first', async () => {
    const before = modulesLoaded;
    const first = loadRemotePage('discovery/TerapeutasPage');
    expect(loadRemotePage('discovery/TerapeutasPage')).toBe(first);
    await first;
    expect(modulesLoaded - before).toBe(1);
    jest.mocked(registerRemotes).mockClear();
    await loadRemotePage('discovery/TerapeutasPage', 1);
    expect(modulesLoaded - before).toBe(2);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'discovery', entry: manifest.discovery }], { force: true });
  });

  it('loads the data cache before the module, keeps the loaded page, and never the toasts (issue 47: the first toast loads them)', async () => {
    const order: string[] = [];
    jest.mocked(loadRemote).mockImplementationOnce(async () => {
      order.push([...mockLoaded, toastsWanted() ? 'toasts' : 'no toasts', 'module'].join(', '));
      return { default: HomePage };
    });
    expect(loadedRemotePage('discovery/TutorialClientesPage')).toBeUndefined();
    const Page = await loadRemotePage('discovery/TutorialClientesPage');
    expect(order).toEqual(['data, no toasts, module']);
    expect(toastsWanted()).toBe(false);
    expect(loadedRemotePage('discovery/TutorialClientesPage')).toBe(Page);
    // the page is wrapped in the data cache provider: useQueryClient() finds a client
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Encontre o terapeuta ideal para você' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 0));
    expect(toastsWanted()).toBe(false);
  });
});

describe('prepareRemotePage', () => {
  it("starts the page's own files and its whole load", async () => {
    await prepareRemotePage('discovery/HomePage');
    expect(preloadRemote).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'discovery', exposes: ['./HomePage'], share: false })]);
    expect(loadedRemotePage('discovery/HomePage')).toBeDefined();
  });
});

describe('RemoteComponent', () => {
  it('renders a page that has already loaded in its first render, with no loader in between', async () => {
    await loadRemotePage('discovery/TutorialTerapeutasPage');
    render(
      <AppProviders>
        <RemoteComponent id="discovery/TutorialTerapeutasPage" props={{ saudacao: 'Tutorial' }} />
      </AppProviders>,
    );
    // synchronously, before any promise settles
    expect(screen.getByRole('heading', { name: 'Tutorial' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Carregando')).not.toBeInTheDocument();
  });

  it('shows the loader while a page loads, then the page', async () => {
    let release!: () => void;
    jest.mocked(loadRemote).mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve({ default: HomePage }))));
    render(
      <AppProviders>
        <RemoteComponent id="discovery/TerapeutaPerfilPage" />
      </AppProviders>,
    );
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Encontre o terapeuta ideal para você' })).toBeInTheDocument();
  });

  it('with load={false} keeps the loader and loads nothing, until load turns true', async () => {
    jest.mocked(loadRemote).mockClear();
    const view = (load: boolean) => (
      <AppProviders>
        <RemoteComponent id="booking/BookingCard" props={{ saudacao: 'Agendar sessão' }} load={load} />
      </AppProviders>
    );
    const { rerender } = render(view(false));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('booking/BookingCard');
    rerender(view(true));
    expect(await screen.findByRole('heading', { name: 'Agendar sessão' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('booking/BookingCard');
  });
});
