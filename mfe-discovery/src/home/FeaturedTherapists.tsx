import { Link } from 'react-router-dom';
import { Alert, Button, Center, Container, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { FEATURED_LIMIT } from '@acolhe/shared-domain';
import { useFeaturedTherapists } from '../api/hooks';
import { TherapistCard } from '../therapist-card/TherapistCard';
import { TherapistCardSkeleton } from '../therapist-card/TherapistCardSkeleton';
import { HOME_TEXTS } from './homeTexts';

const GRID = { base: 1, xs: 2, md: 4 } as const;

function FeaturedBody() {
  const featured = useFeaturedTherapists();
  if (featured.isPending) {
    return (
      <SimpleGrid cols={GRID} aria-busy="true">
        <VisuallyHidden role="status">Carregando terapeutas em destaque…</VisuallyHidden>
        {Array.from({ length: FEATURED_LIMIT }, (_, i) => (
          <TherapistCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }
  if (featured.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text>{HOME_TEXTS.featuredError}</Text>
          <Button variant="outline" color="red" onClick={() => void featured.refetch()}>
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (featured.data.length === 0) return <Text c="gray.7">{HOME_TEXTS.featuredEmpty}</Text>;
  return (
    <SimpleGrid cols={GRID}>
      {featured.data.map((t) => (
        <TherapistCard key={t.id} therapist={t} />
      ))}
    </SimpleGrid>
  );
}

/** product.md#screens 'Terapeutas em destaque': up to 4 cards, 4 skeletons while loading. */
export function FeaturedTherapists() {
  return (
    <Container size="lg" py={56} component="section" aria-labelledby="home-featured-title">
      <Stack gap="lg">
        <Title order={2} id="home-featured-title">
          {HOME_TEXTS.featuredTitle}
        </Title>
        <FeaturedBody />
        <Center>
          <Button component={Link} to="/terapeutas" variant="outline" size="md">
            {HOME_TEXTS.seeAll}
          </Button>
        </Center>
      </Stack>
    </Container>
  );
}
