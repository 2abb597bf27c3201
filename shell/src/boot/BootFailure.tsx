import { AppProviders } from '@acolhe/shared-ui';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when /config.json or /remotes.json cannot be read: nothing else can start without them. */
export function BootFailure() {
  return (
    <AppProviders>
      <Center mih="100vh">
        <Stack align="center">
          <Title order={1}>Acolhe</Title>
          <Text>Não foi possível iniciar o Acolhe. Verifique sua conexão e tente novamente.</Text>
          <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
        </Stack>
      </Center>
    </AppProviders>
  );
}
