import { TextInput } from '@mantine/core';
import type { ProfileFormApi } from './formTypes';
import { Section } from './Section';

export function LinksSection({ form }: { form: ProfileFormApi }) {
  return (
    <Section title="Links">
      <TextInput
        label="Vídeo de apresentação"
        description="Link do YouTube, ex.: https://www.youtube.com/watch?v=..."
        type="url"
        {...form.getInputProps('youtubeVideoUrl')}
      />
      <TextInput label="Link de pagamento" type="url" placeholder="https://" {...form.getInputProps('paymentLink')} />
    </Section>
  );
}
