import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { ChangePasswordDialog } from '@acolhe/shared-ui/area-privada';

/** 'Senha' card of the Conta tab: the clients' change-password dialog (shared-ui), for therapists too. */
export function PasswordCard() {
  const [opened, setOpened] = useState(false);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="conta-senha">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" id="conta-senha">
          Senha
        </Title>
        <Text size="sm" c="dimmed">
          Altere a senha que você usa para entrar no Acolhe.
        </Text>
        <Button variant="light" onClick={() => setOpened(true)}>
          Alterar senha
        </Button>
      </Stack>
      <ChangePasswordDialog opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}
