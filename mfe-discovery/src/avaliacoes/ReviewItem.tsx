import { Avatar, Button, Group, Rating, Stack, Text } from '@mantine/core';
import { formatDate, initials, type Review } from '@acolhe/shared-domain';
import { REVIEW_TEXTS as T } from './reviewTexts';

interface Props {
  review: Review;
  onEdit: (review: Review) => void;
  onDelete: (review: Review) => void;
}

/** One review. The comment is a React text node (never HTML); edit/delete only where canEdit. */
export function ReviewItem({ review, onEdit, onDelete }: Props) {
  const name = review.clientName.trim() || 'Paciente';
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
        <Rating value={review.nota} readOnly size="sm" role="img" aria-label={`Nota ${review.nota} de 5`} />
      </Group>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comentario}</Text>
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
    </Stack>
  );
}
