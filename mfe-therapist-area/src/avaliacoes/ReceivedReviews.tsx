import { Alert, Button, Stack, Text, Title } from '@mantine/core';
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
      {section.loading && <Text>Carregando...</Text>}
      {section.failed && (
        <Alert color="red" variant="light" title="Não foi possível carregar suas avaliações.">
          <Button variant="outline" color="red" size="xs" onClick={section.retry}>
            Tentar novamente
          </Button>
        </Alert>
      )}
      {!section.loading && !section.failed && section.reviews.length === 0 && <Text c="dimmed">Você ainda não recebeu avaliações.</Text>}
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
