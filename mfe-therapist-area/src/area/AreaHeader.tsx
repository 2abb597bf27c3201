import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { initials } from '@acolhe/shared-domain';
import { photoImageProps } from '@acolhe/shared-ui';

// The top of every therapist-area page: its main image, fetched first.
const AVATAR_PX = 80;

interface Props {
  therapistId: string;
  name: string;
  imageUrl: string;
}

/** Photo, name, 'Área do Terapeuta', public profile and settings buttons (product.md#screens). */
export function AreaHeader({ therapistId, name, imageUrl }: Props) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={imageUrl || null} alt={name ? `Foto de ${name}` : 'Foto de perfil'} size={AVATAR_PX} radius={AVATAR_PX} color="teal" imageProps={photoImageProps(AVATAR_PX, { priority: true })}>
            {initials(name) || 'U'}
          </Avatar>
          <Stack gap={2}>
            <Title order={1} size="h2">
              {name}
            </Title>
            <Text c="dimmed">Área do Terapeuta</Text>
          </Stack>
        </Group>
        <Group gap="sm">
          <Button component={Link} to={`/terapeuta/${therapistId}`} variant="light">
            Ver perfil público
          </Button>
          <Button component={Link} to={`/usuario/${therapistId}/configuracoes`}>
            Configurações
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
