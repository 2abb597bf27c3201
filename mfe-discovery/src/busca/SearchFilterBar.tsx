import { useState, type FormEvent } from 'react';
import { Box, Button, Group, NativeSelect, Paper, SimpleGrid, Text } from '@mantine/core';
import { SEARCH_ORDERS, SEARCH_ORDER_LABELS, optionsOf, priceRangeProblem, type SearchFilters, type SearchOrder } from '@acolhe/shared-domain';
import { FilterFields } from './FilterFields';
import { MoreFilterFields } from './MoreFilterFields';
import { EMPTY_FILTER_VALUES, activeFilterCount, filtersFromValues, hasFilters, valuesFromFilters, type FilterFormValues } from './filters';
import { SEARCH_TEXTS, showFiltersLabel } from './searchTexts';

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
  // On a phone the twelve fields start folded (the first result was ~1 180 px down), behind a
  // toggle with the count of applied filters; from `sm` up they are always shown. A class, not a
  // media query in JS: the server's render and the browser's agree. The bar is remounted when
  // the URL changes, so applying folds it again and the results are in view.
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} role="search" aria-label="Filtros da busca">
      <Button
        hiddenFrom="sm"
        variant="default"
        fullWidth
        mb={open ? 'md' : 0}
        aria-expanded={open}
        aria-controls="busca-campos"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? SEARCH_TEXTS.hideFilters : showFiltersLabel(active)}
      </Button>
      <Box id="busca-campos" visibleFrom={open ? undefined : 'sm'} data-testid="busca-campos">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <FilterFields values={values} onChange={setValues} idPrefix="busca" size="sm" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mt="md">
          <MoreFilterFields values={values} onChange={setValues} priceError={priceError} />
        </SimpleGrid>
      </Box>
      <Group justify="space-between" mt="md" gap="sm" align="flex-end">
        <NativeSelect
          id="busca-ordem"
          label="Ordenar por"
          data={ORDER_OPTIONS}
          value={ordem}
          onChange={(e) => onApply({ ...filters, ordem: e.currentTarget.value as SearchOrder })}
          size="sm"
          w={220}
          maw="100%"
        />
        <Group gap="sm">
          {hasFilters(filters) && (
            <Button variant="subtle" onClick={clear}>
              Limpar filtros
            </Button>
          )}
          <Button type="submit" visibleFrom={open ? undefined : 'sm'}>
            Aplicar filtros
          </Button>
        </Group>
      </Group>
      {ordem === 'avaliacao' && (
        <Text size="sm" c="gray.7" mt="xs" data-testid="explicacao-ordem">
          {SEARCH_TEXTS.ratingOrderHint}
        </Text>
      )}
    </Paper>
  );
}
