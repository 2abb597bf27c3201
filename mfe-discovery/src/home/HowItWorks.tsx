import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { HOME_TEXTS, HOW_IT_WORKS } from './homeTexts';

/** product.md#screens 'Como funciona': Busque, Escolha, Agende. */
export function HowItWorks() {
  return (
    <Box component="section" bg="gray.0" py={56} aria-labelledby="home-how-title">
      <Container size="lg">
        <Title order={2} id="home-how-title" mb="lg">
          {HOME_TEXTS.howItWorksTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {HOW_IT_WORKS.map((step, i) => (
            <Stack key={step.title} gap="xs" component="li">
              <ThemeIcon size={40} radius="xl" aria-hidden>
                {i + 1}
              </ThemeIcon>
              <Title order={3}>{step.title}</Title>
              <Text c="dark.6">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
