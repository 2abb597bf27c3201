// The profile form's behaviour (SPEC §4 'Therapist profile save'): validate with the shared
// schema, save, toast, keep the header in step (updateUser), then go to the private area.
import { useForm } from '@mantine/form';
import { notify } from '@acolhe/shared-ui';
import { useNavigate } from 'react-router-dom';
import { updateUser } from '@acolhe/shared-auth';
import type { TherapistProfileForm } from '@acolhe/shared-domain';
import { useSaveTherapistProfile } from '../api';
import { toProfilePayload, validateProfileValues, type ProfileFormValues } from './profileForm';

export const PROFILE_SAVED = { title: 'Perfil atualizado com sucesso!', message: 'Suas informações foram salvas.' } as const;
export const PROFILE_SAVE_FAILED = {
  title: 'Erro ao atualizar perfil',
  message: 'Não foi possível salvar suas informações. Tente novamente.',
} as const;

export function useProfileForm(therapistId: string, initialValues: ProfileFormValues) {
  const navigate = useNavigate();
  const save = useSaveTherapistProfile(therapistId);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues,
    validate: validateProfileValues,
  });

  const submit = form.onSubmit(
    async (values) => {
      const payload: TherapistProfileForm = toProfilePayload(values);
      try {
        await save.mutateAsync(payload);
      } catch {
        // The user's input stays in the form: nothing is reset on failure.
        notify({ color: 'red', ...PROFILE_SAVE_FAILED });
        return;
      }
      updateUser({ name: values.fullName.trim(), image: values.profileImageUrl });
      notify({ color: 'teal', ...PROFILE_SAVED });
      navigate(`/usuario/${therapistId}`);
    },
    () => focusFirstInvalid(),
  );

  return { form, submit, saving: save.isPending };
}

/** Keyboard and screen-reader users land on the first field to fix. */
function focusFirstInvalid() {
  setTimeout(() => {
    const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, 0);
}
