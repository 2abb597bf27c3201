import { useState } from 'react';
import { Badge, Button, Group, Paper, Rating, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_REPLY_TITLE, formatDate, type Review } from '@acolhe/shared-domain';
import { REPLY_MAX } from './reviews';

interface Props {
  review: Review;
  sending: boolean;
  onReply: (texto: string) => Promise<string | null>;
  onRemoveReply: () => Promise<boolean>;
}

/** One received review: the client's signature, stars, date, 'Consulta realizada pelo Acolhe'
 * when verified, the comment, and either the answer or 'Responder'. */
export function ReviewCard({ review, sending, onReply, onRemoveReply }: Props) {
  const name = review.clientName.trim() || 'Paciente';
  const [editing, setEditing] = useState(false);
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
        {review.resposta && editing ? (
          <ReplyForm name={name} sending={sending} onReply={onReply} initial={review.resposta.texto} onClose={() => setEditing(false)} />
        ) : review.resposta ? (
          <Paper bg="gray.0" radius="sm" p="sm" ml="md" component="section" aria-label={REVIEW_REPLY_TITLE}>
            <Text size="xs" fw={600} c="gray.7">
              {REVIEW_REPLY_TITLE} · {formatDate(review.resposta.data)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.resposta.texto}
            </Text>
            <AnswerActions name={name} busy={sending} onEdit={() => setEditing(true)} onRemove={onRemoveReply} />
          </Paper>
        ) : (
          <ReplyForm name={name} sending={sending} onReply={onReply} />
        )}
      </Stack>
    </Paper>
  );
}

/** 'Editar' and 'Remover' under the therapist's answer; removing asks once. */
function AnswerActions({ name, busy, onEdit, onRemove }: { name: string; busy: boolean; onEdit: () => void; onRemove: () => Promise<boolean> }) {
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <Group gap="xs" mt="xs" role="group" aria-label={`Remover a resposta à avaliação de ${name}?`}>
        <Text size="xs">Remover esta resposta do seu perfil público?</Text>
        <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
          Voltar
        </Button>
        <Button
          size="xs"
          color="red"
          loading={busy}
          onClick={async () => {
            if (await onRemove()) setConfirming(false);
          }}
        >
          Remover resposta
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" mt="xs">
      <Button size="xs" variant="subtle" onClick={onEdit} aria-label={`Editar a resposta à avaliação de ${name}`}>
        Editar
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)} aria-label={`Remover a resposta à avaliação de ${name}`}>
        Remover
      </Button>
    </Group>
  );
}

interface ReplyFormProps {
  name: string;
  sending: boolean;
  onReply: Props['onReply'];
  /** editing: the answer as it is, the form open at once; closing ends the edit */
  initial?: string;
  onClose?: () => void;
}

function ReplyForm({ name, sending, onReply, initial, onClose }: ReplyFormProps) {
  const editing = initial !== undefined;
  const [open, setOpenState] = useState(editing);
  const [texto, setTexto] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const setOpen = (value: boolean) => {
    setOpenState(value);
    if (!value) onClose?.();
  };

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
          description="Ela aparece no seu perfil público, abaixo da avaliação. Você pode editá-la ou removê-la depois."
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
            {editing ? 'Salvar resposta' : 'Publicar resposta'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
