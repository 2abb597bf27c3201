import { Box, Loader, SimpleGrid, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { Select } from '@acolhe/shared-ui/mantine-area-privada';
import { PUBLICATION_FIELD_ANCHORS, UF_CODES, UF_LABELS, isCompleteCep, maskCep, type Address } from '@acolhe/shared-domain';
import { useCepLookup } from '@acolhe/shared-ui';
import { useCepFetcher } from '../api';
import type { ProfileFormApi } from './formTypes';
import { Section } from './Section';

const UF_OPTIONS = UF_CODES.map((code) => ({ value: code, label: `${code} - ${UF_LABELS[code]}` }));

/** Where presencial sessions happen. Required (asterisks) once 'Presencial' is offered; the CEP
 * fills street, neighbourhood, city and UF through the api (those fields wait meanwhile). */
export function OfficeAddressSection({ form, fillOffice }: { form: ProfileFormApi; fillOffice: (address: Address) => void }) {
  const cep = useCepLookup(useCepFetcher(), fillOffice);
  const busy = cep.looking;
  const required = form.values.sessionFormats.includes('presencial');
  const field = (name: keyof ProfileFormApi['values']['officeAddress']) => form.getInputProps(`officeAddress.${name}`);

  const onZipCodeChange = (typed: string) => {
    const masked = maskCep(typed);
    form.setFieldValue('officeAddress.zipCode', masked);
    if (isCompleteCep(masked)) void cep.lookup(masked);
    else cep.forget();
  };

  return (
    <Section title="Endereço do consultório" id={PUBLICATION_FIELD_ANCHORS.officeAddress}>
      <Text size="sm" c="dimmed">
        {required
          ? 'Obrigatório para atender presencialmente. O endereço completo só aparece para o cliente com sessão presencial confirmada; o perfil público mostra apenas bairro e cidade.'
          : 'Preencha se você atende presencialmente. O perfil público mostra apenas bairro e cidade.'}
      </Text>
      {/* the group's name is announced with each field; 'Município' keeps it apart from the
          public location's 'Cidade' above */}
      <Box component="fieldset" p={0} m={0} style={{ border: 0 }}>
        <VisuallyHidden component="legend">Endereço do consultório</VisuallyHidden>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="CEP"
            withAsterisk={required}
            placeholder="00000-000"
            inputMode="numeric"
            autoComplete="postal-code"
            {...field('zipCode')}
            onChange={(event) => onZipCodeChange(event.currentTarget.value)}
            rightSection={busy ? <Loader size="xs" aria-label="Buscando endereço" /> : null}
            description={busy ? 'Buscando endereço…' : cep.problem ? <span role="status">{cep.problem}</span> : undefined}
          />
          <TextInput label="Rua" withAsterisk={required} autoComplete="address-line1" disabled={busy} {...field('street')} />
          <TextInput label="Número" withAsterisk={required} {...field('number')} />
          <TextInput label="Complemento" placeholder="Sala, andar, bloco" autoComplete="address-line2" {...field('complement')} />
          <TextInput label="Bairro" withAsterisk={required} disabled={busy} {...field('neighborhood')} />
          <TextInput label="Município" withAsterisk={required} autoComplete="address-level2" disabled={busy} {...field('city')} />
          <Select
            label="UF"
            withAsterisk={required}
            placeholder="Selecione"
            data={UF_OPTIONS}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'Limpar UF' }}
            disabled={busy}
            {...field('state')}
            value={form.values.officeAddress.state || null}
            onChange={(value) => form.setFieldValue('officeAddress.state', value ?? '')}
          />
        </SimpleGrid>
      </Box>
    </Section>
  );
}
