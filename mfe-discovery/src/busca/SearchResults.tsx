import { Button, Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { priceRangeProblem, type SearchFilters } from '@acolhe/shared-domain';
import { useTherapistSearch } from '../api/hooks';
import { TherapistCard } from '../therapist-card/TherapistCard';
import { TherapistCardsLoading, TherapistListError } from '../therapist-card/TherapistListStates';
import { SEARCH_TEXTS, resultsCountLabel } from './searchTexts';

const GRID = { base: 1, sm: 2, lg: 3 } as const;

/** Results of the URL's filters: skeletons, error with retry, empty text, or cards + "load more". */
export function SearchResults({ filters }: { filters: SearchFilters }) {
  const rangeProblem = priceRangeProblem(filters);
  const search = useTherapistSearch(filters, { enabled: rangeProblem === null });

  // an inverted price range (a typed URL): the api would refuse it; say why instead of asking
  if (rangeProblem) {
    return (
      <Text c="red.8" ta="center" py="xl" role="alert">
        {rangeProblem}
      </Text>
    );
  }
  if (search.isPending) return <TherapistCardsLoading cols={GRID} count={6} label="Carregando terapeutas…" />;
  if (search.isError) {
    return <TherapistListError message={SEARCH_TEXTS.error} retryLabel={SEARCH_TEXTS.retry} onRetry={() => void search.refetch()} />;
  }
  if (search.therapists.length === 0) {
    return (
      <Text c="gray.7" ta="center" py="xl" role="status">
        {SEARCH_TEXTS.empty}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {search.total !== null && (
        <Text c="gray.7" role="status">
          {resultsCountLabel(search.total)}
        </Text>
      )}
      <SimpleGrid cols={GRID}>
        {search.therapists.map((t) => (
          <TherapistCard key={t.id} therapist={t} showSpecialties headingOrder={2} />
        ))}
      </SimpleGrid>
      {search.isFetchNextPageError && (
        <Text c="red.8" role="alert">
          {SEARCH_TEXTS.error}
        </Text>
      )}
      {search.hasNextPage && (
        <Center>
          <Button variant="light" loading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
            {SEARCH_TEXTS.loadMore}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
