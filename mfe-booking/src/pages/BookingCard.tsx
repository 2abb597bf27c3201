import { Container, Text, Title } from '@mantine/core';

export default function BookingCard() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Cartão de agendamento</Title>
      <Text c="dimmed">Em construção.</Text>
    </Container>
  );
}
