import { Button, Group, Modal, Text } from '@mantine/core';
import { REVIEW_TEXTS as T } from './reviewTexts';

interface Props {
  opened: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** product.md#main-messages delete confirmation: 'Excluir Avaliação', Cancelar / Excluir. */
export function DeleteReviewDialog({ opened, deleting, onConfirm, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={deleting ? () => undefined : onClose} title={T.deleteTitle} centered>
      <Text>{T.deleteText}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={deleting}>
          {T.cancel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting}>
          {T.deleteConfirm}
        </Button>
      </Group>
    </Modal>
  );
}
