import { Badge, Group, Text } from '@mantine/core';
import { NEW_ON_ACOLHE, formatRating, reviewCountLabel } from './cardText';
import { StarsImage } from './StarsImage';

interface Props {
  rating: number;
  reviewCount: number;
  size?: 'xs' | 'sm' | 'md';
}

/** Stars (one image, StarsImage), the average and '{n} avaliações'. The stars are one image with a spoken label. With no
 * review yet there is no average to show ('0,0' would read as a bad rating). */
export function RatingSummary({ rating, reviewCount, size = 'sm' }: Props) {
  const average = formatRating(rating);
  // Before the first review: 'Novo no Acolhe' instead of grey stars and '(0 avaliações)'.
  if (reviewCount === 0) {
    return (
      <Group gap={6} data-testid="rating-summary">
        <Badge variant="light" color="teal" radius="sm" tt="none" size={size === 'md' ? 'md' : 'sm'}>
          {NEW_ON_ACOLHE}
        </Badge>
      </Group>
    );
  }
  return (
    <Group gap={6} data-testid="rating-summary">
      <StarsImage value={rating} size={size} label={`Nota ${average} de 5`} />
      <Text size={size} fw={600}>
        {average}
      </Text>
      <Text size={size} c="gray.7" style={{ whiteSpace: 'nowrap' }}>
        ({reviewCountLabel(reviewCount)})
      </Text>
    </Group>
  );
}
