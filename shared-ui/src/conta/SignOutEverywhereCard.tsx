// 'Sessões' card of both settings pages (issue 29): 'Sair de todos os dispositivos'.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { SIGN_OUT_EVERYWHERE_TEXTS as T, useSignOutEverywhere } from './useSignOutEverywhere';

export function SignOutEverywhereCard() {
  const { busy, run } = useSignOutEverywhere();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sessoes-conta">
      <Title order={2} size="h4" id="sessoes-conta" mb="md">
        {T.title}
      </Title>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="gray.7">
          {T.description}
        </Text>
        <Button variant="outline" loading={busy} onClick={() => void run()}>
          {T.button}
        </Button>
      </Stack>
    </Card>
  );
}
