import { Container, Title } from '@mantine/core';

export default function CadastroPage() {
  return (
    <Container size="xs" py="xl">
      <Title order={1}>Cadastre-se</Title>
    </Container>
  );
}
