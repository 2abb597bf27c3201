import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DialogFrame, submitWith } from '@acolhe/shared-ui/area-privada';
import { PAGAMENTO_TEXTS as T } from './pagamento';

interface Props {
  opened: boolean;
  value: string;
  error: string;
  saving: boolean;
  onChange: (value: string) => void;
  onSave: () => void;
  onClose: () => void;
}

/** 'Informe seu CPF': asked once, before the first 'Pagar com Pix' or 'Já paguei'. */
export function CpfDialog({ opened, value, error, saving, onChange, onSave, onClose }: Props) {
  // a refusal (the rule's or the api's) puts the person back on the field
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  return (
    <DialogFrame opened={opened} onClose={onClose} title={T.cpfTitle}>
      <form onSubmit={submitWith(onSave)}>
        <Stack gap="sm">
          <Text size="sm">{T.cpfWhy}</Text>
          <TextInput
            ref={input}
            label={T.cpfLabel}
            inputMode="numeric"
            autoComplete="off"
            placeholder="000.000.000-00"
            value={value}
            error={error || undefined}
            onChange={(event) => onChange(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {T.cpfCancel}
            </Button>
            <Button type="submit" loading={saving}>
              {T.cpfSave}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
