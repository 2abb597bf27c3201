import { Alert, Text } from '@mantine/core';
import { resumoDaSerie } from '@acolhe/shared-ui/area-privada';
import { formatDate, type Appointment } from '@acolhe/shared-domain';
import { EscolhaDeHorarioDialog, EscolhaDeHorarioForm, type EscolhaFormProps } from '../remarcar/EscolhaDeHorarioDialog';
import { MUDAR_SERIE_TEXTS as T } from '../texts';
import { useMudarSerie } from './useMudarSerie';

/** 'Mudar dia e horário da série': the therapist's free slots (the reschedule's picker); the
 * chosen date and time become the series' new weekday, time and first date. */
export function MudarSerieDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  return <EscolhaDeHorarioDialog title={T.titulo} appointment={appointment} onClose={onClose} Form={MudarSerieForm} />;
}

function MudarSerieForm({ appointment, onClose, onBusyChange }: EscolhaFormProps) {
  const m = useMudarSerie(appointment, onClose);
  return (
    <EscolhaDeHorarioForm
      escolha={m}
      id="mudar-serie"
      dateLabel={T.dataLabel}
      backLabel={T.voltar}
      confirmLabel={T.confirmar}
      onClose={onClose}
      onBusyChange={onBusyChange}
      intro={
        <>
          {m.serie ? <Text>{T.atual(resumoDaSerie(m.serie))}</Text> : null}
          <Alert color="blue" variant="light" role="note">
            <Text size="sm">{T.explicacao}</Text>
          </Alert>
        </>
      }
      summary={
        m.move && m.serie ? (
          <Text fw={600} aria-live="polite">
            {T.nova(resumoDaSerie({ recorrencia: m.serie.recorrencia, diaSemana: m.move.diaSemana, hora: m.move.hora, estado: 'ativa', fim: null }), formatDate(m.move.aPartirDe))}
          </Text>
        ) : null
      }
    />
  );
}
