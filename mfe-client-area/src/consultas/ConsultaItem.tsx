import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate, formatTime, statusLabel, type Appointment, type AppointmentStatus } from '@acolhe/shared-domain';
import { canCancel, meetingLinkOf } from './consultas';

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
}

/** One appointment: therapist (linked to the public profile), date, time, status, meeting link. */
export function ConsultaItem({ appointment, now, onCancel }: Props) {
  const name = appointment.therapistName || 'Terapeuta';
  const date = formatDate(appointment.date);
  const time = formatTime(appointment.time);
  const link = meetingLinkOf(appointment);
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={`Consulta com ${name} em ${date} às ${time}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Anchor component={Link} to={`/terapeuta/${encodeURIComponent(appointment.therapistId)}`} fw={600}>
            {name}
          </Anchor>
          <Text size="sm">
            {date} às {time}
          </Text>
          {link ? (
            <Text size="sm">
              Link da sessão:{' '}
              <Anchor href={link} target="_blank" rel="noopener noreferrer">
                {link}
              </Anchor>
            </Text>
          ) : appointment.status === 'CONFIRMED' ? (
            <Text size="sm" c="gray.7">
              O link da sessão será informado pelo terapeuta.
            </Text>
          ) : null}
          {appointment.notes ? (
            <Text size="sm" c="gray.7">
              Suas observações: {appointment.notes}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="xs" align="flex-end">
          {/* tinted background, dark text: the light variant's coloured text is below AA contrast */}
          <Badge color={STATUS_COLOR[appointment.status]} variant="light" c="dark.8">
            {statusLabel(appointment.status)}
          </Badge>
          {canCancel(appointment, now) ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onCancel(appointment)}
              aria-label={`Cancelar consulta com ${name} em ${date} às ${time}`}
            >
              Cancelar
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
