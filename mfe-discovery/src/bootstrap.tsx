import { Route, Routes } from 'react-router-dom';
import { mountHarness } from '@acolhe/shared-ui/harness';
import HomePage from './pages/HomePage';
import TerapeutasPage from './pages/TerapeutasPage';
import TerapeutaPerfilPage from './pages/TerapeutaPerfilPage';
import TutorialTerapeutasPage from './pages/TutorialTerapeutasPage';
import TutorialClientesPage from './pages/TutorialClientesPage';
import InstitucionalPage from './pages/InstitucionalPage';

// Standalone page for this remote's team (pnpm --filter @acolhe/mfe-discovery dev); in the product the shell mounts the pages.
void mountHarness({
  title: 'Acolhe — descoberta',
  links: [
    { to: '/', label: 'Início' },
    { to: '/terapeutas', label: 'Busca de terapeutas' },
    { to: '/terapeuta/d0000000-0000-4000-8000-000000000001', label: 'Perfil do terapeuta' },
    { to: '/tutorial-terapeutas', label: 'Tutorial para terapeutas' },
    { to: '/tutorial-clientes', label: 'Tutorial para clientes' },
    { to: '/politica-de-privacidade', label: 'Política de privacidade' },
  ],
  routes: (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/terapeutas" element={<TerapeutasPage />} />
      <Route path="/terapeuta/:id" element={<TerapeutaPerfilPage />} />
      <Route path="/tutorial-terapeutas" element={<TutorialTerapeutasPage />} />
      <Route path="/tutorial-clientes" element={<TutorialClientesPage />} />
      {['/termos-de-uso', '/politica-de-privacidade', '/cookies', '/faq', '/quem-somos'].map((path) => (
        <Route key={path} path={path} element={<InstitucionalPage />} />
      ))}
    </Routes>
  ),
});
