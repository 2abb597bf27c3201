import { Anchor, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@acolhe/shared-auth';
import { HeaderSearch } from './header/HeaderSearch';
import { UserMenu } from './header/UserMenu';

/** SPEC §2 shared header: wordmark, search box, guest buttons or the signed-in user's menu. */
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
          <UserMenu user={user} />
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
