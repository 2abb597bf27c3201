import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid } from '@mantine/core';
import { SEARCH_ORDERS, SEARCH_ORDER_LABELS, optionsOf, priceRangeProblem, type SearchFilters, type SearchOrder } from '@acolhe/shared-domain';
import { FilterFields } from './FilterFields';
import { MoreFilterFields } from './MoreFilterFields';
import { EMPTY_FILTER_VALUES, filtersFromValues, hasFilters, valuesFromFilters, type FilterFormValues } from './filters';

interface Props {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}

const ORDER_OPTIONS = optionsOf(SEARCH_ORDERS, SEARCH_ORDER_LABELS);

/** Filters of the search page; applying writes them to the URL (through onApply). The parent
 * remounts this bar (key) when the URL changes, so the fields always start from the URL. The
 * order applies at once (it changes no result, only their order). */
export function SearchFilterBar({ filters, onApply }: Props) {
  const [values, setValues] = useState<FilterFormValues>(() => valuesFromFilters(filters));
  // an inverted price range is said on the maximum (from the URL at once, typed at 'Aplicar') and
  // never applied: the maximum is not dropped behind the person's back
  const [checked, setChecked] = useState(() => priceRangeProblem(filters) !== null);
  const ordem: SearchOrder = filters.ordem ?? 'relevancia';
  const priceError = checked ? priceRangeProblem(filtersFromValues(values)) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = filtersFromValues(values, ordem);
    setChecked(true);
    if (priceRangeProblem(next)) {
      document.getElementById('busca-preco-max')?.focus();
      return;
    }
    onApply(next);
  };
  const clear = () => {
    setValues(EMPTY_FILTER_VALUES);
    onApply(ordem === 'relevancia' ? {} : { ordem });
  };
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} role="search" aria-label="Filtros da busca">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <FilterFields values={values} onChange={setValues} idPrefix="busca" size="sm" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mt="md">
        <MoreFilterFields values={values} onChange={setValues} priceError={priceError} />
      </SimpleGrid>
      <Group justify="space-between" mt="md" gap="sm" align="flex-end">
        <NativeSelect
          id="busca-ordem"
          label="Ordenar por"
          data={ORDER_OPTIONS}
          value={ordem}
          onChange={(e) => onApply({ ...filters, ordem: e.currentTarget.value as SearchOrder })}
          size="sm"
          w={220}
        />
        <Group gap="sm">
          {hasFilters(filters) && (
            <Button variant="subtle" onClick={clear}>
              Limpar filtros
            </Button>
          )}
          <Button type="submit">Aplicar filtros</Button>
        </Group>
      </Group>
    </Paper>
  );
}
