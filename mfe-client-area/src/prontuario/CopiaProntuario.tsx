import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage, apiFieldErrors } from '@acolhe/shared-auth';
import { formatDate } from '@acolhe/shared-domain';
import { useClientAppointments } from '../api';
import { baixarCopia, useCopias, useSolicitarCopia } from '../api';
import { terapeutasQueAtenderam } from './atendimentos';

export const COPIA_TEXTS = {
  title: 'Seu prontuário',
  intro: 'Cada terapeuta que atendeu você mantém um prontuário, sigiloso, como exige o Conselho Federal de Psicologia. Você pode pedir uma cópia: o(a) terapeuta a libera e você baixa o PDF aqui.',
  requested: 'Pedido enviado ao(à) terapeuta.',
  failed: 'Não foi possível concluir.',
} as const;

/** 'Solicitar cópia do prontuário' per therapist who saw the client; 'Baixar cópia' once released. */
export function CopiaProntuario() {
  const appointments = useClientAppointments();
  const copias = useCopias();
  const solicitar = useSolicitarCopia();
  const [baixando, setBaixando] = useState<string | null>(null);
  /** the api's refusal of a request's one field (fieldErrors.terapeutaId), said at that therapist's row */
  const [recusa, setRecusa] = useState<{ terapeutaId: string; message: string } | null>(null);
  if (!appointments.data || !copias.data) return null;
  const terapeutas = terapeutasQueAtenderam(appointments.data, copias.data);
  if (terapeutas.length === 0) return null;

  const baixar = async (id: string) => {
    setBaixando(id);
    try {
      await baixarCopia(id);
    } catch (err) {
      notify({ color: 'red', title: COPIA_TEXTS.failed, message: apiErrorMessage(err, COPIA_TEXTS.failed) });
    } finally {
      setBaixando(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="copia-prontuario">
      <Stack gap="sm">
        <Title order={2} size="h4" id="copia-prontuario">
          {COPIA_TEXTS.title}
        </Title>
        <Text size="sm" c="gray.7">
          {COPIA_TEXTS.intro}
        </Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {terapeutas.map(({ terapeutaId, nome, pedido }) => (
            <Group component="li" key={terapeutaId} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>{nome}</Text>
                {recusa?.terapeutaId === terapeutaId && (
                  <Text size="sm" c="red" role="alert">
                    {recusa.message}
                  </Text>
                )}
                {pedido && (
                  <Text size="sm" c="gray.7">
                    {pedido.estado === 'liberada' && pedido.liberadaEm
                      ? `Cópia liberada em ${formatDate(new Date(pedido.liberadaEm))}`
                      : `Cópia solicitada em ${formatDate(new Date(pedido.solicitadaEm))}: aguardando o(a) terapeuta`}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                {pedido?.estado === 'liberada' && (
                  <Button size="xs" onClick={() => void baixar(pedido.id)} loading={baixando === pedido.id}>
                    Baixar cópia (PDF)
                  </Button>
                )}
                {pedido?.estado !== 'solicitada' && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={solicitar.isPending && solicitar.variables === terapeutaId}
                    aria-label={`Solicitar cópia do prontuário a ${nome}`}
                    onClick={() => {
                      setRecusa(null);
                      solicitar.mutate(terapeutaId, {
                        onSuccess: () => notify({ color: 'teal', title: COPIA_TEXTS.requested, message: 'Você verá aqui quando a cópia for liberada.' }),
                        onError: (err) => {
                          const refused = apiFieldErrors(err).terapeutaId;
                          if (refused) setRecusa({ terapeutaId, message: refused });
                          else notify({ color: 'red', title: COPIA_TEXTS.failed, message: apiErrorMessage(err, COPIA_TEXTS.failed) });
                        },
                      });
                    }}
                  >
                    {pedido ? 'Solicitar nova cópia' : 'Solicitar cópia do prontuário'}
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
