import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { CANCEL_REASON_LABELS, SERIES_SESSION_BADGE, formatDate, statusLabel, toAppointmentStatus, veioDaListaDeEspera, type TherapistAppointment } from '@acolhe/shared-domain';
import { EntrarNaSala, SERIE_TEXTS } from '@acolhe/shared-ui/area-privada';
import { SERIE_ACOES_TEXTS } from '../texts';
import type { SerieAcao } from './useSerieDoTerapeuta';
import { PagamentoDaSessao } from '../pagamento/PagamentoDaSessao';
import { ACTION_LABELS, type AgendaAction } from './actions';
import { cancelledByLabel, isLateCancelled, modalityLabel, sessionTimeRange } from './sessionView';

const STATUS_COLORS = {
  PENDING: 'yellow',
  CONFIRMED: 'teal',
  REJECTED: 'red',
  COMPLETED: 'blue',
  CANCELLED: 'gray',
} as const;

/** undefined = the theme's primary colour (its shade passes the contrast check on white text). */
const ACTION_COLORS: Record<AgendaAction, string | undefined> = {
  confirm: undefined,
  decline: 'red',
  reschedule: undefined,
  cancel: 'red',
  complete: undefined,
};

const ACTION_VARIANTS: Record<AgendaAction, 'filled' | 'outline' | 'light'> = {
  confirm: 'filled',
  decline: 'outline',
  reschedule: 'light',
  cancel: 'outline',
  complete: 'filled',
};

/** A client's move of a session: a request again, to be told apart from a first booking. */
export const RESCHEDULE_REQUEST_LABEL = 'Pedido de remarcação';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      <span>{children}</span>
    </Text>
  );
}

interface Props {
  appointment: TherapistAppointment;
  actions: AgendaAction[];
  busyAction: AgendaAction | null;
  onAction: (action: AgendaAction) => void;
  /** present for confirmed appointments: opens the details dialog */
  onManage?: () => void;
  /** present for a session of a series: 'Ver série', and 'Encerrar série' while it can be cancelled */
  onSerie?: (acao: SerieAcao) => void;
}

export function AppointmentCard({ appointment, actions, busyAction, onAction, onManage, onSerie }: Props) {
  const status = toAppointmentStatus(appointment.status);
  const clientName = appointment.clientName || appointment.cliente?.name || 'Cliente';
  const when = `${formatDate(appointment.date)} às ${appointment.time}`;
  const modality = modalityLabel(appointment);
  const cancelledBy = status === 'CANCELLED' ? cancelledByLabel(appointment) : '';
  const serie = appointment.serieId && onSerie ? onSerie : null;
  const who = `${clientName} em ${when}`;
  // the waiting-list offer it came from (issue 46 item 4); '' for an ordinary booking
  const daLista = veioDaListaDeEspera(appointment.listaDeEspera);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Consulta de ${clientName} em ${when}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{clientName}</Text>
          <Group gap={6} wrap="nowrap">
            {appointment.rescheduledFrom && status === 'PENDING' && (
              <Badge color="grape" variant="light">
                {RESCHEDULE_REQUEST_LABEL}
              </Badge>
            )}
            {appointment.serieId && (
              <Badge color="teal" variant="light">
                {SERIES_SESSION_BADGE}
              </Badge>
            )}
            {isLateCancelled(appointment) && (
              <Badge color="orange" variant="light">
                Cancelamento tardio
              </Badge>
            )}
            <Badge color={STATUS_COLORS[status]} variant="dot">
              {statusLabel(appointment.status)}
            </Badge>
          </Group>
        </Group>
        <Group gap="lg">
          <Field label="Data">{formatDate(appointment.date)}</Field>
          <Field label="Horário">{sessionTimeRange(appointment)}</Field>
          {modality && <Field label="Modalidade">{modality}</Field>}
        </Group>
        {appointment.rescheduledFrom && status === 'PENDING' && (
          <Field label="Horário anterior">
            {formatDate(appointment.rescheduledFrom.date)} às {appointment.rescheduledFrom.time}
          </Field>
        )}
        {daLista && (
          <Text size="sm" c="gray.7">
            {daLista}
          </Text>
        )}
        {cancelledBy && <Field label="Cancelada por">{cancelledBy}</Field>}
        {status === 'REJECTED' && appointment.declineReason && <Field label="Motivo da recusa">{appointment.declineReason}</Field>}
        {appointment.cancelReason && <Field label="Motivo do cancelamento">{CANCEL_REASON_LABELS[appointment.cancelReason]}</Field>}
        {appointment.notes && <Field label="Observações do cliente">{appointment.notes}</Field>}
        {appointment.meetingLink && (
          <Field label="Link da reunião">
            <Anchor href={appointment.meetingLink} target="_blank" rel="noopener noreferrer">
              {appointment.meetingLink}
            </Anchor>
          </Field>
        )}
        {(status === 'CONFIRMED' || status === 'COMPLETED') && <PagamentoDaSessao appointment={appointment} clientName={clientName} />}
        <EntrarNaSala sessao={{ ...appointment, status }} />
        {(actions.length > 0 || onManage || serie) && (
          <Group gap="xs" mt={4}>
            {serie && (
              <Button size="xs" variant="light" onClick={() => serie('ver')} aria-label={`${SERIE_TEXTS.ver}: ${who}`}>
                {SERIE_TEXTS.ver}
              </Button>
            )}
            {serie && actions.includes('cancel') && (
              <Button size="xs" variant="outline" color="red" onClick={() => serie('encerrar')} aria-label={`${SERIE_ACOES_TEXTS.encerrar}: ${who}`}>
                {SERIE_ACOES_TEXTS.encerrar}
              </Button>
            )}
            {onManage && (
              <Button size="xs" variant="light" onClick={onManage}>
                Gerenciar
              </Button>
            )}
            {actions.map((action) => (
              <Button
                key={action}
                size="xs"
                color={ACTION_COLORS[action]}
                variant={ACTION_VARIANTS[action]}
                loading={busyAction === action}
                disabled={busyAction !== null && busyAction !== action}
                onClick={() => onAction(action)}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
