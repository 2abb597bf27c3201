// No Chip here: it is in the private areas' façade only (tooling/webpack/facades/README.md), and a
// public page should not load it; the weekdays are toggle buttons (aria-pressed) styled as chips.
import { Alert, Button, Group, Input, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useId, useRef } from 'react';
import { LISTA_DE_ESPERA_TEXTS as T, SESSION_FORMAT_LABELS, WEEKDAY_CHIPS, type SessionFormat } from '@acolhe/shared-domain';
import { useEntrarNaLista } from './useEntrarNaLista';

const EITHER = 'ambos';

/** 'Entrar na lista de espera' under the booking form (the card and /agendar): weekdays, a time
 * window, the format (only those the therapist offers), a note. Not shown to a therapist. */
export function EntrarNaLista({ therapistId, sessionFormats }: { therapistId: string; sessionFormats?: readonly unknown[] | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const w = useEntrarNaLista(therapistId, sessionFormats, formRef);
  const id = useId();
  if (w.viewer.kind === 'terapeuta') return null;
  if (!w.opened) {
    return (
      <Stack gap={4}>
        {w.joined && (
          <Alert color="green" role="status">
            {T.joined}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {T.joinHint}
        </Text>
        <Button variant="subtle" onClick={w.open} style={{ alignSelf: 'flex-start' }} px={0}>
          {T.joinButton}
        </Button>
      </Stack>
    );
  }
  const formatOptions = [
    ...w.formatos.map((f) => ({ value: f, label: SESSION_FORMAT_LABELS[f] })),
    ...(w.formatos.length > 1 ? [{ value: EITHER, label: T.eitherFormat }] : []),
  ];
  return (
    <form ref={formRef} onSubmit={w.submit} noValidate aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={`${id}-title`}>
          {T.formTitle}
        </Title>
        <Input.Wrapper label={T.days} error={w.errors.diasDaSemana} id={`${id}-dias`}>
          <Group gap={6} mt={4} role="group" aria-label={T.days}>
            {WEEKDAY_CHIPS.map((label, day) => {
              const on = w.draft.diasDaSemana.includes(day);
              return (
                <Button
                  key={label}
                  size="compact-sm"
                  radius="xl"
                  variant={on ? 'filled' : 'outline'}
                  aria-pressed={on}
                  {...(day === 0 ? { 'data-field': 'diasDaSemana' } : {})}
                  onClick={() => w.change('diasDaSemana', on ? w.draft.diasDaSemana.filter((d) => d !== day) : [...w.draft.diasDaSemana, day])}
                >
                  {label}
                </Button>
              );
            })}
          </Group>
        </Input.Wrapper>
        <Group grow align="flex-start">
          <TextInput
            type="time"
            label={T.from}
            name="inicio"
            data-field="inicio"
            value={w.draft.inicio}
            onChange={(e) => w.change('inicio', e.currentTarget.value)}
            error={w.errors.inicio}
          />
          <TextInput
            type="time"
            label={T.to}
            name="fim"
            data-field="fim"
            value={w.draft.fim}
            onChange={(e) => w.change('fim', e.currentTarget.value)}
            error={w.errors.fim}
          />
        </Group>
        {formatOptions.length > 1 ? (
          <Input.Wrapper label={T.format} error={w.errors.modalidade}>
            <SegmentedControl
              fullWidth
              data-field="modalidade"
              data={formatOptions}
              value={w.draft.modalidade ?? EITHER}
              onChange={(value) => w.change('modalidade', value === EITHER ? null : (value as SessionFormat))}
            />
          </Input.Wrapper>
        ) : (
          <Text size="sm">
            {T.format}: {SESSION_FORMAT_LABELS[w.formatos[0]!]}
          </Text>
        )}
        <Textarea
          label={T.note}
          name="observacao"
          data-field="observacao"
          autosize
          minRows={2}
          value={w.draft.observacao}
          onChange={(e) => w.change('observacao', e.currentTarget.value)}
          error={w.errors.observacao}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={w.close}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={w.sending}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
