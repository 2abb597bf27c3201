import { Avatar, Card, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { initials } from '@acolhe/shared-domain';
import { HOME_TEXTS, TESTIMONIALS } from './homeTexts';

/** product.md#screens 'O que nossos clientes dizem': 3 static client quotes. */
export function Testimonials() {
  return (
    <Container size="lg" py={56} component="section" aria-labelledby="home-testimonials-title">
      <Title order={2} id="home-testimonials-title" mb="lg">
        {HOME_TEXTS.testimonialsTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {TESTIMONIALS.map((t) => (
          <Card key={t.id} withBorder radius="md" padding="lg" component="figure" m={0}>
            <Text component="blockquote" m={0} fs="italic" c="dark.7">
              “{t.text}”
            </Text>
            <Group component="figcaption" mt="md" gap="sm">
              <Avatar src={t.image || null} alt="" color="acolhe" radius="xl">
                {initials(t.name)}
              </Avatar>
              <Text fw={600}>{t.name}</Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
