import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { REMOVE_PHOTO_TEXTS as T } from './texts';

export interface RemovePhotoButtonProps {
  /** Removes the photo; resolves true once removed (the dialog closes), false to keep it open for a retry. */
  onConfirm: () => Promise<boolean>;
  removing: boolean;
  disabled?: boolean;
}

/** 'Remover foto' and its confirmation ('Manter foto' / 'Remover foto'). The dialog is built from
 * Modal's parts: its header is a plain div (a portal's <header> would be a second page banner) and
 * the close button has a pt-BR name. It cannot be closed while the removal is being sent. */
export function RemovePhotoButton({ onConfirm, removing, disabled }: RemovePhotoButtonProps) {
  const [opened, setOpened] = useState(false);
  const close = () => {
    if (!removing) setOpened(false);
  };
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setOpened(true)} disabled={disabled}>
        {T.button}
      </Button>
      <Modal.Root opened={opened} onClose={close} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title>{T.title}</Modal.Title>
            <Modal.CloseButton aria-label="Fechar" disabled={removing} />
          </Modal.Header>
          <Modal.Body>
            <Stack>
              <Text>{T.question}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={close} disabled={removing}>
                  {T.keep}
                </Button>
                <Button
                  color="red"
                  loading={removing}
                  onClick={() => {
                    void onConfirm().then((done) => {
                      if (done) setOpened(false);
                    });
                  }}
                >
                  {T.confirm}
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
