// State of the personal-data form: filled once from GET /clientes/{id} (a later refetch, e.g.
// after a photo upload, never overwrites what the user is typing), validated with the shared
// client profile schema, saved with POST /clientes.
import { useCallback, useEffect, useEffectEvent, useRef, type FormEvent } from 'react';
import { useForm } from '@mantine/form';
import { notify } from '@acolhe/shared-ui';
import { isHttpError, updateUser } from '@acolhe/shared-auth';
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

/** Field errors the api sent back (400), keyed like the form's fields. */
function apiFieldErrors(err: unknown): Record<string, string> | null {
  if (!isHttpError(err)) return null;
  const data = err.data as { fieldErrors?: unknown } | undefined;
  const fieldErrors = data?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fieldErrors)) {
    if (typeof value === 'string' && key in EMPTY) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
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
        const fieldErrors = apiFieldErrors(err);
        if (fieldErrors) form.setErrors(fieldErrors);
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
