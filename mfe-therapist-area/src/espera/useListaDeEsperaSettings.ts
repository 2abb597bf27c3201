// The therapist's 'Lista de espera' (issue 46): the saved settings as the starting values, one save,
// the api's refusal at its field (showApiErrors); who waits, grouped by window (first names only).
import { useState, type FormEvent, type RefObject } from 'react';
import { LISTA_DE_ESPERA_TEXTS as T, esperaSettingsSchema, resumoDaFila, validate } from '@acolhe/shared-domain';
import { useIdempotentAttempt } from '@acolhe/shared-auth';
import { notify, showApiErrors } from '@acolhe/shared-ui';
import { readStateOf } from '@acolhe/shared-ui/area-privada';
import { useSaveWaitingListSettings, useTherapistWaitingList } from '../api';

export interface WaitingListSettings {
  pausada: boolean;
  aceitarAutomaticamente: boolean;
  /** as typed (a NumberInput's '' while empty) */
  duracaoOfertaMin: number | string;
}

export const SETTINGS_FIELDS = ['pausada', 'aceitarAutomaticamente', 'duracaoOfertaMin'] as const;

/** `formRef`: the form's element (its controls are named as the fields), to focus the first in error. */
export function useListaDeEsperaSettings(therapistId: string, formRef: RefObject<HTMLFormElement | null>) {
  const query = useTherapistWaitingList(therapistId);
  const save = useSaveWaitingListSettings(therapistId);
  const attempts = useIdempotentAttempt();
  // what the therapist changed since the last load or save (null: the saved values show)
  const [draft, setDraft] = useState<WaitingListSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = query.data;
  const values: WaitingListSettings = draft ?? {
    pausada: saved?.pausada ?? false,
    aceitarAutomaticamente: saved?.aceitarAutomaticamente ?? false,
    duracaoOfertaMin: saved?.duracaoOfertaMin ?? '',
  };

  function set<K extends keyof WaitingListSettings>(key: K, value: WaitingListSettings[K]) {
    setDraft({ ...values, [key]: value });
    setErrors(({ [key]: _gone, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    // the api's own schema first (its bounds and words), so a wrong number never leaves
    const checked = validate(esperaSettingsSchema, { ...values, duracaoOfertaMin: Number(values.duracaoOfertaMin) });
    const form = { setErrors, getInputNode: (f: string) => formRef.current?.querySelector<HTMLElement>(`[name="${f}"]`) };
    if (!checked.success) {
      setErrors(checked.fieldErrors);
      form.getInputNode(SETTINGS_FIELDS.find((f) => f in checked.fieldErrors) ?? '')?.focus();
      return;
    }
    const body = checked.output;
    save.mutate({ body, idempotencyKey: attempts.keyFor(body) }, {
      onSuccess: () => {
        attempts.settle(null);
        setDraft(null);
        notify({ color: 'green', title: T.title, message: T.saved });
      },
      onError: (err) => {
        attempts.settle(err);
        showApiErrors(form, err, T.saveFailed, { fields: SETTINGS_FIELDS });
      },
    });
  }

  return {
    ...readStateOf(query),
    values,
    errors,
    groups: resumoDaFila(saved?.entradas ?? []),
    waiting: saved?.entradas.length ?? 0,
    saving: save.isPending,
    set,
    submit,
  };
}
