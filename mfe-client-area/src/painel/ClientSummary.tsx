import { Avatar, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadFailedAlert } from '@acolhe/shared-ui/area-privada';
import { Link } from 'react-router-dom';
import { initials } from '@acolhe/shared-domain';
import { useCurrentUser } from '@acolhe/shared-auth';
import { photoImageProps } from '@acolhe/shared-ui';
import { useClient } from '../api';

import { PROFILE_LOAD_ERROR } from '../texts';
export const DEFAULT_HEADING = 'Minha conta';
// The top of the dashboard: the page's main image, fetched first.
const AVATAR_PX = 72;

/** Top of the dashboard: avatar, name (the page's h1), e-mail and the two actions of product.md#screens. */
export function ClientSummary({ clientId }: { clientId: string }) {
  const query = useClient(clientId);
  const user = useCurrentUser();
  const client = query.data;
  const name = client?.name || DEFAULT_HEADING;
  // The session's picture shows at once (and stays if the profile cannot be read).
  const image = client?.image || user?.image || '';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        {/* miw 0 + overflow-wrap: a 42-character e-mail breaks inside a 390 px screen instead of
            widening the page (issue 30) */}
        <Group gap="md" wrap="nowrap" miw={0} maw="100%">
          <Avatar src={image || null} alt={client?.name ? `Foto de ${client.name}` : 'Foto de perfil'} size={AVATAR_PX} radius={AVATAR_PX} color="acolhe" imageProps={photoImageProps(AVATAR_PX, { priority: true })}>
            {initials(client?.name ?? user?.name)}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {query.isPending ? <Skeleton height={16} width={200} aria-label="Carregando perfil" /> : null}
            {client?.email ? (
              <Text c="gray.7" style={{ overflowWrap: 'anywhere' }} data-testid="email-do-cliente">
                {client.email}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap="sm">
          <Button component={Link} to="/terapeutas">
            Buscar Terapeutas
          </Button>
          <Button component={Link} to={`/cliente/${encodeURIComponent(clientId)}/configuracoes`} variant="default">
            Configurações
          </Button>
        </Group>
      </Group>
      {query.isError ? (
        <LoadFailedAlert title={PROFILE_LOAD_ERROR} onRetry={() => void query.refetch()} />
      ) : null}
    </Stack>
  );
}
