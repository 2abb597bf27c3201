import { Box, Button, Group, Text } from '@mantine/core';

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/**
 * While an integration tester's override is active (only possible where config.json enables
 * them), every page says so: which remotes come from where, and how to get the deployed ones back.
 */
export function RemoteOverridesBanner({ overridden, onRestore }: { overridden: Record<string, string>; onRestore: () => void }) {
  const entries = Object.entries(overridden);
  if (!entries.length) return null;
  return (
    <Box
      component="aside"
      aria-label="Remotos substituídos"
      data-testid="remote-overrides-banner"
      bg="yellow.1"
      c="dark.9"
      px="md"
      py={6}
      style={{ borderBottom: '2px solid var(--mantine-color-yellow-7)' }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Remotos substituídos neste navegador: {entries.map(([name, url]) => `${name} → ${originOf(url)}`).join(', ')}
        </Text>
        <Button size="compact-sm" variant="outline" color="dark" onClick={onRestore}>
          Restaurar remotos publicados
        </Button>
      </Group>
    </Box>
  );
}
