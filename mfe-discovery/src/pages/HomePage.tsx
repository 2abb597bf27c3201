import { Container, Text, Title } from '@mantine/core';

export default function HomePage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Início</Title>
      <Text c="dimmed">Em construção.</Text>
    </Container>
  );
}
