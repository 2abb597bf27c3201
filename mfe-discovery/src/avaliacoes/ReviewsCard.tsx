import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { Review } from '@acolhe/shared-domain';
import { DeleteReviewDialog } from './DeleteReviewDialog';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import { REVIEW_TEXTS as T } from './reviewTexts';
import { useReviewEditor } from './useReviewEditor';

interface Props {
  therapistId: string;
  reviews: readonly Review[];
}

/** product.md#screens 'Avaliações de Pacientes' with the add / edit / delete flows of §4 and §8. */
export function ReviewsCard({ therapistId, reviews }: Props) {
  const editor = useReviewEditor(therapistId, reviews);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="perfil-avaliacoes">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="perfil-avaliacoes">
            {T.cardTitle}
          </Title>
          {editor.canAdd && <Button onClick={editor.openCreate}>{T.addButton}</Button>}
        </Group>
        {editor.form && (
          <ReviewForm
            key={editor.form.key}
            mode={editor.form.mode}
            initial={editor.form.initial}
            submitting={editor.form.submitting}
            onSubmit={editor.submit}
            onCancel={editor.closeForm}
          />
        )}
        {reviews.length === 0 ? (
          <Stack gap={4} py="sm">
            <Text c="gray.7">{T.empty}</Text>
            {editor.eligible && <Text fw={600}>{T.beFirst}</Text>}
          </Stack>
        ) : (
          <Stack gap="md">
            {reviews.map((review, i) => (
              <Stack key={review.id} gap="md">
                {i > 0 && <Divider />}
                <ReviewItem review={review} onEdit={editor.openEdit} onDelete={editor.requestDelete} />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      <DeleteReviewDialog
        opened={editor.deleteTarget !== null}
        deleting={editor.isDeleting}
        onConfirm={editor.confirmDelete}
        onClose={editor.cancelDelete}
      />
    </Card>
  );
}
