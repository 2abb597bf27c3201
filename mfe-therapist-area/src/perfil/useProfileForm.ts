// The profile form's behaviour (product.md#sessions-appointments 'Therapist profile save'): validate with the shared
// schema, save, toast, keep the header in step (updateUser), then go to the private area.
// The session settings come from the settings page's shared owner, so the Disponibilidade tab's
// values are the ones this save sends (never a stale copy of them).
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useForm } from '@mantine/form';
import { notify } from '@acolhe/shared-ui';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage, apiFieldErrors, httpStatusOf, updateUser } from '@acolhe/shared-auth';
import type { Address } from '@acolhe/shared-domain';
import { useSaveTherapistProfile } from '../api';
import type { SessionSettings } from '../sessionSettings/sessionSettings';
import { toProfilePayload, validateProfileValues, type ProfileFormValues } from './profileForm';

export const PROFILE_SAVED = { title: 'Perfil atualizado com sucesso!', message: 'Suas informações foram salvas.' } as const;
export const PROFILE_SAVE_FAILED = {
  title: 'Erro ao atualizar perfil',
  message: 'Não foi possível salvar suas informações. Tente novamente.',
} as const;

/** The form element's id: the focus search stays inside it (the other tab is mounted too). */
export const PROFILE_FORM_ID = 'perfil-terapeuta';

/** Settings edited in the Disponibilidade tab: their errors are listed in this tab too. */
export const OTHER_TAB_FIELDS = ['bufferMinutes', 'minNoticeHours'] as const;

export function useProfileForm(therapistId: string, initialValues: ProfileFormValues, settings: SessionSettings) {
  const navigate = useNavigate();
  const save = useSaveTherapistProfile(therapistId);
  // Mantine uses the rules of the latest render and `submit` is rebuilt each render, so both read
  // the settings as they are when the form is submitted.
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateProfileValues(values, settings),
  });

  // A settings error goes stale as soon as the value changes (in either tab).
  const clearSettingsErrors = useEffectEvent(() => {
    form.clearFieldError('sessionDuration');
    for (const field of OTHER_TAB_FIELDS) form.clearFieldError(field);
  });
  useEffect(() => {
    clearSettingsErrors();
  }, [settings.sessionDuration, settings.bufferMinutes, settings.minNoticeHours]);

  const submit = form.onSubmit(
    async (values) => {
      try {
        await save.mutateAsync(toProfilePayload(values, settings));
      } catch (err) {
        // The user's input stays in the form: nothing is reset on failure. The api's refusal is
        // said as it says it — at its field when it names one (a CRP in analysis or held by another
        // psychologist: 409 with fieldErrors.crp) — and 'Tente novamente' when the failure is not the
        // input's (a 5xx, the network).
        const fieldErrors = apiFieldErrors(err);
        const refused = (httpStatusOf(err) ?? 500) < 500;
        notify({ color: 'red', title: PROFILE_SAVE_FAILED.title, message: refused ? apiErrorMessage(err, PROFILE_SAVE_FAILED.message) : PROFILE_SAVE_FAILED.message });
        if (Object.keys(fieldErrors).length > 0) {
          form.setErrors(fieldErrors);
          focusFirstInvalid();
        }
        return;
      }
      updateUser({ name: values.fullName.trim(), image: values.profileImageUrl });
      notify({ color: 'teal', ...PROFILE_SAVED });
      navigate(`/usuario/${therapistId}`);
    },
    () => focusFirstInvalid(),
  );

  /** A CEP lookup fills what it knows and keeps what the therapist typed for the rest. */
  const fillOffice = useCallback(
    (address: Address) => {
      const current = form.getValues().officeAddress;
      form.setFieldValue('officeAddress', {
        ...current,
        street: address.street || current.street,
        neighborhood: address.neighborhood || current.neighborhood,
        city: address.city || current.city,
        state: address.state || current.state,
      });
    },
    [form],
  );

  return { form, submit, saving: save.isPending, fillOffice };
}

/** Keyboard and screen-reader users land on the first field to fix. */
function focusFirstInvalid() {
  setTimeout(() => {
    const first = document.getElementById(PROFILE_FORM_ID)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, 0);
}
