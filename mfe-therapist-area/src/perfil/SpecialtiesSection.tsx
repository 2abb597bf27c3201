import { Alert, Group, Skeleton, Text } from '@mantine/core';
import { Chip } from '@acolhe/shared-ui/mantine-area-privada';
import { PUBLICATION_FIELD_ANCHORS } from '@acolhe/shared-domain';
import { useSpecialties } from '../api';
import type { ProfileFormApi } from './formTypes';
import { Section } from './Section';

/** Specialties from the catalogue (GET /especialidades), kept as ids. */
export function SpecialtiesSection({ form }: { form: ProfileFormApi }) {
  const catalogue = useSpecialties();
  const error = form.errors.specialties;
  return (
    <Section title="Especialidades *" id={PUBLICATION_FIELD_ANCHORS.specialties}>
      <Text size="sm" c="dimmed">
        Escolha pelo menos uma: sem especialidade o perfil não aparece nas buscas.
      </Text>
      {catalogue.isPending && <Skeleton h={32} aria-label="Carregando especialidades" />}
      {catalogue.isError && (
        <Alert color="red" variant="light">
          Não foi possível carregar as especialidades.
        </Alert>
      )}
      {catalogue.data && (
        <Chip.Group multiple value={form.values.specialties} onChange={(ids) => form.setFieldValue('specialties', ids)}>
          <Group gap="xs" role="group" aria-label="Especialidades">
            {catalogue.data.map((s) => (
              <Chip key={s.id} value={s.id}>
                {s.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
    </Section>
  );
}
