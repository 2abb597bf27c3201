import { Container, Text, Title } from '@mantine/core';

export default function ConfiguracoesTerapeutaPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Configurações do terapeuta</Title>
      <Text c="dimmed">Em construção.</Text>
    </Container>
  );
}
