import { Alert, Text } from '@mantine/core';
import { formatDate, type Appointment } from '@acolhe/shared-domain';
import { timeRangeOf } from '../regras/consultas';
import { EscolhaDeHorarioDialog, EscolhaDeHorarioForm, type EscolhaFormProps } from './EscolhaDeHorarioDialog';
import { REMARCAR_TEXTS as T } from './remarcarTexts';
import { useRemarcar } from './useRemarcar';

/** 'Remarcar consulta': a date picker and a time grid over the therapist's available slots. */
export function RemarcarDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  return <EscolhaDeHorarioDialog title={T.title} appointment={appointment} onClose={onClose} Form={RemarcarForm} />;
}

function RemarcarForm({ appointment, onClose, onBusyChange }: EscolhaFormProps) {
  const escolha = useRemarcar(appointment, onClose);
  const who = appointment.therapistName || 'o(a) terapeuta';
  return (
    <EscolhaDeHorarioForm
      escolha={escolha}
      id="remarcar"
      dateLabel={T.dateLabel}
      backLabel={T.keep}
      confirmLabel={T.confirm}
      onClose={onClose}
      onBusyChange={onBusyChange}
      intro={
        <>
          <Text>{T.current(`${formatDate(appointment.date)}, ${timeRangeOf(appointment)}, com ${who}`)}</Text>
          <Alert color="blue" variant="light" role="note">
            <Text size="sm">{T.reconfirm}</Text>
            <Text size="sm" mt={4}>
              {T.originalSlot}
            </Text>
          </Alert>
        </>
      }
    />
  );
}
