import { Suspense, lazy } from 'react';
import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@acolhe/shared-auth';
import { HeaderSearch } from './header/HeaderSearch';
import { guardForPath } from '../routes/remoteForPath';
import { UserMenu } from './header/UserMenu';
import { loginPathFor, returnToOf, signUpPathFor } from '../pages/login/loginQuery';

// The bell reads the api (react-query): loaded only once someone is signed in.
const NotificationBell = lazy(() => import('../notificacoes/NotificationBellWithCache'));

/** product.md#screens shared header: wordmark, search box, guest buttons or the signed-in user's bell and menu.
 * On the operators' console only the wordmark: the console has its own session (another identity
 * pool) and its own 'Sair'; a customer's search or 'Entrar' there would speak to the wrong people. */
export function Header() {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
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
            {/* from one account page to the other the return target rides along (issue 44 item 2) */}
            <Button component={Link} to={loginPathFor({ returnTo: accountPageReturnTo(pathname, search) })} variant="subtle">Entrar</Button>
            <Button component={Link} to={signUpPathFor(accountPageReturnTo(pathname, search))}>Cadastre-se</Button>
          </Group>
        )}
      </Group>
    </Container>
  );
}

/** On /login or /cadastro, the return target they were opened with; elsewhere none. */
function accountPageReturnTo(pathname: string, search: string): string | null {
  return pathname === '/login' || pathname === '/cadastro' ? returnToOf(search) : null;
}

function Wordmark() {
  return (
    <Anchor component={Link} to="/" fw={800} fz="xl" underline="never" aria-label="Acolhe — página inicial">
      Acolhe
    </Anchor>
  );
}
