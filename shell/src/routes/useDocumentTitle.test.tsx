import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
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
});
