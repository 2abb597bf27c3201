import { Container, Text, Title } from '@mantine/core';

export default function ClienteConfiguracoesPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Configurações da conta</Title>
      <Text c="dimmed">Em construção.</Text>
    </Container>
  );
}
