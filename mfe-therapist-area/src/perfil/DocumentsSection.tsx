import { SimpleGrid, TextInput } from '@mantine/core';
import { Select } from '@acolhe/shared-ui/mantine-area-privada';
import { PUBLICATION_FIELD_ANCHORS, UF_CODES, UF_LABELS, maskPhone, optionsOf } from '@acolhe/shared-domain';
import { cpfInput, crpInput } from './liveChecks';
import type { ProfileFormApi } from './formTypes';
import { Section } from './Section';

const UF_OPTIONS = optionsOf(UF_CODES, UF_LABELS);

/** Masked inputs: the shared masks run on every keystroke and paste. */
function masked(form: ProfileFormApi, field: 'phone', mask: (v: string) => string) {
  const props = form.getInputProps(field);
  return {
    ...props,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, mask(event.currentTarget.value)),
  };
}

export function DocumentsSection({ form }: { form: ProfileFormApi }) {
  return (
    <Section title="Documentos e contato">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput id="perfil-cpf" label="CPF" withAsterisk placeholder="000.000.000-00" inputMode="numeric" {...cpfInput(form)} />
        <TextInput
          id={PUBLICATION_FIELD_ANCHORS.crp}
          label="CRP"
          withAsterisk
          description="Região e número: 06/12345 ou 06/123456. Sem ele o perfil não aparece nas buscas."
          placeholder="06/123456"
          {...crpInput(form)}
        />
        <TextInput label="Telefone" withAsterisk placeholder="(00) 00000-0000" inputMode="tel" autoComplete="tel" {...masked(form, 'phone', maskPhone)} />
        <TextInput id={PUBLICATION_FIELD_ANCHORS.city} label="Cidade" withAsterisk autoComplete="address-level2" {...form.getInputProps('city')} />
        <Select
          label="Estado"
          withAsterisk
          placeholder="Selecione"
          data={UF_OPTIONS}
          searchable
          {...form.getInputProps('state')}
          value={form.values.state || null}
          onChange={(value) => form.setFieldValue('state', value ?? '')}
        />
      </SimpleGrid>
    </Section>
  );
}
