import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { REVIEW_COMMENT_MAX, REVIEW_MIN_LENGTH } from '@acolhe/shared-domain';
import { commentCounter, reviewDraftProblem, type ReviewDraft, type ReviewProblem } from './reviewRules';
import { REVIEW_TEXTS as T } from './reviewTexts';
import { reviewProblemToast } from './reviewToasts';

interface Props {
  mode: 'create' | 'edit';
  initial: ReviewDraft;
  submitting: boolean;
  /** the api's refusal of fields (400 { fieldErrors }), shown at each field; the first is focused */
  fieldErrors?: Readonly<Record<string, string>>;
  /** Called with a valid draft (comment trimmed). The form stays filled until the parent closes it. */
  onSubmit: (draft: ReviewDraft) => void;
  onCancel: () => void;
}

const NO_ERRORS: Readonly<Record<string, string>> = {};

// Mantine also renders a (hidden) radio for 0, "no rating".
const starLabel = (value: number) => (value === 0 ? 'Nenhuma estrela' : value === 1 ? '1 estrela' : `${value} estrelas`);

/** product.md#sessions-appointments/product.md#validation review form, creating or editing (prefilled). Problems are toasted and shown on the field. */
export function ReviewForm({ mode, initial, submitting, fieldErrors = NO_ERRORS, onSubmit, onCancel }: Props) {
  const [draft, setDraft] = useState<ReviewDraft>(initial);
  const [problem, setProblem] = useState<ReviewProblem | null>(null);
  const trimmedLength = draft.comentario.trim().length;
  const ratingRef = useRef<HTMLDivElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  // the form's own rule first; else what the api said of the field
  const ratingError = problem?.field === 'nota' ? problem.message : fieldErrors.nota;
  const commentError = problem?.field === 'comentario' ? problem.message : fieldErrors.comentario;

  useEffect(() => {
    if (fieldErrors.nota) ratingRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (fieldErrors.comentario) commentRef.current?.focus();
  }, [fieldErrors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reviewDraftProblem(draft);
    setProblem(found);
    if (found) {
      reviewProblemToast(found);
      return;
    }
    onSubmit({ nota: draft.nota, comentario: draft.comentario.trim() });
  };
  const change = (next: ReviewDraft) => {
    setDraft(next);
    if (problem && !reviewDraftProblem(next)) setProblem(null);
  };

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" component="form" onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="review-form-title">
          {mode === 'edit' ? T.formTitleEdit : T.formTitleCreate}
        </Title>
        <div>
          <Text component="span" id="review-rating-label" size="sm" fw={500}>
            {T.ratingLabel}{' '}
            <Text span c="red.8" aria-hidden>
              *
            </Text>
          </Text>
          <Rating
            value={draft.nota}
            onChange={(nota) => change({ ...draft, nota })}
            size="lg"
            role="radiogroup"
            aria-labelledby="review-rating-label"
            ref={ratingRef}
            aria-describedby={ratingError ? 'review-rating-error' : undefined}
            getSymbolLabel={starLabel}
          />
          {ratingError && (
            <Text id="review-rating-error" size="xs" c="red.8" role="alert">
              {ratingError}
            </Text>
          )}
        </div>
        <Textarea
          label={T.commentLabel}
          placeholder={T.commentPlaceholder}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REVIEW_COMMENT_MAX}
          value={draft.comentario}
          onChange={(e) => change({ ...draft, comentario: e.currentTarget.value })}
          ref={commentRef}
          error={commentError}
          // The counter is the field's description, so screen readers hear it with the field.
          description={commentCounter(draft.comentario)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          descriptionProps={{
            'data-testid': 'review-comment-counter',
            ta: 'right',
            c: trimmedLength >= REVIEW_MIN_LENGTH ? 'acolhe.8' : 'gray.7',
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={submitting}>
            {mode === 'edit' ? T.submitEdit : T.submitCreate}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
