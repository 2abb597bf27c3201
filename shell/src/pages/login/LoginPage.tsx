import { Container, Title } from '@mantine/core';

export default function LoginPage() {
  return (
    <Container size="xs" py="xl">
      <Title order={1}>Entrar</Title>
    </Container>
  );
}
