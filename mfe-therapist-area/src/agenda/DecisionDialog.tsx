// 'Confirmar' and 'Recusar' a request, asked once. A decline may carry a reason, which the client
// reads in the e-mail and in their sessions; shared-domain's declineReasonSchema (the api's own)
// checks it here first. The request of a series (its first session while the series is pending)
// answers for the whole series: the dialog says what the series commits to before the therapist
// does (issue 44 item 1), and the answer is sent only once that is read.
import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { DECLINE_REASON_MAX, declineReasonSchema, formatDate, validate, type SeriesAnswer, type TherapistAppointment } from '@acolhe/shared-domain';
import { DialogFrame, SerieTermos, termosDaSerie } from '@acolhe/shared-ui/area-privada';
import { useSeries } from '../api';
import { sessionTimeRange } from './sessionView';

export interface Decision {
  appointment: TherapistAppointment;
  action: 'confirm' | 'decline';
}

export const DECISION_TEXTS = {
  confirmTitle: 'Confirmar consulta',
  confirmSeriesTitle: 'Confirmar série',
  confirmSeries: 'Confirmar série',
  seriesLoading: 'Carregando a série',
  declineTitle: 'Recusar solicitação',
  reasonLabel: 'Motivo (opcional)',
  reasonHint: 'O cliente verá este texto no e-mail e nas sessões dele.',
  confirm: 'Confirmar consulta',
  decline: 'Recusar solicitação',
  back: 'Voltar',
} as const;

interface Props {
  decision: Decision | null;
  onClose: () => void;
  /** 'YYYY-MM-DD' (São Paulo): what accepting a series reserves is counted from it */
  today: string;
  /** `serie`: the answer is the series' (its request) */
  onDecide: (appointment: TherapistAppointment, action: Decision['action'], reason: string, serie: boolean) => void;
}

export function DecisionDialog({ decision, onClose, onDecide, today }: Props) {
  const declining = decision?.action === 'decline';
  const serie = useSeries(decision?.appointment.serieId ?? null);
  // the request of a series: its series is still pending (a client's move of an accepted series' session is one session)
  const seriesRequest = Boolean(decision?.appointment.serieId) && serie.data?.estado === 'pendente';
  return (
    <DialogFrame
      opened={decision !== null}
      onClose={onClose}
      title={declining ? DECISION_TEXTS.declineTitle : seriesRequest ? DECISION_TEXTS.confirmSeriesTitle : DECISION_TEXTS.confirmTitle}
    >
      {/* mounted only while open: a reason typed for one request never shows on the next */}
      {decision && (
        <DecisionBody
          decision={decision}
          serie={decision.appointment.serieId ? { data: serie.data, loading: serie.isPending } : null}
          today={today}
          onClose={onClose}
          onDecide={onDecide}
        />
      )}
    </DialogFrame>
  );
}

interface SeriesRead {
  data: SeriesAnswer | undefined;
  loading: boolean;
}

function DecisionBody({ decision, serie, onClose, onDecide, today }: { decision: Decision; serie: SeriesRead | null } & Omit<Props, 'decision'>) {
  const { appointment, action } = decision;
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const who = appointment.clientName || 'Cliente';
  const when = `${formatDate(appointment.date)}, ${sessionTimeRange(appointment)}`;
  const seriesRequest = serie?.data?.estado === 'pendente';
  const termos = seriesRequest && serie.data ? termosDaSerie(serie.data, today) : null;
  const submit = () => {
    if (action === 'decline') {
      const checked = validate(declineReasonSchema, reason);
      if (!checked.success) {
        setError(checked.message);
        return;
      }
      onDecide(appointment, action, checked.output, seriesRequest);
    } else onDecide(appointment, action, '', seriesRequest);
  };
  const question = seriesRequest
    ? action === 'decline'
      ? `Recusar a série de ${who} que começaria em ${when}? A série toda é recusada.`
      : `Confirmar a série de ${who}? Confirmar aceita a série toda, não só a sessão de ${when}. O(a) cliente será avisado(a) por e-mail.`
    : action === 'decline'
      ? `Recusar a solicitação de ${who} para ${when}?`
      : `Confirmar a consulta de ${who} em ${when}? O cliente será avisado por e-mail.`;
  return (
    <Stack gap="md">
      {serie?.loading ? (
        <Skeleton height={60} aria-label={DECISION_TEXTS.seriesLoading} />
      ) : (
        <Text size="sm">{question}</Text>
      )}
      {termos && <SerieTermos termos={termos} />}
      {action === 'decline' && (
        <Textarea
          label={DECISION_TEXTS.reasonLabel}
          description={DECISION_TEXTS.reasonHint}
          autosize
          minRows={3}
          maxLength={DECLINE_REASON_MAX + 50}
          value={reason}
          error={error || undefined}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError('');
          }}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {DECISION_TEXTS.back}
        </Button>
        {/* a series' request is answered once what it commits to is on screen */}
        <Button color={action === 'decline' ? 'red' : undefined} onClick={submit} disabled={serie?.loading === true}>
          {action === 'decline' ? DECISION_TEXTS.decline : seriesRequest ? DECISION_TEXTS.confirmSeries : DECISION_TEXTS.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
