import { useMemo, useState } from 'react';
import { Anchor, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { LoadFailedAlert } from '@acolhe/shared-ui/area-privada';
import { Link } from 'react-router-dom';
import type { Appointment } from '@acolhe/shared-domain';
import { useClientAppointments } from '../api';
import { RemarcarDialog } from '../remarcar/RemarcarDialog';
import { MudancasPedidas } from '../serie/MudancasPedidas';
import { SerieDialogs } from '../serie/SerieDialogs';
import { useSerieAcoes } from '../serie/useSerieAcoes';
import { TornarSerieDialog } from '../serie/TornarSerieDialog';
import { useTornarSerie } from '../serie/useTornarSerie';
import { CancelConsultaDialog } from './CancelConsultaDialog';
import { ConsultaItem } from './ConsultaItem';
import { DASHBOARD_TABS, DASHBOARD_TAB_LABELS, EMPTY_TAB_TEXT, groupByTab } from '../regras/consultas';
import { useCancelConsulta } from './useCancelConsulta';
import { MY_SESSIONS_TITLE } from '@acolhe/shared-domain';

export const APPOINTMENTS_ERROR = 'Não foi possível carregar suas consultas.';

/** 'Minhas sessões': the client's appointments in the tabs of product.md#sessions-appointments, plus 'Canceladas e recusadas'. */
export function MinhasConsultas() {
  const query = useClientAppointments();
  const cancel = useCancelConsulta();
  const serie = useSerieAcoes();
  const tornarSerie = useTornarSerie();
  const [moving, setMoving] = useState<Appointment | null>(null);
  const groups = useMemo(() => groupByTab(query.data ?? []), [query.data]);
  // One "now" per render of the list: decides which appointments can still be cancelled.
  const now = new Date();

  return (
    <Stack component="section" aria-labelledby="minhas-consultas" gap="md">
      <Title order={2} id="minhas-consultas">
        {MY_SESSIONS_TITLE}
      </Title>
      {/* a move of a series waiting for the therapist (issue 40); nothing when there is none */}
      <MudancasPedidas />
      {query.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Carregando consultas">
          <Skeleton height={36} />
          <Skeleton height={90} />
          <Skeleton height={90} />
        </Stack>
      ) : query.isError ? (
        <LoadFailedAlert title={APPOINTMENTS_ERROR} onRetry={() => void query.refetch()} />
      ) : (
        <Tabs defaultValue="proximas" keepMounted={false}>
          <Tabs.List>
            {DASHBOARD_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {DASHBOARD_TAB_LABELS[tab]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {DASHBOARD_TABS.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="md">
              {groups[tab].length === 0 ? (
                <Stack gap={4} align="flex-start">
                  <Text c="gray.7">{EMPTY_TAB_TEXT[tab]}</Text>
                  <Anchor component={Link} to="/terapeutas">
                    Encontrar um terapeuta
                  </Anchor>
                </Stack>
              ) : (
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                  {groups[tab].map((appointment) => (
                    <ConsultaItem
                      key={appointment.id}
                      appointment={appointment}
                      now={now}
                      onCancel={cancel.ask}
                      onReschedule={setMoving}
                      onSerie={serie.abrir}
                      onTornarSerie={tornarSerie.abrir}
                    />
                  ))}
                </Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <CancelConsultaDialog
        appointment={cancel.target}
        warning={cancel.warning}
        cancelling={cancel.cancelling}
        onConfirm={cancel.confirm}
        onDismiss={cancel.dismiss}
      />
      <RemarcarDialog appointment={moving} onClose={() => setMoving(null)} />
      <SerieDialogs acoes={serie} />
      <TornarSerieDialog fluxo={tornarSerie} />
    </Stack>
  );
}
