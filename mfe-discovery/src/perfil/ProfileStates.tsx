import { Link } from 'react-router-dom';
import { Button, Card, Container, Grid, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { PROFILE_TEXTS } from './profileTexts';

/** product.md#screens load failure: 'Ops! Algo deu errado' / 'Não foi possível carregar o perfil do terapeuta.' */
export function ProfileError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container size="sm" py={64}>
      <Card withBorder radius="md" padding="xl" role="alert">
        <Stack align="center" gap="sm" ta="center">
          <Title order={1} size="h2">
            {PROFILE_TEXTS.errorTitle}
          </Title>
          <Text c="dark.6">{PROFILE_TEXTS.errorText}</Text>
          <Group mt="md" gap="sm" justify="center">
            <Button variant="default" onClick={onRetry}>
              {PROFILE_TEXTS.retry}
            </Button>
            <Button component={Link} to="/terapeutas">
              {PROFILE_TEXTS.seeAll}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}

/** The profile's shape while it loads (the page still has its one h1, for screen readers). */
export function ProfileSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <VisuallyHidden>
        <h1>{PROFILE_TEXTS.loadingHeading}</h1>
      </VisuallyHidden>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="xl">
              <Group align="flex-start" gap="xl">
                <Skeleton height={120} circle />
                <Stack gap="sm" style={{ flex: 1 }}>
                  <Skeleton height={28} width="60%" />
                  <Skeleton height={14} width="40%" />
                  <Skeleton height={14} width="50%" />
                  <Skeleton height={14} width="30%" />
                </Stack>
              </Group>
            </Card>
            <Skeleton height={180} radius="md" />
            <Skeleton height={140} radius="md" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={360} radius="md" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** A full-page message with the way on to the list of therapists. */
function ProfileMessage({ title, text, linkLabel }: { title: string; text: string; linkLabel: string }) {
  return (
    <Container size="sm" py={64}>
      <Card withBorder radius="md" padding="xl" role="status">
        <Stack align="center" gap="sm" ta="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dark.6">{text}</Text>
          <Button component={Link} to="/terapeutas" mt="md">
            {linkLabel}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

/** A profile that exists but is not complete yet (api 404 'Este perfil ainda está sendo preparado.'). */
export function ProfilePreparing() {
  return <ProfileMessage title={PROFILE_TEXTS.preparingTitle} text={PROFILE_TEXTS.preparingText} linkLabel={PROFILE_TEXTS.preparingLink} />;
}

/** No therapist has this id (a 404 other than 'in preparation'): nothing to retry, only the way on. */
export function ProfileNotFound() {
  return <ProfileMessage title={PROFILE_TEXTS.notFoundTitle} text={PROFILE_TEXTS.notFoundText} linkLabel={PROFILE_TEXTS.seeAll} />;
}
