// The reviews card's behaviour: which form is open, the delete confirmation, and the calls
// with their product.md#main-messages toasts. Only a signed-in client ever reaches a call (see canAddReview and
// canEdit): a forbidden call would get a 403 and the http client would sign the user out.
import { useState } from 'react';
import { apiFieldErrors, useCurrentUser } from '@acolhe/shared-auth';
import type { Review } from '@acolhe/shared-domain';
import { useReviewMutations } from '../api/hooks';
import { canAddReview, initialDraft, isEligibleReviewer, ownReview, type ReviewDraft } from './reviewRules';
import { reviewToast } from './reviewToasts';

type FormState = { mode: 'create' } | { mode: 'edit'; review: Review } | null;

export function useReviewEditor(therapistId: string, reviews: readonly Review[], canReview: boolean) {
  const user = useCurrentUser();
  const { create, update, remove } = useReviewMutations(therapistId);
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  // the api's refusal of a field (400 { fieldErrors }), shown at that field until the next send
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const isClient = user?.tipo === 'cliente';

  const openCreate = () => {
    if (!isClient || !canReview) return;
    setFieldErrors({});
    setForm({ mode: 'create' });
  };
  const openEdit = (review: Review) => {
    if (!isClient || !review.canEdit) return;
    setFieldErrors({});
    setForm({ mode: 'edit', review });
  };
  /** A refusal with field errors is shown at the fields; any other failure is the toast. */
  const failed = (toast: 'createFailed' | 'updateFailed') => (error: unknown) => {
    const fields = apiFieldErrors(error);
    if (Object.keys(fields).length > 0) setFieldErrors(fields);
    else reviewToast(toast);
  };
  const closeForm = () => setForm(null);

  const submit = (draft: ReviewDraft) => {
    if (!user || !isClient || !form) return;
    setFieldErrors({});
    if (form.mode === 'create') {
      create.mutate(
        { input: draft },
        {
          onSuccess: () => {
            reviewToast('created');
            setForm(null);
          },
          onError: failed('createFailed'),
        },
      );
    } else {
      update.mutate(
        { id: form.review.id, input: draft },
        {
          onSuccess: () => {
            reviewToast('updated');
            setForm(null);
          },
          onError: failed('updateFailed'),
        },
      );
    }
  };

  const confirmDelete = () => {
    if (!deleting || !isClient) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        reviewToast('removed');
        setDeleting(null);
        setForm(null);
      },
      onError: () => {
        reviewToast('removeFailed');
        setDeleting(null);
      },
    });
  };

  return {
    user,
    own: ownReview(reviews, user),
    canAdd: canAddReview(user, reviews, form !== null, canReview),
    eligible: isEligibleReviewer(user, reviews, canReview),
    form: form && {
      mode: form.mode,
      // key: a new form state (another review, or create after edit) starts a fresh draft
      key: form.mode === 'edit' ? `edit-${form.review.id}` : 'create',
      initial: initialDraft(form.mode === 'edit' ? form.review : null),
      submitting: create.isPending || update.isPending,
      fieldErrors,
    },
    openCreate,
    openEdit,
    closeForm,
    submit,
    deleteTarget: deleting,
    requestDelete: (review: Review) => {
      if (isClient && review.canEdit) setDeleting(review);
    },
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    isDeleting: remove.isPending,
  };
}
