import { Card, Stack, Text, Title } from '@mantine/core';
import type { TherapistView } from '../api/hooks';
import { PROFILE_TEXTS } from './profileTexts';

function Paragraphs({ text, empty }: { text: string; empty: string }) {
  const value = text.trim();
  // Plain text with its line breaks kept; never parsed as HTML.
  return value ? (
    <Text style={{ whiteSpace: 'pre-line' }}>{value}</Text>
  ) : (
    <Text c="gray.7">{empty}</Text>
  );
}

/** product.md#screens about card: 'Sobre' (bio, else the short description) and 'Abordagem Terapêutica'. */
export function AboutCard({ therapist }: { therapist: TherapistView }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="perfil-sobre">
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3" id="perfil-sobre" mb="xs">
            {PROFILE_TEXTS.aboutTitle}
          </Title>
          <Paragraphs text={therapist.bio || therapist.description} empty={PROFILE_TEXTS.aboutEmpty} />
        </div>
        <div>
          <Title order={2} size="h3" mb="xs">
            {PROFILE_TEXTS.approachTitle}
          </Title>
          <Paragraphs text={therapist.approach} empty={PROFILE_TEXTS.approachEmpty} />
        </div>
      </Stack>
    </Card>
  );
}
