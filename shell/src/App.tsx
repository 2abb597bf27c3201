import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@acolhe/shared-ui';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
