import type { ReactNode } from 'react';
import { NumberInput, Select } from '@acolhe/shared-ui/mantine-area-privada';
import {
  MIN_NOTICE_HOURS_MAX,
  MIN_NOTICE_HOURS_MIN,
  SESSION_DURATION_MAX,
  SESSION_DURATION_MIN,
  SESSION_DURATION_STEP,
} from '@acolhe/shared-domain';
import { BUFFER_SELECT_OPTIONS, bufferFromSelect } from './sessionSettings';
import { useSessionSettings } from './SessionSettingsProvider';

/** The one session length: the same field (and value) in the Perfil and Disponibilidade tabs.
 * It does not clamp, so the shared rule's message is shown instead of the value changing. */
export function SessionDurationInput({ error }: { error?: ReactNode }) {
  const { settings, update } = useSessionSettings();
  if (!settings) return null;
  return (
    <NumberInput
      label="Duração da sessão (minutos)"
      name="sessionDuration"
      description="A mesma duração vale para o seu perfil e para a sua agenda."
      withAsterisk
      min={SESSION_DURATION_MIN}
      max={SESSION_DURATION_MAX}
      step={SESSION_DURATION_STEP}
      clampBehavior="none"
      allowDecimal={false}
      value={settings.sessionDuration}
      onChange={(value) => update({ sessionDuration: value })}
      error={error}
    />
  );
}

export function BufferSelect({ error }: { error?: ReactNode }) {
  const { settings, update } = useSessionSettings();
  if (!settings) return null;
  return (
    <Select
      label="Intervalo entre sessões"
      name="bufferMinutes"
      description="Descanso depois de cada sessão, antes da próxima poder começar."
      data={BUFFER_SELECT_OPTIONS}
      allowDeselect={false}
      value={String(settings.bufferMinutes)}
      onChange={(value) => update({ bufferMinutes: bufferFromSelect(value) })}
      error={error}
    />
  );
}

export function MinNoticeInput({ error }: { error?: ReactNode }) {
  const { settings, update } = useSessionSettings();
  if (!settings) return null;
  return (
    <NumberInput
      label="Antecedência mínima para agendamento"
      name="minNoticeHours"
      description={`Em horas (${MIN_NOTICE_HOURS_MIN} a ${MIN_NOTICE_HOURS_MAX}): um cliente só agenda uma sessão que comece depois desse prazo.`}
      min={MIN_NOTICE_HOURS_MIN}
      max={MIN_NOTICE_HOURS_MAX}
      step={1}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      value={settings.minNoticeHours}
      onChange={(value) => update({ minNoticeHours: value })}
      error={error}
    />
  );
}
