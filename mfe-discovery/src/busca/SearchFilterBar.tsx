import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import type { SearchFilters } from '@acolhe/shared-domain';
import { FilterFields } from './FilterFields';
import { EMPTY_FILTER_VALUES, filtersFromValues, hasFilters, valuesFromFilters, type FilterFormValues } from './filters';

interface Props {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}

/** Filters of the search page; applying writes them to the URL (through onApply). The parent
 * remounts this bar (key) when the URL changes, so the fields always start from the URL. */
export function SearchFilterBar({ filters, onApply }: Props) {
  const [values, setValues] = useState<FilterFormValues>(() => valuesFromFilters(filters));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filtersFromValues(values));
  };
  const clear = () => {
    setValues(EMPTY_FILTER_VALUES);
    onApply({});
  };
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} role="search" aria-label="Filtros da busca">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <FilterFields values={values} onChange={setValues} idPrefix="busca" size="sm" />
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        {hasFilters(filters) && (
          <Button variant="subtle" onClick={clear}>
            Limpar filtros
          </Button>
        )}
        <Button type="submit">Aplicar filtros</Button>
      </Group>
    </Paper>
  );
}
