// product.md#sessions-appointments 'Availability': load once, fall back to the default (with the 'Aviso' toast on
// error), edit with a live preview, validate (end after start, the shared session settings), save
// the schedule with the session length, rest and notice (the api writes those to the profile).
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { inputByName, notify, showApiErrors } from '@acolhe/shared-ui';
import type { DayOfWeek } from '@acolhe/shared-domain';
import { useAvailability, useSaveAvailability } from '../api';
import { DEFAULT_SESSION_SETTINGS } from '../sessionSettings/sessionSettings';
import { useSessionSettings } from '../sessionSettings/SessionSettingsProvider';
import {
  availabilityErrorsFrom,
  availabilityFieldPaths,
  availabilityFromRecord,
  blankAvailability,
  liveErrors,
  updateDay,
  validateAvailability,
  type AvailabilityErrors,
  type AvailabilityFormState,
} from './availabilityForm';

export const AVAILABILITY_LOAD_WARNING = {
  title: 'Aviso',
  message: 'Não foi possível carregar sua disponibilidade. Usando configuração padrão.',
} as const;
export const AVAILABILITY_SAVED = {
  title: 'Disponibilidade salva!',
  message: 'Sua disponibilidade foi atualizada com sucesso.',
} as const;
export const AVAILABILITY_SAVE_FAILED = {
  title: 'Erro ao salvar',
  message: 'Não foi possível salvar sua disponibilidade.',
} as const;

/** `form`: the editor's form, whose controls are named by the schema's paths (the api's 400 focuses
 * the first field it refused). */
export function useAvailabilityEditor(therapistId: string, form?: RefObject<HTMLFormElement | null>) {
  const loaded = useAvailability(therapistId);
  const save = useSaveAvailability(therapistId);
  const { settings } = useSessionSettings();
  const [state, setState] = useState<AvailabilityFormState>(blankAvailability);
  const [showErrors, setShowErrors] = useState(false);
  // the api's refusal at its fields (issue 44 item 3), for the values it refused: any edit (a day
  // here, a session setting here or in the Perfil tab) hands the fields back to the browser's checks
  const [refused, setRefused] = useState<{ errors: AvailabilityErrors; state: AvailabilityFormState; settings: unknown } | null>(null);
  // Load once, in the render of the first answer: later refetches never overwrite what the
  // therapist is editing. A failed load falls back to the default schedule and says so.
  const [source, setSource] = useState<'pending' | 'record' | 'default'>('pending');
  if (source === 'pending' && (loaded.isSuccess || loaded.isError)) {
    setSource(loaded.isSuccess ? 'record' : 'default');
    setState(availabilityFromRecord(loaded.isSuccess ? loaded.data : null));
  }
  useEffect(() => {
    if (source === 'default') notify({ color: 'yellow', ...AVAILABILITY_LOAD_WARNING });
  }, [source]);

  const current = settings ?? DEFAULT_SESSION_SETTINGS;
  const validation = useMemo(() => validateAvailability(state, current), [state, current]);
  const apiErrors = refused && refused.state === state && refused.settings === settings ? refused.errors : null;
  const errors: AvailabilityErrors = apiErrors ?? (showErrors ? validation.errors : liveErrors(validation.errors));

  const setDay = (dayOfWeek: DayOfWeek, change: Parameters<typeof updateDay>[2]) =>
    setState((previous) => updateDay(previous, dayOfWeek, change));

  const submit = () => {
    setShowErrors(true);
    if (!validation.ok) return;
    save.mutate(
      { ...validation.payload, createdAt: loaded.data?.createdAt },
      {
        onSuccess: () => notify({ color: 'teal', ...AVAILABILITY_SAVED }),
        onError: (err) =>
          showApiErrors(
            { setErrors: (fields) => setRefused({ errors: availabilityErrorsFrom(fields, state.schedule), state, settings }), getInputNode: inputByName(form?.current) },
            err,
            AVAILABILITY_SAVE_FAILED,
            { fields: availabilityFieldPaths(state.schedule) },
          ),
      },
    );
  };

  return {
    loading: loaded.isPending || settings === null,
    state,
    settings: current,
    errors,
    setDay,
    submit,
    saving: save.isPending,
  };
}
