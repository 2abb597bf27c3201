// 'Conectar calendário': an ICS address or a CalDAV account. Checked with the api's own schema
// first; the api's refusal lands at its field (showApiErrors), or under the form with the api's
// message (a refused password, a file that is not iCalendar). The password never outlives a
// request: the field is emptied once it has been sent, whatever the answer.
import { useState, type RefObject } from 'react';
import { inputByName, notify, showApiErrors } from '@acolhe/shared-ui';
import { externalCalendarConnectSchema, validate, type ExternalCalendarConnectInput } from '@acolhe/shared-domain';
import { useConnectExternalCalendar } from '../api';
import { CALENDARIOS_TEXTS as T } from './texts';

export type Modo = 'ics' | 'caldav';

const CAMPOS: Record<Modo, readonly ('url' | 'usuario' | 'senha')[]> = { ics: ['url'], caldav: ['url', 'usuario', 'senha'] };
const EMPTY = { url: '', usuario: '', senha: '' };

/** The body the api takes for the chosen way (only that way's fields). */
export function connectBody(modo: Modo, values: typeof EMPTY): ExternalCalendarConnectInput {
  return modo === 'ics' ? { tipo: 'ics', url: values.url } : { tipo: 'caldav', url: values.url, usuario: values.usuario, senha: values.senha };
}

/** `formRef`: the form, whose fields are focused by name when refused. */
export function useConectarCalendario(therapistId: string, formRef: RefObject<HTMLFormElement | null>) {
  const connect = useConnectExternalCalendar(therapistId);
  const [modo, setModoState] = useState<Modo>('ics');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const fields = CAMPOS[modo];
    const checked = validate(externalCalendarConnectSchema, connectBody(modo, values));
    if (!checked.success) {
      const shown = Object.fromEntries(fields.filter((f) => checked.fieldErrors[f]).map((f) => [f, checked.fieldErrors[f]!]));
      setErrors(shown);
      inputByName(formRef.current)(fields.find((f) => shown[f]) ?? fields[0]!)?.focus();
      return;
    }
    setErrors({});
    connect.mutate(checked.output, {
      onSuccess: (calendario) => {
        setValues(EMPTY);
        notify({ color: 'teal', title: T.connected.title, message: `${calendario.rotulo}. ${T.connected.message}` });
      },
      onError: (err) => showApiErrors({ setErrors, getInputNode: inputByName(formRef.current) }, err, T.connectFailed, { fields, onOther: setRefusal }),
    });
    // sent: the password is not kept on screen, whatever the answer
    setValues((current) => ({ ...current, senha: '' }));
  };

  return {
    modo,
    setModo: (next: Modo) => {
      setModoState(next);
      setErrors({});
      setRefusal(null);
    },
    url: field('url'),
    usuario: field('usuario'),
    senha: field('senha'),
    refusal,
    submit,
    connecting: connect.isPending,
  };
}
