import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
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
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{T.cpfTitle}</Modal.Title>
          <Modal.CloseButton aria-label="Fechar" />
        </Modal.Header>
        <Modal.Body>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onSave();
            }}
          >
            <Stack gap="sm">
              <Text size="sm">{T.cpfWhy}</Text>
              <TextInput
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
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
