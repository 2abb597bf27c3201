import { Link } from 'react-router-dom';
import { Button, Center, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FEATURED_LIMIT } from '@acolhe/shared-domain';
import { useFeaturedTherapists } from '../api/hooks';
import { TherapistCard } from '../therapist-card/TherapistCard';
import { TherapistCardsLoading, TherapistListError } from '../therapist-card/TherapistListStates';
import { HOME_TEXTS } from './homeTexts';

const GRID = { base: 1, xs: 2, md: 4 } as const;

function FeaturedBody() {
  const featured = useFeaturedTherapists();
  if (featured.isPending) return <TherapistCardsLoading cols={GRID} count={FEATURED_LIMIT} label="Carregando terapeutas em destaque…" />;
  if (featured.isError) {
    return <TherapistListError message={HOME_TEXTS.featuredError} retryLabel="Tentar novamente" onRetry={() => void featured.refetch()} />;
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
