import { useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { ChangePasswordDialog } from '@acolhe/shared-ui/area-privada';

/** 'Segurança' card: the change-password dialog of the shell, shared through shared-ui. */
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
