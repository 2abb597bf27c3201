import { Route, Routes } from 'react-router-dom';
import { mountHarness } from '@acolhe/shared-ui/harness';
import OperacaoPage from './pages/OperacaoPage';

// Standalone page for this remote's team (pnpm --filter @acolhe/mfe-operacao dev); in the product the shell mounts it at /operacao/*.
void mountHarness({
  title: 'Acolhe — operação',
  links: [
    { to: '/operacao/entrar', label: 'Entrar (operação)' },
    { to: '/operacao', label: 'Visão geral' },
    { to: '/operacao/verificacoes', label: 'Verificações' },
  ],
  routes: (
    <Routes>
      <Route path="/operacao/*" element={<OperacaoPage />} />
    </Routes>
  ),
});
