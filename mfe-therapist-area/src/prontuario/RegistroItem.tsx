import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notify, showApiErrors } from '@acolhe/shared-ui';
import { PRONTUARIO_TEXTO_MAX, formatDate, registroVersaoSchema, validate, type RegistroEvolucao } from '@acolhe/shared-domain';
import { useEditRegistro } from '../api';
import { PRONTUARIO_TEXTS as T, dateTime } from './texts';

/** One registro de evolução: its current text, 'Editar' (a new version) and the history. */
export function RegistroItem({ clienteId, registro }: { clienteId: string; registro: RegistroEvolucao }) {
  const edit = useEditRegistro(clienteId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(registro.texto);
  const [error, setError] = useState<string | null>(null);
  const [history, setHistory] = useState(false);
  const label = `${formatDate(registro.data)} — ${registro.sessaoId ? 'sessão' : 'registro avulso'}`;

  const save = () => {
    const result = validate(registroVersaoSchema, { texto: draft });
    if (!result.success) return setError(result.message);
    setError(null);
    edit.mutate(
      { id: registro.id, texto: result.output.texto },
      {
        onSuccess: () => {
          notify({ color: 'teal', title: T.versionSaved, message: label });
          setEditing(false);
        },
        // the one field: the api's message for it (issue 44 item 3), or what else it said, under it
        onError: (err) =>
          showApiErrors({ setErrors: (fields) => setError(fields.texto ?? null) }, err, T.saveFailed, { fields: ['texto'], onOther: setError }),
      },
    );
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={`Registro de ${label}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{label}</Text>
          <Badge variant="light" color="gray">
            versão {registro.versaoAtual} · {dateTime(registro.atualizadoEm)}
          </Badge>
        </Group>
        {editing ? (
          <>
            <Textarea label="Nova versão do registro" autosize minRows={4} maxLength={PRONTUARIO_TEXTO_MAX} value={draft} error={error} onChange={(e) => setDraft(e.currentTarget.value)} data-autofocus />
            <Group gap="xs">
              <Button size="xs" onClick={save} loading={edit.isPending}>
                Salvar nova versão
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                Cancelar
              </Button>
            </Group>
          </>
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{registro.texto}</Text>
        )}
        <Group gap="xs">
          {!editing && (
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                setDraft(registro.texto);
                setEditing(true);
              }}
            >
              Editar
            </Button>
          )}
          {registro.versoes.length > 1 && (
            <Button size="xs" variant="subtle" onClick={() => setHistory((h) => !h)} aria-expanded={history}>
              Histórico ({registro.versoes.length} versões)
            </Button>
          )}
        </Group>
        {history && (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Versões anteriores">
            {registro.versoes.map((v) => (
              <li key={v.versao}>
                <Text size="sm" c="dimmed">
                  Versão {v.versao} — {dateTime(v.criadoEm)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {v.texto}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
