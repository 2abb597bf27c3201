import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Container, Stack, Text, Title } from '@mantine/core';
import { searchFiltersFromParams, searchFiltersToParams, type SearchFilters } from '@acolhe/shared-domain';
import { SearchFilterBar } from '../busca/SearchFilterBar';
import { SearchResults } from '../busca/SearchResults';
import { SEARCH_TEXTS } from '../busca/searchTexts';
import { therapistSearchQuery } from '../api/hooks';
import type { ServerData } from '@acolhe/shared-ui';

/** /terapeutas — product.md#screens: the URL's search (or therapy-type), modalidade and cidade, applied by the api. */
export default function TerapeutasPage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // The query string is the identity of the filters (params is a new object on every render).
  const filters = useMemo(() => searchFiltersFromParams(new URLSearchParams(query)), [query]);
  const apply = (next: SearchFilters) => setParams(searchFiltersToParams(next));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{SEARCH_TEXTS.heading}</Title>
          <Text c="gray.7">Compare perfis, valores e avaliações e escolha com quem você quer conversar.</Text>
        </div>
        <SearchFilterBar key={query} filters={filters} onApply={apply} />
        <SearchResults filters={filters} />
      </Stack>
    </Container>
  );
}

/** The data the server renders this page with: the first page of the URL's search. */
export const serverData: ServerData = async (client, { search }) => {
  await client.fetchInfiniteQuery(therapistSearchQuery(searchFiltersFromParams(new URLSearchParams(search))));
};
