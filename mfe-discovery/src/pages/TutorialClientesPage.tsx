import { Container, Text, Title } from '@mantine/core';

export default function TutorialClientesPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Tutorial para clientes</Title>
      <Text c="dimmed">Em construção.</Text>
    </Container>
  );
}
