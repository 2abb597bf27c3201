import { Suspense, lazy } from 'react';
import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@acolhe/shared-auth';
import { HeaderSearch } from './header/HeaderSearch';
import { guardForPath } from '../routes/remoteForPath';
import { UserMenu } from './header/UserMenu';

// The bell reads the api (react-query): loaded only once someone is signed in.
const NotificationBell = lazy(() => import('../notificacoes/NotificationBellWithCache'));

/** product.md#screens shared header: wordmark, search box, guest buttons or the signed-in user's bell and menu.
 * On the operators' console only the wordmark: the console has its own session (another identity
 * pool) and its own 'Sair'; a customer's search or 'Entrar' there would speak to the wrong people. */
export function Header() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (guardForPath(pathname) === 'operador') {
    return (
      <Container size="xl" h="100%">
        <Group h="100%" wrap="nowrap">
          <Wordmark />
        </Group>
      </Container>
    );
  }
  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
        <Wordmark />
        <HeaderSearch />
        {user ? (
          <Group gap="xs" wrap="nowrap">
            {/* same size as the bell while it loads: the header does not move */}
            <Suspense fallback={<Box w={34} h={34} aria-hidden />}>
              <NotificationBell user={user} />
            </Suspense>
            <UserMenu user={user} />
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/login" variant="subtle">Entrar</Button>
            <Button component={Link} to="/cadastro">Cadastre-se</Button>
          </Group>
        )}
      </Group>
    </Container>
  );
}

function Wordmark() {
  return (
    <Anchor component={Link} to="/" fw={800} fz="xl" underline="never" aria-label="Acolhe — página inicial">
      Acolhe
    </Anchor>
  );
}
