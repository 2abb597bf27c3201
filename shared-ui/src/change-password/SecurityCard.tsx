import { useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** 'Segurança' card of both private areas (the client's settings, the therapist's Conta tab): the change-password dialog. */
export function SecurityCard() {
  const [opened, setOpened] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="seguranca">
      <Title order={2} size="h4" id="seguranca" mb="md">
        Segurança
      </Title>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="gray.7">
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
