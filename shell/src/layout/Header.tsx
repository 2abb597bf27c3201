import { Suspense, lazy } from 'react';
import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@acolhe/shared-auth';
import { HeaderSearch } from './header/HeaderSearch';
import { UserMenu } from './header/UserMenu';

// The bell reads the api (react-query): loaded only once someone is signed in.
const NotificationBell = lazy(() => import('../notificacoes/NotificationBellWithCache'));

/** product.md#screens shared header: wordmark, search box, guest buttons or the signed-in user's bell and menu. */
export function Header() {
  const user = useCurrentUser();
  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
        <Anchor component={Link} to="/" fw={800} fz="xl" underline="never" aria-label="Acolhe — página inicial">
          Acolhe
        </Anchor>
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
