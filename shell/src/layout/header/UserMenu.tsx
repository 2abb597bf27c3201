import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { homePathFor, logout, settingsPathFor, type CurrentUser } from '@acolhe/shared-auth';
import { firstName, initials } from '@acolhe/shared-domain';

export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const sair = () => {
    logout(); // clears the session and broadcasts userLogout
    navigate('/');
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Menu de ${user.name}`} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.image || null} alt={user.name} radius="xl" color="acolhe">
              {initials(user.name)}
            </Avatar>
            <Text fw={500} visibleFrom="xs">{firstName(user.name)}</Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={homePathFor(user)}>Ver perfil</Menu.Item>
        <Menu.Item component={Link} to={settingsPathFor(user)}>Configurações</Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={sair}>Sair</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
