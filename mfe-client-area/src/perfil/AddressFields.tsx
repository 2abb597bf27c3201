import { Loader, SimpleGrid, TextInput, Title, Stack } from '@mantine/core';
import { Select } from '@acolhe/shared-ui/mantine-area-privada';
import { CLIENT_ADDRESS_COMPLEMENT_MAX, CLIENT_ADDRESS_NUMBER_MAX, UF_CODES, UF_LABELS, isCompleteCep, maskCep } from '@acolhe/shared-domain';
import { useCepLookup } from '@acolhe/shared-ui';
import { useCepFetcher } from '../api';
import type { ProfileFormController } from './useProfileForm';

const UF_OPTIONS = UF_CODES.map((code) => ({ value: code, label: `${code} - ${UF_LABELS[code]}` }));

/** Address block: the CEP fills street, neighborhood, city and state (disabled meanwhile); número and
 * complemento are the client's (a CEP answer never has them, so they are kept). */
export function AddressFields({ form, fillAddress }: Pick<ProfileFormController, 'form' | 'fillAddress'>) {
  const cep = useCepLookup(useCepFetcher(), fillAddress);
  const busy = cep.looking;

  const onZipCodeChange = (typed: string) => {
    const masked = maskCep(typed);
    form.setFieldValue('zipCode', masked);
    if (isCompleteCep(masked)) void cep.lookup(masked);
    else cep.forget();
  };

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} size="h5" component="legend">
        Endereço
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="CEP"
          placeholder="00000-000"
          inputMode="numeric"
          autoComplete="postal-code"
          {...form.getInputProps('zipCode')}
          onChange={(event) => onZipCodeChange(event.currentTarget.value)}
          rightSection={busy ? <Loader size="xs" aria-label="Buscando endereço" /> : null}
          description={busy ? 'Buscando endereço…' : cep.problem ? <span role="status">{cep.problem}</span> : undefined}
        />
        <TextInput label="Rua" autoComplete="address-line1" disabled={busy} {...form.getInputProps('street')} />
        <TextInput label="Número" autoComplete="off" maxLength={CLIENT_ADDRESS_NUMBER_MAX} {...form.getInputProps('number')} />
        <TextInput
          label="Complemento"
          placeholder="Apto, bloco, sala…"
          autoComplete="address-line2"
          maxLength={CLIENT_ADDRESS_COMPLEMENT_MAX}
          {...form.getInputProps('complement')}
        />
        <TextInput label="Bairro" disabled={busy} {...form.getInputProps('neighborhood')} />
        <TextInput label="Cidade" autoComplete="address-level2" disabled={busy} {...form.getInputProps('city')} />
        <Select
          label="Estado"
          placeholder="Selecione"
          data={UF_OPTIONS}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Limpar estado' }}
          disabled={busy}
          {...form.getInputProps('state')}
          value={form.values.state || null}
          onChange={(value) => form.setFieldValue('state', (value ?? '') as typeof form.values.state)}
        />
      </SimpleGrid>
    </Stack>
  );
}
