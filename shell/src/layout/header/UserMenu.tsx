import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { homePathFor, logout, settingsPathFor, type CurrentUser } from '@acolhe/shared-auth';
import { clearDataCache, photoImageProps } from '@acolhe/shared-ui';
import { firstName, initials } from '@acolhe/shared-domain';
import { pageLoad } from './fullPageLoad';

/** The header's avatar, in px (Mantine's "md"), stated on its photo too. */
const AVATAR_PX = 38;

/**
 * Sair (product.md#screens): revokes the refresh token and clears the session (which broadcasts userLogout) and this page's cached data,
 * then loads / afresh. A full load, like the 401/403 rule of api/README.md: nothing of the previous
 * user survives in memory (caches of every remote), and no guard of the private page being left
 * can redirect to /login?returnTo=… on the way out.
 */
function useSair(): () => void {
  return () => {
    // the refresh token is revoked at the identity provider first (logout), so a copy taken from
    // this browser's storage mints nothing afterwards
    void logout().finally(() => {
      clearDataCache();
      pageLoad.go('/');
    });
  };
}

/** product.md#screens signed-in header: avatar (image → up to 2 initials → 'U'), first name, account menu. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const sair = useSair();
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.image || null} alt={user.name} radius="xl" color="acolhe" size={AVATAR_PX} imageProps={photoImageProps(AVATAR_PX)}>
              {initials(user.name)}
            </Avatar>
            <Text fw={500} visibleFrom="xs">
              {firstName(user.name)}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      {/* never wider than a phone's screen; a long e-mail wraps inside it */}
      <Menu.Dropdown maw="calc(100vw - 2rem)">
        {user.email ? (
          <Menu.Label data-testid="user-menu-email" style={{ overflowWrap: 'anywhere', wordBreak: 'break-all' }}>
            {user.email}
          </Menu.Label>
        ) : null}
        <Menu.Item component={Link} to={homePathFor(user)}>
          Ver perfil
        </Menu.Item>
        <Menu.Item component={Link} to={settingsPathFor(user)}>
          Configurações
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={sair}>Sair</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
