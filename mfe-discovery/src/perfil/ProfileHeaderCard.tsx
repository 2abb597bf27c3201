import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TherapistView } from '../api/publicTherapists';
import { locationLabel, priceLabel } from '../therapist-card/cardText';
import { CheckIcon, ClockIcon, MapPinIcon } from '../ui/icons';
import { RatingSummary } from '../ui/RatingSummary';
import { TherapistAvatar } from '../ui/TherapistAvatar';
import { PROFILE_TEXTS } from './profileTexts';
import {
  displaySpecialty,
  displayTitle,
  durationLabel,
  languageNames,
  photoUrl,
  sessionFormatLabels,
} from './profileView';

/** SPEC §2 profile header card. The therapist's name is the page's one h1. */
export function ProfileHeaderCard({ therapist }: { therapist: TherapistView }) {
  const location = locationLabel(therapist);
  const duration = durationLabel(therapist.sessionDuration);
  const formats = sessionFormatLabels(therapist.sessionFormats ?? []);
  const languages = languageNames(therapist.languages ?? []);
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="perfil-nome">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <TherapistAvatar name={therapist.fullName} src={photoUrl(therapist)} size={120} radius={120} />
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Title order={1} id="perfil-nome" fz={{ base: 26, sm: 32 }}>
            {therapist.fullName}
          </Title>
          <Text fw={600}>{displayTitle(therapist)}</Text>
          <Text c="gray.7">{displaySpecialty(therapist)}</Text>
          <RatingSummary rating={therapist.rating} reviewCount={therapist.reviewCount} size="md" />
          <Group gap="lg" c="dark.6">
            {location && (
              <Group gap={4} wrap="nowrap">
                <MapPinIcon />
                <Text size="sm">{location}</Text>
              </Group>
            )}
            {duration && (
              <Group gap={4} wrap="nowrap">
                <ClockIcon />
                <Text size="sm">{duration}</Text>
              </Group>
            )}
          </Group>
          <Text fw={600}>{priceLabel(therapist)}</Text>
        </Stack>
      </Group>
      {therapist.specialties.length > 0 && (
        <Group gap={6} mt="lg" aria-label={PROFILE_TEXTS.specialties} role="list">
          {therapist.specialties.map((s) => (
            <Badge key={s.id} variant="light" radius="sm" tt="none" role="listitem">
              {s.name}
            </Badge>
          ))}
        </Group>
      )}
      {formats.length > 0 && (
        <Group gap="md" mt="md">
          {formats.map((label) => (
            <Group key={label} gap={4} wrap="nowrap" c="acolhe.8">
              <CheckIcon size={16} />
              <Text size="sm" fw={600}>
                {label}
              </Text>
            </Group>
          ))}
        </Group>
      )}
      {languages.length > 0 && (
        <Text size="sm" mt="md">
          <Text span fw={600}>
            {PROFILE_TEXTS.languages}:
          </Text>{' '}
          {languages.join(', ')}
        </Text>
      )}
    </Card>
  );
}
