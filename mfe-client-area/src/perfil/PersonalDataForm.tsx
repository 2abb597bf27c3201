import { Button, Group, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { LoadFailedAlert, SettingsCard } from '@acolhe/shared-ui/area-privada';
import { Select } from '@acolhe/shared-ui/mantine-area-privada';
import { CLIENT_GENDERS, CLIENT_GENDER_LABELS, maskCpf, maskPhone, optionsOf, type ClientGender } from '@acolhe/shared-domain';
import { AddressFields } from './AddressFields';
import { BirthDateInput } from './BirthDateInput';
import type { ProfileFormController } from './useProfileForm';

import { PROFILE_LOAD_ERROR } from '../texts';
const GENDER_OPTIONS = optionsOf(CLIENT_GENDERS, CLIENT_GENDER_LABELS);

/** 'Dados pessoais' card of the client settings (product.md#screens/product.md#validation). */
export function PersonalDataForm({ controller }: { controller: ProfileFormController }) {
  const { query, form, submit, saving, fillAddress } = controller;

  return (
    <SettingsCard headingId="dados-pessoais" title="Dados pessoais">
      {query.isError ? (
        <LoadFailedAlert title={PROFILE_LOAD_ERROR} onRetry={() => void query.refetch()} />
      ) : !form.initialized ? (
        <Stack gap="sm" aria-busy="true" aria-label="Carregando seus dados">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Nome" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
              <TextInput
                label="E-mail"
                value={query.data?.email ?? ''}
                readOnly
                description="O e-mail da sua conta não pode ser alterado aqui."
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                // Mantine's dimmed description colour is below AA contrast on white
                styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
              />
              <Select
                label="Gênero"
                placeholder="Selecione"
                data={GENDER_OPTIONS}
                clearable
                clearButtonProps={{ 'aria-label': 'Limpar gênero' }}
                {...form.getInputProps('gender')}
                value={form.values.gender || null}
                onChange={(value) => form.setFieldValue('gender', (value ?? '') as ClientGender | '')}
              />
              <BirthDateInput
                value={form.values.birthDate}
                onChange={(value) => form.setFieldValue('birthDate', value)}
                error={form.errors.birthDate}
              />
              <TextInput
                label="Telefone"
                placeholder="(00) 00000-0000"
                inputMode="tel"
                autoComplete="tel"
                {...form.getInputProps('phone')}
                onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
              />
              <TextInput
                label="CPF"
                placeholder="000.000.000-00"
                inputMode="numeric"
                {...form.getInputProps('cpf')}
                onChange={(event) => form.setFieldValue('cpf', maskCpf(event.currentTarget.value))}
              />
            </SimpleGrid>
            <AddressFields form={form} fillAddress={fillAddress} />
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                Salvar alterações
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SettingsCard>
  );
}
