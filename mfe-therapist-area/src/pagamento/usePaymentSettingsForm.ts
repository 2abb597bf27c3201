// The 'Pagamento' form: the saved settings as the starting values, the shared schema's messages
// under each field, one save.
import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import { paymentSettingsSchema, validate, type PaymentSettings } from '@acolhe/shared-domain';
import { usePaymentSettings, useSavePaymentSettings } from '../api';
import { PAGAMENTO_SETTINGS_TEXTS as T } from './pagamentoTexts';
import { readStateOf } from '@acolhe/shared-ui/area-privada';

const EMPTY: PaymentSettings = { forma: 'pix', chaveTipo: '', chave: '', nome: '', cidade: '', linkPagamento: '' };

/** A therapist who never chose starts on Pix, the way most clients pay. */
function startingValues(saved: PaymentSettings | undefined): PaymentSettings {
  if (!saved) return EMPTY;
  return saved.forma === 'consultorio' && !saved.chave ? { ...saved, forma: 'pix' } : saved;
}

export function usePaymentSettingsForm(therapistId: string) {
  const query = usePaymentSettings(therapistId);
  const save = useSavePaymentSettings(therapistId);
  // what the person changed since the last load or save (null: nothing, the saved values show)
  const [draft, setDraft] = useState<PaymentSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const values = draft ?? startingValues(query.data);

  const set = <K extends keyof PaymentSettings>(key: K, value: PaymentSettings[K]) => {
    setDraft({ ...values, [key]: value });
    setErrors((e) => {
      const { [key]: _dropped, ...rest } = e;
      return rest;
    });
  };

  const submit = () => {
    const result = validate(paymentSettingsSchema, values);
    if (!result.success) {
      setErrors(result.fieldErrors);
      return;
    }
    setErrors({});
    save.mutate(values, {
      onSuccess: () => {
        setDraft(null); // the cache now holds the saved (normalised) values
        notify({ color: 'green', title: T.saved, message: '' });
      },
      onError: (error) => {
        // the api's refusal at its fields (one mapping: shared-auth's apiFieldErrors)
        const fieldErrors = apiFieldErrors(error);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        notify({ color: 'red', title: T.saveFailed, message: apiErrorMessage(error, T.saveFailed) });
      },
    });
  };

  return {
    ...readStateOf(query),
    values,
    errors,
    set,
    submit,
    saving: save.isPending,
  };
}
