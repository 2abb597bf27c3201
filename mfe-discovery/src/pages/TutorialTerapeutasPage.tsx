import { Container, Text, Title } from '@mantine/core';

export default function TutorialTerapeutasPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Tutorial para terapeutas</Title>
      <Text c="dimmed">Em construção.</Text>
    </Container>
  );
}
