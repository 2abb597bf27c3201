import { useId, useState } from 'react';
import { Button, Card, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { ChangePasswordDialog } from './ChangePasswordDialog';

export interface ChangePasswordCardProps {
  /** 'Segurança' in the client's settings, 'Senha' in the therapist's Conta tab */
  title: string;
  /** the heading level where the card stands (a tab's cards sit under the tab's h2) */
  order?: TitleOrder;
}

/** The card that opens the change-password dialog, in both private areas' settings. */
export function ChangePasswordCard({ title, order = 2 }: ChangePasswordCardProps) {
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" align="flex-start">
        <Title order={order} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          Altere a senha que você usa para entrar no Acolhe.
        </Text>
        <Button variant="light" onClick={() => setOpened(true)}>
          Alterar senha
        </Button>
      </Stack>
      <ChangePasswordDialog opened={opened} onClose={() => setOpened(false)} />
    </Card>
  );
}
