import { Container, Text, Title } from '@mantine/core';

export default function TerapeutaPerfilPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Perfil do terapeuta</Title>
      <Text c="dimmed">Em construção.</Text>
    </Container>
  );
}
