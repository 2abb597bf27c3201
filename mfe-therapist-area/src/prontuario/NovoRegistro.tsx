import { useState } from 'react';
import { Button, NativeSelect, Stack, Textarea } from '@mantine/core';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage } from '@acolhe/shared-auth';
import { PRONTUARIO_TEXTO_MAX, formatDate, registroSchema, validate, type Prontuario } from '@acolhe/shared-domain';
import { useAddRegistro } from '../api';
import { sessaoPadrao } from './sessaoPadrao';
import { PRONTUARIO_TEXTS as T } from './texts';

/** 'Novo registro': of a confirmed or done session not yet written, or of no session; by default
 * the latest session that already took place (sessaoPadrao), never one still to come. */
export function NovoRegistro({ prontuario }: { prontuario: Prontuario }) {
  const add = useAddRegistro(prontuario.clienteId);
  const open = prontuario.sessoes.filter((s) => !s.registrada);
  const [sessaoId, setSessaoId] = useState(() => sessaoPadrao(open));
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(registroSchema, { texto, ...(sessaoId ? { sessaoId } : {}) });
    if (!result.success) return setError(result.fieldErrors.texto ?? result.message);
    setError(null);
    add.mutate(result.output, {
      onSuccess: () => {
        notify({ color: 'teal', title: T.saved, message: 'O registro de evolução foi guardado no prontuário.' });
        setTexto('');
        setSessaoId(sessaoPadrao(open.filter((s) => s.id !== sessaoId)));
      },
      onError: (err) => setError(apiErrorMessage(err, T.saveFailed)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Novo registro de evolução">
      <Stack gap="sm">
        <NativeSelect
          label="Sessão"
          value={sessaoId}
          onChange={(e) => setSessaoId(e.currentTarget.value)}
          data={[...open.map((s) => ({ value: s.id, label: `${formatDate(s.date)} às ${s.time}${s.realizada ? '' : ` ${T.agendada}`}` })), { value: '', label: T.semSessao }]}
        />
        <Textarea label="Registro de evolução" autosize minRows={4} maxLength={PRONTUARIO_TEXTO_MAX} value={texto} error={error} onChange={(e) => setTexto(e.currentTarget.value)} />
        <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          Salvar registro
        </Button>
      </Stack>
    </form>
  );
}
