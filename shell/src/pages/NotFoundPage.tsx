import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** product.md#screens: any other path. The old product's English text is kept on purpose (exact copy). */
export function NotFoundPage() {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Title order={1}>404</Title>
        <Text size="lg">Oops! Page not found</Text>
        <Anchor component={Link} to="/">Return to Home</Anchor>
      </Stack>
    </Center>
  );
}
