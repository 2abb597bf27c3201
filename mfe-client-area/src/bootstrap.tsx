import { Route, Routes } from 'react-router-dom';
import { mountHarness } from '@acolhe/shared-ui/harness';
import ClienteDashboardPage from './pages/ClienteDashboardPage';
import ClienteConfiguracoesPage from './pages/ClienteConfiguracoesPage';

// Standalone page for this remote's team (pnpm --filter @acolhe/mfe-client-area dev); in the product the shell mounts the pages.
void mountHarness({
  title: 'Acolhe — área do cliente',
  links: [
    { to: '/cliente/d0000000-0000-4000-8000-000000000002', label: 'Painel do cliente' },
    { to: '/cliente/d0000000-0000-4000-8000-000000000002/configuracoes', label: 'Configurações da conta' },
  ],
  routes: (
    <Routes>
      <Route path="/cliente/:id" element={<ClienteDashboardPage />} />
      <Route path="/cliente/:id/configuracoes" element={<ClienteConfiguracoesPage />} />
    </Routes>
  ),
});
