import { Container, Text, Title } from '@mantine/core';

export default function TerapeutasPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Busca de terapeutas</Title>
      <Text c="dimmed">Em construção.</Text>
    </Container>
  );
}
