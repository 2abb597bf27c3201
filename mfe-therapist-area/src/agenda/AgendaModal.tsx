import type { ReactNode } from 'react';
import { Modal, type MantineSize } from '@mantine/core';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: MantineSize;
}

/** Mantine's Modal, with a named close button and a header that is not a second page banner
 * (its default <header> element would sit beside the shell's header at the document root). */
export function AgendaModal({ opened, onClose, title, children, size }: Props) {
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
