import { Stack, Title } from '@mantine/core';
import { SectionStatus } from '../ui/SectionStatus';
import { ReviewCard } from './ReviewCard';
import { useReceivedReviewsSection } from './useReceivedReviews';

/** 'Avaliações recebidas' in the private area: every review, with the therapist's answer or 'Responder'. */
export function ReceivedReviews({ therapistId }: { therapistId: string }) {
  const section = useReceivedReviewsSection(therapistId);
  return (
    <Stack gap="md" component="section" aria-labelledby="avaliacoes-titulo">
      <Title order={2} id="avaliacoes-titulo">
        Avaliações recebidas
      </Title>
      <SectionStatus
        of={section}
        failedTitle="Não foi possível carregar suas avaliações."
        emptyText={section.reviews.length === 0 && 'Você ainda não recebeu avaliações.'}
      />
      {section.reviews.map((review) => (
        <ReviewCard
          key={review.id}
          review={review}
          sending={section.sendingId === review.id}
          onReply={(texto) => section.send(review, texto)}
          onRemoveReply={() => section.remove(review)}
        />
      ))}
    </Stack>
  );
}
