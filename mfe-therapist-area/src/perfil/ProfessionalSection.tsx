import { Checkbox, Group, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { NumberInput } from '@acolhe/shared-ui/mantine-area-privada';
import {
  THERAPIST_SPECIALTY_PLACEHOLDER,
  FREE_FIRST_SESSION_LABEL,
  LANGUAGES,
  LANGUAGE_LABELS,
  PUBLICATION_FIELD_ANCHORS,
  SESSION_FORMATS,
  SESSION_FORMAT_LABELS,
  SESSION_PRICE_MIN,
  SESSION_TYPES,
  SESSION_TYPE_LABELS,
  THERAPY_APPROACHES,
  THERAPY_APPROACH_LABELS,
  optionsOf,
} from '@acolhe/shared-domain';
import { SessionDurationInput } from '../sessionSettings/SessionSettingsFields';
import type { ProfileFormApi } from './formTypes';
import { Section } from './Section';

function CheckboxList({ options }: { options: { value: string; label: string }[] }) {
  return (
    <Group mt="xs" gap="md">
      {options.map((o) => (
        <Checkbox key={o.value} value={o.value} label={o.label} />
      ))}
    </Group>
  );
}

export function ProfessionalSection({ form }: { form: ProfileFormApi }) {
  return (
    <Section title="Informações profissionais">
      <TextInput label="Especialidade principal" placeholder={THERAPIST_SPECIALTY_PLACEHOLDER} {...form.getInputProps('specialty')} />
      <Checkbox.Group label="Idiomas" withAsterisk {...form.getInputProps('languages')}>
        <CheckboxList options={optionsOf(LANGUAGES, LANGUAGE_LABELS)} />
      </Checkbox.Group>
      <Checkbox.Group label="Tipos de sessão" withAsterisk {...form.getInputProps('sessionTypes')}>
        <CheckboxList options={optionsOf(SESSION_TYPES, SESSION_TYPE_LABELS)} />
      </Checkbox.Group>
      <Checkbox.Group
        label="Abordagens terapêuticas"
        description="Usadas no filtro de abordagem da busca."
        {...form.getInputProps('approaches')}
      >
        <CheckboxList options={optionsOf(THERAPY_APPROACHES, THERAPY_APPROACH_LABELS)} />
      </Checkbox.Group>
      <Checkbox.Group id={PUBLICATION_FIELD_ANCHORS.sessionFormats} tabIndex={-1} label="Formatos de atendimento" withAsterisk {...form.getInputProps('sessionFormats')}>
        <CheckboxList options={optionsOf(SESSION_FORMATS, SESSION_FORMAT_LABELS)} />
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          id={PUBLICATION_FIELD_ANCHORS.price}
          label="Valor da sessão (R$)"
          withAsterisk
          prefix="R$ "
          min={SESSION_PRICE_MIN}
          step={1}
          clampBehavior="none"
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator="."
          {...form.getInputProps('sessionPrice')}
        />
        <SessionDurationInput error={form.errors.sessionDuration} />
      </SimpleGrid>
      <Switch label={FREE_FIRST_SESSION_LABEL} {...form.getInputProps('freeFirstSession', { type: 'checkbox' })} />
    </Section>
  );
}
