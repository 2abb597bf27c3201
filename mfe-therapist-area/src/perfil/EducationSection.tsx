import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { EDUCATION_MAX_ROWS } from '@acolhe/shared-domain';
import type { ProfileFormApi } from './formTypes';
import { newEducationEntry } from './profileForm';
import { Section } from './Section';

export function EducationSection({ form }: { form: ProfileFormApi }) {
  const rows = form.values.education;
  return (
    <Section title="Formação acadêmica">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhuma formação adicionada.
        </Text>
      )}
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Group key={row.id} align="flex-start" wrap="wrap" gap="sm">
            <TextInput label={`Curso ${index + 1}`} placeholder="Ex: Psicologia" style={{ flex: 2, minWidth: 180 }} {...form.getInputProps(`education.${index}.degree`)} />
            <TextInput label={`Instituição ${index + 1}`} style={{ flex: 2, minWidth: 180 }} {...form.getInputProps(`education.${index}.institution`)} />
            <TextInput label={`Ano ${index + 1}`} placeholder="AAAA" inputMode="numeric" maxLength={4} style={{ flex: 1, minWidth: 90 }} {...form.getInputProps(`education.${index}.year`)} />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              size="lg"
              aria-label={`Remover formação ${index + 1}`}
              onClick={() => form.removeListItem('education', index)}
            >
              <span aria-hidden>✕</span>
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <Button
        variant="light"
        onClick={() => form.insertListItem('education', newEducationEntry())}
        disabled={rows.length >= EDUCATION_MAX_ROWS}
        style={{ alignSelf: 'flex-start' }}
      >
        Adicionar formação
      </Button>
    </Section>
  );
}
