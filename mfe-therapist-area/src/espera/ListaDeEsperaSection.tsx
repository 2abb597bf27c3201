import { useRef } from 'react';
import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { NumberInput } from '@acolhe/shared-ui/mantine-area-privada';
import { LISTA_DE_ESPERA_TEXTS as T, OFERTA_DURACAO_MAX_MIN, OFERTA_DURACAO_MIN_MIN, pessoas } from '@acolhe/shared-domain';
import { SectionStatus } from '../ui/SectionStatus';
import { useListaDeEsperaSettings } from './useListaDeEsperaSettings';

/** Under Disponibilidade: who waits for which windows (first names only, in line order) and the
 * list's settings: pause, accept automatically, how long an offer is held. */
export function ListaDeEsperaSection({ therapistId }: { therapistId: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const s = useListaDeEsperaSettings(therapistId, formRef);
  return (
    <Stack gap="md" component="section" aria-labelledby="lista-de-espera-titulo">
      <div>
        <Title order={2} id="lista-de-espera-titulo">
          {T.title}
        </Title>
        <Text c="dimmed">{T.therapistIntro}</Text>
      </div>
      <SectionStatus of={s} failedTitle={T.loadFailed} emptyText={s.waiting === 0 && T.therapistEmpty} emptySize="sm" />
      {s.groups.length > 0 && (
        <Stack component="ul" gap="xs" aria-label={T.windowColumn} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {s.groups.map((g) => (
            <Paper component="li" key={g.janela} withBorder radius="sm" p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={500}>{g.janela}</Text>
                <Text size="sm">
                  {pessoas(g.quantos)}: {g.nomes.join(', ')}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {!s.loading && !s.failed && (
        <form ref={formRef} onSubmit={s.submit} noValidate aria-label={T.title}>
          <Stack gap="sm">
            <Switch
              name="pausada"
              label={T.pause}
              description={T.pauseHint}
              checked={s.values.pausada}
              onChange={(e) => s.set('pausada', e.currentTarget.checked)}
              error={s.errors.pausada}
            />
            <Switch
              name="aceitarAutomaticamente"
              label={T.autoAccept}
              description={T.autoAcceptHint}
              checked={s.values.aceitarAutomaticamente}
              onChange={(e) => s.set('aceitarAutomaticamente', e.currentTarget.checked)}
              error={s.errors.aceitarAutomaticamente}
            />
            <NumberInput
              name="duracaoOfertaMin"
              label={T.holdMinutes}
              description={T.holdMinutesHint}
              suffix=" min"
              min={OFERTA_DURACAO_MIN_MIN}
              max={OFERTA_DURACAO_MAX_MIN}
              allowDecimal={false}
              clampBehavior="none"
              maw={240}
              value={s.values.duracaoOfertaMin}
              onChange={(value) => s.set('duracaoOfertaMin', value)}
              error={s.errors.duracaoOfertaMin}
            />
            <Group>
              <Button type="submit" loading={s.saving}>
                {T.save}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
