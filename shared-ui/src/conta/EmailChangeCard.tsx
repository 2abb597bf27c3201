// 'E-mail' card of both settings pages (issue 29): the address notifications go to is the identity
// provider's verified one; a new one counts only once the code sent to it is confirmed.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { SettingsCard } from './SettingsCard';
import { useCurrentUser } from '@acolhe/shared-auth';
import { EMAIL_CHANGE_TEXTS as T, useEmailChange } from './useEmailChange';

export function EmailChangeCard() {
  const user = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const email = user?.email ?? '';
  return (
    <SettingsCard headingId="email-conta" title={T.title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="gray.7">
          {T.current}{' '}
          <Text span fw={600} c="dark" data-testid="email-atual">
            {email}
          </Text>
        </Text>
        <Button variant="light" onClick={() => setOpened(true)}>
          {T.button}
        </Button>
      </Stack>
      <Modal.Root opened={opened} onClose={() => setOpened(false)} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header {...{ component: 'div' }}>
            <Modal.Title fw={600}>{T.button}</Modal.Title>
            <Modal.CloseButton aria-label="Fechar" />
          </Modal.Header>
          <Modal.Body>
            {/* mounted only while open: closing discards what was typed */}
            <EmailChangeContent currentEmail={email} onClose={() => setOpened(false)} />
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </SettingsCard>
  );
}

function EmailChangeContent({ currentEmail, onClose }: { currentEmail: string; onClose: () => void }) {
  const { step, target, emailForm, codeForm, send, confirm, resend } = useEmailChange(currentEmail, onClose);
  if (step === 'email') {
    return (
      <form onSubmit={send} noValidate>
        <Stack>
          <TextInput label={T.newEmail} type="email" autoComplete="email" data-autofocus {...emailForm.getInputProps('email')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={emailForm.submitting}>
              Cancelar
            </Button>
            <Button type="submit" loading={emailForm.submitting}>
              {T.send}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }
  return (
    <form onSubmit={confirm} noValidate>
      <Stack>
        <Text size="sm">{T.codeSent(target)}</Text>
        <TextInput label={T.code} inputMode="numeric" autoComplete="one-time-code" data-autofocus {...codeForm.getInputProps('code')} />
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => void resend()}>
            {T.resend}
          </Button>
          <Button type="submit" loading={codeForm.submitting}>
            {T.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
