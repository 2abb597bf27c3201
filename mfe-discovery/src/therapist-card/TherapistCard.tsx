import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SEARCH_CARD_SPECIALTIES } from '@acolhe/shared-domain';
import type { ListedTherapist } from '../api/hooks';
import { MapPinIcon } from '../ui/icons';
import { CrpVerificadoBadge } from '../ui/CrpVerificadoBadge';
import { RatingSummary } from '../ui/RatingSummary';
import { TherapistAvatar } from '../ui/TherapistAvatar';
import { SESSION_FORMAT_LABELS } from '@acolhe/shared-domain';
import { FREE_FIRST_SESSION, displayTitle, locationLabel, nextAvailableLabel, photoUrl, priceLines, visibleSpecialties } from '../ui/cardText';

interface Props {
  therapist: ListedTherapist;
  /** Search cards list specialties (3, then '+N'); home cards do not. */
  showSpecialties?: boolean;
  /** Heading level of the name: 3 under a section's h2 (home), 2 directly under the page's h1. */
  headingOrder?: 2 | 3;
}

/** A therapist card linking to /terapeuta/{id} (home featured list and search results). */
export function TherapistCard({ therapist, showSpecialties = false, headingOrder = 3 }: Props) {
  const { shown, moreLabel } = visibleSpecialties(therapist.specialties ?? [], SEARCH_CARD_SPECIALTIES);
  const location = locationLabel(therapist);
  const Heading = headingOrder === 2 ? 'h2' : 'h3';
  const description = therapist.description.trim();
  const formats = (['online', 'presencial'] as const).filter((f) => (therapist.sessionFormats ?? []).includes(f));
  const next = nextAvailableLabel(therapist.nextAvailable);
  return (
    <Card
      component={Link}
      to={`/terapeuta/${encodeURIComponent(therapist.id)}`}
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      data-testid="therapist-card"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Stack gap="xs" h="100%">
        <TherapistAvatar name={therapist.fullName} src={photoUrl(therapist)} size={64} radius="xl" />
        <Stack gap={2}>
          <Text component={Heading} fw={700} size="lg" lh={1.3} m={0}>
            {therapist.fullName}
          </Text>
          <Text size="sm" c="gray.7">
            {displayTitle(therapist)}
          </Text>
          <CrpVerificadoBadge verificadoEm={therapist.crpVerificadoEm} />
        </Stack>
        <RatingSummary rating={therapist.rating} reviewCount={therapist.reviewCount} />
        {description && (
          <Text size="sm" c="dark.6" lineClamp={2} data-testid="card-description">
            {description}
          </Text>
        )}
        {formats.length > 0 && (
          <Group gap={6} role="list" aria-label="Modalidades">
            {formats.map((f) => (
              <Badge key={f} variant="outline" color="gray" radius="sm" tt="none" role="listitem">
                {SESSION_FORMAT_LABELS[f]}
              </Badge>
            ))}
          </Group>
        )}
        {showSpecialties && shown.length > 0 && (
          <Group gap={6} role="list" aria-label="Especialidades">
            {shown.map((s) => (
              <Badge key={s.id} variant="light" radius="sm" tt="none" role="listitem">
                {s.name}
              </Badge>
            ))}
            {moreLabel && (
              <Badge variant="outline" radius="sm" tt="none" role="listitem" title="Mais especialidades no perfil">
                {moreLabel}
              </Badge>
            )}
          </Group>
        )}
        <Stack gap={0} mt="auto">
          {priceLines(therapist).map((line) => (
            <Text key={line} fw={600} size="sm" c={line === FREE_FIRST_SESSION ? 'teal.9' : undefined}>
              {line}
            </Text>
          ))}
        </Stack>
        {next && (
          <Text size="sm" c="acolhe.8" fw={500}>
            {next}
          </Text>
        )}
        {location && (
          <Group gap={4} wrap="nowrap" c="gray.7">
            <MapPinIcon size={16} />
            <Text size="sm">{location}</Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
