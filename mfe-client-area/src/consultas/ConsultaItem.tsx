import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SERIES_SESSION_BADGE, formatDate, formatTime, statusLabel, veioDaListaDeEspera, type Appointment, type AppointmentStatus } from '@acolhe/shared-domain';
import { reviewPath } from '@acolhe/shared-domain/contracts';
import { EntrarNaSala } from '@acolhe/shared-ui/area-privada';
import { AddToCalendarMenu } from '../calendario/AddToCalendarMenu';
import { PagamentoSessao } from '../pagamento/PagamentoSessao';
import { canAddToCalendar } from '../calendario/calendario';
import { REMARCAR_TEXTS } from '../remarcar/remarcarTexts';
import { SerieMenu } from '../serie/SerieMenu';
import type { SerieAcao } from '../serie/useSerieAcoes';
import { TORNAR_SERIE_TEXTS } from '../texts';
import { SALA_PLACE_TEXT, canCancel, canReschedule, closedReasonOf, lateCancellationNoteOf, modalityLabelOf, placeOf, timeRangeOf } from '../regras/consultas';

const STATUS_COLOR: Record<AppointmentStatus, string> = {
  PENDING: 'yellow',
  CONFIRMED: 'green',
  COMPLETED: 'gray',
  REJECTED: 'red',
  CANCELLED: 'red',
};

interface Props {
  appointment: Appointment;
  now: Date;
  onCancel: (appointment: Appointment) => void;
  onReschedule: (appointment: Appointment) => void;
  /** the 'Gerenciar série' menu of a session of a series (issue 33) */
  onSerie?: (acao: SerieAcao, appointment: Appointment) => void;
  /** 'Tornar semanal' of a confirmed single session (issue 33) */
  onTornarSerie?: (appointment: Appointment) => void;
}

/** One appointment: therapist (linked to the public profile), date, time range, format, status,
 * where it happens once confirmed (office address or meeting link) with 'Adicionar ao calendário',
 * and, for one that will not happen, who declined or cancelled it. */
export function ConsultaItem({ appointment, now, onCancel, onReschedule, onSerie, onTornarSerie }: Props) {
  const name = appointment.therapistName || 'Terapeuta';
  const date = formatDate(appointment.date);
  const time = formatTime(appointment.time);
  const place = placeOf(appointment);
  const closedReason = closedReasonOf(appointment);
  const lateNote = lateCancellationNoteOf(appointment);
  // the waiting-list offer it came from (issue 46 item 4); '' for an ordinary booking
  const daLista = veioDaListaDeEspera(appointment.listaDeEspera);
  const which = `consulta com ${name} em ${date} às ${time}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={`Consulta com ${name} em ${date} às ${time}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={`/terapeuta/${encodeURIComponent(appointment.therapistId)}`} fw={600}>
            {name}
          </Anchor>
          <Text size="sm">
            {date}, {timeRangeOf(appointment)} · {modalityLabelOf(appointment)}
          </Text>
          {place?.kind === 'address' ? (
            <Text size="sm">Endereço: {place.text}</Text>
          ) : place?.kind === 'link' ? (
            <Text size="sm">
              Link da sessão:{' '}
              <Anchor href={place.href} target="_blank" rel="noopener noreferrer">
                {place.href}
              </Anchor>
            </Text>
          ) : place?.kind === 'sala' ? (
            <Text size="sm">{SALA_PLACE_TEXT}</Text>
          ) : place?.kind === 'link-pending' ? (
            <Text size="sm" c="gray.7">
              O link da sessão será informado pelo(a) terapeuta.
            </Text>
          ) : null}
          {closedReason ? (
            <Text size="sm" fw={600} c="red.9">
              {closedReason}
            </Text>
          ) : null}
          {appointment.status === 'REJECTED' && appointment.declineReason ? (
            // the therapist's word on a declined request (issue 30)
            <Text size="sm" c="gray.8">
              Motivo informado pelo(a) terapeuta: {appointment.declineReason}
            </Text>
          ) : null}
          {daLista ? (
            <Text size="sm" c="gray.7">
              {daLista}
            </Text>
          ) : null}
          {lateNote ? (
            <Text size="sm" c="gray.7">
              {lateNote}
            </Text>
          ) : null}
          {appointment.notes ? (
            <Text size="sm" c="gray.7">
              Suas observações: {appointment.notes}
            </Text>
          ) : null}
          <PagamentoSessao appointment={appointment} now={now} which={which} />
        </Stack>
        <Stack gap="xs" align="flex-end">
          {/* tinted background, dark text: the light variant's coloured text is below AA contrast */}
          <Group gap={6} justify="flex-end">
            {appointment.serieId ? (
              <Badge color="teal" variant="light" c="dark.8">
                {SERIES_SESSION_BADGE}
              </Badge>
            ) : null}
            <Badge color={STATUS_COLOR[appointment.status]} variant="light" c="dark.8">
              {statusLabel(appointment.status)}
            </Badge>
          </Group>
          <Group gap="xs" justify="flex-end" wrap="wrap">
            <EntrarNaSala sessao={appointment} />
            {canAddToCalendar(appointment, now) ? <AddToCalendarMenu appointment={appointment} which={which} /> : null}
            {appointment.serieId && onSerie && canCancel(appointment, now) ? <SerieMenu appointment={appointment} which={which} onAcao={onSerie} /> : null}
            {!appointment.serieId && appointment.status === 'CONFIRMED' && onTornarSerie && canCancel(appointment, now) ? (
              <Button size="xs" variant="light" onClick={() => onTornarSerie(appointment)} aria-label={`${TORNAR_SERIE_TEXTS.abrir}: ${which}`}>
                {TORNAR_SERIE_TEXTS.abrir}
              </Button>
            ) : null}
            {canReschedule(appointment, now) ? (
              <Button size="xs" variant="light" onClick={() => onReschedule(appointment)} aria-label={`Remarcar ${which}`}>
                {REMARCAR_TEXTS.open}
              </Button>
            ) : null}
            {appointment.canReview ? (
              <Button size="xs" variant="light" component={Link} to={reviewPath(appointment.therapistId)} aria-label={`Avaliar ${name}`}>
                Avaliar
              </Button>
            ) : null}
            {canCancel(appointment, now) ? (
              <Button size="xs" variant="subtle" color="red" onClick={() => onCancel(appointment)} aria-label={`Cancelar ${which}`}>
                Cancelar
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
