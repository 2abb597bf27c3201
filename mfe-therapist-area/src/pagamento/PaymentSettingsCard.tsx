import { Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ExplainedCard } from '../ui/ExplainedCard';
import { Select } from '@acolhe/shared-ui/mantine-area-privada';
import { LoadState, submitWith } from '@acolhe/shared-ui/area-privada';
import { PAYMENT_MODES, PAYMENT_MODE_LABELS, PIX_KEY_TYPES, PIX_KEY_TYPE_LABELS, type PaymentMode, type PixKeyType } from '@acolhe/shared-domain';
import { PAGAMENTO_SETTINGS_TEXTS as T, PIX_KEY_PLACEHOLDERS } from './pagamentoTexts';
import { usePaymentSettingsForm } from './usePaymentSettingsForm';

const KEY_TYPE_OPTIONS = PIX_KEY_TYPES.map((value) => ({ value, label: PIX_KEY_TYPE_LABELS[value] }));

/** Configurações → Pagamento: how the therapist takes payment, and the Pix key, name and city a
 * BR Code needs. */
export function PaymentSettingsCard({ therapistId }: { therapistId: string }) {
  const form = usePaymentSettingsForm(therapistId);
  const { values, errors } = form;
  return (
    <ExplainedCard headingId="pagamento-titulo" title={T.title} explain={T.explain} gap="md">
      <LoadState of={form} texts={T} loadingLabel="Carregando forma de pagamento" skeletonHeight={160}>
        <form noValidate onSubmit={submitWith(form.submit)}>
          <Stack gap="md">
            <Radio.Group label={T.forma} value={values.forma} onChange={(v) => form.set('forma', v as PaymentMode)} error={errors.forma}>
              <Group gap="lg" mt={6}>
                {PAYMENT_MODES.map((mode) => (
                  <Radio key={mode} value={mode} label={PAYMENT_MODE_LABELS[mode]} />
                ))}
              </Group>
            </Radio.Group>
            {values.forma === 'pix' ? (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label={T.chaveTipo}
                    data={KEY_TYPE_OPTIONS}
                    value={values.chaveTipo || null}
                    onChange={(v) => form.set('chaveTipo', (v ?? '') as PixKeyType | '')}
                    error={errors.chaveTipo}
                    allowDeselect={false}
                    required
                   
                  />
                  <TextInput
                    label={T.chave}
                    value={values.chave}
                    placeholder={values.chaveTipo ? PIX_KEY_PLACEHOLDERS[values.chaveTipo] : ''}
                    onChange={(e) => form.set('chave', e.currentTarget.value)}
                    error={errors.chave}
                    required
                   
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label={T.nome} description={T.nomeHint} value={values.nome} onChange={(e) => form.set('nome', e.currentTarget.value)} error={errors.nome} required />
                  <TextInput label={T.cidade} description={T.cidadeHint} value={values.cidade} onChange={(e) => form.set('cidade', e.currentTarget.value)} error={errors.cidade} required />
                </SimpleGrid>
              </>
            ) : null}
            {values.forma === 'link' ? (
              <TextInput
                label={T.link}
                description={T.linkHint}
                type="url"
                placeholder="https://"
                value={values.linkPagamento}
                onChange={(e) => form.set('linkPagamento', e.currentTarget.value)}
                error={errors.linkPagamento}
                required
              />
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={form.saving}>
                {T.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </LoadState>
    </ExplainedCard>
  );
}
