import { useId } from 'react';
import { Avatar, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate, initials, type Review } from '@acolhe/shared-domain';
import { VerifiedIcon } from '../ui/icons';
import { StarsImage } from '../ui/StarsImage';
import { canReportReview, isVerifiedReview, replyOf } from './reviewRules';
import { REPORT_TEXTS } from './reportTexts';
import { REVIEW_TEXTS as T } from './reviewTexts';

interface Props {
  review: Review;
  onEdit: (review: Review) => void;
  onDelete: (review: Review) => void;
  onReport: (review: Review) => void;
}

/** One review, signed as the api signs it ('Joana A.'), with the verified badge when its author had
 * a completed session through Acolhe and the therapist's answer under it. Texts are React text
 * nodes (never HTML); edit/delete only where canEdit. */
export function ReviewItem({ review, onEdit, onDelete, onReport }: Props) {
  const name = review.clientName.trim() || 'Paciente';
  const reply = replyOf(review);
  return (
    <Stack gap={6} component="article" aria-label={`Avaliação de ${name}`} data-testid="review-item">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <Avatar color="acolhe" radius="xl" alt="">
            {initials(name)}
          </Avatar>
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="xs" c="gray.7">
              {formatDate(review.dataAvaliacao)}
            </Text>
          </div>
        </Group>
        <StarsImage value={review.nota} size="sm" label={`Nota ${review.nota} de 5`} />
      </Group>
      {isVerifiedReview(review) && (
        // tinted background, dark text: the light variant's coloured text is below AA contrast
        <Badge
          color="teal"
          variant="light"
          c="dark.8"
          tt="none"
          radius="sm"
          leftSection={<VerifiedIcon size={14} />}
          title={T.verifiedHint}
          style={{ alignSelf: 'flex-start' }}
        >
          {T.verified}
        </Badge>
      )}
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comentario}</Text>
      {reply && <TherapistReply text={reply.text} date={reply.date} />}
      {review.canEdit && (
        <Group gap="xs">
          <Button size="xs" variant="subtle" onClick={() => onEdit(review)} aria-label="Editar sua avaliação">
            {T.edit}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(review)} aria-label="Excluir sua avaliação">
            {T.delete}
          </Button>
        </Group>
      )}
      {canReportReview(review) && (
        <Group gap="xs">
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onReport(review)} aria-label={`Denunciar a avaliação de ${name}`}>
            {REPORT_TEXTS.button}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The therapist's one public answer, indented under the review. */
function TherapistReply({ text, date }: { text: string; date: string }) {
  const titleId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      ml="lg"
      pl="md"
      py={4}
      style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs" align="baseline">
        <Text size="sm" fw={600} id={titleId}>
          {T.replyTitle}
        </Text>
        {date && (
          <Text size="xs" c="gray.7">
            {date}
          </Text>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Box>
  );
}
