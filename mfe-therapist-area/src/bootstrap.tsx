import { Route, Routes } from 'react-router-dom';
import { mountHarness } from '@acolhe/shared-ui/harness';
import AreaTerapeutaPage from './pages/AreaTerapeutaPage';
import ConfiguracoesTerapeutaPage from './pages/ConfiguracoesTerapeutaPage';

// Standalone page for this remote's team (pnpm --filter @acolhe/mfe-therapist-area dev); in the product the shell mounts the pages.
void mountHarness({
  title: 'Acolhe — área do terapeuta',
  links: [
    { to: '/usuario/d0000000-0000-4000-8000-000000000001', label: 'Área do Terapeuta' },
    { to: '/usuario/d0000000-0000-4000-8000-000000000001/configuracoes', label: 'Configurações do terapeuta' },
  ],
  routes: (
    <Routes>
      <Route path="/usuario/:id" element={<AreaTerapeutaPage />} />
      <Route path="/usuario/:id/configuracoes" element={<ConfiguracoesTerapeutaPage />} />
    </Routes>
  ),
});
