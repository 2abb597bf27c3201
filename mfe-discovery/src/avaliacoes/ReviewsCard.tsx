import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { Review } from '@acolhe/shared-domain';
import { REVIEW_FORM_HASH } from '@acolhe/shared-domain/contracts';
import { DeleteReviewDialog } from './DeleteReviewDialog';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import { ReportReviewDialog } from './ReportReviewDialog';
import { useReportReview } from './useReportReview';
import { REVIEW_TEXTS as T } from './reviewTexts';
import { useReviewEditor } from './useReviewEditor';

interface Props {
  therapistId: string;
  reviews: readonly Review[];
  /** the api's word for this reader: a completed session with the therapist and no review yet */
  canReview: boolean;
}

/** product.md#screens 'Avaliações de Pacientes' with the add / edit / delete flows of §4 and §8. */
export function ReviewsCard({ therapistId, reviews, canReview }: Props) {
  const editor = useReviewEditor(therapistId, reviews, canReview);
  const report = useReportReview();
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  const { canAdd, openCreate } = editor;
  // '#avaliar' (the client's 'Avaliar' after a completed session): the form open, in view, once
  const opened = useRef(false);
  useEffect(() => {
    if (hash !== REVIEW_FORM_HASH || !canAdd || opened.current) return;
    opened.current = true;
    openCreate();
    card.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, canAdd, openCreate]);
  return (
    <Card ref={card} withBorder radius="md" padding="lg" component="section" aria-labelledby="perfil-avaliacoes">
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
            fieldErrors={editor.form.fieldErrors}
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
                <ReviewItem review={review} onEdit={editor.openEdit} onDelete={editor.requestDelete} onReport={report.open} />
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
      <ReportReviewDialog
        reviewer={report.target ? report.target.clientName.trim() || 'Paciente' : null}
        sending={report.sending}
        fieldErrors={report.fieldErrors}
        onSubmit={report.submit}
        onClose={report.close}
      />
    </Card>
  );
}
