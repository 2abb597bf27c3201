import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FilterFields } from '../busca/FilterFields';
import { EMPTY_FILTER_VALUES, filtersFromValues, searchPath, type FilterFormValues } from '../busca/filters';
import { HOME_TEXTS } from './homeTexts';

/** product.md#screens search hero: no validation; goes to /terapeutas with only the non-empty filters. */
export function HomeHero() {
  const navigate = useNavigate();
  const [values, setValues] = useState<FilterFormValues>(EMPTY_FILTER_VALUES);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(filtersFromValues(values)));
  };
  return (
    <Box component="section" bg="acolhe.0" py={{ base: 40, sm: 72 }} aria-labelledby="home-hero-title">
      <Container size="lg">
        <Stack gap="lg">
          <Stack gap="xs" maw={720}>
            <Title order={1} id="home-hero-title" fz={{ base: 30, sm: 42 }}>
              {HOME_TEXTS.heroTitle}
            </Title>
            <Text size="lg" c="dark.6">
              {HOME_TEXTS.heroSubtitle}
            </Text>
          </Stack>
          <Paper component="form" onSubmit={submit} role="search" aria-label="Buscar terapeutas" shadow="sm" radius="md" p="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <FilterFields values={values} onChange={setValues} idPrefix="home" />
            </SimpleGrid>
            <Button type="submit" size="md" mt="lg" fullWidth>
              {HOME_TEXTS.searchButton}
            </Button>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
