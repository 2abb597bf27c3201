import { Container, Text, Title } from '@mantine/core';

export default function AreaTerapeutaPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Área do Terapeuta</Title>
      <Text c="dimmed">Em construção.</Text>
    </Container>
  );
}
