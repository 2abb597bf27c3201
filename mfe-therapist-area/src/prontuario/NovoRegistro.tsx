import { useRef, useState } from 'react';
import { Button, NativeSelect, Stack, Textarea } from '@mantine/core';
import { inputByName, notify, showApiErrors } from '@acolhe/shared-ui';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(registroSchema, { texto, ...(sessaoId ? { sessaoId } : {}) });
    if (!result.success) return setErrors({ texto: result.fieldErrors.texto ?? result.message });
    setErrors({});
    add.mutate(result.output, {
      onSuccess: () => {
        notify({ color: 'teal', title: T.saved, message: 'O registro de evolução foi guardado no prontuário.' });
        setTexto('');
        setSessaoId(sessaoPadrao(open.filter((s) => s.id !== sessaoId)));
      },
      // the api's refusal at its field — the session chosen or the text (issue 44 item 3)
      onError: (err) =>
        showApiErrors({ setErrors, getInputNode: inputByName(formRef.current) }, err, T.saveFailed, {
          fields: ['sessaoId', 'texto'],
          onOther: (message) => setErrors({ texto: message }),
        }),
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Novo registro de evolução">
      <Stack gap="sm">
        <NativeSelect
          label="Sessão"
          name="sessaoId"
          value={sessaoId}
          error={errors.sessaoId}
          onChange={(e) => setSessaoId(e.currentTarget.value)}
          data={[...open.map((s) => ({ value: s.id, label: `${formatDate(s.date)} às ${s.time}${s.realizada ? '' : ` ${T.agendada}`}` })), { value: '', label: T.semSessao }]}
        />
        <Textarea label="Registro de evolução" name="texto" autosize minRows={4} maxLength={PRONTUARIO_TEXTO_MAX} value={texto} error={errors.texto} onChange={(e) => setTexto(e.currentTarget.value)} />
        <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          Salvar registro
        </Button>
      </Stack>
    </form>
  );
}
