// The CPF asked once before paying (issue 34): 'Pagar com Pix' and 'Já paguei' run at once when
// the profile has a CPF, else after the client gives a valid one in the dialog (saved to the
// profile, where it can be changed later).
import { useRef, useState } from 'react';
import { apiErrorMessage, apiFieldErrors } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import { isValidCpf, maskCpf, onlyDigits } from '@acolhe/shared-domain';
import { useClient, useSaveClient } from '../api';
import { PAGAMENTO_TEXTS as T } from './pagamento';

export function useCpfGate(clientId: string, fallbackName = '') {
  const client = useClient(clientId);
  const save = useSaveClient(clientId);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const pending = useRef<(() => void) | null>(null);

  /** Runs `action` now, or once a CPF is given. */
  const withCpf = (action: () => void) => {
    if (client.data?.cpf) return action();
    pending.current = action;
    setValue('');
    setError('');
    setOpen(true);
  };

  const submit = () => {
    const digits = onlyDigits(value);
    if (!isValidCpf(digits)) return setError(T.cpfInvalid);
    const name = client.data?.name || fallbackName;
    save.mutate(
      { name, cpf: digits },
      {
        onSuccess: () => {
          setOpen(false);
          const action = pending.current;
          pending.current = null;
          action?.();
        },
        onError: (e) => {
          // the api's refusal of the CPF is said at the field (the dialog focuses it); any other, a toast
          const refused = apiFieldErrors(e).cpf;
          if (refused) setError(refused);
          else notify({ color: 'red', title: T.cpfFailed, message: apiErrorMessage(e, T.cpfFailed) });
        },
      },
    );
  };

  return {
    withCpf,
    dialog: {
      opened: open,
      value,
      error,
      saving: save.isPending,
      onChange: (raw: string) => {
        setValue(maskCpf(raw));
        setError('');
      },
      onSave: submit,
      onClose: () => {
        pending.current = null;
        setOpen(false);
      },
    },
  };
}
