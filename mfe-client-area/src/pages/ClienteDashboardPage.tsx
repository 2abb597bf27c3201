import { Container, Text, Title } from '@mantine/core';

export default function ClienteDashboardPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Painel do cliente</Title>
      <Text c="dimmed">Em construção.</Text>
    </Container>
  );
}
