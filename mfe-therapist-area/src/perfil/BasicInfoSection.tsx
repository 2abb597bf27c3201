import { SimpleGrid, TextInput } from '@mantine/core';
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
        <Select
          label="Gênero"
          description="Opcional. Não aparece no seu perfil público: serve só ao filtro de gênero da busca."
          placeholder="Selecione"
          data={GENDER_OPTIONS}
          clearable
          {...form.getInputProps('gender')}
          value={form.values.gender || null}
          onChange={(value) => form.setFieldValue('gender', (value ?? '') as typeof form.values.gender)}
        />
        <TextInput label="Título profissional" placeholder={DEFAULT_THERAPIST_TITLE} {...form.getInputProps('title')} />
      </SimpleGrid>
    </Section>
  );
}
