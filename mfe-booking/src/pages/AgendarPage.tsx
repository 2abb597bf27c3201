import { Container, Text, Title } from '@mantine/core';

export default function AgendarPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Agendar consulta</Title>
      <Text c="dimmed">Em construção.</Text>
    </Container>
  );
}
