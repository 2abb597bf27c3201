// 'Sessões' card of both settings pages (issue 29): 'Sair de todos os dispositivos'.
import { Button, Stack, Text } from '@mantine/core';
import { SettingsCard } from './SettingsCard';
import { SIGN_OUT_EVERYWHERE_TEXTS as T, useSignOutEverywhere } from './useSignOutEverywhere';

export function SignOutEverywhereCard() {
  const { busy, run } = useSignOutEverywhere();
  return (
    <SettingsCard headingId="sessoes-conta" title={T.title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="gray.7">
          {T.description}
        </Text>
        <Button variant="outline" loading={busy} onClick={() => void run()}>
          {T.button}
        </Button>
      </Stack>
    </SettingsCard>
  );
}
