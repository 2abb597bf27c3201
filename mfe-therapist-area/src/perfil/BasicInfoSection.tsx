import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Select } from '@acolhe/shared-ui/mantine-area-privada';
import { DateInput } from '@mantine/dates';
import { DatesPtBr } from '@acolhe/shared-ui/dates';
import {
  BIRTH_DATE_MIN,
  DEFAULT_THERAPIST_TITLE,
  PUBLICATION_FIELD_ANCHORS,
  THERAPIST_GENDERS,
  THERAPIST_GENDER_LABELS,
  optionsOf,
  parseBrDate,
  todayIso,
} from '@acolhe/shared-domain';
import type { ProfileFormApi } from './formTypes';
import { Section } from './Section';

const GENDER_OPTIONS = optionsOf(THERAPIST_GENDERS, THERAPIST_GENDER_LABELS);
/** Decision 0038: only by choice, and saying what it means (whoever filters learns the gender). */
export const GENDER_IN_SEARCH_LABEL = 'Aparecer no filtro de gênero da busca';
export const GENDER_IN_SEARCH_HINT = 'Quem filtrar a busca por gênero encontrará você, e assim saberá o gênero que você informou. Sem esta opção, você não aparece em nenhuma busca filtrada por gênero.';

export function BasicInfoSection({ form }: { form: ProfileFormApi }) {
  return (
    <Section title="Informações básicas">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput id={PUBLICATION_FIELD_ANCHORS.fullName} label="Nome completo" withAsterisk autoComplete="name" {...form.getInputProps('fullName')} />
        <DatesPtBr>
          <DateInput
            label="Data de nascimento"
            withAsterisk
            placeholder="dd/mm/aaaa"
            valueFormat="DD/MM/YYYY"
            dateParser={parseBrDate}
            minDate={BIRTH_DATE_MIN}
            maxDate={todayIso()}
            defaultLevel="decade"
            {...form.getInputProps('birthDate')}
            value={form.values.birthDate || null}
            onChange={(value) => form.setFieldValue('birthDate', value ?? '')}
          />
        </DatesPtBr>
        <Stack gap="xs">
          <Select
            label="Gênero"
            description="Opcional. Não aparece no seu perfil público; só serve ao filtro de gênero da busca, se você escolher aparecer nele."
            placeholder="Selecione"
            data={GENDER_OPTIONS}
            clearable
            {...form.getInputProps('gender')}
            value={form.values.gender || null}
            onChange={(value) => form.setFieldValue('gender', (value ?? '') as typeof form.values.gender)}
          />
          <Checkbox
            label={GENDER_IN_SEARCH_LABEL}
            description={GENDER_IN_SEARCH_HINT}
            {...form.getInputProps('genderInSearch', { type: 'checkbox' })}
          />
        </Stack>
        <TextInput label="Título profissional" placeholder={DEFAULT_THERAPIST_TITLE} {...form.getInputProps('title')} />
      </SimpleGrid>
    </Section>
  );
}
