import { Text, Textarea, TextInput } from '@mantine/core';
import { BIO_MAX, BIO_MIN, PUBLICATION_FIELD_ANCHORS } from '@acolhe/shared-domain';
import type { ProfileFormApi } from './formTypes';
import { Section } from './Section';

export function AboutSection({ form }: { form: ProfileFormApi }) {
  const bioLength = form.values.bio.length;
  return (
    <Section title="Sobre você">
      <TextInput label="Descrição curta" description="Uma frase que aparece nos cards de busca." {...form.getInputProps('description')} />
      <div>
        <Textarea
          id={PUBLICATION_FIELD_ANCHORS.bio}
          label="Biografia"
          withAsterisk
          description={`Entre ${BIO_MIN} e ${BIO_MAX} caracteres.`}
          autosize
          minRows={4}
          maxLength={BIO_MAX}
          {...form.getInputProps('bio')}
        />
        <Text size="xs" c={bioLength > BIO_MAX || (bioLength > 0 && bioLength < BIO_MIN) ? 'red' : 'dimmed'} ta="right" aria-live="polite" data-testid="bio-counter">
          {bioLength}/{BIO_MAX}
        </Text>
      </div>
      <Textarea label="Abordagem terapêutica" autosize minRows={3} {...form.getInputProps('approach')} />
    </Section>
  );
}
