// The therapist's own profile page while it is not public: instead of the visitor's 'Perfil em
// preparação', what listing still needs (the checklist of her area, each item a link to its
// field). Loaded only for her (lazy, from TerapeutaPerfilPage): visitors never download it.
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PublicationChecklist } from '@acolhe/shared-ui/area-privada';
import { useOwnPublication } from '../api/hooks';
import { PROFILE_TEXTS } from './profileTexts';

export default function OwnProfilePreparing({ therapistId }: { therapistId: string }) {
  const own = useOwnPublication(therapistId);
  return (
    <Container size="sm" py={48}>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {PROFILE_TEXTS.ownPreparingTitle}
          </Title>
          <Text c="dark.6">{PROFILE_TEXTS.ownPreparingText}</Text>
          {own.isPending && <Text size="sm">Carregando...</Text>}
          {own.data && (
            <PublicationChecklist therapistId={therapistId} missing={own.data.missingForPublication ?? []} profileSaved={own.data.profileComplete !== false} />
          )}
          <Group gap="sm">
            <Button component={Link} to={`/usuario/${therapistId}/configuracoes`}>
              {PROFILE_TEXTS.ownPreparingSettings}
            </Button>
            <Button component={Link} to={`/usuario/${therapistId}`} variant="default">
              {PROFILE_TEXTS.ownPreparingArea}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
