import { useState } from 'react';
import { Badge, Button, Group, Paper, Rating, Stack, Text, Textarea } from '@mantine/core';
import { formatDate, type Review } from '@acolhe/shared-domain';
import { REPLY_MAX } from './reviews';

interface Props {
  review: Review;
  sending: boolean;
  onReply: (texto: string) => Promise<string | null>;
}

/** One received review: the client's signature, stars, date, 'Consulta realizada pelo Acolhe'
 * when verified, the comment, and either the answer or 'Responder'. */
export function ReviewCard({ review, sending, onReply }: Props) {
  const name = review.clientName.trim() || 'Paciente';
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={`Avaliação de ${name}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="xs" c="dimmed">
              {formatDate(review.dataAvaliacao)}
            </Text>
          </div>
          <Rating value={review.nota} readOnly size="sm" role="img" aria-label={`Nota ${review.nota} de 5`} />
        </Group>
        {review.verified && (
          // tinted background, dark text: the light variant's coloured text is below AA contrast
          <Badge variant="light" color="teal" c="dark.8" tt="none" style={{ alignSelf: 'flex-start' }}>
            Consulta realizada pelo Acolhe
          </Badge>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.comentario}
        </Text>
        {review.resposta ? (
          <Paper bg="gray.0" radius="sm" p="sm" ml="md" component="section" aria-label="Resposta do terapeuta">
            <Text size="xs" fw={600} c="gray.7">
              Resposta do terapeuta · {formatDate(review.resposta.data)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.resposta.texto}
            </Text>
          </Paper>
        ) : (
          <ReplyForm name={name} sending={sending} onReply={onReply} />
        )}
      </Stack>
    </Paper>
  );
}

function ReplyForm({ name, sending, onReply }: { name: string; sending: boolean; onReply: Props['onReply'] }) {
  const [open, setOpen] = useState(false);
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!open) {
    return (
      <Button size="xs" variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)} aria-label={`Responder a avaliação de ${name}`}>
        Responder
      </Button>
    );
  }
  return (
    <form
      noValidate
      aria-label={`Responder a avaliação de ${name}`}
      onSubmit={async (event) => {
        event.preventDefault();
        const problem = await onReply(texto);
        setError(problem);
        if (problem === null) setOpen(false);
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Sua resposta"
          description="Ela aparece no seu perfil público, abaixo da avaliação. Só é possível responder uma vez."
          autosize
          minRows={3}
          maxLength={REPLY_MAX}
          data-autofocus
          value={texto}
          onChange={(event) => {
            setTexto(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          {texto.length}/{REPLY_MAX} caracteres
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setOpen(false);
              setError(null);
            }}
          >
            Cancelar
          </Button>
          <Button size="xs" type="submit" loading={sending}>
            Publicar resposta
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
