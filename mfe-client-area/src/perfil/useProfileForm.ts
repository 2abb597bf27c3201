// State of the personal-data form: filled once from GET /clientes/{id} (a later refetch, e.g.
// after a photo upload, never overwrites what the user is typing), validated with the shared
// client profile schema, saved with POST /clientes.
import { useCallback, useEffect, useEffectEvent, useRef, type FormEvent } from 'react';
import { useForm } from '@mantine/form';
import { notify } from '@acolhe/shared-ui';
import { apiFieldErrors, updateUser } from '@acolhe/shared-auth';
import type { Address } from '@acolhe/shared-domain';
import { useClient, useSaveClient } from '../api';
import { checkProfile, profileErrors, toFormValues, type ProfileFormValues } from './profileForm';

export const SAVE_TEXTS = {
  success: { title: 'Perfil atualizado', message: 'Seus dados foram atualizados com sucesso!' },
  failure: { title: 'Erro ao atualizar perfil', message: 'Não foi possível atualizar seus dados.' },
} as const;

const EMPTY: ProfileFormValues = {
  name: '',
  gender: '',
  birthDate: '',
  phone: '',
  cpf: '',
  zipCode: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  image: '',
};

/** The api's field errors (400 `fieldErrors`, shared-auth's one mapping) this form has a field for. */
function formFieldErrors(err: unknown): Partial<Record<keyof ProfileFormValues, string>> {
  return Object.fromEntries(Object.entries(apiFieldErrors(err)).filter(([key]) => key in EMPTY));
}

export function useProfileForm(clientId: string) {
  const query = useClient(clientId);
  const save = useSaveClient(clientId);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: profileErrors,
  });
  // after a save, the refetched record becomes the form's new clean state
  const resyncAfterSave = useRef(false);

  const { data } = query;
  // only new data runs this (`form` is a new object every render)
  const syncWith = useEffectEvent((record: NonNullable<typeof data>) => {
    if (!form.initialized) {
      form.initialize(toFormValues(record));
    } else if (resyncAfterSave.current) {
      resyncAfterSave.current = false;
      const values = { ...toFormValues(record), image: record.image || form.getValues().image };
      form.setValues(values);
      form.resetDirty(values);
    }
  });
  useEffect(() => {
    if (data) syncWith(data);
  }, [data]);

  const saveValues = (values: ProfileFormValues) => {
    const checked = checkProfile(values);
    if (!checked.success) return; // the form's own validation already shows the messages
    save.mutate(checked.output, {
      onSuccess: () => {
        resyncAfterSave.current = true;
        updateUser({ name: checked.output.name });
        notify({ color: 'green', ...SAVE_TEXTS.success });
      },
      onError: (err) => {
        // the api's refusal at each field, and the first of them takes the focus
        const fieldErrors = formFieldErrors(err);
        const first = Object.keys(fieldErrors)[0] as keyof ProfileFormValues | undefined;
        if (first) {
          form.setErrors(fieldErrors);
          form.getInputNode(first)?.focus();
        }
        notify({ color: 'red', ...SAVE_TEXTS.failure });
      },
    });
  };
  // the handler is built when the form is submitted: saveValues (and its ref) only runs in that event
  const submit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(saveValues)(event);

  const setImage = useCallback((url: string) => form.setFieldValue('image', url), [form]);

  /** A found address fills the fields it knows; a blank answer field leaves the user's text. */
  const fillAddress = useCallback(
    (address: Address) => {
      const current = form.getValues();
      form.setValues({
        street: address.street || current.street,
        neighborhood: address.neighborhood || current.neighborhood,
        city: address.city || current.city,
        state: address.state || current.state,
      });
    },
    [form],
  );

  return { query, form, submit, saving: save.isPending, setImage, fillAddress };
}

export type ProfileFormController = ReturnType<typeof useProfileForm>;
