import type { ReactNode } from 'react';
import { Modal, type MantineSize } from '@mantine/core';

export interface AccountModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: MantineSize;
  children: ReactNode;
}

/**
 * Mantine's Modal with two accessibility fixes (axe): the close button has a pt-BR name, and the
 * modal's header is a plain div — a second <header> outside <main> would be a second banner
 * landmark beside the page's.
 */
export function AccountModal({ opened, onClose, title, size = 'md', children }: AccountModalProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...{ component: 'div' }}>
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Fechar" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
