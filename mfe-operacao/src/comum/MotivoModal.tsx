// One dialog for every decision that takes a reason (refuse a verification, keep or hide a review,
// suspend or reactivate a therapist): the rule of the reason comes from the caller (the shared
// schemas), the api's refusal is shown as it says it: its field errors at the field (the reason),
// anything else above the form.
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { apiErrorMessage, apiFieldErrors } from '@acolhe/shared-auth';
import { TEXTOS } from '../texts';

export interface MotivoModalProps {
  titulo: string;
  texto?: string;
  rotuloMotivo?: string;
  rotuloConfirmar: string;
  cor?: string;
  /** the reason's message when it would be refused (shared-domain's schema), else undefined */
  validar: (motivo: string) => string | undefined;
  onConfirmar: (motivo: string) => Promise<unknown>;
  onFechar: () => void;
}

export function MotivoModal({ titulo, texto, rotuloMotivo = TEXTOS.motivo, rotuloConfirmar, cor, validar, onConfirmar, onFechar }: MotivoModalProps) {
  const [motivo, setMotivo] = useState('');
  const [tentou, setTentou] = useState(false);
  /** the api's refusal shown above the form (null when none, or when the reason's field says it all) */
  const [erroApi, setErroApi] = useState<unknown>(null);
  /** the api's field errors of the last refusal (the reason's is shown at the field until it is edited) */
  const [errosApi, setErrosApi] = useState<Record<string, string>>({});
  const [ocupado, setOcupado] = useState(false);
  const campoMotivo = useRef<HTMLTextAreaElement>(null);
  const erroLocal = tentou ? validar(motivo) : undefined;
  const erroCampo = erroLocal ?? errosApi.motivo;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTentou(true);
    if (validar(motivo)) return;
    setOcupado(true);
    setErroApi(null);
    setErrosApi({});
    try {
      await onConfirmar(motivo.trim());
      onFechar();
    } catch (err) {
      const campos = apiFieldErrors(err);
      setErroApi(campos.motivo === undefined || Object.keys(campos).some((campo) => campo !== 'motivo') ? err : null);
      setErrosApi(campos);
      if (campos.motivo) campoMotivo.current?.focus();
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Modal opened onClose={onFechar} title={titulo} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          {texto && <Text size="sm">{texto}</Text>}
          {erroApi !== null && (
            <Alert color="red" role="alert">
              {apiErrorMessage(erroApi, TEXTOS.erroAcao)}
            </Alert>
          )}
          <Textarea
            ref={campoMotivo}
            label={rotuloMotivo}
            value={motivo}
            onChange={(e) => {
              setMotivo(e.currentTarget.value);
              setErrosApi(({ motivo: _editado, ...outros }) => outros);
            }}
            error={erroCampo}
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onFechar} disabled={ocupado}>
              {TEXTOS.cancelar}
            </Button>
            <Button type="submit" color={cor} loading={ocupado}>
              {rotuloConfirmar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
