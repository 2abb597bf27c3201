import { useRef, useState } from 'react';
import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { inputByName, notify, showApiErrors } from '@acolhe/shared-ui';
import { PRONTUARIO_TEXTO_MAX, cabecalhoSchema, validate, type Prontuario } from '@acolhe/shared-domain';
import { useSaveCabecalho } from '../api';
import { PRONTUARIO_TEXTS as T } from './texts';

const CAMPOS = ['nome', 'contato', 'dataNascimento', 'demanda'] as const;

/** Identification (name, contact, optional birth date) and the demand. */
export function CabecalhoForm({ prontuario }: { prontuario: Prontuario }) {
  const save = useSaveCabecalho(prontuario.clienteId);
  const [values, setValues] = useState({ ...prontuario.identificacao, demanda: prontuario.demanda });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [key]: e.currentTarget.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(cabecalhoSchema, values);
    if (!result.success) return setErrors(result.fieldErrors);
    setErrors({});
    save.mutate(result.output, {
      onSuccess: () => notify({ color: 'teal', title: T.headerSaved, message: 'O prontuário foi atualizado.' }),
      // the api's refusal at its field (issue 44 item 3); anything else a toast, never on 'Nome'
      onError: (err) => showApiErrors({ setErrors, getInputNode: inputByName(formRef.current) }, err, T.saveFailed, { fields: CAMPOS }),
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Identificação e demanda">
      <Stack gap="sm">
        <TextInput label="Nome" name="nome" required value={values.nome} error={errors.nome} onChange={set('nome')} />
        <TextInput label="Contato" name="contato" description="Telefone, e-mail ou outro meio" value={values.contato} error={errors.contato} onChange={set('contato')} />
        <TextInput label="Data de nascimento (opcional)" name="dataNascimento" type="date" value={values.dataNascimento} error={errors.dataNascimento} onChange={set('dataNascimento')} />
        <Textarea label="Demanda" name="demanda" description="O motivo da procura, como o cliente o trouxe" autosize minRows={3} maxLength={PRONTUARIO_TEXTO_MAX} value={values.demanda} error={errors.demanda} onChange={set('demanda')} />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Salvar identificação e demanda
        </Button>
      </Stack>
    </form>
  );
}
