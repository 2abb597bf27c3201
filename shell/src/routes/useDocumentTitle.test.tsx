import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { TitleContext } from '@acolhe/shared-domain';
import { usePageTitleContext } from '@acolhe/shared-ui';
import { useDocumentTitle } from './useDocumentTitle';

const router: { navigate?: NavigateFunction } = {};
const navigate = (to: string) => void router.navigate!(to);
function Probe() {
  useDocumentTitle();
  const nav = useNavigate();
  useEffect(() => {
    router.navigate = nav;
  }, [nav]);
  return null;
}
const open = (path: string) => render(<MemoryRouter initialEntries={[path]}><Probe /></MemoryRouter>);

// A remote's profile page: it reports the therapist once its data has arrived.
const MARINA: TitleContext = { therapist: { fullName: 'Marina Duarte', title: 'Psicóloga Clínica', city: 'São Paulo' } };
const profile: { loaded: TitleContext | null; rerender?: () => void } = { loaded: null };
function ProfilePage() {
  usePageTitleContext(profile.loaded);
  return null;
}
const openApp = (path: string) => {
  const tree = () => (
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <Routes>
        <Route path="/terapeuta/:id" element={<ProfilePage />} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>
  );
  const view = render(tree());
  profile.rerender = () => view.rerender(tree());
};
const profileLoads = (context: TitleContext) => {
  profile.loaded = context;
  act(() => profile.rerender!());
};

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Marina Duarte — Psicóloga Clínica em São Paulo | Acolhe'; // as the server wrote it
  });

  it('follows the page as the user navigates, with the search in the list title', () => {
    open('/');
    expect(document.title).toBe('Acolhe — encontre o terapeuta ideal para você');
    act(() => navigate('/terapeutas?search=ansiedade'));
    expect(document.title).toBe('Terapeutas: ansiedade | Acolhe');
    act(() => navigate('/tutorial-terapeutas'));
    expect(document.title).toBe('Tutorial para terapeutas | Acolhe');
    act(() => navigate('/nada'));
    expect(document.title).toBe('Página não encontrada | Acolhe');
    act(() => navigate('/terapeuta/abc'));
    expect(document.title).toBe('Perfil do terapeuta | Acolhe');
  });

  it("keeps the server's title of a profile opened first (it names the therapist), then follows", () => {
    open('/terapeuta/d0000000-0000-4000-8000-000000000001');
    expect(document.title).toBe('Marina Duarte — Psicóloga Clínica em São Paulo | Acolhe');
    act(() => navigate('/login'));
    expect(document.title).toBe('Entrar | Acolhe');
  });

  describe('a profile reached inside the app', () => {
    beforeEach(() => {
      profile.loaded = null;
    });

    it("takes the therapist its page reports, the server's text; back on the list, the list's title", () => {
      openApp('/terapeutas');
      expect(document.title).toBe('Encontre seu terapeuta | Acolhe');
      act(() => navigate('/terapeuta/d0000000-0000-4000-8000-000000000001'));
      expect(document.title).toBe('Perfil do terapeuta | Acolhe'); // until its data arrives
      profileLoads(MARINA);
      expect(document.title).toBe('Marina Duarte — Psicóloga Clínica em São Paulo | Acolhe');
      act(() => void router.navigate!(-1));
      expect(document.title).toBe('Encontre seu terapeuta | Acolhe');
    });

    it('a profile opened first and then loaded keeps naming the therapist', () => {
      openApp('/terapeuta/d0000000-0000-4000-8000-000000000001');
      expect(document.title).toBe('Marina Duarte — Psicóloga Clínica em São Paulo | Acolhe');
      profileLoads({ therapist: { ...MARINA.therapist!, title: 'Psicanalista' } });
      expect(document.title).toBe('Marina Duarte — Psicanalista em São Paulo | Acolhe');
    });
  });
});
