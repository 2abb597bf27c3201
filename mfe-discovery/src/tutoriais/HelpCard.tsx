import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { supportMailto } from '../ui/supportEmail';

/** The closing 'need help' card: a mailto: to the support address of the runtime config. */
export function HelpCard({ subject }: { subject: string }) {
  const mailto = supportMailto(subject);
  return (
    <Card withBorder radius="md" padding="xl" bg="acolhe.0" component="section" aria-labelledby="tutorial-ajuda">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h3" id="tutorial-ajuda">
          Precisa de ajuda?
        </Title>
        <Text>Nossa equipe de suporte responde por e-mail e está pronta para tirar suas dúvidas.</Text>
        {mailto && (
          <Button component="a" href={mailto} mt="xs">
            Fale conosco
          </Button>
        )}
      </Stack>
    </Card>
  );
}
