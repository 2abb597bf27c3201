// 'Denunciar' on a review (issue 32): which review's dialog is open, and the call. A guest goes to the
// login first and comes back to this page (returnTo). The api's answers are shown as they come: 201
// 'Denúncia recebida…', 409 'Você já denunciou esta avaliação.', 400 with the field's message.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage, apiFieldErrors, callApi, loginPathFor, useCurrentUser } from '@acolhe/shared-auth';
import { denunciaSchema, validate, type MotivoDenuncia, type Review } from '@acolhe/shared-domain';
import { notify } from '@acolhe/shared-ui';
import { reportReview } from '@acolhe/shared-domain/operations';
import { REPORT_TEXTS } from './reportTexts';

export interface ReportDraft {
  motivo: MotivoDenuncia | null;
  texto: string;
}

export function useReportReview() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [target, setTarget] = useState<Review | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: async ({ id, motivo, texto }: { id: string; motivo: MotivoDenuncia; texto: string }) =>
      (await callApi(reportReview, { params: { id }, body: { motivo, texto: texto.trim() } })).message,
  });

  const open = (review: Review) => {
    if (!user) {
      navigate(loginPathFor(`${pathname}${search}`));
      return;
    }
    setFieldErrors({});
    setTarget(review);
  };
  const close = () => {
    if (!send.isPending) setTarget(null);
  };
  const submit = (draft: ReportDraft) => {
    if (!target) return;
    // the api's own rules (shared-domain denunciaSchema): a reason; a text for 'outro'
    const checked = validate(denunciaSchema, { motivo: draft.motivo ?? undefined, texto: draft.texto });
    if (!checked.success) {
      setFieldErrors(checked.fieldErrors);
      return;
    }
    send.mutate(
      { id: target.id, ...checked.output },
      {
        onSuccess: (message) => {
          notify({ title: REPORT_TEXTS.sentTitle, message, color: 'teal' });
          setTarget(null);
        },
        onError: (error) => {
          const fields = apiFieldErrors(error);
          if (Object.keys(fields).length > 0) {
            setFieldErrors(fields);
            return;
          }
          notify({ title: REPORT_TEXTS.failedTitle, message: apiErrorMessage(error, REPORT_TEXTS.failed), color: 'red' });
          setTarget(null);
        },
      },
    );
  };
  return { target, open, close, submit, sending: send.isPending, fieldErrors };
}
