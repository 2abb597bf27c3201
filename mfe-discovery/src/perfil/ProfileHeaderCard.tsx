import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSiteOrigin } from '@acolhe/shared-ui';
import type { TherapistView } from '../api/hooks';
import { formatCrp } from '@acolhe/shared-domain';
import { FREE_FIRST_SESSION, displayTitle, locationLabel, photoUrl, priceLines } from '../ui/cardText';
import { CheckIcon, ClockIcon, MapPinIcon } from '../ui/icons';
import { CrpVerificadoBadge } from '../ui/CrpVerificadoBadge';
import { RatingSummary } from '../ui/RatingSummary';
import { TherapistAvatar } from '../ui/TherapistAvatar';
import { PROFILE_TEXTS } from './profileTexts';
import { ShareButtons } from './ShareButtons';
import {
  approachNames,
  displaySpecialty,
  officeAreaLabel,
  sessionTypeNames,
  durationLabel,
  languageNames,
  sessionFormatLabels,
} from './profileView';

/** product.md#screens profile header card. The therapist's name is the page's one h1. */
export function ProfileHeaderCard({ therapist }: { therapist: TherapistView }) {
  const location = locationLabel(therapist);
  const duration = durationLabel(therapist.sessionDuration);
  const formats = sessionFormatLabels(therapist.sessionFormats ?? []);
  const languages = languageNames(therapist.languages ?? []);
  const crp = formatCrp(therapist.crp);
  const specialty = displaySpecialty(therapist);
  const types = sessionTypeNames(therapist.sessionTypes ?? []);
  const approaches = approachNames(therapist.approaches ?? []);
  const office = officeAreaLabel(therapist);
  const shareUrl = `${useSiteOrigin()}/terapeuta/${encodeURIComponent(therapist.id)}`;
  const detail = (label: string, value: string) => (
    <Text size="sm" mt="xs">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="perfil-nome">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <TherapistAvatar name={therapist.fullName} src={photoUrl(therapist)} size={120} radius={120} priority />
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Title order={1} id="perfil-nome" fz={{ base: 26, sm: 32 }}>
            {therapist.fullName}
          </Title>
          <Text fw={600}>{displayTitle(therapist)}</Text>
          {crp && (
            <Text size="sm" c="gray.7" data-testid="perfil-crp">
              {crp}
            </Text>
          )}
          <CrpVerificadoBadge verificadoEm={therapist.crpVerificadoEm} comData />
          {specialty && <Text c="gray.7">{specialty}</Text>}
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
          {priceLines(therapist).map((line) =>
            line === FREE_FIRST_SESSION ? (
              <Badge key={line} color="teal" variant="light" radius="sm" tt="none" size="lg" w="fit-content">
                {line}
              </Badge>
            ) : (
              <Text key={line} fw={600}>
                {line}
              </Text>
            ),
          )}
          <ShareButtons name={therapist.fullName} url={shareUrl} />
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
      {languages.length > 0 && detail(PROFILE_TEXTS.languages, languages.join(', '))}
      {types.length > 0 && detail(PROFILE_TEXTS.sessionTypes, types.join(', '))}
      {approaches.length > 0 && detail(PROFILE_TEXTS.approaches, approaches.join(', '))}
      {office && detail(PROFILE_TEXTS.office, office)}
    </Card>
  );
}
