import { useMemo, useState } from 'react';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { SectionStatus } from '../ui/SectionStatus';
import { MY_SESSIONS_TITLE, THERAPIST_GROUPS, THERAPIST_GROUP_LABELS, formatDate, todayIso, type TherapistAppointment, type TherapistGroup } from '@acolhe/shared-domain';
import { useTherapistAppointments } from '../api';
import { useNow } from '../clock/useNow';
import { availableActions, type AgendaAction } from './actions';
import { DialogFrame, readStateOf } from '@acolhe/shared-ui/area-privada';
import { AppointmentCard } from './AppointmentCard';
import { AppointmentDetailsDialog } from './AppointmentDetailsDialog';
import { groupAppointments } from './grouping';
import { MudancasDeSerie } from './MudancasDeSerie';
import { DecisionDialog, type Decision } from './DecisionDialog';
import { RescheduleDialog } from './RescheduleDialog';
import { SerieDialogs } from './SerieDialogs';
import { sessionTimeRange } from './sessionView';
import { useAppointmentActions } from './useAppointmentActions';
import { useSerieDoTerapeuta } from './useSerieDoTerapeuta';

const EMPTY_TEXT: Record<TherapistGroup, string> = {
  pendentes: 'Nenhuma solicitação pendente.',
  confirmadas: 'Nenhuma consulta confirmada.',
  historico: 'Nenhuma consulta no histórico.',
};

/** The appointment manager: pending requests, confirmed (with 'Gerenciar'), history;
 * 'Remarcar' and 'Cancelar' on sessions still ahead. */
export function AppointmentManager({ now: fixedNow }: { now?: Date }) {
  const now = useNow(fixedNow);
  const appointments = useTherapistAppointments();
  const { run, pendingFor } = useAppointmentActions();
  const serie = useSerieDoTerapeuta();
  const [managing, setManaging] = useState<TherapistAppointment | null>(null);
  const [cancelling, setCancelling] = useState<TherapistAppointment | null>(null);
  const [rescheduling, setRescheduling] = useState<TherapistAppointment | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const groups = useMemo(() => groupAppointments(appointments.data ?? []), [appointments.data]);

  const onAction = (appointment: TherapistAppointment, action: AgendaAction) => {
    // Cancelling is asked twice: the client is expecting the session.
    if (action === 'cancel') setCancelling(appointment);
    else if (action === 'reschedule') setRescheduling(appointment);
    // Confirming and declining are asked once too: each sends the client an e-mail at once.
    else if (action === 'confirm' || action === 'decline') setDeciding({ appointment, action });
    else run(appointment, action);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="agenda-titulo">
      <Title order={2} id="agenda-titulo">
        {MY_SESSIONS_TITLE}
      </Title>
      <SectionStatus
        of={readStateOf(appointments)}
        failedTitle="Não foi possível carregar suas consultas."
      />
      {/* clients' moves of a series waiting for an answer (issue 40); nothing when there is none */}
      <MudancasDeSerie />
      {appointments.data && (
        <Tabs defaultValue="pendentes" keepMounted={false}>
          <Tabs.List>
            {THERAPIST_GROUPS.map((group) => (
              <Tabs.Tab key={group} value={group}>
                {THERAPIST_GROUP_LABELS[group]} ({groups[group].length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {THERAPIST_GROUPS.map((group) => (
            <Tabs.Panel key={group} value={group} pt="md">
              <Stack gap="sm">
                {groups[group].length === 0 && <Text c="dimmed">{EMPTY_TEXT[group]}</Text>}
                {groups[group].map((appointment) => (
                  <AppointmentCard
                    key={appointment.id}
                    appointment={appointment}
                    actions={availableActions(appointment, now)}
                    busyAction={pendingFor(appointment)}
                    onAction={(action) => onAction(appointment, action)}
                    onManage={group === 'confirmadas' ? () => setManaging(appointment) : undefined}
                    onSerie={(acao) => serie.abrir(acao, appointment)}
                  />
                ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <SerieDialogs acoes={serie} today={todayIso(now)} />
      <AppointmentDetailsDialog appointment={managing} onClose={() => setManaging(null)} />
      <RescheduleDialog appointment={rescheduling} now={now} onClose={() => setRescheduling(null)} />
      <DecisionDialog
        decision={deciding}
        today={todayIso(now)}
        onClose={() => setDeciding(null)}
        onDecide={(appointment, action, reason, serie) => {
          run(appointment, action, reason, serie);
          setDeciding(null);
        }}
      />
      <DialogFrame opened={cancelling !== null} onClose={() => setCancelling(null)} title="Cancelar consulta">
        {cancelling && (
          <Stack gap="md">
            <Text size="sm">
              Cancelar a consulta de {cancelling.clientName || 'Cliente'} em {formatDate(cancelling.date)}, {sessionTimeRange(cancelling)}?
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCancelling(null)}>
                Voltar
              </Button>
              <Button
                color="red"
                onClick={() => {
                  run(cancelling, 'cancel');
                  setCancelling(null);
                }}
              >
                Cancelar consulta
              </Button>
            </Group>
          </Stack>
        )}
      </DialogFrame>
    </Stack>
  );
}
