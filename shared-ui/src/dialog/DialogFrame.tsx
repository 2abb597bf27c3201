import type { ReactNode } from 'react';
import { Modal, type MantineSize } from '@mantine/core';

export interface DialogFrameProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: MantineSize | number;
  children: ReactNode;
}

/** Mantine's Modal for the private areas' dialogs, with a close button named 'Fechar' and a header
 * that is not a second page banner (its default <header> element would sit beside the shell's
 * header at the document root). */
export function DialogFrame({ opened, onClose, title, size, children }: DialogFrameProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Fechar" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
