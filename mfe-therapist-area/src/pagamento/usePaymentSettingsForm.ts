// The 'Pagamento' form: the saved settings as the starting values, the shared schema's messages
// under each field, one save.
import { useEffect, useState } from 'react';
import { apiErrorMessage, isHttpError } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import { paymentSettingsSchema, validate, type PaymentSettings } from '@acolhe/shared-domain';
import { usePaymentSettings, useSavePaymentSettings } from './api';
import { PAGAMENTO_SETTINGS_TEXTS as T } from './pagamentoTexts';

const EMPTY: PaymentSettings = { forma: 'pix', chaveTipo: '', chave: '', nome: '', cidade: '', linkPagamento: '' };

export function usePaymentSettingsForm(therapistId: string) {
  const query = usePaymentSettings(therapistId);
  const save = useSavePaymentSettings(therapistId);
  const [values, setValues] = useState<PaymentSettings>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    // a therapist who never chose starts on Pix, the way most clients pay
    if (query.data) setValues(query.data.forma === 'consultorio' && !query.data.chave ? { ...query.data, forma: 'pix' } : query.data);
  }, [query.data]);

  const set = <K extends keyof PaymentSettings>(key: K, value: PaymentSettings[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
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
      onSuccess: (saved) => {
        setValues(saved);
        notify({ color: 'green', title: T.saved, message: '' });
      },
      onError: (error) => {
        const fieldErrors = isHttpError(error) ? (error.data as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors : undefined;
        if (fieldErrors) setErrors(fieldErrors);
        notify({ color: 'red', title: T.saveFailed, message: apiErrorMessage(error, T.saveFailed) });
      },
    });
  };

  return {
    loading: query.isPending,
    failed: query.isError,
    retry: () => void query.refetch(),
    values,
    errors,
    set,
    submit,
    saving: save.isPending,
  };
}
